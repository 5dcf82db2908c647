## Online play: only a game played online shows these (its bundle takes this part).

online-form-title = Play a friend online
online-form-text = You get a link to send for each other seat. The game starts when everyone has opened theirs.
online-form-clock = Clock
online-form-create = Create the game
online-clock-live = { $minutes } min + { $increment } s
online-clock-correspondence = { $days ->
    [one] One day a move
   *[other] { $days } days a move
}
online-clock-days = { $days } d { $hours } h
online-unreachable = The server for online play cannot be reached.
online-unavailable = Online play is not available on this copy of the site.
online-connecting = Connecting to the game…
online-lost = Connection lost. Reconnecting… Your moves are kept.
online-move-sending = Your move is on its way…
online-waiting-players = { $count ->
    [one] Waiting for the other player to open their link.
   *[other] Waiting for the other players to open their links.
}
online-here = here
online-away = away
online-watching = Watching: { $count }
online-invite-heading = { $count ->
    [one] Invite your opponent
   *[other] Invite your opponents
}
online-invite-text = Send each link to the person who plays that seat. Anyone with a link plays that seat, so send it to that person only.
online-invite-for = Link for { $seat }
online-invite-title = A game of { $game } on Tessera
online-watch-link = Link for people who want to watch
online-resign = Resign
online-resign-confirm = Yes, resign
online-offer-draw = Offer a draw
online-draw-sent = Draw offered
online-draw-offered = { $seat } offers a draw.
online-draw-accept = Accept
online-draw-decline = Decline
online-wrong-taken = Your seat is now played on another device
online-wrong-taken-text = This game's link was opened on another device or tab, which took your seat. Play here to take it back, or watch the game.
online-play-here = Play here
online-seat-shared = This seat is open on another device or tab too: a move from either counts.
online-take-seat = Play here only
online-draw-declined = { $seat } declined the draw.
online-wrong-no-game = This game cannot be found
online-wrong-no-game-text = No game on the server has this link's id. The link may have been mistyped, or cut when it was copied: ask the person who sent it for the link again.
online-wrong-not-a-seat = This link opens no seat of this game
online-wrong-not-a-seat-text = The game exists, but this link's key is none of its seats'. Ask the person who sent it for your link again, or watch the game.
online-wrong-cut-key = This link could not open its seat
online-wrong-cut-key-text = Its key is cut short, as happens when only part of a link is copied. Ask the person who sent it for your link again, or watch the game.
online-watch-this = Watch this game
online-play-computer = Play the computer
online-notify = Tell me when it is my move
rematch = Rematch
rematch-accept = Accept the rematch
rematch-asked = Rematch asked: waiting for the other players.
rematch-offered = { $seats } would like a rematch.
rematch-declined = { $seat } declined a rematch.
rematch-open = Open the rematch
online-claim-now = Your opponent is away and their time to return has run out.
online-claim = Claim the game
online-claim-in = Your opponent is away: you may claim the game in { $seconds } s.
online-end-resigned = { $seat } resigned.
online-end-time = { $seat } ran out of time.
online-end-agreed = Drawn by agreement.
online-end-claimed = { $seat } left, and the game was claimed.
online-winner = { $seat } wins.
online-winners = { $seats } win.
online-draw = A draw.
my-games-title = My online games
my-games-empty = This browser plays no online game yet.
my-games-gone = This game is no longer on the server.
my-games-over = The game is over.
my-games-waiting = Waiting for players to open their links.
my-games-their-move = Their move
my-games-left = { $time } left
my-games-your-link = Your link: open it on another device to play there
online-not-your-move = It is not your move.
online-watch-on-site = Watch on Tessera
online-embed-live = Show this game live on your club's website (the snippet to paste)
online-waiting-start = The game starts when every player has opened their link.
