# Tessera: русские сообщения (Russian). Same ids and order as en.ftl.

site-name = Tessera
nav-home = Все игры
language-label = Язык

## The games

game-karo-four = Karo: Четыре в ряд
game-karo-jumpers = Karo: Прыгуны и ползуны
game-kauri = Kauri
game-azacru = Azacru
game-caro = Caro
home-not-found = Страницы «{ $path }» нет. Вот наши игры.
home-no-page = По этому адресу страницы нет. Вот наши игры.
page-not-found = Страница не найдена

## The status line

status-to-play = { $colour } ходят
status-to-play-person = { $colour } ходят ({ $person })
caro-prompt-place = Следующий камень: { $colour }. Пока цвета не выбраны, камни обоих цветов ставятся по очереди.
caro-shown = Ваш камень показан на { $point }: коснитесь его ещё раз, чтобы поставить, или коснитесь другой точки.
status-choice = { $person }: выберите цвет
status-choice-or-place = { $person }: выберите цвет или поставьте 4-й и 5-й камни
status-wins-five = { $colour } выиграли: пять камней в ряд
status-wins-row = { $colour } выиграли: { $length } камней в ряд
status-draw = Ничья: доска заполнена

## The board

board-label = Доска Caro, 15 на 15
point-empty = { $point }, пусто
point-shown = { $point }, показан камень: коснитесь ещё раз, чтобы поставить его
point-black = { $point }, чёрный камень
point-white = { $point }, белый камень

## Game controls

control-new-game = Новая партия
control-undo = Отменить ход
new-game-title = Новая партия
new-game-start = Начать
new-game-cancel = Отмена
result-won = Вы выиграли
result-lost = Вы проиграли
result-draw = Ничья
result-over = Игра окончена
new-game-opponent = Играть против
new-game-friend = Друга на этом устройстве
new-game-computer = Компьютера
new-game-level = Уровень
new-game-you = Вы играете за
new-game-advanced = Кто ходит первым и кто за какую сторону играет
start-title = Как вы хотите играть?
start-computer = Играть с компьютером
start-friend = Играть здесь с друзьями
start-friend-text = Ходите по очереди за этим экраном.
start-more = Другие настройки…
match-up-you = Вы ({ $seat })
match-up-computer = Компьютер, уровень { $level } ({ $seat })
match-up-here = все играют на этом устройстве
status-your-move = Ваш ход
status-computer-moves = Компьютер ходит…

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
error-no-cowrie = в этой лунке нет каури
error-must-pass = на вашей стороне нет каури: вы должны пасовать
error-must-sow = пасовать можно, только если у вас нет каури, которые можно посеять
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
share-copy-done = Скопировано
share-copy-refused = Не скопировано
share-download = Скачать запись партии
share-upload = Открыть файл записи…
import-label = Вставьте ссылку, запись партии или код позиции
import-placeholder = https://…/caro/#moves=h8,i9  or  tessera-record 1 …
import-open = Открыть
import-empty = Открывать нечего: сначала вставьте ссылку, запись партии или код позиции.
import-unrecognised = Это не ссылка, не запись партии и не код позиции.
import-not-a-game = Эта ссылка не ведёт к игре.
import-bad-record = Не удалось прочитать эту запись партии: { $reason }.
import-bad-position = Не удалось прочитать этот код позиции: { $reason }.

## New game: who plays

new-game-players = Кто за какую сторону играет
seat-person = Человек
seat-computer = Компьютер, уровень { $level }
person-opener-title = Первый игрок
person-responder-title = Второй игрок

## Rules pages

rules-link = Правила
rules-title = Как играть в { $game }
rules-play = Играть в { $game }
learn-title = Обучение: { $game }

## The page, shared by every game: its buttons, notices and the move box

