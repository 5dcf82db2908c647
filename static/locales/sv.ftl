# Tessera: svenska meddelanden (Swedish). Same ids and order as en.ftl.

site-name = Tessera
site-tagline = Fyra enastående brädspel, direkt i webbläsaren.
nav-home = Alla spel
language-label = Språk

## The games

game-karo-four = Karo: Fyra i rad
    .blurb = Brädets brickor flyttar sig under spelets gång: först med fyra uppvända pjäser i rad vinner.
game-karo-jumpers = Karo: Hoppare och krypare
    .blurb = En kapplöpning på Karos brickor: hoppare hoppar, krypare kryper, och alla sex måste nå fram till bortre änden.
game-kauri = Kauri
    .blurb = En mancala med två rader, stenar och kaurisnäckor: så, fånga och fyll ditt förråd.
game-azacru = Azacru
    .blurb = Vinklar tar rutor och områden på ett 9×9-bräde, för två till fyra spelare.
game-caro = Caro
    .blurb = Vietnams luffarschack, där en femma som är spärrad i båda ändar inte vinner.
home-play = Spela
home-coming = Kommer snart
home-continue = Fortsätt ditt parti
home-not-found = Det finns ingen sida som heter ”{ $path }”. Här är spelen.
home-not-yet = { $game } går inte att spela än. Här är spelen du kan spela redan nu.

## Colours and players (Caro)

colour-black = Svart
colour-white = Vit
person-opener = första spelaren
person-responder = andra spelaren

## The status line

status-to-play = { $colour } vid draget
status-to-play-person = { $colour } vid draget ({ $person })
status-choice = { $person }: välj färg
status-choice-or-place = { $person }: välj färg eller lägg sten 4 och 5
status-wins = { $colour } vann
status-draw = Oavgjort: brädet är fullt

## The colour choice in the swap openings

choice-swap = Första spelaren har lagt tre stenar. Nu väljer andra spelaren färg; sedan är det vits drag.
choice-swap2-first = Första spelaren har lagt tre stenar. Nu väljer andra spelaren färg, eller lägger två stenar till (vit, sedan svart) och låter första spelaren välja.
choice-swap2-second = Andra spelaren har lagt sten 4 och 5. Nu väljer första spelaren färg; sedan är det vits drag.
choice-take-black = Ta svart
choice-take-white = Ta vit

## The board

board-label = Caro-bräde, 15 gånger 15
point-empty = { $point }, tom
point-black = { $point }, svart sten
point-white = { $point }, vit sten

## Game controls

control-new-game = Nytt parti
control-undo = Ångra
new-game-title = Nytt parti
new-game-start = Starta
new-game-cancel = Avbryt

## Options

option-opening = Öppning
option-opening-free = Fri: spelarna turas om från första stenen
option-opening-swap = Swap: tre stenar, sedan väljer den andra spelaren färg
option-opening-swap2 = Swap2: som swap, eller två stenar till och valet går tillbaka
option-overline = Sex eller fler i rad
option-overline-win = vinner
option-overline-nowin = vinner inte
option-closed = En femma som motståndaren har spärrat
option-closed-both = förlorar vinsten bara om båda ändarna är spärrade
option-closed-either = förlorar vinsten om någon av ändarna är spärrad
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
share-download = Ladda ner protokollet
share-upload = Öppna en protokollfil…
import-label = Klistra in en länk, ett protokoll eller en ställningskod
import-placeholder = https://…#/caro?moves=h8,i9  or  tessera-record 1 …
import-open = Öppna
import-empty = Det finns inget att öppna: klistra först in en länk, ett protokoll eller en ställningskod.
import-unrecognised = Det här är varken en länk, ett protokoll eller en ställningskod.
import-not-a-game = Den här länken leder inte till något spel.
import-bad-record = Protokollet kunde inte läsas: { $reason }.
import-bad-position = Ställningskoden kunde inte läsas: { $reason }.

## New game: who plays

new-game-players = Spelare
seat-person = En människa
seat-computer-soon = Datorn (kommer snart)
seat-computer = Datorn, nivå { $level }
person-opener-title = Första spelaren
person-responder-title = Andra spelaren

## Rules pages

rules-link = Regler
rules-title = Så spelar man { $game }
rules-play = Spela { $game }
rules-coming = Reglerna för det här spelet kommer hit när det går att spela på webbplatsen.

## Caro's rules, in our words

