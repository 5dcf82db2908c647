## Caro's rules, in our words
caro-rules-intro = Caro is the five-in-a-row game of Vietnam. Two players take turns putting stones on the points where the lines of a 15 × 15 board cross. Black puts down the first stone. A stone, once placed, stays where it is until the end of the game.
caro-rules-goal-title = The goal
caro-rules-goal = Be the first to make an unbroken row of five of your own stones: along a line, up a column or on a diagonal.
caro-rules-diagram-open = Five in a row, blocked at one end only: Black wins.
caro-rules-diagram-closed = The same five with White stones at both ends: no win, the game goes on.
caro-rules-diagram-edge = The edge of the board never blocks: this five wins.
caro-rules-diagram-six = Six in a row wins even when both ends are blocked.
caro-rules-twist-title = The twist: a five boxed in does not count
caro-rules-twist = A row of exactly five does not win when both points just beyond its ends hold your opponent's stones. An empty point or the edge of the board leaves that end open. Such a boxed-in five stays worthless for the rest of the game, so a classic defence is to block one end of a four and wait: if your opponent then fills the other end against your stone, the five is dead.
caro-rules-end-title = The end of the game
caro-rules-end = The game ends as soon as a stone completes a winning row. If all 225 points are filled without one, the game is a draw.
caro-rules-openings-title = Openings
caro-rules-openings = The first stones give Black an advantage. The site offers three ways to start, which only change who plays which colour:
caro-rules-opening-free = Free: the first player takes Black and the turns alternate from the first stone.
caro-rules-opening-swap = Swap: the first player puts down three stones (Black, White, Black); then the second player chooses a colour, and whoever has White places stone 4.
caro-rules-opening-swap2 = Swap2: as in swap, but instead of choosing, the second player may put down stones 4 and 5 (White, then Black) and hand the choice back to the first player. White then places stone 6.
caro-rules-options-title = Variants
caro-rules-options = Two more options change what counts as a win:
caro-rules-option-overline = Six or more in a row: wins (the usual rule), or never wins, in which case only exactly five counts (the rule of the Gomocup's Caro league).
caro-rules-option-closed = A five blocked by the opponent: loses its win only when blocked at both ends (the usual rule), already when blocked at one end (the edge still never blocks), or always wins (plain gomoku).
caro-rules-notation-title = Writing the moves down
caro-rules-notation = Columns are the letters a to o from the left, rows the numbers 1 to 15 from the bottom, so the centre is h8. A stone is written as its point; the colour choice of the swap openings as =b (take Black) or =w (take White). A game is its moves in order, for example h8 i9 h10 =w g9.
caro-rules-decisions-title = Where we had to decide
caro-rules-decisions = The original rules do not say everything a computer needs. We took these readings: the edge of the board never blocks a row; a row is judged only when its last stone is placed, so a boxed-in five can never come back to life; a longer row counts as a whole, so six never contains a "five"; and "swap" means the three-stone swap played in gomoku tournaments, not a one-stone swap.
