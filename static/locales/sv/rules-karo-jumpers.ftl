## Karo: Jumpers and Crawlers, in our words
karo-jumpers-rules-intro = En kapplöpning på tjugofyra Karo-brickor som ligger som ett fast bräde, tre rutor brett och åtta långt. Varje spelare har tre hoppare (cirkeln uppåt) och tre krypare (cirkeln nedåt), och varje drag vänder den pjäs som flyttas.
karo-jumpers-rules-goal-title = Målet
karo-jumpers-rules-goal = För in alla sex pjäser i de två rader där motståndaren började. Vit börjar på rad 1 och 2 och ska till rad 7 och 8; Röd åt andra hållet. Varje sidas mål är inramat i dess färg.
karo-jumpers-rules-diagram-start = Utgångsläget: hopparna på de bakre raderna, kryparna framför dem.
karo-jumpers-rules-diagram-moves = Vits hoppare hoppar från a1 till a3 och blir en krypare; Röds krypare går från c7 till c6 och blir en hoppare.
karo-jumpers-rules-diagram-run = En hoppare hoppar över en hel rad av pjäser på en gång och landar precis efter den.
karo-jumpers-rules-move-title = Dragen
karo-jumpers-rules-move = Vit börjar om inget annat har avtalats. När det är din tur flyttar du en pjäs:
karo-jumpers-rules-crawler = En krypare går till en angränsande tom ruta i någon av de åtta riktningarna, vänds sedan och är då en hoppare.
karo-jumpers-rules-jumper = En hoppare hoppar, i någon av de åtta riktningarna, över hela den obrutna raden av pjäser bredvid sig (oavsett färg och hur många de än är) och landar på den tomma rutan precis efter dem, vänds sedan och är då en krypare. Den kan inte flytta utan en pjäs att hoppa över.
karo-jumpers-rules-end-title = Partiets slut
karo-jumpers-rules-end = Du vinner så fort alla sex av dina pjäser står i ditt mål. En spelare som inte kan flytta måste passa; två pass i rad, eller att samma ställning uppstår för tredje gången, gör partiet oavgjort.
karo-jumpers-rules-notation-title = Att skriva ner dragen
karo-jumpers-rules-notation = Kolumnerna är a till c, raderna 1 till 8 räknat från Vits sida. Ett drag skrivs från-till: b2-b3 är en krypares steg, a1-a3 ett hopp över a2.
karo-jumpers-rules-decisions-title = Där vi fick bestämma själva
karo-jumpers-rules-decisions = Originaltexten visar inte utgångsställningen; vi ställde hopparna bakom och kryparna framför, den enda sådana uppställning där den som börjar över huvud taget kan flytta. Den nämner inte heller något oavgjort; vi lade till oavgjort genom upprepning, så att ingen kan förhala partiet i all evighet.
