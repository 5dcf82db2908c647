## Online play: only a game played online shows these (its bundle takes this part).

online-form-title = Hrát s přítelem online
online-form-text = Pro každé další místo dostanete odkaz k odeslání. Hra začne, až všichni otevřou svůj odkaz.
online-form-clock = Hodiny
online-form-create = Vytvořit hru
online-clock-live = { $minutes } min + { $increment } s
online-clock-correspondence = { $days ->
    [one] Jeden den na tah
    [few] { $days } dny na tah
    [many] { $days } dne na tah
   *[other] { $days } dní na tah
}
online-clock-days = { $days } d { $hours } h
online-unreachable = Server pro hru online není dostupný.
online-unavailable = Na této kopii webu hra online není k dispozici.
online-connecting = Připojování ke hře…
online-lost = Spojení se přerušilo. Připojuji znovu… Vaše tahy zůstávají.
online-move-sending = Váš tah se odesílá…
online-waiting-players = { $count ->
    [one] Čeká se, až druhý hráč otevře svůj odkaz.
    [few] Čeká se, až ostatní hráči otevřou své odkazy.
    [many] Čeká se, až ostatní hráči otevřou své odkazy.
   *[other] Čeká se, až ostatní hráči otevřou své odkazy.
}
online-here = zde
online-away = pryč
online-watching = Sleduje: { $count }
online-invite-heading = Pozvěte soupeře
online-invite-text = Každý odkaz pošlete tomu, kdo hraje za dané místo. Kdokoli s odkazem hraje za to místo, proto ho pošlete jen jemu.
online-invite-for = Odkaz pro: { $seat }
online-invite-title = Hra { $game } na Tessera
online-watch-link = Odkaz pro diváky
online-resign = Vzdát se
online-resign-confirm = Ano, vzdát se
online-offer-draw = Nabídnout remízu
online-draw-sent = Remíza nabídnuta
online-draw-offered = { $seat } nabízí remízu.
online-draw-accept = Přijmout
online-draw-decline = Odmítnout
online-wrong-taken = Vaše místo se teď hraje na jiném zařízení
online-wrong-taken-text = Odkaz na tuto hru byl otevřen na jiném zařízení nebo v jiné kartě, která vaše místo převzala. Hrajte zde, abyste si ho vzali zpět, nebo hru sledujte.
online-play-here = Hrát zde
online-seat-shared = Toto místo je otevřené i na jiném zařízení nebo v jiné kartě: platí tah z kteréhokoli z nich.
online-take-seat = Hrát jen zde
online-draw-declined = { $seat } remízu odmítl(a).
online-wrong-no-game = Tuto hru se nepodařilo najít
online-wrong-no-game-text = Žádná hra na serveru nemá identifikátor z tohoto odkazu. Odkaz mohl být přepsán s chybou nebo useknut při kopírování: požádejte odesílatele o odkaz znovu.
online-wrong-not-a-seat = Tento odkaz neotevírá žádné místo v této hře
online-wrong-not-a-seat-text = Hra existuje, ale klíč v tomto odkazu nepatří žádnému jejímu místu. Požádejte odesílatele o svůj odkaz znovu, nebo hru sledujte.
online-wrong-cut-key = Tento odkaz nemohl otevřít své místo
online-wrong-cut-key-text = Jeho klíč je useknutý, jak se stává, když se zkopíruje jen část odkazu. Požádejte odesílatele o svůj odkaz znovu, nebo hru sledujte.
online-watch-this = Sledovat tuto hru
online-play-computer = Hrát proti počítači
online-notify = Upozornit mě, až budu na tahu
rematch = Odveta
rematch-accept = Přijmout odvetu
rematch-asked = Odveta nabídnuta: čeká se na ostatní hráče.
rematch-offered = { $seats } chce odvetu.
rematch-declined = { $seat } odvetu odmítl(a).
rematch-open = Otevřít odvetu
online-claim-now = Soupeř je pryč a jeho čas na návrat vypršel.
online-claim = Vyžádat si výhru
online-claim-in = Soupeř je pryč: výhru si můžete vyžádat za { $seconds } s.
online-end-resigned = { $seat } se vzdal(a).
online-end-time = { $seat }: vypršel čas.
online-end-agreed = Remíza dohodou.
online-end-claimed = { $seat } odešel (odešla) a hra byla vyžádána.
online-winner = Vítězí { $seat }.
online-winners = Vítězí { $seats }.
online-draw = Remíza.
my-games-title = Moje hry online
my-games-empty = V tomto prohlížeči zatím nehrajete žádnou hru online.
my-games-gone = Tato hra už na serveru není.
my-games-over = Hra skončila.
my-games-waiting = Čeká se, až hráči otevřou své odkazy.
my-games-their-move = Na tahu je soupeř
my-games-left = Zbývá { $time }
my-games-your-link = Váš odkaz: otevřete ho na jiném zařízení a hrajte tam
online-not-your-move = Nejste na tahu.
online-watch-on-site = Sledovat na Tessera
online-embed-live = Ukažte tuto hru živě na webu svého klubu (kód k vložení)
online-waiting-start = Hra začne, až všichni hráči otevřou své odkazy.
