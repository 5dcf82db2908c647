# A Karo: Ugró és Mászó leckéi magyarul: minden szakasz címe és alapgondolata, minden szint célja és tippje.

learn-karo-jumpers-crawl-title = Mászók
learn-karo-jumpers-crawl-intro = A mászó (körrel lefelé) a nyolc irány bármelyikében egy szomszédos üres mezőre lép. Aztán megfordul, és ugró lesz belőle.
learn-karo-jumpers-crawl-1-goal = Te vagy Fehér: lépj előre az egyik mászóddal.
learn-karo-jumpers-crawl-1-hint = A mászóid a 2. sorban állnak; az előttük lévő mezők a 3. sorban üresek.
learn-karo-jumpers-crawl-2-goal = A b5 mezőn Piros korongja áll: lépj előre mégis a b4 mezőn álló mászóddal.
learn-karo-jumpers-crawl-2-hint = A mászó átlósan is léphet: az a5 vagy a c5 mezőre.
learn-karo-jumpers-crawl-3-goal = Lépj a b6 mezőn álló mászóddal a célterületedre.
learn-karo-jumpers-crawl-3-hint = A célterületed a 7. és a 8. sor, ahonnan Piros indult; a c7 foglalt, de az a7 és a b7 szabad.
learn-karo-jumpers-crawl-4-goal = Nyerj: lépj az utolsó korongoddal a célterületedre.
learn-karo-jumpers-crawl-4-hint = Öt korongod már célban van; a b6 mezőn álló mászó kitölti a rést a b7 mezőn.
learn-karo-jumpers-crawl-5-goal = Nyerj: juttasd célba az utolsó mászódat.
learn-karo-jumpers-crawl-5-hint = A b7 mezőn a saját korongod áll, de a mászó átlósan is léphet, a c7 mezőre.

learn-karo-jumpers-jump-title = Ugrók
learn-karo-jumpers-jump-intro = Az ugró (körrel felfelé) átugorja a mellette álló korongot, és a közvetlenül mögötte lévő üres mezőre érkezik; aztán megfordul, és mászó lesz belőle. Ha abban az irányban nincs mit átugrania, arra nem léphet.
learn-karo-jumpers-jump-1-goal = Ismét a kezdőállás: most az egyik ugróddal ugorj.
learn-karo-jumpers-jump-1-hint = Az 1. sor mindegyik ugrója előtt áll egy mászó, amelyet átugorhat, és így a 3. sorba érkezik.
learn-karo-jumpers-jump-2-goal = Ugord át a b4 mezőn álló ugróddal Piros korongját.
learn-karo-jumpers-jump-2-hint = Az ugró akármilyen színű korongot átugorhat: Piros b5 mezőn álló korongja is megfelel.
learn-karo-jumpers-jump-3-goal = Ugorj átlósan az a3 mezőn álló ugróddal.
learn-karo-jumpers-jump-3-hint = Az ugrás mind a nyolc irányban lehetséges: a b4 fölött a c5 mezőre.
learn-karo-jumpers-jump-4-goal = Ugorj a lehető legmesszebbre a b2 mezőn álló ugróddal.
learn-karo-jumpers-jump-4-hint = Az ugró a megszakítás nélküli korongsort egészében átugorja, akárhány korongból áll is, és az utána következő első üres mezőre érkezik.
learn-karo-jumpers-jump-5-goal = Ugorj az egyik korongoddal a célterületedre.
learn-karo-jumpers-jump-5-hint = A c4 mezőn álló ugró átugorhatja a c5 és c6 mezőn álló korongsort, és a c7 mezőre érkezik.

learn-karo-jumpers-turn-title = Minden lépés megfordítja a korongot
learn-karo-jumpers-turn-intro = A mászóból lépés után ugró lesz, az ugróból ugrás után mászó: a korong felváltva mászik és ugrik. Mielőtt lépsz egy koronggal, gondold végig, mit tud majd utána csinálni.
learn-karo-jumpers-turn-1-goal = Nyerj legfeljebb két lépésben.
learn-karo-jumpers-turn-1-hint = Lépj a mászóddal a b6 mezőre: ugróként onnan átugorhatja a b7-et, és a b8 mezőre érkezik.
learn-karo-jumpers-turn-2-goal = Nyerj legfeljebb két lépésben.
learn-karo-jumpers-turn-2-hint = Ugord át Piros korongját a b6 mezőre; mászóként onnan beléphetsz a b7 mezőre.
learn-karo-jumpers-turn-3-goal = Nyerj legfeljebb két lépésben: az a6 mezőn álló ugród nem léphet egyszerűen a b7 mezőre.
learn-karo-jumpers-turn-3-hint = Az ugró nem mászhat. Előbb ugorj oldalra a b6 fölött; aztán a mászó belép.
learn-karo-jumpers-turn-4-goal = Nyerj legfeljebb három lépésben: a b5 mezőn álló mászód nem ugorhatja át Piros korongját.
learn-karo-jumpers-turn-4-hint = Lépj félre az a6 mezőre, hogy ugró legyen belőle, ugord át a b6-ot, aztán mássz be a b7 mezőre.
learn-karo-jumpers-turn-5-goal = Nyerj legfeljebb két lépésben: két korongod még nincs célban.
learn-karo-jumpers-turn-5-hint = A b6 mezőn álló mászód az a korong, amelyet az ugródnak át kell ugrania: előbb ugorj, aztán hadd lépjen be a mászó.

