# Lekce hry Karo: Čtyři v řadě v češtině: název a myšlenka každé fáze, cíl a nápověda každé úrovně.

learn-karo-four-placing-title = Rozmístění kamenů
learn-karo-four-placing-intro = Hra začíná s dvaceti prázdnými dílky. Hráči se střídají, začíná Bílý, a pokládají své kameny kroužkem dolů na prázdné dílky, na každý dílek jeden kámen, dokud není rozmístěno všech dvanáct.
learn-karo-four-placing-1-goal = Položte svůj první kámen na dílek j10.
learn-karo-four-placing-1-hint = Kámen můžete položit na kterýkoli prázdný dílek; tento je pro vás vyznačený. Položení se zapisuje jako jeho pole: j10.
learn-karo-four-placing-2-goal = Položte kámen úhlopříčně vedle svého kamene na j10.
learn-karo-four-placing-2-hint = Dílek má osm sousedů: čtyři podél svých stran a čtyři v rozích. Na k11 už stojí kámen Červeného.
learn-karo-four-placing-3-goal = Položte kámen tak, aby tři vaše kameny stály v jedné linii.
learn-karo-four-placing-3-hint = Vaše kameny na j10 a j11 stojí ve sloupci: prodlužte ho nahoru, nebo dolů.
learn-karo-four-placing-4-goal = Položte kámen tak, aby jich ve sloupci stály čtyři.
learn-karo-four-placing-4-hint = Položte ho na j9. Hra pokračuje: vaše čtveřice leží kroužkem dolů a vítěznou řadu tvoří jen kameny kroužkem nahoru.
learn-karo-four-placing-5-goal = Položte poslední kámen vedle svého kamene na j10 tak, aby ho kámen z j10 mohl později přeskočit.
learn-karo-four-placing-5-hint = Skok potřebuje prázdný dílek hned za kamenem, který přeskakuje: vedle j10 ho má jen j11.

learn-karo-four-slide-title = Posun
learn-karo-four-slide-intro = Jakmile je všech dvanáct kamenů rozmístěno, každým tahem se pohne jeden z nich. Posun přesune kámen na sousední prázdný dílek v kterémkoli z osmi směrů a kámen se přitom neotáčí: kroužek zůstane nahoře, nebo dole.
learn-karo-four-slide-1-goal = Posuňte svůj kámen z j10 nahoru na j11.
learn-karo-four-slide-1-hint = Posun se zapisuje odkud-kam: j10-j11.
learn-karo-four-slide-2-goal = Dostaňte kámen jedním posunem na rohový dílek l12.
learn-karo-four-slide-2-hint = Posouvat se dá i úhlopříčně: váš kámen na k11 se dotýká l12 rohem.
learn-karo-four-slide-3-goal = Vyhrajte: posuňte do své řady kámen kroužkem nahoru.
learn-karo-four-slide-3-hint = Tři vaše kameny leží kroužkem nahoru v řadě 12 a váš kámen na k11, také kroužkem nahoru, je hned pod prázdným k12.
learn-karo-four-slide-4-goal = Vyhrajte jedním tahem: zaplňte mezeru v řadě 11.
learn-karo-four-slide-4-hint = Na j11 se mohou posunout dva vaše kameny, ale kroužkem nahoru leží jen ten na j10.
learn-karo-four-slide-5-goal = Vyhrajte do dvou tahů.
learn-karo-four-slide-5-hint = Váš kámen na l9 leží kroužkem nahoru: dvěma posuny ho dostanete na k11 a žádný červený kámen tam nedorazí dřív.

