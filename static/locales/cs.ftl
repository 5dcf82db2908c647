# Tessera: české zprávy (Czech). Same ids and order as en.ftl.

site-name = Tessera
nav-home = Všechny hry
language-label = Jazyk

## The games

game-karo-four = Karo: Čtyři v řadě
game-karo-jumpers = Karo: Skokani a lezci
game-kauri = Kauri
game-azacru = Azacru
game-caro = Caro
home-not-found = Stránka „{ $path }“ neexistuje. Tady jsou naše hry.
home-no-page = Na této adrese žádná stránka není. Tady jsou naše hry.
page-not-found = Stránka nenalezena

## The status line

status-to-play = { $colour } je na tahu
status-to-play-person = { $colour } je na tahu ({ $person })
caro-prompt-place = Další kámen: { $colour }. Dokud nejsou zvoleny barvy, kladou se střídavě kameny obou barev.
caro-shown = Váš kámen je zobrazen na { $point }: klepněte na něj znovu a položte ho, nebo klepněte na jiný bod.
status-choice = { $person }: zvolte barvu
status-choice-or-place = { $person }: zvolte barvu, nebo položte 4. a 5. kámen
status-wins-five = { $colour } vyhrál pěti kameny v řadě
status-wins-row = { $colour } vyhrál řadou { $length } kamenů
status-draw = Remíza: deska je plná

## The board

board-label = Hrací deska Caro, 15 na 15
point-empty = { $point }, volno
point-shown = { $point }, ukázaný kámen: dalším klepnutím ho položíte
point-black = { $point }, černý kámen
point-white = { $point }, bílý kámen

## Game controls

control-new-game = Nová hra
control-undo = Vrátit tah
new-game-title = Nová hra
new-game-start = Začít
new-game-cancel = Zrušit
result-won = Vyhráli jste
result-lost = Prohráli jste
result-draw = Remíza
result-over = Konec hry
new-game-opponent = Hrát proti
new-game-friend = Kamarádovi na tomto zařízení
new-game-computer = Počítači
new-game-level = Úroveň
new-game-you = Hrajete za
new-game-advanced = Kdo začíná a kdo hraje za kterou stranu
start-title = Jak chcete hrát?
start-computer = Hrát proti počítači
start-friend = Hrát tady s přáteli
start-friend-text = Střídejte se u této obrazovky.
start-more = Další možnosti…
match-up-you = Vy ({ $seat })
match-up-computer = Počítač, úroveň { $level } ({ $seat })
match-up-here = všichni hrají na tomto zařízení
status-your-move = Jste na tahu
status-computer-moves = Počítač táhne…

## Options

option-opening = Zahájení
option-opening-free = Volné: hráči se střídají od prvního kamene
option-opening-swap = Swap: tři kameny, pak si druhý hráč zvolí barvu
option-opening-swap2 = Swap2: jako swap, nebo další dva kameny a volba se vrací
option-overline = Šest a více v řadě
option-overline-win = vyhrává
option-overline-nowin = nevyhrává
option-closed = Pětice zablokovaná soupeřem
option-closed-both = nevyhrává, jen když je zablokovaná na obou koncích
option-closed-either = nevyhrává, už když je zablokovaná na jednom konci
option-closed-never = vyhrává vždy
option-players = Hráči
option-players-2 = 2: východ a západ
option-players-3 = 3: sever, východ a západ
option-players-4 = 4: sever, východ, jih a západ
option-first = Začíná
option-first-north = Sever
option-first-east = Východ
option-first-south = Jih
option-first-west = Západ
option-first-white = Bílý
option-first-red = Červený

## Notices about links

notice-bad-move = Tah { $n } „{ $token }“: { $reason }.
notice-bad-move-kept = Hra z tohoto odkazu tady končí; zobrazujeme ji do tahu { $kept }.
notice-bad-option = Odkaz obsahuje volbu, kterou hra nepřijímá: { $reason }. Místo ní platí výchozí hodnota.
notice-keep = Pokračovat odtud
notice-new-game = Začít novou hru

## Why a move was refused

