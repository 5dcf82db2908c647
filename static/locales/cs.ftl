# Tessera: české zprávy (Czech). Same ids and order as en.ftl.

site-name = Tessera
site-tagline = Čtyři pozoruhodné deskové hry přímo ve vašem prohlížeči.
nav-home = Všechny hry
language-label = Jazyk

## The games

game-karo-four = Karo: Čtyři v řadě
    .blurb = Dílky desky se během hry přesouvají: vyhrává, kdo jako první dostane do řady čtyři kameny otočené lícem nahoru.
game-karo-jumpers = Karo: Skokani a lezci
    .blurb = Závod po dílcích Karo: skokani skáčou, lezci lezou a všech šest musí dojít na opačný konec.
game-kauri = Kauri
    .blurb = Dvouřadá mankala s kamínky a mušlemi kauri: rozsévejte, zajímejte a plňte svou pokladnici.
game-azacru = Azacru
    .blurb = Šipky obsazují pole a oblasti na desce 9×9; pro dva až čtyři hráče.
game-caro = Caro
    .blurb = Vietnamské piškvorky, v nichž pětice zablokovaná na obou koncích nevyhrává.
home-play = Hrát
home-coming = Již brzy
home-continue = Pokračovat ve hře
home-not-found = Stránka „{ $path }“ neexistuje. Tady jsou naše hry.
home-not-yet = { $game } se zatím hrát nedá. Tady jsou hry, které si můžete zahrát už teď.

## Colours and players (Caro)

colour-black = Černý
colour-white = Bílý
person-opener = první hráč
person-responder = druhý hráč

## The status line

status-to-play = { $colour } je na tahu
status-to-play-person = { $colour } je na tahu ({ $person })
status-choice = { $person }: zvolte barvu
status-choice-or-place = { $person }: zvolte barvu, nebo položte 4. a 5. kámen
status-wins = { $colour } vyhrál
status-draw = Remíza: deska je plná

## The colour choice in the swap openings

choice-swap = První hráč položil tři kameny. Teď si druhý hráč zvolí barvu; dál táhne bílý.
choice-swap2-first = První hráč položil tři kameny. Druhý hráč si teď zvolí barvu, nebo položí další dva kameny (bílý, pak černý) a volbu nechá na prvním hráči.
choice-swap2-second = Druhý hráč položil 4. a 5. kámen. Teď si barvu zvolí první hráč; dál táhne bílý.
choice-take-black = Hrát za černého
choice-take-white = Hrát za bílého

## The board

board-label = Hrací deska Caro, 15 na 15
point-empty = { $point }, volno
point-black = { $point }, černý kámen
point-white = { $point }, bílý kámen

## Game controls

control-new-game = Nová hra
control-undo = Vrátit tah
new-game-title = Nová hra
new-game-start = Začít
new-game-cancel = Zrušit

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
error-no-cowrie = v této jamce není kauri
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
share-download = Stáhnout záznam
share-upload = Otevřít soubor se záznamem…
import-label = Vložte odkaz, záznam nebo kód pozice
import-placeholder = https://…#/caro?moves=h8,i9  or  tessera-record 1 …
import-open = Otevřít
import-empty = Není co otevřít: nejdřív vložte odkaz, záznam nebo kód pozice.
import-unrecognised = Tohle není odkaz, záznam ani kód pozice.
import-not-a-game = Tento odkaz nevede ke hře.
import-bad-record = Tento záznam se nepodařilo přečíst: { $reason }.
import-bad-position = Tento kód pozice se nepodařilo přečíst: { $reason }.

## New game: who plays

new-game-players = Hráči
seat-person = Člověk
seat-computer-soon = Počítač (již brzy)
seat-computer = Počítač, úroveň { $level }
person-opener-title = První hráč
person-responder-title = Druhý hráč

## Rules pages

rules-link = Pravidla
rules-title = Jak se hraje { $game }
rules-play = Zahrát si { $game }
rules-coming = Pravidla této hry tu najdete, jakmile si ji bude možné na webu zahrát.

## Caro's rules, in our words

