# Tessera: English messages. Ids are kebab-case; `.attr` lines are attributes.
# What follows a `### part: <name>` line is built only into the bundles that show it
# (web/build.rs); the rest into every page. The other languages keep the same order.

site-name = Tessera
nav-home = All games
language-label = Language

## The games

game-karo-four = Karo: Four in a Row
game-karo-jumpers = Karo: Jumpers and Crawlers
game-kauri = Kauri
game-azacru = Azacru
game-caro = Caro
home-not-found = There is no page called “{ $path }”. Here are the games.

## The status line

status-to-play = { $colour } to play
status-to-play-person = { $colour } to play ({ $person })
caro-prompt-place = Next stone: { $colour }. Until the colours are chosen, stones of both colours are placed in turn.
caro-shown = Your stone is shown on { $point }: tap it again to place it, or tap another point.
status-choice = { $person }: choose a colour
status-choice-or-place = { $person }: choose a colour, or place stones 4 and 5
status-wins-five = { $colour } wins with five in a row
status-wins-row = { $colour } wins with a row of { $length }
status-draw = Draw: the board is full

## The board

board-label = Caro board, 15 by 15
point-empty = { $point }, empty
point-shown = { $point }, stone shown: tap it again to place it
point-black = { $point }, black stone
point-white = { $point }, white stone

## Game controls

control-new-game = New game
control-undo = Undo
new-game-title = New game
new-game-start = Start
new-game-cancel = Cancel
result-won = You won
result-lost = You lost
result-draw = Draw
result-over = Game over
new-game-opponent = Play against
new-game-friend = A friend on this device
new-game-computer = The computer
new-game-level = Level
new-game-you = You play
new-game-advanced = Who moves first, and who plays each seat
start-title = How do you want to play?
start-computer = Play the computer
start-friend = Play here with friends
start-friend-text = Take turns at this screen.
start-more = More options…
match-up-you = You ({ $seat })
match-up-computer = Computer, level { $level } ({ $seat })
match-up-here = all playing at this device
status-your-move = Your move
status-computer-moves = The computer is moving…

## Options

option-opening = Opening
option-opening-free = Free: players alternate from the first stone
option-opening-swap = Swap: three stones, then the other player picks a colour
option-opening-swap2 = Swap2: as swap, or two more stones and the choice goes back
option-overline = Six or more in a row
option-overline-win = wins
option-overline-nowin = does not win
option-closed = A five blocked by the opponent
option-closed-both = does not win if blocked at both ends
option-closed-either = does not win if blocked at either end
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
share-copy-done = Copied
share-copy-refused = Not copied
share-download = Download the record
share-upload = Open a record file…
import-label = Paste a link, a record or a position code
import-placeholder = https://…/caro/#moves=h8,i9  or  tessera-record 1 …
import-open = Open
import-empty = There is nothing to open: paste a link, a record or a position code first.
import-unrecognised = This is not a link, a record or a position code.
import-not-a-game = This link does not lead to a game.
import-bad-record = This record could not be read: { $reason }.
import-bad-position = This position code could not be read: { $reason }.

## New game: who plays

new-game-players = Who plays each side
seat-person = A person
seat-computer = The computer, level { $level }
person-opener-title = First player
person-responder-title = Second player

## Rules pages

rules-link = Rules
rules-title = How to play { $game }
rules-play = Play { $game }
learn-title = Learn { $game }

## The page, shared by every game: its buttons, notices and the move box

control-embed = Embed
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
board-loading = The board is still loading: tap again in a moment.
board-tap-kept = The board is still loading: your move will be played as soon as it is ready.
board-choice-kept = The board is still loading: your choice will be taken as soon as it is ready.
computer-hint = The computer would play { $token }.
control-hint = Hint
control-flip = Turn the board

## Sides and lists (Kauri and Azacru)

side-north = North
    .letter = N
side-east = East
    .letter = E
side-south = South
    .letter = S
side-west = West
    .letter = W
list-and = { $first } and { $last }

## The review's marks on a game's page

control-review = Review
review-class-best = best
review-class-good = good
review-class-inaccuracy = inaccuracy
review-class-mistake = mistake
review-class-blunder = blunder
review-reply = The reply the computer expects
review-back = Back to the game
review-trying = You are trying a line from move { $number }; the game itself is kept.

