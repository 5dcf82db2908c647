# Tessera: svenska meddelanden (Swedish). Same ids and order as en.ftl.

site-name = Tessera
nav-home = Alla spel
language-label = Språk

## The games

game-karo-four = Karo: Fyra i rad
game-karo-jumpers = Karo: Hoppare och krypare
game-kauri = Kauri
game-azacru = Azacru
game-caro = Caro
home-not-found = Det finns ingen sida som heter ”{ $path }”. Här är spelen.
home-no-page = Det finns ingen sida på den här adressen. Här är spelen.
page-not-found = Sidan hittades inte

## The status line

status-to-play = { $colour } vid draget
status-to-play-person = { $colour } vid draget ({ $person })
caro-prompt-place = Nästa sten: { $colour }. Tills färgerna är valda läggs stenar av båda färgerna i tur och ordning.
caro-shown = Din sten visas på { $point }: tryck på den igen för att lägga den, eller tryck på en annan punkt.
status-choice = { $person }: välj färg
status-choice-or-place = { $person }: välj färg eller lägg sten 4 och 5
status-wins-five = { $colour } vann med fem i rad
status-wins-row = { $colour } vann med { $length } i rad
status-draw = Oavgjort: brädet är fullt

## The board

board-label = Caro-bräde, 15 gånger 15
point-empty = { $point }, tom
point-shown = { $point }, visad sten: tryck igen för att lägga den
point-black = { $point }, svart sten
point-white = { $point }, vit sten

## Game controls

control-new-game = Nytt parti
control-undo = Ångra
new-game-title = Nytt parti
new-game-start = Starta
new-game-cancel = Avbryt
result-won = Du vann
result-lost = Du förlorade
result-draw = Oavgjort
result-over = Partiet är slut
new-game-opponent = Spela mot
new-game-friend = En vän på den här enheten
new-game-computer = Datorn
new-game-level = Nivå
new-game-you = Du spelar
new-game-advanced = Vem som börjar och vem som spelar vilken plats
start-title = Hur vill du spela?
start-computer = Spela mot datorn
start-friend = Spela här med vänner
start-friend-text = Turas om vid den här skärmen.
start-more = Fler val…
match-up-you = Du ({ $seat })
match-up-computer = Datorn, nivå { $level } ({ $seat })
match-up-here = alla spelar på den här enheten
status-your-move = Ditt drag
status-computer-moves = Datorn drar…

## Options

option-opening = Öppning
option-opening-free = Fri: spelarna turas om från första stenen
option-opening-swap = Swap: tre stenar, sedan väljer den andra spelaren färg
option-opening-swap2 = Swap2: som swap, eller två stenar till och valet går tillbaka
option-overline = Sex eller fler i rad
option-overline-win = vinner
option-overline-nowin = vinner inte
option-closed = En femma som motståndaren har spärrat
option-closed-both = vinner inte om båda ändarna är spärrade
option-closed-either = vinner inte om någon av ändarna är spärrad
option-closed-never = vinner alltid
option-players = Spelare
option-players-2 = 2: öst och väst
option-players-3 = 3: nord, öst och väst
option-players-4 = 4: nord, öst, syd och väst
option-first = Börjar
option-first-north = Nord
option-first-east = Öst
option-first-south = Syd
option-first-west = Väst
option-first-white = Vit
option-first-red = Röd

## Notices about links

notice-bad-move = Drag { $n } ”{ $token }”: { $reason }.
notice-bad-move-kept = Länkens parti tar slut där; det visas fram till drag { $kept }.
notice-bad-option = Länken har ett alternativ som spelet inte tar emot: { $reason }. Standardvärdet används i stället.
notice-keep = Fortsätt härifrån
notice-new-game = Starta ett nytt parti

## Why a move was refused

