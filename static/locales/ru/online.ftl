## Online play: only a game played online shows these (its bundle takes this part).

online-form-title = Играть с другом онлайн
online-form-text = Для каждого другого места вы получите ссылку, чтобы её отправить. Партия начнётся, когда все откроют свои ссылки.
online-form-clock = Часы
online-form-create = Создать партию
online-clock-live = { $minutes } мин + { $increment } с
online-clock-correspondence = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
    [many] { $days } дней на ход
   *[other] { $days } дня на ход
}
online-clock-days = { $days } д { $hours } ч
online-unreachable = Сервер для игры онлайн недоступен.
online-unavailable = На этой копии сайта игра онлайн недоступна.
online-connecting = Подключение к партии…
online-lost = Соединение потеряно. Переподключение… Ваши ходы сохранены.
online-move-sending = Ваш ход отправляется…
online-waiting-players = { $count ->
    [one] Ждём, пока другой игрок откроет свою ссылку.
    [few] Ждём, пока остальные игроки откроют свои ссылки.
    [many] Ждём, пока остальные игроки откроют свои ссылки.
   *[other] Ждём, пока остальные игроки откроют свои ссылки.
}
online-here = здесь
online-away = нет на месте
online-watching = Смотрят: { $count }
online-invite-heading = { $count ->
    [one] Пригласите соперника
    [few] Пригласите соперников
    [many] Пригласите соперников
   *[other] Пригласите соперников
}
online-invite-text = Отправьте каждую ссылку тому, кто играет за это место. Кто откроет ссылку, тот и играет за это место, поэтому отправьте её только этому человеку.
online-invite-for = Ссылка для: { $seat }
online-invite-title = Партия в { $game } на Tessera
online-watch-link = Ссылка для зрителей
online-resign = Сдаться
online-resign-confirm = Да, сдаться
online-offer-draw = Предложить ничью
online-draw-sent = Ничья предложена
online-draw-offered = { $seat } предлагает ничью.
online-draw-accept = Принять
online-draw-decline = Отклонить
online-wrong-taken = Ваше место теперь занято на другом устройстве
online-wrong-taken-text = Ссылку на эту партию открыли на другом устройстве или вкладке, и оно заняло ваше место. Играйте здесь, чтобы вернуть его, или смотрите партию.
online-play-here = Играть здесь
online-seat-shared = Это место открыто и на другом устройстве или вкладке: засчитывается ход с любого из них.
online-take-seat = Играть только здесь
online-draw-declined = { $seat } отклоняет ничью.
online-wrong-no-game = Эта партия не найдена
online-wrong-no-game-text = На сервере нет партии с таким идентификатором. Возможно, ссылку набрали с ошибкой или обрезали при копировании: попросите отправителя прислать её ещё раз.
online-wrong-not-a-seat = Эта ссылка не открывает место в этой партии
online-wrong-not-a-seat-text = Партия существует, но ключ этой ссылки не подходит ни к одному её месту. Попросите отправителя прислать вашу ссылку ещё раз или смотрите партию.
online-wrong-cut-key = Эта ссылка не смогла открыть своё место
online-wrong-cut-key-text = Её ключ обрезан — так бывает, когда копируют только часть ссылки. Попросите отправителя прислать вашу ссылку ещё раз или смотрите партию.
online-watch-this = Смотреть эту партию
online-play-computer = Играть с компьютером
online-notify = Сообщать, когда мой ход
rematch = Реванш
rematch-accept = Принять реванш
rematch-asked = Реванш предложен: ждём других игроков.
rematch-offered = { $seats } предлагает реванш.
rematch-declined = { $seat } отказывается от реванша.
rematch-open = Открыть реванш
online-claim-now = Соперник отсутствует, и его время на возвращение истекло.
online-claim = Потребовать победу
online-claim-in = Соперник отсутствует: потребовать победу можно через { $seconds } с.
online-end-resigned = { $seat }: сдался.
online-end-time = { $seat }: время истекло.
online-end-agreed = Ничья по соглашению.
online-end-claimed = { $seat }: ушёл, победа присуждена по требованию.
online-winner = Побеждает { $seat }.
online-winners = Побеждают: { $seats }.
online-draw = Ничья.
my-games-title = Мои партии онлайн
my-games-empty = В этом браузере пока нет партий онлайн.
my-games-gone = Этой партии больше нет на сервере.
my-games-over = Партия окончена.
my-games-waiting = Ждём, пока игроки откроют свои ссылки.
my-games-their-move = Ход соперника
my-games-left = Осталось { $time }
my-games-your-link = Ваша ссылка: откройте её на другом устройстве, чтобы играть там
online-not-your-move = Сейчас не ваш ход.
online-watch-on-site = Смотреть на Tessera
online-embed-live = Показать эту партию вживую на сайте вашего клуба (код для вставки)
online-waiting-start = Партия начнётся, когда все игроки откроют свои ссылки.
