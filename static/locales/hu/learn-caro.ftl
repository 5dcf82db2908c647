# A Caro leckéi magyarul: minden szakasz címe és alapgondolata, minden szint célja és tippje.

learn-caro-five-title = Öt egy sorban
learn-caro-five-intro = A Carót az nyeri, aki öt saját színű követ rak ki megszakítás nélkül egy sorba: vízszintesen, függőlegesen vagy átlósan.
learn-caro-five-1-goal = Fekete lép: rakj ki öt követ egy sorba.
learn-caro-five-1-hint = A 8. sorban álló négy köved mindkét végén nyitott: bármelyik végére teszel, ötös lesz belőle.
learn-caro-five-2-goal = Rakj ki ötöt egy oszlopban.
learn-caro-five-2-hint = Az oszlop ugyanúgy számít, mint a vízszintes sor: tegyél egy követ a négyes fölé vagy alá.
learn-caro-five-3-goal = Rakj ki ötöt az átlón.
learn-caro-five-3-hint = Az átló is számít: folytasd a sort bármelyik végén.
learn-caro-five-4-goal = Rakj ki ötöt: a hézag is számít.
learn-caro-five-4-hint = Ha kitöltöd a középső hézagot, a két kettesből ötös lesz. A fehér ugyanezzel fenyeget, úgyhogy előzd meg.
learn-caro-five-5-goal = Rakj ki ötöt a tábla szélén.
learn-caro-five-5-hint = A tábla széle semmit sem zár le: az odáig érő sor is nyer.

learn-caro-closed-five-title = A közrezárt ötös
learn-caro-closed-five-intro = A Caro saját szabálya: a pontosan öt kőből álló sor nem nyer, ha mindkét végét az ellenfél köve zárja le. A hatos vagy hosszabb sor viszont nyer, bármi áll is a végein.
learn-caro-closed-five-1-goal = Nyerj azzal az egy ötössel, amelyik számít.
learn-caro-closed-five-1-hint = A 8. sorban a fehér kövei mindkét véget lezárják. Az oszlopod viszont még nyitott.
learn-caro-closed-five-2-goal = Rakj ki hat követ egy sorba.
learn-caro-closed-five-2-hint = A hatos sor akkor is nyer, ha mindkét vége le van zárva.
learn-caro-closed-five-3-goal = Fehér lép: akadályozd meg a fekete ötösét.
learn-caro-closed-five-3-hint = Nem kell a h8 pontra tenned: ha egy ponttal távolabb, az i8 pontra teszed a követ, a feketének csak mindkét végén lezárt ötös marad.
learn-caro-closed-five-4-goal = Nyerj: melyik négyesből lehet még ötös?
learn-caro-closed-five-4-hint = Az egyik végén lezárt négyes a másik végén még nyerhet. A két fehér kő közé szorult vízszintes sor már nem.
learn-caro-closed-five-5-goal = Ebben a játszmában a hatos nem nyer: rakj ki pontosan ötöt.
learn-caro-closed-five-5-hint = A „Hat vagy több egy sorban: nem nyer” beállításnál a 8. sor kitöltése hatost adna. Az oszlopodban pontosan ötös lesz.

learn-caro-block-title = Lezárás
learn-caro-block-intro = Ha az ellenfelednek van egy négyese, amelynek az egyik vége nyitott, a következő kövével nyer, hacsak le nem zárod.
learn-caro-block-1-goal = Fehér lép: akadályozd meg a fekete ötösét.
learn-caro-block-1-hint = A fekete négyese az egyik oldalon már le van zárva: zárd le a másikat.
learn-caro-block-2-goal = Akadályozd meg az ötöst az oszlopban.
learn-caro-block-2-hint = A négyes hézagába kerülne az ötödik kő.
learn-caro-block-3-goal = Akadályozd meg az átlós ötöst.
learn-caro-block-3-hint = Keresd meg az átló mentén a nyitott végét.
learn-caro-block-4-goal = Azt a fenyegetést hárítsd el, amelyik számít.
learn-caro-block-4-hint = A hármas várhat, a négyes nem.
learn-caro-block-5-goal = Akadályozd meg a hézagos négyest az átlón.
learn-caro-block-5-hint = A feketének éppen a során belüli üres pontra van szüksége.

learn-caro-open-four-title = Nyitott négyesek és négy-hármasok
learn-caro-open-four-intro = A mindkét végén nyitott négyest nem lehet megállítani: az ellenfeled lezárja az egyik végét, te pedig a másikra teszel. Ugyanide vezet, ha egyszerre csinálsz egy négyest és egy hármast.
learn-caro-open-four-1-goal = Nyerj legfeljebb két lépésben.
learn-caro-open-four-1-hint = Csinálj egy négyest, amelynek mindkét vége szabad.
learn-caro-open-four-2-goal = Nyerj legfeljebb két lépésben az oszlopban.
learn-caro-open-four-2-hint = Töltsd ki a hármas hézagát: a keletkező négyes nyitott lesz.
learn-caro-open-four-3-goal = Nyerj legfeljebb két lépésben.
learn-caro-open-four-3-hint = Hová tegyél követ, hogy a hézagos hármasból nyitott négyes legyen?
learn-caro-open-four-4-goal = Nyerj legfeljebb két lépésben: csinálj egyszerre két négyest.
learn-caro-open-four-4-hint = Egyetlen kővel befejezhetsz egy vízszintes és egy függőleges négyest is.
learn-caro-open-four-5-goal = Nyerj legfeljebb három lépésben: egyszerre egy négyessel és egy hármassal.
learn-caro-open-four-5-hint = A fehérnek le kell zárnia a négyest; ezután a hármasodból nyitott négyes lesz.

learn-caro-vcf-title = Győzelem négyesekkel
learn-caro-vcf-intro = Győzelem folyamatos négyesekkel (VCF): minden köved négyest csinál, így minden válasz kényszerű, amíg végül egy négyest már nem lehet lezárni.
learn-caro-vcf-1-goal = Nyerj legfeljebb három lépésben úgy, hogy minden lépésed négyest csinál.
learn-caro-vcf-1-hint = Az első négyesed köve egyben az oszlopban is sort épít.
learn-caro-vcf-2-goal = Nyerj legfeljebb három lépésben.
learn-caro-vcf-2-hint = Az oszlopbeli négyessel kezdd.
learn-caro-vcf-3-goal = Nyerj legfeljebb három lépésben.
learn-caro-vcf-3-hint = Az átlós négyes jön először; a köve a vízszintes sorodhoz csatlakozik.
learn-caro-vcf-4-goal = Nyerj legfeljebb négy lépésben: két négyes, aztán egy nyitott négyes.
learn-caro-vcf-4-hint = Vízszintes sor, átló, aztán az oszlop: minden új köved a következő sort építi.
learn-caro-vcf-5-goal = Nyerj legfeljebb négy lépésben.
learn-caro-vcf-5-hint = Oszlop, átló, aztán a vízszintes sor.