control-embed = Встроить
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
board-loading = Доска ещё загружается: нажмите снова через мгновение.
board-tap-kept = Доска ещё загружается: ваш ход будет сделан, как только она будет готова.
board-choice-kept = Доска ещё загружается: ваш выбор будет принят, как только она будет готова.
computer-hint = Компьютер сыграл бы { $token }.
control-hint = Подсказка
control-flip = Повернуть доску

## Sides and lists (Kauri and Azacru)

side-north = Север
    .letter = С
side-east = Восток
    .letter = В
side-south = Юг
    .letter = Ю
side-west = Запад
    .letter = З
list-and = { $first } и { $last }

## The review's marks on a game's page

control-review = Разбор
review-class-best = лучший
review-class-good = хороший
review-class-inaccuracy = неточность
review-class-mistake = ошибка
review-class-blunder = грубая ошибка
review-reply = Ответ, которого ждёт компьютер
review-back = Вернуться к партии
review-trying = Вы пробуете вариант с хода { $number }; сама партия сохранена.

## Online play

start-online = Играть с другом онлайн
start-online-text = Отправьте ссылку и играйте откуда угодно.
my-games-open = Мои партии онлайн

### part: caro

## Colours and players (Caro)

colour-black = Чёрные
colour-white = Белые
person-opener = первый игрок
person-responder = второй игрок

## The colour choice in the swap openings

choice-swap = Первый игрок поставил три камня. Теперь второй игрок выбирает цвет; следующими ходят белые.
choice-swap2-first = Первый игрок поставил три камня. Теперь второй игрок выбирает цвет или ставит ещё два камня (белый, затем чёрный) и оставляет выбор первому игроку.
choice-swap2-second = Второй игрок поставил 4-й и 5-й камни. Теперь цвет выбирает первый игрок; следующими ходят белые.
choice-take-black = Играть чёрными
choice-take-white = Играть белыми

### part: azacru

## Azacru: players, facings and the status line

azacru-facing-n = север
azacru-facing-ne = северо-восток
azacru-facing-e = восток
azacru-facing-se = юго-восток
azacru-facing-s = юг
azacru-facing-sw = юго-запад
azacru-facing-w = запад
azacru-facing-nw = северо-запад
azacru-status-to-move = Ходит { $side }
azacru-status-must-pass = Ходит { $side }: ни один шеврон игрока { $side } не может сходить, поэтому { $side } должен пасовать
azacru-status-last-turns = { $passer } спасовал, поэтому у каждого из остальных игроков остаётся последний ход. Ходит { $side } ({ $left ->
    [one] остался { $left } ход
    [few] осталось { $left } хода
    [many] осталось { $left } ходов
   *[other] осталось { $left } хода
})
azacru-status-last-turns-pass = { $passer } спасовал, поэтому у каждого из остальных игроков остаётся последний ход. { $side } не может сходить и должен пасовать ({ $left ->
    [one] остался { $left } ход
    [few] осталось { $left } хода
    [many] осталось { $left } ходов
   *[other] осталось { $left } хода
})
azacru-someone = Один из игроков
azacru-over-last-turns = { $passer } спасовал, и остальные уже сделали свои последние ходы.
azacru-over-repetition = Одна и та же позиция возникла в третий раз.
azacru-status-winner = Партия окончена: побеждает { $side }, у него { $fields ->
    [one] { $fields } поле
    [few] { $fields } поля
    [many] { $fields } полей
   *[other] { $fields } поля
}
azacru-status-shared = Партия окончена: { $sides } делят победу, у каждого по { $fields ->
    [one] { $fields } полю
    [few] { $fields } поля
    [many] { $fields } полей
   *[other] { $fields } поля
}

## Azacru: the board, the action bar and the score