error-malformed-move = inget drag i det här spelet
error-no-such-point = det finns ingen sådan punkt
error-occupied = den punkten är redan upptagen
error-choice-due = nu ska en färg väljas
error-no-choice-due = det finns ingen färg att välja nu
error-game-over = partiet är redan slut
error-no-such-field = det finns ingen sådan ruta
error-no-chevron = du har ingen vinkel på den rutan
error-not-straight = en vinkel flyttar i rak linje, minst en ruta
error-wrong-direction = en vinkel flyttar bara rakt fram eller 45° åt någon av sidorna
error-beyond-power = så långt räcker inte vinkelns rörelseförmåga
error-field-taken = på den rutan står en vinkel eller en annan spelares markör
error-path-blocked = en vinkel står i vägen; bara ett hopp mellan två av dina markörer tar sig förbi den
error-no-twist = en vridning får bara följa på ett drag in i ett annat område med en vinkel som blir kvar på brädet
error-pass-not-allowed = du får bara passa när inget drag är möjligt
error-no-such-cell = det finns ingen sådan ruta
error-not-your-piece = du har ingen pjäs där
error-no-tile = där finns ingen bricka
error-tile-taken = där står redan en pjäs
error-still-placing = pjäserna placeras fortfarande ut
error-all-placed = alla pjäser är redan utplacerade
error-wrong-way = pjäserna flyttar inte så
error-nothing-to-jump = det finns ingen pjäs att hoppa över
error-crawler-cannot-jump = en krypare flyttar bara till en angränsande ruta
error-jumper-cannot-crawl = en hoppare kan bara hoppa
error-not-past-the-run = en hoppare landar direkt efter raden av pjäser
error-no-tile-to-lift = där finns ingen bricka att lyfta
error-lift-occupied = det står en pjäs på brickan som ska lyftas
error-lift-held = brickan som ska lyftas har fler än två grannar längs sidorna
error-lift-cuts-field = att lyfta den brickan skulle dela upp spelplanen
error-same-cell = brickan måste läggas på en annan ruta
error-tile-already-there = där ligger redan en bricka
error-not-touching-field = den nya platsen har ingen sida gemensam med spelplanen
error-no-cowrie = den gropen har ingen kaurisnäcka
error-must-pass = det finns ingen kaurisnäcka på din sida: du måste passa
error-must-sow = du får bara passa när du inte har någon kaurisnäcka att så
error-malformed-option = förväntade option=value
error-unknown-option = det finns inget sådant alternativ
error-bad-option-value = det värdet kan alternativet inte ha
notice-bad-position = Länkens ställningskod kunde inte läsas: { $reason }. Partiet börjar i stället från början.

## Moves and replay

moves-title = Drag
moves-none = Inga drag än.
replay-first = Partiets början
replay-back = Föregående drag
replay-forward = Nästa drag
replay-last = Sista draget
control-redo = Gör om
discard-text = Spelar du { $token } här försvinner { $later ->
    [one] draget
   *[other] de { $later } dragen
} efter den här ställningen.
discard-yes = Kasta och spela
discard-no = Behåll dem

## Saved games

resume-text = Du har ett sparat parti här ({ $moves ->
    [one] ett drag
   *[other] { $moves } drag
}).
resume-yes = Fortsätt
resume-no = Inte nu
saved-set-aside = { $count ->
    [one] Ett sparat parti kunde inte läsas (det kan komma från en äldre version av webbplatsen); det har lagts undan.
   *[other] { $count } sparade partier kunde inte läsas (de kan komma från en äldre version av webbplatsen); de har lagts undan.
}

## Sharing

control-share = Dela
share-copied = Länken är kopierad.
share-copy-failed = Kopiera länken under ”Länkar och filer” nedan.
share-panel = Länkar och filer
share-link-game = Hela partiet
share-link-move = Det här draget
share-link-position = Bara den här ställningen
share-copy = Kopiera
share-copy-done = Kopierat
share-copy-refused = Inte kopierat
share-download = Ladda ner protokollet
share-upload = Öppna en protokollfil…
import-label = Klistra in en länk, ett protokoll eller en ställningskod
import-placeholder = https://…/caro/#moves=h8,i9  or  tessera-record 1 …
import-open = Öppna
import-empty = Det finns inget att öppna: klistra först in en länk, ett protokoll eller en ställningskod.
import-unrecognised = Det här är varken en länk, ett protokoll eller en ställningskod.
import-not-a-game = Den här länken leder inte till något spel.
import-bad-record = Protokollet kunde inte läsas: { $reason }.
import-bad-position = Ställningskoden kunde inte läsas: { $reason }.