caro-rules-intro = Caro jsou piškvorky, jak se hrají ve Vietnamu. Dva hráči se střídají v pokládání kamenů na body, kde se kříží čáry desky 15 × 15. První kámen pokládá černý. Položený kámen zůstává na svém místě až do konce hry.
caro-rules-goal-title = Cíl hry
caro-rules-goal = Jako první vytvořte nepřerušenou řadu pěti vlastních kamenů: vodorovně, svisle nebo úhlopříčně.
caro-rules-diagram-open = Pět v řadě, zablokováno jen na jednom konci: vyhrává černý.
caro-rules-diagram-closed = Stejná pětice s bílými kameny na obou koncích: výhra to není, hra pokračuje.
caro-rules-diagram-edge = Okraj desky nikdy neblokuje: tato pětice vyhrává.
caro-rules-diagram-six = Šest v řadě vyhrává, i když jsou oba konce zablokované.
caro-rules-twist-title = Háček: uzavřená pětice neplatí
caro-rules-twist = Řada právě pěti kamenů nevyhrává, když na obou bodech bezprostředně za jejími konci leží soupeřovy kameny. Prázdný bod nebo okraj desky nechává daný konec otevřený. Taková uzavřená pětice zůstává bezcenná po zbytek hry, a proto je klasickou obranou zablokovat jeden konec čtveřice a čekat: když pak soupeř řadu doplní na druhém konci až k vašemu kameni, je pětice mrtvá.
caro-rules-end-title = Konec hry
caro-rules-end = Hra končí, jakmile některý kámen dokončí vítěznou řadu. Když se zaplní všech 225 bodů a vítězná řada nevznikne, hra končí remízou.
caro-rules-openings-title = Zahájení
caro-rules-openings = První kameny dávají výhodu černému. Web nabízí tři způsoby zahájení, které mění jen to, kdo hraje jakou barvou:
caro-rules-opening-free = Volné: první hráč hraje černými a od prvního kamene se hráči střídají.
caro-rules-opening-swap = Swap: první hráč položí tři kameny (černý, bílý, černý); pak si druhý hráč zvolí barvu a 4. kámen položí ten, kdo má bílé.
caro-rules-opening-swap2 = Swap2: jako u swapu, ale místo volby smí druhý hráč položit 4. a 5. kámen (bílý, pak černý) a volbu vrátit prvnímu hráči. Potom bílý položí 6. kámen.
caro-rules-options-title = Varianty
caro-rules-options = Další dvě volby mění, co se počítá jako výhra:
caro-rules-option-overline = Šest a více v řadě: vyhrává (obvyklé pravidlo), nebo nevyhrává nikdy, a pak se počítá jen přesně pět (pravidlo ligy Caro v Gomocupu).
caro-rules-option-closed = Pětice zablokovaná soupeřem: o výhru přijde, jen když je zablokovaná na obou koncích (obvyklé pravidlo), nebo už když je zablokovaná na jednom konci (okraj desky ani tak neblokuje), anebo vyhrává vždy (prosté gomoku).
caro-rules-notation-title = Zápis tahů
caro-rules-notation = Sloupce jsou zleva písmena a až o, řady zdola čísla 1 až 15, takže střed je h8. Kámen se zapisuje jako bod, na kterém leží; volba barvy ve swapových zahájeních jako =b (černé) nebo =w (bílé). Hru tvoří její tahy v pořadí, například h8 i9 h10 =w g9.
caro-rules-decisions-title = Kde jsme museli rozhodnout sami
caro-rules-decisions = Původní pravidla neříkají všechno, co počítač potřebuje vědět. Zvolili jsme tento výklad: okraj desky nikdy řadu neblokuje; řada se posuzuje jen ve chvíli, kdy se položí její poslední kámen, takže uzavřená pětice už nikdy neožije; delší řada se počítá jako celek, takže šestice nikdy neobsahuje „pětici“; a „swap“ znamená výměnu po třech kamenech, jak se hraje na turnajích v gomoku, nikoli výměnu po jednom kameni.

## Embedding