azacru-board-label = Доска Azacru, 9 на 9 полей, девять областей
azacru-cell-empty = пусто
azacru-cell-marker = метка игрока { $side }
azacru-cell-chevron = шеврон игрока { $side }, смотрит на { $facing }
azacru-cell-movable = может ходить
azacru-cell-picked = выбран, сила хода { $power }
azacru-cell-target = цель хода
azacru-cell-target-twist = цель хода в другой области
azacru-cell-connects = цель хода, соединение через { $count ->
    [one] { $count } поле
    [few] { $count } поля
    [many] { $count } полей
   *[other] { $count } поля
}
azacru-cell-costly = цель хода, соединение через { $count ->
    [one] { $count } поле
    [few] { $count } поля
    [many] { $count } полей
   *[other] { $count } поля
}, но шеврон выбывает из игры
azacru-action-pick = { $side }: выберите один из своих шевронов, обведённых кружком.
azacru-action-picked = Шеврон на { $field }: сила хода { $power } (число ваших меток в его области, но не меньше 1). Выберите цель:
azacru-legend-target = ход
azacru-legend-connects = соединение: поля между метками станут вашими
azacru-legend-costly = соединение через метку другого игрока: шеврон выбывает из игры
azacru-action-twist = Ход { $from }-{ $to } ведёт в другую область. Повернуть шеврон?
azacru-twist-group = Поворот
azacru-twist-keep = Оставить
azacru-twist-left = Повернуть влево
azacru-twist-right = Повернуть вправо
azacru-action-twist-keys = На доске: Enter — оставить, L — повернуть влево, R — повернуть вправо.
azacru-action-pass = { $side } не может сходить ни одним шевроном.
azacru-pass = Пасовать
azacru-action-over = Итоговый счёт: { $scores }.
azacru-score-title = Счёт
azacru-score-player = Игрок
azacru-score-fields = Поля
azacru-score-markers = Осталось меток
azacru-score-chevrons = Шевроны
azacru-score-to-move = ходит
azacru-score-winner = победитель

### part: karo

## Karo, both variants: the board, the status line, the pieces beside the board

karo-red = Красные
karo-white = Белые
karo-four-board-label = Стол Karo: плитки и фишки на них
karo-jumpers-board-label = Доска Karo, 3 на 8
karo-cell-no-tile = { $cell }, нет плитки
karo-cell-empty = { $cell }, пустая плитка
karo-cell-piece = { $cell }, { $piece }
karo-piece-red-up = красная фишка, кружком вверх
karo-piece-red-down = красная фишка, кружком вниз
karo-piece-white-up = белая фишка, кружком вверх
karo-piece-white-down = белая фишка, кружком вниз
karo-jumper-red = красный прыгун
karo-crawler-red = красный ползун
karo-jumper-white = белый прыгун
karo-crawler-white = белый ползун
karo-status-place = { $colour } ставят фишку
karo-status-move = { $colour } ходят
karo-status-enter = { $colour }: выберите фишку, которая встанет на плитку
karo-status-pass = { $colour } не могут сходить и должны пасовать
karo-four-status-wins = { $colour } выиграли: четыре фишки кружком вверх в ряд
karo-jumpers-status-wins = { $colour } выиграли: все шесть фишек в цели
karo-status-draw-passes = Ничья: ни одна сторона не может сходить
karo-status-draw-repetition = Ничья: одна и та же позиция возникла в третий раз
karo-in-hand = в запасе: { $count }
karo-home = в цели: { $count } из 6
karo-pending = Плитка с клетки { $from } лежит на клетке { $to }. Теперь выберите фишку, которая на неё встанет: перетащите её или щёлкните по ней.
karo-pending-cancel = Вернуть плитку на место
karo-pass = Пасовать
karo-four-hint-place = Выставлено фишек: { $placed } из { $all }. Щёлкните по пустой плитке, чтобы поставить на неё свою.
karo-four-hint = Перетащите фишку или плитку с пунктирной рамкой на отмеченную клетку — или щёлкните по ней, а затем по клетке.
karo-jumpers-hint = Перетащите фишку на отмеченную клетку или щёлкните по ней, а затем по клетке. Фишки с кружком — прыгуны, без кружка — ползуны.

