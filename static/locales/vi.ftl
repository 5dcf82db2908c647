# Tessera: thông điệp tiếng Việt (Vietnamese). Same ids and order as en.ftl.

site-name = Tessera
site-tagline = Bốn trò chơi bàn cờ đặc sắc, chơi ngay trên trình duyệt của bạn.
nav-home = Tất cả trò chơi
language-label = Ngôn ngữ

## The games

game-karo-four = Karo: Bốn quân liên tiếp
    .blurb = Các mảnh bàn cờ dịch chuyển trong lúc chơi: ai lật ngửa được bốn quân thẳng hàng trước thì thắng.
game-karo-jumpers = Karo: Quân nhảy và quân bò
    .blurb = Cuộc đua trên các mảnh Karo: quân nhảy thì nhảy, quân bò thì bò, cả sáu quân phải tới được đầu bên kia.
game-kauri = Kauri
    .blurb = Trò mancala hai hàng với sỏi và vỏ ốc tiền: rải quân, ăn quân, lấp đầy kho của bạn.
game-azacru = Azacru
    .blurb = Các quân chữ V chiếm ô và vùng trên bàn cờ 9×9, dành cho hai đến bốn người chơi.
game-caro = Caro
    .blurb = Cờ caro năm quân của Việt Nam, trong đó năm quân bị chặn hai đầu thì không thắng.
home-play = Chơi
home-coming = Sắp ra mắt
home-continue = Chơi tiếp ván của bạn
home-not-found = Không có trang nào tên “{ $path }”. Đây là các trò chơi.
home-not-yet = { $game } hiện chưa chơi được. Đây là các trò bạn có thể chơi ngay bây giờ.

## Colours and players (Caro)

colour-black = Đen
colour-white = Trắng
person-opener = người chơi thứ nhất
person-responder = người chơi thứ hai

## The status line

status-to-play = Đến lượt { $colour }
status-to-play-person = Đến lượt { $colour } ({ $person })
status-choice = { $person }: hãy chọn màu
status-choice-or-place = { $person }: hãy chọn màu, hoặc đặt quân thứ 4 và thứ 5
status-wins = { $colour } thắng
status-draw = Hòa: bàn cờ đã kín

## The colour choice in the swap openings

choice-swap = Người chơi thứ nhất đã đặt ba quân. Giờ người chơi thứ hai chọn màu; sau đó đến lượt Trắng.
choice-swap2-first = Người chơi thứ nhất đã đặt ba quân. Giờ người chơi thứ hai chọn màu, hoặc đặt thêm hai quân (trắng rồi đen) và nhường quyền chọn cho người chơi thứ nhất.
choice-swap2-second = Người chơi thứ hai đã đặt quân thứ 4 và thứ 5. Giờ người chơi thứ nhất chọn màu; sau đó đến lượt Trắng.
choice-take-black = Cầm quân đen
choice-take-white = Cầm quân trắng

## The board

board-label = Bàn cờ Caro 15 × 15
point-empty = { $point }, trống
point-black = { $point }, quân đen
point-white = { $point }, quân trắng

## Game controls

control-new-game = Ván mới
control-undo = Đi lại
new-game-title = Ván mới
new-game-start = Bắt đầu
new-game-cancel = Hủy

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
share-download = Tải biên bản ván cờ
share-upload = Mở tệp biên bản…
import-label = Dán liên kết, biên bản hoặc mã thế cờ
import-placeholder = https://…#/caro?moves=h8,i9  or  tessera-record 1 …
import-open = Mở
import-empty = Chưa có gì để mở: hãy dán liên kết, biên bản hoặc mã thế cờ trước.
import-unrecognised = Đây không phải liên kết, biên bản hay mã thế cờ.
import-not-a-game = Liên kết này không dẫn đến trò chơi nào.
import-bad-record = Không đọc được biên bản này: { $reason }.
import-bad-position = Không đọc được mã thế cờ này: { $reason }.

## New game: who plays

