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