## New game: who plays

new-game-players = Vem spelar vilken sida
seat-person = En människa
seat-computer = Datorn, nivå { $level }
person-opener-title = Första spelaren
person-responder-title = Andra spelaren

## Rules pages

rules-link = Regler
rules-title = Så spelar man { $game }
rules-play = Spela { $game }
learn-title = Lär dig { $game }

## The page, shared by every game: its buttons, notices and the move box

control-embed = Bädda in
error-option-conflict = värdet går inte ihop med de andra alternativen
move-input-label = Skriv ett drag
move-input-play = Spela
move-input-refused = { $token }: { $reason }
announce-move = { $mover }: { $token }
saved-not-saved = Den här webbläsaren sparar inga partier (lagringen är avstängd eller full). Ditt parti finns tryggt i adressen: bokmärk den eller använd Dela.
crash-title = Något gick fel.
crash-text = Tessera stannade på grund av ett fel i programmet. Ditt parti finns i adressen ovan: ladda om sidan för att fortsätta från ditt senaste drag.
crash-reload = Ladda om
share-picture-png = Bild (PNG)
share-picture-svg = Bild (SVG)
computer-thinking = Datorn tänker…
board-loading = Brädet laddas fortfarande: tryck igen om en stund.
board-tap-kept = Brädet laddas fortfarande: ditt drag spelas så snart det är klart.
board-choice-kept = Brädet laddas fortfarande: ditt val gäller så snart det är klart.
computer-hint = Datorn skulle spela { $token }.
control-hint = Tips
control-flip = Vänd brädet

## Sides and lists (Kauri and Azacru)

side-north = Nord
    .letter = N
side-east = Öst
    .letter = Ö
side-south = Syd
    .letter = S
side-west = Väst
    .letter = V
list-and = { $first } och { $last }

## The review's marks on a game's page

control-review = Analys
review-class-best = bäst
review-class-good = bra
review-class-inaccuracy = onoggrannhet
review-class-mistake = misstag
review-class-blunder = grovt misstag
review-reply = Svaret som datorn väntar sig
review-back = Tillbaka till partiet
review-trying = Du prövar en variant från drag { $number }; själva partiet finns kvar.

## Online play

start-online = Spela med en vän online
start-online-text = Skicka en länk och spela var ni än är.
my-games-open = Mina onlinepartier

### part: caro

## Colours and players (Caro)

colour-black = Svart
colour-white = Vit
person-opener = första spelaren
person-responder = andra spelaren

## The colour choice in the swap openings

choice-swap = Första spelaren har lagt tre stenar. Nu väljer andra spelaren färg; sedan är det vits drag.
choice-swap2-first = Första spelaren har lagt tre stenar. Nu väljer andra spelaren färg, eller lägger två stenar till (vit, sedan svart) och låter första spelaren välja.
choice-swap2-second = Andra spelaren har lagt sten 4 och 5. Nu väljer första spelaren färg; sedan är det vits drag.
choice-take-black = Ta svart
choice-take-white = Ta vit

### part: azacru

## Azacru: players, facings and the status line

azacru-facing-n = norr
azacru-facing-ne = nordost
azacru-facing-e = öster
azacru-facing-se = sydost
azacru-facing-s = söder
azacru-facing-sw = sydväst
azacru-facing-w = väster
azacru-facing-nw = nordväst
azacru-status-to-move = { $side } vid draget
azacru-status-must-pass = { $side } vid draget: { $side } har ingen vinkel som kan flytta och måste passa
azacru-status-last-turns = { $passer } passade, så alla andra spelare får ett sista drag. { $side } vid draget ({ $left ->
    [one] det sista draget
   *[other] { $left } drag kvar
})
azacru-status-last-turns-pass = { $passer } passade, så alla andra spelare får ett sista drag. { $side } kan inte flytta och måste passa ({ $left ->
    [one] det sista draget
   *[other] { $left } drag kvar
})
azacru-someone = En spelare
azacru-over-last-turns = { $passer } passade och de andra har gjort sina sista drag.
azacru-over-repetition = Samma ställning uppstod för tredje gången.
azacru-status-winner = Partiet är slut: { $side } vann med { $fields ->
    [one] 1 ruta
   *[other] { $fields } rutor
}
azacru-status-shared = Partiet är slut: { $sides } delar på segern med { $fields ->
    [one] 1 ruta
   *[other] { $fields } rutor
} var

