# Lektionerna för Karo: Hoppare och krypare, på svenska: varje avsnitts rubrik och grundidé, varje nivås mål och tips.

learn-karo-jumpers-crawl-title = Krypare
learn-karo-jumpers-crawl-intro = En krypare (cirkeln nedåt) går till en angränsande tom ruta, i någon av de åtta riktningarna. Sedan vänds den och är då en hoppare.
learn-karo-jumpers-crawl-1-goal = Du spelar Vit: flytta en av dina krypare ett steg framåt.
learn-karo-jumpers-crawl-1-hint = Dina krypare står på rad 2; rutorna framför dem, på rad 3, är tomma.
learn-karo-jumpers-crawl-2-goal = Röds pjäs står på b5: flytta ändå din krypare på b4 ett steg framåt.
learn-karo-jumpers-crawl-2-hint = En krypare får gå diagonalt också: till a5 eller c5.
learn-karo-jumpers-crawl-3-goal = Flytta din krypare på b6 ett steg in i ditt mål.
learn-karo-jumpers-crawl-3-hint = Ditt mål är rad 7 och 8, där Röd började; c7 är upptagen, men a7 och b7 är lediga.
learn-karo-jumpers-crawl-4-goal = Vinn: flytta in din sista pjäs i ditt mål.
learn-karo-jumpers-crawl-4-hint = Fem av dina pjäser är redan i mål; kryparen på b6 fyller luckan på b7.
learn-karo-jumpers-crawl-5-goal = Vinn: få in din sista krypare i mål.
learn-karo-jumpers-crawl-5-hint = Din egen pjäs står på b7, men en krypare får gå diagonalt till c7.

learn-karo-jumpers-jump-title = Hoppare
learn-karo-jumpers-jump-intro = En hoppare (cirkeln uppåt) hoppar över pjäsen bredvid sig och landar på den tomma rutan precis efter den; sedan vänds den och är då en krypare. Utan en pjäs att hoppa över kan den inte flytta åt det hållet.
learn-karo-jumpers-jump-1-goal = Utgångsläget igen: hoppa den här gången med en av dina hoppare.
learn-karo-jumpers-jump-1-hint = Varje hoppare på rad 1 har en krypare framför sig att hoppa över, och landar på rad 3.
learn-karo-jumpers-jump-2-goal = Hoppa med din hoppare på b4 över Röds pjäs.
learn-karo-jumpers-jump-2-hint = En hoppare hoppar över pjäser av båda färgerna: Röds pjäs på b5 duger.
learn-karo-jumpers-jump-3-goal = Hoppa diagonalt med din hoppare på a3.
learn-karo-jumpers-jump-3-hint = Man kan hoppa i alla åtta riktningarna: över b4, till c5.
learn-karo-jumpers-jump-4-goal = Hoppa så långt du kan med din hoppare på b2.
learn-karo-jumpers-jump-4-hint = En hoppare hoppar över hela den obrutna raden av pjäser, hur många de än är, och landar på den första tomma rutan efter den.
learn-karo-jumpers-jump-5-goal = Hoppa in i ditt mål med en av dina pjäser.
learn-karo-jumpers-jump-5-hint = Hopparen på c4 kan hoppa över båda pjäserna på c5 och c6 och landa på c7.

learn-karo-jumpers-turn-title = Varje drag vänder pjäsen
learn-karo-jumpers-turn-intro = En krypare som går blir en hoppare, och en hoppare som hoppar blir en krypare: en pjäs kryper och hoppar växelvis. Innan du flyttar en pjäs, tänk på vad den kommer att kunna göra härnäst.
learn-karo-jumpers-turn-1-goal = Vinn inom två drag.
learn-karo-jumpers-turn-1-hint = Flytta din krypare till b6: som hoppare kan den sedan hoppa över b7 till b8.
learn-karo-jumpers-turn-2-goal = Vinn inom två drag.
learn-karo-jumpers-turn-2-hint = Hoppa över Röds pjäs till b6; som krypare kan du sedan gå in på b7.
learn-karo-jumpers-turn-3-goal = Vinn inom två drag: din hoppare på a6 kan inte bara gå in på b7.
learn-karo-jumpers-turn-3-hint = En hoppare kan inte krypa. Hoppa först åt sidan över b6; sedan går kryparen in.
learn-karo-jumpers-turn-4-goal = Vinn inom tre drag: din krypare på b5 kan inte hoppa över Röds pjäs.
learn-karo-jumpers-turn-4-hint = Gå åt sidan till a6 för att bli en hoppare, hoppa över b6 och kryp sedan in på b7.
learn-karo-jumpers-turn-5-goal = Vinn inom två drag: två av dina pjäser är fortfarande utanför målet.
learn-karo-jumpers-turn-5-hint = Din krypare på b6 är pjäsen som din hoppare behöver hoppa över: hoppa först, och låt sedan kryparen gå in.