caro-rules-intro = Caro är Vietnams variant av fem i rad. Två spelare turas om att lägga stenar på punkterna där linjerna korsar varandra på ett bräde med 15 × 15 linjer. Svart lägger den första stenen. En sten som har lagts ligger kvar på sin plats tills partiet är slut.
caro-rules-goal-title = Målet
caro-rules-goal = Bli först med en obruten rad av fem egna stenar: vågrätt, lodrätt eller diagonalt.
caro-rules-diagram-open = Fem i rad, spärrad i bara ena änden: svart vinner.
caro-rules-diagram-closed = Samma femma med vita stenar i båda ändarna: ingen vinst, partiet fortsätter.
caro-rules-diagram-edge = Brädets kant spärrar aldrig: den här femman vinner.
caro-rules-diagram-six = Sex i rad vinner även när båda ändarna är spärrade.
caro-rules-twist-title = Haken: en instängd femma räknas inte
caro-rules-twist = En rad med exakt fem stenar vinner inte när båda punkterna närmast bortom dess ändar har motståndarens stenar. En tom punkt eller brädets kant lämnar den änden öppen. En sådan instängd femma förblir värdelös resten av partiet, så ett klassiskt försvar är att spärra ena änden av en fyra och vänta: om motståndaren sedan fyller i andra änden ända fram till din sten är femman död.
caro-rules-end-title = Partiets slut
caro-rules-end = Partiet slutar så fort en sten fullbordar en vinnande rad. Om alla 225 punkter fylls utan att någon sådan rad uppstår blir partiet oavgjort.
caro-rules-openings-title = Öppningar
caro-rules-openings = De första stenarna ger svart en fördel. Webbplatsen erbjuder tre sätt att börja, som bara ändrar vem som spelar vilken färg:
caro-rules-opening-free = Fri: första spelaren tar svart och turen växlar från första stenen.
caro-rules-opening-swap = Swap: första spelaren lägger tre stenar (svart, vit, svart); sedan väljer andra spelaren färg, och den som har vit lägger sten 4.
caro-rules-opening-swap2 = Swap2: som i swap, men i stället för att välja får andra spelaren lägga sten 4 och 5 (vit, sedan svart) och lämna över valet till första spelaren. Därefter lägger vit sten 6.
caro-rules-options-title = Varianter
caro-rules-options = Två alternativ till ändrar vad som räknas som vinst:
caro-rules-option-overline = Sex eller fler i rad: vinner (den vanliga regeln) eller vinner aldrig, och då räknas bara exakt fem (regeln i Gomocups Caro-liga).
caro-rules-option-closed = En femma som motståndaren har spärrat: förlorar vinsten bara när den är spärrad i båda ändarna (den vanliga regeln), redan när den är spärrad i ena änden (kanten spärrar fortfarande aldrig), eller vinner alltid (vanlig gomoku).
caro-rules-notation-title = Att skriva ner dragen
caro-rules-notation = Kolumnerna är bokstäverna a till o räknat från vänster, raderna talen 1 till 15 räknat nedifrån, så mitten är h8. En sten skrivs som sin punkt; färgvalet i swap-öppningarna som =b (ta svart) eller =w (ta vit). Ett parti är dess drag i ordning, till exempel h8 i9 h10 =w g9.
caro-rules-decisions-title = Där vi fick bestämma själva
caro-rules-decisions = De ursprungliga reglerna säger inte allt som en dator behöver veta. Vi valde de här tolkningarna: brädets kant spärrar aldrig en rad; en rad bedöms bara när dess sista sten läggs, så en instängd femma kan aldrig väckas till liv igen; en längre rad räknas som en helhet, så en sexa innehåller aldrig någon ”femma”; och ”swap” betyder det byte efter tre stenar som spelas i gomokuturneringar, inte ett byte efter en sten.

## Embedding

