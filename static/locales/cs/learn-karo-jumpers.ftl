# Lekce hry Karo: Skokani a lezci v češtině: název a myšlenka každé fáze, cíl a nápověda každé úrovně.

learn-karo-jumpers-crawl-title = Lezci
learn-karo-jumpers-crawl-intro = Lezec (kroužkem dolů) popojde na sousední prázdné pole v kterémkoli z osmi směrů. Pak se otočí a je z něj skokan.
learn-karo-jumpers-crawl-1-goal = Hrajete za Bílého: popojděte jedním ze svých lezců dopředu.
learn-karo-jumpers-crawl-1-hint = Vaši lezci stojí v řadě 2; pole před nimi, v řadě 3, jsou prázdná.
learn-karo-jumpers-crawl-2-goal = Na b5 stojí kámen Červeného: i tak popojděte svým lezcem z b4 dopředu.
learn-karo-jumpers-crawl-2-hint = Lezec smí popojít i úhlopříčně: na a5 nebo na c5.
learn-karo-jumpers-crawl-3-goal = Popojděte svým lezcem z b6 do svého cíle.
learn-karo-jumpers-crawl-3-hint = Váš cíl jsou řady 7 a 8, odkud vyrazil Červený; c7 je obsazené, ale a7 a b7 jsou volná.
learn-karo-jumpers-crawl-4-goal = Vyhrajte: dostaňte do cíle svůj poslední kámen.
learn-karo-jumpers-crawl-4-hint = Pět vašich kamenů už je v cíli; lezec z b6 zaplní mezeru na b7.
learn-karo-jumpers-crawl-5-goal = Vyhrajte: dostaňte do cíle svého posledního lezce.
learn-karo-jumpers-crawl-5-hint = Na b7 stojí váš vlastní kámen, ale lezec smí popojít úhlopříčně na c7.

learn-karo-jumpers-jump-title = Skokani
learn-karo-jumpers-jump-intro = Skokan (kroužkem nahoru) přeskočí kámen vedle sebe a dopadne na prázdné pole hned za ním; pak se otočí a je z něj lezec. Bez kamene, přes který by skočil, tím směrem táhnout nemůže.
learn-karo-jumpers-jump-1-goal = Znovu začátek hry: tentokrát skočte jedním ze svých skokanů.
learn-karo-jumpers-jump-1-hint = Každý skokan v řadě 1 má před sebou lezce, kterého může přeskočit, a dopadne do řady 3.
learn-karo-jumpers-jump-2-goal = Skočte svým skokanem z b4 přes kámen Červeného.
learn-karo-jumpers-jump-2-hint = Skokan přeskakuje kameny obou barev: poslouží i kámen Červeného na b5.
learn-karo-jumpers-jump-3-goal = Skočte svým skokanem z a3 úhlopříčně.
learn-karo-jumpers-jump-3-hint = Skáče se ve všech osmi směrech: přes b4 na c5.
learn-karo-jumpers-jump-4-goal = Skočte svým skokanem z b2 co nejdál.
learn-karo-jumpers-jump-4-hint = Skokan přeskočí celou nepřerušenou řadu kamenů, ať je jich kolik chce, a dopadne na první prázdné pole za ní.
learn-karo-jumpers-jump-5-goal = Dostaňte skokem jeden ze svých kamenů do cíle.
learn-karo-jumpers-jump-5-hint = Skokan na c4 může přeskočit řadu kamenů na c5 a c6 a dopadnout na c7.

learn-karo-jumpers-turn-title = Každý tah kámen otočí
learn-karo-jumpers-turn-intro = Lezec, který popojde, se stane skokanem, a skokan, který skočí, se stane lezcem: kámen střídavě leze a skáče. Než kamenem táhnete, rozmyslete si, co bude moci udělat příště.
learn-karo-jumpers-turn-1-goal = Vyhrajte do dvou tahů.
learn-karo-jumpers-turn-1-hint = Popojděte lezcem na b6: jako skokan pak může přeskočit b7 na b8.
learn-karo-jumpers-turn-2-goal = Vyhrajte do dvou tahů.
learn-karo-jumpers-turn-2-hint = Skočte přes kámen Červeného na b6; jako lezec pak můžete popojít na b7.
learn-karo-jumpers-turn-3-goal = Vyhrajte do dvou tahů: váš skokan na a6 nemůže jen tak popojít na b7.
learn-karo-jumpers-turn-3-hint = Skokan lézt neumí. Nejdřív skočte bokem přes b6; potom lezec popojde do cíle.
learn-karo-jumpers-turn-4-goal = Vyhrajte do tří tahů: váš lezec na b5 nemůže přeskočit kámen Červeného.
learn-karo-jumpers-turn-4-hint = Popojděte stranou na a6, aby se z lezce stal skokan, přeskočte b6 a pak vlezte na b7.
learn-karo-jumpers-turn-5-goal = Vyhrajte do dvou tahů: dva vaše kameny ještě nejsou v cíli.
learn-karo-jumpers-turn-5-hint = Váš lezec na b6 je právě ten kámen, který váš skokan potřebuje přeskočit: nejdřív skočte a potom nechte lezce popojít do cíle.

