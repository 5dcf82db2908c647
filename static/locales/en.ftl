# Tessera: English messages. Ids are kebab-case; `.attr` lines are attributes.

site-name = Tessera
site-tagline = Four remarkable board games, played in your browser.
nav-home = All games
language-label = Language

## The games

game-karo-four = Karo: Four in a Row
    .blurb = The board's tiles move as you play: be first to turn four pieces face-up in a row.
game-karo-jumpers = Karo: Jumpers and Crawlers
    .blurb = A race on the Karo tiles: jumpers leap, crawlers creep, all six must reach the far end.
game-kauri = Kauri
    .blurb = A two-row mancala with stones and cowrie shells: sow, capture, fill your store.
game-azacru = Azacru
    .blurb = Chevrons claim fields and regions on a 9×9 board, for two to four players.
game-caro = Caro
    .blurb = Vietnam's five-in-a-row, where a five blocked at both ends does not win.
home-play = Play
home-coming = Coming soon
home-continue = Continue your game
home-not-found = There is no page called “{ $path }”. Here are the games.
home-not-yet = { $game } is not playable yet. Here are the games you can play now.

## Colours and players (Caro)

colour-black = Black
colour-white = White
person-opener = first player
person-responder = second player

## The status line

status-to-play = { $colour } to play
status-to-play-person = { $colour } to play ({ $person })
status-choice = { $person }: choose a colour
status-choice-or-place = { $person }: choose a colour, or place stones 4 and 5
status-wins = { $colour } wins
status-draw = Draw: the board is full

## The colour choice in the swap openings

choice-swap = The first player has placed three stones. The second player now picks a colour; White plays next.
choice-swap2-first = The first player has placed three stones. The second player picks a colour now, or places two more stones (white, then black) and lets the first player pick.
choice-swap2-second = The second player has placed stones 4 and 5. The first player now picks a colour; White plays next.
choice-take-black = Take black
choice-take-white = Take white

## The board

board-label = Caro board, 15 by 15
point-empty = { $point }, empty
point-black = { $point }, black stone
point-white = { $point }, white stone

## Game controls

control-new-game = New game
control-undo = Undo
new-game-title = New game
new-game-start = Start
new-game-cancel = Cancel

## Options

option-opening = Opening
option-opening-free = Free: players alternate from the first stone
option-opening-swap = Swap: three stones, then the other player picks a colour
option-opening-swap2 = Swap2: as swap, or two more stones and the choice goes back
option-overline = Six or more in a row
option-overline-win = wins
option-overline-nowin = does not win
option-closed = A five blocked by the opponent
option-closed-both = loses only when blocked at both ends
option-closed-either = loses when blocked at either end
option-closed-never = always wins
option-players = Players
option-players-2 = 2: east and west
option-players-3 = 3: north, east and west
option-players-4 = 4: north, east, south and west
option-first = First to move
option-first-north = North
option-first-east = East
option-first-south = South
option-first-west = West
option-first-white = White
option-first-red = Red

## Notices about links

notice-bad-move = Move { $n } '{ $token }': { $reason }.
notice-bad-move-kept = This link's game stops there; it is shown up to move { $kept }.
notice-bad-option = This link has an option the game does not take: { $reason }. The default is used instead.
notice-keep = Continue from here
notice-new-game = Start a new game

## Why a move was refused