control-embed = Bädda in
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
embed-preview = Förhandsvisning
embed-open-site = Öppna på Tessera
puzzle-wrong = { $token } är inte rätt drag. Försök igen.
puzzle-right = Rätt! Fortsätt.
puzzle-solved = Löst!
embed-help-title = Tessera-bräden på din egen webbplats
embed-help-intro = Vilken sida som helst kan visa ett levande Tessera-bräde i en iframe. Allt som behövs står i adressen: spelet, dess drag eller ställning, och hur brädet ska bete sig. Skapa ett med knappen Bädda in på en spelsida, eller skriv adressen själv:
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
embed-help-msg-ready = Från brädet, när det har ritats: game, position.
embed-help-msg-move = Från brädet, efter varje drag, besökarens eller datorns: move, moves (alla drag, åtskilda med mellanslag), position.
embed-help-msg-gameover = Från brädet, när partiet är slut: result (till exempel ”winner black” eller ”draw”).
embed-help-msg-height = Från brädet, så fort dess höjd ändras: height i CSS-pixlar, för att ge iframen rätt storlek.
embed-help-msg-load = Till brädet: visa ett annat parti (record: texten i ett protokoll) eller en annan ställning (position: en ställningskod).
embed-help-msg-flip = Till brädet: vänd på dig.
embed-help-msg-undo = Till brädet: ta tillbaka det senaste draget (i ett problem: besökarens senaste drag och svaret på det; mot datorn: besökarens senaste drag och datorns svar).
embed-help-hosting = Att köra Tessera på egen server
embed-help-hosting-text = I en sandlådad iframe utan allow-same-origin (så som WordPress visar inbäddningar) hämtar webbläsaren brädets filer som från en annan webbplats, så servern måste skicka Access-Control-Allow-Origin: * med dem. GitHub Pages gör det av sig självt; på Netlify och Cloudflare Pages sköts det av filen _headers i paketet.
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
computer-hint = Datorn skulle spela { $token }.
control-hint = Tips

## Azacru: players, facings and the status line

side-north = Nord
    .letter = N
side-east = Öst
    .letter = Ö
side-south = Syd
    .letter = S
side-west = Väst
    .letter = V
list-and = { $first } och { $last }
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

## Azacru's rules, in our words

