## Online play: only a game played online shows these (its bundle takes this part).

online-form-title = Játék egy baráttal online
online-form-text = Minden további helyhez kapsz egy elküldhető linket. A játszma akkor kezdődik, amikor mindenki megnyitotta a sajátját.
online-form-clock = Óra
online-form-create = Játszma létrehozása
online-clock-live = { $minutes } perc + { $increment } mp
online-clock-correspondence = { $days } nap lépésenként
online-clock-days = { $days } nap { $hours } óra
online-unreachable = Az online játék szervere nem érhető el.
online-unavailable = Az oldal ezen a példányán nincs online játék.
online-connecting = Kapcsolódás a játszmához…
online-lost = Megszakadt a kapcsolat. Újrakapcsolódás… A lépéseid megmaradnak.
online-move-sending = A lépésed úton van…
online-waiting-players = { $count ->
    [one] Várakozás, hogy a másik játékos megnyissa a linkjét.
   *[other] Várakozás, hogy a többi játékos megnyissa a linkjét.
}
online-here = itt van
online-away = távol
online-watching = Nézők: { $count }
online-invite-heading = { $count ->
    [one] Hívd meg az ellenfeledet
   *[other] Hívd meg az ellenfeleidet
}
online-invite-text = Minden linket annak küldj el, aki azon a helyen játszik. Aki megnyitja a linket, az játszik azon a helyen, ezért csak neki küldd el.
online-invite-for = Link neki: { $seat }
online-invite-title = { $game }-játszma a Tesserán
online-watch-link = Link a nézőknek
online-resign = Feladás
online-resign-confirm = Igen, feladom
online-offer-draw = Döntetlen felajánlása
online-draw-sent = Döntetlen felajánlva
online-draw-offered = { $seat } döntetlent ajánl.
online-draw-accept = Elfogadom
online-draw-decline = Elutasítom
online-claim-now = Az ellenfeled távol van, és lejárt a visszatérésre szánt ideje.
online-claim = A játszma megnyerése
online-claim-in = Az ellenfeled távol van: { $seconds } mp múlva követelheted a győzelmet.
online-end-resigned = { $seat } feladta.
online-end-time = { $seat } ideje lejárt.
online-end-agreed = Megegyezéses döntetlen.
online-end-claimed = { $seat } elment, a győzelmet követelték.
online-winner = { $seat } nyert.
online-winners = Nyertek: { $seats }.
online-draw = Döntetlen.
my-games-title = Online játszmáim
my-games-empty = Ebben a böngészőben még nincs online játszma.
my-games-gone = Ez a játszma már nincs a szerveren.
my-games-over = A játszma véget ért.
my-games-waiting = Várakozás, hogy a játékosok megnyissák a linkjüket.
my-games-their-move = Az ellenfél lép
my-games-left = Hátralévő idő: { $time }
my-games-your-link = A linked: nyisd meg egy másik eszközön, hogy ott játssz
online-not-your-move = Nem te következel.
online-watch-on-site = Nézd a Tesserán
online-embed-live = Mutasd élőben ezt a játszmát a klubod honlapján (a beillesztendő kód)
online-waiting-start = A játszma akkor kezdődik, amikor minden játékos megnyitotta a linkjét.
