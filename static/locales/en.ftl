# Tessera: English messages. Ids are kebab-case; `.attr` lines are attributes.

site-name = Tessera
site-tagline = Four remarkable board games, played in your browser.
nav-home = All games

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
option-first = Who moves first
option-first-south = South
option-first-north = North

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
error-no-cowrie = that pit holds no cowrie
error-must-pass = there is no cowrie on your side: you must pass
error-must-sow = you may pass only when you have no cowrie to sow
error-malformed-option = expected option=value
error-unknown-option = no such option
error-bad-option-value = not a value this option takes