error-malformed-move = not a move of this game
error-no-such-point = no such point
error-occupied = that point is already taken
error-choice-due = a colour choice is due
error-no-choice-due = no colour choice is due
error-game-over = the game is already over
error-no-such-field = no such field
error-no-chevron = you have no chevron on that field
error-not-straight = a chevron moves in a straight line, at least one field
error-wrong-direction = a chevron moves only straight ahead or 45° to either side
error-beyond-power = that is farther than the chevron's power of movement
error-field-taken = that field holds a chevron or another player's marker
error-path-blocked = a chevron is in the way; only a jump between two of your markers passes it
error-no-twist = a twist only follows a move into another region by a chevron that stays on the board
error-pass-not-allowed = you may pass only when no move is possible
error-no-such-cell = no such cell
error-not-your-piece = no piece of yours there
error-no-tile = no tile there
error-tile-taken = a piece already stands there
error-still-placing = pieces are still being placed
error-all-placed = all pieces are already placed
error-wrong-way = pieces do not move like that
error-nothing-to-jump = no piece to jump over
error-crawler-cannot-jump = a crawler only moves to a neighbouring cell
error-jumper-cannot-crawl = a jumper only jumps
error-not-past-the-run = a jumper lands just past the run of pieces
error-no-tile-to-lift = no tile to lift there
error-lift-occupied = a piece stands on the tile to lift
error-lift-held = the tile to lift has more than two side-neighbours
error-lift-cuts-field = lifting that tile would cut the field
error-same-cell = the tile must go to another cell
error-tile-already-there = a tile is already there
error-not-touching-field = the new place does not touch the field by a side
error-no-cowrie = that pit holds no cowrie
error-must-pass = there is no cowrie on your side: you must pass
error-must-sow = you may pass only when you have no cowrie to sow
error-malformed-option = expected option=value
error-unknown-option = no such option
error-bad-option-value = not a value this option takes
notice-bad-position = This link's position code could not be read: { $reason }. The game starts from the beginning instead.

## Moves and replay

moves-title = Moves
moves-none = No moves yet.
replay-first = Start of the game
replay-back = Previous move
replay-forward = Next move
replay-last = Last move
control-redo = Redo
discard-text = Playing { $token } here discards the { $later ->
    [one] move
   *[other] { $later } moves
} after this position.
discard-yes = Discard and play
discard-no = Keep them

## Saved games

resume-text = You have a saved game here ({ $moves ->
    [one] one move
   *[other] { $moves } moves
}).
resume-yes = Resume it
resume-no = Not now
saved-set-aside = { $count ->
    [one] A saved game could not be read (it may come from an older version of the site); it was set aside.
   *[other] { $count } saved games could not be read (they may come from an older version of the site); they were set aside.
}

## Sharing

control-share = Share
share-copied = Link copied.
share-copy-failed = Copy the link from “Links and files” below.
share-panel = Links and files
share-link-game = The whole game
share-link-move = This move
share-link-position = This position only
share-copy = Copy
share-download = Download the record
share-upload = Open a record file…
import-label = Paste a link, a record or a position code
import-placeholder = https://…#/caro?moves=h8,i9  or  tessera-record 1 …
import-open = Open
import-empty = There is nothing to open: paste a link, a record or a position code first.
import-unrecognised = This is not a link, a record or a position code.
import-not-a-game = This link does not lead to a game.
import-bad-record = This record could not be read: { $reason }.
import-bad-position = This position code could not be read: { $reason }.

## New game: who plays

new-game-players = Players
seat-person = A person
seat-computer-soon = The computer (coming soon)
seat-computer = The computer, level { $level }
person-opener-title = First player
person-responder-title = Second player

## Rules pages

rules-link = Rules
rules-title = How to play { $game }
rules-play = Play { $game }
rules-coming = The rules of this game will be here when it can be played on the site.

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

## Embedding

