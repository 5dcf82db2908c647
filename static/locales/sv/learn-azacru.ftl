# Lektionerna för Azacru, på svenska: varje avsnitts rubrik och grundidé, varje nivås mål och tips.

learn-azacru-moves-title = Att flytta en vinkel
learn-azacru-moves-intro = Var och en av dina vinklar pekar åt ett av åtta håll. När det är din tur flyttar du en vinkel i rak linje, rakt fram eller 45° åt vänster eller höger, och rutan där den landar får din markör.
learn-azacru-moves-1-goal = Du spelar Öst: flytta din vinkel på g1 en ruta rakt fram.
learn-azacru-moves-1-hint = Den pekar mot norr, uppåt på brädet, så g2 ligger rakt fram.
learn-azacru-moves-2-goal = Flytta vinkeln på g1 diagonalt, 45° åt höger, till h2.
learn-azacru-moves-2-hint = Vrider man 45° åt höger blir norr nordost: h2.
learn-azacru-moves-3-goal = Vinkeln i hörnet a9 pekar diagonalt: flytta den rakt fram.
learn-azacru-moves-3-hint = Den pekar mot sydost, mot brädets motsatta hörn, så b8 ligger rakt fram.
learn-azacru-moves-4-goal = Din vinkel gick från g1 till h2, och nu pekar den åt det håll den flyttade: flytta den rakt fram igen.
learn-azacru-moves-4-hint = Den pekar nu mot nordost, så rakt fram är i3, inte h3.
learn-azacru-moves-5-goal = Flytta vinkeln på g1 till f2, i nästa område, och vrid den så att den pekar mot norr.
learn-azacru-moves-5-hint = Brädet har nio områden om 3 × 3 rutor. En vinkel som landar i ett annat område får vridas 45°: den kommer fram pekande mot nordväst, och en vridning åt höger får den att peka mot norr.

learn-azacru-fields-title = Områden och rörelseförmåga
learn-azacru-fields-intro = En vinkels rörelseförmåga är antalet rutor i dess område som har dina markörer, men minst 1: den får flytta så många rutor eller färre. Den får inte landa på en vinkel eller på en annan spelares markör, och inte heller passera över en vinkel.
learn-azacru-fields-1-goal = Din vinkel på g2 har rörelseförmåga 2: flytta den två rutor rakt fram.
learn-azacru-fields-1-hint = Dina markörer på g2 och h1 ligger i dess område, så den får gå ända till g4.
learn-azacru-fields-2-goal = Flytta din vinkel på f4 tre rutor österut, till i4.
learn-azacru-fields-2-hint = Räkna dina markörer i området där vinkeln står: d4, e5 och f4 ger den rörelseförmåga 3.
learn-azacru-fields-3-goal = Flytta din vinkel på b5 till e5, över Västs markörer.
learn-azacru-fields-3-hint = Du får inte landa på Västs markörer på c5 och d5, men markörer längs vägen hindrar aldrig ett drag.
learn-azacru-fields-4-goal = Västs vinkel står i vägen norrut: nå rad 5 i ett drag.
learn-azacru-fields-4-hint = Ingen vinkel får passera över en annan, så gå diagonalt, till b5 eller till h5.
learn-azacru-fields-5-goal = Nå e5 i ett drag: vilken av dina vinklar kan det?
learn-azacru-fields-5-hint = Västs markörer runt b2 ger inte den vinkeln någon extra rörelseförmåga; den på h8 har tre av dina markörer i sitt område.

