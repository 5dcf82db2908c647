# Tessera: thông điệp tiếng Việt (Vietnamese). Same ids and order as en.ftl.

site-name = Tessera
nav-home = Tất cả trò chơi
language-label = Ngôn ngữ

## The games

game-karo-four = Karo: Bốn quân liên tiếp
game-karo-jumpers = Karo: Quân nhảy và quân bò
game-kauri = Kauri
game-azacru = Azacru
game-caro = Caro
home-not-found = Không có trang nào tên “{ $path }”. Đây là các trò chơi.
home-no-page = Không có trang nào ở địa chỉ này. Đây là các trò chơi.
page-not-found = Không tìm thấy trang

## The status line

status-to-play = Đến lượt { $colour }
status-to-play-person = Đến lượt { $colour } ({ $person })
caro-prompt-place = Quân tiếp theo: { $colour }. Cho đến khi chọn màu, quân của cả hai màu được đặt lần lượt.
caro-shown = Quân của bạn đang hiện ở { $point }: chạm lại vào đó để đặt, hoặc chạm vào điểm khác.
status-choice = { $person }: hãy chọn màu
status-choice-or-place = { $person }: hãy chọn màu, hoặc đặt quân thứ 4 và thứ 5
status-wins-five = { $colour } thắng với năm quân liên tiếp
status-wins-row = { $colour } thắng với { $length } quân liên tiếp
status-draw = Hòa: bàn cờ đã kín

## The board

board-label = Bàn cờ Caro 15 × 15
point-empty = { $point }, trống
point-shown = { $point }, quân đang hiện thử: chạm lần nữa để đặt quân
point-black = { $point }, quân đen
point-white = { $point }, quân trắng

## Game controls

control-new-game = Ván mới
control-undo = Đi lại
new-game-title = Ván mới
new-game-start = Bắt đầu
new-game-cancel = Hủy
result-won = Bạn thắng
result-lost = Bạn thua
result-draw = Hòa
result-over = Ván đấu kết thúc
new-game-opponent = Chơi với
new-game-friend = Bạn bè trên thiết bị này
new-game-computer = Máy tính
new-game-level = Cấp độ
new-game-you = Bạn chơi
new-game-advanced = Ai đi trước, và ai chơi ở mỗi vị trí
start-title = Bạn muốn chơi thế nào?
start-computer = Chơi với máy
start-friend = Chơi cùng bạn bè tại đây
start-friend-text = Lần lượt đi trên màn hình này.
start-more = Thêm tùy chọn…
match-up-you = Bạn ({ $seat })
match-up-computer = Máy, cấp { $level } ({ $seat })
match-up-here = mọi người chơi trên thiết bị này
status-your-move = Đến lượt bạn
status-computer-moves = Máy đang đi…

## Options

option-opening = Khai cuộc
option-opening-free = Tự do: hai bên đi luân phiên ngay từ quân đầu tiên
option-opening-swap = Swap: ba quân, rồi người kia chọn màu
option-opening-swap2 = Swap2: như swap, hoặc đặt thêm hai quân và trả lại quyền chọn
option-overline = Sáu quân liên tiếp trở lên
option-overline-win = thắng
option-overline-nowin = không thắng
option-closed = Năm quân bị đối thủ chặn
option-closed-both = chỉ không thắng khi bị chặn cả hai đầu
option-closed-either = không thắng khi bị chặn dù chỉ một đầu
option-closed-never = luôn thắng
option-players = Người chơi
option-players-2 = 2: Đông và Tây
option-players-3 = 3: Bắc, Đông và Tây
option-players-4 = 4: Bắc, Đông, Nam và Tây
option-first = Đi trước
option-first-north = Bắc
option-first-east = Đông
option-first-south = Nam
option-first-west = Tây
option-first-white = Trắng
option-first-red = Đỏ

## Notices about links

notice-bad-move = Nước { $n } “{ $token }”: { $reason }.
notice-bad-move-kept = Ván cờ trong liên kết này dừng ở đó; chỉ hiển thị đến nước { $kept }.
notice-bad-option = Liên kết này có một tùy chọn mà trò chơi không nhận: { $reason }. Giá trị mặc định được dùng thay thế.
notice-keep = Chơi tiếp từ đây
notice-new-game = Bắt đầu ván mới

## Why a move was refused

