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