azacru-rules-intro = Azacru är ett spel om territorium för två, tre eller fyra spelare, skapat av Mike Wellman (2005) som en del av hans Pacru-serie. Varje spelare flyttar pilformade vinklar över ett bräde med 9 × 9 rutor, indelat i nio områden om 3 × 3 rutor, och lämnar en markör i sin färg på varje ruta där en vinkel landar.
azacru-rules-goal-title = Målet
azacru-rules-goal = När partiet är slut vinner den spelare vars markörer täcker flest rutor. Har flera spelare lika många rutor i topp delar de på segern.
azacru-rules-start-title = Spelarna och starten
azacru-rules-start = Spelarna heter efter den sida av brädet där de sitter: Nord (rad 9), Öst, Syd och Väst. Två spelare tar Öst och Väst; tre tar Nord, Öst och Väst. Varje vinkel pekar från början mot brädets motsatta sida, och ännu finns inga markörer på brädet. I ett parti för två börjar Öst, i ett parti för tre eller fyra Nord (på webbplatsen kan ni välja). Turen går medurs: Nord, Öst, Syd, Väst.
azacru-rules-diagram-two = Två spelare: de fyra vinklarna som tillhör Öst (Ö) och Väst (V) i utgångsläget.
azacru-rules-diagram-four = Fyra spelare: tre vinklar var, alla riktade tvärs över brädet.
azacru-rules-move-title = Ett drag
azacru-rules-move = När det är din tur flyttar du en av dina vinklar i rak linje: rakt fram eller 45° åt vänster eller höger. Dess rörelseförmåga, alltså det största antal rutor den får gå, är antalet rutor i dess område som har dina markörer, men minst 1. Den får inte landa på en vinkel eller på en annan spelares markör, och den får inte passera över en vinkel (se dock förbindelsehoppet nedan); markörer längs vägen hindrar den inte. Därefter pekar vinkeln åt det håll den flyttade, och rutan där den landar får din markör.
azacru-rules-connection-title = Förbindelser
azacru-rules-connection = Om vinkeln börjar på en av dina markörer, landar på en annan och flyttar minst två rutor utan någon vinkel emellan, blir varje ruta däremellan din. Ligger där markörer från andra spelare går de tillbaka till sina ägare, och då lämnar din vinkel spelet: en förbindelse genom en annan spelares markör kostar vinkeln. Över en vinkel är ett drag mellan två av dina markörer tillåtet som ett hopp, men det fyller inte i några rutor.
azacru-rules-diagram-power = Öst har en vinkel på c3 med rörelseförmåga 3: tre av Östs markörer ligger i dess område. Målen är markerade; krysset på c6 är en förbindelse som går över markören som tillhör Väst på c5.
azacru-rules-diagram-connection = Efter c3-c6: c4 och c5 tillhör Öst, markören som tillhörde Väst har gått tillbaka, och Öst har förlorat vinkeln.
azacru-rules-twist-title = Vridningen
azacru-rules-twist = När en vinkel landar i ett annat område och blir kvar i spelet får du vrida den 45° åt vänster eller åt höger.
azacru-rules-end-title = Slutet
azacru-rules-end = En spelare som inte kan flytta någon vinkel måste passa. Det första passet inleder slutet: varje annan spelare får exakt ett drag till, i tur och ordning, och sedan är partiet slut. Partiet slutar också när samma ställning uppstår för tredje gången.
azacru-rules-site-title = Att spela på webbplatsen
azacru-rules-site = Klicka på en av dina vinklar (de är inringade) för att se dess rörelseförmåga och dess mål: en prick är ett vanligt drag, en ring en förbindelse, ett rött kryss en förbindelse som kostar vinkeln; rutorna som en förbindelse skulle fylla är inramade. Klicka på ett mål för att flytta dit. Om draget går in i ett annat område väljer du vridning: behåll, vrid åt vänster eller vrid åt höger. Med tangentbordet tabbar du in på brädet, flyttar med piltangenterna och väljer med Enter; L och R väljer vridning.
azacru-rules-notation-title = Att skriva ner dragen
azacru-rules-notation = Kolumnerna är bokstäverna a till i räknat från vänster, raderna talen 1 till 9 räknat nedifrån. Ett drag skrivs från-till, till exempel g1-g2, med l eller r tillagt för en vridning åt vänster eller höger: g1-f2l. Ett tvunget pass skrivs pass.
azacru-rules-decisions-title = Där vi fick bestämma själva
azacru-rules-decisions = Originaltexten lämnar en del öppet. Från de officiella engelska reglerna tog vi att en vinkel utan markörer i sitt område har rörelseförmåga 1, och att en vinkel pekar åt det håll den flyttade. Varje spelare har ett lager på 50 markörer; det visas, men tar aldrig slut i ett verkligt parti. En ställning som uppstår för tredje gången avslutar partiet, så att vinklar inte kan cirkla runt på egen mark i all evighet.

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
karo-status-wins = { $colour } vann
karo-status-draw-passes = Oavgjort: ingen av spelarna kan flytta
karo-status-draw-repetition = Oavgjort: samma ställning uppstod för tredje gången
karo-in-hand = { $count } i handen
karo-home = { $count } av 6 i mål
karo-pending = Brickan från { $from } ligger på { $to }. Dra nu eller klicka på pjäsen som ska kliva upp på den.
karo-pending-cancel = Lägg tillbaka brickan
karo-pass = Passa
karo-four-hint = Dra en pjäs, eller en bricka med prickad kant, till en markerad ruta; eller klicka på den och sedan på rutan.
karo-jumpers-hint = Dra en pjäs till en markerad ruta, eller klicka på den och sedan på rutan. Pjäser med cirkel är hoppare, släta pjäser krypare.

## Karo: Four in a Row, in our words