error-malformed-move = v této hře to není tah
error-no-such-point = takový bod neexistuje
error-occupied = tento bod je už obsazený
error-choice-due = nyní je na řadě volba barvy
error-no-choice-due = volba barvy teď není na řadě
error-game-over = hra už skončila
error-no-such-field = takové pole neexistuje
error-no-chevron = na tomto poli nemáte šipku
error-not-straight = šipka se pohybuje po přímce, nejméně o jedno pole
error-wrong-direction = šipka se pohybuje jen přímo vpřed nebo o 45° do jedné či druhé strany
error-beyond-power = tak daleko šipka svou silou pohybu nedosáhne
error-field-taken = na tomto poli stojí šipka nebo značka jiného hráče
error-path-blocked = v cestě stojí šipka; minout ji lze jen skokem mezi dvěma vašimi značkami
error-no-twist = otočení smí následovat jen po tahu šipky do jiné oblasti, pokud šipka zůstane na desce
error-pass-not-allowed = pasovat smíte jen tehdy, když není možný žádný tah
error-no-such-cell = takové pole neexistuje
error-not-your-piece = nemáte tam žádný kámen
error-no-tile = tam není žádný dílek
error-tile-taken = tam už stojí kámen
error-still-placing = kameny se ještě rozmísťují
error-all-placed = všechny kameny už jsou rozmístěné
error-wrong-way = takhle se kameny nepohybují
error-nothing-to-jump = není tu žádný kámen, přes který by se dalo skočit
error-crawler-cannot-jump = lezec táhne jen na sousední pole
error-jumper-cannot-crawl = skokan může jen skákat
error-not-past-the-run = skokan dopadá hned za řadu kamenů
error-no-tile-to-lift = tam není žádný dílek ke zvednutí
error-lift-occupied = na dílku, který chcete zvednout, stojí kámen
error-lift-held = dílek, který chcete zvednout, sousedí stranou s více než dvěma dílky
error-lift-cuts-field = zvednutím tohoto dílku by se hrací plocha rozpadla na části
error-same-cell = dílek musíte položit na jiné pole
error-tile-already-there = tam už dílek leží
error-not-touching-field = nové místo se nedotýká hrací plochy žádnou stranou
error-no-cowrie = v tomto důlku není kauri
error-must-pass = na vaší straně nejsou žádné kauri: musíte pasovat
error-must-sow = pasovat smíte, jen když nemáte žádné kauri, které byste mohli rozsít
error-malformed-option = očekáváno option=value
error-unknown-option = taková volba neexistuje
error-bad-option-value = tuto hodnotu volba nepřipouští
notice-bad-position = Kód pozice v tomto odkazu se nepodařilo přečíst: { $reason }. Hra proto začíná od začátku.

## Moves and replay

moves-title = Tahy
moves-none = Zatím žádné tahy.
replay-first = Začátek hry
replay-back = Předchozí tah
replay-forward = Další tah
replay-last = Poslední tah
control-redo = Znovu
discard-text = Zahrajete-li tady { $token }, zahodíte { $later ->
    [one] následující tah
    [few] { $later } následující tahy
    [many] { $later } následujícího tahu
   *[other] { $later } následujících tahů
}.
discard-yes = Zahodit a hrát
discard-no = Ponechat

## Saved games

resume-text = Máte tu uloženou hru ({ $moves ->
    [one] jeden tah
    [few] { $moves } tahy
    [many] { $moves } tahu
   *[other] { $moves } tahů
}).
resume-yes = Pokračovat
resume-no = Teď ne
saved-set-aside = { $count ->
    [one] Jednu uloženou hru se nepodařilo přečíst (možná pochází ze starší verze webu), a tak jsme ji odložili stranou.
    [few] { $count } uložené hry se nepodařilo přečíst (možná pocházejí ze starší verze webu), a tak jsme je odložili stranou.
    [many] { $count } uložené hry se nepodařilo přečíst (možná pocházejí ze starší verze webu), a tak jsme je odložili stranou.
   *[other] { $count } uložených her se nepodařilo přečíst (možná pocházejí ze starší verze webu), a tak jsme je odložili stranou.
}

## Sharing

control-share = Sdílet
share-copied = Odkaz zkopírován.
share-copy-failed = Zkopírujte odkaz níže v části „Odkazy a soubory“.
share-panel = Odkazy a soubory
share-link-game = Celá hra
share-link-move = Tento tah
share-link-position = Jen tato pozice
share-copy = Kopírovat
share-copy-done = Zkopírováno
share-copy-refused = Nezkopírováno
share-download = Stáhnout záznam
share-upload = Otevřít soubor se záznamem…
import-label = Vložte odkaz, záznam nebo kód pozice
import-placeholder = https://…/caro/#moves=h8,i9  or  tessera-record 1 …
import-open = Otevřít
import-empty = Není co otevřít: nejdřív vložte odkaz, záznam nebo kód pozice.
import-unrecognised = Tohle není odkaz, záznam ani kód pozice.
import-not-a-game = Tento odkaz nevede ke hře.
import-bad-record = Tento záznam se nepodařilo přečíst: { $reason }.
import-bad-position = Tento kód pozice se nepodařilo přečíst: { $reason }.

