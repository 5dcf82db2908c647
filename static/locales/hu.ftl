# Tessera: magyar üzenetek (Hungarian). Same ids and order as en.ftl.

site-name = Tessera
nav-home = Összes játék
language-label = Nyelv

## The games

game-karo-four = Karo: Négyes sor
game-karo-jumpers = Karo: Ugró és Mászó
game-kauri = Kauri
game-azacru = Azacru
game-caro = Caro
home-not-found = Nincs „{ $path }” nevű oldal. Íme a játékok.
home-no-page = Ezen a címen nincs oldal. Íme a játékok.
page-not-found = Az oldal nem található

## The status line

status-to-play = { $colour } lép
status-to-play-person = { $colour } lép ({ $person })
caro-prompt-place = Következő kő: { $colour }. Amíg a színek nincsenek kiválasztva, felváltva mindkét szín kövei kerülnek le.
caro-shown = A köved a(z) { $point } ponton látszik: koppints rá újra a lerakáshoz, vagy koppints egy másik pontra.
status-choice = { $person }: válassz színt
status-choice-or-place = { $person }: válassz színt, vagy tedd le a 4. és az 5. követ
status-wins-five = { $colour } nyert öt kővel egy sorban
status-wins-row = { $colour } nyert { $length } kővel egy sorban
status-draw = Döntetlen: megtelt a tábla

## The board

board-label = 15 × 15-ös Caro-tábla
point-empty = { $point }, üres
point-shown = { $point }, megmutatott kő: koppints rá újra a lerakásához
point-black = { $point }, fekete kő
point-white = { $point }, fehér kő

## Game controls

control-new-game = Új játszma
control-undo = Visszavonás
new-game-title = Új játszma
new-game-start = Kezdés
new-game-cancel = Mégse
result-won = Nyertél
result-lost = Vesztettél
result-draw = Döntetlen
result-over = Vége a játszmának
new-game-opponent = Ellenfél
new-game-friend = Egy barát ezen az eszközön
new-game-computer = A számítógép
new-game-level = Szint
new-game-you = Te vagy
new-game-advanced = Ki kezd, és ki melyik oldalon játszik
start-title = Hogyan szeretnél játszani?
start-computer = Játék a gép ellen
start-friend = Játék itt, barátokkal
start-friend-text = Felváltva léptek ezen a képernyőn.
start-more = További beállítások…
match-up-you = Te ({ $seat })
match-up-computer = Gép, { $level }. szint ({ $seat })
match-up-here = mindenki ezen az eszközön játszik
status-your-move = Te lépsz
status-computer-moves = A gép lép…

## Options

option-opening = Megnyitás
option-opening-free = Szabad: a játékosok az első kőtől felváltva lépnek
option-opening-swap = Swap: három kő, aztán a másik játékos színt választ
option-opening-swap2 = Swap2: mint a swap, vagy még két kő, és a választás visszaszáll
option-overline = Hat vagy több egy sorban
option-overline-win = nyer
option-overline-nowin = nem nyer
option-closed = Az ellenfél által lezárt ötös
option-closed-both = csak akkor nem nyer, ha mindkét végét lezárták
option-closed-either = már akkor sem nyer, ha csak az egyik végét zárták le
option-closed-never = mindig nyer
option-players = Játékosok
option-players-2 = 2: kelet és nyugat
option-players-3 = 3: észak, kelet és nyugat
option-players-4 = 4: észak, kelet, dél és nyugat
option-first = Ki kezd
option-first-north = Észak
option-first-east = Kelet
option-first-south = Dél
option-first-west = Nyugat
option-first-white = Fehér
option-first-red = Piros

## Notices about links

notice-bad-move = { $n }. lépés („{ $token }”): { $reason }.
notice-bad-move-kept = A link játszmája itt megszakad, ezért csak az első { $kept } lépését mutatjuk.
notice-bad-option = A link olyan beállítást tartalmaz, amelyet a játék nem fogad el: { $reason }. Helyette az alapértelmezett érték érvényes.
notice-keep = Folytatás innen
notice-new-game = Új játszma indítása

## Why a move was refused