karo-four-rules-intro = Karo spelas på tjugo lösa träbrickor som ligger sida vid sida på bordet. Spelarna flyttar sina pjäser över brickorna, och flyttar även själva brickorna, så brädet ändrar form under partiets gång. Röd och Vit har sex pjäser var; varje pjäs har en märkt sida, en cirkel, som är vänd antingen uppåt eller nedåt.
karo-four-rules-goal-title = Målet
karo-four-rules-goal = Bli först med att ha fyra av dina pjäser med cirkeln uppåt på fyra rutor i följd längs en linje: vågrätt, lodrätt eller diagonalt.
karo-four-rules-placing-title = Först placeras pjäserna
karo-four-rules-placing = Brickorna ligger från början i en rektangel, fem brickor bred och fyra hög. Spelarna turas om, Vit först om inget annat har avtalats, att lägga sina pjäser med cirkeln nedåt på tomma brickor tills alla tolv är utplacerade.
karo-four-rules-moving-title = Sedan flyttar man
karo-four-rules-moving = Därefter är varje drag ett av tre slag:
karo-four-rules-slide = Skjut en av dina pjäser till en angränsande tom bricka, i någon av de åtta riktningarna. Pjäsen vänds inte.
karo-four-rules-jump = Hoppa med en av dina pjäser över en angränsande pjäs, oavsett färg, till den tomma brickan precis bakom den. Den hoppande pjäsen vänds: cirkel uppåt blir cirkel nedåt och tvärtom.
karo-four-rules-relocate = Flytta en bricka: lyft en tom bricka från spelplanens kant, lägg den på en tom ruta intill de andra brickorna, och skjut eller hoppa i samma drag med en av dina pjäser upp på den. En bricka får bara flyttas om en av dina pjäser sedan kan kliva upp på den.
karo-four-rules-diagram-start = Utgångsläget: tjugo brickor i en rektangel, ännu inga pjäser.
karo-four-rules-diagram-jump = Vit hoppar från i10 över j11 till k12 och vänds så att cirkeln kommer uppåt.
karo-four-rules-diagram-relocate = Vit lyfter brickan från h9 (streckad), lägger den på m12 och skjuter pjäsen från l12 upp på den.
karo-four-rules-diagram-win = Röd lägger brickan från l9 på h13 och skjuter upp på den: fyra cirklar uppåt i en lodrät rad vinner.
karo-four-rules-lift-title = Vilka brickor som kan flyttas
karo-four-rules-lift = En bricka kan lyftas när ingen pjäs står på den, högst två av dess sidor gränsar till andra brickor, och brickorna som blir kvar fortfarande hänger ihop sida vid sida. Den måste läggas på en tom ruta som har en sida gemensam med någon av de andra brickorna. Bordet är 20 gånger 20 rutor, och brickorna lämnar det aldrig. På webbplatsen har brickor som kan lyftas en prickad kant; när du tar upp en är rutorna där den får läggas inramade.
karo-four-rules-end-title = Partiets slut
karo-four-rules-end = Partiet slutar så fort ett drag ger spelaren som gjorde det en rad med fyra cirklar uppåt. En spelare som inte kan flytta måste passa; två pass i rad, eller att samma ställning uppstår för tredje gången med samma spelare vid draget, gör partiet oavgjort.
karo-four-rules-notation-title = Att skriva ner dragen
karo-four-rules-notation = Kolumnerna är bokstäverna a till t, raderna talen 1 till 20; brickorna ligger från början på h9 till l12. Att placera en pjäs skrivs som dess ruta (h9), ett skjut eller ett hopp som från-till (i10-j11, i10-k12), och ett drag med en bricka som pjäsens drag, ett snedstreck och platsen brickan kom ifrån: l12-m12/h9 lägger brickan från h9 på m12 och flyttar pjäsen från l12 upp på den.
karo-four-rules-decisions-title = Där vi fick bestämma själva
karo-four-rules-decisions = De ursprungliga reglerna lämnar några saker öppna. Vi tolkar dem så här: att flytta en bricka och att kliva upp på den är ett och samma drag; rader räknas i alla fyra riktningar, diagonalerna medräknade; bordet är ändligt, 20 gånger 20; och eftersom pjäser bara vänds när de hoppar kan ett parti sluta oavgjort genom pass eller upprepning.

## Karo: Jumpers and Crawlers, in our words

karo-jumpers-rules-intro = En kapplöpning på tjugofyra Karo-brickor som ligger som ett fast bräde, tre rutor brett och åtta långt. Varje spelare har tre hoppare (cirkeln uppåt) och tre krypare (cirkeln nedåt), och varje drag vänder den pjäs som flyttas.
karo-jumpers-rules-goal-title = Målet
karo-jumpers-rules-goal = För in alla sex pjäser i de två rader där motståndaren började. Vit börjar på rad 1 och 2 och ska till rad 7 och 8; Röd åt andra hållet. Varje sidas mål är inramat i dess färg.
karo-jumpers-rules-diagram-start = Utgångsläget: hopparna på de bakre raderna, kryparna framför dem.
karo-jumpers-rules-diagram-moves = Vits hoppare hoppar från a1 till a3 och blir en krypare; Röds krypare går från c7 till c6 och blir en hoppare.
karo-jumpers-rules-diagram-run = En hoppare hoppar över en hel rad av pjäser på en gång och landar precis efter den.
karo-jumpers-rules-move-title = Dragen
karo-jumpers-rules-move = Vit börjar om inget annat har avtalats. När det är din tur flyttar du en pjäs:
karo-jumpers-rules-crawler = En krypare går till en angränsande tom ruta i någon av de åtta riktningarna, vänds sedan och är då en hoppare.
karo-jumpers-rules-jumper = En hoppare hoppar, i någon av de åtta riktningarna, över hela den obrutna raden av pjäser bredvid sig (oavsett färg och hur många de än är) och landar på den tomma rutan precis efter dem, vänds sedan och är då en krypare. Den kan inte flytta utan en pjäs att hoppa över.
karo-jumpers-rules-end-title = Partiets slut
karo-jumpers-rules-end = Du vinner så fort alla sex av dina pjäser står i ditt mål. En spelare som inte kan flytta måste passa; två pass i rad, eller att samma ställning uppstår för tredje gången, gör partiet oavgjort.
karo-jumpers-rules-notation-title = Att skriva ner dragen
karo-jumpers-rules-notation = Kolumnerna är a till c, raderna 1 till 8 räknat från Vits sida. Ett drag skrivs från-till: b2-b3 är en krypares steg, a1-a3 ett hopp över a2.
karo-jumpers-rules-decisions-title = Där vi fick bestämma själva
karo-jumpers-rules-decisions = Originaltexten visar inte utgångsställningen; vi ställde hopparna bakom och kryparna framför, den enda sådana uppställning där den som börjar över huvud taget kan flytta. Den nämner inte heller något oavgjort; vi lade till oavgjort genom upprepning, så att ingen kan förhala partiet i all evighet.
## Kauri: the status line, the sowing and the board

