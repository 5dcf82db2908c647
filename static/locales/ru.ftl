# Tessera: русские сообщения (Russian). Same ids and order as en.ftl.

site-name = Tessera
site-tagline = Четыре замечательные настольные игры прямо в вашем браузере.
nav-home = Все игры
language-label = Язык

## The games

game-karo-four = Karo: Четыре в ряд
    .blurb = Плитки доски сдвигаются по ходу игры: побеждает тот, кто первым выстроит в ряд четыре фишки, перевёрнутые лицевой стороной вверх.
game-karo-jumpers = Karo: Прыгуны и ползуны
    .blurb = Гонка по плиткам Karo: прыгуны прыгают, ползуны ползут, и все шесть фишек должны добраться до дальнего края.
game-kauri = Kauri
    .blurb = Двухрядная манкала с камешками и раковинами каури: сейте, захватывайте, наполняйте свой амбар.
game-azacru = Azacru
    .blurb = Шевроны захватывают поля и области на доске 9×9; от двух до четырёх игроков.
game-caro = Caro
    .blurb = Вьетнамская игра «пять в ряд», в которой пятёрка, закрытая с обоих концов, не выигрывает.
home-play = Играть
home-coming = Скоро
home-continue = Продолжить партию
home-not-found = Страницы «{ $path }» нет. Вот наши игры.
home-not-yet = Игра { $game } пока недоступна. Вот игры, в которые можно сыграть уже сейчас.

## Colours and players (Caro)

colour-black = Чёрные
colour-white = Белые
person-opener = первый игрок
person-responder = второй игрок

## The status line

status-to-play = { $colour } ходят
status-to-play-person = { $colour } ходят ({ $person })
status-choice = { $person }: выберите цвет
status-choice-or-place = { $person }: выберите цвет или поставьте 4-й и 5-й камни
status-wins = { $colour } выиграли
status-draw = Ничья: доска заполнена

## The colour choice in the swap openings

choice-swap = Первый игрок поставил три камня. Теперь второй игрок выбирает цвет; следующими ходят белые.
choice-swap2-first = Первый игрок поставил три камня. Теперь второй игрок выбирает цвет или ставит ещё два камня (белый, затем чёрный) и оставляет выбор первому игроку.
choice-swap2-second = Второй игрок поставил 4-й и 5-й камни. Теперь цвет выбирает первый игрок; следующими ходят белые.
choice-take-black = Играть чёрными
choice-take-white = Играть белыми

## The board

board-label = Доска Caro, 15 на 15
point-empty = { $point }, пусто
point-black = { $point }, чёрный камень
point-white = { $point }, белый камень

## Game controls

control-new-game = Новая партия
control-undo = Отменить ход
new-game-title = Новая партия
new-game-start = Начать
new-game-cancel = Отмена

## Options

option-opening = Дебют
option-opening-free = Свободный: игроки ходят по очереди с первого камня
option-opening-swap = Swap: три камня, затем соперник выбирает цвет
option-opening-swap2 = Swap2: как swap, или ещё два камня, и выбор возвращается
option-overline = Шесть и более в ряд
option-overline-win = выигрывают
option-overline-nowin = не выигрывают
option-closed = Пятёрка, закрытая соперником
option-closed-both = не выигрывает, только если закрыта с обоих концов
option-closed-either = не выигрывает, если закрыта хотя бы с одного конца
option-closed-never = выигрывает всегда
option-players = Игроки
option-players-2 = 2: восток и запад
option-players-3 = 3: север, восток и запад
option-players-4 = 4: север, восток, юг и запад
option-first = Первым ходит
option-first-north = Север
option-first-east = Восток
option-first-south = Юг
option-first-west = Запад
option-first-white = Белые
option-first-red = Красные

## Notices about links

notice-bad-move = Ход { $n } «{ $token }»: { $reason }.
notice-bad-move-kept = Партия из этой ссылки на этом обрывается; она показана до хода { $kept }.
notice-bad-option = В ссылке есть параметр, который игра не принимает: { $reason }. Вместо него используется значение по умолчанию.
notice-keep = Продолжить отсюда
notice-new-game = Начать новую партию

## Why a move was refused