learn-karo-jumpers-home-title = Verseny a célba
learn-karo-jumpers-home-intro = Amint mind a hat korongod a célterületeden, a 7. és a 8. sorban áll, nyertél. A leggyorsabb út oda egy ugrás egy hosszú korongsor fölött, mindegy, hogy a te korongjaid vagy Pirosé alkotják.
learn-karo-jumpers-home-1-goal = Nyerj egy lépéssel.
learn-karo-jumpers-home-1-hint = A b4 mezőről az ugród átugorhatja a b5, b6 és b7 mezőn álló egész korongsort, és a b8 mezőre érkezik.
learn-karo-jumpers-home-2-goal = Nyerj egy lépéssel: válaszd a helyes ugrást.
learn-karo-jumpers-home-2-hint = Az a5 mezőn álló ugród oldalra ugorhat a c5 mezőre, vagy felfelé az a6 és az a7 fölött az a8 mezőre; ezek közül csak az egyik juttatja célba.
learn-karo-jumpers-home-3-goal = Nyerj legfeljebb két lépésben.
learn-karo-jumpers-home-3-hint = Ha csak a b6-ot ugrod át, a b7 mezőre érkezel. Előbb lépj a mászóddal az a6 mezőről a b7 mezőre: a korongsor hosszabb lesz, és az ugrás eléri a b8 mezőt.
learn-karo-jumpers-home-4-goal = Nyerj legfeljebb két lépésben: a b6 mezőn álló mászód előtt nincs szabad mező.
learn-karo-jumpers-home-4-hint = Csinálj helyet: egy már célban lévő korong továbbléphet az a8 mezőre, és a mászód elfoglalja a mezőt, amelyet az elhagyott.
learn-karo-jumpers-home-5-goal = Nyerj legfeljebb három lépésben: juttasd célba mindkét korongodat.
learn-karo-jumpers-home-5-hint = A c6 mezőn álló mászó azonnal beléphet; a b4 mezőn álló ugrónak két lépés kell: egy ugrás a b5 fölött, aztán egy lépés.

learn-karo-jumpers-race-title = Verseny Pirossal
learn-karo-jumpers-race-intro = Piros a másik irányba versenyez, az 1. és a 2. sor felé. Néha Piros utolsó lépését kell megakadályoznod; néha csak a gyorsaság számít, és neked kell előbb célba érned.
learn-karo-jumpers-race-1-goal = Piros b4 mezőn álló ugrója azzal fenyeget, hogy célba ugrik: akadályozd meg.
learn-karo-jumpers-race-1-hint = Ehhez a b3 mezőn álló korongodat kell átugrania: lépj el azzal a koronggal.
learn-karo-jumpers-race-2-goal = Piros b3 mezőn álló mászója azzal fenyeget, hogy a b2 mezőre lépve célba ér: akadályozd meg.
learn-karo-jumpers-race-2-hint = Piros nem nyerhet, amíg az egyik korongod az ő célterületén áll: ugorj be te magad a b2 mezőre.
learn-karo-jumpers-race-3-goal = Piros b6 mezőn álló ugrója azzal fenyeget, hogy az oszlopodon végigugorva a b2 mezőre érkezik: akadályozd meg.
learn-karo-jumpers-race-3-hint = Pirosnak a b5, b4 és b3 mezőn álló teljes korongsorra szüksége van; szakítsd meg: léptesd ki belőle az egyik korongodat.
learn-karo-jumpers-race-4-goal = Piros egy lépésre van a győzelemtől: nyerj előbb.
learn-karo-jumpers-race-4-hint = Piros mászóját nem tudod megállítani, de te lépsz: az a6 mezőn álló ugród az a7 fölött az a8 mezőre ugrik.
learn-karo-jumpers-race-5-goal = Nyerj legfeljebb két lépésben, mielőtt Piros az utadba állhatna.
learn-karo-jumpers-race-5-hint = Piros a5 mezőn álló ugrója átugorhatná az a6 mezőn álló korongodat az a7 mezőre. Előbb töltsd ki az a7 mezőt az a6 mezőről: így ez az ugrás nem lehetséges többé, és a c6 mezőn álló korong beléphet a b7 mezőre.