new-game-players = Người chơi
seat-person = Người
seat-computer-soon = Máy tính (sắp có)
seat-computer = Máy tính, cấp độ { $level }
person-opener-title = Người chơi thứ nhất
person-responder-title = Người chơi thứ hai

## Rules pages

rules-link = Luật chơi
rules-title = Cách chơi { $game }
rules-play = Chơi { $game }
rules-coming = Luật của trò chơi này sẽ có ở đây khi có thể chơi nó trên trang.

## Caro's rules, in our words

caro-rules-intro = Caro là trò chơi xếp năm quân liên tiếp của Việt Nam. Hai người lần lượt đặt quân lên các giao điểm của những đường kẻ trên bàn cờ 15 × 15. Đen đặt quân đầu tiên. Quân đã đặt thì nằm yên tại chỗ cho đến hết ván.
caro-rules-goal-title = Mục tiêu
caro-rules-goal = Là người đầu tiên xếp được một hàng liền mạch gồm năm quân của mình: theo hàng ngang, hàng dọc hoặc đường chéo.
caro-rules-diagram-open = Năm quân liên tiếp, chỉ bị chặn một đầu: Đen thắng.
caro-rules-diagram-closed = Cũng năm quân đó nhưng có quân trắng ở cả hai đầu: không thắng, ván cờ tiếp tục.
caro-rules-diagram-edge = Mép bàn cờ không bao giờ tính là chặn: năm quân này thắng.
caro-rules-diagram-six = Sáu quân liên tiếp vẫn thắng dù bị chặn cả hai đầu.
caro-rules-twist-title = Điểm đặc biệt: năm quân bị chặn hai đầu không được tính
caro-rules-twist = Một hàng đúng năm quân không thắng nếu cả hai điểm nằm ngay ngoài hai đầu của nó đều có quân của đối thủ. Một điểm trống hoặc mép bàn cờ khiến đầu đó vẫn là đầu mở. Năm quân bị chặn như vậy vô giá trị cho đến hết ván, vì thế một cách phòng thủ kinh điển là chặn một đầu của hàng bốn rồi chờ: nếu sau đó đối thủ đi nốt đầu còn lại, sát vào quân của bạn, thì năm quân ấy là hàng chết.
caro-rules-end-title = Kết thúc ván cờ
caro-rules-end = Ván cờ kết thúc ngay khi một quân vừa đặt hoàn thành một hàng thắng. Nếu cả 225 điểm đều đã kín mà không có hàng thắng nào, ván cờ hòa.
caro-rules-openings-title = Khai cuộc
caro-rules-openings = Những quân đầu tiên đem lại lợi thế cho Đen. Trang có ba cách bắt đầu, chỉ khác nhau ở chỗ ai cầm màu nào:
caro-rules-opening-free = Tự do: người chơi thứ nhất cầm Đen và hai bên đi luân phiên ngay từ quân đầu tiên.
caro-rules-opening-swap = Swap: người chơi thứ nhất đặt ba quân (đen, trắng, đen); sau đó người chơi thứ hai chọn màu, và ai cầm Trắng sẽ đặt quân thứ 4.
caro-rules-opening-swap2 = Swap2: như swap, nhưng thay vì chọn màu, người chơi thứ hai có thể đặt quân thứ 4 và thứ 5 (trắng rồi đen) và nhường quyền chọn lại cho người chơi thứ nhất. Sau đó Trắng đặt quân thứ 6.
caro-rules-options-title = Biến thể
caro-rules-options = Hai tùy chọn nữa thay đổi cách tính thắng:
caro-rules-option-overline = Sáu quân liên tiếp trở lên: thắng (luật thông thường), hoặc không bao giờ thắng, khi đó chỉ hàng đúng năm quân mới được tính (luật của giải Caro trong Gomocup).
caro-rules-option-closed = Năm quân bị đối thủ chặn: chỉ mất thắng khi bị chặn cả hai đầu (luật thông thường), mất thắng ngay khi bị chặn một đầu (mép bàn cờ vẫn không bao giờ tính là chặn), hoặc luôn thắng (gomoku thuần).
caro-rules-notation-title = Cách ghi nước đi
caro-rules-notation = Các cột là chữ cái từ a đến o tính từ trái sang, các hàng là số từ 1 đến 15 tính từ dưới lên, nên điểm chính giữa là h8. Mỗi quân được ghi bằng điểm của nó; việc chọn màu trong các khai cuộc swap được ghi là =b (chọn Đen) hoặc =w (chọn Trắng). Một ván cờ được ghi bằng các nước đi theo thứ tự, ví dụ h8 i9 h10 =w g9.
caro-rules-decisions-title = Những chỗ chúng tôi phải tự quyết định
caro-rules-decisions = Luật gốc không nói hết mọi điều mà máy tính cần biết. Chúng tôi chọn cách hiểu như sau: mép bàn cờ không bao giờ chặn một hàng; một hàng chỉ được xét khi quân cuối cùng của nó được đặt xuống, nên năm quân đã bị chặn hai đầu không bao giờ sống lại được; một hàng dài hơn được tính như một khối, nên hàng sáu không bao giờ chứa “hàng năm”; và “swap” là kiểu swap ba quân dùng trong các giải gomoku, không phải swap một quân.