## New game: who plays

new-game-players = Kdo hraje za kterou stranu
seat-person = Člověk
seat-computer = Počítač, úroveň { $level }
person-opener-title = První hráč
person-responder-title = Druhý hráč

## Rules pages

rules-link = Pravidla
rules-title = Jak se hraje { $game }
rules-play = Zahrát si { $game }
learn-title = Výuka: { $game }

## The page, shared by every game: its buttons, notices and the move box

control-embed = Vložit na web
error-option-conflict = tato hodnota nejde dohromady s ostatními volbami
move-input-label = Zadejte tah
move-input-play = Zahrát
move-input-refused = { $token }: { $reason }
announce-move = { $mover }: { $token }
saved-not-saved = Tento prohlížeč hry neukládá (úložiště je vypnuté nebo plné). Vaše hra je v bezpečí v adrese: přidejte si ji do záložek, nebo použijte Sdílet.
crash-title = Něco se pokazilo.
crash-text = Tessera se zastavila kvůli chybě v programu. Vaše hra je v adrese nahoře: načtěte stránku znovu a pokračujte od posledního tahu.
crash-reload = Načíst znovu
share-picture-png = Obrázek (PNG)
share-picture-svg = Obrázek (SVG)
computer-thinking = Počítač přemýšlí…
board-loading = Deska se ještě načítá: za chvíli klepněte znovu.
board-tap-kept = Deska se ještě načítá: váš tah se zahraje, jakmile bude připravena.
board-choice-kept = Deska se ještě načítá: vaše volba se použije, jakmile bude připravena.
computer-hint = Počítač by zahrál { $token }.
control-hint = Nápověda
control-flip = Otočit desku

## Sides and lists (Kauri and Azacru)

side-north = Sever
    .letter = S
side-east = Východ
    .letter = V
side-south = Jih
    .letter = J
side-west = Západ
    .letter = Z
list-and = { $first } a { $last }

## The review's marks on a game's page

control-review = Rozbor
review-class-best = nejlepší
review-class-good = dobrý
review-class-inaccuracy = nepřesnost
review-class-mistake = chyba
review-class-blunder = hrubá chyba
review-reply = Odpověď, kterou počítač očekává
review-back = Zpět k partii
review-trying = Zkoušíte variantu od tahu { $number }; partie zůstává, jak byla.

## Online play

start-online = Hrát s přítelem online
start-online-text = Pošlete odkaz a hrajte odkudkoli.
my-games-open = Moje hry online

### part: caro

## Colours and players (Caro)

colour-black = Černý
colour-white = Bílý
person-opener = první hráč
person-responder = druhý hráč

## The colour choice in the swap openings

choice-swap = První hráč položil tři kameny. Teď si druhý hráč zvolí barvu; dál táhne bílý.
choice-swap2-first = První hráč položil tři kameny. Druhý hráč si teď zvolí barvu, nebo položí další dva kameny (bílý, pak černý) a volbu nechá na prvním hráči.
choice-swap2-second = Druhý hráč položil 4. a 5. kámen. Teď si barvu zvolí první hráč; dál táhne bílý.
choice-take-black = Hrát za černého
choice-take-white = Hrát za bílého

### part: azacru

## Azacru: players, facings and the status line

