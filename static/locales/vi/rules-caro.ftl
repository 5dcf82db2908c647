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
