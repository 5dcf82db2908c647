# A Kauri leckéi magyarul: minden szakasz címe és alapgondolata, minden szint célja és tippje.
# A tanuló Délt játssza: a-tól f-ig jelölt mélyedései a közelebbi sorban vannak, a saját balja felől számolva.

learn-kauri-sowing-title = Vetés
learn-kauri-sowing-intro = Amikor rád kerül a sor, kiválasztod egy mélyedésedet, amelyben kauri van, kiveszed a teljes tartalmát, és az óramutató járásával ellentétesen körbeveted a táblán, mélyedésenként egy darabot: előbb az összes követ, aztán a kaurikat.
learn-kauri-sowing-1-goal = Te vagy Dél, a közelebbi sor: vess a c-mélyedésedből.
learn-kauri-sowing-1-hint = A c-mélyedés balról a harmadik: az öt köve, majd a kaurija a következő hat mélyedésbe kerül, mindegyikbe egy.
learn-kauri-sowing-2-goal = Abból a mélyedésből vess, amelyik a vethetők közül a legtöbb követ tartalmazza.
learn-kauri-sowing-2-hint = A c- és az e-mélyedésben nincs kauri, ezért ezekből nem vethetsz; a vethetők közül az a-mélyedésben van a legtöbb kő.
learn-kauri-sowing-3-goal = Úgy vess, hogy a kaurid Észak c-mélyedésébe kerüljön.
learn-kauri-sowing-3-hint = Minden kőre számolj egy mélyedést; a kauri az utolsó kő utáni mélyedésbe kerül. A b-mélyedés hat köve Észak b-mélyedéséig ér.
learn-kauri-sowing-4-goal = Úgy vess, hogy Észak a- és b-mélyedésébe is kerüljön egy-egy kauri.
learn-kauri-sowing-4-hint = Az e-mélyedésben egy kő és két kauri van: előbb a kő megy, a te f-mélyedésedbe, aztán mindkét kauri.
learn-kauri-sowing-5-goal = Úgy vess, hogy egy kauri a saját c-mélyedésedbe kerüljön.
learn-kauri-sowing-5-hint = Az a-mélyedés tizenhárom darabja körbeér a táblán; a kiürített mélyedést átugrod, így az utolsó kő a b-mélyedésbe, a kauri pedig a c-mélyedésbe kerül.

learn-kauri-cowrie-captures-title = Zsákmányolás kaurival
learn-kauri-cowrie-captures-intro = Ha egy elvetett kaurid Észak olyan mélyedésébe kerül, amelyben a lépésed elején nem volt kauri, az ott lévő összes kő a tárolódba kerül. A kauri a mélyedésben marad.
learn-kauri-cowrie-captures-1-goal = Zsákmányolj kaurival: legyen 20 kő a tárolódban.
learn-kauri-cowrie-captures-1-hint = Észak b-mélyedésében 4 kő van, és nincs kauri; a d-mélyedés kaurija a három köve után éppen oda kerül.
learn-kauri-cowrie-captures-2-goal = Zsákmányold a lehető legtöbb követ: legyen 21 kő a tárolódban.
learn-kauri-cowrie-captures-2-hint = Észak b- és d-mélyedésében nincs kauri, és a d-ben több kő van: az e-mélyedésed kaurija odaér.
learn-kauri-cowrie-captures-3-goal = Zsákmányolj 3 követ: legyen 16 kő a tárolódban.
learn-kauri-cowrie-captures-3-hint = Észak b-mélyedése tele van kővel, de már van benne kauri, így a kaurid ott semmit sem zsákmányol; az e-mélyedésében viszont nincs kauri.
learn-kauri-cowrie-captures-4-goal = Egyetlen lépéssel érd el, hogy 19 kő legyen a tárolódban.
learn-kauri-cowrie-captures-4-hint = Az f-mélyedés 13 köve körbeér, és még azelőtt ejt egy követ Észak c-mélyedésébe, hogy a kaurija odaérne: a kauri azt a követ is zsákmányolja.
learn-kauri-cowrie-captures-5-goal = Egyetlen lépéssel érd el, hogy 23 kő legyen a tárolódban.
learn-kauri-cowrie-captures-5-hint = Az e-mélyedésben két kauri van: a köve után Észak a- és b-mélyedésébe kerülnek, és mindkettő zsákmányolja az ott lévő köveket.