azacru-facing-n = sever
azacru-facing-ne = severovýchod
azacru-facing-e = východ
azacru-facing-se = jihovýchod
azacru-facing-s = jih
azacru-facing-sw = jihozápad
azacru-facing-w = západ
azacru-facing-nw = severozápad
azacru-status-to-move = { $side } je na tahu
azacru-status-must-pass = { $side } je na tahu: žádná šipka hráče { $side } nemůže táhnout, a proto { $side } musí pasovat
azacru-status-last-turns = { $passer } pasoval, a tak má každý další hráč ještě jeden poslední tah. { $side } je na tahu ({ $left ->
    [one] poslední tah
    [few] zbývají { $left } tahy
    [many] zbývá { $left } tahu
   *[other] zbývá { $left } tahů
})
azacru-status-last-turns-pass = { $passer } pasoval, a tak má každý další hráč ještě jeden poslední tah. { $side } nemůže táhnout a musí pasovat ({ $left ->
    [one] poslední tah
    [few] zbývají { $left } tahy
    [many] zbývá { $left } tahu
   *[other] zbývá { $left } tahů
})
azacru-someone = Jeden z hráčů
azacru-over-last-turns = { $passer } pasoval a ostatní už odehráli své poslední tahy.
azacru-over-repetition = Stejná pozice nastala potřetí.
azacru-status-winner = Konec hry: { $side } vyhrál s { $fields ->
    [one] 1 polem
    [few] { $fields } poli
    [many] { $fields } pole
   *[other] { $fields } poli
}
azacru-status-shared = Konec hry: { $sides } se dělí o vítězství, každý s { $fields ->
    [one] 1 polem
    [few] { $fields } poli
    [many] { $fields } pole
   *[other] { $fields } poli
}

## Azacru: the board, the action bar and the score

azacru-board-label = Hrací deska Azacru, 9 na 9 polí v devíti oblastech
azacru-cell-empty = prázdné
azacru-cell-marker = značka hráče { $side }
azacru-cell-chevron = šipka hráče { $side } mířící na { $facing }
azacru-cell-movable = může táhnout
azacru-cell-picked = vybraná, síla { $power }
azacru-cell-target = cílové pole
azacru-cell-target-twist = cílové pole v jiné oblasti
azacru-cell-connects = cílové pole s propojením přes { $count ->
    [one] 1 pole
    [few] { $count } pole
    [many] { $count } pole
   *[other] { $count } polí
}
azacru-cell-costly = cílové pole s propojením přes { $count ->
    [one] 1 pole
    [few] { $count } pole
    [many] { $count } pole
   *[other] { $count } polí
}, ale šipka přitom odejde ze hry
azacru-action-pick = { $side }: vyberte jednu ze svých zakroužkovaných šipek.
azacru-action-picked = Šipka na poli { $field }: síla { $power } (počet vašich značek v její oblasti, nejméně 1). Vyberte cíl:
azacru-legend-target = tah
azacru-legend-connects = propojení: pole mezi oběma značkami připadnou vám
azacru-legend-costly = propojení přes značku jiného hráče: šipka odejde ze hry
azacru-action-twist = Tah { $from }-{ $to } vede do jiné oblasti. Otočit šipku?
azacru-twist-group = Otočení
azacru-twist-keep = Ponechat
azacru-twist-left = Otočit vlevo
azacru-twist-right = Otočit vpravo
azacru-action-twist-keys = Na desce: Enter ponechá, L otočí vlevo, R otočí vpravo.
azacru-action-pass = { $side } nemůže táhnout žádnou šipkou.
azacru-pass = Pasovat
azacru-action-over = Konečný výsledek: { $scores }.
azacru-score-title = Skóre
azacru-score-player = Hráč
azacru-score-fields = Pole
azacru-score-markers = Zbývající značky
azacru-score-chevrons = Šipky
azacru-score-to-move = na tahu
azacru-score-winner = vítěz

### part: karo

## Karo, both variants: the board, the status line, the pieces beside the board

karo-red = Červený
karo-white = Bílý
karo-four-board-label = Stůl Karo: dílky a kameny na nich
karo-jumpers-board-label = Hrací deska Karo, 3 na 8
karo-cell-no-tile = { $cell }, bez dílku
karo-cell-empty = { $cell }, prázdný dílek
karo-cell-piece = { $cell }, { $piece }
karo-piece-red-up = červený kámen, kroužkem nahoru
karo-piece-red-down = červený kámen, kroužkem dolů
karo-piece-white-up = bílý kámen, kroužkem nahoru
karo-piece-white-down = bílý kámen, kroužkem dolů
karo-jumper-red = červený skokan
karo-crawler-red = červený lezec
karo-jumper-white = bílý skokan
karo-crawler-white = bílý lezec
karo-status-place = { $colour } pokládá kámen
karo-status-move = { $colour } je na tahu
karo-status-enter = { $colour }: vyberte kámen, který vstoupí na dílek
karo-status-pass = { $colour } nemůže táhnout a musí pasovat
karo-four-status-wins = { $colour } vyhrál: čtyři kameny kroužkem nahoru v řadě
karo-jumpers-status-wins = { $colour } vyhrál: všech šest kamenů je v cíli
karo-status-draw-passes = Remíza: žádná strana nemůže táhnout
karo-status-draw-repetition = Remíza: stejná pozice nastala potřetí
karo-in-hand = v zásobě: { $count }
karo-home = v cíli: { $count } ze 6
karo-pending = Dílek z pole { $from } leží na poli { $to }. Teď vyberte kámen, který na něj vstoupí: přetáhněte ho tam, nebo na něj klikněte.
karo-pending-cancel = Vrátit dílek zpět
karo-pass = Pasovat
karo-four-hint-place = Položeno { $placed } z { $all } kamenů: klikněte na prázdný dílek a položte na něj svůj.
karo-four-hint = Přetáhněte kámen nebo dílek s tečkovaným okrajem na vyznačené pole; nebo na něj klikněte a pak na pole.
karo-jumpers-hint = Přetáhněte kámen na vyznačené pole, nebo na něj klikněte a pak na pole. Kameny s kroužkem jsou skokani, kameny bez kroužku lezci.