error-malformed-move = это не ход в этой игре
error-no-such-point = такого пункта нет
error-occupied = этот пункт уже занят
error-choice-due = сейчас нужно выбрать цвет
error-no-choice-due = сейчас не время выбирать цвет
error-game-over = партия уже окончена
error-no-such-field = такого поля нет
error-no-chevron = на этом поле нет вашего шеврона
error-not-straight = шеврон ходит по прямой, минимум на одно поле
error-wrong-direction = шеврон ходит только прямо вперёд или под углом 45° в любую сторону
error-beyond-power = так далеко этот шеврон пройти не может
error-field-taken = на этом поле стоит шеврон или метка другого игрока
error-path-blocked = на пути стоит шеврон; пройти мимо него можно только прыжком между двумя вашими метками
error-no-twist = поворот возможен только после хода шеврона в другую область, если шеврон остаётся на доске
error-pass-not-allowed = пасовать можно, только если нет ни одного возможного хода
error-no-such-cell = такой клетки нет
error-not-your-piece = там нет вашей фишки
error-no-tile = там нет плитки
error-tile-taken = там уже стоит фишка
error-still-placing = фишки ещё расставляются
error-all-placed = все фишки уже расставлены
error-wrong-way = фишки так не ходят
error-nothing-to-jump = нет фишки, через которую можно перепрыгнуть
error-crawler-cannot-jump = ползун ходит только на соседнюю клетку
error-jumper-cannot-crawl = прыгун может только прыгать
error-not-past-the-run = прыгун приземляется сразу за рядом фишек
error-no-tile-to-lift = там нет плитки, чтобы её поднять
error-lift-occupied = на плитке, которую вы хотите поднять, стоит фишка
error-lift-held = у плитки, которую вы хотите поднять, больше двух соседей по сторонам
error-lift-cuts-field = если поднять эту плитку, игровое поле распадётся на части
error-same-cell = плитку нужно положить на другую клетку
error-tile-already-there = там уже лежит плитка
error-not-touching-field = новое место не примыкает к игровому полю ни одной стороной
error-malformed-option = ожидалось option=value
error-unknown-option = такого параметра нет
error-bad-option-value = этот параметр не принимает такое значение
notice-bad-position = Не удалось прочитать код позиции из этой ссылки: { $reason }. Поэтому партия начинается с начала.

## Moves and replay

moves-title = Ходы
moves-none = Ходов пока нет.
replay-first = В начало партии
replay-back = Предыдущий ход
replay-forward = Следующий ход
replay-last = Последний ход
control-redo = Вернуть ход
discard-text = Сыграв здесь { $token }, вы удалите { $later ->
    [one] { $later } ход
    [few] { $later } хода
    [many] { $later } ходов
   *[other] { $later } хода
} после этой позиции.
discard-yes = Удалить и сыграть
discard-no = Оставить

## Saved games

resume-text = Здесь есть ваша сохранённая партия ({ $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}).
resume-yes = Продолжить
resume-no = Не сейчас
saved-set-aside = { $count ->
    [one] Не удалось прочитать { $count } сохранённую партию (возможно, она из прежней версии сайта), поэтому её отложили в сторону.
    [few] Не удалось прочитать { $count } сохранённые партии (возможно, они из прежней версии сайта), поэтому их отложили в сторону.
    [many] Не удалось прочитать { $count } сохранённых партий (возможно, они из прежней версии сайта), поэтому их отложили в сторону.
   *[other] Не удалось прочитать { $count } сохранённой партии (возможно, они из прежней версии сайта), поэтому их отложили в сторону.
}

## Sharing

control-share = Поделиться
share-copied = Ссылка скопирована.
share-copy-failed = Скопируйте ссылку ниже, в разделе «Ссылки и файлы».
share-panel = Ссылки и файлы
share-link-game = Вся партия
share-link-move = Этот ход
share-link-position = Только эта позиция
share-copy = Копировать
share-download = Скачать запись партии
share-upload = Открыть файл записи…
import-label = Вставьте ссылку, запись партии или код позиции
import-placeholder = https://…#/caro?moves=h8,i9  or  tessera-record 1 …
import-open = Открыть
import-empty = Открывать нечего: сначала вставьте ссылку, запись партии или код позиции.
import-unrecognised = Это не ссылка, не запись партии и не код позиции.
import-not-a-game = Эта ссылка не ведёт к игре.
import-bad-record = Не удалось прочитать эту запись партии: { $reason }.
import-bad-position = Не удалось прочитать этот код позиции: { $reason }.

## New game: who plays

new-game-players = Игроки
seat-person = Человек
seat-computer-soon = Компьютер (скоро)
seat-computer = Компьютер, уровень { $level }
person-opener-title = Первый игрок
person-responder-title = Второй игрок

## Rules pages

rules-link = Правила
rules-title = Как играть в { $game }
rules-play = Играть в { $game }
rules-coming = Правила этой игры появятся здесь, когда в неё можно будет играть на сайте.

## Caro's rules, in our words

