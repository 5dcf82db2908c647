## Online play: only a game played online shows these (its bundle takes this part).

online-form-title = Chơi trực tuyến với bạn
online-form-text = Bạn nhận được một liên kết để gửi cho mỗi chỗ ngồi còn lại. Ván đấu bắt đầu khi mọi người đã mở liên kết của mình.
online-form-clock = Đồng hồ
online-form-create = Tạo ván đấu
online-clock-live = { $minutes } phút + { $increment } giây
online-clock-correspondence = { $days } ngày mỗi nước
online-clock-days = { $days } ngày { $hours } giờ
online-unreachable = Không kết nối được máy chủ chơi trực tuyến.
online-unavailable = Bản sao này của trang không có chơi trực tuyến.
online-connecting = Đang kết nối vào ván đấu…
online-lost = Mất kết nối. Đang kết nối lại… Các nước đi của bạn vẫn được giữ.
online-move-sending = Nước đi của bạn đang được gửi…
online-waiting-players = { $count ->
    [1] Đang chờ người chơi kia mở liên kết của họ.
   *[other] Đang chờ những người chơi khác mở liên kết của họ.
}
online-here = có mặt
online-away = vắng mặt
online-watching = Đang xem: { $count }
online-invite-heading = Mời đối thủ
online-invite-text = Gửi mỗi liên kết cho người chơi ở chỗ ngồi đó. Ai có liên kết sẽ chơi ở chỗ ngồi đó, vì vậy chỉ gửi cho đúng người.
online-invite-for = Liên kết cho { $seat }
online-invite-title = Một ván { $game } trên Tessera
online-watch-link = Liên kết cho người muốn xem
online-resign = Đầu hàng
online-resign-confirm = Vâng, đầu hàng
online-offer-draw = Đề nghị hòa
online-draw-sent = Đã đề nghị hòa
online-draw-offered = { $seat } đề nghị hòa.
online-draw-accept = Đồng ý
online-draw-decline = Từ chối
online-claim-now = Đối thủ của bạn vắng mặt và đã hết thời gian để quay lại.
online-claim = Nhận thắng ván đấu
online-claim-in = Đối thủ của bạn vắng mặt: bạn có thể nhận thắng sau { $seconds } giây.
online-end-resigned = { $seat } đã đầu hàng.
online-end-time = { $seat } đã hết giờ.
online-end-agreed = Hòa theo thỏa thuận.
online-end-claimed = { $seat } đã rời đi, và ván đấu đã được nhận thắng.
online-winner = { $seat } thắng.
online-winners = { $seats } thắng.
online-draw = Hòa.
my-games-title = Các ván trực tuyến của tôi
my-games-empty = Trình duyệt này chưa chơi ván trực tuyến nào.
my-games-gone = Ván đấu này không còn trên máy chủ.
my-games-over = Ván đấu đã kết thúc.
my-games-waiting = Đang chờ người chơi mở liên kết của họ.
my-games-their-move = Lượt đối thủ
my-games-left = Còn { $time }
my-games-your-link = Liên kết của bạn: mở trên thiết bị khác để chơi ở đó
online-not-your-move = Chưa đến lượt bạn.
online-watch-on-site = Xem trên Tessera
online-embed-live = Hiển thị trực tiếp ván này trên trang web câu lạc bộ của bạn (đoạn mã để dán)
online-waiting-start = Ván đấu bắt đầu khi mọi người chơi đã mở liên kết của họ.