## Online play

start-online = Play a friend online
start-online-text = Send a link; play from anywhere.
my-games-open = My online games

### part: caro

## Colours and players (Caro)

colour-black = Black
colour-white = White
person-opener = first player
person-responder = second player

## The colour choice in the swap openings

choice-swap = The first player has placed three stones. The second player now picks a colour; White plays next.
choice-swap2-first = The first player has placed three stones. The second player picks a colour now, or places two more stones (white, then black) and lets the first player pick.
choice-swap2-second = The second player has placed stones 4 and 5. The first player now picks a colour; White plays next.
choice-take-black = Take black
choice-take-white = Take white

### part: azacru

## Azacru: players, facings and the status line

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

### part: karo

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
karo-four-status-wins = { $colour } wins with four pieces circle up in a row
karo-jumpers-status-wins = { $colour } wins: all six pieces are home
karo-status-draw-passes = Draw: neither side can move
karo-status-draw-repetition = Draw: the same position came up a third time
karo-in-hand = { $count } in hand
karo-home = { $count } of 6 home
karo-pending = The tile from { $from } lies on { $to }. Now drag or click the piece that enters it.
karo-pending-cancel = Put the tile back
karo-pass = Pass
karo-four-hint-place = { $placed } of { $all } pieces placed: click an empty tile to put one of yours on it.
karo-four-hint = Drag a piece, or a tile with a dotted border, to a marked cell; or click it, then the cell.
karo-jumpers-hint = Drag a piece to a marked cell, or click it, then the cell. Circles are jumpers, plain pieces crawlers.

### part: kauri

## Kauri: the status line, the sowing and the board

