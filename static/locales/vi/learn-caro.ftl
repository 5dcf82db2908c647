# Các bài học Caro, bằng tiếng Việt: tên và ý chính của từng phần, mục tiêu và gợi ý của từng bài.

learn-caro-five-title = Năm quân liên tiếp
learn-caro-five-intro = Bạn thắng ván Caro khi đặt được năm quân của mình thành một hàng liền mạch: theo hàng ngang, hàng dọc hoặc đường chéo.
learn-caro-five-1-goal = Đến lượt Đen: hãy xếp năm quân liên tiếp.
learn-caro-five-1-hint = Bốn quân của bạn trên hàng 8 còn mở cả hai đầu: đi vào đầu nào cũng thành năm.
learn-caro-five-2-goal = Xếp năm quân trên một cột.
learn-caro-five-2-hint = Hàng dọc cũng có giá trị y như hàng ngang: hãy thêm một quân ở phía trên hoặc phía dưới.
learn-caro-five-3-goal = Xếp năm quân trên đường chéo.
learn-caro-five-3-hint = Đường chéo cũng được tính: hãy nối dài hàng quân ở một trong hai đầu.
learn-caro-five-4-goal = Xếp năm quân: hãy để ý chỗ trống ở giữa.
learn-caro-five-4-hint = Lấp chỗ trống ở giữa sẽ nối hai cặp quân thành năm. Trắng cũng đang dọa làm y như vậy, nên hãy ra tay trước.
learn-caro-five-5-goal = Xếp năm quân sát mép bàn cờ.
learn-caro-five-5-hint = Mép bàn cờ không chặn gì cả: một hàng chạm tới mép vẫn thắng.

learn-caro-closed-five-title = Năm quân bị chặn hai đầu
learn-caro-closed-five-intro = Luật riêng của Caro: một hàng đúng năm quân mà cả hai đầu đều bị quân đối thủ chặn thì không thắng. Hàng sáu quân trở lên thì vẫn thắng, bất kể hai đầu có gì.
learn-caro-closed-five-1-goal = Hãy thắng bằng hàng năm duy nhất được tính.
learn-caro-closed-five-1-hint = Trên hàng 8, quân Trắng chặn cả hai đầu. Cột của bạn thì vẫn còn mở.
learn-caro-closed-five-2-goal = Xếp sáu quân liên tiếp.
learn-caro-closed-five-2-hint = Dù bị chặn hai đầu, hàng sáu quân vẫn thắng.
learn-caro-closed-five-3-goal = Đến lượt Trắng: hãy ngăn Đen xếp năm quân.
learn-caro-closed-five-3-hint = Bạn có thể chặn xa hơn một điểm, ngay bên kia điểm trống ở đầu hàng: khi đó năm quân của Đen sẽ bị chặn hai đầu.
learn-caro-closed-five-4-goal = Hãy thắng: hàng bốn nào vẫn còn thành năm được?
learn-caro-closed-five-4-hint = Hàng bốn bị chặn một đầu vẫn thắng được ở đầu kia. Hàng nằm kẹp giữa hai quân trắng thì không.
learn-caro-closed-five-5-goal = Ở ván này sáu quân không thắng: hãy xếp đúng năm quân.
learn-caro-closed-five-5-hint = Với tùy chọn “Sáu quân liên tiếp trở lên: không thắng”, lấp kín hàng 8 sẽ thành sáu quân. Cột của bạn thì thành đúng năm.

learn-caro-block-title = Chặn
learn-caro-block-intro = Khi đối thủ có bốn quân thẳng hàng còn một đầu mở, nước sau đối thủ sẽ thắng nếu bạn không chặn.
learn-caro-block-1-goal = Đến lượt Trắng: hãy ngăn Đen xếp năm quân.
learn-caro-block-1-hint = Hàng bốn của Đen đã bị chặn một đầu: hãy chặn nốt đầu kia.
learn-caro-block-2-goal = Ngăn năm quân trên cột.
learn-caro-block-2-hint = Chỗ trống trong hàng bốn chính là nơi quân thứ năm sẽ vào.
learn-caro-block-3-goal = Ngăn năm quân trên đường chéo.
learn-caro-block-3-hint = Hãy nhìn dọc theo đường chéo để tìm đầu còn mở.
learn-caro-block-4-goal = Hãy chặn đúng mối đe dọa nguy hiểm.
learn-caro-block-4-hint = Hàng ba có thể để sau; hàng bốn thì không.
learn-caro-block-5-goal = Chặn hàng bốn đứt quãng trên đường chéo.
learn-caro-block-5-hint = Điểm trống nằm giữa hàng quân của Đen chính là điểm Đen cần.

learn-caro-open-four-title = Bốn mở và nước đôi bốn-ba
learn-caro-open-four-intro = Hàng bốn mở hai đầu thì không thể chặn được: đối thủ chặn một đầu, bạn đi đầu kia. Tạo cùng lúc một hàng bốn và một hàng ba cũng dẫn tới kết cục đó.
learn-caro-open-four-1-goal = Thắng trong vòng hai nước.
learn-caro-open-four-1-hint = Hãy tạo hàng bốn với cả hai đầu đều trống.
learn-caro-open-four-2-goal = Thắng trong vòng hai nước trên cột.
learn-caro-open-four-2-hint = Lấp chỗ trống của hàng ba: hàng bốn tạo thành sẽ mở hai đầu.
learn-caro-open-four-3-goal = Thắng trong vòng hai nước.
learn-caro-open-four-3-hint = Đặt quân vào đâu để biến hàng ba có chỗ trống thành bốn mở?
learn-caro-open-four-4-goal = Thắng trong vòng hai nước: tạo hai hàng bốn cùng lúc.
learn-caro-open-four-4-hint = Chỉ một quân có thể hoàn thành cùng lúc một hàng bốn trên hàng ngang và một hàng bốn trên cột.
learn-caro-open-four-5-goal = Thắng trong vòng ba nước: một hàng bốn và một hàng ba cùng lúc.
learn-caro-open-four-5-hint = Trắng buộc phải chặn hàng bốn; sau đó hàng ba của bạn thành bốn mở.

learn-caro-vcf-title = Thắng bằng các nước bốn
learn-caro-vcf-intro = Thắng bằng chuỗi bốn liên tục (VCF): mỗi quân bạn đặt đều tạo một hàng bốn, nên đối thủ nước nào cũng buộc phải chặn, cho đến khi có một hàng bốn không thể chặn được.
learn-caro-vcf-1-goal = Thắng trong vòng ba nước, nước nào cũng tạo hàng bốn.
learn-caro-vcf-1-hint = Quân tạo bốn đầu tiên của bạn đồng thời dựng thêm một hàng trên cột.
learn-caro-vcf-2-goal = Thắng trong vòng ba nước.
learn-caro-vcf-2-hint = Hãy bắt đầu bằng hàng bốn trên cột.
learn-caro-vcf-3-goal = Thắng trong vòng ba nước.
learn-caro-vcf-3-hint = Hàng bốn trên đường chéo đi trước; quân của nó nối vào hàng ngang của bạn.
learn-caro-vcf-4-goal = Thắng trong vòng bốn nước: hai lần tạo bốn, rồi một hàng bốn mở.
learn-caro-vcf-4-hint = Hàng ngang, đường chéo, rồi đến cột: mỗi quân bạn thêm vào lại dựng nên hàng tiếp theo.
learn-caro-vcf-5-goal = Thắng trong vòng bốn nước.
learn-caro-vcf-5-hint = Cột, đường chéo, rồi đến hàng ngang.
