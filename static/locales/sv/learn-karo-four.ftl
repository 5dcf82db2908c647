# Lektionerna för Karo: Fyra i rad, på svenska: varje avsnitts rubrik och grundidé, varje nivås mål och tips.

learn-karo-four-placing-title = Att placera pjäserna
learn-karo-four-placing-intro = Partiet börjar med tjugo tomma brickor. Spelarna turas om, Vit först, att lägga sina pjäser med cirkeln nedåt på tomma brickor, en pjäs per bricka, tills alla tolv är utplacerade.
learn-karo-four-placing-1-goal = Placera din första pjäs på brickan j10.
learn-karo-four-placing-1-hint = Vilken tom bricka som helst kan ta emot en pjäs; den här är markerad åt dig. En placering skrivs som sin ruta: j10.
learn-karo-four-placing-2-goal = Placera en pjäs diagonalt intill din pjäs på j10.
learn-karo-four-placing-2-hint = En bricka har åtta grannar: fyra längs sidorna och fyra vid hörnen. Röd står redan på k11.
learn-karo-four-placing-3-goal = Placera en pjäs så att tre av dina står på en linje.
learn-karo-four-placing-3-hint = Dina pjäser på j10 och j11 står i en kolumn: fortsätt den uppåt eller nedåt.
learn-karo-four-placing-4-goal = Placera en pjäs så att du får fyra i en kolumn.
learn-karo-four-placing-4-hint = Lägg den på j9. Partiet fortsätter: dina fyra ligger med cirkeln nedåt, och bara pjäser med cirkeln uppåt bildar en vinnande rad.
learn-karo-four-placing-5-goal = Placera din sista pjäs intill din pjäs på j10, så att j10 senare kan hoppa över den.
learn-karo-four-placing-5-hint = Ett hopp kräver en tom bricka precis bakom pjäsen som hoppas över: intill j10 är det bara j11 som har en sådan.

learn-karo-four-slide-title = Att skjuta
learn-karo-four-slide-intro = När alla tolv pjäser är utplacerade flyttar varje drag en av dem. Ett skjut för en pjäs till en angränsande tom bricka i någon av de åtta riktningarna, och pjäsen vänds inte: cirkeln förblir uppåt eller nedåt.
learn-karo-four-slide-1-goal = Skjut din pjäs från j10 upp till j11.
learn-karo-four-slide-1-hint = Ett skjut skrivs från-till: j10-j11.
learn-karo-four-slide-2-goal = Få en pjäs till hörnbrickan l12 med ett enda skjut.
learn-karo-four-slide-2-hint = Man kan också skjuta diagonalt: din pjäs på k11 nuddar l12 i ett hörn.
learn-karo-four-slide-3-goal = Vinn: skjut in en pjäs med cirkeln uppåt i din rad.
learn-karo-four-slide-3-hint = Tre av dina pjäser ligger med cirkeln uppåt på rad 12, och din pjäs på k11, också med cirkeln uppåt, står precis nedanför den tomma k12.
learn-karo-four-slide-4-goal = Vinn i ett drag: fyll luckan på rad 11.
learn-karo-four-slide-4-hint = Två av dina pjäser kan skjutas till j11, men bara den på j10 har cirkeln uppåt.
learn-karo-four-slide-5-goal = Vinn inom två drag.
learn-karo-four-slide-5-hint = Din pjäs på l9 har cirkeln uppåt: två skjut tar den till k11, och ingen röd pjäs hinner dit först.