### part: kauri

## Kauri: the status line, the sowing and the board

kauri-status-to-move = Na tahu je { $side }
kauri-status-must-pass = { $side } nemá na své straně žádnou kauri a musí pasovat
kauri-status-tie-break = Kameny došly za stavu 30–30: rozhoduje se hrou jen s kauri. Na tahu je { $side }
kauri-status-passed = { $side } pasoval.
kauri-status-sowing = { $side } rozsévá { $pit }…
kauri-won-decisive = Konec hry: vyhrává { $side }, v zásobníku má { $won } kamenů proti { $lost } (hráč { $loser }); 31 kamenů v zásobníku hru rozhoduje
kauri-won-tie-break = Konec hry: za stavu 30–30 nemá { $loser } žádnou kauri k rozsévání, a tak rozhodující hru vyhrává { $side }
kauri-won-repetition = Konec hry: stejná pozice nastala potřetí; vyhrává { $side } s větším zásobníkem, { $won } proti { $lost } (hráč { $loser })
kauri-status-draw = Konec hry: stejná pozice nastala potřetí a zásobníky jsou stejné, { $south }–{ $north }: remíza
kauri-prompt-sow = Vyberte jeden ze svých důlků s kauri, v { $row ->
    [bottom] dolní
   *[top] horní
} řadě
kauri-prompt-pass = Ve svých důlcích nemáte žádnou kauri: stiskněte Pasovat
kauri-note-capture = { $side } bere { $count ->
    [one] 1 kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}
kauri-note-falls = Kámen padá do zásobníku hráče { $side }
kauri-said-capture = { $side } zajal { $count ->
    [one] 1 kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}: { $cowries ->
    [one] kauri dopadla do důlku
   *[other] kauri dopadly do důlků
} { $pits } (zásobník: { $before } → { $after })
kauri-said-falls = { $count ->
    [one] 1 kámen padl
    [few] { $count } kameny padly
    [many] { $count } kamene padlo
   *[other] { $count } kamenů padlo
} do zásobníku hráče { $side }: v { $pits } byly jen kauri (zásobník: { $before } → { $after })
kauri-pits = { $side } { $letters }
kauri-board-label = Deska kauri: dvě řady po šesti důlcích a na každém konci zásobník
kauri-board-yours = Hrajete za { $side }: { $row ->
    [bottom] dolní
   *[top] horní
} řada a zásobník { $end ->
    [right] vpravo
   *[left] vlevo
}
kauri-row-you = Vy ({ $side })
kauri-row-computer = Počítač ({ $side })
kauri-store-you = Vy
kauri-store-computer = Počítač
kauri-pit-label = { $side } { $pit }: { $stones ->
    [one] 1 kámen
    [few] { $stones } kameny
    [many] { $stones } kamene
   *[other] { $stones } kamenů
}, { $cowries ->
    [one] 1 kauri
   *[other] { $cowries } kauri
}
kauri-pit-playable = lze rozsévat
kauri-pit-sown = odsud se v posledním tahu rozsévalo
kauri-pit-ended = zde skončil poslední tah
kauri-pit-taken = kameny odsud v posledním tahu odešly do zásobníku
kauri-store-label = Zásobník hráče { $side }: { $count ->
    [one] 1 kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}
kauri-pass = Pasovat
kauri-speed = Rychlost rozsévání
kauri-speed-slow = Pomalu
kauri-speed-normal = Normálně
kauri-speed-fast = Rychle
kauri-speed-instant = Okamžitě

### part: review

## The game review

