# A Karo: Négyes sor leckéi magyarul: minden szakasz címe és alapgondolata, minden szint célja és tippje.

learn-karo-four-placing-title = A korongok lerakása
learn-karo-four-placing-intro = A játszma húsz üres lapkával kezdődik. A játékosok felváltva, Fehérrel kezdve, körrel lefelé leteszik a korongjaikat üres lapkákra, minden lapkára egyet, amíg mind a tizenkettő a helyére nem kerül.
learn-karo-four-placing-1-goal = Tedd le az első korongodat a j10 lapkára.
learn-karo-four-placing-1-hint = Bármelyik üres lapkára tehetsz korongot; ezt most megjelöltük neked. A lerakást a mezőjével jegyezzük le: j10.
learn-karo-four-placing-2-goal = Tegyél le egy korongot átlósan a j10 mezőn álló korongod mellé.
learn-karo-four-placing-2-hint = Egy lapkának nyolc szomszédja van: négy az oldalai mentén, négy a sarkainál. A k11 mezőn már Piros áll.
learn-karo-four-placing-3-goal = Tegyél le egy korongot úgy, hogy három korongod álljon egy vonalban.
learn-karo-four-placing-3-hint = A j10 és a j11 mezőn álló korongjaid egy oszlopban vannak: folytasd fölöttük vagy alattuk.
learn-karo-four-placing-4-goal = Tegyél le egy korongot úgy, hogy négy álljon egy oszlopban.
learn-karo-four-placing-4-hint = Tedd a j9 mezőre. A játszma folytatódik: a négy korongod körrel lefelé fekszik, és csak a körrel felfelé álló korongokból lesz nyerő sor.
learn-karo-four-placing-5-goal = Tedd le az utolsó korongodat a j10 mezőn álló korongod mellé úgy, hogy a j10 később átugorhassa.
learn-karo-four-placing-5-hint = Az ugráshoz üres lapka kell közvetlenül az átugrott korong mögött: a j10 szomszédai közül csak a j11 mögött van ilyen.

learn-karo-four-slide-title = Csúsztatás
learn-karo-four-slide-intro = Amint mind a tizenkét korong a helyén van, minden lépés az egyiküket mozgatja. Csúsztatáskor a korong a nyolc irány bármelyikében egy szomszédos üres lapkára kerül, és nem fordul meg: a köre ugyanúgy felfelé vagy lefelé néz, mint addig.
learn-karo-four-slide-1-goal = Csúsztasd fel a korongodat a j10 mezőről a j11 mezőre.
learn-karo-four-slide-1-hint = A csúsztatást honnan-hová alakban jegyezzük le: j10-j11.
learn-karo-four-slide-2-goal = Juttass egy korongot egyetlen csúsztatással az l12 sarki lapkára.
learn-karo-four-slide-2-hint = Átlósan is csúsztathatsz: a k11 mezőn álló korongod lapkája a sarkánál érintkezik az l12 lapkával.
learn-karo-four-slide-3-goal = Nyerj: csúsztass egy körrel felfelé álló korongot a sorodba.
learn-karo-four-slide-3-hint = Három korongod körrel felfelé fekszik a 12. sorban, a szintén körrel felfelé álló k11-es korongod pedig közvetlenül az üres k12 alatt van.
learn-karo-four-slide-4-goal = Nyerj egy lépéssel: töltsd ki a hézagot a 11. sorban.
learn-karo-four-slide-4-hint = Két korongod is be tud csúszni a j11 mezőre, de csak a j10 mezőn állónak néz felfelé a köre.
learn-karo-four-slide-5-goal = Nyerj legfeljebb két lépésben.
learn-karo-four-slide-5-hint = Az l9 mezőn álló korongod köre felfelé néz: két csúsztatással eljut a k11 mezőre, és egyetlen piros korong sem érhet oda előbb.

learn-karo-four-jump-title = Ugrás
learn-karo-four-jump-intro = Egy korong át is ugorhat egy szomszédos, akármilyen színű korongot a közvetlenül mögötte lévő üres lapkára. Az ugró korong megfordul, körrel lefelé állásból körrel felfelé vagy fordítva, és a korong csak így fordulhat meg.
learn-karo-four-jump-1-goal = Ugorj a h10 mezőről az i10 mezőn álló korongod fölött a j10 mezőre.
learn-karo-four-jump-1-hint = Az ugrást a csúsztatáshoz hasonlóan, honnan-hová alakban jegyezzük le: h10-j10. Figyeld, ahogy a korongod körrel felfelé fordul.
learn-karo-four-jump-2-goal = Ugord át Piros j11 mezőn álló korongját.
learn-karo-four-jump-2-hint = Két korongod is megteheti. Az átugrott korong olyan marad, amilyen volt; csak a tiéd fordul meg.
learn-karo-four-jump-3-goal = Nyerj egy ugrással.
learn-karo-four-jump-3-hint = A k10 mezőn álló korongod körrel lefelé fekszik: ha a k11 fölött átugrik a k12 mezőre, körrel felfelé fordul a sorod végén.
learn-karo-four-jump-4-goal = Nyerj egy lépéssel: melyik korong ugorjon a j11 mezőre?
learn-karo-four-jump-4-hint = A körrel felfelé álló korong ugráskor körrel lefelé fordul: azt válaszd, amelyik körrel lefelé fekszik.
learn-karo-four-jump-5-goal = Nyerj legfeljebb két lépésben.
learn-karo-four-jump-5-hint = Előbb egy ugrással fordíts körrel felfelé egy korongot, aztán csúsztasd be a sorba: egy második ugrás újra lefelé fordítaná.