error-malformed-move = ez nem lépés ebben a játékban
error-no-such-point = nincs ilyen pont
error-occupied = az a pont már foglalt
error-choice-due = most színt kell választani
error-no-choice-due = most nincs színválasztás
error-game-over = a játszma már véget ért
error-no-such-field = nincs ilyen mező
error-no-chevron = azon a mezőn nincs éked
error-not-straight = az ék egyenes vonalban lép, legalább egy mezőt
error-wrong-direction = az ék csak egyenesen előre vagy bármelyik oldalra 45°-ban léphet
error-beyond-power = ilyen messzire nem ér el az ék lépőereje
error-field-taken = azon a mezőn ék vagy egy másik játékos jelölője áll
error-path-blocked = egy ék útban van; csak két saját jelölőd közötti ugrással lehet átjutni rajta
error-no-twist = fordulat csak akkor jöhet, ha egy ék másik területre lépett, és a táblán maradt
error-pass-not-allowed = passzolni csak akkor lehet, ha nincs lehetséges lépés
error-no-such-cell = nincs ilyen mező
error-not-your-piece = ott nincs korongod
error-no-tile = ott nincs lapka
error-tile-taken = ott már áll egy korong
error-still-placing = még tart a korongok lerakása
error-all-placed = már minden korong le van rakva
error-wrong-way = a korongok nem így lépnek
error-nothing-to-jump = nincs átugorható korong
error-crawler-cannot-jump = a mászó csak szomszédos mezőre léphet
error-jumper-cannot-crawl = az ugró csak ugorhat
error-not-past-the-run = az ugró közvetlenül az átugrott korongsor mögé érkezik
error-no-tile-to-lift = ott nincs lapka, amelyet felemelhetnél
error-lift-occupied = a felemelni kívánt lapkán korong áll
error-lift-held = a felemelni kívánt lapka kettőnél több oldalán érintkezik más lapkával
error-lift-cuts-field = ennek a lapkának a felemelése kettévágná a játékteret
error-same-cell = a lapkát másik mezőre kell tenni
error-tile-already-there = ott már van lapka
error-not-touching-field = az új hely egyik oldalával sem érintkezik a játéktérrel
error-no-cowrie = abban a mélyedésben nincs kauri
error-must-pass = az oldaladon nincs kauri: passzolnod kell
error-must-sow = csak akkor passzolhatsz, ha nincs kaurid, amelyet elvethetnél
error-malformed-option = option=value alakot vártunk
error-unknown-option = nincs ilyen beállítás
error-bad-option-value = ez a beállítás nem vehet fel ilyen értéket
notice-bad-position = A link álláskódját nem sikerült beolvasni: { $reason }. Ezért a játszma az elejéről indul.

## Moves and replay

moves-title = Lépések
moves-none = Még nincs lépés.
replay-first = A játszma eleje
replay-back = Előző lépés
replay-forward = Következő lépés
replay-last = Utolsó lépés
control-redo = Újra
discard-text = Ha itt { $token } lépéssel folytatod, elvész az ezt az állást követő { $later ->
    [one] lépés
   *[other] { $later } lépés
}.
discard-yes = Elvetem és lépek
discard-no = Megtartom

## Saved games

resume-text = Van itt egy mentett játszmád ({ $moves ->
    [one] egy lépés
   *[other] { $moves } lépés
}).
resume-yes = Folytatom
resume-no = Most nem
saved-set-aside = { $count ->
    [one] Egy mentett játszmát nem sikerült beolvasni (talán az oldal egy régebbi változatából való), ezért félretettük.
   *[other] { $count } mentett játszmát nem sikerült beolvasni (talán az oldal egy régebbi változatából valók), ezért félretettük őket.
}

## Sharing

control-share = Megosztás
share-copied = A link a vágólapra került.
share-copy-failed = Másold ki a linket lent, a „Linkek és fájlok” részből.
share-panel = Linkek és fájlok
share-link-game = A teljes játszma
share-link-move = Ez a lépés
share-link-position = Csak ez az állás
share-copy = Másolás
share-copy-done = Másolva
share-copy-refused = Nincs másolva
share-download = Lejegyzés letöltése
share-upload = Lejegyzésfájl megnyitása…
import-label = Illessz be egy linket, lejegyzést vagy álláskódot
import-placeholder = https://…/caro/#moves=h8,i9  or  tessera-record 1 …
import-open = Megnyitás
import-empty = Nincs mit megnyitni: előbb illessz be egy linket, lejegyzést vagy álláskódot.
import-unrecognised = Ez nem link, nem lejegyzés, és nem is álláskód.
import-not-a-game = Ez a link nem egy játékhoz vezet.
import-bad-record = Ezt a lejegyzést nem sikerült beolvasni: { $reason }.
import-bad-position = Ezt az álláskódot nem sikerült beolvasni: { $reason }.