learn-kauri-stone-captures-title = Elajándékozott kövek
learn-kauri-stone-captures-intro = Ha követ vetsz az ellenfél olyan mélyedésébe, amelyben kauri van, de kő nincs, a kő nem marad ott: egyenesen az ellenfél tárolójába kerül. Északnak egyet se adj a köveidből, az ő kövei viszont hadd hulljanak a te tárolódba.
learn-kauri-stone-captures-1-goal = Úgy vess, hogy Észak egyetlen követ se kapjon tőled.
learn-kauri-stone-captures-1-hint = Észak a- és c-mélyedésében van kauri, de kő nincs: tartsd a köveidet a saját oldaladon.
learn-kauri-stone-captures-2-goal = Zsákmányolj úgy, hogy Észak egyetlen követ se kapjon tőled.
learn-kauri-stone-captures-2-hint = Az e-mélyedéssel többet zsákmányolnál, de a kövei Észak b- és c-mélyedésébe esnének, amelyekben csak kauri van; az f-mélyedés kaurija veszteség nélkül zsákmányol Észak a-mélyedéséből.
learn-kauri-stone-captures-3-goal = Vess köveket Észak sorába úgy, hogy egyet se adj neki.
learn-kauri-stone-captures-3-hint = Észak a-mélyedése üres, és nincs benne kauri, így a kő ott marad; állj meg a c-mélyedése előtt, mert abban csak kauri van.
learn-kauri-stone-captures-4-goal = Észak a következő lépésben a d-mélyedéséből vet: úgy vess, hogy az ő kövei 22-re növeljék a tárolódat.
learn-kauri-stone-captures-4-hint = Vess az a-mélyedésből: a két kaurija az üres b- és c-mélyedésedbe kerül, és az Észak által ezekbe vetett kövek a tárolódba jutnak.
learn-kauri-stone-captures-5-goal = Észak a következő lépésben a d-mélyedéséből vet: érd el, hogy utána 23 kő legyen a tárolódban.
learn-kauri-stone-captures-5-hint = Az a-mélyedéssel zsákmányolnál a legtöbbet, de az kövekkel töltené meg a kaurit tartalmazó b- és c-mélyedésedet; zsákmányolj inkább az f-fel, és Észak kövei a tárolódba hullanak.

learn-kauri-thirty-one-title = Harmincegy kő
learn-kauri-thirty-one-intro = Akinek a tárolójában 31 vagy több kő van, azonnal nyer: ez több, mint a 60 kő fele, és a tárolókból sosem vész el kő.
learn-kauri-thirty-one-1-goal = A tárolódban 27 kő van: nyerj egyetlen zsákmányolással.
learn-kauri-thirty-one-1-hint = Még négy kő kell: Észak b-mélyedésében 4 kő van, és nincs kauri.
learn-kauri-thirty-one-2-goal = A tárolódban 26 kő van: nyerj egy lépéssel.
learn-kauri-thirty-one-2-hint = 4 kővel csak 30-ig jutsz, eggyel kevesebbre a kelleténél: keresd meg azt a kaurit, amelyik 5 követ zsákmányol.
learn-kauri-thirty-one-3-goal = Északnak 28 köve van, és azzal fenyeget, hogy zsákmányolja a c-mélyedésedben lévő 4 kövedet: akadályozd meg.
learn-kauri-thirty-one-3-hint = Ha egy mélyedésben Észak lépésének elején már van kauri, az biztonságban van: vess a b-mélyedésből, hogy a kaurid a c-mélyedésbe kerüljön.
learn-kauri-thirty-one-4-goal = Északnak 30 köve van, így egyetlen további kővel nyer: akadályozd meg a zsákmányolását úgy, hogy egy követ se adsz neki.
learn-kauri-thirty-one-4-hint = Az f-mélyedés első köve Észak a-mélyedésébe esne, amelyben csak kauri van; inkább a b-mélyedés kaurijával védd meg az e-mélyedésedet.
learn-kauri-thirty-one-5-goal = A tárolódban 26 kő van: nyerj legfeljebb két lépésben.
learn-kauri-thirty-one-5-hint = Ha most zsákmányolod Észak 4 kövét, csak 30-ig jutsz; előbb vess a d-mélyedésből, amely egy követ tesz Észak a-mélyedésébe, aztán az e-mélyedésedben lévő kaurik mind az 5 követ zsákmányolják.

learn-kauri-tie-break-title = A döntő
learn-kauri-tie-break-intro = Ha a kövek úgy fogynak el, hogy mindkét tárolóban 30 van, a játék csak kaurikkal folyik tovább, és aki lépne, de nincs kaurija a saját oldalán, veszít. Tartsd a kaurijaidat a saját oldaladon, Északéi pedig hadd vándoroljanak át hozzád.
learn-kauri-tie-break-1-goal = Északnak nem maradt kaurija: nyerj úgy, hogy vetsz, de egyet se adsz neki.
learn-kauri-tie-break-1-hint = Az e-mélyedés egyetlen kaurija a saját f-mélyedésedbe kerül; a nagyobb mélyedéseidből Észak sorába is jutna.
learn-kauri-tie-break-2-goal = Nyerj egy lépéssel: minden kauri maradjon a te oldaladon.
learn-kauri-tie-break-2-hint = Számold meg: az a-mélyedés négy kaurija a b-, c-, d- és e-mélyedésedbe kerül.
learn-kauri-tie-break-3-goal = Nyerj legfeljebb két lépésben.
learn-kauri-tie-break-3-hint = Észak összes kaurija az f-mélyedésében van, és amikor elveti őket, át kell kerülniük a te oldaladra; vess a c-mélyedésből, amelynek kaurijai a saját oldaladon maradnak.
learn-kauri-tie-break-4-goal = Nyerj legfeljebb három lépésben.
learn-kauri-tie-break-4-hint = Lépj kicsiket a saját oldaladon, egyszerre csak egy kaurival, miközben Észak két kaurija átvándorol hozzád.
learn-kauri-tie-break-5-goal = Az állás 29–30, és egy kő maradt: nyerj legfeljebb két lépésben.
learn-kauri-tie-break-5-hint = Északnak az f-mélyedéséből kell vetnie, és a köve az a-mélyedésedbe esik, amelyben kauri van, de kő nincs: 30–30. Vess a c-mélyedésből, tartsd a kaurijaidat a saját oldaladon, és Északnak fogynak el előbb a kaurijai.