### part: kauri

## Kauri: the status line, the sowing and the board

kauri-status-to-move = Ходит { $side }
kauri-status-must-pass = У игрока { $side } нет каури на своей стороне, он пропускает ход
kauri-status-tie-break = Камни кончились при счёте 30–30: дальше играют только каури. Ходит { $side }
kauri-status-passed = { $side } пропустил ход.
kauri-status-sowing = { $side } сеет из { $pit }…
kauri-won-decisive = Партия окончена: победил { $side } — в его хранилище { $won } против { $lost } у игрока { $loser }; хранилище с 31 камнем решает партию
kauri-won-tie-break = Партия окончена: при счёте 30–30 у игрока { $loser } не осталось каури для посева, поэтому побеждает { $side }
kauri-won-repetition = Партия окончена: позиция повторилась в третий раз; победил { $side } с бо́льшим хранилищем, { $won } против { $lost }
kauri-status-draw = Партия окончена: позиция повторилась в третий раз при равных хранилищах, { $south }–{ $north }: ничья
kauri-prompt-sow = Выберите одну из своих лунок с каури в { $row ->
    [bottom] нижнем
   *[top] верхнем
} ряду
kauri-prompt-pass = В ваших лунках нет каури: нажмите «Пропустить ход»
kauri-note-capture = { $side } забирает { $count ->
    [one] { $count } камень
    [few] { $count } камня
    [many] { $count } камней
   *[other] { $count } камня
}
kauri-note-falls = Камень уходит в хранилище игрока { $side }
kauri-said-capture = { $side } забрал { $count ->
    [one] { $count } камень
    [few] { $count } камня
    [many] { $count } камней
   *[other] { $count } камня
}: { $cowries ->
    [one] каури упала
   *[other] каури упали
} в { $pits } (хранилище: { $before } → { $after })
kauri-said-falls = { $count ->
    [one] { $count } камень ушёл
    [few] { $count } камня ушли
    [many] { $count } камней ушли
   *[other] { $count } камня ушли
} в хранилище игрока { $side } из { $pits }, где были только каури (хранилище: { $before } → { $after })
kauri-pits = { $side } { $letters }
kauri-board-label = Доска каури: два ряда по шесть лунок и по хранилищу с каждого края
kauri-board-yours = Вы играете за { $side }: { $row ->
    [bottom] нижний
   *[top] верхний
} ряд и хранилище { $end ->
    [right] справа
   *[left] слева
}
kauri-row-you = Вы ({ $side })
kauri-row-computer = Компьютер ({ $side })
kauri-store-you = Вы
kauri-store-computer = Компьютер
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
kauri-pit-sown = отсюда сеяли в последнем ходе
kauri-pit-ended = здесь закончился последний ход
kauri-pit-taken = отсюда камни ушли в хранилище в последнем ходе
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

### part: review

## The game review

review-title = Разбор партии
review-close = Закрыть разбор
review-progress = Просмотрено позиций: { $done } / { $total }
review-stop = Остановить
review-resume = Продолжить
review-failed = Компьютер не смог продолжить: { $why }
review-graph = Шансы на победу по ходу партии (щелчок показывает позицию)
review-only-move = единственный ход
review-missed-win = упущенная победа
review-forced-loss = ведёт к форсированному проигрышу
review-decided = партия уже была решена: не учитывается
review-decided-count = Не учтено (партия была решена)
review-key-moment = Ключевой момент: { $number }. { $token } ({ $mover }), { $class }
review-move = { $number }. { $token } ({ $mover }): { $class }, { $before } % → { $after } %
review-better = Компьютер сыграл бы { $token }.
review-marks = На доске
review-mark-better = { $token }: лучший ход компьютера
review-mark-reply = { $token }: ответ, которого компьютер ждёт на него
review-mark-played = { $number }. { $token }: сделанный ход
review-computer = Отсюда компьютер ожидает (щелчок показывает вариант до этого хода):
review-try = Сделайте ход на доске, чтобы попробовать свой вариант.
review-practise = Отработать свои ошибки ({ $count })
review-answers = Компьютер отвечает на мои ходы в пробном варианте
review-accuracy = Точность
review-player = Игрок
review-player-n = Игрок { $n }
review-table = График в виде таблицы
review-chance = { $player }: шанс
review-waiting = Ожидание компьютера…
review-class = Оценка