## New game: who plays

new-game-players = Ki melyik oldalon játszik
seat-person = Ember
seat-computer = Számítógép, { $level }. szint
person-opener-title = Első játékos
person-responder-title = Második játékos

## Rules pages

rules-link = Szabályok
rules-title = { $game } – a játék szabályai
rules-play = { $game } – játék indítása
learn-title = { $game } – tanulás

## The page, shared by every game: its buttons, notices and the move box

control-embed = Beágyazás
error-option-conflict = ez az érték nem fér össze a többi beállítással
move-input-label = Írj be egy lépést
move-input-play = Lépés
move-input-refused = { $token }: { $reason }
announce-move = { $mover }: { $token }
saved-not-saved = Ez a böngésző nem tárolja a játszmákat (a tárhelye ki van kapcsolva vagy megtelt). A játszmád a címben biztonságban van: tedd könyvjelzőbe, vagy használd a Megosztás gombot.
crash-title = Valami hiba történt.
crash-text = A Tessera egy programhiba miatt leállt. A játszmád a fenti címben van: töltsd be újra az oldalt, és folytathatod az utolsó lépésedtől.
crash-reload = Újratöltés
share-picture-png = Kép (PNG)
share-picture-svg = Kép (SVG)
computer-thinking = A gép gondolkodik…
board-loading = A tábla még töltődik: koppints újra egy pillanat múlva.
board-tap-kept = A tábla még töltődik: a lépésed megtörténik, amint elkészül.
board-choice-kept = A tábla még töltődik: a választásod érvényes lesz, amint elkészül.
computer-hint = A gép ezt lépné: { $token }.
control-hint = Tipp
control-flip = Tábla megfordítása

## Sides and lists (Kauri and Azacru)

side-north = Észak
    .letter = É
side-east = Kelet
    .letter = K
side-south = Dél
    .letter = D
side-west = Nyugat
    .letter = Ny
list-and = { $first } és { $last }

## The review's marks on a game's page

control-review = Elemzés
review-class-best = legjobb
review-class-good = jó
review-class-inaccuracy = pontatlanság
review-class-mistake = hiba
review-class-blunder = durva hiba
review-reply = A számítógép által várt válasz
review-back = Vissza a játszmához
review-trying = Egy változatot próbál a(z) { $number }. lépéstől; a játszma megmarad.

## Online play

start-online = Játék egy baráttal online
start-online-text = Küldj egy linket, és játsszatok bárhonnan.
my-games-open = Online játszmáim

### part: caro

## Colours and players (Caro)

colour-black = Fekete
colour-white = Fehér
person-opener = első játékos
person-responder = második játékos

## The colour choice in the swap openings

choice-swap = Az első játékos letett három követ. Most a második játékos választ színt; utána a fehér következik.
choice-swap2-first = Az első játékos letett három követ. A második játékos most színt választ, vagy letesz még két követ (előbb egy fehéret, aztán egy feketét), és az első játékosra bízza a választást.
choice-swap2-second = A második játékos letette a 4. és az 5. követ. Most az első játékos választ színt; utána a fehér következik.
choice-take-black = Feketével játszom
choice-take-white = Fehérrel játszom

### part: azacru

## Azacru: players, facings and the status line

azacru-facing-n = észak
azacru-facing-ne = északkelet
azacru-facing-e = kelet
azacru-facing-se = délkelet
azacru-facing-s = dél
azacru-facing-sw = délnyugat
azacru-facing-w = nyugat
azacru-facing-nw = északnyugat
azacru-status-to-move = { $side } lép
azacru-status-must-pass = { $side } lép: { $side } egyik éke sem tud lépni, ezért { $side } kénytelen passzolni
azacru-status-last-turns = { $passer } passzolt, ezért minden többi játékos még egyszer, utoljára léphet. { $side } lép ({ $left ->
    [one] ez az utolsó lépés
   *[other] még { $left } lépés van hátra
})
azacru-status-last-turns-pass = { $passer } passzolt, ezért minden többi játékos még egyszer, utoljára léphet. { $side } nem tud lépni, és kénytelen passzolni ({ $left ->
    [one] ez az utolsó lépés
   *[other] még { $left } lépés van hátra
})
azacru-someone = Egy játékos
azacru-over-last-turns = { $passer } passzolt, és a többiek már megtették az utolsó lépésüket.
azacru-over-repetition = Ugyanaz az állás harmadszor is előállt.
azacru-status-winner = Vége a játszmának: { $side } nyert { $fields ->
    [one] 1 mezővel
   *[other] { $fields } mezővel
}
azacru-status-shared = Vége a játszmának: { $sides } osztoznak a győzelmen, fejenként { $fields ->
    [one] 1 mezővel
   *[other] { $fields } mezővel
}

