# Az Azacru leckéi magyarul: minden szakasz címe és alapgondolata, minden szint célja és tippje.

learn-azacru-moves-title = Az ék lépése
learn-azacru-moves-intro = Minden éked a nyolc irány valamelyikébe mutat. Amikor rád kerül a sor, az egyik ékeddel egyenes vonalban lépsz, egyenesen előre vagy 45°-kal balra vagy jobbra, és a mező, ahová érkezik, megkapja a jelölődet.
learn-azacru-moves-1-goal = Te vagy Kelet: lépj a g1 mezőn álló ékeddel egy mezőt egyenesen előre.
learn-azacru-moves-1-hint = Észak felé mutat, a tábla teteje felé, így egyenesen előtte a g2 van.
learn-azacru-moves-2-goal = Lépj a g1 mezőn álló ékkel átlósan, 45°-kal jobbra, a h2 mezőre.
learn-azacru-moves-2-hint = 45°-kal jobbra fordulva északból északkelet lesz: h2.
learn-azacru-moves-3-goal = Az a9 sarokban álló ék átlósan mutat: lépj vele egyenesen előre.
learn-azacru-moves-3-hint = Délkelet felé, a tábla túlsó sarka felé mutat, így egyenesen előtte a b8 van.
learn-azacru-moves-4-goal = Az éked a g1 mezőről a h2 mezőre lépett, és most abba az irányba mutat, amerre lépett: lépj vele ismét egyenesen előre.
learn-azacru-moves-4-hint = Most északkelet felé mutat, így egyenesen előtte az i3 van, nem a h3.
learn-azacru-moves-5-goal = Lépj a g1 mezőn álló ékkel a szomszédos területen lévő f2 mezőre, és fordítsd el úgy, hogy észak felé mutasson.
learn-azacru-moves-5-hint = A tábla kilenc, 3 × 3 mezős területre oszlik. A másik területre érkező ék 45°-kal elfordulhat: ez az ék északnyugat felé mutatva érkezik, és egy jobbra fordulattal észak felé fog mutatni.

learn-azacru-fields-title = Területek és lépőerő
learn-azacru-fields-intro = Az ék lépőereje annyi, ahány mezőn a területén a te jelölőid állnak, de legalább 1: ennyi mezőt léphet, vagy kevesebbet. Nem érkezhet ékre vagy más játékos jelölőjére, és nem haladhat át ék fölött.
learn-azacru-fields-1-goal = A g2 mezőn álló éked lépőereje 2: lépj vele két mezőt egyenesen előre.
learn-azacru-fields-1-hint = A g2 és a h1 mezőn álló jelölőid az ék területén vannak, így egészen a g4 mezőig eljuthat.
learn-azacru-fields-2-goal = Lépj az f4 mezőn álló ékeddel három mezőt kelet felé, az i4 mezőre.
learn-azacru-fields-2-hint = Számold meg a jelölőidet azon a területen, ahol az ék áll: a d4, az e5 és az f4 adja a 3-as lépőerőt.
learn-azacru-fields-3-goal = Lépj a b5 mezőn álló ékeddel az e5 mezőre, Nyugat jelölői fölött.
learn-azacru-fields-3-hint = Nyugat c5 és d5 mezőn álló jelölőire nem érkezhetsz, de az útba eső jelölők sosem állítják meg a lépést.
learn-azacru-fields-4-goal = Észak felé Nyugat éke áll az utadban: érd el az 5. sort egy lépéssel.
learn-azacru-fields-4-hint = Ék nem haladhat át másik ék fölött, ezért lépj átlósan, a b5 vagy a h5 mezőre.
learn-azacru-fields-5-goal = Érd el az e5 mezőt egy lépéssel: melyik éked képes rá?
learn-azacru-fields-5-hint = A b2 körül Nyugat jelölői állnak, ezek nem növelik az ottani ék lépőerejét; a h8 mezőn álló ék területén viszont három jelölőd van.

learn-azacru-markers-title = Összekötések
learn-azacru-markers-intro = Ha az éked a saját jelölődről indul, és legalább két mezőnyi lépéssel egy másik saját jelölődre érkezik úgy, hogy közben nincs ék, akkor a köztes mezők is mind megkapják a jelölődet: ez az összekötés.
learn-azacru-markers-1-goal = Kösd össze a g2 mezőt a g5 mezőn álló jelölőddel, és legyen 6 meződ.
learn-azacru-markers-1-hint = A 3-as lépőerővel az ék eljut a g5 mezőig, és útközben a g3 és a g4 is a tiéd lesz.
learn-azacru-markers-2-goal = Keresd meg a leghosszabb összekötést: legyen 9 meződ egyetlen lépés után.
learn-azacru-markers-2-hint = Az oszlopon felfelé, az a5 mezőig tartó összekötés két mezőt tölt ki; az átlós, az e5 mezőig tartó hármat.
learn-azacru-markers-3-goal = Hozz létre egy összekötést úgy, hogy az éked megmaradjon.
learn-azacru-markers-3-hint = A d5 mezőig tartó összekötés átmegy Nyugat d4 mezőn álló jelölőjén: megszerezné azt a mezőt, de az éked kiesne a játékból. A g5 mezőig tartó semmibe sem kerül.
learn-azacru-markers-4-goal = Ugord át Nyugat ékét, és érkezz az e5 mezőn álló jelölődre.
learn-azacru-markers-4-hint = Ék fölött két saját jelölőd között összekötő ugrásként szabad átlépni, de az ilyen ugrás semmit sem tölt ki.
learn-azacru-markers-5-goal = Legyen 8 meződ legfeljebb két lépés után.
learn-azacru-markers-5-hint = Előbb lépj a g2 mezőre: onnan négy mezőnyire van a g6 mezőn álló jelölődtől, és az éked lépőereje elég az összekötésükhöz.