error-malformed-move = không phải nước đi của trò chơi này
error-no-such-point = không có điểm này
error-occupied = điểm này đã có quân
error-choice-due = đang đến lượt chọn màu
error-no-choice-due = chưa đến lúc chọn màu
error-game-over = ván cờ đã kết thúc
error-no-such-field = không có ô này
error-no-chevron = bạn không có quân chữ V ở ô đó
error-not-straight = quân chữ V đi theo đường thẳng, ít nhất một ô
error-wrong-direction = quân chữ V chỉ đi thẳng về phía trước hoặc chéo 45° sang hai bên
error-beyond-power = quân chữ V không đi xa được đến thế
error-field-taken = ô đó đã có quân chữ V hoặc dấu của người chơi khác
error-path-blocked = có quân chữ V chắn đường; chỉ có thể vượt qua bằng một bước nhảy giữa hai dấu của bạn
error-no-twist = chỉ được xoay sau khi một quân chữ V đi sang vùng khác mà vẫn còn trên bàn cờ
error-pass-not-allowed = chỉ được bỏ lượt khi không còn nước đi nào
error-no-such-cell = không có ô này
error-not-your-piece = ở đó không có quân của bạn
error-no-tile = ở đó không có mảnh nào
error-tile-taken = ở đó đã có quân
error-still-placing = vẫn đang trong giai đoạn đặt quân
error-all-placed = tất cả quân đã được đặt xong
error-wrong-way = quân không đi như vậy được
error-nothing-to-jump = không có quân nào để nhảy qua
error-crawler-cannot-jump = quân bò chỉ đi sang ô kề bên
error-jumper-cannot-crawl = quân nhảy chỉ được nhảy
error-not-past-the-run = quân nhảy phải đáp xuống ngay sau dãy quân
error-no-tile-to-lift = ở đó không có mảnh nào để nhấc
error-lift-occupied = có quân đang đứng trên mảnh cần nhấc
error-lift-held = mảnh cần nhấc giáp cạnh với hơn hai mảnh khác
error-lift-cuts-field = nhấc mảnh đó lên sẽ chia cắt bàn cờ
error-same-cell = mảnh phải được đặt sang ô khác
error-tile-already-there = ở đó đã có mảnh
error-not-touching-field = vị trí mới không giáp cạnh nào với bàn cờ
error-no-cowrie = ô đó không có vỏ ốc nào
error-must-pass = bên bạn không có vỏ ốc nào: bạn phải bỏ lượt
error-must-sow = chỉ được bỏ lượt khi bạn không còn vỏ ốc nào để rải
error-malformed-option = cần có dạng option=value
error-unknown-option = không có tùy chọn này
error-bad-option-value = tùy chọn này không nhận giá trị đó
notice-bad-position = Không đọc được mã thế cờ trong liên kết này: { $reason }. Ván cờ sẽ bắt đầu lại từ đầu.

## Moves and replay

moves-title = Nước đi
moves-none = Chưa có nước đi nào.
replay-first = Đầu ván
replay-back = Nước trước
replay-forward = Nước sau
replay-last = Nước cuối
control-redo = Khôi phục
discard-text = Đi { $token } ở đây sẽ xóa { $later } nước đi sau thế cờ này.
discard-yes = Xóa và đi
discard-no = Giữ lại

## Saved games

resume-text = Bạn có một ván đã lưu ở đây ({ $moves } nước đi).
resume-yes = Chơi tiếp
resume-no = Để sau
saved-set-aside = Không đọc được { $count } ván đã lưu (có thể do được lưu từ phiên bản cũ của trang), nên các ván này đã được cất riêng ra.

## Sharing

control-share = Chia sẻ
share-copied = Đã sao chép liên kết.
share-copy-failed = Hãy sao chép liên kết ở mục “Liên kết và tệp” bên dưới.
share-panel = Liên kết và tệp
share-link-game = Cả ván
share-link-move = Nước đi này
share-link-position = Chỉ thế cờ này
share-copy = Sao chép
share-copy-done = Đã sao chép
share-copy-refused = Lỗi sao chép
share-download = Tải biên bản ván cờ
share-upload = Mở tệp biên bản…
import-label = Dán liên kết, biên bản hoặc mã thế cờ
import-placeholder = https://…/caro/#moves=h8,i9  or  tessera-record 1 …
import-open = Mở
import-empty = Chưa có gì để mở: hãy dán liên kết, biên bản hoặc mã thế cờ trước.
import-unrecognised = Đây không phải liên kết, biên bản hay mã thế cờ.
import-not-a-game = Liên kết này không dẫn đến trò chơi nào.
import-bad-record = Không đọc được biên bản này: { $reason }.
import-bad-position = Không đọc được mã thế cờ này: { $reason }.