## Azacru: the board, the action bar and the score

azacru-board-label = Azacru-bräde, 9 gånger 9 rutor i nio områden
azacru-cell-empty = tom
azacru-cell-marker = markör som tillhör { $side }
azacru-cell-chevron = vinkel som tillhör { $side } och pekar mot { $facing }
azacru-cell-movable = kan flytta
azacru-cell-picked = vald, rörelseförmåga { $power }
azacru-cell-target = ett mål
azacru-cell-target-twist = ett mål i ett annat område
azacru-cell-connects = ett mål för en förbindelse över { $count ->
    [one] 1 ruta
   *[other] { $count } rutor
}
azacru-cell-costly = ett mål för en förbindelse över { $count ->
    [one] 1 ruta
   *[other] { $count } rutor
}, men vinkeln lämnar spelet
azacru-action-pick = { $side }: välj en av dina inringade vinklar.
azacru-action-picked = Vinkeln på { $field }: rörelseförmåga { $power } (dina markörer i dess område, minst 1). Välj ett mål:
azacru-legend-target = ett drag
azacru-legend-connects = en förbindelse: rutorna emellan blir dina
azacru-legend-costly = en förbindelse över en annan spelares markör: vinkeln lämnar spelet
azacru-action-twist = { $from }-{ $to } går in i ett annat område. Vill du vrida vinkeln?
azacru-twist-group = Vridning
azacru-twist-keep = Behåll
azacru-twist-left = Vrid åt vänster
azacru-twist-right = Vrid åt höger
azacru-action-twist-keys = På brädet: Enter behåller, L vrider åt vänster, R vrider åt höger.
azacru-action-pass = { $side } kan inte flytta någon vinkel.
azacru-pass = Passa
azacru-action-over = Slutställning: { $scores }.
azacru-score-title = Poäng
azacru-score-player = Spelare
azacru-score-fields = Rutor
azacru-score-markers = Markörer kvar
azacru-score-chevrons = Vinklar
azacru-score-to-move = vid draget
azacru-score-winner = vinnare

### part: karo

## Karo, both variants: the board, the status line, the pieces beside the board

karo-red = Röd
karo-white = Vit
karo-four-board-label = Karo-bord: brickorna och pjäserna på dem
karo-jumpers-board-label = Karo-bräde, 3 gånger 8
karo-cell-no-tile = { $cell }, ingen bricka
karo-cell-empty = { $cell }, tom bricka
karo-cell-piece = { $cell }, { $piece }
karo-piece-red-up = röd pjäs, cirkeln uppåt
karo-piece-red-down = röd pjäs, cirkeln nedåt
karo-piece-white-up = vit pjäs, cirkeln uppåt
karo-piece-white-down = vit pjäs, cirkeln nedåt
karo-jumper-red = röd hoppare
karo-crawler-red = röd krypare
karo-jumper-white = vit hoppare
karo-crawler-white = vit krypare
karo-status-place = { $colour } ska placera en pjäs
karo-status-move = { $colour } vid draget
karo-status-enter = { $colour }: välj pjäsen som ska kliva upp på brickan
karo-status-pass = { $colour } kan inte flytta och måste passa
karo-four-status-wins = { $colour } vann med fyra pjäser med cirkeln uppåt i rad
karo-jumpers-status-wins = { $colour } vann: alla sex pjäser är i mål
karo-status-draw-passes = Oavgjort: ingen av spelarna kan flytta
karo-status-draw-repetition = Oavgjort: samma ställning uppstod för tredje gången
karo-in-hand = { $count } i handen
karo-home = { $count } av 6 i mål
karo-pending = Brickan från { $from } ligger på { $to }. Dra nu eller klicka på pjäsen som ska kliva upp på den.
karo-pending-cancel = Lägg tillbaka brickan
karo-pass = Passa
karo-four-hint-place = { $placed } av { $all } pjäser utplacerade: klicka på en tom bricka för att ställa en av dina där.
karo-four-hint = Dra en pjäs, eller en bricka med prickad kant, till en markerad ruta; eller klicka på den och sedan på rutan.
karo-jumpers-hint = Dra en pjäs till en markerad ruta, eller klicka på den och sedan på rutan. Pjäser med cirkel är hoppare, släta pjäser krypare.

