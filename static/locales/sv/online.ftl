## Online play: only a game played online shows these (its bundle takes this part).

online-form-title = Spela med en vän online
online-form-text = Du får en länk att skicka för varje annan plats. Partiet börjar när alla har öppnat sin.
online-form-clock = Klocka
online-form-create = Skapa partiet
online-clock-live = { $minutes } min + { $increment } s
online-clock-correspondence = { $days ->
    [one] En dag per drag
   *[other] { $days } dagar per drag
}
online-clock-days = { $days } d { $hours } h
online-unreachable = Servern för onlinespel går inte att nå.
online-unavailable = Onlinespel finns inte på den här kopian av webbplatsen.
online-connecting = Ansluter till partiet…
online-lost = Anslutningen bröts. Ansluter igen… Dina drag finns kvar.
online-move-sending = Ditt drag skickas…
online-waiting-players = { $count ->
    [one] Väntar på att den andra spelaren öppnar sin länk.
   *[other] Väntar på att de andra spelarna öppnar sina länkar.
}
online-here = här
online-away = borta
online-watching = Tittar: { $count }
online-invite-heading = { $count ->
    [one] Bjud in din motspelare
   *[other] Bjud in dina motspelare
}
online-invite-text = Skicka varje länk till den som spelar den platsen. Den som har länken spelar den platsen, så skicka den bara till den personen.
online-invite-for = Länk för { $seat }
online-invite-title = Ett parti { $game } på Tessera
online-watch-link = Länk för den som vill titta
online-resign = Ge upp
online-resign-confirm = Ja, ge upp
online-offer-draw = Erbjud remi
online-draw-sent = Remi erbjuden
online-draw-offered = { $seat } erbjuder remi.
online-draw-accept = Anta
online-draw-decline = Avböj
online-wrong-taken = Din plats spelas nu på en annan enhet
online-wrong-taken-text = Partiets länk öppnades på en annan enhet eller flik, som tog din plats. Spela här för att ta tillbaka den, eller titta på partiet.
online-play-here = Spela här
online-seat-shared = Platsen är öppen även på en annan enhet eller flik: ett drag från någon av dem gäller.
online-take-seat = Spela bara här
online-draw-declined = { $seat } avböjde remin.
online-wrong-no-game = Partiet hittades inte
online-wrong-no-game-text = Inget parti på servern har den här länkens id. Länken kan ha skrivits fel eller klippts av när den kopierades: be den som skickade den om länken igen.
online-wrong-not-a-seat = Länken öppnar ingen plats i det här partiet
online-wrong-not-a-seat-text = Partiet finns, men länkens nyckel hör inte till någon av dess platser. Be den som skickade den om din länk igen, eller titta på partiet.
online-wrong-cut-key = Länken kunde inte öppna sin plats
online-wrong-cut-key-text = Dess nyckel är avklippt, som när bara en del av en länk kopieras. Be den som skickade den om din länk igen, eller titta på partiet.
online-watch-this = Titta på partiet
online-play-computer = Spela mot datorn
online-notify = Säg till när det är mitt drag
rematch = Returparti
rematch-accept = Anta returpartiet
rematch-asked = Returparti begärt: väntar på de andra spelarna.
rematch-offered = { $seats } vill spela ett returparti.
rematch-declined = { $seat } avböjde ett returparti.
rematch-open = Öppna returpartiet
online-claim-now = Din motspelare är borta och tiden att komma tillbaka har gått ut.
online-claim = Kräv partiet
online-claim-in = Din motspelare är borta: du kan kräva partiet om { $seconds } s.
online-end-resigned = { $seat } gav upp.
online-end-time = { $seat } fick slut på tid.
online-end-agreed = Remi efter överenskommelse.
online-end-claimed = { $seat } gick, och partiet krävdes.
online-winner = { $seat } vinner.
online-winners = { $seats } vinner.
online-draw = Remi.
my-games-title = Mina onlinepartier
my-games-empty = Den här webbläsaren spelar inget onlineparti än.
my-games-gone = Partiet finns inte längre på servern.
my-games-over = Partiet är slut.
my-games-waiting = Väntar på att spelarna öppnar sina länkar.
my-games-their-move = Motspelarens drag
my-games-left = { $time } kvar
my-games-your-link = Din länk: öppna den på en annan enhet för att spela där
online-not-your-move = Det är inte ditt drag.
online-watch-on-site = Titta på Tessera
online-embed-live = Visa partiet direkt på klubbens webbplats (koden att klistra in)
online-waiting-start = Partiet börjar när alla spelare har öppnat sina länkar.