## New game: who plays

new-game-players = Ai chơi bên nào
seat-person = Người
seat-computer = Máy tính, cấp độ { $level }
person-opener-title = Người chơi thứ nhất
person-responder-title = Người chơi thứ hai

## Rules pages

rules-link = Luật chơi
rules-title = Cách chơi { $game }
rules-play = Chơi { $game }
learn-title = Học { $game }

## The page, shared by every game: its buttons, notices and the move box

control-embed = Nhúng
error-option-conflict = giá trị này không hợp với các tùy chọn khác
move-input-label = Nhập nước đi
move-input-play = Đi
move-input-refused = { $token }: { $reason }
announce-move = { $mover }: { $token }
saved-not-saved = Trình duyệt này không lưu ván cờ (bộ nhớ lưu trữ đã tắt hoặc đã đầy). Ván của bạn vẫn an toàn trong địa chỉ trang: hãy đánh dấu trang hoặc dùng nút Chia sẻ.
crash-title = Đã xảy ra lỗi.
crash-text = Tessera đã dừng lại do lỗi trong chương trình. Ván của bạn nằm trong địa chỉ phía trên: hãy tải lại trang để chơi tiếp từ nước đi cuối cùng.
crash-reload = Tải lại
share-picture-png = Hình ảnh (PNG)
share-picture-svg = Hình ảnh (SVG)
computer-thinking = Máy đang suy nghĩ…
board-loading = Bàn cờ vẫn đang tải: hãy chạm lại sau giây lát.
board-tap-kept = Bàn cờ vẫn đang tải: nước đi của bạn sẽ được đánh ngay khi bàn cờ sẵn sàng.
board-choice-kept = Bàn cờ vẫn đang tải: lựa chọn của bạn sẽ được áp dụng ngay khi bàn cờ sẵn sàng.
computer-hint = Máy sẽ đi { $token }.
control-hint = Gợi ý
control-flip = Xoay bàn cờ

## Sides and lists (Kauri and Azacru)

side-north = Bắc
    .letter = B
side-east = Đông
    .letter = Đ
side-south = Nam
    .letter = N
side-west = Tây
    .letter = T
list-and = { $first } và { $last }

## The review's marks on a game's page

control-review = Phân tích
review-class-best = tốt nhất
review-class-good = tốt
review-class-inaccuracy = thiếu chính xác
review-class-mistake = sai lầm
review-class-blunder = sai lầm nghiêm trọng
review-reply = Nước đáp mà máy dự tính
review-back = Quay lại ván cờ
review-trying = Bạn đang thử một hướng đi từ nước { $number }; ván cờ vẫn được giữ nguyên.

## Online play

start-online = Chơi trực tuyến với bạn
start-online-text = Gửi một liên kết, chơi từ bất cứ đâu.
my-games-open = Các ván trực tuyến của tôi

### part: caro

## Colours and players (Caro)

colour-black = Đen
colour-white = Trắng
person-opener = người chơi thứ nhất
person-responder = người chơi thứ hai

## The colour choice in the swap openings

choice-swap = Người chơi thứ nhất đã đặt ba quân. Giờ người chơi thứ hai chọn màu; sau đó đến lượt Trắng.
choice-swap2-first = Người chơi thứ nhất đã đặt ba quân. Giờ người chơi thứ hai chọn màu, hoặc đặt thêm hai quân (trắng rồi đen) và nhường quyền chọn cho người chơi thứ nhất.
choice-swap2-second = Người chơi thứ hai đã đặt quân thứ 4 và thứ 5. Giờ người chơi thứ nhất chọn màu; sau đó đến lượt Trắng.
choice-take-black = Cầm quân đen
choice-take-white = Cầm quân trắng

### part: azacru

## Azacru: players, facings and the status line

azacru-facing-n = bắc
azacru-facing-ne = đông bắc
azacru-facing-e = đông
azacru-facing-se = đông nam
azacru-facing-s = nam
azacru-facing-sw = tây nam
azacru-facing-w = tây
azacru-facing-nw = tây bắc
azacru-status-to-move = Đến lượt { $side }
azacru-status-must-pass = Đến lượt { $side }: không quân chữ V nào của { $side } đi được, nên { $side } phải bỏ lượt
azacru-status-last-turns = { $passer } đã bỏ lượt, nên mỗi người chơi còn lại được đi một lượt cuối. Đến lượt { $side } (còn { $left } lượt)
azacru-status-last-turns-pass = { $passer } đã bỏ lượt, nên mỗi người chơi còn lại được đi một lượt cuối. { $side } không đi được và phải bỏ lượt (còn { $left } lượt)
azacru-someone = Một người chơi
azacru-over-last-turns = { $passer } đã bỏ lượt và những người còn lại đã đi lượt cuối của mình.
azacru-over-repetition = Cùng một thế cờ đã xuất hiện lần thứ ba.
azacru-status-winner = Ván cờ kết thúc: { $side } thắng với { $fields } ô
azacru-status-shared = Ván cờ kết thúc: { $sides } cùng thắng, mỗi người { $fields } ô

