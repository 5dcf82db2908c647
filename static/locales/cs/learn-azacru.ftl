# Lekce hry Azacru v češtině: název a myšlenka každé fáze, cíl a nápověda každé úrovně.

learn-azacru-moves-title = Tah šipkou
learn-azacru-moves-intro = Každá vaše šipka míří jedním z osmi směrů. Když jste na tahu, posunete jednu šipku po přímce, přímo vpřed, nebo o 45° vlevo či vpravo od jejího směru, a pole, na kterém skončí, dostane vaši značku.
learn-azacru-moves-1-goal = Hrajete za Východ: posuňte svou šipku z g1 o jedno pole přímo vpřed.
learn-azacru-moves-1-hint = Míří na sever, nahoru po desce, takže přímo vpřed je g2.
learn-azacru-moves-2-goal = Posuňte šipku z g1 úhlopříčně, o 45° vpravo, na h2.
learn-azacru-moves-2-hint = Po otočení o 45° vpravo je ze severu severovýchod: h2.
learn-azacru-moves-3-goal = Šipka v rohu a9 míří úhlopříčně: posuňte ji přímo vpřed.
learn-azacru-moves-3-hint = Míří na jihovýchod, k protějšímu rohu desky, takže přímo vpřed je b8.
learn-azacru-moves-4-goal = Vaše šipka táhla z g1 na h2 a teď míří ve směru, kterým táhla: posuňte ji znovu přímo vpřed.
learn-azacru-moves-4-hint = Teď míří na severovýchod, takže přímo vpřed je i3, ne h3.
learn-azacru-moves-5-goal = Posuňte šipku z g1 na f2, do sousední oblasti, a otočte ji na sever.
learn-azacru-moves-5-hint = Deska má devět oblastí po 3 × 3 polích. Šipku, která skončí v jiné oblasti, smíte otočit o 45°: po tahu míří na severozápad a otočením vpravo ji natočíte na sever.

learn-azacru-fields-title = Oblasti a síla
learn-azacru-fields-intro = Síla šipky je počet polí v její oblasti, na kterých leží vaše značky, nejméně však 1: o tolik polí nebo méně smí šipka táhnout. Nesmí skončit na šipce ani na značce jiného hráče a nesmí přejít přes šipku.
learn-azacru-fields-1-goal = Vaše šipka na g2 má sílu 2: posuňte ji o dvě pole přímo vpřed.
learn-azacru-fields-1-hint = Vaše značky na g2 a h1 leží v její oblasti, takže smí dojít až na g4.
learn-azacru-fields-2-goal = Posuňte svou šipku z f4 o tři pole na východ, na i4.
learn-azacru-fields-2-hint = Spočítejte své značky v oblasti, kde šipka stojí: d4, e5 a f4 jí dávají sílu 3.
learn-azacru-fields-3-goal = Posuňte svou šipku z b5 na e5, přes značky Západu.
learn-azacru-fields-3-hint = Na značkách Západu na c5 a d5 skončit nesmíte, ale značky na cestě tahu nikdy nebrání.
learn-azacru-fields-4-goal = Na sever vám v cestě stojí šipka Západu: dostaňte se jedním tahem do řady 5.
learn-azacru-fields-4-hint = Žádná šipka nesmí přejít přes jinou, takže jděte úhlopříčně, na b5 nebo na h5.
learn-azacru-fields-5-goal = Dostaňte se jedním tahem na e5: která z vašich šipek to dokáže?
learn-azacru-fields-5-hint = Značky Západu kolem b2 nedávají té šipce žádnou sílu; šipka na h8 má ve své oblasti tři vaše značky.