review-title = Rozbor partie
review-close = Zavřít rozbor
review-progress = Prohlédnuté pozice: { $done } / { $total }
review-stop = Zastavit
review-resume = Pokračovat
review-failed = Počítač nemohl pokračovat: { $why }
review-graph = Šance na výhru v průběhu partie (kliknutím se ukáže pozice)
review-only-move = jediný tah
review-missed-win = promarněná výhra
review-forced-loss = vede k vynucené prohře
review-decided = partie už byla rozhodnuta: nepočítá se
review-decided-count = Nepočítá se (partie byla rozhodnuta)
review-key-moment = Klíčový okamžik: { $number }. { $token } ({ $mover }), { $class }
review-move = { $number }. { $token } ({ $mover }): { $class }, { $before } % → { $after } %
review-better = Počítač by táhl { $token }.
review-marks = Na desce
review-mark-better = { $token }: lepší tah počítače
review-mark-reply = { $token }: odpověď, kterou na něj počítač čeká
review-mark-played = { $number }. { $token }: zahraný tah
review-computer = Odtud počítač čeká (kliknutím ukážete variantu až sem):
review-try = Zahrajte tah na desce a vyzkoušejte vlastní variantu.
review-practise = Procvičit své chyby ({ $count })
review-answers = Počítač odpovídá na mé tahy ve zkoušené variantě
review-accuracy = Přesnost
review-player = Hráč
review-player-n = Hráč { $n }
review-table = Graf jako tabulka
review-chance = { $player }: šance
review-waiting = Čeká se na počítač…
review-class = Hodnocení

### part: embedding

## Embedding

embed-title = Vložte tuto desku na svůj web
embed-intro = Zkopírujte úryvek kódu do HTML své stránky. Deska běží v prohlížečích vašich návštěvníků; nic se neukládá.
embed-help-link = Všechna nastavení a zprávy
embed-mode = Návštěvníci mohou
embed-mode-play = hrát ve dvou
embed-mode-view = jen přehrávat tahy
embed-mode-puzzle = řešit úlohu: najít tahy od zobrazené pozice dál
embed-mode-ai = hrát proti počítači
embed-level = Úroveň počítače
embed-theme = Barvy
embed-theme-light = světlé
embed-theme-dark = tmavé
embed-theme-transparent = pozadí vaší stránky
embed-undo = Povolit vracení tahů
embed-flip = Otočit desku
embed-snippet = Kód k vložení
embed-copy = Kopírovat kód
embed-preview = Náhled
embed-open-site = Otevřít na webu Tessera
puzzle-wrong = { $token } to není. Zkuste to znovu.
puzzle-right = Správně! Pokračujte.
puzzle-solved = Vyřešeno!
embed-help-title = Desky Tessera na vašem webu
embed-help-intro = Kterákoli stránka může v iframu zobrazit živou desku Tessera. Vše, co deska potřebuje, je v její adrese: hra, její tahy nebo pozice a to, jak se má chovat. Vytvořte ji tlačítkem Vložit na web na stránce hry, nebo adresu napište sami:
embed-help-script = Rám výše je široký jako jeho sloupec (nejvýše 480 pixelů). Řádek s embed.js vedle něj, jednou na stránku, zařídí, že každý rám Tessera na stránce sleduje výšku své desky, jak přibývají tahy; také z kódu jako <div data-tessera="caro" data-moves="h8,i9"></div> udělá desku.
embed-help-settings = Nastavení v adrese
embed-help-mode = Co mohou návštěvníci dělat: jen přehrávat, hrát ve dvou, hrát proti počítači, nebo řešit úlohu (musí najít tahy varianty, která následuje po zobrazeném tahu; jiné tahy deska odmítne). Výchozí: hrát.
embed-help-game = Hra stejně jako v odkazu Tessera: její tahy, nebo kód pozice, od které se začíná, a tah, u kterého se deska otevře (u úlohy: kde úloha začíná).
embed-help-options = Volby hry, stejně jako v odkazu Tessera.
embed-help-undo = Zobrazí tlačítko pro vrácení tahu.
embed-help-flip = Otočí desku tak, jak ji vidí protihráč.
embed-help-theme = Barvy kolem desky; transparent nechá prosvítat vaši stránku.
embed-help-lang = Jazyk textů na desce.
embed-help-level = Jak silně hraje počítač, od 1 do 5 (výchozí 3). Proti počítači hraje návštěvník za stranu, která je na tahu při otevření desky, takže táhne první; všechny ostatní strany hraje počítač (v Azacru pro tři nebo čtyři hráče všechny ostatní).
embed-help-origin = Původ (origin) vaší stránky. Zprávy se pak posílají jen jí a přijímají se jen od ní.
embed-help-messages = Komunikace s deskou
embed-help-messages-intro = Deska a vaše stránka si vyměňují zprávy pomocí window.postMessage. Každá zpráva je objekt s tessera: 1 a s polem type. Cokoli jiného se ignoruje.
embed-help-msg-ready = Od desky, jakmile se vykreslí: game, options, moves, position.
embed-help-msg-move = Od desky, po každém tahu návštěvníka i počítače: move, moves (všechny tahy oddělené mezerami), position.
embed-help-msg-gameover = Od desky, když hra skončí: result (například „winner black“ nebo „draw“).
embed-help-msg-height = Od desky, kdykoli se změní její výška: height v pixelech CSS, aby šlo upravit velikost iframu.
embed-help-msg-load = Desce: zobraz jinou hru (record: text záznamu) nebo pozici (position: kód pozice).
embed-help-msg-flip = Desce: otoč se.
embed-help-msg-undo = Desce: vrať poslední tah (u úlohy: poslední tah návštěvníka a odpověď na něj; proti počítači: poslední tah návštěvníka a odpověď počítače).
embed-help-hosting = Vlastní hosting Tessery
embed-help-hosting-text = V iframu se sandboxem bez allow-same-origin (tak vložený obsah zobrazuje WordPress) stahuje prohlížeč soubory desky jako z jiného webu, takže je server musí posílat s hlavičkou Access-Control-Allow-Origin: *. GitHub Pages to dělají samy; na Netlify a Cloudflare Pages se o to postará soubor _headers v balíčku.
embed-help-learn = Lekce a úlohy
embed-help-learn-text = Stejně se vkládá úroveň lekce nebo úloha ze stránky Výuka dané hry: embed/learn/<hra>/ se stage= a level= pro úroveň (odkaz na další úroveň zůstává v rámu), puzzle=daily pro úlohu dne (ten den stejnou pro všechny návštěvníky), nebo puzzle= a id úlohy. Platí theme, lang a origin; v prohlížeči návštěvníka se nic neukládá.