## Embedding

control-embed = Nhúng
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
embed-preview = Xem trước
embed-open-site = Mở trên Tessera
puzzle-wrong = { $token } chưa phải nước đúng. Hãy thử lại.
puzzle-right = Đúng rồi! Tiếp tục nào.
puzzle-solved = Đã giải xong!
embed-help-title = Bàn cờ Tessera trên trang của bạn
embed-help-intro = Bất kỳ trang nào cũng có thể hiển thị một bàn cờ Tessera chơi được ngay trong iframe. Mọi thứ nó cần đều nằm trong địa chỉ: trò chơi, các nước đi hoặc thế cờ, và cách bàn cờ hoạt động. Hãy dùng nút Nhúng trên trang trò chơi để tạo, hoặc tự viết địa chỉ:
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
embed-help-msg-ready = Từ bàn cờ, khi đã vẽ xong: game, position.
embed-help-msg-move = Từ bàn cờ, sau mỗi nước đi của người xem hoặc của máy: move, moves (tất cả các nước, cách nhau bằng dấu cách), position.
embed-help-msg-gameover = Từ bàn cờ, khi ván kết thúc: result (ví dụ “winner black” hoặc “draw”).
embed-help-msg-height = Từ bàn cờ, mỗi khi chiều cao thay đổi: height tính bằng pixel CSS, để chỉnh kích thước iframe.
embed-help-msg-load = Tới bàn cờ: hiển thị ván khác (record: nội dung một biên bản) hoặc thế cờ khác (position: một mã thế cờ).
embed-help-msg-flip = Tới bàn cờ: xoay ngược lại.
embed-help-msg-undo = Tới bàn cờ: lùi lại nước cuối (với bài giải đố: nước cuối của người xem và nước đáp lại; khi chơi với máy: nước cuối của người xem và nước máy đáp lại).
embed-help-hosting = Tự lưu trữ Tessera
embed-help-hosting-text = Trong một iframe có sandbox mà không có allow-same-origin (WordPress nhúng nội dung theo cách này), trình duyệt tải các tệp của bàn cờ như thể từ một trang khác, nên máy chủ phải gửi kèm Access-Control-Allow-Origin: *. GitHub Pages tự làm việc này; trên Netlify và Cloudflare Pages, tệp _headers trong gói sẽ lo việc đó.
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
computer-hint = Máy sẽ đi { $token }.
control-hint = Gợi ý

## Azacru: players, facings and the status line

side-north = Bắc
    .letter = B
side-east = Đông
    .letter = Đ
side-south = Nam
    .letter = N
side-west = Tây
    .letter = T
list-and = { $first } và { $last }
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

## Azacru's rules, in our words

