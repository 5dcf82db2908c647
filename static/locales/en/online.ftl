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