learn-azacru-markers-title = Förbindelser
learn-azacru-markers-intro = Om din vinkel börjar på en av dina markörer och landar på en annan, minst två rutor bort, utan någon vinkel emellan, får varje ruta däremellan också din markör: en förbindelse.
learn-azacru-markers-1-goal = Förbind g2 med din markör på g5 och kom upp i 6 rutor.
learn-azacru-markers-1-hint = Rörelseförmåga 3 tar vinkeln till g5, och g3 och g4 blir dina på vägen.
learn-azacru-markers-2-goal = Hitta den längsta förbindelsen: kom upp i 9 rutor i ett drag.
learn-azacru-markers-2-hint = Förbindelsen uppför kolumnen till a5 fyller två rutor; diagonalen till e5 fyller tre.
learn-azacru-markers-3-goal = Gör en förbindelse och behåll din vinkel.
learn-azacru-markers-3-hint = Förbindelsen till d5 går genom Västs markör på d4: den skulle ta den rutan, men din vinkel skulle lämna spelet. Den till g5 kostar ingenting.
learn-azacru-markers-4-goal = Hoppa över Västs vinkel till din markör på e5.
learn-azacru-markers-4-hint = Över en vinkel är ett drag mellan två av dina markörer tillåtet som ett förbindelsehopp, men det fyller inte i några rutor.
learn-azacru-markers-5-goal = Kom upp i 8 rutor inom två drag.
learn-azacru-markers-5-hint = Gå först till g2: då ligger g2 fyra rutor från din markör på g6, och din vinkel har rörelseförmåga nog att förbinda dem.

learn-azacru-scoring-title = Slutet och poängen
learn-azacru-scoring-intro = En spelare som inte kan flytta måste passa; då får varje annan spelare ett sista drag, och sedan är partiet slut. Den som har sina markörer på flest rutor vinner, och spelare som har lika många rutor i topp delar på segern.
learn-azacru-scoring-1-goal = Väst har passat och det här är ditt sista drag, med 5 rutor mot Västs 6: dela på segern.
learn-azacru-scoring-1-hint = Rakt fram och åt vänster skulle din vinkel landa på dina egna markörer: bara c4 ger dig en ny ruta.
learn-azacru-scoring-2-goal = Det här är ditt sista drag: vinn partiet.
learn-azacru-scoring-2-hint = En ny ruta räcker inte mot Västs 7: förbind b2 med f2 och fyll tre.
learn-azacru-scoring-3-goal = Det här är ditt sista drag: vinn partiet, även om det kostar din vinkel.
learn-azacru-scoring-3-hint = Förbindelsen från d1 till d4 tar Västs markör på d3: din vinkel lämnar spelet, men partiet tar ju slut ändå.
learn-azacru-scoring-4-goal = Västs enda vinkel kan inte flytta: vinn inom två drag.
learn-azacru-scoring-4-hint = Efter ditt drag måste Väst passa, och du får ett sista drag: använd båda dragen till att göra en förbindelse.
learn-azacru-scoring-5-goal = Du leder med 6 rutor mot 5: vinn inom två drag.
learn-azacru-scoring-5-hint = Västs vinkel kan bara gå till a2: ställ dig där, så måste han passa, och ditt nästa drag blir det sista.

learn-azacru-players-title = Tre och fyra spelare
learn-azacru-players-intro = Med tre spelare spelar Nord, Öst och Väst; med fyra kommer Syd med. Nord drar först, och turen går medurs: Nord, Öst, Syd, Väst.
learn-azacru-players-1-goal = Du spelar Nord och drar först: flytta din vinkel på e9 rakt fram.
learn-azacru-players-1-hint = Den pekar mot söder, nedåt på brädet, mot e8.
learn-azacru-players-2-goal = Du spelar Syd, som drar som trea: flytta din vinkel på e1 rakt fram.
learn-azacru-players-2-hint = Syd sitter vid rad 1, och vinkeln på e1 pekar mot norr, mot e2.
learn-azacru-players-3-goal = Kom upp i 7 rutor inom två drag; Väst och Nord drar emellan.
learn-azacru-players-3-hint = Förbind g2 med g5 direkt: om du väntar går Västs vinkel på e4 till g4, och över en vinkel fyller ditt drag ingenting.
learn-azacru-players-4-goal = Nord har passat: hindra Väst från att vinna i sitt sista drag.
learn-azacru-players-4-hint = Väst hotar att förbinda c2 med g2. Landa din vinkel på e2, mitt emellan: över en vinkel kan hans drag bara bli ett hopp, som inte fyller i något.
learn-azacru-players-5-goal = Du spelar Väst, och det här är ditt sista drag: få flest rutor av alla fyra spelare.
learn-azacru-players-5-hint = Öst har 7 rutor. Förbind b4 med f4: det tar Syds markör på d4 och kostar din vinkel, men ger dig 8.