azacru-rules-intro = Azacru là trò chơi chiếm đất dành cho hai, ba hoặc bốn người, do Mike Wellman sáng tác (2005), thuộc loạt trò chơi Pacru của ông. Mỗi người chơi di chuyển các quân chữ V hình mũi tên trên bàn cờ 9 × 9 ô, chia thành chín vùng 3 × 3, và để lại một dấu mang màu của mình trên mọi ô mà quân chữ V đáp xuống.
azacru-rules-goal-title = Mục tiêu
azacru-rules-goal = Khi ván cờ kết thúc, người chơi có dấu phủ nhiều ô nhất sẽ thắng. Những người cùng có số ô nhiều nhất thì cùng thắng.
azacru-rules-start-title = Người chơi và lúc bắt đầu
azacru-rules-start = Người chơi được gọi theo cạnh bàn cờ mà mình ngồi: Bắc (hàng 9), Đông, Nam và Tây. Hai người chơi thì cầm Đông và Tây; ba người thì cầm Bắc, Đông và Tây. Lúc đầu, mọi quân chữ V đều chĩa về phía cạnh đối diện của bàn cờ, và trên bàn chưa có dấu nào. Trong ván hai người, Đông đi trước; trong ván ba hoặc bốn người, Bắc đi trước (trang cho phép bạn chọn người đi trước). Lượt đi theo chiều kim đồng hồ: Bắc, Đông, Nam, Tây.
azacru-rules-diagram-two = Hai người chơi: bốn quân chữ V của Đông (Đ) và bốn quân của Tây (T) lúc bắt đầu.
azacru-rules-diagram-four = Bốn người chơi: mỗi người ba quân chữ V, quân nào cũng chĩa sang phía bên kia bàn cờ.
azacru-rules-move-title = Một nước đi
azacru-rules-move = Đến lượt mình, bạn đi một quân chữ V theo đường thẳng: thẳng về phía trước, hoặc chéo 45° sang trái hay sang phải. Sức đi của nó, tức số ô xa nhất nó được đi, bằng số ô trong vùng của nó có dấu của bạn, nhưng ít nhất là 1. Nó không được đáp xuống ô có quân chữ V hoặc có dấu của người chơi khác, và không được vượt qua quân chữ V nào (trừ bước nhảy nối, xem bên dưới); các dấu nằm trên đường đi không cản nó. Sau đó quân chữ V chĩa theo hướng vừa đi, và ô nó đáp xuống nhận dấu của bạn.
azacru-rules-connection-title = Nối
azacru-rules-connection = Nếu quân chữ V xuất phát từ một dấu của bạn, đáp xuống một dấu khác của bạn, và đi ít nhất hai ô mà không có quân chữ V nào ở giữa, thì mọi ô ở giữa đều thuộc về bạn. Nếu ở đó có dấu của người chơi khác, các dấu ấy được trả lại cho chủ của chúng, và sau đó quân chữ V của bạn bị loại khỏi ván: nối qua dấu của người khác thì mất quân chữ V. Khi có quân chữ V chắn ở giữa, nước đi giữa hai dấu của bạn vẫn được phép như một bước nhảy, nhưng không chiếm thêm ô nào.
azacru-rules-diagram-power = Quân chữ V của Đông ở c3 có sức đi 3: ba dấu của Đông nằm trong vùng của nó. Các ô đích được hiển thị; chữ X ở c6 là một nước nối đi qua dấu của Tây ở c5.
azacru-rules-diagram-connection = Sau c3-c6: c4 và c5 thuộc về Đông, dấu của Tây đã được trả lại, và quân chữ V của Đông đã bị loại khỏi ván.
azacru-rules-twist-title = Xoay
azacru-rules-twist = Khi một quân chữ V đáp xuống một vùng khác và vẫn còn trong ván, bạn có thể xoay nó 45° sang trái hoặc sang phải.
azacru-rules-end-title = Kết thúc
azacru-rules-end = Người chơi không đi được quân chữ V nào thì phải bỏ lượt. Lần bỏ lượt đầu tiên mở đầu giai đoạn kết thúc: mỗi người chơi còn lại được đi đúng một lượt nữa, theo thứ tự, rồi ván cờ kết thúc. Ván cờ cũng kết thúc khi cùng một thế cờ xuất hiện lần thứ ba.
azacru-rules-site-title = Chơi trên trang này
azacru-rules-site = Bấm vào một quân chữ V của bạn (các quân này được khoanh vòng) để xem sức đi và các ô đích của nó: chấm tròn là nước đi thường, vòng tròn là nước nối, chữ X đỏ là nước nối khiến mất quân chữ V; các ô mà nước nối sẽ chiếm được viền quanh. Bấm vào một ô đích để đi. Nếu nước đi vào vùng khác, hãy chọn cách xoay: giữ nguyên, xoay trái hoặc xoay phải. Với bàn phím, nhấn Tab để vào bàn cờ, di chuyển bằng các phím mũi tên và chọn bằng Enter; L và R để chọn cách xoay.
azacru-rules-notation-title = Cách ghi nước đi
azacru-rules-notation = Các cột là chữ cái từ a đến i tính từ trái sang, các hàng là số từ 1 đến 9 tính từ dưới lên. Một nước đi được ghi dạng từ-đến, ví dụ g1-g2, thêm l hoặc r khi xoay sang trái hoặc sang phải: g1-f2l. Nước bỏ lượt bắt buộc được ghi là pass.
azacru-rules-decisions-title = Những chỗ chúng tôi phải tự quyết định
azacru-rules-decisions = Văn bản gốc còn bỏ ngỏ một số điểm. Từ luật chính thức bằng tiếng Anh, chúng tôi lấy hai quy định: quân chữ V không có dấu nào trong vùng của nó thì có sức đi là 1, và quân chữ V chĩa theo hướng nó vừa đi. Mỗi người chơi có sẵn 50 dấu; số này được hiển thị nhưng không bao giờ dùng hết trong một ván thực tế. Một thế cờ xuất hiện lần thứ ba sẽ kết thúc ván, để các quân chữ V không thể đi vòng quanh mãi trên đất của mình.

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
karo-status-wins = { $colour } thắng
karo-status-draw-passes = Hòa: không bên nào đi được
karo-status-draw-repetition = Hòa: cùng một thế cờ đã xuất hiện lần thứ ba
karo-in-hand = { $count } quân trong tay
karo-home = { $count } trên 6 quân đã về đích
karo-pending = Mảnh từ { $from } đã nằm ở { $to }. Giờ hãy kéo hoặc bấm vào quân sẽ bước lên mảnh đó.
karo-pending-cancel = Đặt mảnh về chỗ cũ
karo-pass = Bỏ lượt
karo-four-hint = Kéo một quân, hoặc một mảnh có viền chấm, đến ô được đánh dấu; hoặc bấm vào nó rồi bấm vào ô.
karo-jumpers-hint = Kéo một quân đến ô được đánh dấu, hoặc bấm vào quân rồi bấm vào ô. Quân có hình tròn là quân nhảy, quân trơn là quân bò.

