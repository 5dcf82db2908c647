## Karo: Jumpers and Crawlers, in our words
karo-jumpers-rules-intro = A race on twenty-four Karo tiles laid out as a fixed board, three wide and eight long. Each player has three jumpers (circle up) and three crawlers (circle down), and every move turns the moving piece over.
karo-jumpers-rules-goal-title = The goal
karo-jumpers-rules-goal = Bring all six of your pieces into the two rows where your opponent started. White starts on rows 1 and 2 and heads for rows 7 and 8; Red the other way. Each side's target is outlined in its colour.
karo-jumpers-rules-diagram-start = The start: jumpers on the back rows, crawlers in front of them.
karo-jumpers-rules-diagram-moves = White's jumper jumps a1 to a3 and becomes a crawler; Red's crawler steps c7 to c6 and becomes a jumper.
karo-jumpers-rules-diagram-run = A jumper jumps a whole run of pieces at once and lands just past it.
karo-jumpers-rules-move-title = The moves
karo-jumpers-rules-move = White moves first unless agreed otherwise. On your turn, move one piece:
karo-jumpers-rules-crawler = A crawler steps to a neighbouring empty cell in any of the eight directions, then turns over and is a jumper.
karo-jumpers-rules-jumper = A jumper leaps, in any of the eight directions, over the whole unbroken run of pieces next to it (of either colour, as many as there are) and lands on the empty cell just past them, then turns over and is a crawler. It cannot move without a piece to jump.
karo-jumpers-rules-end-title = The end of the game
karo-jumpers-rules-end = You win as soon as all six of your pieces stand in your target. A player who cannot move must pass; two passes in a row, or the same position coming up for the third time, end the game in a draw.
karo-jumpers-rules-notation-title = Writing the moves down
karo-jumpers-rules-notation = Columns are a to c, rows 1 to 8 from White's side. A move is written from-to: b2-b3 is a crawler's step, a1-a3 a jump over a2.
karo-jumpers-rules-decisions-title = Where we had to decide
karo-jumpers-rules-decisions = The original text does not show the starting position; we put the jumpers behind and the crawlers in front, the only such layout in which the first player can move at all. It names no draw either; we added the draw by repetition, so that nobody can stall forever.