## The home page

site-tagline = Pět pozoruhodných deskových her přímo ve vašem prohlížeči.
home-play = Hrát
home-continue = Pokračovat ve hře
home-your-games = Vaše hry online
home-their-move = Na tahu je soupeř
home-waiting = Čeká se na ostatní hráče
home-left = Zbývá { $time }
home-days = { $days } d
blurb-karo-four = Dílky desky se během hry přesouvají: vyhrává, kdo jako první dostane do řady čtyři kameny kroužkem nahoru.
blurb-karo-jumpers = Závod po dílcích Karo: skokani skáčou, lezci lezou a všech šest musí dojít na opačný konec.
blurb-kauri = Dvouřadá mankala s kameny a mušlemi kauri: rozsévejte, zajímejte a plňte svůj zásobník.
blurb-azacru = Šipky obsazují pole a oblasti na desce 9×9; pro dva až čtyři hráče.
blurb-caro = Vietnamské piškvorky, v nichž pětice zablokovaná na obou koncích nevyhrává.

### part: learn

learn-play-link = Zahrát si { $game }
learn-level = Úroveň { $level } z { $levels }
learn-stages = Lekce
learn-goal-label = Cíl:
learn-par = { $par ->
    [one] Tři hvězdy za splnění jedním tahem.
    [few] Tři hvězdy za splnění { $par } tahy.
   *[other] Tři hvězdy za splnění { $par } tahy.
}
learn-best = Váš nejlepší výsledek: { $stars ->
    [one] jedna hvězda.
    [few] { $stars } hvězdy.
   *[other] { $stars } hvězd.
}
learn-hint = Nápověda
learn-retry = Znovu
learn-next = Další úroveň
learn-all-done = To byla poslední úroveň této výuky.
learn-done = Splněno { $moves ->
    [one] jedním tahem
   *[other] { $moves } tahy
}: { $stars ->
    [one] jedna hvězda.
    [few] { $stars } hvězdy.
   *[other] { $stars } hvězd.
}
learn-missed-play = Tohle není tah, který tato úroveň chce. Zkuste to znovu.
learn-missed-stop = Takhle má soupeř vítězný tah. Zkuste to znovu.
learn-missed-moves = { $moves ->
    [one] Cíle se nepodařilo dosáhnout jedním tahem. Zkuste to znovu.
   *[other] Cíle se nepodařilo dosáhnout do { $moves } tahů. Zkuste to znovu.
}
learn-missed-over = Hra skončila dřív, než jste dosáhli cíle. Zkuste to znovu.
learn-illegal = Tento tah nelze zahrát: { $why }
learn-level-link = Úroveň { $level }: { $stars ->
    [0] zatím nesplněno
    [one] jedna hvězda
    [few] { $stars } hvězdy
   *[other] { $stars } hvězd
}
learn-reset-stage = Začít tuto lekci znovu
learn-reset-confirm = Zapomenout vaše hvězdy v lekci „{ $stage }“?
learn-no-stage = Tato výuka nemá lekci „{ $stage }“. Tady je první úroveň, kterou jste ještě nesplnili.
learn-no-level = Tato lekce nemá úroveň { $level }. Tady je její první.
learn-broken = Tuto úroveň nelze hrát: { $why }
puzzles-link = Úlohy ({ $count })
puzzle-title = Úloha { $number } z { $count }
puzzle-goal-win = { $moves ->
    [one] Vyhrajte jedním kamenem.
   *[other] Vyhrajte čtyřkami: každým kamenem udělejte čtyřku a nejvýš { $moves } kameny pětici.
}
puzzle-goal-defence = Soupeř hrozí výhrou čtyřkami. Najděte jediný kámen, který ji zastaví.
puzzle-hint = Hledaný tah je vyznačen na desce.
puzzle-goal-best = Najděte nejlepší tah: zachová vám mnohem víc šancí než kterýkoli jiný.
puzzle-goal-hold = Všechny tahy kromě jednoho prohrávají. Najděte ten, který hru udrží.
puzzle-theme-win = Vítězný tah
puzzle-theme-crushing = Drtivá výhoda
puzzle-theme-advantage = Výhoda
puzzle-rating = Hodnocení { $rating }
puzzle-your-rating = Vaše hodnocení v úlohách: { $rating }
puzzle-your-rating-provisional = Vaše hodnocení v úlohách: { $rating } (předběžné)
puzzle-summary = Vaše úlohy
puzzle-summary-none = Zatím žádná úloha. Do hodnocení se počítá jen první pokus o každou úlohu.
puzzle-summary-theme = { $first } z { $tried } vyřešeno napoprvé
puzzle-retry-failed = Zkusit znovu nevyřešenou úlohu ({ $count })
puzzle-counted = { $change } za tuto úlohu
mistakes-link = Vaše chyby ({ $count })
mistake-title = Vaše chyba { $number } z { $count }
mistake-goal-mistake = Zde jste zahráli { $played }, což byla chyba. Najděte lepší tah.
mistake-goal-blunder = Zde jste zahráli { $played }, což byla hrubá chyba. Najděte lepší tah.
mistake-asking = Počítač posuzuje váš tah…
mistake-better = Lépe! { $token } vám ponechá { $after } % šancí (tah počítače, { $best }, ponechá { $chance } %).
mistake-not-better = To není lepší: po { $token } máte { $after } % šancí. Tah počítače je vyznačen na desce: { $best }.
mistake-failed = Počítač tah nedokázal posoudit: { $why }
mistake-unreadable = jeho odpověď nešla přečíst
mistake-next = Další chyba
mistake-forget = Zapomenout tuto chybu
mistake-none = Zatím žádné uložené chyby. Nechte si rozebrat partii, kterou jste hráli: své chyby a hrubé chyby si pak můžete procvičit zde.
mistake-no-number = Chyba { $number } neexistuje. Zde je poslední.
mistake-broken = Pozici této chyby nelze sestavit.
puzzle-next = Další úloha
puzzle-none = Úloha „{ $id }“ neexistuje. Tady je první.
puzzle-none-yet = Tato hra zatím nemá žádné úlohy.
puzzle-daily = Úloha dne
learn-embed-lessons = Všechny lekce na Tessera
learn-embed-puzzles = Další úlohy na Tessera
learn-embed-summary = Vložit na vlastní web
learn-embed-level = Tato úroveň pro stránku vašeho webu:
learn-embed-puzzle = Tato úloha:
learn-embed-daily = Úloha dne (každý den jiná):
puzzle-theme-vcf = Výhra čtyřkami
puzzle-theme-long = Dlouhá varianta
puzzle-theme-defence = Obrana