## Azacru: the board, the action bar and the score

azacru-board-label = Azacru-tábla, 9 × 9 mező kilenc területre osztva
azacru-cell-empty = üres
azacru-cell-marker = { $side } jelölője
azacru-cell-chevron = { $side } éke, { $facing } felé néz
azacru-cell-movable = léphet
azacru-cell-picked = kiválasztva, lépőerő: { $power }
azacru-cell-target = célmező
azacru-cell-target-twist = célmező egy másik területen
azacru-cell-connects = célmező összekötéssel, amely { $count ->
    [one] 1 mezőt
   *[other] { $count } mezőt
} szerez
azacru-cell-costly = célmező összekötéssel, amely { $count ->
    [one] 1 mezőt
   *[other] { $count } mezőt
} szerez, de az ék kiesik a játékból
azacru-action-pick = { $side }: válaszd ki egyik bekarikázott ékedet.
azacru-action-picked = Ék ezen a mezőn: { $field }. Lépőerő: { $power } (a területén lévő jelölőid száma, de legalább 1). Válassz célmezőt:
azacru-legend-target = lépés
azacru-legend-connects = összekötés: a köztes mezők a tieid lesznek
azacru-legend-costly = összekötés egy másik játékos jelölőjén át: az ék kiesik a játékból
azacru-action-twist = Ez a lépés ({ $from }-{ $to }) másik területre visz. Elfordítod az éket?
azacru-twist-group = Fordulat
azacru-twist-keep = Nem fordítom
azacru-twist-left = Balra fordítom
azacru-twist-right = Jobbra fordítom
azacru-action-twist-keys = A táblán: Enter – marad, L – balra fordít, R – jobbra fordít.
azacru-action-pass = { $side } egyik ékével sem tud lépni.
azacru-pass = Passz
azacru-action-over = Végeredmény: { $scores }.
azacru-score-title = Eredmény
azacru-score-player = Játékos
azacru-score-fields = Mezők
azacru-score-markers = Maradék jelölők
azacru-score-chevrons = Ékek
azacru-score-to-move = ő lép
azacru-score-winner = győztes

### part: karo

## Karo, both variants: the board, the status line, the pieces beside the board

karo-red = Piros
karo-white = Fehér
karo-four-board-label = Karo-asztal: a lapkák és a rajtuk álló korongok
karo-jumpers-board-label = 3 × 8-as Karo-tábla
karo-cell-no-tile = { $cell }, nincs lapka
karo-cell-empty = { $cell }, üres lapka
karo-cell-piece = { $cell }, { $piece }
karo-piece-red-up = piros korong, körrel felfelé
karo-piece-red-down = piros korong, körrel lefelé
karo-piece-white-up = fehér korong, körrel felfelé
karo-piece-white-down = fehér korong, körrel lefelé
karo-jumper-red = piros ugró
karo-crawler-red = piros mászó
karo-jumper-white = fehér ugró
karo-crawler-white = fehér mászó
karo-status-place = { $colour } korongot tesz le
karo-status-move = { $colour } lép
karo-status-enter = { $colour }: válaszd ki a korongot, amely a lapkára lép
karo-status-pass = { $colour } nem tud lépni, és kénytelen passzolni
karo-four-status-wins = { $colour } nyert: négy korong körrel felfelé egy sorban
karo-jumpers-status-wins = { $colour } nyert: mind a hat korongja célba ért
karo-status-draw-passes = Döntetlen: egyik fél sem tud lépni
karo-status-draw-repetition = Döntetlen: ugyanaz az állás harmadszor is előállt
karo-in-hand = kézben: { $count }
karo-home = célban: { $count } / 6
karo-pending = Lapka áthelyezve: { $from } → { $to }. Most válaszd ki a korongot, amely rálép: húzd rá, vagy kattints rá.
karo-pending-cancel = Visszateszem a lapkát
karo-pass = Passz
karo-four-hint-place = { $all } korongból { $placed } lerakva: kattints egy üres lapkára, és tedd rá a sajátodat.
karo-four-hint = Húzz egy korongot vagy egy pontozott szegélyű lapkát egy megjelölt mezőre; vagy kattints rá, majd a mezőre.
karo-jumpers-hint = Húzz egy korongot egy megjelölt mezőre, vagy kattints rá, majd a mezőre. A körrel jelölt korongok az ugrók, a jelöletlenek a mászók.

