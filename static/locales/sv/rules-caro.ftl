## Caro's rules, in our words
caro-rules-intro = Caro är Vietnams variant av fem i rad. Två spelare turas om att lägga stenar på punkterna där linjerna korsar varandra på ett bräde med 15 × 15 linjer. Svart lägger den första stenen. En sten som har lagts ligger kvar på sin plats tills partiet är slut.
caro-rules-goal-title = Målet
caro-rules-goal = Bli först med en obruten rad av fem egna stenar: vågrätt, lodrätt eller diagonalt.
caro-rules-diagram-open = Fem i rad, spärrad i bara ena änden: svart vinner.
caro-rules-diagram-closed = Samma femma med vita stenar i båda ändarna: ingen vinst, partiet fortsätter.
caro-rules-diagram-edge = Brädets kant spärrar aldrig: den här femman vinner.
caro-rules-diagram-six = Sex i rad vinner även när båda ändarna är spärrade.
caro-rules-twist-title = Haken: en instängd femma räknas inte
caro-rules-twist = En rad med exakt fem stenar vinner inte när båda punkterna närmast bortom dess ändar har motståndarens stenar. En tom punkt eller brädets kant lämnar den änden öppen. En sådan instängd femma förblir värdelös resten av partiet, så ett klassiskt försvar är att spärra ena änden av en fyra och vänta: om motståndaren sedan fyller i andra änden ända fram till din sten är femman död.
caro-rules-end-title = Partiets slut
caro-rules-end = Partiet slutar så fort en sten fullbordar en vinnande rad. Om alla 225 punkter fylls utan att någon sådan rad uppstår blir partiet oavgjort.
caro-rules-openings-title = Öppningar
caro-rules-openings = De första stenarna ger svart en fördel. Webbplatsen erbjuder tre sätt att börja, som bara ändrar vem som spelar vilken färg:
caro-rules-opening-free = Fri: första spelaren tar svart och turen växlar från första stenen.
caro-rules-opening-swap = Swap: första spelaren lägger tre stenar (svart, vit, svart); sedan väljer andra spelaren färg, och den som har vit lägger sten 4.
caro-rules-opening-swap2 = Swap2: som i swap, men i stället för att välja får andra spelaren lägga sten 4 och 5 (vit, sedan svart) och lämna över valet till första spelaren. Därefter lägger vit sten 6.
caro-rules-options-title = Varianter
caro-rules-options = Två alternativ till ändrar vad som räknas som vinst:
caro-rules-option-overline = Sex eller fler i rad: vinner (den vanliga regeln) eller vinner aldrig, och då räknas bara exakt fem (regeln i Gomocups Caro-liga).
caro-rules-option-closed = En femma som motståndaren har spärrat: förlorar vinsten bara när den är spärrad i båda ändarna (den vanliga regeln), redan när den är spärrad i ena änden (kanten spärrar fortfarande aldrig), eller vinner alltid (vanlig gomoku).
caro-rules-notation-title = Att skriva ner dragen
caro-rules-notation = Kolumnerna är bokstäverna a till o räknat från vänster, raderna talen 1 till 15 räknat nedifrån, så mitten är h8. En sten skrivs som sin punkt; färgvalet i swap-öppningarna som =b (ta svart) eller =w (ta vit). Ett parti är dess drag i ordning, till exempel h8 i9 h10 =w g9.
caro-rules-decisions-title = Där vi fick bestämma själva
caro-rules-decisions = De ursprungliga reglerna säger inte allt som en dator behöver veta. Vi valde de här tolkningarna: brädets kant spärrar aldrig en rad; en rad bedöms bara när dess sista sten läggs, så en instängd femma kan aldrig väckas till liv igen; en längre rad räknas som en helhet, så en sexa innehåller aldrig någon ”femma”; och ”swap” betyder det byte efter tre stenar som spelas i gomokuturneringar, inte ett byte efter en sten.