caro-rules-intro = Caro — вьетнамская игра «пять в ряд». Два игрока по очереди ставят камни на пересечения линий доски 15 × 15. Первый камень ставят чёрные. Поставленный камень остаётся на своём месте до конца партии.
caro-rules-goal-title = Цель игры
caro-rules-goal = Первым выстроить непрерывный ряд из пяти своих камней: по горизонтали, по вертикали или по диагонали.
caro-rules-diagram-open = Пять в ряд, закрыто только с одного конца: чёрные выигрывают.
caro-rules-diagram-closed = Та же пятёрка с белыми камнями на обоих концах: выигрыша нет, партия продолжается.
caro-rules-diagram-edge = Край доски никогда не закрывает ряд: эта пятёрка выигрывает.
caro-rules-diagram-six = Шесть в ряд выигрывают, даже если закрыты оба конца.
caro-rules-twist-title = Главная особенность: зажатая пятёрка не считается
caro-rules-twist = Ряд ровно из пяти камней не выигрывает, если на обоих пунктах сразу за его концами стоят камни соперника. Пустой пункт или край доски оставляет этот конец открытым. Такая зажатая пятёрка остаётся бесполезной до конца партии, поэтому классическая защита — закрыть один конец четвёрки и ждать: если соперник затем достроит ряд с другого конца вплотную к вашему камню, пятёрка мертва.
caro-rules-end-title = Конец партии
caro-rules-end = Партия заканчивается, как только очередной камень завершает выигрышный ряд. Если все 225 пунктов заполнены, а выигрышного ряда так и не появилось, объявляется ничья.
caro-rules-openings-title = Дебюты
caro-rules-openings = Первые камни дают чёрным преимущество. На сайте есть три способа начать партию; они меняют лишь то, кто каким цветом играет:
caro-rules-opening-free = Свободный: первый игрок берёт чёрные, и ходы чередуются с первого камня.
caro-rules-opening-swap = Swap: первый игрок ставит три камня (чёрный, белый, чёрный); затем второй игрок выбирает цвет, и тот, кто играет белыми, ставит 4-й камень.
caro-rules-opening-swap2 = Swap2: как в swap, но вместо выбора второй игрок может поставить 4-й и 5-й камни (белый, затем чёрный) и передать выбор первому игроку. После этого белые ставят 6-й камень.
caro-rules-options-title = Варианты
caro-rules-options = Ещё два параметра меняют то, что считается выигрышем:
caro-rules-option-overline = Шесть и более в ряд: выигрывают (обычное правило) или не выигрывают никогда — тогда считается только ровно пять (правило лиги Caro на Gomocup).
caro-rules-option-closed = Пятёрка, закрытая соперником: теряет выигрыш, только если закрыта с обоих концов (обычное правило); уже если закрыта с одного конца (край доски по-прежнему не закрывает); или выигрывает всегда (обычное гомоку).
caro-rules-notation-title = Запись ходов
caro-rules-notation = Столбцы обозначаются буквами от a до o слева направо, ряды — числами от 1 до 15 снизу вверх, так что центр доски — h8. Камень записывается своим пунктом, выбор цвета в дебютах swap — как =b (взять чёрные) или =w (взять белые). Партия — это её ходы по порядку, например h8 i9 h10 =w g9.
caro-rules-decisions-title = Что нам пришлось решить самим
caro-rules-decisions = В исходных правилах сказано не всё, что нужно знать компьютеру. Мы приняли такие толкования: край доски никогда не закрывает ряд; ряд оценивается только в момент, когда ставится его последний камень, поэтому зажатая пятёрка уже никогда не оживёт; более длинный ряд считается целиком, так что в шестёрке никогда нет «пятёрки»; а «swap» означает обмен после трёх камней, принятый на турнирах по гомоку, а не обмен после одного камня.

## Embedding