### part: kauri

## Kauri: the status line, the sowing and the board

kauri-status-to-move = { $side } drar
kauri-status-must-pass = { $side } har ingen kauri på sin sida och måste passa
kauri-status-tie-break = Stenarna tog slut vid 30–30: särspelet spelas bara med kaurisnäckor. { $side } drar
kauri-status-passed = { $side } passade.
kauri-status-sowing = { $side } sår { $pit }…
kauri-won-decisive = Partiet är slut: { $side } vinner med { $won } stenar i förrådet mot { $lost } för { $loser }: ett förråd med 31 avgör partiet
kauri-won-tie-break = Partiet är slut: vid 30–30 har { $loser } ingen kauri kvar att så, så { $side } vinner särspelet
kauri-won-repetition = Partiet är slut: samma ställning uppstod för tredje gången; { $side } vinner med det större förrådet, { $won } stenar mot { $lost }
kauri-status-draw = Partiet är slut: samma ställning uppstod för tredje gången med lika förråd, { $south }–{ $north }: oavgjort
kauri-prompt-sow = Välj en av dina gropar med en kauri, i { $row ->
    [bottom] den nedre
   *[top] den övre
} raden
kauri-prompt-pass = Du har ingen kauri i dina gropar: tryck på Passa
kauri-note-capture = { $side } tar { $count ->
    [one] 1 sten
   *[other] { $count } stenar
}
kauri-note-falls = Stenen faller till { $side }
kauri-said-capture = { $side } tog { $count ->
    [one] 1 sten
   *[other] { $count } stenar
}: { $cowries ->
    [one] en kauri
   *[other] kaurisnäckor
} landade i { $pits } (förråd: { $before } → { $after })
kauri-said-falls = { $count ->
    [one] En sten
   *[other] { $count } stenar
} föll till { $side } från { $pits }, som bara hade kaurisnäckor (förråd: { $before } → { $after })
kauri-pits = { $side } { $letters }
kauri-board-label = Kauribräde: två rader med sex gropar och ett förråd i var ände
kauri-board-yours = Du spelar { $side }: { $row ->
    [bottom] den nedre
   *[top] den övre
} raden och förrådet till { $end ->
    [right] höger
   *[left] vänster
}
kauri-row-you = Du ({ $side })
kauri-row-computer = Datorn ({ $side })
kauri-store-you = Du
kauri-store-computer = Datorn
kauri-pit-label = { $side } { $pit }: { $stones ->
    [one] 1 sten
   *[other] { $stones } stenar
}, { $cowries ->
    [one] 1 kauri
   *[other] { $cowries } kaurisnäckor
}
kauri-pit-playable = kan sås
kauri-pit-sown = senaste draget såddes härifrån
kauri-pit-ended = senaste draget slutade här
kauri-pit-taken = stenar gick härifrån till ett förråd i senaste draget
kauri-store-label = Förråd för { $side }: { $count ->
    [one] 1 sten
   *[other] { $count } stenar
}
kauri-pass = Passa
kauri-speed = Såningens fart
kauri-speed-slow = Långsam
kauri-speed-normal = Normal
kauri-speed-fast = Snabb
kauri-speed-instant = Direkt

### part: review

## The game review

