# Các bài học Karo: Quân nhảy và quân bò, bằng tiếng Việt: tên và ý chính của từng phần, mục tiêu và gợi ý của từng bài.

learn-karo-jumpers-crawl-title = Quân bò
learn-karo-jumpers-crawl-intro = Quân bò (hình tròn úp) bước sang một ô trống kề bên, theo bất kỳ hướng nào trong tám hướng. Sau đó nó lật lại và trở thành quân nhảy.
learn-karo-jumpers-crawl-1-goal = Bạn chơi Trắng: hãy cho một quân bò của bạn bước lên phía trước.
learn-karo-jumpers-crawl-1-hint = Các quân bò của bạn đứng ở hàng 2; các ô phía trước chúng, ở hàng 3, đều trống.
learn-karo-jumpers-crawl-2-goal = Quân của Đỏ đứng ở b5: dù vậy, hãy cho quân bò ở b4 của bạn bước lên phía trước.
learn-karo-jumpers-crawl-2-hint = Quân bò cũng bước chéo được: sang a5 hoặc c5.
learn-karo-jumpers-crawl-3-goal = Cho quân bò ở b6 của bạn bước vào đích.
learn-karo-jumpers-crawl-3-hint = Đích của bạn là hàng 7 và 8, nơi Đỏ xuất phát; c7 đã có quân, nhưng a7 và b7 còn trống.
learn-karo-jumpers-crawl-4-goal = Thắng: cho quân cuối cùng của bạn bước vào đích.
learn-karo-jumpers-crawl-4-hint = Năm quân của bạn đã về đích; quân bò ở b6 lấp chỗ trống ở b7.
learn-karo-jumpers-crawl-5-goal = Thắng: đưa quân bò cuối cùng của bạn về đích.
learn-karo-jumpers-crawl-5-hint = Một quân của chính bạn đang đứng ở b7, nhưng quân bò có thể bước chéo sang c7.

learn-karo-jumpers-jump-title = Quân nhảy
learn-karo-jumpers-jump-intro = Quân nhảy (hình tròn ngửa) nhảy qua quân ngay cạnh nó và đáp xuống ô trống ngay sau quân đó; sau đó nó lật lại và trở thành quân bò. Nếu không có quân để nhảy qua, nó không thể đi theo hướng đó.
learn-karo-jumpers-jump-1-goal = Lại là thế cờ ban đầu: lần này, hãy nhảy bằng một quân nhảy của bạn.
learn-karo-jumpers-jump-1-hint = Mỗi quân nhảy ở hàng 1 có một quân bò phía trước để nhảy qua, và đáp xuống hàng 3.
learn-karo-jumpers-jump-2-goal = Cho quân nhảy ở b4 của bạn nhảy qua quân của Đỏ.
learn-karo-jumpers-jump-2-hint = Quân nhảy nhảy qua quân màu nào cũng được: quân của Đỏ ở b5 là được.
learn-karo-jumpers-jump-3-goal = Nhảy chéo bằng quân nhảy ở a3 của bạn.
learn-karo-jumpers-jump-3-hint = Nước nhảy đi được theo cả tám hướng: qua b4, đến c5.
learn-karo-jumpers-jump-4-goal = Nhảy xa nhất có thể bằng quân nhảy ở b2 của bạn.
learn-karo-jumpers-jump-4-hint = Quân nhảy nhảy qua toàn bộ dãy quân liền nhau, dù dài bao nhiêu, và đáp xuống ô trống đầu tiên sau dãy đó.
learn-karo-jumpers-jump-5-goal = Cho một quân của bạn nhảy vào đích.
learn-karo-jumpers-jump-5-hint = Quân nhảy ở c4 có thể nhảy qua dãy quân ở c5 và c6 rồi đáp xuống c7.

learn-karo-jumpers-turn-title = Mỗi nước đi đều lật quân
learn-karo-jumpers-turn-intro = Quân bò bước xong sẽ thành quân nhảy, quân nhảy nhảy xong sẽ thành quân bò: mỗi quân cứ lần lượt bò rồi nhảy. Trước khi đi một quân, hãy nghĩ xem sau đó nó sẽ làm được gì.
learn-karo-jumpers-turn-1-goal = Thắng trong vòng hai nước.
learn-karo-jumpers-turn-1-hint = Cho quân bò bước tới b6: khi đã thành quân nhảy, nó có thể nhảy qua b7 đến b8.
learn-karo-jumpers-turn-2-goal = Thắng trong vòng hai nước.
learn-karo-jumpers-turn-2-hint = Nhảy qua quân của Đỏ đến b6; khi đã thành quân bò, nó có thể bước vào b7.
learn-karo-jumpers-turn-3-goal = Thắng trong vòng hai nước: quân nhảy ở a6 của bạn không thể cứ thế bước vào b7.
learn-karo-jumpers-turn-3-hint = Quân nhảy không bò được. Trước hết hãy nhảy ngang qua b6; rồi quân bò sẽ bước vào.
learn-karo-jumpers-turn-4-goal = Thắng trong vòng ba nước: quân bò ở b5 của bạn không thể nhảy qua quân của Đỏ.
learn-karo-jumpers-turn-4-hint = Bước tránh sang a6 để thành quân nhảy, nhảy qua b6, rồi bò vào b7.
learn-karo-jumpers-turn-5-goal = Thắng trong vòng hai nước: hai quân của bạn vẫn còn ở ngoài đích.
learn-karo-jumpers-turn-5-hint = Quân bò ở b6 của bạn chính là quân mà quân nhảy cần nhảy qua: hãy nhảy trước, rồi cho quân bò bước vào.