### part: kauri

## Kauri: the status line, the sowing and the board

kauri-status-to-move = { $side } következik
kauri-status-must-pass = { $side } térfelén nincs kauri, ezért passzolnia kell
kauri-status-tie-break = A kövek 30–30-nál elfogytak: a döntő csak kaurikkal folyik. { $side } következik
kauri-status-passed = { $side } passzolt.
kauri-status-sowing = { $side } vet: { $pit }…
kauri-won-decisive = Vége a játszmának: { $side } nyert, tárolójában { $won } kő van, { $loser } tárolójában { $lost }; a 31 követ tartalmazó tároló eldönti a játszmát
kauri-won-tie-break = Vége a játszmának: 30–30-nál { $loser } térfelén nem maradt vethető kauri, így a döntőt { $side } nyerte
kauri-won-repetition = Vége a játszmának: ugyanaz az állás harmadszor fordult elő; { $side } nyert a nagyobb tárolóval, { $won } kő { $lost } ellen
kauri-status-draw = Vége a játszmának: ugyanaz az állás harmadszor fordult elő egyenlő tárolókkal, { $south }–{ $north }: döntetlen
kauri-prompt-sow = Válassz egy kaurit tartalmazó saját mélyedést { $row ->
    [bottom] az alsó
   *[top] a felső
} sorban
kauri-prompt-pass = A mélyedéseidben nincs kauri: nyomd meg a Passz gombot
kauri-note-capture = { $side } { $count } követ zsákmányol
kauri-note-falls = A kő { $side } tárolójába esik
kauri-said-capture = { $side } { $count } követ zsákmányolt: { $cowries ->
    [one] kauri esett
   *[other] kaurik estek
} ide: { $pits } (tároló: { $before } → { $after })
kauri-said-falls = { $count ->
    [one] Egy kő
   *[other] { $count } kő
} { $side } tárolójába esett innen: { $pits }, ahol csak kauri volt (tároló: { $before } → { $after })
kauri-pits = { $side } { $letters }
kauri-board-label = Kauri tábla: két sor hat mélyedéssel, mindkét végén egy tároló
kauri-board-yours = Te játszol { $side } oldalán: { $row ->
    [bottom] az alsó
   *[top] a felső
} sor és a { $end ->
    [right] jobb
   *[left] bal
} oldali tároló
kauri-row-you = Te ({ $side })
kauri-row-computer = Számítógép ({ $side })
kauri-store-you = Te
kauri-store-computer = Számítógép
kauri-pit-label = { $side } { $pit }: { $stones } kő, { $cowries } kauri
kauri-pit-playable = vethető
kauri-pit-sown = innen vetett az utolsó lépés
kauri-pit-ended = itt ért véget az utolsó lépés
kauri-pit-taken = innen kövek kerültek tárolóba az utolsó lépésben
kauri-store-label = { $side } tárolója: { $count } kő
kauri-pass = Passz
kauri-speed = A vetés sebessége
kauri-speed-slow = Lassú
kauri-speed-normal = Normál
kauri-speed-fast = Gyors
kauri-speed-instant = Azonnali

### part: review

## The game review

