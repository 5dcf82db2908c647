# Caro's lessons, in English: each stage's title and idea, each level's goal and hint.

learn-caro-five-title = Five in a row
learn-caro-five-intro = You win Caro by placing five stones of your colour in an unbroken line: along a row, a column or a diagonal.
learn-caro-five-1-goal = Black to play: make five in a row.
learn-caro-five-1-hint = Your four stones on row 8 are open at both ends: either end makes five.
learn-caro-five-2-goal = Make five in a column.
learn-caro-five-2-hint = A column counts as much as a row: add a stone above or below.
learn-caro-five-3-goal = Make five on the diagonal.
learn-caro-five-3-hint = Diagonals count too: continue the line at either end.
learn-caro-five-4-goal = Make five: the gap counts.
learn-caro-five-4-hint = Filling the gap in the middle joins two pairs into five. White threatens the same, so be first.
learn-caro-five-5-goal = Make five at the edge of the board.
learn-caro-five-5-hint = The edge of the board blocks nothing: a line that reaches it still wins.

learn-caro-closed-five-title = The closed five
learn-caro-closed-five-intro = Caro's own rule: a line of exactly five whose two ends are both blocked by your opponent's stones does not win. A six or longer wins whatever stands at its ends.
learn-caro-closed-five-1-goal = Win with the one five that counts.
learn-caro-closed-five-1-hint = On row 8 White's stones close both ends. Your column is still open.
learn-caro-closed-five-2-goal = Make six in a row.
learn-caro-closed-five-2-hint = Blocked at both ends, a line of six still wins.
learn-caro-closed-five-3-goal = White to play: stop Black's five.
learn-caro-closed-five-3-hint = You need not take h8: a stone one point further out, on i8, leaves Black only a five closed at both ends.
learn-caro-closed-five-4-goal = Win: which four can still become five?
learn-caro-closed-five-4-hint = A four blocked at one end still wins at the other. The row between two white stones does not.
learn-caro-closed-five-5-goal = In this game six does not win: make an exact five.
learn-caro-closed-five-5-hint = With the option "six does not win", filling row 8 makes six. Your column makes exactly five.

learn-caro-block-title = Blocking
learn-caro-block-intro = When your opponent has four in a line with an open end, he wins with his next stone unless you block it.
learn-caro-block-1-goal = White to play: stop Black's five.
learn-caro-block-1-hint = Black's four is already blocked on one side: close the other.
learn-caro-block-2-goal = Stop the five in the column.
learn-caro-block-2-hint = A gap in a four is where its fifth stone goes.
learn-caro-block-3-goal = Stop the diagonal five.
learn-caro-block-3-hint = Look along the diagonal for its open end.
learn-caro-block-4-goal = Stop the threat that matters.
learn-caro-block-4-hint = A three can wait; a four cannot.
learn-caro-block-5-goal = Stop the broken four on the diagonal.
learn-caro-block-5-hint = The empty point inside Black's line is the one he needs.

learn-caro-open-four-title = Open fours and four-threes
learn-caro-open-four-intro = A four open at both ends cannot be stopped: your opponent blocks one end and you play the other. Making a four and a three at once leads there too.
learn-caro-open-four-1-goal = Win within two moves.
learn-caro-open-four-1-hint = Make four with both ends free.
learn-caro-open-four-2-goal = Win within two moves in the column.
learn-caro-open-four-2-hint = Fill the gap of the three: the four it makes is open.
learn-caro-open-four-3-goal = Win within two moves.
learn-caro-open-four-3-hint = Where does a stone make an open four from the three with a gap?
learn-caro-open-four-4-goal = Win within two moves: make two fours at once.
learn-caro-open-four-4-hint = One stone can finish a four on the row and a four in the column.
learn-caro-open-four-5-goal = Win within three moves: a four and a three at once.
learn-caro-open-four-5-hint = White must block the four; then your three becomes an open four.

learn-caro-vcf-title = Winning with fours
learn-caro-vcf-intro = A victory by continuous fours (VCF): every stone you play makes a four, so every reply is forced, until one four cannot be blocked.
learn-caro-vcf-1-goal = Win within three moves, every move a four.
learn-caro-vcf-1-hint = Your first four places a stone that also builds a line in the column.
learn-caro-vcf-2-goal = Win within three moves.
learn-caro-vcf-2-hint = Start with the four in the column.
learn-caro-vcf-3-goal = Win within three moves.
learn-caro-vcf-3-hint = The diagonal four comes first; its stone joins your row.
learn-caro-vcf-4-goal = Win within four moves: two fours, then an open four.
learn-caro-vcf-4-hint = Row, diagonal, then the column: each stone you add builds the next line.
learn-caro-vcf-5-goal = Win within four moves.
learn-caro-vcf-5-hint = Column, diagonal, then the row.
