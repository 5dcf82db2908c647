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
online-wrong-taken = A helyedet most egy másik eszközön játsszák
online-wrong-taken-text = A játszma linkjét megnyitották egy másik eszközön vagy lapon, és az átvette a helyedet. Játssz itt, hogy visszavedd, vagy nézd a játszmát.
online-play-here = Játék itt
online-seat-shared = Ez a hely egy másik eszközön vagy lapon is nyitva van: bármelyikről jöhet lépés.
online-take-seat = Csak itt játszom
online-draw-declined = { $seat } elutasította a döntetlent.
online-wrong-no-game = Ez a játszma nem található
online-wrong-no-game-text = A szerveren egyik játszmának sincs ilyen azonosítója. Lehet, hogy a linket elgépelték, vagy másoláskor levágták: kérd el újra attól, aki küldte.
online-wrong-not-a-seat = Ez a link nem nyit meg helyet ebben a játszmában
online-wrong-not-a-seat-text = A játszma létezik, de a link kulcsa egyik helyéé sem. Kérd el újra a linkedet attól, aki küldte, vagy nézd a játszmát.
online-wrong-cut-key = Ez a link nem tudta megnyitni a helyét
online-wrong-cut-key-text = A kulcsa csonka, ahogy akkor történik, ha csak a link egy részét másolják ki. Kérd el újra a linkedet attól, aki küldte, vagy nézd a játszmát.
online-watch-this = A játszma megtekintése
online-play-computer = Játék a gép ellen
online-notify = Szólj, ha én lépek
rematch = Visszavágó
rematch-accept = Elfogadom a visszavágót
rematch-asked = Visszavágót kértél: várunk a többi játékosra.
rematch-offered = { $seats } visszavágót szeretne.
rematch-declined = { $seat } elutasította a visszavágót.
rematch-open = A visszavágó megnyitása
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