## Karo: Four in a Row, in our words

karo-four-rules-intro = Karo được chơi trên hai mươi mảnh gỗ rời đặt sát cạnh nhau trên mặt bàn. Người chơi di chuyển quân của mình trên các mảnh, và di chuyển cả chính các mảnh, nên bàn cờ thay đổi hình dạng trong suốt ván. Đỏ và Trắng mỗi bên có sáu quân; mỗi quân có một mặt được đánh dấu bằng hình tròn, và mặt đó hoặc ngửa lên hoặc úp xuống.
karo-four-rules-goal-title = Mục tiêu
karo-four-rules-goal = Là người đầu tiên có bốn quân của mình ngửa hình tròn lên trên bốn ô liền nhau thẳng hàng: theo hàng ngang, hàng dọc hoặc đường chéo.
karo-four-rules-placing-title = Trước hết, đặt quân
karo-four-rules-placing = Lúc đầu các mảnh xếp thành hình chữ nhật rộng năm mảnh, cao bốn mảnh. Hai người lần lượt, Trắng trước nếu không có thỏa thuận khác, đặt quân của mình úp xuống lên các mảnh trống cho đến khi cả mười hai quân được đặt xong.
karo-four-rules-moving-title = Sau đó, di chuyển
karo-four-rules-moving = Từ đó trở đi, mỗi lượt là một trong ba kiểu nước đi:
karo-four-rules-slide = Trượt một quân của bạn sang một mảnh trống kề bên, theo bất kỳ hướng nào trong tám hướng. Quân không bị lật.
karo-four-rules-jump = Cho một quân của bạn nhảy qua một quân kề bên (màu nào cũng được) xuống mảnh trống ngay phía sau quân đó. Quân vừa nhảy bị lật lại: hình tròn đang ngửa thì thành úp, đang úp thì thành ngửa.
karo-four-rules-relocate = Dời một mảnh: nhấc một mảnh trống ở rìa bàn cờ, đặt nó vào một ô trống sát các mảnh khác, và trong cùng lượt đó trượt hoặc nhảy một quân của bạn lên mảnh ấy. Chỉ được dời mảnh nếu sau đó một quân của bạn bước lên được mảnh đó.
karo-four-rules-diagram-start = Lúc bắt đầu: hai mươi mảnh xếp thành hình chữ nhật, chưa có quân nào.
karo-four-rules-diagram-jump = Trắng nhảy từ i10 qua j11 đến k12 và bị lật thành ngửa hình tròn lên.
karo-four-rules-diagram-relocate = Trắng nhấc mảnh ở h9 (viền nét đứt), đặt nó vào m12 và trượt quân từ l12 lên đó.
karo-four-rules-diagram-win = Đỏ đặt mảnh từ l9 vào h13 và trượt lên đó: bốn hình tròn ngửa trong một cột dọc, Đỏ thắng.
karo-four-rules-lift-title = Mảnh nào dời được
karo-four-rules-lift = Một mảnh có thể nhấc lên khi không có quân nào đứng trên nó, nhiều nhất hai cạnh của nó giáp với mảnh khác, và các mảnh còn lại vẫn dính liền nhau theo cạnh. Nó phải được đặt vào một ô trống có chung cạnh với ít nhất một trong các mảnh còn lại. Mặt bàn có 20 × 20 ô, và các mảnh không bao giờ ra khỏi mặt bàn. Trên trang, các mảnh nhấc được có viền chấm; khi bạn cầm một mảnh lên, các ô có thể đặt nó vào sẽ được viền quanh.
karo-four-rules-end-title = Kết thúc ván cờ
karo-four-rules-end = Ván cờ kết thúc ngay khi một nước đi tạo ra hàng bốn hình tròn ngửa cho người vừa đi. Người không đi được thì phải bỏ lượt; hai lần bỏ lượt liên tiếp, hoặc cùng một thế cờ xuất hiện lần thứ ba với cùng một người đến lượt, thì ván cờ hòa.
karo-four-rules-notation-title = Cách ghi nước đi
karo-four-rules-notation = Các cột là chữ cái từ a đến t, các hàng là số từ 1 đến 20; lúc đầu các mảnh nằm từ h9 đến l12. Nước đặt quân được ghi bằng ô của nó (h9), nước trượt hoặc nhảy ghi dạng từ-đến (i10-j11, i10-k12), còn nước dời mảnh ghi bằng nước đi của quân, một dấu gạch chéo và chỗ mảnh được nhấc lên: l12-m12/h9 là đặt mảnh từ h9 vào m12 và đi quân từ l12 lên đó.
karo-four-rules-decisions-title = Những chỗ chúng tôi phải tự quyết định
karo-four-rules-decisions = Luật gốc còn bỏ ngỏ vài điểm. Chúng tôi hiểu như sau: dời mảnh và bước lên mảnh đó là cùng một nước đi; hàng được tính theo cả bốn phương, kể cả đường chéo; mặt bàn có giới hạn, 20 × 20; và vì quân chỉ bị lật khi nhảy, ván cờ có thể hòa do bỏ lượt hoặc do lặp lại thế cờ.