learn-karo-jumpers-home-title = Závod do cíle
learn-karo-jumpers-home-intro = Vyhráváte, jakmile všech šest vašich kamenů stojí ve vašem cíli, v řadách 7 a 8. Nejrychleji se tam dostanete skokem přes dlouhou řadu kamenů, vašich i Červeného.
learn-karo-jumpers-home-1-goal = Vyhrajte jedním tahem.
learn-karo-jumpers-home-1-hint = Z b4 může váš skokan přeskočit celou řadu kamenů na b5, b6 a b7 a dopadnout na b8.
learn-karo-jumpers-home-2-goal = Vyhrajte jedním tahem: vyberte správný skok.
learn-karo-jumpers-home-2-hint = Váš skokan na a5 může skočit bokem na c5, nebo nahoru přes a6 a a7 na a8; do cíle ho dostane jen jeden z těch skoků.
learn-karo-jumpers-home-3-goal = Vyhrajte do dvou tahů.
learn-karo-jumpers-home-3-hint = Skok přes samotné b6 skončí na b7. Nejdřív popojděte lezcem z a6 na b7: řada kamenů se prodlouží a skok dosáhne až na b8.
learn-karo-jumpers-home-4-goal = Vyhrajte do dvou tahů: váš lezec na b6 nemá před sebou volné pole.
learn-karo-jumpers-home-4-hint = Udělejte místo: kámen, který už je v cíli, smí táhnout dál na a8 a váš lezec obsadí pole, které uvolní.
learn-karo-jumpers-home-5-goal = Vyhrajte do tří tahů: dostaňte do cíle oba své kameny.
learn-karo-jumpers-home-5-hint = Lezec na c6 popojde do cíle hned; skokan na b4 potřebuje dva tahy, skok přes b5 a potom krok.

learn-karo-jumpers-race-title = Závod s Červeným
learn-karo-jumpers-race-intro = Červený závodí opačným směrem, do řad 1 a 2. Někdy musíte zastavit poslední tah Červeného; jindy rozhoduje jen rychlost a musíte být v cíli první.
learn-karo-jumpers-race-1-goal = Skokan Červeného na b4 hrozí, že skočí do cíle: zastavte ho.
learn-karo-jumpers-race-1-hint = Potřebuje k tomu přeskočit váš kámen na b3: odtáhněte ten kámen pryč.
learn-karo-jumpers-race-2-goal = Lezec Červeného na b3 hrozí, že popojde do cíle na b2: zastavte ho.
learn-karo-jumpers-race-2-hint = Červený nemůže vyhrát, dokud v jeho cíli stojí některý váš kámen: skočte na b2 sami.
learn-karo-jumpers-race-3-goal = Skokan Červeného na b6 hrozí, že přeskočí vaše kameny ve sloupci b až dolů na b2: zastavte ho.
learn-karo-jumpers-race-3-hint = Červený potřebuje celou řadu kamenů na b5, b4 a b3; přerušte ji tím, že z ní odtáhnete jeden svůj kámen.
learn-karo-jumpers-race-4-goal = Červenému chybí k výhře jediný tah: vyhrajte dřív.
learn-karo-jumpers-race-4-hint = Lezce Červeného zastavit nemůžete, ale na tahu jste vy: váš skokan na a6 přeskočí a7 na a8.
learn-karo-jumpers-race-5-goal = Vyhrajte do dvou tahů, dřív než vám Červený zkříží cestu.
learn-karo-jumpers-race-5-hint = Skokan Červeného na a5 by mohl přeskočit váš kámen na a6 na a7. Nejdřív obsaďte a7 kamenem z a6: ten skok už nepůjde a c6 pak popojde na b7.