learn-karo-jumpers-home-title = Đua về đích
learn-karo-jumpers-home-intro = Bạn thắng ngay khi cả sáu quân của bạn đứng trong đích, ở hàng 7 và 8. Nhảy qua một dãy quân dài, của bạn hay của Đỏ đều được, là cách nhanh nhất để tới đó.
learn-karo-jumpers-home-1-goal = Thắng bằng một nước.
learn-karo-jumpers-home-1-hint = Từ b4, quân nhảy của bạn có thể nhảy qua cả dãy quân ở b5, b6 và b7 rồi đáp xuống b8.
learn-karo-jumpers-home-2-goal = Thắng bằng một nước: hãy chọn đúng cú nhảy.
learn-karo-jumpers-home-2-hint = Quân nhảy ở a5 của bạn có thể nhảy ngang sang c5, hoặc nhảy lên qua a6 và a7 đến a8; chỉ một trong hai cách đưa nó về đích.
learn-karo-jumpers-home-3-goal = Thắng trong vòng hai nước.
learn-karo-jumpers-home-3-hint = Nhảy qua một mình b6 thì chỉ đáp xuống b7. Trước hết hãy cho quân bò từ a6 bước sang b7: dãy quân dài thêm, và cú nhảy tới được b8.
learn-karo-jumpers-home-4-goal = Thắng trong vòng hai nước: quân bò ở b6 của bạn không còn ô trống nào phía trước.
learn-karo-jumpers-home-4-hint = Hãy tạo chỗ: một quân đã về đích vẫn có thể đi tiếp lên a8, và quân bò của bạn chiếm ô mà quân đó để lại.
learn-karo-jumpers-home-5-goal = Thắng trong vòng ba nước: đưa cả hai quân của bạn về đích.
learn-karo-jumpers-home-5-hint = Quân bò ở c6 bước vào ngay; quân nhảy ở b4 cần hai nước: nhảy qua b5 rồi bước một bước.

learn-karo-jumpers-race-title = Đua với Đỏ
learn-karo-jumpers-race-intro = Đỏ đua theo chiều ngược lại, về hàng 1 và 2. Có lúc bạn phải chặn nước đi cuối cùng của Đỏ; có lúc chỉ tốc độ mới quan trọng, và bạn phải về đích trước.
learn-karo-jumpers-race-1-goal = Quân nhảy của Đỏ ở b4 đang dọa nhảy về đích: hãy ngăn lại.
learn-karo-jumpers-race-1-hint = Nó cần quân của bạn ở b3 để nhảy qua: hãy đưa quân đó đi chỗ khác.
learn-karo-jumpers-race-2-goal = Quân bò của Đỏ ở b3 đang dọa bước về đích ở b2: hãy ngăn lại.
learn-karo-jumpers-race-2-hint = Đỏ không thể thắng khi còn một quân của bạn đứng trong đích của Đỏ: hãy tự mình nhảy vào b2.
learn-karo-jumpers-race-3-goal = Quân nhảy của Đỏ ở b6 đang dọa nhảy dọc xuống cột của bạn đến b2: hãy ngăn lại.
learn-karo-jumpers-race-3-hint = Đỏ cần cả dãy quân ở b5, b4 và b3; hãy phá dãy đó bằng cách đưa một quân của bạn ra khỏi nó.
learn-karo-jumpers-race-4-goal = Đỏ chỉ còn một nước là thắng: hãy thắng trước.
learn-karo-jumpers-race-4-hint = Bạn không chặn được quân bò của Đỏ, nhưng đang đến lượt bạn: quân nhảy ở a6 của bạn nhảy qua a7 đến a8.
learn-karo-jumpers-race-5-goal = Thắng trong vòng hai nước, trước khi Đỏ kịp cản đường bạn.
learn-karo-jumpers-race-5-hint = Quân nhảy của Đỏ ở a5 có thể nhảy qua quân a6 của bạn vào a7. Hãy lấp a7 từ a6 trước: cú nhảy đó sẽ không còn, và c6 bước vào b7.