review-title = A játszma elemzése
review-close = Az elemzés bezárása
review-progress = Megnézett állások: { $done } / { $total }
review-stop = Leállítás
review-resume = Folytatás
review-failed = A számítógép nem tudta folytatni: { $why }
review-graph = A nyerési esélyek a játszma során (kattintásra megmutatja az állást)
review-only-move = egyetlen lépés
review-missed-win = elszalasztott nyerés
review-forced-loss = kikényszeríthető vereséghez vezet
review-decided = a játszma már eldőlt: nem számít bele
review-decided-count = Nem számít bele (a játszma eldőlt)
review-key-moment = Döntő pillanat: { $number }. { $token } ({ $mover }), { $class }
review-move = { $number }. { $token } ({ $mover }): { $class }, { $before } % → { $after } %
review-better = A számítógép lépése { $token } lett volna.
review-marks = A táblán
review-mark-better = { $token }: a számítógép jobb lépése
review-mark-reply = { $token }: a válasz, amelyet rá a számítógép vár
review-mark-played = { $number }. { $token }: a megtett lépés
review-computer = Innen a számítógép ezt várja (kattintásra addig mutatja a változatot):
review-try = Lépjen a táblán, és próbálja ki a saját változatát.
review-practise = Gyakorold a hibáidat ({ $count })
review-answers = A számítógép válaszol a lépéseimre a kipróbált változatban
review-accuracy = Pontosság
review-player = Játékos
review-player-n = { $n }. játékos
review-table = A grafikon táblázatként
review-chance = { $player }: esély
review-waiting = Várakozás a számítógépre…
review-class = Értékelés

### part: embedding

## Embedding

embed-title = Tedd ki ezt a táblát a saját oldaladra
embed-intro = Másold be a kódrészletet az oldalad HTML-kódjába. A tábla a látogatóid böngészőjében fut; semmit sem tárolunk.
embed-help-link = Minden beállítás és üzenet
embed-mode = A látogatók
embed-mode-play = játszhatnak (ketten)
embed-mode-view = csak visszajátszhatják a lépéseket
embed-mode-puzzle = feladványt oldhatnak meg: a megjelenített állástól kell megtalálniuk a lépéseket
embed-mode-ai = a gép ellen játszhatnak
embed-level = A gép szintje
embed-theme = Színek
embed-theme-light = világos
embed-theme-dark = sötét
embed-theme-transparent = az oldalad háttere
embed-undo = Visszavonás engedélyezése
embed-flip = A tábla megfordítása
embed-snippet = Kódrészlet
embed-copy = Kódrészlet másolása
embed-preview = Előnézet
embed-open-site = Megnyitás a Tesserán
puzzle-wrong = { $token } nem a helyes lépés. Próbáld újra.
puzzle-right = Helyes! Folytasd.
puzzle-solved = Megoldva!
embed-help-title = Tessera-táblák a saját oldaladon
embed-help-intro = Bármely oldal megjeleníthet egy élő Tessera-táblát egy iframe-ben. Minden, amire szüksége van, a címében szerepel: a játék, a lépései vagy az állása, és hogy hogyan viselkedjen. Készíts egyet egy játékoldal Beágyazás gombjával, vagy írd meg magad a címet:
embed-help-script = A fenti keret olyan széles, mint az oszlopa (legfeljebb 480 képpont). A mellette lévő embed.js sor, oldalanként egyszer, minden Tessera-keretet a táblája magasságához igazít, ahogy a lépések jönnek; a <div data-tessera="caro" data-moves="h8,i9"></div> formájú kódból pedig táblát készít.
embed-help-settings = Beállítások a címben
embed-help-mode = Mit tehetnek a látogatók: csak visszajátszás, játék kettesben, játék a gép ellen vagy feladványmegoldás (a megjelenített lépés utáni változat lépéseit kell megtalálniuk; más lépést a tábla nem fogad el). Alapértelmezés: játék.
embed-help-game = A játszma, ahogy egy Tessera-linkben: a lépései vagy egy kiinduló álláskód, és a lépés, amelynél megnyílik (feladványnál: ahonnan a feladvány indul).
embed-help-options = A játék beállításai, ahogy egy Tessera-linkben.
embed-help-undo = Visszavonás gombot jelenít meg.
embed-help-flip = Megfordítja a táblát, mintha a másik oldalról néznéd.
embed-help-theme = A tábla körüli színek; a transparent értéknél átlátszik az oldalad.
embed-help-lang = A tábla szövegeinek nyelve.
embed-help-level = Milyen erősen játsszon a gép, 1-től 5-ig (alapértelmezés: 3). A gép elleni játékban a látogató azt az oldalt kapja, amelyik a tábla megnyitásakor lép, így ő kezd; minden más oldalt a gép visz (három- vagy négyszemélyes Azacruban az összes többi játékost).
embed-help-origin = Az oldalad eredete (origin). Ekkor a tábla csak ide küld üzenetet, és csak innen fogad el.
embed-help-messages = Üzenetváltás a táblával
embed-help-messages-intro = A tábla és az oldalad a window.postMessage segítségével vált üzeneteket. Minden üzenet egy objektum, amelyben szerepel a tessera: 1 és egy type mező. Minden mást figyelmen kívül hagynak.
embed-help-msg-ready = A táblától, amint megjelent: game, options, moves, position.
embed-help-msg-move = A táblától, minden lépés után, akár a látogató, akár a gép lépett: move, moves (az összes lépés, szóközzel elválasztva), position.
embed-help-msg-gameover = A táblától, amikor a játszma véget ér: result (például „winner black” vagy „draw”).
embed-help-msg-height = A táblától, valahányszor megváltozik a magassága: height CSS-pixelben, az iframe méretezéséhez.
embed-help-msg-load = A táblának: mutasson másik játszmát (record: egy lejegyzés szövege) vagy állást (position: egy álláskód).
embed-help-msg-flip = A táblának: forduljon meg.
embed-help-msg-undo = A táblának: vonja vissza az utolsó lépést (feladványnál: a látogató utolsó lépését és az arra adott választ; a gép ellen: a látogató utolsó lépését és a gép válaszát).
embed-help-hosting = Ha magad szolgálod ki a Tesserát
embed-help-hosting-text = Egy allow-same-origin nélküli, elszigetelt (sandboxed) iframe-ben – a WordPress így jeleníti meg a beágyazásokat – a böngésző úgy tölti le a tábla fájljait, mintha egy másik oldalról jönnének, ezért a szervernek Access-Control-Allow-Origin: * fejlécet kell küldenie velük. A GitHub Pages ezt magától megteszi; Netlify-on és Cloudflare Pages-en a csomagban található _headers fájl gondoskodik róla.
embed-help-learn = Leckék és feladványok
embed-help-learn-text = Egy lecke szintje vagy egy feladvány ugyanígy ágyazható be a játék tanulás oldaláról: embed/learn/<játék>/ a stage= és level= párral egy szinthez (a következő szint linkje a keretben marad), puzzle=daily a nap feladványához (aznap minden látogatónak ugyanaz), vagy puzzle= és egy feladvány azonosítója. A theme, lang és origin itt is érvényes; a látogató böngészőjében semmi sem marad.