kauri-status-to-move = { $side } to move
kauri-status-must-pass = { $side } has no cowrie and must pass
kauri-status-tie-break = The stones are gone at 30–30: the tie-break is played with cowries only. { $side } to move
kauri-status-passed = { $side } passed.
kauri-status-sowing = { $side } sows { $pit }…
kauri-won-decisive = Game over: { $side } wins with { $won } stones in store to { $loser }'s { $lost }: a store of 31 decides the game
kauri-won-tie-break = Game over: at 30–30 { $loser } has no cowrie left to sow, so { $side } wins the tie-break
kauri-won-repetition = Game over: the same position came up a third time; { $side } wins with the larger store, { $won } stones to { $loser }'s { $lost }
kauri-status-draw = Game over: the same position came up a third time with equal stores, { $south }–{ $north }: a draw
kauri-prompt-sow = Pick one of your pits with a cowrie, in the { $row ->
    [bottom] bottom
   *[top] top
} row
kauri-prompt-pass = You have no cowrie in your pits: press Pass
kauri-note-capture = { $side } captures { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
kauri-note-falls = The stone falls to { $side }
kauri-said-capture = { $side } captured { $count ->
    [one] 1 stone
   *[other] { $count } stones
}: { $cowries ->
    [one] a cowrie
   *[other] cowries
} landed in { $pits } (store: { $before } → { $after })
kauri-said-falls = { $count ->
    [one] A stone
   *[other] { $count } stones
} fell to { $side } from { $pits }, which held only cowries (store: { $before } → { $after })
kauri-pits = { $side } { $letters }
kauri-board-label = Kauri board: two rows of six pits and a store at each end
kauri-board-yours = You play { $side }: the { $row ->
    [bottom] bottom
   *[top] top
} row and the store on the { $end ->
    [right] right
   *[left] left
}
kauri-row-you = You ({ $side })
kauri-row-computer = Computer ({ $side })
kauri-store-you = You
kauri-store-computer = Computer
kauri-pit-label = { $side } { $pit }: { $stones ->
    [one] 1 stone
   *[other] { $stones } stones
}, { $cowries ->
    [one] 1 cowrie
   *[other] { $cowries } cowries
}
kauri-pit-playable = can be sown
kauri-pit-sown = the last move was sown from here
kauri-pit-ended = the last move ended here
kauri-pit-taken = stones went from here to a store in the last move
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

### part: review

## The game review

review-title = Review
review-close = Close the review
review-progress = Positions looked at: { $done } / { $total }
review-stop = Stop
review-resume = Go on
review-failed = The computer could not go on: { $why }
review-graph = The win chances over the game (a click shows that position)
review-only-move = only move
review-missed-win = missed a win
review-forced-loss = into a forced loss
review-decided = the game was decided already: not counted
review-decided-count = Not counted (the game was decided)
review-key-moment = Key moment: { $number }. { $token } ({ $mover }), { $class }
review-move = { $number }. { $token } ({ $mover }): { $class }, { $before } % → { $after } %
review-better = The computer's move was { $token }.
review-marks = On the board
review-mark-better = { $token }: the computer's better move
review-mark-reply = { $token }: the reply it expects to it
review-mark-played = { $number }. { $token }: the move played
review-computer = From here the computer expects (click to see the line that far):
review-try = Play a move on the board to try your own line.
review-practise = Practise your mistakes ({ $count })
review-answers = The computer answers my moves in a tried line
review-accuracy = Accuracy
review-player = Player
review-player-n = Player { $n }
review-table = The graph as a table
review-chance = { $player }: chance
review-waiting = Waiting for the computer…
review-class = Class

### part: embedding

## Embedding

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
embed-copy = Copy the snippet
embed-preview = Preview
embed-open-site = Open on Tessera
puzzle-wrong = { $token } is not the move. Try again.
puzzle-right = Right! Keep going.
puzzle-solved = Solved!
embed-help-title = Tessera boards on your own site
embed-help-intro = Any page can show a live Tessera board in an iframe. Everything it needs is in its address: the game, its moves or position, and how it behaves. Use the Embed button on a game page to make one, or write the address yourself:
embed-help-script = The frame above is as wide as its column (at most 480 pixels). The embed.js line beside it, once per page, makes every Tessera frame on the page follow its board's height as moves are played; it also turns markup such as <div data-tessera="caro" data-moves="h8,i9"></div> into a board.
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
embed-help-msg-ready = From the board, once it is drawn: game, options, moves, position.
embed-help-msg-move = From the board, after each move, the visitor's or the computer's: move, moves (all of them, separated by spaces), position.
embed-help-msg-gameover = From the board, when the game ends: result (for example “winner black” or “draw”).
embed-help-msg-height = From the board, whenever its height changes: height in CSS pixels, to size the iframe.
embed-help-msg-load = To the board: show another game (record: a record's text) or position (position: a position code).
embed-help-msg-flip = To the board: turn it round.
embed-help-msg-undo = To the board: take back the last move (in a puzzle: the visitor's last move and its reply; against the computer: the visitor's last move and the computer's reply).
embed-help-hosting = Serving Tessera yourself
embed-help-hosting-text = In a sandboxed iframe without allow-same-origin (as WordPress serves embeds), the browser fetches the board's files as from another site, so the server must send Access-Control-Allow-Origin: * with them. GitHub Pages does this by itself; the _headers file in the bundle does it on Netlify and Cloudflare Pages.
embed-help-learn = Lessons and puzzles
embed-help-learn-text = A lesson's level or a puzzle is embedded the same way, from the game's Learn page: embed/learn/<game>/ with stage= and level= for a level (its Next level link stays in the frame), puzzle=daily for the puzzle of the day (the same for every visitor that day), or puzzle= and a puzzle's id. theme, lang and origin apply; nothing is kept in the visitor's browser.

### part: static
## The static pages' own, which the build writes and the home bundle draws: the home page's words
## (the tagline, each game's blurb) and the not-found page's (404.html).

site-tagline = Five remarkable board games, played in your browser.
home-play = Play
home-continue = Continue your game
home-your-games = Your online games
home-their-move = Their move
home-waiting = Waiting for the other players
home-left = { $time } left
home-days = { $days } d
blurb-karo-four = The board's tiles move as you play: be first to turn four pieces face-up in a row.
blurb-karo-jumpers = A race on the Karo tiles: jumpers leap, crawlers creep, all six must reach the far end.
blurb-kauri = A two-row mancala with stones and cowrie shells: sow, capture, fill your store.
blurb-azacru = Chevrons claim fields and regions on a 9×9 board, for two to four players.
blurb-caro = Vietnam's five-in-a-row, where a five blocked at both ends does not win.

home-no-page = There is no page at this address. Here are the games.
page-not-found = Page not found

### part: learn
## A game's Learn page: its lessons, one level at a time (the levels' own words are in
## locales/<lang>/learn-<game>.ftl).

learn-play-link = Play { $game }
learn-level = Level { $level } of { $levels }
learn-stages = Lessons
learn-goal-label = Goal:
learn-par = { $par ->
    [one] Three stars for doing it in one move.
   *[other] Three stars for doing it in { $par } moves.
}
learn-best = Your best: { $stars ->
    [one] one star.
   *[other] { $stars } stars.
}
learn-hint = Hint
learn-retry = Retry
learn-next = Next level
learn-all-done = That was the last level of this course.
learn-done = Done in { $moves ->
    [one] one move
   *[other] { $moves } moves
}: { $stars ->
    [one] one star.
   *[other] { $stars } stars.
}
learn-missed-play = That is not the move this level asks for. Try again.
learn-missed-stop = That leaves the other side a winning move. Try again.
learn-missed-moves = { $moves ->
    [one] The goal was not reached in one move. Try again.
   *[other] The goal was not reached within { $moves } moves. Try again.
}
learn-missed-over = The game ended before the goal was reached. Try again.
learn-illegal = That move cannot be played: { $why }
learn-level-link = Level { $level }: { $stars ->
    [0] not done yet
    [one] one star
   *[other] { $stars } stars
}
learn-reset-stage = Start this lesson again
learn-reset-confirm = Forget your stars in “{ $stage }”?
learn-no-stage = This course has no lesson called “{ $stage }”. Here is the first level you have not done yet.
learn-no-level = This lesson has no level { $level }. Here is its first.
learn-broken = This level cannot be played: { $why }
puzzles-link = Puzzles ({ $count })
puzzle-title = Puzzle { $number } of { $count }
puzzle-goal-win = { $moves ->
    [one] Win with one stone.
   *[other] Win by fours: make a four with each stone, and five within { $moves } stones.
}
puzzle-goal-defence = Your opponent threatens to win by fours. Find the one stone that stops it.
puzzle-hint = The move to find is marked on the board.
puzzle-goal-best = Find the best move: it keeps far more of your chances than any other.
puzzle-goal-hold = Every move but one loses. Find the one that holds.
puzzle-theme-win = Winning move
puzzle-theme-crushing = Crushing
puzzle-theme-advantage = Advantage
puzzle-rating = Rated { $rating }
puzzle-your-rating = Your puzzle rating: { $rating }
puzzle-your-rating-provisional = Your puzzle rating: { $rating } (provisional)
puzzle-summary = Your puzzles
puzzle-summary-none = No puzzle tried yet. Only a puzzle’s first try counts for the rating.
puzzle-summary-theme = { $first } of { $tried } solved at the first try
puzzle-retry-failed = Retry a missed puzzle ({ $count })
puzzle-counted = { $change } for this puzzle
mistakes-link = Your mistakes ({ $count })
mistake-title = Your mistake { $number } of { $count }
mistake-goal-mistake = You played { $played } here, a mistake. Find a better move.
mistake-goal-blunder = You played { $played } here, a blunder. Find a better move.
mistake-asking = The computer is looking at your move…
mistake-better = Better! { $token } keeps { $after } % of your chances (the computer’s move, { $best }, keeps { $chance } %).
mistake-not-better = Not better: after { $token } your chances are { $after } %. The computer’s move is drawn on the board: { $best }.
mistake-failed = The computer could not judge the move: { $why }
mistake-unreadable = its answer could not be read
mistake-next = Next mistake
mistake-forget = Forget this mistake
mistake-none = No mistakes kept yet. Review a game you played: your mistakes and blunders can be practised here.
mistake-no-number = There is no mistake { $number }. Here is the last.
mistake-broken = This mistake’s position cannot be set up.
puzzle-next = Next puzzle
puzzle-none = There is no puzzle “{ $id }”. Here is the first.
puzzle-none-yet = This game has no puzzles yet.
puzzle-daily = Puzzle of the day
learn-embed-lessons = All the lessons on Tessera
learn-embed-puzzles = More puzzles on Tessera
learn-embed-summary = Put it on your site
learn-embed-level = This level, for your site’s page:
learn-embed-puzzle = This puzzle:
learn-embed-daily = The puzzle of the day (another one each day):
puzzle-theme-vcf = Win by fours
puzzle-theme-long = Long line
puzzle-theme-defence = Defence