learn-azacru-markers-title = Propojení
learn-azacru-markers-intro = Když vaše šipka vyjde z pole s vaší značkou a skončí na jiném takovém poli, nejméně o dvě pole dál, a mezi nimi nestojí žádná šipka, dostane vaši značku i každé pole mezi nimi: to je propojení.
learn-azacru-markers-1-goal = Propojte g2 se svou značkou na g5 a dosáhněte 6 polí.
learn-azacru-markers-1-hint = Síla 3 dovede šipku na g5 a g3 a g4 se cestou stanou vašimi.
learn-azacru-markers-2-goal = Najděte nejdelší propojení: dosáhněte jedním tahem 9 polí.
learn-azacru-markers-2-hint = Propojení nahoru po sloupci na a5 vyplní dvě pole; úhlopříčka na e5 vyplní tři.
learn-azacru-markers-3-goal = Vytvořte propojení a o šipku nepřijďte.
learn-azacru-markers-3-hint = Propojení na d5 vede přes značku Západu na d4: to pole byste získali, ale vaše šipka by odešla ze hry. Propojení na g5 vás nic nestojí.
learn-azacru-markers-4-goal = Přeskočte šipku Západu na svou značku na e5.
learn-azacru-markers-4-hint = Přes šipku je tah mezi dvěma vašimi značkami dovolen jako skok při propojení, nic však nevyplní.
learn-azacru-markers-5-goal = Dosáhněte do dvou tahů 8 polí.
learn-azacru-markers-5-hint = Nejdřív táhněte na g2: pak bude šipka čtyři pole od vaší značky na g6 a bude mít dost síly, aby je propojila.

learn-azacru-scoring-title = Konec hry a skóre
learn-azacru-scoring-intro = Hráč, který nemůže táhnout, musí pasovat; potom má každý další hráč ještě jeden poslední tah a hra končí. Vyhrává ten, jehož značky leží na nejvíce polích, a hráči, kteří mají shodně nejvíce polí, se o vítězství dělí.
learn-azacru-scoring-1-goal = Západ pasoval a toto je váš poslední tah, máte 5 polí proti 6 polím Západu: podělte se o vítězství.
learn-azacru-scoring-1-hint = Přímo vpřed i vlevo by vaše šipka skončila na vašich vlastních značkách: nové pole vám dá jen c4.
learn-azacru-scoring-2-goal = Toto je váš poslední tah: vyhrajte hru.
learn-azacru-scoring-2-hint = Jedno nové pole proti 7 polím Západu nestačí: propojte b2 s f2 a vyplňte tři pole.
learn-azacru-scoring-3-goal = Toto je váš poslední tah: vyhrajte hru, i kdyby vás to stálo šipku.
learn-azacru-scoring-3-hint = Propojení z d1 na d4 vezme značku Západu na d3: vaše šipka odejde ze hry, ale hra stejně končí.
learn-azacru-scoring-4-goal = Jediná šipka Západu nemůže táhnout: vyhrajte do dvou tahů.
learn-azacru-scoring-4-hint = Po vašem tahu musí Západ pasovat a vy máte ještě jeden poslední tah: využijte oba tahy k propojení.
learn-azacru-scoring-5-goal = Vedete 6 poli proti 5: vyhrajte do dvou tahů.
learn-azacru-scoring-5-hint = Šipka Západu může táhnout jen na a2: postavte se tam, Západ musí pasovat a váš další tah je poslední.

learn-azacru-players-title = Tři a čtyři hráči
learn-azacru-players-intro = Ve třech hrají Sever, Východ a Západ; ve čtyřech se k nim přidá Jih. Začíná Sever a tah přechází po směru hodinových ručiček: Sever, Východ, Jih, Západ.
learn-azacru-players-1-goal = Hrajete za Sever a začínáte: posuňte svou šipku z e9 přímo vpřed.
learn-azacru-players-1-hint = Míří na jih, dolů po desce, na e8.
learn-azacru-players-2-goal = Hrajete za Jih, na tahu jste třetí: posuňte svou šipku z e1 přímo vpřed.
learn-azacru-players-2-hint = Jih sedí u řady 1 a šipka na e1 míří na sever, na e2.
learn-azacru-players-3-goal = Dosáhněte do dvou tahů 7 polí; mezitím táhnou Západ a Sever.
learn-azacru-players-3-hint = Propojte g2 s g5 hned: když budete čekat, šipka Západu z e4 dotáhne na g4 a přes šipku váš tah nic nevyplní.
learn-azacru-players-4-goal = Sever pasoval: zabraňte Západu, aby vyhrál svým posledním tahem.
learn-azacru-players-4-hint = Západ hrozí propojit c2 s g2. Postavte svou šipku na e2, mezi ně: přes šipku může být jeho tah jen skokem, který nic nevyplní.
learn-azacru-players-5-goal = Hrajete za Západ a toto je váš poslední tah: mějte nejvíce polí ze všech čtyř hráčů.
learn-azacru-players-5-hint = Východ má 7 polí. Propojte b4 s f4: vezme to značku Jihu na d4 a bude vás to stát šipku, ale získáte 8 polí.