## Azacru: the board, the action bar and the score

azacru-board-label = Bàn cờ Azacru 9 × 9 ô, chia thành chín vùng
azacru-cell-empty = trống
azacru-cell-marker = dấu của { $side }
azacru-cell-chevron = quân chữ V của { $side }, hướng về phía { $facing }
azacru-cell-movable = có thể đi
azacru-cell-picked = đã chọn, sức đi { $power }
azacru-cell-target = một ô đích
azacru-cell-target-twist = một ô đích ở vùng khác
azacru-cell-connects = một ô đích tạo nước nối, chiếm { $count } ô
azacru-cell-costly = một ô đích tạo nước nối, chiếm { $count } ô, nhưng quân chữ V sẽ bị loại khỏi ván
azacru-action-pick = { $side }: hãy chọn một trong các quân chữ V được khoanh vòng của bạn.
azacru-action-picked = Quân chữ V ở { $field }: sức đi { $power } (số dấu của bạn trong vùng của nó, ít nhất là 1). Hãy chọn ô đích:
azacru-legend-target = một nước đi
azacru-legend-connects = một nước nối: các ô ở giữa thuộc về bạn
azacru-legend-costly = một nước nối qua dấu của người chơi khác: quân chữ V bị loại khỏi ván
azacru-action-twist = { $from }-{ $to } đi vào vùng khác. Có xoay quân chữ V không?
azacru-twist-group = Xoay
azacru-twist-keep = Giữ nguyên
azacru-twist-left = Xoay trái
azacru-twist-right = Xoay phải
azacru-action-twist-keys = Trên bàn cờ: Enter để giữ nguyên, L để xoay trái, R để xoay phải.
azacru-action-pass = { $side } không đi được quân chữ V nào.
azacru-pass = Bỏ lượt
azacru-action-over = Kết quả chung cuộc: { $scores }.
azacru-score-title = Điểm
azacru-score-player = Người chơi
azacru-score-fields = Ô
azacru-score-markers = Dấu còn lại
azacru-score-chevrons = Quân chữ V
azacru-score-to-move = đến lượt
azacru-score-winner = thắng

### part: karo

## Karo, both variants: the board, the status line, the pieces beside the board

karo-red = Đỏ
karo-white = Trắng
karo-four-board-label = Mặt bàn Karo: các mảnh và những quân trên đó
karo-jumpers-board-label = Bàn cờ Karo 3 × 8
karo-cell-no-tile = { $cell }, không có mảnh
karo-cell-empty = { $cell }, mảnh trống
karo-cell-piece = { $cell }, { $piece }
karo-piece-red-up = quân đỏ, hình tròn ngửa lên
karo-piece-red-down = quân đỏ, úp xuống
karo-piece-white-up = quân trắng, hình tròn ngửa lên
karo-piece-white-down = quân trắng, úp xuống
karo-jumper-red = quân nhảy đỏ
karo-crawler-red = quân bò đỏ
karo-jumper-white = quân nhảy trắng
karo-crawler-white = quân bò trắng
karo-status-place = Đến lượt { $colour } đặt quân
karo-status-move = Đến lượt { $colour }
karo-status-enter = { $colour }: hãy chọn quân sẽ bước lên mảnh
karo-status-pass = { $colour } không đi được và phải bỏ lượt
karo-four-status-wins = { $colour } thắng: bốn quân hình tròn ngửa lên nằm liền một hàng
karo-jumpers-status-wins = { $colour } thắng: cả sáu quân đã về đích
karo-status-draw-passes = Hòa: không bên nào đi được
karo-status-draw-repetition = Hòa: cùng một thế cờ đã xuất hiện lần thứ ba
karo-in-hand = { $count } quân trong tay
karo-home = { $count } trên 6 quân đã về đích
karo-pending = Mảnh từ { $from } đã nằm ở { $to }. Giờ hãy kéo hoặc bấm vào quân sẽ bước lên mảnh đó.
karo-pending-cancel = Đặt mảnh về chỗ cũ
karo-pass = Bỏ lượt
karo-four-hint-place = Đã đặt { $placed } trên { $all } quân: bấm vào một mảnh trống để đặt quân của bạn lên đó.
karo-four-hint = Kéo một quân, hoặc một mảnh có viền chấm, đến ô được đánh dấu; hoặc bấm vào nó rồi bấm vào ô.
karo-jumpers-hint = Kéo một quân đến ô được đánh dấu, hoặc bấm vào quân rồi bấm vào ô. Quân có hình tròn là quân nhảy, quân trơn là quân bò.