control-embed = Vložit na web
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
embed-preview = Náhled
embed-open-site = Otevřít na webu Tessera
puzzle-wrong = { $token } to není. Zkuste to znovu.
puzzle-right = Správně! Pokračujte.
puzzle-solved = Vyřešeno!
embed-help-title = Desky Tessera na vašem webu
embed-help-intro = Kterákoli stránka může v iframu zobrazit živou desku Tessera. Vše, co deska potřebuje, je v její adrese: hra, její tahy nebo pozice a to, jak se má chovat. Vytvořte ji tlačítkem Vložit na web na stránce hry, nebo adresu napište sami:
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
embed-help-msg-ready = Od desky, jakmile se vykreslí: game, position.
embed-help-msg-move = Od desky, po každém tahu návštěvníka i počítače: move, moves (všechny tahy oddělené mezerami), position.
embed-help-msg-gameover = Od desky, když hra skončí: result (například „winner black“ nebo „draw“).
embed-help-msg-height = Od desky, kdykoli se změní její výška: height v pixelech CSS, aby šlo upravit velikost iframu.
embed-help-msg-load = Desce: zobraz jinou hru (record: text záznamu) nebo pozici (position: kód pozice).
embed-help-msg-flip = Desce: otoč se.
embed-help-msg-undo = Desce: vrať poslední tah (u úlohy: poslední tah návštěvníka a odpověď na něj; proti počítači: poslední tah návštěvníka a odpověď počítače).
embed-help-hosting = Vlastní hosting Tessery
embed-help-hosting-text = V iframu se sandboxem bez allow-same-origin (tak vložený obsah zobrazuje WordPress) stahuje prohlížeč soubory desky jako z jiného webu, takže je server musí posílat s hlavičkou Access-Control-Allow-Origin: *. GitHub Pages to dělají samy; na Netlify a Cloudflare Pages se o to postará soubor _headers v balíčku.
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
computer-hint = Počítač by zahrál { $token }.
control-hint = Nápověda

## Azacru: players, facings and the status line

side-north = Sever
    .letter = S
side-east = Východ
    .letter = V
side-south = Jih
    .letter = J
side-west = Západ
    .letter = Z
list-and = { $first } a { $last }
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

## Azacru's rules, in our words

