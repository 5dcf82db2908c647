## Caro's rules, in our words
caro-rules-intro = A Caro Vietnám ötös amőbája. Két játékos felváltva tesz köveket egy 15 × 15-ös tábla vonalainak metszéspontjaira. Az első követ a fekete teszi le. A letett kő a játszma végéig a helyén marad.
caro-rules-goal-title = A cél
caro-rules-goal = Az nyer, aki elsőként rak ki öt saját követ megszakítás nélkül egy sorba: vízszintesen, függőlegesen vagy átlósan.
caro-rules-diagram-open = Ötös sor, csak az egyik végén lezárva: a fekete nyer.
caro-rules-diagram-closed = Ugyanez az ötös, mindkét végén fehér kővel: nem nyer, a játszma folytatódik.
caro-rules-diagram-edge = A tábla széle sosem zár le: ez az ötös nyer.
caro-rules-diagram-six = A hatos sor akkor is nyer, ha mindkét vége le van zárva.
caro-rules-twist-title = A csavar: a közrezárt ötös nem ér
caro-rules-twist = A pontosan öt kőből álló sor nem nyer, ha a két vége utáni pontok mindegyikén az ellenfél köve áll. Az üres pont vagy a tábla széle nyitva hagyja az adott véget. Az ilyen közrezárt ötös a játszma hátralevő részében is értéktelen marad, ezért bevált védekezés, hogy lezárod egy négyes egyik végét, és kivársz: ha az ellenfeled ezután a másik végén, egészen a kövedig tölti ki a sort, az ötös halott.
caro-rules-end-title = A játszma vége
caro-rules-end = A játszma véget ér, amint egy kő nyerő sort tesz teljessé. Ha mind a 225 pont megtelik, és nyerő sor nem jött létre, a játszma döntetlen.
caro-rules-openings-title = Megnyitások
caro-rules-openings = Az első kövek előnyhöz juttatják a feketét. Az oldal háromféle kezdést kínál; ezek csak azt döntik el, ki melyik színnel játszik:
caro-rules-opening-free = Szabad: az első játékos a feketével játszik, és az első kőtől kezdve felváltva lépnek.
caro-rules-opening-swap = Swap: az első játékos letesz három követ (feketét, fehéret, feketét); ezután a második játékos színt választ, és aki a fehérrel játszik, leteszi a 4. követ.
caro-rules-opening-swap2 = Swap2: mint a swapnál, de választás helyett a második játékos letehet egy 4. és egy 5. követ (előbb fehéret, aztán feketét), és visszaadhatja a választást az első játékosnak. Ezután a fehér teszi le a 6. követ.
caro-rules-options-title = Változatok
caro-rules-options = Két további beállítás azt módosítja, mi számít győzelemnek:
caro-rules-option-overline = Hat vagy több egy sorban: nyer (ez a szokásos szabály), vagy sosem nyer, ekkor csak a pontosan öt számít (ez a Gomocup Caro-ligájának szabálya).
caro-rules-option-closed = Az ellenfél által lezárt ötös: csak akkor veszíti el a győzelmet, ha mindkét végén le van zárva (ez a szokásos szabály), már akkor, ha csak az egyik végén (a tábla széle ekkor sem zár le), vagy mindig nyer (mint a sima gomokuban).
caro-rules-notation-title = A lépések lejegyzése
caro-rules-notation = Az oszlopokat balról jobbra az a–o betűk, a sorokat alulról felfelé az 1–15 számok jelölik, így a középpont a h8. Egy követ a pontjával jegyzünk le, a swap megnyitások színválasztását pedig így: =b (a feketét választja) vagy =w (a fehéret választja). A játszma a lépései sorban egymás után, például h8 i9 h10 =w g9.
caro-rules-decisions-title = Ahol nekünk kellett döntenünk
caro-rules-decisions = Az eredeti szabályok nem mondanak el mindent, amire egy számítógépnek szüksége van. Ezeket az értelmezéseket választottuk: a tábla széle sosem zár le sort; egy sort csak akkor bírálunk el, amikor az utolsó kövét leteszik, így a közrezárt ötös soha nem kelhet újra életre; a hosszabb sor egészként számít, tehát egy hatosban sosem rejlik „ötös”; a „swap” pedig a gomokuversenyeken játszott háromkövös cserét jelenti, nem az egykövest.
