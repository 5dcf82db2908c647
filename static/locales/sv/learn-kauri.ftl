# Lektionerna för Kauri, på svenska: varje avsnitts rubrik och grundidé, varje nivås mål och tips.
# Eleven spelar Syd, vars gropar a till f är den närmre raden, räknade från hans egen vänstra sida.

learn-kauri-sowing-title = Att så
learn-kauri-sowing-intro = När det är din tur väljer du en av dina gropar som har en kauri, tar ut allt som ligger i den och sår det moturs runt brädet, en sak i varje grop: först alla stenar, sedan kaurisnäckorna.
learn-kauri-sowing-1-goal = Du spelar Syd, den närmre raden: så från din grop c.
learn-kauri-sowing-1-hint = Grop c är den tredje från vänster: dess fem stenar och sedan dess kauri hamnar i de sex följande groparna, en i varje.
learn-kauri-sowing-2-goal = Så den grop med flest stenar som du får så.
learn-kauri-sowing-2-hint = Groparna c och e har ingen kauri, så de kan inte sås; av dem som kan sås har a flest stenar.
learn-kauri-sowing-3-goal = Få din kauri att landa i Nords grop c när du sår.
learn-kauri-sowing-3-hint = Räkna en grop för varje sten; snäckan hamnar i gropen efter den sista stenen. Grop b:s sex stenar når fram till Nords b.
learn-kauri-sowing-4-goal = Få en kauri att landa i var och en av Nords gropar a och b när du sår.
learn-kauri-sowing-4-hint = Grop e har en sten och två kaurisnäckor: stenen kommer först, i din grop f, och sedan båda snäckorna.
learn-kauri-sowing-5-goal = Få en kauri att landa i din egen grop c när du sår.
learn-kauri-sowing-5-hint = Grop a:s tretton saker går hela varvet runt brädet; gropen du tömde hoppas över, så den sista stenen landar i b och snäckan i c.

learn-kauri-cowrie-captures-title = Att ta med kaurisnäckor
learn-kauri-cowrie-captures-intro = När en kauri som du sår landar i en av Nords gropar som inte hade någon kauri när ditt drag började, tar den alla stenar i den gropen till ditt förråd. Snäckan blir kvar i gropen.
learn-kauri-cowrie-captures-1-goal = Ta stenar med en kauri: få upp ditt förråd till 20 stenar.
learn-kauri-cowrie-captures-1-hint = Nords grop b har 4 stenar och ingen kauri; efter grop d:s tre stenar landar dess kauri där.
learn-kauri-cowrie-captures-2-goal = Gör den största fångsten: få upp ditt förråd till 21 stenar.
learn-kauri-cowrie-captures-2-hint = Nords gropar b och d har ingen kauri, och d har fler stenar: grop e:s kauri når dit.
learn-kauri-cowrie-captures-3-goal = Ta 3 stenar: få upp ditt förråd till 16.
learn-kauri-cowrie-captures-3-hint = Nords grop b är full men har redan en kauri, så din kauri tar ingenting där; hans grop e har ingen.
learn-kauri-cowrie-captures-4-goal = Få upp ditt förråd till 19 stenar i ett enda drag.
learn-kauri-cowrie-captures-4-hint = Grop f:s 13 stenar går hela varvet runt och lägger en sten i Nords c innan dess kauri kommer dit: snäckan tar den stenen också.
learn-kauri-cowrie-captures-5-goal = Få upp ditt förråd till 23 stenar i ett enda drag.
learn-kauri-cowrie-captures-5-hint = Grop e har två kaurisnäckor: efter dess sten landar de i Nords a och b, och var och en tar stenarna där.