## Karo: Jumpers and Crawlers, in our words

karo-jumpers-rules-intro = Một cuộc đua trên hai mươi bốn mảnh Karo xếp thành bàn cờ cố định, rộng ba ô, dài tám ô. Mỗi người có ba quân nhảy (hình tròn ngửa) và ba quân bò (hình tròn úp), và mỗi nước đi đều lật quân vừa đi.
karo-jumpers-rules-goal-title = Mục tiêu
karo-jumpers-rules-goal = Đưa cả sáu quân của bạn vào hai hàng nơi đối thủ xuất phát. Trắng xuất phát ở hàng 1 và 2 và tiến về hàng 7 và 8; Đỏ đi theo chiều ngược lại. Đích của mỗi bên được viền bằng màu của bên đó.
karo-jumpers-rules-diagram-start = Lúc bắt đầu: quân nhảy ở các hàng cuối, quân bò ở phía trước.
karo-jumpers-rules-diagram-moves = Quân nhảy của Trắng nhảy từ a1 đến a3 và thành quân bò; quân bò của Đỏ bước từ c7 đến c6 và thành quân nhảy.
karo-jumpers-rules-diagram-run = Quân nhảy nhảy qua cả một dãy quân cùng lúc và đáp xuống ngay sau dãy đó.
karo-jumpers-rules-move-title = Các nước đi
karo-jumpers-rules-move = Trắng đi trước nếu không có thỏa thuận khác. Đến lượt mình, bạn đi một quân:
karo-jumpers-rules-crawler = Quân bò bước sang một ô trống kề bên theo bất kỳ hướng nào trong tám hướng, rồi lật lại và trở thành quân nhảy.
karo-jumpers-rules-jumper = Quân nhảy nhảy, theo bất kỳ hướng nào trong tám hướng, qua toàn bộ dãy quân liền nhau ngay cạnh nó (màu nào cũng được, bao nhiêu quân cũng được) và đáp xuống ô trống ngay sau dãy đó, rồi lật lại và trở thành quân bò. Nó không thể đi nếu không có quân nào để nhảy qua.
karo-jumpers-rules-end-title = Kết thúc ván cờ
karo-jumpers-rules-end = Bạn thắng ngay khi cả sáu quân của bạn đứng trong đích. Người không đi được thì phải bỏ lượt; hai lần bỏ lượt liên tiếp, hoặc cùng một thế cờ xuất hiện lần thứ ba, thì ván cờ hòa.
karo-jumpers-rules-notation-title = Cách ghi nước đi
karo-jumpers-rules-notation = Các cột từ a đến c, các hàng từ 1 đến 8 tính từ phía Trắng. Nước đi được ghi dạng từ-đến: b2-b3 là một bước của quân bò, a1-a3 là một cú nhảy qua a2.
karo-jumpers-rules-decisions-title = Những chỗ chúng tôi phải tự quyết định
karo-jumpers-rules-decisions = Văn bản gốc không cho thấy thế cờ ban đầu; chúng tôi đặt quân nhảy ở sau và quân bò ở trước, cách xếp duy nhất theo kiểu này mà người đi trước có thể đi được. Văn bản cũng không nói gì về hòa; chúng tôi thêm luật hòa do lặp lại thế cờ, để không ai có thể trì hoãn ván cờ mãi mãi.
## Kauri: the status line, the sowing and the board