learn-karo-four-jump-title = Skok
learn-karo-four-jump-intro = Kámen může také přeskočit jeden sousední kámen libovolné barvy na prázdný dílek hned za ním. Skákající kámen se otočí, z kroužku dole na kroužek nahoře nebo naopak, a je to jediný způsob, jak se kámen otočí.
learn-karo-four-jump-1-goal = Skočte z h10 přes svůj kámen na i10 na j10.
learn-karo-four-jump-1-hint = Skok se zapisuje stejně jako posun, odkud-kam: h10-j10. Sledujte, jak se váš kámen otočí kroužkem nahoru.
learn-karo-four-jump-2-goal = Přeskočte kámen Červeného na j11.
learn-karo-four-jump-2-hint = Dokážou to dva vaše kameny. Přeskočený kámen zůstane, jak byl; otočí se jen ten váš.
learn-karo-four-jump-3-goal = Vyhrajte skokem.
learn-karo-four-jump-3-hint = Váš kámen na k10 leží kroužkem dolů: skokem přes k11 na k12 se otočí kroužkem nahoru na konci vaší řady.
learn-karo-four-jump-4-goal = Vyhrajte jedním tahem: který kámen má skočit na j11?
learn-karo-four-jump-4-hint = Kámen kroužkem nahoru se skokem otočí kroužkem dolů: vyberte ten, který leží kroužkem dolů.
learn-karo-four-jump-5-goal = Vyhrajte do dvou tahů.
learn-karo-four-jump-5-hint = Nejdřív skokem otočte kámen kroužkem nahoru a pak ho posuňte do řady: druhý skok by ho otočil zase dolů.

learn-karo-four-relocate-title = Přesun dílků
learn-karo-four-relocate-intro = Místo posunu nebo skoku můžete přesunout dílek: zvedněte prázdný dílek z okraje hrací plochy, položte ho na prázdné pole vedle ostatních dílků a v témže tahu na něj posuňte nebo skočte jedním ze svých kamenů.
learn-karo-four-relocate-1-goal = Zvedněte dílek z h9, položte ho na m12 a posuňte na něj svůj kámen z l12.
learn-karo-four-relocate-1-hint = Tento tah se zapisuje l12-m12/h9: tah kamene, lomítko a pole, odkud dílek přišel.
learn-karo-four-relocate-2-goal = Položte dílek na m10 a posuňte na něj svůj kámen z l10.
learn-karo-four-relocate-2-hint = Dílek lze zvednout, jen když na něm nestojí žádný kámen a jiných dílků se dotýká nejvýše dvěma stranami: tady je to jen rohový dílek h12.
learn-karo-four-relocate-3-goal = Položte dílek na m10 a skočte na něj svým kamenem z k10 přes l10.
learn-karo-four-relocate-3-hint = Skok na přesunutý dílek otočí váš kámen stejně jako každý jiný skok.
learn-karo-four-relocate-4-goal = Vyhrajte přesunem dílku.
learn-karo-four-relocate-4-hint = Ve sloupci l máte tři kameny kroužkem nahoru: položte dílek na l13 a posuňte na něj svůj kámen z k12.
learn-karo-four-relocate-5-goal = Vyhrajte přesunem dílku a skokem na něj.
learn-karo-four-relocate-5-hint = Položte dílek na m12 a skočte z k10 přes l11: váš kámen dopadne kroužkem nahoru na konec vaší řady.

learn-karo-four-four-title = Čtyři v řadě
learn-karo-four-four-intro = Řadu čtyř si může vytvořit jen hráč, který táhne, takže zastavte soupeřovu řadu dřív, než bude na tahu, a vytvořte hrozbu, kterou on zastavit nedokáže. Řadu zastavíte tak, že se postavíte na dílek, který potřebuje, nebo ten dílek odnesete.
learn-karo-four-four-1-goal = Zastavte čtveřici Červeného v řadě 11.
learn-karo-four-four-1-hint = Červený se chce posunout z j12 do mezery na j11: buďte tam první.
learn-karo-four-four-2-goal = Zastavte čtveřici Červeného v řadě 12.
learn-karo-four-four-2-hint = Žádný váš kámen na l12 nedosáhne, ale je to prázdný rohový dílek: zvedněte ho, položte jinam a vstupte na něj.
learn-karo-four-four-3-goal = Zastavte čtveřici Červeného ve sloupci l.
learn-karo-four-four-3-hint = Aby se Červený dostal na l13, musí tam položit dílek, a jediný dílek, který lze zvednout, je h12: postavte se na něj, nebo ho přesuňte.
learn-karo-four-four-4-goal = Vyhrajte do dvou tahů.
learn-karo-four-four-4-hint = Jeden skok vytvoří trojici v řadě s prázdným dílkem na obou koncích a vedle každého z nich kámen kroužkem nahoru: Červený může zablokovat jen jeden konec.
learn-karo-four-four-5-goal = Vyhrajte do dvou tahů.
learn-karo-four-four-5-hint = Červený se na l11 dostane jedním tahem, na h11 ne: hrozte na h11 a nenechte na i10 žádný svůj kámen, který by Červený mohl přeskočit.
