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
