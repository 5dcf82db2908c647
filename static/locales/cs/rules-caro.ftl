## Caro's rules, in our words
caro-rules-intro = Caro jsou piškvorky, jak se hrají ve Vietnamu. Dva hráči se střídají v pokládání kamenů na body, kde se kříží čáry desky 15 × 15. První kámen pokládá černý. Položený kámen zůstává na svém místě až do konce hry.
caro-rules-goal-title = Cíl hry
caro-rules-goal = Jako první vytvořte nepřerušenou řadu pěti vlastních kamenů: vodorovně, svisle nebo úhlopříčně.
caro-rules-diagram-open = Pět v řadě, zablokováno jen na jednom konci: vyhrává černý.
caro-rules-diagram-closed = Stejná pětice s bílými kameny na obou koncích: výhra to není, hra pokračuje.
caro-rules-diagram-edge = Okraj desky nikdy neblokuje: tato pětice vyhrává.
caro-rules-diagram-six = Šest v řadě vyhrává, i když jsou oba konce zablokované.
caro-rules-twist-title = Háček: uzavřená pětice neplatí
caro-rules-twist = Řada právě pěti kamenů nevyhrává, když na obou bodech bezprostředně za jejími konci leží soupeřovy kameny. Prázdný bod nebo okraj desky nechává daný konec otevřený. Taková uzavřená pětice zůstává bezcenná po zbytek hry, a proto je klasickou obranou zablokovat jeden konec čtveřice a čekat: když pak soupeř řadu doplní na druhém konci až k vašemu kameni, je pětice mrtvá.
caro-rules-end-title = Konec hry
caro-rules-end = Hra končí, jakmile některý kámen dokončí vítěznou řadu. Když se zaplní všech 225 bodů a vítězná řada nevznikne, hra končí remízou.
caro-rules-openings-title = Zahájení
caro-rules-openings = První kameny dávají výhodu černému. Web nabízí tři způsoby zahájení, které mění jen to, kdo hraje jakou barvou:
caro-rules-opening-free = Volné: první hráč hraje černými a od prvního kamene se hráči střídají.
caro-rules-opening-swap = Swap: první hráč položí tři kameny (černý, bílý, černý); pak si druhý hráč zvolí barvu a 4. kámen položí ten, kdo má bílé.
caro-rules-opening-swap2 = Swap2: jako u swapu, ale místo volby smí druhý hráč položit 4. a 5. kámen (bílý, pak černý) a volbu vrátit prvnímu hráči. Potom bílý položí 6. kámen.
caro-rules-options-title = Varianty
caro-rules-options = Další dvě volby mění, co se počítá jako výhra:
caro-rules-option-overline = Šest a více v řadě: vyhrává (obvyklé pravidlo), nebo nevyhrává nikdy, a pak se počítá jen přesně pět (pravidlo ligy Caro v Gomocupu).
caro-rules-option-closed = Pětice zablokovaná soupeřem: o výhru přijde, jen když je zablokovaná na obou koncích (obvyklé pravidlo), nebo už když je zablokovaná na jednom konci (okraj desky ani tak neblokuje), anebo vyhrává vždy (prosté gomoku).
caro-rules-notation-title = Zápis tahů
caro-rules-notation = Sloupce jsou zleva písmena a až o, řady zdola čísla 1 až 15, takže střed je h8. Kámen se zapisuje jako bod, na kterém leží; volba barvy ve swapových zahájeních jako =b (černé) nebo =w (bílé). Hru tvoří její tahy v pořadí, například h8 i9 h10 =w g9.
caro-rules-decisions-title = Kde jsme museli rozhodnout sami
caro-rules-decisions = Původní pravidla neříkají všechno, co počítač potřebuje vědět. Zvolili jsme tento výklad: okraj desky nikdy řadu neblokuje; řada se posuzuje jen ve chvíli, kdy se položí její poslední kámen, takže uzavřená pětice už nikdy neožije; delší řada se počítá jako celek, takže šestice nikdy neobsahuje „pětici“; a „swap“ znamená výměnu po třech kamenech, jak se hraje na turnajích v gomoku, nikoli výměnu po jednom kameni.