### part: kauri

## Kauri: the status line, the sowing and the board

kauri-status-to-move = Đến lượt { $side }
kauri-status-must-pass = { $side } không còn vỏ ốc nào bên mình và phải bỏ lượt
kauri-status-tie-break = Hết sỏi khi hòa 30–30: phân định thắng thua chỉ bằng vỏ ốc. Đến lượt { $side }
kauri-status-passed = { $side } đã bỏ lượt.
kauri-status-sowing = { $side } đang rải ô { $pit }…
kauri-won-decisive = Ván đấu kết thúc: { $side } thắng với { $won } viên sỏi trong kho, so với { $lost } của { $loser }: kho có 31 viên quyết định ván đấu
kauri-won-tie-break = Ván đấu kết thúc: khi hòa 30–30, { $loser } không còn vỏ ốc nào để rải, nên { $side } thắng
kauri-won-repetition = Ván đấu kết thúc: cùng một thế cờ lặp lại lần thứ ba; { $side } thắng nhờ kho lớn hơn, { $won } so với { $lost }
kauri-status-draw = Ván đấu kết thúc: cùng một thế cờ lặp lại lần thứ ba với hai kho bằng nhau, { $south }–{ $north }: hòa
kauri-prompt-sow = Chọn một ô của bạn có vỏ ốc, ở hàng { $row ->
    [bottom] dưới
   *[top] trên
}
kauri-prompt-pass = Các ô của bạn không còn vỏ ốc: hãy nhấn Bỏ lượt
kauri-note-capture = { $side } ăn { $count } viên sỏi
kauri-note-falls = Viên sỏi rơi vào kho của { $side }
kauri-said-capture = { $side } ăn { $count } viên sỏi: vỏ ốc rơi vào { $pits } (kho: { $before } → { $after })
kauri-said-falls = { $count } viên sỏi rơi vào kho của { $side } từ { $pits }, nơi chỉ có vỏ ốc (kho: { $before } → { $after })
kauri-pits = { $side } { $letters }
kauri-board-label = Bàn Kauri: hai hàng sáu ô và một kho ở mỗi đầu
kauri-board-yours = Bạn chơi bên { $side }: hàng { $row ->
    [bottom] dưới
   *[top] trên
} và kho bên { $end ->
    [right] phải
   *[left] trái
}
kauri-row-you = Bạn ({ $side })
kauri-row-computer = Máy tính ({ $side })
kauri-store-you = Bạn
kauri-store-computer = Máy tính
kauri-pit-label = { $side } { $pit }: { $stones } viên sỏi, { $cowries } vỏ ốc
kauri-pit-playable = có thể rải
kauri-pit-sown = nước đi vừa rồi rải từ đây
kauri-pit-ended = nước đi vừa rồi kết thúc ở đây
kauri-pit-taken = sỏi ở đây đã vào kho trong nước đi vừa rồi
kauri-store-label = Kho của { $side }: { $count } viên sỏi
kauri-pass = Bỏ lượt
kauri-speed = Tốc độ rải
kauri-speed-slow = Chậm
kauri-speed-normal = Bình thường
kauri-speed-fast = Nhanh
kauri-speed-instant = Tức thì

### part: review

## The game review

