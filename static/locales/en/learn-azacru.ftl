# Azacru's lessons, in English: each stage's title and idea, each level's goal and hint.

learn-azacru-moves-title = Moving a chevron
learn-azacru-moves-intro = Each of your chevrons points in one of eight directions. On your turn you move one chevron in a straight line, straight ahead or 45° to its left or right, and the field where it lands gets your marker.
learn-azacru-moves-1-goal = You play East: move your chevron on g1 one field straight ahead.
learn-azacru-moves-1-hint = It points north, up the board, so g2 is straight ahead.
learn-azacru-moves-2-goal = Move the chevron on g1 diagonally, 45° to its right, to h2.
learn-azacru-moves-2-hint = Turned 45° to the right, north becomes north-east: h2.
learn-azacru-moves-3-goal = The chevron in the corner a9 points diagonally: move it straight ahead.
learn-azacru-moves-3-hint = It points south-east, at the far corner of the board, so b8 is straight ahead.
learn-azacru-moves-4-goal = Your chevron went from g1 to h2, and it now points the way it moved: move it straight ahead again.
learn-azacru-moves-4-hint = It now points north-east, so straight ahead is i3, not h3.
learn-azacru-moves-5-goal = Move the chevron on g1 to f2, in the next region, and twist it to point north.
learn-azacru-moves-5-hint = The board has nine regions of 3 × 3 fields. A chevron that lands in another region may turn 45°: it arrives pointing north-west, and a turn to the right points it north.

learn-azacru-fields-title = Regions and power
learn-azacru-fields-intro = A chevron's power is the number of fields in its region that carry your markers, but at least 1: it may move that many fields or fewer. It may not land on a chevron or on another player's marker, nor pass over a chevron.
learn-azacru-fields-1-goal = Your chevron on g2 has power 2: move it two fields straight ahead.
learn-azacru-fields-1-hint = Your markers on g2 and h1 lie in its region, so it may go as far as g4.
learn-azacru-fields-2-goal = Move your chevron on f4 three fields east, to i4.
learn-azacru-fields-2-hint = Count your markers in the region where the chevron stands: d4, e5 and f4 give it power 3.
learn-azacru-fields-3-goal = Move your chevron on b5 to e5, over West's markers.
learn-azacru-fields-3-hint = You may not land on West's markers on c5 and d5, but markers on the way never stop a move.
learn-azacru-fields-4-goal = West's chevron stands in the way north: reach row 5 in one move.
learn-azacru-fields-4-hint = No chevron may pass over another, so go diagonally, to b5 or to h5.
learn-azacru-fields-5-goal = Reach e5 in one move: which of your chevrons can?
learn-azacru-fields-5-hint = West's markers around b2 add nothing to that chevron's power; the one on h8 has three of your markers in its region.

learn-azacru-markers-title = Connections
learn-azacru-markers-intro = If your chevron starts on one of your markers and lands on another, at least two fields away, with no chevron in between, every field in between gets your marker too: a connection.
learn-azacru-markers-1-goal = Connect g2 to your marker on g5 and reach 6 fields.
learn-azacru-markers-1-hint = Power 3 takes the chevron to g5, and g3 and g4 become yours on the way.
learn-azacru-markers-2-goal = Find the longest connection: reach 9 fields in one move.
learn-azacru-markers-2-hint = The connection up the column to a5 fills two fields; the diagonal to e5 fills three.
learn-azacru-markers-3-goal = Make a connection and keep your chevron.
learn-azacru-markers-3-hint = The connection to d5 passes West's marker on d4: it would take that field, but your chevron would leave the game. The one to g5 costs nothing.
learn-azacru-markers-4-goal = Jump over West's chevron to your marker on e5.
learn-azacru-markers-4-hint = Over a chevron, a move between two of your markers is allowed as a connection jump, but it fills nothing.
learn-azacru-markers-5-goal = Reach 8 fields within two moves.
learn-azacru-markers-5-hint = Step to g2 first: then it lies four fields from your marker on g6, and your chevron has the power to connect them.

learn-azacru-scoring-title = The end and the score
learn-azacru-scoring-intro = A player who cannot move must pass; then every other player has one last turn, and the game is over. Whoever has his markers on the most fields wins, and players tied on the most fields share the win.
learn-azacru-scoring-1-goal = West has passed and this is your last turn, with 5 fields to West's 6: share the win.
learn-azacru-scoring-1-hint = Straight ahead and to the left your chevron would land on your own markers: only c4 gives you a new field.
learn-azacru-scoring-2-goal = This is your last turn: win the game.
learn-azacru-scoring-2-hint = One new field is not enough against West's 7: connect b2 to f2 and fill three.
learn-azacru-scoring-3-goal = This is your last turn: win the game, even if it costs your chevron.
learn-azacru-scoring-3-hint = The connection from d1 to d4 takes West's marker on d3: your chevron leaves the game, but the game is ending anyway.
learn-azacru-scoring-4-goal = West's only chevron cannot move: win within two moves.
learn-azacru-scoring-4-hint = After your move West must pass, and you have one last turn: use both moves to make a connection.
learn-azacru-scoring-5-goal = You lead by 6 fields to 5: win within two moves.
learn-azacru-scoring-5-hint = West's chevron can only go to a2: stand there, he must pass, and your next move is the last.

learn-azacru-players-title = Three and four players
learn-azacru-players-intro = With three players, North, East and West play; with four, South joins them. North moves first, and the turn passes clockwise: North, East, South, West.
learn-azacru-players-1-goal = You play North and move first: move your chevron on e9 straight ahead.
learn-azacru-players-1-hint = It points south, down the board, to e8.
learn-azacru-players-2-goal = You play South, the third to move: move your chevron on e1 straight ahead.
learn-azacru-players-2-hint = South sits at row 1, and the chevron on e1 points north, to e2.
learn-azacru-players-3-goal = Reach 7 fields within two moves; West and North move in between.
learn-azacru-players-3-hint = Connect g2 to g5 at once: if you wait, West's chevron on e4 steps onto g4, and over a chevron your move fills nothing.
learn-azacru-players-4-goal = North has passed: stop West from winning on his last turn.
learn-azacru-players-4-hint = West threatens to connect c2 to g2. Land your chevron on e2, in between: over a chevron his move can only be a jump, which fills nothing.
learn-azacru-players-5-goal = You play West, and this is your last turn: have the most fields of all four players.
learn-azacru-players-5-hint = East has 7 fields. Connect b4 to f4: it takes South's marker on d4 and costs your chevron, but it gives you 8.