learn-azacru-scoring-title = A játszma vége és az eredmény
learn-azacru-scoring-intro = Aki nem tud lépni, annak passzolnia kell; ezután minden többi játékos még egyszer, utoljára léphet, és a játszma véget ér. Az nyer, akinek a jelölői a legtöbb mezőt foglalják el; ha többen is ugyanannyi, legtöbb mezővel végeznek, osztoznak a győzelmen.
learn-azacru-scoring-1-goal = Nyugat passzolt, ez az utolsó lépésed, és 5 meződ van Nyugat 6 mezőjével szemben: érd el, hogy osztozzatok a győzelmen.
learn-azacru-scoring-1-hint = Egyenesen előre és balra lépve az éked a saját jelölőidre érkezne: csak a c4 ad új mezőt.
learn-azacru-scoring-2-goal = Ez az utolsó lépésed: nyerd meg a játszmát.
learn-azacru-scoring-2-hint = Egy új mező nem elég Nyugat 7 mezőjével szemben: kösd össze a b2 mezőt az f2 mezővel, és tölts ki hármat.
learn-azacru-scoring-3-goal = Ez az utolsó lépésed: nyerd meg a játszmát, még ha az ékedbe kerül is.
learn-azacru-scoring-3-hint = A d1 mezőtől a d4 mezőig tartó összekötés átmegy Nyugat d3 mezőn álló jelölőjén: az éked kiesik a játékból, de a játszma úgyis véget ér.
learn-azacru-scoring-4-goal = Nyugat egyetlen éke nem tud lépni: nyerj legfeljebb két lépésben.
learn-azacru-scoring-4-hint = A lépésed után Nyugatnak passzolnia kell, neked pedig még egy utolsó lépésed marad: a két lépéseddel hozz létre egy összekötést.
learn-azacru-scoring-5-goal = 6–5 arányban vezetsz a mezőkben: nyerj legfeljebb két lépésben.
learn-azacru-scoring-5-hint = Nyugat éke csak az a2 mezőre léphet: állj oda, így neki passzolnia kell, és a következő lépésed lesz az utolsó.

learn-azacru-players-title = Három és négy játékos
learn-azacru-players-intro = Három játékosnál Észak, Kelet és Nyugat játszik, négynél Dél is csatlakozik hozzájuk. Észak kezd, és a lépések az óramutató járásával megegyező irányban követik egymást: Észak, Kelet, Dél, Nyugat.
learn-azacru-players-1-goal = Te vagy Észak, és te kezdesz: lépj az e9 mezőn álló ékeddel egyenesen előre.
learn-azacru-players-1-hint = Dél felé, a tábla alja felé mutat, az e8 mezőre.
learn-azacru-players-2-goal = Te vagy Dél, harmadikként lépsz: lépj az e1 mezőn álló ékeddel egyenesen előre.
learn-azacru-players-2-hint = Dél az 1. sor oldalán ül, és az e1 mezőn álló ék észak felé, az e2 mezőre mutat.
learn-azacru-players-3-goal = Legyen 7 meződ legfeljebb két lépés után; közben Nyugat és Észak is lép.
learn-azacru-players-3-hint = Kösd össze azonnal a g2 mezőt a g5 mezővel: ha vársz, Nyugat e4 mezőn álló éke a g4 mezőre lép, és ék fölött a lépésed semmit sem tölt ki.
learn-azacru-players-4-goal = Észak passzolt: akadályozd meg, hogy Nyugat az utolsó lépésével nyerjen.
learn-azacru-players-4-hint = Nyugat azzal fenyeget, hogy összeköti a c2 mezőt a g2 mezővel. Érkezz az ékeddel közéjük, az e2 mezőre: ék fölött a lépése csak ugrás lehet, és az semmit sem tölt ki.
learn-azacru-players-5-goal = Te vagy Nyugat, és ez az utolsó lépésed: neked legyen a legtöbb meződ mind a négy játékos közül.
learn-azacru-players-5-hint = Keletnek 7 mezője van. Kösd össze a b4 mezőt az f4 mezővel: az összekötés átmegy Dél d4 mezőn álló jelölőjén, így az éked kiesik, de 8 meződ lesz.