control-embed = Встроить
embed-title = Разместите эту доску на своём сайте
embed-intro = Скопируйте фрагмент кода в HTML своей страницы. Доска работает в браузерах ваших посетителей; ничего не сохраняется.
embed-help-link = Все настройки и сообщения
embed-mode = Посетители могут
embed-mode-play = играть вдвоём
embed-mode-view = только просматривать ходы
embed-mode-puzzle = решать задачу: найти ходы, начиная с показанной позиции
embed-mode-ai = играть с компьютером
embed-theme = Цвета
embed-theme-light = светлые
embed-theme-dark = тёмные
embed-theme-transparent = фон вашей страницы
embed-undo = Разрешить отмену ходов
embed-flip = Перевернуть доску
embed-snippet = Фрагмент кода
embed-preview = Предпросмотр
embed-open-site = Открыть на сайте Tessera
embed-ai-soon = Компьютерный соперник скоро появится; а пока играют двое.
puzzle-wrong = { $token } — не тот ход. Попробуйте ещё раз.
puzzle-right = Верно! Продолжайте.
puzzle-solved = Решено!
embed-help-title = Доски Tessera на вашем сайте
embed-help-intro = Любая страница может показать живую доску Tessera в iframe. Всё, что ей нужно, содержится в её адресе: игра, ходы или позиция и то, как доска себя ведёт. Создайте такую доску кнопкой «Встроить» на странице игры или напишите адрес сами:
embed-help-settings = Настройки в адресе
embed-help-mode = Что могут делать посетители: только просматривать ходы, играть вдвоём, играть с компьютером или решать задачу (нужно найти ходы варианта, следующего за показанным ходом; другие ходы не принимаются). По умолчанию: игра.
embed-help-game = Партия, как в ссылке Tessera: её ходы или код позиции, с которой начать, и ход, на котором её открыть (в задаче: откуда задача начинается).
embed-help-options = Параметры игры, как в ссылке Tessera.
embed-help-undo = Показывает кнопку отмены хода.
embed-help-flip = Переворачивает доску, показывая её с другой стороны.
embed-help-theme = Цвета вокруг доски; при transparent сквозь них видна ваша страница.
embed-help-lang = Язык надписей на доске.
embed-help-level = Сила игры компьютера, от 1 до 5.
embed-help-origin = Источник (origin) вашей страницы. Тогда сообщения отправляются только ему и принимаются только от него.
embed-help-messages = Общение с доской
embed-help-messages-intro = Доска и ваша страница обмениваются сообщениями через window.postMessage. Каждое сообщение — объект с tessera: 1 и полем type. Всё остальное игнорируется.
embed-help-msg-ready = От доски, когда она отрисована: game, position.
embed-help-msg-move = От доски, после каждого хода: move, moves (все ходы через пробел), position.
embed-help-msg-gameover = От доски, когда партия окончена: result (например, «winner black» или «draw»).
embed-help-msg-height = От доски, когда меняется её высота: height в CSS-пикселях, чтобы подогнать размер iframe.
embed-help-msg-load = Доске: показать другую партию (record: текст записи партии) или позицию (position: код позиции).
embed-help-msg-flip = Доске: перевернуться.
embed-help-msg-undo = Доске: отменить последний ход (в задаче: последний ход посетителя и ответ на него).
embed-help-hosting = Если вы размещаете Tessera у себя
embed-help-hosting-text = В изолированном iframe (sandbox) без allow-same-origin — а именно так WordPress показывает встроенное содержимое — браузер загружает файлы доски как с чужого сайта, поэтому сервер должен отдавать их с заголовком Access-Control-Allow-Origin: *. GitHub Pages делает это сам; на Netlify и Cloudflare Pages об этом позаботится файл _headers из комплекта.
error-option-conflict = это значение несовместимо с другими параметрами
move-input-label = Введите ход
move-input-play = Сходить
move-input-refused = { $token }: { $reason }
announce-move = { $mover }: { $token }
saved-not-saved = Этот браузер не сохраняет партии (хранилище отключено или заполнено). Ваша партия надёжно записана в адресе страницы: добавьте его в закладки или нажмите «Поделиться».
crash-title = Что-то пошло не так.
crash-text = Tessera остановилась из-за ошибки в программе. Ваша партия записана в адресе выше: перезагрузите страницу, чтобы продолжить с последнего хода.
crash-reload = Перезагрузить
share-picture-png = Изображение (PNG)
share-picture-svg = Изображение (SVG)
computer-thinking = Компьютер думает…
computer-hint = Компьютер сыграл бы { $token }.
control-hint = Подсказка

## Kauri: the status line, the sowing and the board

kauri-status-to-move = Ходит { $side }
kauri-status-must-pass = У игрока { $side } нет каури на своей стороне, он пропускает ход
kauri-status-tie-break = Камни кончились при счёте 30–30: дальше играют только каури. Ходит { $side }
kauri-status-passed = { $side } пропустил ход.
kauri-status-winner = Партия окончена: победил { $side }, { $south }–{ $north } (Юг–Север)
kauri-status-draw = Партия окончена: ничья, { $south }–{ $north }
kauri-note-capture = { $side } забирает { $count ->
    [one] { $count } камень
    [few] { $count } камня
    [many] { $count } камней
   *[other] { $count } камня
}
kauri-note-falls = Камень уходит в хранилище игрока { $side }
kauri-board-label = Доска каури: два ряда по шесть лунок и по хранилищу с каждого края
kauri-pit-label = { $side } { $pit }: { $stones ->
    [one] { $stones } камень
    [few] { $stones } камня
    [many] { $stones } камней
   *[other] { $stones } камня
}, { $cowries ->
    [one] { $cowries } каури
   *[other] { $cowries } каури
}
kauri-pit-playable = можно сеять
kauri-store-label = Хранилище игрока { $side }: { $count ->
    [one] { $count } камень
    [few] { $count } камня
    [many] { $count } камней
   *[other] { $count } камня
}
kauri-pass = Пропустить ход
kauri-speed = Скорость посева
kauri-speed-slow = Медленно
kauri-speed-normal = Обычно
kauri-speed-fast = Быстро
kauri-speed-instant = Сразу