kauri-status-to-move = Đến lượt { $side }
kauri-status-must-pass = { $side } không còn vỏ ốc nào bên mình và phải bỏ lượt
kauri-status-tie-break = Hết sỏi khi hòa 30–30: phân định thắng thua chỉ bằng vỏ ốc. Đến lượt { $side }
kauri-status-passed = { $side } đã bỏ lượt.
kauri-status-winner = Ván đấu kết thúc: { $side } thắng, { $south }–{ $north } (Nam–Bắc)
kauri-status-draw = Ván đấu kết thúc: hòa, { $south }–{ $north }
kauri-note-capture = { $side } ăn { $count } viên sỏi
kauri-note-falls = Viên sỏi rơi vào kho của { $side }
kauri-board-label = Bàn Kauri: hai hàng sáu ô và một kho ở mỗi đầu
kauri-pit-label = { $side } { $pit }: { $stones } viên sỏi, { $cowries } vỏ ốc
kauri-pit-playable = có thể rải
kauri-store-label = Kho của { $side }: { $count } viên sỏi
kauri-pass = Bỏ lượt
kauri-speed = Tốc độ rải
kauri-speed-slow = Chậm
kauri-speed-normal = Bình thường
kauri-speed-fast = Nhanh
kauri-speed-instant = Tức thì
kauri-rules-intro = Kauri là một trò mancala cho hai người, chơi bằng sỏi và vỏ ốc kauri. Bạn rải chúng vòng quanh bàn; sỏi là thứ để gom, vỏ ốc là thứ để ăn. Trò chơi do Ralf Gering sáng tạo (2006).
kauri-rules-board-title = Bàn chơi
kauri-rules-board = Hai hàng, mỗi hàng sáu ô: Nam giữ hàng gần, Bắc giữ hàng xa, và kho của mỗi người nằm ở đầu bên tay phải của người đó. Lúc đầu mỗi ô có 5 viên sỏi và 1 vỏ ốc. Mỗi người gọi các ô của mình từ a đến f, từ trái sang phải theo góc nhìn của mình, nên ô a của Bắc nằm đối diện ô f của Nam.
kauri-rules-move-title = Một nước đi
kauri-rules-move = Chọn một ô của bạn có ít nhất một vỏ ốc, lấy hết mọi thứ trong ô ra và rải mỗi ô tiếp theo một thứ, ngược chiều kim đồng hồ: trước hết là tất cả sỏi, sau đó là tất cả vỏ ốc. Không rải vào kho; nếu đi hết một vòng thì bỏ qua ô vừa lấy. Nếu không ô nào của bạn có vỏ ốc, bạn bỏ lượt.
kauri-rules-stone-capture = Viên sỏi bạn rải vào ô của đối thủ có vỏ ốc nhưng không có sỏi sẽ rơi thẳng vào kho của đối thủ.
kauri-rules-cowrie-capture = Vỏ ốc bạn rải vào ô của đối thủ mà lúc bắt đầu nước đi không có vỏ ốc nào sẽ mang toàn bộ sỏi đang ở đó về kho của bạn. Vỏ ốc ở lại trong ô.
kauri-rules-diagram-start = Khởi đầu: mỗi ô có 5 viên sỏi và 1 vỏ ốc.
kauri-rules-diagram-opening = Nam mở đầu bằng c: năm viên sỏi rồi đến vỏ ốc, mỗi ô một thứ.
kauri-rules-diagram-captures = Sau c c d b a: một viên sỏi rơi vào kho của Nam, rồi vỏ ốc của Nam ăn 2 viên sỏi.
kauri-rules-end-title = Kết thúc
kauri-rules-end = Kho nào có 31 viên sỏi thì thắng ngay. Khi các ô hết sỏi, kho lớn hơn thắng; nếu hòa 30–30 thì chơi tiếp chỉ với vỏ ốc, và ai đến lượt mà bên mình không còn vỏ ốc thì thua. Thế cờ lặp lại lần thứ ba thì ván kết thúc: kho lớn hơn thắng, bằng nhau thì hòa.
kauri-rules-notation-title = Ghi nước đi
kauri-rules-notation = Một nước đi là chữ cái của ô được rải theo góc nhìn của người đi (a đến f), hoặc pass.