learn-karo-jumpers-home-title = Kapplöpningen till målet
learn-karo-jumpers-home-intro = Du vinner så fort alla sex av dina pjäser står i ditt mål, rad 7 och 8. Ett hopp över en lång rad av pjäser, både dina och Röds, är snabbaste vägen dit.
learn-karo-jumpers-home-1-goal = Vinn med ett drag.
learn-karo-jumpers-home-1-hint = Från b4 kan din hoppare hoppa över hela raden av pjäser på b5, b6 och b7 och landa på b8.
learn-karo-jumpers-home-2-goal = Vinn med ett drag: välj rätt hopp.
learn-karo-jumpers-home-2-hint = Din hoppare på a5 kan hoppa åt sidan till c5, eller uppåt över a6 och a7 till a8; bara ett av hoppen för den i mål.
learn-karo-jumpers-home-3-goal = Vinn inom två drag.
learn-karo-jumpers-home-3-hint = Ett hopp över bara b6 landar på b7. Flytta först din krypare från a6 till b7: raden av pjäser blir längre, och hoppet når b8.
learn-karo-jumpers-home-4-goal = Vinn inom två drag: din krypare på b6 har ingen ledig ruta framför sig.
learn-karo-jumpers-home-4-hint = Gör plats: en pjäs som redan är i mål får flytta vidare till a8, och din krypare tar rutan den lämnar.
learn-karo-jumpers-home-5-goal = Vinn inom tre drag: få in båda dina pjäser i mål.
learn-karo-jumpers-home-5-hint = Kryparen på c6 går in direkt; hopparen på b4 behöver två drag, ett hopp över b5 och sedan ett steg.

learn-karo-jumpers-race-title = Kapplöpning mot Röd
learn-karo-jumpers-race-intro = Röd tävlar åt andra hållet, mot rad 1 och 2. Ibland måste du stoppa Röds sista drag; ibland räknas bara farten, och du måste vara först i mål.
learn-karo-jumpers-race-1-goal = Röds hoppare på b4 hotar att hoppa in i mål: stoppa den.
learn-karo-jumpers-race-1-hint = Den behöver din pjäs på b3 att hoppa över: flytta bort den pjäsen.
learn-karo-jumpers-race-2-goal = Röds krypare på b3 hotar att gå in i mål på b2: stoppa den.
learn-karo-jumpers-race-2-hint = Röd kan inte vinna så länge en av dina pjäser står i Röds mål: hoppa in på b2 själv.
learn-karo-jumpers-race-3-goal = Röds hoppare på b6 hotar att hoppa nedför din kolumn ända till b2: stoppa den.
learn-karo-jumpers-race-3-hint = Röd behöver hela raden av pjäser på b5, b4 och b3; bryt den genom att flytta ut en av dina pjäser ur den.
learn-karo-jumpers-race-4-goal = Röd är ett drag från att vinna: vinn först.
learn-karo-jumpers-race-4-hint = Du kan inte stoppa Röds krypare, men det är ditt drag: din hoppare på a6 hoppar över a7 till a8.
learn-karo-jumpers-race-5-goal = Vinn inom två drag, innan Röd hinner ställa sig i vägen.
learn-karo-jumpers-race-5-hint = Röds hoppare på a5 skulle kunna hoppa över din pjäs på a6 in på a7. Fyll först a7 från a6: då är det hoppet borta, och c6 går in på b7.
