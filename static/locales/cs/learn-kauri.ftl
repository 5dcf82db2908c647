# Lekce hry Kauri v češtině: název a myšlenka každé fáze, cíl a nápověda každé úrovně.
# Hráč, který se učí, hraje za Jih; jeho důlky a až f tvoří bližší řadu a počítají se zleva z jeho pohledu.

learn-kauri-sowing-title = Rozsévání
learn-kauri-sowing-intro = Když jste na tahu, vyberete jeden ze svých důlků, ve kterém je kauri, vyjmete z něj vše a rozséváte to po jednom do každého dalšího důlku proti směru hodinových ručiček kolem desky: nejdřív všechny kameny, pak kauri.
learn-kauri-sowing-1-goal = Hrajete za Jih, bližší řadu: rozsévejte ze svého důlku c.
learn-kauri-sowing-1-hint = Důlek c je třetí zleva: jeho pět kamenů a po nich jeho kauri půjdou po jednom do šesti následujících důlků.
learn-kauri-sowing-2-goal = Z důlků, které smíte rozsévat, rozsévejte ten s nejvíce kameny.
learn-kauri-sowing-2-hint = V důlcích c a e není žádná kauri, takže z nich rozsévat nelze; z důlků, které lze rozsévat, má nejvíc kamenů a.
learn-kauri-sowing-3-goal = Rozsévejte tak, aby vaše kauri dopadla do důlku c Severu.
learn-kauri-sowing-3-hint = Za každý kámen odpočítejte jeden důlek; kauri dopadne do důlku za posledním kamenem. Šest kamenů z důlku b dojde až do důlku b Severu.
learn-kauri-sowing-4-goal = Rozsévejte tak, aby do důlku a i do důlku b Severu dopadlo po jedné kauri.
learn-kauri-sowing-4-hint = V důlku e je jeden kámen a dvě kauri: nejdřív půjde kámen do vašeho důlku f a potom obě kauri.
learn-kauri-sowing-5-goal = Rozsévejte tak, aby kauri dopadla do vašeho vlastního důlku c.
learn-kauri-sowing-5-hint = Třináct kusů z důlku a obejde celou desku; vyprázdněný důlek se přeskakuje, takže poslední kámen dopadne do b a kauri do c.

learn-kauri-cowrie-captures-title = Kauri berou kameny
learn-kauri-cowrie-captures-intro = Když kauri, kterou rozséváte, dopadne do důlku Severu, ve kterém na začátku vašeho tahu žádná kauri nebyla, vezme všechny kameny z toho důlku do vašeho zásobníku. Kauri v důlku zůstane.
learn-kauri-cowrie-captures-1-goal = Zajměte kameny pomocí kauri: dostaňte svůj zásobník na 20 kamenů.
learn-kauri-cowrie-captures-1-hint = V důlku b Severu jsou 4 kameny a žádná kauri; po třech kamenech z důlku d tam dopadne jeho kauri.
learn-kauri-cowrie-captures-2-goal = Zajměte co nejvíc: dostaňte svůj zásobník na 21 kamenů.
learn-kauri-cowrie-captures-2-hint = V důlcích b a d Severu není žádná kauri a v d je víc kamenů: dosáhne tam kauri z důlku e.
learn-kauri-cowrie-captures-3-goal = Zajměte 3 kameny: dostaňte svůj zásobník na 16.
learn-kauri-cowrie-captures-3-hint = Důlek b Severu je plný, ale kauri už v něm je, takže tam vaše kauri nic nevezme; v jeho důlku e žádná není.
learn-kauri-cowrie-captures-4-goal = Dostaňte svůj zásobník jedním tahem na 19 kamenů.
learn-kauri-cowrie-captures-4-hint = 13 kamenů z důlku f obejde celou desku a přidá kámen do důlku c Severu dřív, než tam dorazí kauri: kauri pak vezme i tento kámen.
learn-kauri-cowrie-captures-5-goal = Dostaňte svůj zásobník jedním tahem na 23 kamenů.
learn-kauri-cowrie-captures-5-hint = V důlku e jsou dvě kauri: po jeho kameni dopadnou do důlků a a b Severu a každá vezme kameny, které tam jsou.