## The home page

site-tagline = Öt különleges társasjáték, egyenesen a böngésződben.
home-play = Játssz
home-continue = Játszma folytatása
home-your-games = Online játszmáid
home-their-move = Az ellenfél lép
home-waiting = Várakozás a többi játékosra
home-left = Hátralévő idő: { $time }
home-days = { $days } nap
blurb-karo-four = A tábla lapkái játék közben vándorolnak: az nyer, aki elsőként rak ki egy sorba négy felfordított korongot.
blurb-karo-jumpers = Verseny a Karo lapkáin: az ugrók ugranak, a mászók másznak, és mind a hatnak át kell érnie a túlsó végre.
blurb-kauri = Kétsoros mankala kövekkel és kaurikagylókkal: vess, zsákmányolj, töltsd meg a tárolódat.
blurb-azacru = Ékek foglalnak el mezőket és területeket egy 9×9-es táblán, két–négy játékosnak.
blurb-caro = A vietnámi amőba, amelyben a két végén elzárt ötös nem nyer.

### part: learn

learn-play-link = { $game } – játék indítása
learn-level = { $level }. szint / { $levels }
learn-stages = Leckék
learn-goal-label = Cél:
learn-par = { $par ->
    [one] Három csillag, ha egy lépésből sikerül.
   *[other] Három csillag, ha { $par } lépésből sikerül.
}
learn-best = Legjobb eredményed: { $stars ->
    [one] egy csillag.
   *[other] { $stars } csillag.
}
learn-hint = Tipp
learn-retry = Újra
learn-next = Következő szint
learn-all-done = Ez volt a tananyag utolsó szintje.
learn-done = Kész, { $moves ->
    [one] egy lépésből
   *[other] { $moves } lépésből
}: { $stars ->
    [one] egy csillag.
   *[other] { $stars } csillag.
}
learn-missed-play = Ez nem az a lépés, amit ez a szint kér. Próbáld újra.
learn-missed-stop = Így az ellenfélnek marad nyerő lépése. Próbáld újra.
learn-missed-moves = { $moves ->
    [one] Egy lépésből nem sikerült elérni a célt. Próbáld újra.
   *[other] { $moves } lépésből nem sikerült elérni a célt. Próbáld újra.
}
learn-missed-over = A játszma véget ért, mielőtt elérted volna a célt. Próbáld újra.
learn-illegal = Ez a lépés nem játszható: { $why }
learn-level-link = { $level }. szint: { $stars ->
    [0] még nincs kész
    [one] egy csillag
   *[other] { $stars } csillag
}
learn-reset-stage = A lecke újrakezdése
learn-reset-confirm = Elfelejted a csillagaidat ebben: „{ $stage }”?
learn-no-stage = Ebben a tananyagban nincs „{ $stage }” nevű lecke. Itt az első szint, amit még nem teljesítettél.
learn-no-level = Ebben a leckében nincs { $level }. szint. Itt az első.
learn-broken = Ez a szint nem játszható: { $why }
puzzles-link = Feladványok ({ $count })
puzzle-title = { $number }. feladvány / { $count }
puzzle-goal-win = { $moves ->
    [one] Nyerj egy kővel.
   *[other] Nyerj négyesekkel: minden köveddel négyest csinálj, és legfeljebb { $moves } kőből ötöst.
}
puzzle-goal-defence = Az ellenfeled négyesekkel fenyeget nyerni. Találd meg az egyetlen követ, amely megállítja.
puzzle-hint = A keresett lépés meg van jelölve a táblán.
puzzle-goal-best = Találd meg a legjobb lépést: sokkal több esélyt hagy neked, mint bármelyik másik.
puzzle-goal-hold = Egy kivételével minden lépés vesztes. Találd meg azt, amelyik tartja a játszmát.
puzzle-theme-win = Nyerő lépés
puzzle-theme-crushing = Elsöprő előny
puzzle-theme-advantage = Előny
puzzle-rating = Értékszám: { $rating }
puzzle-your-rating = A feladat-értékszámod: { $rating }
puzzle-your-rating-provisional = A feladat-értékszámod: { $rating } (ideiglenes)
puzzle-summary = A feladataid
puzzle-summary-none = Még nem próbáltál feladatot. Az értékszámba csak egy feladat első próbája számít.
puzzle-summary-theme = { $tried } feladatból { $first } elsőre megoldva
puzzle-retry-failed = Egy elrontott feladat újra ({ $count })
puzzle-counted = { $change } ezért a feladatért
mistakes-link = A hibáid ({ $count })
mistake-title = { $count } hibádból a(z) { $number }.
mistake-goal-mistake = Itt ezt lépted: { $played }, ez hiba volt. Találj jobb lépést.
mistake-goal-blunder = Itt ezt lépted: { $played }, ez durva hiba volt. Találj jobb lépést.
mistake-asking = A gép értékeli a lépésedet…
mistake-better = Jobb! A(z) { $token } után { $after } % esélyed marad (a gép lépése, { $best }, { $chance } %-ot hagy).
mistake-not-better = Nem jobb: a(z) { $token } után { $after } % az esélyed. A gép lépése a táblán látható: { $best }.
mistake-failed = A gép nem tudta értékelni a lépést: { $why }
mistake-unreadable = a válasza nem olvasható
mistake-next = Következő hiba
mistake-forget = Hiba elfelejtése
mistake-none = Még nincs elmentett hibád. Elemeztess egy játszmát, amit játszottál: a hibáidat és durva hibáidat itt gyakorolhatod.
mistake-no-number = Nincs { $number }. hiba. Itt az utolsó.
mistake-broken = Ennek a hibának az állását nem lehet felállítani.
puzzle-next = Következő feladvány
puzzle-none = Nincs „{ $id }” nevű feladvány. Itt az első.
puzzle-none-yet = Ehhez a játékhoz még nincsenek feladványok.
puzzle-daily = A nap feladványa
learn-embed-lessons = Az összes lecke a Tesserán
learn-embed-puzzles = További feladványok a Tesserán
learn-embed-summary = Tedd ki a saját oldaladra
learn-embed-level = Ez a szint a saját oldaladra:
learn-embed-puzzle = Ez a feladvány:
learn-embed-daily = A nap feladványa (minden nap másik):
puzzle-theme-vcf = Nyerés négyesekkel
puzzle-theme-long = Hosszú változat
puzzle-theme-defence = Védekezés