### part: embedding

## Embedding

embed-title = Разместите эту доску на своём сайте
embed-intro = Скопируйте фрагмент кода в HTML своей страницы. Доска работает в браузерах ваших посетителей; ничего не сохраняется.
embed-help-link = Все настройки и сообщения
embed-mode = Посетители могут
embed-mode-play = играть вдвоём
embed-mode-view = только просматривать ходы
embed-mode-puzzle = решать задачу: найти ходы, начиная с показанной позиции
embed-mode-ai = играть с компьютером
embed-level = Уровень компьютера
embed-theme = Цвета
embed-theme-light = светлые
embed-theme-dark = тёмные
embed-theme-transparent = фон вашей страницы
embed-undo = Разрешить отмену ходов
embed-flip = Перевернуть доску
embed-snippet = Фрагмент кода
embed-copy = Копировать код
embed-preview = Предпросмотр
embed-open-site = Открыть на сайте Tessera
puzzle-wrong = { $token } — не тот ход. Попробуйте ещё раз.
puzzle-right = Верно! Продолжайте.
puzzle-solved = Решено!
embed-help-title = Доски Tessera на вашем сайте
embed-help-intro = Любая страница может показать живую доску Tessera в iframe. Всё, что ей нужно, содержится в её адресе: игра, ходы или позиция и то, как доска себя ведёт. Создайте такую доску кнопкой «Встроить» на странице игры или напишите адрес сами:
embed-help-script = Рамка выше шириной со свою колонку (не больше 480 пикселей). Строка с embed.js рядом с ней, одна на страницу, подгоняет каждую рамку Tessera на странице под высоту её доски по мере ходов; а разметку вида <div data-tessera="caro" data-moves="h8,i9"></div> превращает в доску.
embed-help-settings = Настройки в адресе
embed-help-mode = Что могут делать посетители: только просматривать ходы, играть вдвоём, играть с компьютером или решать задачу (нужно найти ходы варианта, следующего за показанным ходом; другие ходы не принимаются). По умолчанию: игра.
embed-help-game = Партия, как в ссылке Tessera: её ходы или код позиции, с которой начать, и ход, на котором её открыть (в задаче: откуда задача начинается).
embed-help-options = Параметры игры, как в ссылке Tessera.
embed-help-undo = Показывает кнопку отмены хода.
embed-help-flip = Переворачивает доску, показывая её с другой стороны.
embed-help-theme = Цвета вокруг доски; при transparent сквозь них видна ваша страница.
embed-help-lang = Язык надписей на доске.
embed-help-level = Сила игры компьютера, от 1 до 5 (по умолчанию 3). Против компьютера посетитель играет за сторону, чей ход при открытии доски, то есть ходит первым; все остальные стороны играет компьютер (в Azacru на трёх или четырёх игроков — всех остальных).
embed-help-origin = Источник (origin) вашей страницы. Тогда сообщения отправляются только ему и принимаются только от него.
embed-help-messages = Общение с доской
embed-help-messages-intro = Доска и ваша страница обмениваются сообщениями через window.postMessage. Каждое сообщение — объект с tessera: 1 и полем type. Всё остальное игнорируется.
embed-help-msg-ready = От доски, когда она отрисована: game, options, moves, position.
embed-help-msg-move = От доски, после каждого хода, посетителя или компьютера: move, moves (все ходы через пробел), position.
embed-help-msg-gameover = От доски, когда партия окончена: result (например, «winner black» или «draw»).
embed-help-msg-height = От доски, когда меняется её высота: height в CSS-пикселях, чтобы подогнать размер iframe.
embed-help-msg-load = Доске: показать другую партию (record: текст записи партии) или позицию (position: код позиции).
embed-help-msg-flip = Доске: перевернуться.
embed-help-msg-undo = Доске: отменить последний ход (в задаче: последний ход посетителя и ответ на него; против компьютера: последний ход посетителя и ответ компьютера).
embed-help-hosting = Если вы размещаете Tessera у себя
embed-help-hosting-text = В изолированном iframe (sandbox) без allow-same-origin — а именно так WordPress показывает встроенное содержимое — браузер загружает файлы доски как с чужого сайта, поэтому сервер должен отдавать их с заголовком Access-Control-Allow-Origin: *. GitHub Pages делает это сам; на Netlify и Cloudflare Pages об этом позаботится файл _headers из комплекта.
embed-help-learn = Уроки и задачи
embed-help-learn-text = Уровень урока или задача встраиваются так же, со страницы обучения игре: embed/learn/<игра>/ со stage= и level= для уровня (ссылка на следующий уровень остаётся в рамке), puzzle=daily для задачи дня (в этот день одной и той же для всех посетителей) или puzzle= и номер задачи. Действуют theme, lang и origin; в браузере посетителя ничего не сохраняется.