control-embed = Embed
embed-title = Put this board on your site
embed-intro = Copy the snippet into your page's HTML. The board runs in your visitors' browsers; nothing is stored.
embed-help-link = All settings and messages
embed-mode = Visitors may
embed-mode-play = play (two people)
embed-mode-view = replay the moves only
embed-mode-puzzle = solve a puzzle: find the moves from the shown position on
embed-mode-ai = play the computer
embed-level = Computer's level
embed-theme = Colours
embed-theme-light = light
embed-theme-dark = dark
embed-theme-transparent = your page's background
embed-undo = Allow undo
embed-flip = Turn the board round
embed-snippet = Snippet
embed-preview = Preview
embed-open-site = Open on Tessera
puzzle-wrong = { $token } is not the move. Try again.
puzzle-right = Right! Keep going.
puzzle-solved = Solved!
embed-help-title = Tessera boards on your own site
embed-help-intro = Any page can show a live Tessera board in an iframe. Everything it needs is in its address: the game, its moves or position, and how it behaves. Use the Embed button on a game page to make one, or write the address yourself:
embed-help-settings = Settings in the address
embed-help-mode = What visitors may do: replay only, play as two people, play the computer, or solve a puzzle (they must find the moves of the line after the shown one; other moves are refused). Default: play.
embed-help-game = The game as in a Tessera link: its moves, or a position code to start from, and the move to open at (in a puzzle: where the puzzle starts).
embed-help-options = The game's options, as in a Tessera link.
embed-help-undo = Shows an undo button.
embed-help-flip = Turns the board round, as seen from the other side.
embed-help-theme = The colours around the board; transparent lets your page show through.
embed-help-lang = The language of the board's words.
embed-help-level = How strong the computer plays, from 1 to 5 (default 3). Against the computer the visitor takes the side to move when the board opens, so he moves first; the computer plays every other side (in Azacru with three or four players, all the others).
embed-help-origin = Your page's origin. Messages are then sent only to it and accepted only from it.
embed-help-messages = Talking to the board
embed-help-messages-intro = The board and your page exchange messages with window.postMessage. Every message is an object with tessera: 1 and a type. Anything else is ignored.
embed-help-msg-ready = From the board, once it is drawn: game, position.
embed-help-msg-move = From the board, after each move, the visitor's or the computer's: move, moves (all of them, separated by spaces), position.
embed-help-msg-gameover = From the board, when the game ends: result (for example “winner black” or “draw”).
embed-help-msg-height = From the board, whenever its height changes: height in CSS pixels, to size the iframe.
embed-help-msg-load = To the board: show another game (record: a record's text) or position (position: a position code).
embed-help-msg-flip = To the board: turn it round.
embed-help-msg-undo = To the board: take back the last move (in a puzzle: the visitor's last move and its reply; against the computer: the visitor's last move and the computer's reply).
embed-help-hosting = Serving Tessera yourself
embed-help-hosting-text = In a sandboxed iframe without allow-same-origin (as WordPress serves embeds), the browser fetches the board's files as from another site, so the server must send Access-Control-Allow-Origin: * with them. GitHub Pages does this by itself; the _headers file in the bundle does it on Netlify and Cloudflare Pages.
error-option-conflict = this value does not go with the other options
move-input-label = Type a move
move-input-play = Play
move-input-refused = { $token }: { $reason }
announce-move = { $mover }: { $token }
saved-not-saved = This browser is not keeping games (its storage is off or full). Your game is safe in the address: bookmark it or use Share.
crash-title = Something went wrong.
crash-text = Tessera stopped because of an error in its program. Your game is in the address above: reload the page to go on from your last move.
crash-reload = Reload
share-picture-png = Picture (PNG)
share-picture-svg = Picture (SVG)
computer-thinking = The computer is thinking…
computer-hint = The computer would play { $token }.
control-hint = Hint

## Azacru: players, facings and the status line

side-north = North
    .letter = N
side-east = East
    .letter = E
side-south = South
    .letter = S
side-west = West
    .letter = W
list-and = { $first } and { $last }
azacru-facing-n = north
azacru-facing-ne = north-east
azacru-facing-e = east
azacru-facing-se = south-east
azacru-facing-s = south
azacru-facing-sw = south-west
azacru-facing-w = west
azacru-facing-nw = north-west
azacru-status-to-move = { $side } to move
azacru-status-must-pass = { $side } to move: no chevron of { $side } can move, so { $side } must pass
azacru-status-last-turns = { $passer } passed, so every other player has one last turn. { $side } to move ({ $left ->
    [one] the last turn
   *[other] { $left } turns left
})
azacru-status-last-turns-pass = { $passer } passed, so every other player has one last turn. { $side } cannot move and must pass ({ $left ->
    [one] the last turn
   *[other] { $left } turns left
})
azacru-someone = A player
azacru-over-last-turns = { $passer } passed and the others have had their last turns.
azacru-over-repetition = The same position came up for the third time.
azacru-status-winner = Game over: { $side } wins with { $fields ->
    [one] 1 field
   *[other] { $fields } fields
}
azacru-status-shared = Game over: { $sides } share the win with { $fields ->
    [one] 1 field
   *[other] { $fields } fields
} each

## Azacru: the board, the action bar and the score

azacru-board-label = Azacru board, 9 by 9 fields in nine regions
azacru-cell-empty = empty
azacru-cell-marker = { $side }'s marker
azacru-cell-chevron = { $side }'s chevron facing { $facing }
azacru-cell-movable = can move
azacru-cell-picked = picked, power { $power }
azacru-cell-target = a target
azacru-cell-target-twist = a target in another region
azacru-cell-connects = a target that connects { $count ->
    [one] 1 field
   *[other] { $count } fields
}
azacru-cell-costly = a target that connects { $count ->
    [one] 1 field
   *[other] { $count } fields
}, but the chevron leaves the game
azacru-action-pick = { $side }: pick one of your ringed chevrons.
azacru-action-picked = Chevron on { $field }: power { $power } (your markers in its region, at least 1). Pick a target:
azacru-legend-target = a move
azacru-legend-connects = a connection: the fields between become yours
azacru-legend-costly = a connection over another player's marker: the chevron leaves the game
azacru-action-twist = { $from }-{ $to } enters another region. Turn the chevron?
azacru-twist-group = Twist
azacru-twist-keep = Keep
azacru-twist-left = Turn left
azacru-twist-right = Turn right
azacru-action-twist-keys = On the board: Enter keeps, L turns left, R turns right.
azacru-action-pass = { $side } cannot move any chevron.
azacru-pass = Pass
azacru-action-over = Final score: { $scores }.
azacru-score-title = Score
azacru-score-player = Player
azacru-score-fields = Fields
azacru-score-markers = Markers left
azacru-score-chevrons = Chevrons
azacru-score-to-move = to move
azacru-score-winner = wins

## Azacru's rules, in our words

azacru-rules-intro = Azacru is a territory game for two, three or four players, by Mike Wellman (2005), from his Pacru series. Each player moves arrow-shaped chevrons across a board of 9 × 9 fields, divided into nine regions of 3 × 3, and leaves a marker of his colour on every field where a chevron lands.
azacru-rules-goal-title = The goal
azacru-rules-goal = When the game ends, the player whose markers cover the most fields wins. Players tied on the most fields share the win.
azacru-rules-start-title = Players and the start
azacru-rules-start = Players are named after the side of the board they sit at: North (row 9), East, South and West. Two players take East and West; three take North, East and West. Every chevron starts pointing at the opposite side of the board, and no markers are on it yet. East moves first in a two-player game, North with three or four (the site lets you choose). Turns go clockwise: North, East, South, West.
azacru-rules-diagram-two = Two players: East's four chevrons (E) and West's (W) at the start.
azacru-rules-diagram-four = Four players: three chevrons each, every one pointing across the board.
azacru-rules-move-title = A move
azacru-rules-move = On your turn, move one of your chevrons in a straight line: straight ahead, or 45° to its left or right. Its power, the most fields it may go, is the number of fields in its region that carry your markers, but at least 1. It may not land on a chevron or on another player's marker, and it may not pass over a chevron (but see the connection jump below); markers on the way do not stop it. The chevron then points the way it moved, and the field where it lands gets your marker.
azacru-rules-connection-title = Connections
azacru-rules-connection = If the chevron starts on one of your markers, lands on another, and moves at least two fields with no chevron in between, every field in between becomes yours. Markers of other players there go back to them, and then your chevron leaves the game: a connection through another player's marker costs the chevron. Over a chevron, a move between two of your markers is allowed as a jump, but fills nothing.
azacru-rules-diagram-power = East's chevron on c3 has power 3: three of East's markers lie in its region. Its targets are marked; the cross on c6 is a connection that passes West's marker on c5.
azacru-rules-diagram-connection = After c3-c6: c4 and c5 are East's, West's marker went back, and East's chevron has left the game.
azacru-rules-twist-title = The twist
azacru-rules-twist = When a chevron lands in another region and stays in the game, you may turn it 45° to the left or to the right.
azacru-rules-end-title = The end
azacru-rules-end = A player who cannot move any chevron must pass. The first pass starts the end: every other player has exactly one more turn, in order, and then the game is over. The game also ends when the same position comes up for the third time.
azacru-rules-site-title = Playing on this site
azacru-rules-site = Click one of your chevrons (they are ringed) to see its power and its targets: a dot is a plain move, a ring a connection, a red cross a connection that costs the chevron; the fields a connection would fill are outlined. Click a target to move. If the move enters another region, choose the twist: keep, turn left or turn right. With the keyboard, tab into the board, move with the arrow keys and choose with Enter; L and R choose a twist.
azacru-rules-notation-title = Writing the moves down
azacru-rules-notation = Columns are the letters a to i from the left, rows the numbers 1 to 9 from the bottom. A move is written from-to, for example g1-g2, with l or r added for a twist to the left or right: g1-f2l. A forced pass is written pass.
azacru-rules-decisions-title = Where we had to decide
azacru-rules-decisions = The original text leaves some things open. From the official English rules we took that a chevron with no markers in its region has power 1, and that a chevron points the way it moved. Each player has a supply of 50 markers; it is shown, but never runs out in a real game. A position that comes up for the third time ends the game, so that chevrons cannot circle on their own ground forever.
## Karo, both variants: the board, the status line, the pieces beside the board
karo-red = Red
karo-white = White
karo-four-board-label = Karo table: the tiles and the pieces on them
karo-jumpers-board-label = Karo board, 3 by 8
karo-cell-no-tile = { $cell }, no tile
karo-cell-empty = { $cell }, empty tile
karo-cell-piece = { $cell }, { $piece }
karo-piece-red-up = red piece, circle up
karo-piece-red-down = red piece, face down
karo-piece-white-up = white piece, circle up
karo-piece-white-down = white piece, face down
karo-jumper-red = red jumper
karo-crawler-red = red crawler
karo-jumper-white = white jumper
karo-crawler-white = white crawler
karo-status-place = { $colour } to place a piece
karo-status-move = { $colour } to move
karo-status-enter = { $colour }: choose the piece that enters the tile
karo-status-pass = { $colour } cannot move and must pass
karo-status-wins = { $colour } wins
karo-status-draw-passes = Draw: neither side can move
karo-status-draw-repetition = Draw: the same position came up a third time
karo-in-hand = { $count } in hand
karo-home = { $count } of 6 home
karo-pending = The tile from { $from } lies on { $to }. Now drag or click the piece that enters it.
karo-pending-cancel = Put the tile back
karo-pass = Pass
karo-four-hint = Drag a piece, or a tile with a dotted border, to a marked cell; or click it, then the cell.
karo-jumpers-hint = Drag a piece to a marked cell, or click it, then the cell. Circles are jumpers, plain pieces crawlers.
## Karo: Four in a Row, in our words
karo-four-rules-intro = Karo is played on twenty loose wooden tiles that lie side by side on the table. The players move their pieces over the tiles, and move the tiles themselves, so the board changes shape as the game goes on. Red and White have six pieces each; every piece has a marked face, a circle, that is either up or down.
karo-four-rules-goal-title = The goal
karo-four-rules-goal = Be the first to have four of your pieces with the circle up on four neighbouring cells in a line: across, up or diagonal.
karo-four-rules-placing-title = First, place the pieces
karo-four-rules-placing = The tiles start as a rectangle five wide and four high. Taking turns, White first unless agreed otherwise, the players put their pieces circle down on empty tiles until all twelve are placed.
karo-four-rules-moving-title = Then, move
karo-four-rules-moving = From then on, each turn is one of three moves:
karo-four-rules-slide = Slide one of your pieces to a neighbouring empty tile, in any of the eight directions. The piece is not turned.
karo-four-rules-jump = Jump one of your pieces over a neighbouring piece of either colour onto the empty tile just beyond it. The jumping piece is turned over: circle up becomes circle down and back.
karo-four-rules-relocate = Move a tile: lift an empty tile from the edge of the field, lay it on an empty cell next to the other tiles, and in the same turn slide or jump one of your pieces onto it. A tile may be moved only if a piece of yours can then step onto it.
karo-four-rules-diagram-start = The start: twenty tiles in a rectangle, no pieces yet.
karo-four-rules-diagram-jump = White jumps from i10 over j11 to k12 and is turned circle up.
karo-four-rules-diagram-relocate = White lifts the tile from h9 (dashed), lays it on m12 and slides the piece from l12 onto it.
karo-four-rules-diagram-win = Red lays the tile from l9 on h13 and slides onto it: four circles up in a column win.
karo-four-rules-lift-title = Which tiles can move
karo-four-rules-lift = A tile can be lifted when no piece stands on it, at most two of its sides touch other tiles, and the tiles left behind still hang together side by side. It must go to an empty cell that shares a side with one of the other tiles. The table is 20 by 20 cells, and tiles never leave it. On the site, liftable tiles have a dotted border; when you pick one up, the cells where it may go are outlined.
karo-four-rules-end-title = The end of the game
karo-four-rules-end = The game ends as soon as a move makes a row of four circles up for the player who moved. A player who cannot move must pass; two passes in a row, or the same position coming up for the third time with the same player to move, end the game in a draw.
karo-four-rules-notation-title = Writing the moves down
karo-four-rules-notation = Columns are the letters a to t, rows the numbers 1 to 20; the tiles start on h9 to l12. Placing a piece is written as its cell (h9), a slide or a jump as from-to (i10-j11, i10-k12), and a move with a tile as the piece's move, a slash and where the tile came from: l12-m12/h9 lays the tile from h9 on m12 and moves the piece from l12 onto it.
karo-four-rules-decisions-title = Where we had to decide
karo-four-rules-decisions = The original rules leave a few things open. We read them so: moving a tile and stepping onto it are one move; rows count in all four directions, diagonals included; the table is finite, 20 by 20; and since pieces only turn over by jumping, a game can be drawn by passes or by repetition.
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

## Kauri: the status line, the sowing and the board

kauri-status-to-move = { $side } to move
kauri-status-must-pass = { $side } has no cowrie and must pass
kauri-status-tie-break = The stones are gone at 30–30: the tie-break is played with cowries only. { $side } to move
kauri-status-passed = { $side } passed.
kauri-status-winner = Game over: { $side } wins, { $south }–{ $north } (South–North)
kauri-status-draw = Game over: a draw, { $south }–{ $north }
kauri-note-capture = { $side } captures { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
kauri-note-falls = The stone falls to { $side }
kauri-board-label = Kauri board: two rows of six pits and a store at each end
kauri-pit-label = { $side } { $pit }: { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
}, { $cowries ->
    [one] 1 cowrie
   *[other] { $cowries } cowries
}
kauri-pit-playable = can be sown
kauri-store-label = Store of { $side }: { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
kauri-pass = Pass
kauri-speed = Sowing speed
kauri-speed-slow = Slow
kauri-speed-normal = Normal
kauri-speed-fast = Fast
kauri-speed-instant = Instant
kauri-rules-intro = Kauri is a mancala for two, played with stones and cowrie shells. You sow them round the board; stones are what you collect, cowries are what capture. The game is Ralf Gering's (2006).
kauri-rules-board-title = The board
kauri-rules-board = Two rows of six pits: South owns the near row, North the far row, and each player's store is at his right-hand end. Each pit starts with 5 stones and 1 cowrie. Each player names his own pits a to f from his own left to right, so North's a lies opposite South's f.
kauri-rules-move-title = A move
kauri-rules-move = Choose one of your pits that holds at least one cowrie, take out everything in it, and sow one item into each following pit counter-clockwise: first all the stones, then all the cowries. Stores are not on the way; if you go all the way round, the pit you emptied is skipped. If none of your pits holds a cowrie, you pass.
kauri-rules-stone-capture = A stone you sow into an opponent's pit that holds cowries but no stones goes straight into your opponent's store.
kauri-rules-cowrie-capture = A cowrie you sow into an opponent's pit that had no cowrie when your move began takes all the stones now in that pit into your store. The cowrie stays.
kauri-rules-diagram-start = The start: 5 stones and 1 cowrie in every pit.
kauri-rules-diagram-opening = South opens with c: five stones and then the cowrie, one per pit.
kauri-rules-diagram-captures = After c c d b a: one stone fell to South's store, then South's cowrie took 2 stones.
kauri-rules-end-title = The end
kauri-rules-end = A store with 31 stones wins at once. When no stone is left in the pits, the larger store wins; at 30–30 the game goes on with cowries only, and a player to move with no cowrie on his side loses. A position that comes up for the third time ends the game: the larger store wins, equal stores are a draw.
kauri-rules-notation-title = Writing the moves down
kauri-rules-notation = A move is the letter of the pit sown, from the mover's own view (a to f), or pass.
