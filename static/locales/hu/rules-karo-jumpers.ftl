## Karo: Jumpers and Crawlers, in our words
karo-jumpers-rules-intro = Verseny huszonnégy Karo-lapkán, amelyek rögzített, három mező széles és nyolc mező hosszú táblát alkotnak. Mindkét játékosnak három ugrója (körrel felfelé) és három mászója (körrel lefelé) van, és minden lépés megfordítja azt a korongot, amellyel lépnek.
karo-jumpers-rules-goal-title = A cél
karo-jumpers-rules-goal = Juttasd el mind a hat korongodat abba a két sorba, ahonnan az ellenfeled indult. Fehér az 1. és a 2. sorból indul, és a 7. és a 8. sor felé tart; Piros éppen fordítva. Mindkét fél célterületét a saját színű körvonala jelzi.
karo-jumpers-rules-diagram-start = A kezdés: az ugrók a hátsó sorokban, előttük a mászók.
karo-jumpers-rules-diagram-moves = Fehér ugrója az a1 mezőről az a3 mezőre ugrik, és mászó lesz belőle; Piros mászója a c7 mezőről a c6 mezőre lép, és ugró lesz belőle.
karo-jumpers-rules-diagram-run = Az ugró egyszerre átugorja a korongok egész sorát, és közvetlenül mögötte ér földet.
karo-jumpers-rules-move-title = A lépések
karo-jumpers-rules-move = Ha másban nem állapodtatok meg, Fehér kezd. Amikor rád kerül a sor, lépj az egyik korongoddal:
karo-jumpers-rules-crawler = A mászó a nyolc irány bármelyikében egy szomszédos üres mezőre lép, aztán megfordul, és ugró lesz belőle.
karo-jumpers-rules-jumper = Az ugró a nyolc irány bármelyikében átugorja a közvetlenül mellette kezdődő, megszakítás nélküli korongsort (akármilyen színűek, és akárhányan vannak), és a mögöttük lévő első, üres mezőre érkezik, aztán megfordul, és mászó lesz belőle. Ha nincs mit átugrania, nem léphet.
karo-jumpers-rules-end-title = A játszma vége
karo-jumpers-rules-end = Amint mind a hat korongod a célterületeden áll, nyertél. Aki nem tud lépni, annak passzolnia kell; két egymást követő passz, vagy ha ugyanaz az állás harmadszor is előáll, döntetlennel zárja a játszmát.
karo-jumpers-rules-notation-title = A lépések lejegyzése
karo-jumpers-rules-notation = Az oszlopok a–c, a sorok 1–8, Fehér oldaláról számolva. Egy lépést honnan-hová alakban jegyzünk le: a b2-b3 egy mászó lépése, az a1-a3 pedig ugrás az a2 fölött.
karo-jumpers-rules-decisions-title = Ahol nekünk kellett döntenünk
karo-jumpers-rules-decisions = Az eredeti szöveg nem mutatja a kezdőállást; az ugrókat hátulra, a mászókat eléjük tettük, mert ez az egyetlen ilyen elrendezés, amelyben a kezdő játékos egyáltalán lépni tud. Döntetlenről sem szól; mi bevezettük az ismétléses döntetlent, hogy senki se húzhassa a játszmát a végtelenségig.
