# Lektionerna för Caro, på svenska: varje avsnitts rubrik och grundidé, varje nivås mål och tips.

learn-caro-five-title = Fem i rad
learn-caro-five-intro = Du vinner Caro genom att lägga fem stenar i din färg i en obruten rad: vågrätt, lodrätt eller diagonalt.
learn-caro-five-1-goal = Svart vid draget: gör fem i rad.
learn-caro-five-1-hint = Dina fyra stenar på rad 8 är öppna i båda ändarna: vilken ände du än väljer blir det fem.
learn-caro-five-2-goal = Gör fem i en kolumn.
learn-caro-five-2-hint = En kolumn räknas lika mycket som en rad: lägg en sten ovanför eller nedanför.
learn-caro-five-3-goal = Gör fem på diagonalen.
learn-caro-five-3-hint = Diagonaler räknas också: förläng linjen i någon av ändarna.
learn-caro-five-4-goal = Gör fem: luckan räknas med.
learn-caro-five-4-hint = Fyller du luckan i mitten binds två par samman till fem. Vit hotar samma sak, så hinn först.
learn-caro-five-5-goal = Gör fem vid brädets kant.
learn-caro-five-5-hint = Brädets kant spärrar ingenting: en rad som når ända fram till den vinner ändå.

learn-caro-closed-five-title = Den instängda femman
learn-caro-closed-five-intro = Caros egen regel: en rad med exakt fem stenar vars båda ändar är spärrade av motståndarens stenar vinner inte. Sex eller fler i rad vinner, vad som än står vid ändarna.
learn-caro-closed-five-1-goal = Vinn med den enda femman som räknas.
learn-caro-closed-five-1-hint = På rad 8 stänger Vits stenar båda ändarna. Din kolumn är fortfarande öppen.
learn-caro-closed-five-2-goal = Gör sex i rad.
learn-caro-closed-five-2-hint = Även när den är spärrad i båda ändarna vinner en rad med sex stenar.
learn-caro-closed-five-3-goal = Vit vid draget: stoppa Svarts femma.
learn-caro-closed-five-3-hint = Du kan spärra en punkt längre bort, bortom luckan: då skulle Svarts femma vara instängd i båda ändarna.
learn-caro-closed-five-4-goal = Vinn: vilken fyra kan fortfarande bli en femma?
learn-caro-closed-five-4-hint = En fyra som är spärrad i ena änden vinner fortfarande i den andra. Raden mellan två vita stenar gör det inte.
learn-caro-closed-five-5-goal = I det här partiet vinner inte sex i rad: gör exakt fem.
learn-caro-closed-five-5-hint = Med alternativet ”sex eller fler i rad vinner inte” blir det sex om du fyller i rad 8. Din kolumn ger exakt fem.

learn-caro-block-title = Att spärra
learn-caro-block-intro = När motståndaren har fyra i rad med en öppen ände vinner han med sin nästa sten, om du inte spärrar den.
learn-caro-block-1-goal = Vit vid draget: stoppa Svarts femma.
learn-caro-block-1-hint = Svarts fyra är redan spärrad på ena sidan: stäng den andra.
learn-caro-block-2-goal = Stoppa femman i kolumnen.
learn-caro-block-2-hint = En lucka i en fyra är just där dess femte sten ska ligga.
learn-caro-block-3-goal = Stoppa den diagonala femman.
learn-caro-block-3-hint = Leta längs diagonalen efter dess öppna ände.
learn-caro-block-4-goal = Stoppa det hot som spelar roll.
learn-caro-block-4-hint = En trea kan vänta; en fyra kan inte det.
learn-caro-block-5-goal = Stoppa den brutna fyran på diagonalen.
learn-caro-block-5-hint = Den tomma punkten inne i Svarts rad är just den han behöver.

learn-caro-open-four-title = Öppna fyror och fyra-treor
learn-caro-open-four-intro = En fyra som är öppen i båda ändarna går inte att stoppa: motståndaren spärrar ena änden och du lägger i den andra. Att göra en fyra och en trea på en gång leder också dit.
learn-caro-open-four-1-goal = Vinn inom två drag.
learn-caro-open-four-1-hint = Gör en fyra med båda ändarna fria.
learn-caro-open-four-2-goal = Vinn inom två drag i kolumnen.
learn-caro-open-four-2-hint = Fyll luckan i trean: fyran som då uppstår är öppen.
learn-caro-open-four-3-goal = Vinn inom två drag.
learn-caro-open-four-3-hint = Var ska en sten läggas för att trean med en lucka ska bli en öppen fyra?
learn-caro-open-four-4-goal = Vinn inom två drag: gör två fyror på en gång.
learn-caro-open-four-4-hint = En enda sten kan fullborda både en fyra på raden och en fyra i kolumnen.
learn-caro-open-four-5-goal = Vinn inom tre drag: en fyra och en trea på en gång.
learn-caro-open-four-5-hint = Vit måste spärra fyran; sedan blir din trea en öppen fyra.

learn-caro-vcf-title = Att vinna med fyror
learn-caro-vcf-intro = Vinst med fyror i följd (VCF, av engelskans victory by continuous fours): varje sten du lägger gör en fyra, så varje svar är tvunget, ända tills en fyra inte går att spärra.
learn-caro-vcf-1-goal = Vinn inom tre drag, med en fyra i varje drag.
learn-caro-vcf-1-hint = Stenen i din första fyra bygger också en linje i kolumnen.
learn-caro-vcf-2-goal = Vinn inom tre drag.
learn-caro-vcf-2-hint = Börja med fyran i kolumnen.
learn-caro-vcf-3-goal = Vinn inom tre drag.
learn-caro-vcf-3-hint = Den diagonala fyran kommer först; dess sten ansluter till din rad.
learn-caro-vcf-4-goal = Vinn inom fyra drag: två fyror, sedan en öppen fyra.
learn-caro-vcf-4-hint = Raden, diagonalen och sedan kolumnen: varje sten du lägger bygger nästa linje.
learn-caro-vcf-5-goal = Vinn inom fyra drag.
learn-caro-vcf-5-hint = Kolumnen, diagonalen och sedan raden.