learn-karo-four-relocate-title = Lapkák áthelyezése
learn-karo-four-relocate-intro = Csúsztatás vagy ugrás helyett lapkát is áthelyezhetsz: felemelsz egy üres lapkát a játéktér széléről, leteszed egy üres mezőre a többi lapka mellé, és ugyanabban a lépésben rácsúsztatod vagy ráugratod az egyik korongodat.
learn-karo-four-relocate-1-goal = Emeld fel a lapkát a h9 mezőről, tedd le az m12 mezőre, és csúsztasd rá a korongodat az l12 mezőről.
learn-karo-four-relocate-1-hint = Ezt a lépést így jegyezzük le: l12-m12/h9, vagyis a korong lépése, egy perjel, és a mező, ahonnan a lapka jött.
learn-karo-four-relocate-2-goal = Tegyél egy lapkát az m10 mezőre, és csúsztasd rá a korongodat az l10 mezőről.
learn-karo-four-relocate-2-hint = Lapkát csak akkor lehet felemelni, ha nem áll rajta korong, és legfeljebb két oldalával érintkezik más lapkával: itt ez csak a h12 sarki lapkára igaz.
learn-karo-four-relocate-3-goal = Tegyél egy lapkát az m10 mezőre, és ugorj rá a korongoddal a k10 mezőről, az l10 fölött.
learn-karo-four-relocate-3-hint = Ha az áthelyezett lapkára ugrasz, a korongod megfordul, mint minden ugrásnál.
learn-karo-four-relocate-4-goal = Nyerj lapkaáthelyezéssel.
learn-karo-four-relocate-4-hint = Az l oszlopban három korongod áll körrel felfelé: tegyél egy lapkát az l13 mezőre, és csúsztasd rá a korongodat a k12 mezőről.
learn-karo-four-relocate-5-goal = Nyerj úgy, hogy áthelyezel egy lapkát, és ráugrasz.
learn-karo-four-relocate-5-hint = Tegyél egy lapkát az m12 mezőre, és ugorj rá a k10 mezőről az l11 fölött: a korongod körrel felfelé érkezik a sorod végére.

learn-karo-four-four-title = Négy egy sorban
learn-karo-four-four-intro = Négyes sort csak a lépő játékos hozhat létre, ezért állítsd meg az ellenfeled sorát, mielőtt ő lépne, és teremts olyan fenyegetést, amelyet ő nem tud megállítani. Egy sort úgy lehet megállítani, hogy rálépsz arra a lapkára, amelyre szüksége van, vagy elviszed onnan azt a lapkát.
learn-karo-four-four-1-goal = Állítsd meg Piros négyesét a 11. sorban.
learn-karo-four-four-1-hint = Piros a j12 mezőről a j11 mezőn lévő hézagba akar csúszni: érj oda előbb.
learn-karo-four-four-2-goal = Állítsd meg Piros négyesét a 12. sorban.
learn-karo-four-four-2-hint = Egyik korongod sem ér el az l12 mezőre, de az egy üres sarki lapka: emeld fel, tedd le máshová, és lépj rá.
learn-karo-four-four-3-goal = Állítsd meg Piros négyesét az l oszlopban.
learn-karo-four-four-3-hint = Hogy elérje az l13 mezőt, Pirosnak oda kell tennie egy lapkát, és az egyetlen felemelhető lapka a h12: állj rá, vagy helyezd át.
learn-karo-four-four-4-goal = Nyerj legfeljebb két lépésben.
learn-karo-four-four-4-hint = Egyetlen ugrással olyan hármast csinálsz, amelynek mindkét végén üres lapka van, és mindkét üres lapka mellett ott áll egy-egy körrel felfelé álló korongod: Piros csak az egyiket zárhatja el.
learn-karo-four-four-5-goal = Nyerj legfeljebb két lépésben.
learn-karo-four-four-5-hint = Piros egy lépéssel eléri az l11 mezőt, a h11 mezőt viszont nem: fenyegess azzal, hogy a h11 mezőre lépsz, és ne hagyj az i10 mezőn korongot, amelyet Piros átugorhatna.