learn-kauri-stone-captures-title = Stenar som ges bort
learn-kauri-stone-captures-intro = En sten som sås i en av motståndarens gropar med kaurisnäckor men inga stenar blir inte kvar där: den går direkt till motståndarens förråd. Ge inte Nord några av dina stenar, och låt hans stenar falla till ditt förråd.
learn-kauri-stone-captures-1-goal = Så utan att ge Nord en enda sten.
learn-kauri-stone-captures-1-hint = Nords gropar a och c har kaurisnäckor men inga stenar: håll dina stenar på din egen sida.
learn-kauri-stone-captures-2-goal = Ta stenar utan att ge Nord en enda sten.
learn-kauri-stone-captures-2-hint = Grop e ger en större fångst, men dess stenar hamnar i Nords gropar b och c, som bara har kaurisnäckor; grop f:s kauri tar Nords a utan att ge bort något.
learn-kauri-stone-captures-3-goal = Så stenar in i Nords rad utan att ge honom en enda.
learn-kauri-stone-captures-3-hint = Nords grop a är tom och har ingen kauri, så en sten blir kvar där; stanna före hans grop c, som bara har kaurisnäckor.
learn-kauri-stone-captures-4-goal = Nord sår sin grop d i nästa drag: välj ditt drag så att hans stenar får upp ditt förråd till 22.
learn-kauri-stone-captures-4-hint = Så grop a: dess två kaurisnäckor landar i dina tomma gropar b och c, och stenarna som Nord sår i dem går till ditt förråd.
learn-kauri-stone-captures-5-goal = Nord sår sin grop d i nästa drag: ha 23 stenar i ditt förråd när han har gjort det.
learn-kauri-stone-captures-5-hint = Grop a ger den största fångsten, men den fyller dina gropar b och c, där kaurisnäckorna ligger, med stenar; ta med f i stället, så faller Nords stenar till ditt förråd.

learn-kauri-thirty-one-title = Trettioen stenar
learn-kauri-thirty-one-intro = Ett förråd med 31 stenar eller fler vinner direkt: det är mer än hälften av de 60 stenarna, och ett förråd förlorar aldrig några.
learn-kauri-thirty-one-1-goal = Ditt förråd har 27 stenar: vinn med en enda fångst.
learn-kauri-thirty-one-1-hint = Du behöver fyra stenar till: Nords grop b har 4 och ingen kauri.
learn-kauri-thirty-one-2-goal = Ditt förråd har 26 stenar: vinn i ett drag.
learn-kauri-thirty-one-2-hint = Tar du 4 stenar hamnar du på 30, en för lite: hitta den kauri som tar 5.
learn-kauri-thirty-one-3-goal = Nord har 28 stenar och hotar att ta dina 4 stenar i grop c: stoppa honom.
learn-kauri-thirty-one-3-hint = En grop som redan har en kauri när Nords drag börjar är säker: så grop b för att lägga din kauri i c.
learn-kauri-thirty-one-4-goal = Nord har 30 stenar, så en till ger honom segern: stoppa hans fångst utan att ge honom en sten.
learn-kauri-thirty-one-4-hint = Grop f:s första sten skulle hamna i Nords grop a, som bara har kaurisnäckor; skydda i stället din grop e med snäckan från grop b.
learn-kauri-thirty-one-5-goal = Ditt förråd har 26 stenar: vinn inom två drag.
learn-kauri-thirty-one-5-hint = Tar du Nords 4 stenar nu hamnar du på 30; så först d, som lägger en sten till i Nords a; sedan tar dina kaurisnäckor i e alla 5.

learn-kauri-tie-break-title = Särspelet
learn-kauri-tie-break-intro = Tar stenarna slut med 30 i varje förråd fortsätter spelet med bara kaurisnäckor, och en spelare som är vid draget men inte har någon kauri på sin sida förlorar. Håll dina kaurisnäckor hemma och låt Nords gå över till dig.
learn-kauri-tie-break-1-goal = Nord har ingen kauri kvar: vinn genom att så utan att ge honom någon.
learn-kauri-tie-break-1-hint = Grop e:s enda kauri landar i din egen grop f; dina större gropar skulle nå fram till Nords rad.
learn-kauri-tie-break-2-goal = Vinn i ett drag: håll alla kaurisnäckor på din sida.
learn-kauri-tie-break-2-hint = Räkna: grop a:s fyra kaurisnäckor landar i dina gropar b till e.
learn-kauri-tie-break-3-goal = Vinn inom två drag.
learn-kauri-tie-break-3-hint = Nords enda kaurisnäckor ligger i hans grop f och måste gå över till din sida när han sår dem; så c, vars kaurisnäckor stannar hemma.
learn-kauri-tie-break-4-goal = Vinn inom tre drag.
learn-kauri-tie-break-4-hint = Ta små steg hemma, en kauri i taget, medan Nords två kaurisnäckor vandrar över till din sida.
learn-kauri-tie-break-5-goal = Du har 29 stenar mot Nords 30, och en sten är kvar: vinn inom två drag.
learn-kauri-tie-break-5-hint = Nord måste så sin grop f, och dess sten faller i din grop a, som har en kauri men inga stenar, och går vidare till ditt förråd: 30–30. Så c och håll dina kaurisnäckor hemma: då tar hans slut.