review-title = Phân tích ván cờ
review-close = Đóng phần phân tích
review-progress = Số thế cờ đã xem: { $done } / { $total }
review-stop = Dừng
review-resume = Tiếp tục
review-failed = Máy không thể tiếp tục: { $why }
review-graph = Cơ hội thắng trong suốt ván (bấm để xem thế cờ đó)
review-only-move = nước duy nhất
review-missed-win = bỏ lỡ thắng
review-forced-loss = dẫn tới thua chắc
review-decided = ván cờ đã ngã ngũ: không tính
review-decided-count = Không tính (ván cờ đã ngã ngũ)
review-key-moment = Thời điểm then chốt: { $number }. { $token } ({ $mover }), { $class }
review-move = { $number }. { $token } ({ $mover }): { $class }, { $before } % → { $after } %
review-better = Máy sẽ đi { $token }.
review-marks = Trên bàn cờ
review-mark-better = { $token }: nước tốt hơn của máy
review-mark-reply = { $token }: nước đáp mà máy dự tính cho nước đó
review-mark-played = { $number }. { $token }: nước đã đi
review-computer = Từ đây máy dự tính (bấm để xem diễn biến đến nước đó):
review-try = Hãy đi một nước trên bàn cờ để thử hướng đi của bạn.
review-practise = Luyện lại các lỗi của bạn ({ $count })
review-answers = Máy đáp lại các nước đi của tôi khi thử hướng đi
review-accuracy = Độ chính xác
review-player = Người chơi
review-player-n = Người chơi { $n }
review-table = Biểu đồ dưới dạng bảng
review-chance = { $player }: cơ hội
review-waiting = Đang chờ máy…
review-class = Đánh giá

### part: embedding

## Embedding

embed-title = Đưa bàn cờ này lên trang của bạn
embed-intro = Sao chép đoạn mã vào HTML của trang bạn. Bàn cờ chạy trong trình duyệt của người xem; không có gì được lưu lại.
embed-help-link = Mọi thiết lập và thông điệp
embed-mode = Người xem có thể
embed-mode-play = chơi (hai người)
embed-mode-view = chỉ xem lại các nước đi
embed-mode-puzzle = giải đố: tìm các nước đi tiếp theo từ thế cờ đang hiển thị
embed-mode-ai = chơi với máy
embed-level = Cấp độ của máy
embed-theme = Màu sắc
embed-theme-light = sáng
embed-theme-dark = tối
embed-theme-transparent = nền trang của bạn
embed-undo = Cho phép đi lại
embed-flip = Xoay ngược bàn cờ
embed-snippet = Đoạn mã
embed-copy = Sao chép đoạn mã
embed-preview = Xem trước
embed-open-site = Mở trên Tessera
puzzle-wrong = { $token } chưa phải nước đúng. Hãy thử lại.
puzzle-right = Đúng rồi! Tiếp tục nào.
puzzle-solved = Đã giải xong!
embed-help-title = Bàn cờ Tessera trên trang của bạn
embed-help-intro = Bất kỳ trang nào cũng có thể hiển thị một bàn cờ Tessera chơi được ngay trong iframe. Mọi thứ nó cần đều nằm trong địa chỉ: trò chơi, các nước đi hoặc thế cờ, và cách bàn cờ hoạt động. Hãy dùng nút Nhúng trên trang trò chơi để tạo, hoặc tự viết địa chỉ:
embed-help-script = Khung ở trên rộng bằng cột chứa nó (tối đa 480 điểm ảnh). Dòng embed.js bên cạnh, mỗi trang một lần, giúp mọi khung Tessera trên trang theo chiều cao bàn cờ của nó khi các nước được đi; nó cũng biến đoạn mã như <div data-tessera="caro" data-moves="h8,i9"></div> thành một bàn cờ.
embed-help-settings = Thiết lập trong địa chỉ
embed-help-mode = Người xem được làm gì: chỉ xem lại, hai người chơi với nhau, chơi với máy, hoặc giải đố (phải tìm đúng các nước của biến sau nước đang hiển thị; nước khác sẽ bị từ chối). Mặc định: chơi.
embed-help-game = Ván cờ giống như trong liên kết Tessera: các nước đi, hoặc mã thế cờ để bắt đầu, và nước đi mà bàn cờ mở ra (với bài giải đố: chỗ bài bắt đầu).
embed-help-options = Các tùy chọn của trò chơi, như trong liên kết Tessera.
embed-help-undo = Hiện nút đi lại.
embed-help-flip = Xoay ngược bàn cờ, như nhìn từ phía bên kia.
embed-help-theme = Màu xung quanh bàn cờ; transparent để lộ nền trang của bạn.
embed-help-lang = Ngôn ngữ của chữ trên bàn cờ.
embed-help-level = Độ mạnh của máy, từ 1 đến 5 (mặc định 3). Khi chơi với máy, người xem cầm bên đến lượt đi lúc bàn cờ mở ra, tức là đi trước; máy cầm tất cả các bên còn lại (trong Azacru ba hoặc bốn người, máy cầm mọi người chơi khác).
embed-help-origin = Nguồn gốc (origin) của trang bạn. Khi đó thông điệp chỉ được gửi đến và chỉ được nhận từ nguồn này.
embed-help-messages = Giao tiếp với bàn cờ
embed-help-messages-intro = Bàn cờ và trang của bạn trao đổi thông điệp qua window.postMessage. Mỗi thông điệp là một đối tượng có tessera: 1 và một trường type. Mọi thứ khác đều bị bỏ qua.
embed-help-msg-ready = Từ bàn cờ, khi đã vẽ xong: game, options, moves, position.
embed-help-msg-move = Từ bàn cờ, sau mỗi nước đi của người xem hoặc của máy: move, moves (tất cả các nước, cách nhau bằng dấu cách), position.
embed-help-msg-gameover = Từ bàn cờ, khi ván kết thúc: result (ví dụ “winner black” hoặc “draw”).
embed-help-msg-height = Từ bàn cờ, mỗi khi chiều cao thay đổi: height tính bằng pixel CSS, để chỉnh kích thước iframe.
embed-help-msg-load = Tới bàn cờ: hiển thị ván khác (record: nội dung một biên bản) hoặc thế cờ khác (position: một mã thế cờ).
embed-help-msg-flip = Tới bàn cờ: xoay ngược lại.
embed-help-msg-undo = Tới bàn cờ: lùi lại nước cuối (với bài giải đố: nước cuối của người xem và nước đáp lại; khi chơi với máy: nước cuối của người xem và nước máy đáp lại).
embed-help-hosting = Tự lưu trữ Tessera
embed-help-hosting-text = Trong một iframe có sandbox mà không có allow-same-origin (WordPress nhúng nội dung theo cách này), trình duyệt tải các tệp của bàn cờ như thể từ một trang khác, nên máy chủ phải gửi kèm Access-Control-Allow-Origin: *. GitHub Pages tự làm việc này; trên Netlify và Cloudflare Pages, tệp _headers trong gói sẽ lo việc đó.
embed-help-learn = Bài học và bài tập
embed-help-learn-text = Một cấp độ của bài học hoặc một bài tập được nhúng theo cùng cách, từ trang Học của trò chơi: embed/learn/<trò chơi>/ với stage= và level= cho một cấp độ (liên kết cấp độ tiếp theo vẫn ở trong khung), puzzle=daily cho bài tập trong ngày (giống nhau cho mọi người xem trong ngày đó), hoặc puzzle= và mã của một bài tập. theme, lang và origin vẫn áp dụng; không có gì được lưu trong trình duyệt của người xem.