kauri-status-to-move = { $side } drar
kauri-status-must-pass = { $side } har ingen kauri på sin sida och måste passa
kauri-status-tie-break = Stenarna tog slut vid 30–30: särspelet spelas bara med kaurisnäckor. { $side } drar
kauri-status-passed = { $side } passade.
kauri-status-winner = Partiet är slut: { $side } vinner, { $south }–{ $north } (Syd–Nord)
kauri-status-draw = Partiet är slut: oavgjort, { $south }–{ $north }
kauri-note-capture = { $side } tar { $count ->
    [one] 1 sten
   *[other] { $count } stenar
}
kauri-note-falls = Stenen faller till { $side }
kauri-board-label = Kauribräde: två rader med sex gropar och ett förråd i var ände
kauri-pit-label = { $side } { $pit }: { $stones ->
    [one] 1 sten
   *[other] { $stones } stenar
}, { $cowries ->
    [one] 1 kauri
   *[other] { $cowries } kaurisnäckor
}
kauri-pit-playable = kan sås
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
kauri-rules-intro = Kauri är en mancala för två, med stenar och kaurisnäckor. Man sår dem runt brädet; stenarna samlar man, snäckorna tar. Spelet är Ralf Gerings (2006).
kauri-rules-board-title = Brädet
kauri-rules-board = Två rader med sex gropar: Syd äger den närmre raden, Nord den bortre, och varje spelares förråd ligger vid hans högra ände. Varje grop börjar med 5 stenar och 1 kauri. Var och en kallar sina gropar a till f från sin egen vänstra sida till höger, så Nords a ligger mitt emot Syds f.
kauri-rules-move-title = Ett drag
kauri-rules-move = Välj en av dina gropar som har minst en kauri, ta ut allt i den och så en sak i varje följande grop moturs: först alla stenar, sedan alla snäckor. Förråden hoppas över; går du ett helt varv hoppas den tömda gropen över. Har ingen av dina gropar en kauri passar du.
kauri-rules-stone-capture = En sten som du sår i en av motståndarens gropar med snäckor men inga stenar går direkt till motståndarens förråd.
kauri-rules-cowrie-capture = En kauri som du sår i en av motståndarens gropar som inte hade någon kauri när ditt drag började tar alla stenar som nu ligger där till ditt förråd. Snäckan blir kvar.
kauri-rules-diagram-start = Början: 5 stenar och 1 kauri i varje grop.
kauri-rules-diagram-opening = Syd öppnar med c: fem stenar och sedan snäckan, en per grop.
kauri-rules-diagram-captures = Efter c c d b a: en sten föll till Syds förråd, sedan tog Syds kauri 2 stenar.
kauri-rules-end-title = Slutet
kauri-rules-end = Ett förråd med 31 stenar vinner direkt. När inga stenar finns kvar i groparna vinner det större förrådet; vid 30–30 fortsätter spelet med bara snäckor, och den som ska dra utan någon kauri på sin sida förlorar. En ställning som uppstår för tredje gången avslutar partiet: det större förrådet vinner, lika förråd blir oavgjort.
kauri-rules-notation-title = Att skriva ner dragen
kauri-rules-notation = Ett drag är bokstaven för den sådda gropen sett från den dragandes sida (a till f), eller pass.