review-title = Analys av partiet
review-close = Stäng analysen
review-progress = Granskade ställningar: { $done } / { $total }
review-stop = Stoppa
review-resume = Fortsätt
review-failed = Datorn kunde inte fortsätta: { $why }
review-graph = Vinstchanserna under partiet (ett klick visar ställningen)
review-only-move = enda draget
review-missed-win = missad vinst
review-forced-loss = leder till tvingad förlust
review-decided = partiet var redan avgjort: räknas inte
review-decided-count = Räknas inte (partiet var avgjort)
review-key-moment = Avgörande ögonblick: { $number }. { $token } ({ $mover }), { $class }
review-move = { $number }. { $token } ({ $mover }): { $class }, { $before } % → { $after } %
review-better = Datorns drag var { $token }.
review-marks = På brädet
review-mark-better = { $token }: datorns bättre drag
review-mark-reply = { $token }: svaret som datorn väntar sig på det
review-mark-played = { $number }. { $token }: draget som spelades
review-computer = Härifrån väntar sig datorn (klicka för att se varianten så långt):
review-try = Gör ett drag på brädet för att pröva en egen variant.
review-practise = Öva på dina misstag ({ $count })
review-answers = Datorn svarar på mina drag i en prövad variant
review-accuracy = Precision
review-player = Spelare
review-player-n = Spelare { $n }
review-table = Diagrammet som tabell
review-chance = { $player }: chans
review-waiting = Väntar på datorn…
review-class = Omdöme

### part: embedding

## Embedding

embed-title = Lägg det här brädet på din webbplats
embed-intro = Kopiera kodsnutten till sidans HTML. Brädet körs i besökarnas webbläsare; ingenting sparas.
embed-help-link = Alla inställningar och meddelanden
embed-mode = Besökarna får
embed-mode-play = spela (två personer)
embed-mode-view = bara spela upp dragen
embed-mode-puzzle = lösa ett problem: hitta dragen från den visade ställningen och framåt
embed-mode-ai = spela mot datorn
embed-level = Datorns nivå
embed-theme = Färger
embed-theme-light = ljusa
embed-theme-dark = mörka
embed-theme-transparent = din sidas bakgrund
embed-undo = Tillåt ångra
embed-flip = Vänd på brädet
embed-snippet = Kodsnutt
embed-copy = Kopiera kodsnutten
embed-preview = Förhandsvisning
embed-open-site = Öppna på Tessera
puzzle-wrong = { $token } är inte rätt drag. Försök igen.
puzzle-right = Rätt! Fortsätt.
puzzle-solved = Löst!
embed-help-title = Tessera-bräden på din egen webbplats
embed-help-intro = Vilken sida som helst kan visa ett levande Tessera-bräde i en iframe. Allt som behövs står i adressen: spelet, dess drag eller ställning, och hur brädet ska bete sig. Skapa ett med knappen Bädda in på en spelsida, eller skriv adressen själv:
embed-help-script = Ramen ovan är lika bred som sin kolumn (högst 480 pixlar). Raden med embed.js bredvid, en gång per sida, gör att varje Tessera-ram på sidan följer sitt brädes höjd när dragen spelas; den gör också kod som <div data-tessera="caro" data-moves="h8,i9"></div> till ett bräde.
embed-help-settings = Inställningar i adressen
embed-help-mode = Vad besökarna får göra: bara spela upp, spela två personer, spela mot datorn eller lösa ett problem (de måste hitta dragen i varianten efter det visade draget; andra drag avvisas). Standard: spela.
embed-help-game = Partiet som i en Tessera-länk: dess drag, eller en ställningskod att börja från, och draget att öppna vid (i ett problem: där problemet börjar).
embed-help-options = Spelets alternativ, som i en Tessera-länk.
embed-help-undo = Visar en ångra-knapp.
embed-help-flip = Vänder på brädet, så som det ser ut från andra sidan.
embed-help-theme = Färgerna runt brädet; transparent låter din sida synas igenom.
embed-help-lang = Språket för brädets texter.
embed-help-level = Hur starkt datorn spelar, från 1 till 5 (standard 3). Mot datorn spelar besökaren den sida som står på tur när brädet öppnas, så han drar först; datorn spelar alla andra sidor (i Azacru med tre eller fyra spelare alla de övriga).
embed-help-origin = Din sidas ursprung (origin). Meddelanden skickas då bara dit och tas bara emot därifrån.
embed-help-messages = Att prata med brädet
embed-help-messages-intro = Brädet och din sida utbyter meddelanden med window.postMessage. Varje meddelande är ett objekt med tessera: 1 och en type. Allt annat ignoreras.
embed-help-msg-ready = Från brädet, när det har ritats: game, options, moves, position.
embed-help-msg-move = Från brädet, efter varje drag, besökarens eller datorns: move, moves (alla drag, åtskilda med mellanslag), position.
embed-help-msg-gameover = Från brädet, när partiet är slut: result (till exempel ”winner black” eller ”draw”).
embed-help-msg-height = Från brädet, så fort dess höjd ändras: height i CSS-pixlar, för att ge iframen rätt storlek.
embed-help-msg-load = Till brädet: visa ett annat parti (record: texten i ett protokoll) eller en annan ställning (position: en ställningskod).
embed-help-msg-flip = Till brädet: vänd på dig.
embed-help-msg-undo = Till brädet: ta tillbaka det senaste draget (i ett problem: besökarens senaste drag och svaret på det; mot datorn: besökarens senaste drag och datorns svar).
embed-help-hosting = Att köra Tessera på egen server
embed-help-hosting-text = I en sandlådad iframe utan allow-same-origin (så som WordPress visar inbäddningar) hämtar webbläsaren brädets filer som från en annan webbplats, så servern måste skicka Access-Control-Allow-Origin: * med dem. GitHub Pages gör det av sig självt; på Netlify och Cloudflare Pages sköts det av filen _headers i paketet.
embed-help-learn = Lektioner och problem
embed-help-learn-text = En lektions nivå eller ett problem bäddas in på samma sätt, från spelets Lär dig-sida: embed/learn/<spel>/ med stage= och level= för en nivå (länken till nästa nivå stannar i ramen), puzzle=daily för dagens problem (samma för alla besökare den dagen), eller puzzle= och ett problems id. theme, lang och origin gäller; inget sparas i besökarens webbläsare.