learn-karo-four-jump-title = Att hoppa
learn-karo-four-jump-intro = En pjäs kan också hoppa över en angränsande pjäs, oavsett färg, till den tomma brickan precis bakom den. Pjäsen som hoppar vänds, från cirkeln nedåt till cirkeln uppåt eller tvärtom, och det är det enda sättet en pjäs vänds på.
learn-karo-four-jump-1-goal = Hoppa från h10 över din pjäs på i10 till j10.
learn-karo-four-jump-1-hint = Ett hopp skrivs som ett skjut, från-till: h10-j10. Se hur din pjäs vänds så att cirkeln kommer uppåt.
learn-karo-four-jump-2-goal = Hoppa över Röds pjäs på j11.
learn-karo-four-jump-2-hint = Två av dina pjäser kan göra det. Pjäsen du hoppar över förblir som den var; bara din egen vänds.
learn-karo-four-jump-3-goal = Vinn med ett hopp.
learn-karo-four-jump-3-hint = Din pjäs på k10 ligger med cirkeln nedåt: ett hopp över k11 till k12 vänder den så att cirkeln kommer uppåt, i slutet av din rad.
learn-karo-four-jump-4-goal = Vinn i ett drag: vilken pjäs ska hoppa till j11?
learn-karo-four-jump-4-hint = En pjäs med cirkeln uppåt vänds så att cirkeln kommer nedåt när den hoppar: välj den som ligger med cirkeln nedåt.
learn-karo-four-jump-5-goal = Vinn inom två drag.
learn-karo-four-jump-5-hint = Hoppa först för att vända en pjäs så att cirkeln kommer uppåt, och skjut sedan in den i raden: ett andra hopp skulle vända den tillbaka igen.

learn-karo-four-relocate-title = Att flytta brickor
learn-karo-four-relocate-intro = I stället för att skjuta eller hoppa kan du flytta en bricka: lyft en tom bricka från spelplanens kant, lägg den på en tom ruta intill de andra brickorna, och skjut eller hoppa i samma drag med en av dina pjäser upp på den.
learn-karo-four-relocate-1-goal = Lyft brickan från h9, lägg den på m12 och skjut din pjäs från l12 upp på den.
learn-karo-four-relocate-1-hint = Det här draget skrivs l12-m12/h9: pjäsens drag, ett snedstreck och platsen brickan kom ifrån.
learn-karo-four-relocate-2-goal = Lägg en bricka på m10 och skjut din pjäs från l10 upp på den.
learn-karo-four-relocate-2-hint = En bricka kan bara lyftas om ingen pjäs står på den och högst två av dess sidor gränsar till andra brickor: här gäller det bara hörnbrickan h12.
learn-karo-four-relocate-3-goal = Lägg en bricka på m10 och hoppa med din pjäs från k10 upp på den, över l10.
learn-karo-four-relocate-3-hint = Ett hopp upp på en bricka som du har flyttat vänder din pjäs, precis som alla andra hopp.
learn-karo-four-relocate-4-goal = Vinn genom att flytta en bricka.
learn-karo-four-relocate-4-hint = I kolumn l står tre av dina pjäser med cirkeln uppåt: lägg en bricka på l13 och skjut din pjäs från k12 upp på den.
learn-karo-four-relocate-5-goal = Vinn genom att flytta en bricka och hoppa upp på den.
learn-karo-four-relocate-5-hint = Lägg en bricka på m12 och hoppa från k10 över l11: din pjäs landar med cirkeln uppåt i slutet av din rad.

learn-karo-four-four-title = Fyra i rad
learn-karo-four-four-intro = Bara den som är vid draget kan få fyra i rad, så stoppa motståndarens rad innan det blir hans tur, och skapa ett hot som han inte kan stoppa. En rad stoppas genom att man ställer sig på brickan den behöver, eller tar bort den brickan.
learn-karo-four-four-1-goal = Stoppa Röds fyra på rad 11.
learn-karo-four-four-1-hint = Röd vill skjuta från j12 in i luckan på j11: hinn dit först.
learn-karo-four-four-2-goal = Stoppa Röds fyra på rad 12.
learn-karo-four-four-2-hint = Ingen av dina pjäser når l12, men det är en tom hörnbricka: lyft den, lägg den någon annanstans och kliv upp på den.
learn-karo-four-four-3-goal = Stoppa Röds fyra i kolumn l.
learn-karo-four-four-3-hint = För att nå l13 måste Röd lägga en bricka där, och den enda bricka som kan lyftas är h12: ställ dig på den eller flytta den.
learn-karo-four-four-4-goal = Vinn inom två drag.
learn-karo-four-four-4-hint = Ett enda hopp ger tre i rad med en tom bricka i vardera änden och en pjäs med cirkeln uppåt bredvid var och en av dem: Röd kan bara spärra den ena.
learn-karo-four-four-5-goal = Vinn inom två drag.
learn-karo-four-four-5-hint = Röd kan nå l11 i ett drag men inte h11: hota h11, och lämna ingen egen pjäs på i10 som Röd kan hoppa över.
