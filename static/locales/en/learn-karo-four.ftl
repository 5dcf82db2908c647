# Karo: Four in a Row's lessons, in English: each stage's title and idea, each level's goal and hint.

learn-karo-four-placing-title = Placing the pieces
learn-karo-four-placing-intro = The game starts with twenty empty tiles. Taking turns, White first, the players put their pieces circle down on empty tiles, one piece on a tile, until all twelve are placed.
learn-karo-four-placing-1-goal = Place your first piece on the tile j10.
learn-karo-four-placing-1-hint = Any empty tile will take a piece; this one is marked for you. A placement is written as its cell: j10.
learn-karo-four-placing-2-goal = Place a piece diagonally next to your piece on j10.
learn-karo-four-placing-2-hint = A tile has eight neighbours: four along its sides and four at its corners. Red already stands on k11.
learn-karo-four-placing-3-goal = Place a piece so that three of yours stand in a line.
learn-karo-four-placing-3-hint = Your pieces on j10 and j11 stand in a column: continue it above or below.
learn-karo-four-placing-4-goal = Place a piece to make four in a column.
learn-karo-four-placing-4-hint = Put it on j9. The game goes on: your four lie circle down, and only pieces with the circle up make a row that wins.
learn-karo-four-placing-5-goal = Place your last piece next to your piece on j10, so that j10 can jump over it later.
learn-karo-four-placing-5-hint = A jump needs an empty tile just beyond the piece it passes over: next to j10, only j11 has one.

learn-karo-four-slide-title = Sliding
learn-karo-four-slide-intro = Once all twelve pieces are placed, every turn moves one of them. A slide takes a piece to a neighbouring empty tile in any of the eight directions, and the piece is not turned: its circle stays up or down.
learn-karo-four-slide-1-goal = Slide your piece from j10 up to j11.
learn-karo-four-slide-1-hint = A slide is written from-to: j10-j11.
learn-karo-four-slide-2-goal = Bring a piece onto the corner tile l12 with one slide.
learn-karo-four-slide-2-hint = Slides go diagonally too: your piece on k11 touches l12 at a corner.
learn-karo-four-slide-3-goal = Win: slide a piece with the circle up into your row.
learn-karo-four-slide-3-hint = Three of your pieces lie circle up on row 12, and your piece on k11, circle up too, is right below the empty k12.
learn-karo-four-slide-4-goal = Win in one move: fill the gap in row 11.
learn-karo-four-slide-4-hint = The pieces on j12 and j10 can both slide into j11, but only the one on j10 has its circle up.
learn-karo-four-slide-5-goal = Win within two moves.
learn-karo-four-slide-5-hint = Your piece on l9 has its circle up: two slides take it to k11, and no red piece can get there first.

learn-karo-four-jump-title = Jumping
learn-karo-four-jump-intro = A piece can also jump over one neighbouring piece, of either colour, onto the empty tile just beyond it. The piece that jumps is turned over, circle down to circle up or back, and this is the only way a piece turns.
learn-karo-four-jump-1-goal = Jump from h10 over your piece on i10 to j10.
learn-karo-four-jump-1-hint = A jump is written like a slide, from-to: h10-j10. Watch your piece turn circle up.
learn-karo-four-jump-2-goal = Jump over Red's piece on j11.
learn-karo-four-jump-2-hint = Two of your pieces can do it. The piece you jump over stays as it was; only yours turns over.
learn-karo-four-jump-3-goal = Win with a jump.
learn-karo-four-jump-3-hint = Your piece on k10 lies circle down: jumping over k11 to k12 turns it circle up at the end of your row.
learn-karo-four-jump-4-goal = Win in one move: which piece should jump into j11?
learn-karo-four-jump-4-hint = A piece with its circle up turns circle down when it jumps: choose the one that lies circle down.
learn-karo-four-jump-5-goal = Win within two moves.
learn-karo-four-jump-5-hint = First jump to turn a piece circle up, then slide it into the row: a second jump would turn it down again.

learn-karo-four-relocate-title = Moving tiles
learn-karo-four-relocate-intro = Instead of a slide or a jump, you can move a tile: lift an empty tile from the edge of the field, lay it on an empty cell next to the other tiles, and in the same turn slide or jump one of your pieces onto it.
learn-karo-four-relocate-1-goal = Lift the tile from h9, lay it on m12 and slide your piece from l12 onto it.
learn-karo-four-relocate-1-hint = This move is written l12-m12/h9: the piece's move, a slash, and where the tile came from.
learn-karo-four-relocate-2-goal = Lay a tile on m10 and slide your piece from l10 onto it.
learn-karo-four-relocate-2-hint = A tile can be lifted only if no piece stands on it and at most two of its sides touch other tiles: here, only the corner h12.
learn-karo-four-relocate-3-goal = Lay a tile on m10 and jump your piece from k10 onto it, over l10.
learn-karo-four-relocate-3-hint = A jump onto a tile you moved turns your piece over, like any jump.
learn-karo-four-relocate-4-goal = Win by moving a tile.
learn-karo-four-relocate-4-hint = Column l holds three of your pieces circle up: lay a tile on l13 and slide your piece from k12 onto it.
learn-karo-four-relocate-5-goal = Win by moving a tile and jumping onto it.
learn-karo-four-relocate-5-hint = Lay a tile on m12 and jump from k10 over l11: your piece lands circle up at the end of your row.

learn-karo-four-four-title = Four in a row
learn-karo-four-four-intro = Only the player who moves can make a row of four, so stop your opponent's row before it is his turn, and make a threat he cannot stop. A row is stopped by standing on the tile it needs, or by taking that tile away.
learn-karo-four-four-1-goal = Stop Red's four in row 11.
learn-karo-four-four-1-hint = Red wants to slide from j12 into the gap on j11: get there first.
learn-karo-four-four-2-goal = Stop Red's four in row 12.
learn-karo-four-four-2-hint = None of your pieces can reach l12, but it is an empty corner tile: lift it and lay it somewhere else, stepping onto it.
learn-karo-four-four-3-goal = Stop Red's four in column l.
learn-karo-four-four-3-hint = To reach l13, Red must lay a tile there, and the only tile free to lift is h12: stand on it or move it.
learn-karo-four-four-4-goal = Win within two moves.
learn-karo-four-four-4-hint = One jump makes three in a row with an empty tile at each end and a piece circle up beside each: Red can block only one.
learn-karo-four-four-5-goal = Win within two moves.
learn-karo-four-four-5-hint = Red can reach l11 in one move but not h11: threaten h11, and leave no piece of yours on i10 for Red to jump over.
