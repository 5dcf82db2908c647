# Karo: Jumpers and Crawlers' lessons, in English: each stage's title and idea, each level's goal and hint.

learn-karo-jumpers-crawl-title = Crawlers
learn-karo-jumpers-crawl-intro = A crawler (circle down) steps to a neighbouring empty cell, in any of the eight directions. Then it turns over and is a jumper.
learn-karo-jumpers-crawl-1-goal = You play White: step one of your crawlers forward.
learn-karo-jumpers-crawl-1-hint = Your crawlers stand on row 2; the cells in front of them, on row 3, are empty.
learn-karo-jumpers-crawl-2-goal = Red's piece stands on b5: step your crawler on b4 forward all the same.
learn-karo-jumpers-crawl-2-hint = A crawler may step diagonally too: to a5 or c5.
learn-karo-jumpers-crawl-3-goal = Step your crawler on b6 into your target.
learn-karo-jumpers-crawl-3-hint = Your target is rows 7 and 8, where Red started; c7 is taken, but a7 and b7 are free.
learn-karo-jumpers-crawl-4-goal = Win: step your last piece into your target.
learn-karo-jumpers-crawl-4-hint = Five of your pieces are home already; the crawler on b6 fills the gap at b7.
learn-karo-jumpers-crawl-5-goal = Win: bring your last crawler home.
learn-karo-jumpers-crawl-5-hint = Your own piece stands on b7, but a crawler may step diagonally to c7.

learn-karo-jumpers-jump-title = Jumpers
learn-karo-jumpers-jump-intro = A jumper (circle up) leaps over the piece next to it and lands on the empty cell just past it; then it turns over and is a crawler. Without a piece to jump, it cannot move that way.
learn-karo-jumpers-jump-1-goal = The start again: this time, jump with one of your jumpers.
learn-karo-jumpers-jump-1-hint = Each jumper on row 1 has a crawler in front of it to leap over, and lands on row 3.
learn-karo-jumpers-jump-2-goal = Jump your jumper on b4 over Red's piece.
learn-karo-jumpers-jump-2-hint = A jumper leaps over pieces of either colour: Red's piece on b5 will do.
learn-karo-jumpers-jump-3-goal = Jump diagonally with your jumper on a3.
learn-karo-jumpers-jump-3-hint = Jumps go in all eight directions: over b4, to c5.
learn-karo-jumpers-jump-4-goal = Jump as far as you can with your jumper on b2.
learn-karo-jumpers-jump-4-hint = A jumper leaps the whole unbroken run of pieces, however many there are, and lands on the first empty cell after it.
learn-karo-jumpers-jump-5-goal = Jump one of your pieces into your target.
learn-karo-jumpers-jump-5-hint = The jumper on c4 can leap the run on c5 and c6 and land on c7.

learn-karo-jumpers-turn-title = Every move turns the piece over
learn-karo-jumpers-turn-intro = A crawler that steps becomes a jumper, and a jumper that jumps becomes a crawler: a piece crawls and jumps by turns. Before you move a piece, think what it will be able to do next.
learn-karo-jumpers-turn-1-goal = Win within two moves.
learn-karo-jumpers-turn-1-hint = Step your crawler to b6: as a jumper it can then leap over b7 to b8.
learn-karo-jumpers-turn-2-goal = Win within two moves.
learn-karo-jumpers-turn-2-hint = Jump over Red's piece to b6; as a crawler you can then step into b7.
learn-karo-jumpers-turn-3-goal = Win within two moves: your jumper on a6 cannot simply step into b7.
learn-karo-jumpers-turn-3-hint = A jumper cannot crawl. Jump sideways over b6 first; then the crawler steps in.
learn-karo-jumpers-turn-4-goal = Win within three moves: your crawler on b5 cannot jump Red's piece.
learn-karo-jumpers-turn-4-hint = Step aside to a6 to become a jumper, leap over b6, then crawl into b7.
learn-karo-jumpers-turn-5-goal = Win within two moves: two of your pieces are still out.
learn-karo-jumpers-turn-5-hint = Your crawler on b6 is the piece your jumper needs to leap over: jump first, then let the crawler step in.

learn-karo-jumpers-home-title = The race home
learn-karo-jumpers-home-intro = You win as soon as all six of your pieces stand in your target, rows 7 and 8. A jump over a long run of pieces, yours and Red's alike, is the fastest way there.
learn-karo-jumpers-home-1-goal = Win with one move.
learn-karo-jumpers-home-1-hint = From b4 your jumper can leap the whole run on b5, b6 and b7 and land on b8.
learn-karo-jumpers-home-2-goal = Win with one move: choose the right jump.
learn-karo-jumpers-home-2-hint = Your jumper on a5 can leap sideways to c5, or up over a6 and a7 to a8; only one of them brings it home.
learn-karo-jumpers-home-3-goal = Win within two moves.
learn-karo-jumpers-home-3-hint = A jump over b6 alone lands on b7. Step your crawler from a6 to b7 first: the run grows, and the jump reaches b8.
learn-karo-jumpers-home-4-goal = Win within two moves: your crawler on b6 has no free cell ahead.
learn-karo-jumpers-home-4-hint = Make room: a piece already home may move on to a8, and your crawler takes the cell it leaves.
learn-karo-jumpers-home-5-goal = Win within three moves: bring both of your pieces home.
learn-karo-jumpers-home-5-hint = The crawler on c6 steps in at once; the jumper on b4 needs two moves, a jump over b5 and then a step.

learn-karo-jumpers-race-title = Racing Red
learn-karo-jumpers-race-intro = Red races the other way, to rows 1 and 2. Sometimes you must stop Red's last move; sometimes only speed counts, and you must be home first.
learn-karo-jumpers-race-1-goal = Red's jumper on b4 threatens to jump home: stop it.
learn-karo-jumpers-race-1-hint = It needs your piece on b3 to leap over: move that piece away.
learn-karo-jumpers-race-2-goal = Red's crawler on b3 threatens to step home to b2: stop it.
learn-karo-jumpers-race-2-hint = Red cannot win while one of your pieces stands in Red's target: jump into b2 yourself.
learn-karo-jumpers-race-3-goal = Red's jumper on b6 threatens to leap down your column to b2: stop it.
learn-karo-jumpers-race-3-hint = Red needs the whole run on b5, b4 and b3; break it by moving one of your pieces out of it.
learn-karo-jumpers-race-4-goal = Red is one move from winning: win first.
learn-karo-jumpers-race-4-hint = You cannot stop Red's crawler, but it is your move: your jumper on a6 leaps over a7 to a8.
learn-karo-jumpers-race-5-goal = Win within two moves, before Red can get in your way.
learn-karo-jumpers-race-5-hint = Red's jumper on a5 could leap over your a6 into a7. Fill a7 from a6 first: that jump is gone, and c6 steps into b7.