## The home page

site-tagline = Fem enastående brädspel, direkt i webbläsaren.
home-play = Spela
home-continue = Fortsätt ditt parti
home-your-games = Dina partier online
home-their-move = Motspelarens drag
home-waiting = Väntar på de andra spelarna
home-left = { $time } kvar
home-days = { $days } d
blurb-karo-four = Brädets brickor flyttar sig under spelets gång: först med fyra uppvända pjäser i rad vinner.
blurb-karo-jumpers = En kapplöpning på Karos brickor: hoppare hoppar, krypare kryper, och alla sex måste nå fram till bortre änden.
blurb-kauri = En mancala med två rader, stenar och kaurisnäckor: så, fånga och fyll ditt förråd.
blurb-azacru = Vinklar tar rutor och områden på ett 9×9-bräde, för två till fyra spelare.
blurb-caro = Vietnams luffarschack, där en femma som är spärrad i båda ändar inte vinner.

### part: learn

learn-play-link = Spela { $game }
learn-level = Nivå { $level } av { $levels }
learn-stages = Lektioner
learn-goal-label = Mål:
learn-par = { $par ->
    [one] Tre stjärnor om du klarar det på ett drag.
   *[other] Tre stjärnor om du klarar det på { $par } drag.
}
learn-best = Ditt bästa: { $stars ->
    [one] en stjärna.
   *[other] { $stars } stjärnor.
}
learn-hint = Ledtråd
learn-retry = Försök igen
learn-next = Nästa nivå
learn-all-done = Det var kursens sista nivå.
learn-done = Klart på { $moves ->
    [one] ett drag
   *[other] { $moves } drag
}: { $stars ->
    [one] en stjärna.
   *[other] { $stars } stjärnor.
}
learn-missed-play = Det är inte draget den här nivån ber om. Försök igen.
learn-missed-stop = Då har motståndaren ett vinnande drag kvar. Försök igen.
learn-missed-moves = { $moves ->
    [one] Målet nåddes inte på ett drag. Försök igen.
   *[other] Målet nåddes inte inom { $moves } drag. Försök igen.
}
learn-missed-over = Partiet tog slut innan målet nåddes. Försök igen.
learn-illegal = Det draget går inte att göra: { $why }
learn-level-link = Nivå { $level }: { $stars ->
    [0] inte klar än
    [one] en stjärna
   *[other] { $stars } stjärnor
}
learn-reset-stage = Börja om lektionen
learn-reset-confirm = Glömma dina stjärnor i ”{ $stage }”?
learn-no-stage = Kursen har ingen lektion som heter ”{ $stage }”. Här är den första nivån du inte har klarat än.
learn-no-level = Lektionen har ingen nivå { $level }. Här är dess första.
learn-broken = Den här nivån går inte att spela: { $why }
puzzles-link = Problem ({ $count })
puzzle-title = Problem { $number } av { $count }
puzzle-goal-win = { $moves ->
    [one] Vinn med en sten.
   *[other] Vinn med fyror: gör en fyra med varje sten, och fem inom { $moves } stenar.
}
puzzle-goal-defence = Motståndaren hotar att vinna med fyror. Hitta den enda sten som stoppar det.
puzzle-hint = Draget du ska hitta är markerat på brädet.
puzzle-goal-best = Hitta det bästa draget: det ger dig mycket större chanser än något annat.
puzzle-goal-hold = Alla drag utom ett förlorar. Hitta det som håller partiet.
puzzle-theme-win = Vinnande drag
puzzle-theme-crushing = Förkrossande
puzzle-theme-advantage = Fördel
puzzle-rating = Rankad { $rating }
puzzle-your-rating = Din problemrating: { $rating }
puzzle-your-rating-provisional = Din problemrating: { $rating } (preliminär)
puzzle-summary = Dina problem
puzzle-summary-none = Inget problem försökt ännu. Bara första försöket på ett problem räknas till ratingen.
puzzle-summary-theme = { $first } av { $tried } lösta på första försöket
puzzle-retry-failed = Försök igen med ett missat problem ({ $count })
puzzle-counted = { $change } för det här problemet
mistakes-link = Dina misstag ({ $count })
mistake-title = Ditt misstag { $number } av { $count }
mistake-goal-mistake = Du spelade { $played } här, ett misstag. Hitta ett bättre drag.
mistake-goal-blunder = Du spelade { $played } här, en blunder. Hitta ett bättre drag.
mistake-asking = Datorn bedömer ditt drag…
mistake-better = Bättre! { $token } behåller { $after } % av dina chanser (datorns drag, { $best }, behåller { $chance } %).
mistake-not-better = Inte bättre: efter { $token } är dina chanser { $after } %. Datorns drag visas på brädet: { $best }.
mistake-failed = Datorn kunde inte bedöma draget: { $why }
mistake-unreadable = dess svar gick inte att läsa
mistake-next = Nästa misstag
mistake-forget = Glöm det här misstaget
mistake-none = Inga sparade misstag än. Analysera ett parti du spelat: dina misstag och blundrar kan du sedan öva på här.
mistake-no-number = Det finns inget misstag { $number }. Här är det sista.
mistake-broken = Det här misstagets ställning går inte att sätta upp.
puzzle-next = Nästa problem
puzzle-none = Det finns inget problem ”{ $id }”. Här är det första.
puzzle-none-yet = Det här spelet har inga problem än.
puzzle-daily = Dagens problem
learn-embed-lessons = Alla lektioner på Tessera
learn-embed-puzzles = Fler problem på Tessera
learn-embed-summary = Lägg den på din webbplats
learn-embed-level = Den här nivån, för din webbplats:
learn-embed-puzzle = Det här problemet:
learn-embed-daily = Dagens problem (ett nytt varje dag):
puzzle-theme-vcf = Vinst med fyror
puzzle-theme-long = Lång variant
puzzle-theme-defence = Försvar