## The home page

site-tagline = Năm trò chơi bàn cờ đặc sắc, chơi ngay trên trình duyệt của bạn.
home-play = Chơi
home-continue = Chơi tiếp ván của bạn
home-your-games = Ván đấu trực tuyến của bạn
home-their-move = Lượt đối thủ
home-waiting = Đang chờ những người chơi khác
home-left = Còn { $time }
home-days = { $days } ngày
blurb-karo-four = Các mảnh bàn cờ dịch chuyển trong lúc chơi: ai lật ngửa được bốn quân thẳng hàng trước thì thắng.
blurb-karo-jumpers = Cuộc đua trên các mảnh Karo: quân nhảy thì nhảy, quân bò thì bò, cả sáu quân phải tới được đầu bên kia.
blurb-kauri = Trò mancala hai hàng với sỏi và vỏ ốc tiền: rải quân, ăn quân, lấp đầy kho của bạn.
blurb-azacru = Các quân chữ V chiếm ô và vùng trên bàn cờ 9×9, dành cho hai đến bốn người chơi.
blurb-caro = Cờ caro năm quân của Việt Nam, trong đó năm quân bị chặn hai đầu thì không thắng.

### part: learn

learn-play-link = Chơi { $game }
learn-level = Bài { $level } / { $levels }
learn-stages = Các phần học
learn-goal-label = Mục tiêu:
learn-par = Ba sao nếu làm được trong { $par } nước.
learn-best = Thành tích tốt nhất: { $stars } sao.
learn-hint = Gợi ý
learn-retry = Làm lại
learn-next = Bài tiếp theo
learn-all-done = Đó là bài cuối cùng của khóa học này.
learn-done = Hoàn thành trong { $moves } nước: { $stars } sao.
learn-missed-play = Đây không phải nước đi mà bài này yêu cầu. Hãy thử lại.
learn-missed-stop = Nước này để lại cho đối phương một nước thắng. Hãy thử lại.
learn-missed-moves = Chưa đạt mục tiêu trong { $moves } nước. Hãy thử lại.
learn-missed-over = Ván đấu đã kết thúc trước khi đạt mục tiêu. Hãy thử lại.
learn-illegal = Không thể đi nước này: { $why }
learn-level-link = Bài { $level }: { $stars ->
    [0] chưa hoàn thành
   *[other] { $stars } sao
}
learn-reset-stage = Học lại phần này
learn-reset-confirm = Xóa số sao của bạn trong “{ $stage }”?
learn-no-stage = Khóa học không có phần “{ $stage }”. Đây là bài đầu tiên bạn chưa hoàn thành.
learn-no-level = Phần này không có bài { $level }. Đây là bài đầu tiên của nó.
learn-broken = Không thể chơi bài này: { $why }
puzzles-link = Bài tập ({ $count })
puzzle-title = Bài tập { $number } / { $count }
puzzle-goal-win = Thắng bằng các nước bốn: mỗi quân tạo một hàng bốn, và thành năm trong vòng { $moves } quân.
puzzle-goal-defence = Đối phương đe dọa thắng bằng các nước bốn. Hãy tìm quân duy nhất chặn được.
puzzle-hint = Nước cần tìm được đánh dấu trên bàn cờ.
puzzle-goal-best = Hãy tìm nước đi tốt nhất: nó giữ cho bạn nhiều cơ hội hơn hẳn mọi nước khác.
puzzle-goal-hold = Mọi nước đều thua, trừ một. Hãy tìm nước giữ được ván cờ.
puzzle-theme-win = Nước thắng
puzzle-theme-crushing = Áp đảo
puzzle-theme-advantage = Ưu thế
puzzle-rating = Điểm { $rating }
puzzle-your-rating = Điểm giải đố của bạn: { $rating }
puzzle-your-rating-provisional = Điểm giải đố của bạn: { $rating } (tạm tính)
puzzle-summary = Bài tập của bạn
puzzle-summary-none = Bạn chưa thử bài tập nào. Chỉ lần thử đầu tiên của mỗi bài được tính điểm.
puzzle-summary-theme = { $first } / { $tried } bài giải được ngay lần đầu
puzzle-retry-failed = Thử lại một bài chưa giải được ({ $count })
puzzle-counted = { $change } cho bài này
mistakes-link = Lỗi của bạn ({ $count })
mistake-title = Lỗi { $number } / { $count } của bạn
mistake-goal-mistake = Ở đây bạn đã đi { $played }, một nước sai. Hãy tìm nước tốt hơn.
mistake-goal-blunder = Ở đây bạn đã đi { $played }, một nước sai nghiêm trọng. Hãy tìm nước tốt hơn.
mistake-asking = Máy đang đánh giá nước đi của bạn…
mistake-better = Tốt hơn! { $token } giữ { $after } % cơ hội của bạn (nước của máy, { $best }, giữ { $chance } %).
mistake-not-better = Chưa tốt hơn: sau { $token } cơ hội của bạn là { $after } %. Nước của máy được vẽ trên bàn cờ: { $best }.
mistake-failed = Máy không đánh giá được nước đi: { $why }
mistake-unreadable = không đọc được câu trả lời của máy
mistake-next = Lỗi tiếp theo
mistake-forget = Quên lỗi này
mistake-none = Chưa có lỗi nào được lưu. Hãy phân tích một ván bạn đã chơi: các nước sai của bạn sẽ được luyện lại ở đây.
mistake-no-number = Không có lỗi số { $number }. Đây là lỗi cuối cùng.
mistake-broken = Không thể dựng lại thế cờ của lỗi này.
puzzle-next = Bài tập tiếp theo
puzzle-none = Không có bài tập “{ $id }”. Đây là bài đầu tiên.
puzzle-none-yet = Trò chơi này chưa có bài tập.
puzzle-daily = Bài tập trong ngày
learn-embed-lessons = Tất cả bài học trên Tessera
learn-embed-puzzles = Thêm bài tập trên Tessera
learn-embed-summary = Đặt lên trang web của bạn
learn-embed-level = Cấp độ này, cho trang web của bạn:
learn-embed-puzzle = Bài tập này:
learn-embed-daily = Bài tập trong ngày (mỗi ngày một bài khác):
puzzle-theme-vcf = Thắng bằng nước bốn
puzzle-theme-long = Chuỗi dài
puzzle-theme-defence = Phòng thủ