## The home page

site-tagline = Пять замечательных настольных игр прямо в вашем браузере.
home-play = Играть
home-continue = Продолжить партию
home-your-games = Ваши партии онлайн
home-their-move = Ход соперника
home-waiting = Ждём других игроков
home-left = Осталось { $time }
home-days = { $days } дн.
blurb-karo-four = Плитки доски сдвигаются по ходу игры: побеждает тот, кто первым выстроит в ряд четыре фишки, перевёрнутые лицевой стороной вверх.
blurb-karo-jumpers = Гонка по плиткам Karo: прыгуны прыгают, ползуны ползут, и все шесть фишек должны добраться до дальнего края.
blurb-kauri = Двухрядная манкала с камешками и раковинами каури: сейте, захватывайте, наполняйте свой амбар.
blurb-azacru = Шевроны захватывают поля и области на доске 9×9; от двух до четырёх игроков.
blurb-caro = Вьетнамская игра «пять в ряд», в которой пятёрка, закрытая с обоих концов, не выигрывает.

### part: learn

learn-play-link = Играть в { $game }
learn-level = Уровень { $level } из { $levels }
learn-stages = Уроки
learn-goal-label = Цель:
learn-par = { $par ->
    [one] Три звезды — если справиться за { $par } ход.
    [few] Три звезды — если справиться за { $par } хода.
   *[many] Три звезды — если справиться за { $par } ходов.
}
learn-best = Ваш лучший результат: { $stars ->
    [one] { $stars } звезда.
    [few] { $stars } звезды.
   *[many] { $stars } звёзд.
}
learn-hint = Подсказка
learn-retry = Заново
learn-next = Следующий уровень
learn-all-done = Это был последний уровень курса.
learn-done = Готово за { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}: { $stars ->
    [one] { $stars } звезда.
    [few] { $stars } звезды.
   *[many] { $stars } звёзд.
}
learn-missed-play = Этот уровень просит другой ход. Попробуйте ещё раз.
learn-missed-stop = Так у соперника остаётся выигрывающий ход. Попробуйте ещё раз.
learn-missed-moves = { $moves ->
    [one] Цель не достигнута за { $moves } ход. Попробуйте ещё раз.
    [few] Цель не достигнута за { $moves } хода. Попробуйте ещё раз.
   *[many] Цель не достигнута за { $moves } ходов. Попробуйте ещё раз.
}
learn-missed-over = Партия закончилась раньше, чем цель была достигнута. Попробуйте ещё раз.
learn-illegal = Этот ход сделать нельзя: { $why }
learn-level-link = Уровень { $level }: { $stars ->
    [0] ещё не пройден
    [one] { $stars } звезда
    [few] { $stars } звезды
   *[many] { $stars } звёзд
}
learn-reset-stage = Начать этот урок заново
learn-reset-confirm = Забыть ваши звёзды в уроке «{ $stage }»?
learn-no-stage = В этом курсе нет урока «{ $stage }». Вот первый уровень, который вы ещё не прошли.
learn-no-level = В этом уроке нет уровня { $level }. Вот его первый уровень.
learn-broken = Этот уровень нельзя сыграть: { $why }
puzzles-link = Задачи ({ $count })
puzzle-title = Задача { $number } из { $count }
puzzle-goal-win = { $moves ->
    [one] Выиграйте одним камнем.
   *[other] Выиграйте четвёрками: каждым камнем делайте четвёрку, а пятёрку — не больше чем за { $moves } камней.
}
puzzle-goal-defence = Соперник угрожает выиграть четвёрками. Найдите единственный камень, который это остановит.
puzzle-hint = Искомый ход отмечен на доске.
puzzle-goal-best = Найдите лучший ход: он сохраняет вам гораздо больше шансов, чем любой другой.
puzzle-goal-hold = Все ходы, кроме одного, проигрывают. Найдите тот, что удерживает партию.
puzzle-theme-win = Выигрывающий ход
puzzle-theme-crushing = Решающий перевес
puzzle-theme-advantage = Преимущество
puzzle-rating = Рейтинг { $rating }
puzzle-your-rating = Ваш рейтинг в задачах: { $rating }
puzzle-your-rating-provisional = Ваш рейтинг в задачах: { $rating } (предварительный)
puzzle-summary = Ваши задачи
puzzle-summary-none = Задач пока не было. В рейтинг идёт только первая попытка решить задачу.
puzzle-summary-theme = решено с первой попытки: { $first } из { $tried }
puzzle-retry-failed = Повторить нерешённую задачу ({ $count })
puzzle-counted = { $change } за эту задачу
mistakes-link = Ваши ошибки ({ $count })
mistake-title = Ваша ошибка { $number } из { $count }
mistake-goal-mistake = Здесь вы сыграли { $played } — это ошибка. Найдите ход лучше.
mistake-goal-blunder = Здесь вы сыграли { $played } — это грубая ошибка. Найдите ход лучше.
mistake-asking = Компьютер оценивает ваш ход…
mistake-better = Лучше! { $token } сохраняет { $after } % ваших шансов (ход компьютера, { $best }, — { $chance } %).
mistake-not-better = Не лучше: после { $token } ваши шансы { $after } %. Ход компьютера показан на доске: { $best }.
mistake-failed = Компьютер не смог оценить ход: { $why }
mistake-unreadable = его ответ не удалось прочитать
mistake-next = Следующая ошибка
mistake-forget = Забыть эту ошибку
mistake-none = Сохранённых ошибок пока нет. Разберите сыгранную партию: ваши ошибки и грубые ошибки можно будет отработать здесь.
mistake-no-number = Ошибки { $number } нет. Вот последняя.
mistake-broken = Позицию этой ошибки нельзя расставить.
puzzle-next = Следующая задача
puzzle-none = Задачи «{ $id }» нет. Вот первая.
puzzle-none-yet = Для этой игры задач пока нет.
puzzle-daily = Задача дня
learn-embed-lessons = Все уроки на Tessera
learn-embed-puzzles = Ещё задачи на Tessera
learn-embed-summary = Разместить на своём сайте
learn-embed-level = Этот уровень для страницы вашего сайта:
learn-embed-puzzle = Эта задача:
learn-embed-daily = Задача дня (каждый день новая):
puzzle-theme-vcf = Выигрыш четвёрками
puzzle-theme-long = Длинный вариант
puzzle-theme-defence = Защита
