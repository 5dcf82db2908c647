# Lekce hry Caro v češtině: název a myšlenka každé fáze, cíl a nápověda každé úrovně.

learn-caro-five-title = Pět v řadě
learn-caro-five-intro = Caro vyhrajete, když položíte pět kamenů své barvy do nepřerušené řady: vodorovně, svisle nebo úhlopříčně.
learn-caro-five-1-goal = Na tahu je černý: vytvořte pět v řadě.
learn-caro-five-1-hint = Vaše čtyři kameny v řadě 8 jsou otevřené na obou koncích: pětici vám dá kterýkoli z nich.
learn-caro-five-2-goal = Vytvořte pětici ve sloupci.
learn-caro-five-2-hint = Sloupec platí stejně jako řada: přidejte kámen nad ně, nebo pod ně.
learn-caro-five-3-goal = Vytvořte pětici na úhlopříčce.
learn-caro-five-3-hint = Úhlopříčky se počítají také: prodlužte řadu na kterémkoli konci.
learn-caro-five-4-goal = Vytvořte pětici: rozhoduje mezera.
learn-caro-five-4-hint = Když zaplníte mezeru uprostřed, spojíte dvě dvojice v pětici. Bílý hrozí totéž, tak buďte první.
learn-caro-five-5-goal = Vytvořte pětici u okraje desky.
learn-caro-five-5-hint = Okraj desky nic neblokuje: řada, která k němu dosáhne, přesto vyhrává.

learn-caro-closed-five-title = Uzavřená pětice
learn-caro-closed-five-intro = Pravidlo, které má jen Caro: řada právě pěti kamenů, jejíž oba konce blokují soupeřovy kameny, nevyhrává. Šestice nebo delší řada vyhrává bez ohledu na to, co stojí na jejích koncích.
learn-caro-closed-five-1-goal = Vyhrajte jedinou pěticí, která platí.
learn-caro-closed-five-1-hint = V řadě 8 uzavírají bílé kameny oba konce. Váš sloupec je ale stále otevřený.
learn-caro-closed-five-2-goal = Vytvořte šest v řadě.
learn-caro-closed-five-2-hint = Řada šesti kamenů vyhrává, i když je zablokovaná na obou koncích.
learn-caro-closed-five-3-goal = Na tahu je bílý: zastavte pětici černého.
learn-caro-closed-five-3-hint = Smíte blokovat o bod dál, za volným bodem na konci čtveřice: pětice černého by pak byla uzavřená na obou koncích.
learn-caro-closed-five-4-goal = Vyhrajte: ze které čtveřice se ještě může stát pětice?
learn-caro-closed-five-4-hint = Čtveřice zablokovaná na jednom konci ještě vyhraje na druhém. Řada mezi dvěma bílými kameny už ne.
learn-caro-closed-five-5-goal = V této hře šestice nevyhrává: vytvořte přesně pět.
learn-caro-closed-five-5-hint = S volbou „Šest a více v řadě: nevyhrává“ vznikne zaplněním řady 8 šestice. Váš sloupec dá přesně pět.

learn-caro-block-title = Blokování
learn-caro-block-intro = Když má soupeř čtyři kameny v řadě s otevřeným koncem, vyhraje dalším kamenem, pokud ho nezablokujete.
learn-caro-block-1-goal = Na tahu je bílý: zastavte pětici černého.
learn-caro-block-1-hint = Čtveřice černého je už na jedné straně zablokovaná: uzavřete druhou.
learn-caro-block-2-goal = Zastavte pětici ve sloupci.
learn-caro-block-2-hint = Mezera ve čtveřici je místo, kam patří její pátý kámen.
learn-caro-block-3-goal = Zastavte pětici na úhlopříčce.
learn-caro-block-3-hint = Hledejte podél úhlopříčky její otevřený konec.
learn-caro-block-4-goal = Zastavte hrozbu, na které záleží.
learn-caro-block-4-hint = Trojice může počkat, čtveřice ne.
learn-caro-block-5-goal = Zastavte přerušenou čtveřici na úhlopříčce.
learn-caro-block-5-hint = Prázdný bod uvnitř řady černého je přesně ten, který černý potřebuje.

learn-caro-open-four-title = Otevřené čtveřice a tahy čtyři-tři
learn-caro-open-four-intro = Čtveřici otevřenou na obou koncích nejde zastavit: soupeř zablokuje jeden konec a vy zahrajete na druhý. Ke stejnému cíli vede, když jedním kamenem vytvoříte čtveřici a zároveň trojici.
learn-caro-open-four-1-goal = Vyhrajte do dvou tahů.
learn-caro-open-four-1-hint = Vytvořte čtveřici s oběma konci volnými.
learn-caro-open-four-2-goal = Vyhrajte do dvou tahů ve sloupci.
learn-caro-open-four-2-hint = Zaplňte mezeru v trojici: čtveřice, která tak vznikne, je otevřená.
learn-caro-open-four-3-goal = Vyhrajte do dvou tahů.
learn-caro-open-four-3-hint = Kam položit kámen, aby z trojice s mezerou vznikla otevřená čtveřice?
learn-caro-open-four-4-goal = Vyhrajte do dvou tahů: vytvořte najednou dvě čtveřice.
learn-caro-open-four-4-hint = Jeden kámen může dokončit čtveřici v řadě i čtveřici ve sloupci.
learn-caro-open-four-5-goal = Vyhrajte do tří tahů: čtveřice a trojice najednou.
learn-caro-open-four-5-hint = Bílý musí zablokovat čtveřici; pak se z vaší trojice stane otevřená čtveřice.

learn-caro-vcf-title = Výhra samými čtveřicemi
learn-caro-vcf-intro = Výhra nepřetržitými čtveřicemi (VCF, z anglického victory by continuous fours): každý kámen, který položíte, vytvoří čtveřici, takže každá odpověď je vynucená, dokud nevznikne čtveřice, kterou už zablokovat nejde.
learn-caro-vcf-1-goal = Vyhrajte do tří tahů a každým tahem vytvořte čtveřici.
learn-caro-vcf-1-hint = Kámen vaší první čtveřice zároveň staví linii ve sloupci.
learn-caro-vcf-2-goal = Vyhrajte do tří tahů.
learn-caro-vcf-2-hint = Začněte čtveřicí ve sloupci.
learn-caro-vcf-3-goal = Vyhrajte do tří tahů.
learn-caro-vcf-3-hint = Nejdřív přijde čtveřice na úhlopříčce; její kámen se připojí k vaší řadě.
learn-caro-vcf-4-goal = Vyhrajte do čtyř tahů: dvě čtveřice a pak otevřená čtveřice.
learn-caro-vcf-4-hint = Řada, úhlopříčka a nakonec sloupec: každý kámen, který přidáte, staví další linii.
learn-caro-vcf-5-goal = Vyhrajte do čtyř tahů.
learn-caro-vcf-5-hint = Sloupec, úhlopříčka a nakonec řada.