azacru-rules-intro = Azacru je hra o území pro dva, tři nebo čtyři hráče, kterou vytvořil Mike Wellman (2005) jako součást své řady Pacru. Každý hráč posouvá své šipky po desce o 9 × 9 polích, rozdělené do devíti oblastí 3 × 3, a na každém poli, kam šipka dotáhne, zanechá značku své barvy.
azacru-rules-goal-title = Cíl hry
azacru-rules-goal = Když hra skončí, vyhrává hráč, jehož značky pokrývají nejvíce polí. Hráči, kteří mají shodně nejvíce polí, se o vítězství dělí.
azacru-rules-start-title = Hráči a začátek hry
azacru-rules-start = Hráči se jmenují podle strany desky, u které sedí: Sever (u řady 9), Východ, Jih a Západ. Dva hráči hrají za Východ a Západ, tři za Sever, Východ a Západ. Každá šipka na začátku míří k protější straně desky a na desce zatím nejsou žádné značky. Ve hře dvou hráčů začíná Východ, ve hře tří nebo čtyř hráčů Sever (na webu si to můžete zvolit). Hraje se po směru hodinových ručiček: Sever, Východ, Jih, Západ.
azacru-rules-diagram-two = Dva hráči: čtyři šipky Východu (V) a čtyři šipky Západu (Z) na začátku hry.
azacru-rules-diagram-four = Čtyři hráči: každý má tři šipky a všechny míří přes desku na protější stranu.
azacru-rules-move-title = Tah
azacru-rules-move = Když jste na tahu, posuňte jednu ze svých šipek po přímce: přímo vpřed, nebo o 45° vlevo či vpravo. Její síla, tedy nejvyšší počet polí, o který smí táhnout, se rovná počtu polí v její oblasti, na kterých leží vaše značky, je však vždy nejméně 1. Šipka nesmí skončit na jiné šipce ani na značce jiného hráče a nesmí přejít přes šipku (výjimkou je skok při propojení, viz níže); značky na cestě jí nebrání. Šipka pak míří ve směru, kterým táhla, a pole, na kterém skončila, dostane vaši značku.
azacru-rules-connection-title = Propojení
azacru-rules-connection = Pokud šipka vyjde z pole s vaší značkou, skončí na jiném poli s vaší značkou, táhne nejméně o dvě pole a mezi nimi nestojí žádná šipka, stanou se všechna pole mezi nimi vašimi. Ležely-li tam značky jiných hráčů, vrátí se jejich majitelům a vaše šipka pak odejde ze hry: propojení přes značku jiného hráče vás stojí šipku. Přes jinou šipku je tah mezi dvěma vašimi značkami dovolen jako skok, nic však nevyplní.
azacru-rules-diagram-power = Šipka Východu na c3 má sílu 3: v její oblasti leží tři značky Východu. Její cíle jsou vyznačené; křížek na c6 je propojení, které vede přes značku Západu na c5.
azacru-rules-diagram-connection = Po tahu c3-c6: c4 a c5 patří Východu, značka Západu se vrátila svému majiteli a šipka Východu odešla ze hry.
azacru-rules-twist-title = Otočení
azacru-rules-twist = Když šipka skončí v jiné oblasti a zůstane ve hře, smíte ji otočit o 45° vlevo nebo vpravo.
azacru-rules-end-title = Konec hry
azacru-rules-end = Hráč, který nemůže táhnout žádnou šipkou, musí pasovat. Prvním pasem začíná konec hry: každý další hráč má v pořadí ještě právě jeden tah a pak hra končí. Hra končí také tehdy, když stejná pozice nastane potřetí.
azacru-rules-site-title = Hra na tomto webu
azacru-rules-site = Klikněte na jednu ze svých šipek (jsou zakroužkované) a uvidíte její sílu a cíle: tečka je obyčejný tah, kroužek propojení a červený křížek propojení, které stojí šipku; pole, která by propojení vyplnilo, jsou ohraničená. Tah provedete kliknutím na cíl. Vede-li tah do jiné oblasti, zvolte otočení: ponechat, otočit vlevo nebo vpravo. Z klávesnice se na desku dostanete klávesou Tab, pohybujete se kurzorovými klávesami a volíte klávesou Enter; klávesy L a R volí otočení.
azacru-rules-notation-title = Zápis tahů
azacru-rules-notation = Sloupce jsou zleva písmena a až i, řady zdola čísla 1 až 9. Tah se zapisuje odkud-kam, například g1-g2, a při otočení vlevo nebo vpravo se připojí l nebo r: g1-f2l. Vynucený pas se zapisuje pass.
azacru-rules-decisions-title = Kde jsme museli rozhodnout sami
azacru-rules-decisions = Původní text nechává některé věci otevřené. Z oficiálních anglických pravidel jsme převzali, že šipka, v jejíž oblasti nejsou žádné vaše značky, má sílu 1 a že šipka míří ve směru, kterým táhla. Každý hráč má zásobu 50 značek; je zobrazená, ale ve skutečné hře nikdy nedojde. Pozice, která nastane potřetí, hru ukončí, aby šipky nemohly donekonečna kroužit po vlastním území.
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
karo-status-wins = { $colour } vyhrál
karo-status-draw-passes = Remíza: žádná strana nemůže táhnout
karo-status-draw-repetition = Remíza: stejná pozice nastala potřetí
karo-in-hand = v zásobě: { $count }
karo-home = v cíli: { $count } ze 6
karo-pending = Dílek z pole { $from } leží na poli { $to }. Teď vyberte kámen, který na něj vstoupí: přetáhněte ho tam, nebo na něj klikněte.
karo-pending-cancel = Vrátit dílek zpět
karo-pass = Pasovat
karo-four-hint = Přetáhněte kámen nebo dílek s tečkovaným okrajem na vyznačené pole; nebo na něj klikněte a pak na pole.
karo-jumpers-hint = Přetáhněte kámen na vyznačené pole, nebo na něj klikněte a pak na pole. Kameny s kroužkem jsou skokani, kameny bez kroužku lezci.
## Karo: Four in a Row, in our words
karo-four-rules-intro = Karo se hraje na dvaceti volných dřevěných dílcích, které leží na stole vedle sebe. Hráči po dílcích posouvají své kameny, ale přesouvají i samotné dílky, takže deska během hry mění tvar. Červený i Bílý mají po šesti kamenech; každý kámen má jednu stranu označenou kroužkem a ta je buď nahoře, nebo dole.
karo-four-rules-goal-title = Cíl hry
karo-four-rules-goal = Jako první dostaňte čtyři své kameny kroužkem nahoru na čtyři sousední pole v jedné linii: vodorovně, svisle nebo úhlopříčně.
karo-four-rules-placing-title = Nejprve rozmístění kamenů
karo-four-rules-placing = Dílky na začátku tvoří obdélník pět dílků široký a čtyři dílky vysoký. Hráči se střídají – pokud se nedohodnou jinak, začíná Bílý – a pokládají své kameny kroužkem dolů na prázdné dílky, dokud není rozmístěno všech dvanáct.
karo-four-rules-moving-title = Potom tahy
karo-four-rules-moving = Od té chvíle je každý tah jedním z těchto tří:
karo-four-rules-slide = Posun: jeden ze svých kamenů posunete na sousední prázdný dílek, v kterémkoli z osmi směrů. Kámen se přitom neotáčí.
karo-four-rules-jump = Skok: jedním ze svých kamenů přeskočíte sousední kámen libovolné barvy na prázdný dílek hned za ním. Skákající kámen se otočí: z kroužku nahoře je kroužek dole a naopak.
karo-four-rules-relocate = Přesun dílku: zvednete prázdný dílek z okraje hrací plochy, položíte ho na prázdné pole vedle ostatních dílků a v témže tahu na něj posunete nebo skočíte jedním ze svých kamenů. Dílek smíte přesunout jen tehdy, když na něj potom může vstoupit některý váš kámen.
karo-four-rules-diagram-start = Začátek: dvacet dílků v obdélníku, zatím bez kamenů.
karo-four-rules-diagram-jump = Bílý skočí z i10 přes j11 na k12 a otočí se kroužkem nahoru.
karo-four-rules-diagram-relocate = Bílý zvedne dílek z h9 (čárkovaně), položí ho na m12 a posune na něj kámen z l12.
karo-four-rules-diagram-win = Červený položí dílek z l9 na h13 a posune na něj kámen: čtyři kroužky nahoře ve sloupci vyhrávají.
karo-four-rules-lift-title = Které dílky lze přesunout
karo-four-rules-lift = Dílek lze zvednout, když na něm nestojí žádný kámen, dotýká se jiných dílků nejvýše dvěma stranami a zbývající dílky spolu i po jeho zvednutí stále souvisejí stranami. Musí se položit na prázdné pole, které má společnou stranu s některým z ostatních dílků. Stůl má 20 × 20 polí a dílky ho nikdy neopustí. Na webu mají dílky, které lze zvednout, tečkovaný okraj; když některý vezmete, ohraničí se pole, kam ho můžete položit.
karo-four-rules-end-title = Konec hry
karo-four-rules-end = Hra končí, jakmile tah vytvoří řadu čtyř kroužků nahoře pro hráče, který táhl. Hráč, který nemůže táhnout, musí pasovat; dva pasy po sobě nebo stejná pozice se stejným hráčem na tahu, která nastane potřetí, ukončí hru remízou.
karo-four-rules-notation-title = Zápis tahů
karo-four-rules-notation = Sloupce jsou písmena a až t, řady čísla 1 až 20; dílky na začátku leží na h9 až l12. Položení kamene se zapisuje jako jeho pole (h9), posun nebo skok jako odkud-kam (i10-j11, i10-k12) a tah s dílkem jako tah kamene, lomítko a pole, odkud dílek přišel: l12-m12/h9 položí dílek z h9 na m12 a posune na něj kámen z l12.
karo-four-rules-decisions-title = Kde jsme museli rozhodnout sami
karo-four-rules-decisions = Původní pravidla nechávají několik věcí otevřených. Vyložili jsme je takto: přesun dílku a vstup na něj jsou jeden tah; řady se počítají ve všech čtyřech směrech včetně úhlopříček; stůl je konečný, 20 na 20; a protože se kameny otáčejí jen skokem, může hra skončit remízou kvůli pasům nebo opakování pozice.
## Karo: Jumpers and Crawlers, in our words
karo-jumpers-rules-intro = Závod na dvaceti čtyřech dílcích Karo, které tvoří pevnou desku tři pole širokou a osm polí dlouhou. Každý hráč má tři skokany (kroužkem nahoru) a tři lezce (kroužkem dolů) a každý tah kámen, kterým se táhlo, otočí.
karo-jumpers-rules-goal-title = Cíl hry
karo-jumpers-rules-goal = Dostaňte všech šest svých kamenů do dvou řad, ze kterých vyrazil soupeř. Bílý začíná v řadách 1 a 2 a míří do řad 7 a 8; Červený opačně. Cíl každé strany je ohraničen její barvou.
karo-jumpers-rules-diagram-start = Začátek: skokani v zadních řadách, lezci před nimi.
karo-jumpers-rules-diagram-moves = Bílý skokan skočí z a1 na a3 a stane se lezcem; červený lezec popojde z c7 na c6 a stane se skokanem.
karo-jumpers-rules-diagram-run = Skokan přeskočí celou řadu kamenů najednou a dopadne hned za ni.
karo-jumpers-rules-move-title = Tahy
karo-jumpers-rules-move = Pokud se hráči nedohodnou jinak, začíná Bílý. Když jste na tahu, táhněte jedním kamenem:
karo-jumpers-rules-crawler = Lezec popojde na sousední prázdné pole v kterémkoli z osmi směrů, pak se otočí a stane se skokanem.
karo-jumpers-rules-jumper = Skokan skočí v kterémkoli z osmi směrů přes celou nepřerušenou řadu kamenů, která k němu přiléhá (libovolné barvy a v libovolném počtu), a dopadne na prázdné pole hned za ní; pak se otočí a stane se lezcem. Bez kamene, přes který by skočil, táhnout nemůže.
karo-jumpers-rules-end-title = Konec hry
karo-jumpers-rules-end = Vyhráváte, jakmile všech šest vašich kamenů stojí ve vašem cíli. Hráč, který nemůže táhnout, musí pasovat; dva pasy po sobě nebo stejná pozice, která nastane potřetí, ukončí hru remízou.
karo-jumpers-rules-notation-title = Zápis tahů
karo-jumpers-rules-notation = Sloupce jsou a až c, řady 1 až 8 od strany Bílého. Tah se zapisuje odkud-kam: b2-b3 je krok lezce, a1-a3 skok přes a2.
karo-jumpers-rules-decisions-title = Kde jsme museli rozhodnout sami
karo-jumpers-rules-decisions = Původní text výchozí postavení neukazuje; skokany jsme postavili dozadu a lezce před ně, protože je to jediné takové rozestavení, v němž může první hráč vůbec táhnout. Remízu text také nezmiňuje; doplnili jsme remízu opakováním pozice, aby nikdo nemohl hru donekonečna zdržovat.
## Kauri: the status line, the sowing and the board