learn-kauri-stone-captures-title = Darované kameny
learn-kauri-stone-captures-intro = Kámen zasetý do soupeřova důlku, ve kterém jsou kauri, ale žádné kameny, v něm nezůstane: jde rovnou do soupeřova zásobníku. Nedávejte Severu žádný ze svých kamenů a nechte jeho kameny padat do vašeho zásobníku.
learn-kauri-stone-captures-1-goal = Rozsévejte tak, abyste Severu nedali ani jeden kámen.
learn-kauri-stone-captures-1-hint = V důlcích a a c Severu jsou kauri, ale žádné kameny: nechte své kameny na své straně.
learn-kauri-stone-captures-2-goal = Zajměte kameny, aniž byste Severu dali jediný kámen.
learn-kauri-stone-captures-2-hint = Zajetí z důlku e je větší, ale jeho kameny padnou do důlků b a c Severu, kde jsou jen kauri; kauri z důlku f vezme důlek a Severu bez ztráty.
learn-kauri-stone-captures-3-goal = Zasejte kameny do řady Severu, aniž byste mu nějaký dali.
learn-kauri-stone-captures-3-hint = Důlek a Severu je prázdný a není v něm kauri, takže tam kámen zůstane; zastavte se před jeho důlkem c, kde jsou jen kauri.
learn-kauri-stone-captures-4-goal = Sever bude příště rozsévat svůj důlek d: rozsévejte tak, aby jeho kameny dostaly váš zásobník na 22.
learn-kauri-stone-captures-4-hint = Rozsévejte důlek a: jeho dvě kauri dopadnou do vašich prázdných důlků b a c a kameny, které do nich Sever zaseje, půjdou do vašeho zásobníku.
learn-kauri-stone-captures-5-goal = Sever bude příště rozsévat svůj důlek d: až dotáhne, mějte v zásobníku 23 kamenů.
learn-kauri-stone-captures-5-hint = Zajetí z důlku a je největší, ale zaplní kameny vaše důlky b a c, ve kterých jsou kauri; zajměte raději důlkem f a kameny Severu padnou do vašeho zásobníku.

learn-kauri-thirty-one-title = Třicet jedna kamenů
learn-kauri-thirty-one-intro = Zásobník s 31 nebo více kameny vyhrává okamžitě: je to víc než polovina ze 60 kamenů a zásobníky žádné kameny nikdy neztrácejí.
learn-kauri-thirty-one-1-goal = Ve vašem zásobníku je 27 kamenů: vyhrajte jedním zajetím.
learn-kauri-thirty-one-1-hint = Potřebujete ještě čtyři kameny: v důlku b Severu jsou 4 a žádná kauri.
learn-kauri-thirty-one-2-goal = Ve vašem zásobníku je 26 kamenů: vyhrajte jedním tahem.
learn-kauri-thirty-one-2-hint = Se 4 zajatými kameny budete mít 30, o jeden méně, než potřebujete: najděte kauri, která vezme 5.
learn-kauri-thirty-one-3-goal = Sever má 28 kamenů a hrozí, že vezme vaše 4 kameny z důlku c: zastavte ho.
learn-kauri-thirty-one-3-hint = Důlek, ve kterém už na začátku tahu Severu leží kauri, je v bezpečí: rozsévejte důlek b a dostaňte svou kauri do c.
learn-kauri-thirty-one-4-goal = Sever má 30 kamenů, takže mu k výhře stačí jediný další: zastavte jeho zajetí a nedejte mu přitom žádný kámen.
learn-kauri-thirty-one-4-hint = První kámen z důlku f by padl do důlku a Severu, kde jsou jen kauri; chraňte raději svůj důlek e kauri z důlku b.
learn-kauri-thirty-one-5-goal = Ve vašem zásobníku je 26 kamenů: vyhrajte do dvou tahů.
learn-kauri-thirty-one-5-hint = Když teď vezmete 4 kameny Severu, budete mít 30; rozsévejte nejdřív d, které přidá kámen do důlku a Severu, a pak vaše kauri z e vezmou všech 5.

learn-kauri-tie-break-title = Rozhodující hra
learn-kauri-tie-break-intro = Když kameny dojdou za stavu 30–30, hraje se dál jen s kauri a hráč na tahu, který na své straně nemá žádnou kauri, prohrává. Držte své kauri doma a nechte kauri Severu přejít k vám.
learn-kauri-tie-break-1-goal = Sever už nemá žádnou kauri: vyhrajte tak, že rozsejete a žádnou mu nedáte.
learn-kauri-tie-break-1-hint = Jediná kauri z důlku e dopadne do vašeho vlastního důlku f; vaše větší důlky by dosáhly až do řady Severu.
learn-kauri-tie-break-2-goal = Vyhrajte jedním tahem: udržte všechny kauri na své straně.
learn-kauri-tie-break-2-hint = Počítejte: čtyři kauri z důlku a dopadnou do vašich důlků b až e.
learn-kauri-tie-break-3-goal = Vyhrajte do dvou tahů.
learn-kauri-tie-break-3-hint = Sever má kauri jen ve svém důlku f, a když je rozseje, musí přejít na vaši stranu; rozsévejte c, jehož kauri zůstanou doma.
learn-kauri-tie-break-4-goal = Vyhrajte do tří tahů.
learn-kauri-tie-break-4-hint = Dělejte doma malé krůčky, po jedné kauri, zatímco dvě kauri Severu putují na vaši stranu.
learn-kauri-tie-break-5-goal = Stav je 29–30 a zbývá jediný kámen: vyhrajte do dvou tahů.
learn-kauri-tie-break-5-hint = Sever musí rozsévat svůj důlek f a jeho kámen padne do vašeho důlku a, kde je kauri a žádné kameny: 30–30. Rozsévejte c, držte své kauri doma a Severu kauri dojdou.