kauri-status-to-move = Na tahu je { $side }
kauri-status-must-pass = { $side } nemá na své straně žádnou kauri a musí pasovat
kauri-status-tie-break = Kameny došly za stavu 30–30: rozhoduje se hrou jen s kauri. Na tahu je { $side }
kauri-status-passed = { $side } pasoval.
kauri-status-winner = Konec hry: vyhrává { $side }, { $south }–{ $north } (Jih–Sever)
kauri-status-draw = Konec hry: remíza, { $south }–{ $north }
kauri-note-capture = { $side } bere { $count ->
    [one] 1 kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}
kauri-note-falls = Kámen padá do zásobníku hráče { $side }
kauri-board-label = Deska kauri: dvě řady po šesti důlcích a na každém konci zásobník
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
kauri-rules-intro = Kauri je mankala pro dva, hraje se s kameny a mušlemi kauri. Rozséváte je dokola po desce; kameny sbíráte, kauri berou. Hru vymyslel Ralf Gering (2006).
kauri-rules-board-title = Deska
kauri-rules-board = Dvě řady po šesti důlcích: Jihu patří bližší řada, Severu vzdálenější a každý hráč má zásobník po své pravé ruce. Na začátku je v každém důlku 5 kamenů a 1 kauri. Každý hráč označuje své důlky a až f zleva doprava ze svého pohledu, takže severní a leží naproti jižnímu f.
kauri-rules-move-title = Tah
kauri-rules-move = Vyberte svůj důlek, ve kterém je aspoň jedna kauri, vyjměte vše, co v něm je, a rozsévejte po jednom do dalších důlků proti směru hodinových ručiček: nejdřív všechny kameny, pak všechny kauri. Zásobníky se vynechávají; když obejdete celou desku, vyprázdněný důlek přeskočíte. Když v žádném vašem důlku kauri není, pasujete.
kauri-rules-stone-capture = Kámen zaseté do soupeřova důlku, ve kterém jsou kauri, ale žádné kameny, jde rovnou do soupeřova zásobníku.
kauri-rules-cowrie-capture = Kauri zasetá do soupeřova důlku, ve kterém na začátku vašeho tahu žádná kauri nebyla, vezme všechny kameny, které v něm teď jsou, do vašeho zásobníku. Kauri v důlku zůstane.
kauri-rules-diagram-start = Začátek: v každém důlku 5 kamenů a 1 kauri.
kauri-rules-diagram-opening = Jih zahajuje tahem c: pět kamenů a pak kauri, do každého důlku jeden.
kauri-rules-diagram-captures = Po tazích c c d b a: jeden kámen spadl do zásobníku Jihu a pak kauri Jihu vzala 2 kameny.
kauri-rules-end-title = Konec hry
kauri-rules-end = Zásobník s 31 kameny vyhrává okamžitě. Když v důlcích nezbude žádný kámen, vyhrává větší zásobník; za stavu 30–30 se hraje dál jen s kauri a hráč na tahu, který na své straně žádnou kauri nemá, prohrává. Pozice, která se objeví potřetí, hru končí: vyhrává větší zásobník, při shodě je remíza.
kauri-rules-notation-title = Zápis tahů
kauri-rules-notation = Tah je písmeno rozsévaného důlku z pohledu hráče na tahu (a až f), nebo pass.
