# Các bài học Karo: Bốn quân liên tiếp, bằng tiếng Việt: tên và ý chính của từng phần, mục tiêu và gợi ý của từng bài.

learn-karo-four-placing-title = Đặt quân
learn-karo-four-placing-intro = Ván cờ bắt đầu với hai mươi mảnh trống. Hai người lần lượt, Trắng trước, đặt quân của mình úp xuống lên các mảnh trống, mỗi mảnh một quân, cho đến khi cả mười hai quân được đặt xong.
learn-karo-four-placing-1-goal = Đặt quân đầu tiên của bạn lên mảnh j10.
learn-karo-four-placing-1-hint = Mảnh trống nào cũng đặt quân được; mảnh này đã được đánh dấu sẵn cho bạn. Nước đặt quân được ghi bằng ô của nó: j10.
learn-karo-four-placing-2-goal = Đặt một quân kề chéo góc với quân của bạn ở j10.
learn-karo-four-placing-2-hint = Mỗi mảnh có tám mảnh kề bên: bốn mảnh chung cạnh và bốn mảnh chung góc. Đỏ đã đứng ở k11.
learn-karo-four-placing-3-goal = Đặt một quân để có ba quân của bạn thẳng hàng.
learn-karo-four-placing-3-hint = Hai quân của bạn ở j10 và j11 nằm trên một cột: hãy nối dài lên trên hoặc xuống dưới.
learn-karo-four-placing-4-goal = Đặt một quân để có bốn quân trên một cột.
learn-karo-four-placing-4-hint = Hãy đặt vào j9. Ván cờ vẫn tiếp tục: bốn quân của bạn đều úp hình tròn xuống, mà chỉ những quân ngửa hình tròn lên mới tạo được hàng thắng.
learn-karo-four-placing-5-goal = Đặt quân cuối cùng của bạn kề bên quân ở j10, để sau này quân j10 có thể nhảy qua nó.
learn-karo-four-placing-5-hint = Muốn nhảy thì ngay phía sau quân bị nhảy qua phải có một mảnh trống: quanh j10, chỉ j11 là như vậy.

learn-karo-four-slide-title = Trượt
learn-karo-four-slide-intro = Khi cả mười hai quân đã được đặt, mỗi lượt đi một quân. Nước trượt đưa một quân sang một mảnh trống kề bên theo bất kỳ hướng nào trong tám hướng, và quân không bị lật: hình tròn vẫn ngửa hoặc úp như cũ.
learn-karo-four-slide-1-goal = Trượt quân của bạn từ j10 lên j11.
learn-karo-four-slide-1-hint = Nước trượt được ghi dạng từ-đến: j10-j11.
learn-karo-four-slide-2-goal = Đưa một quân lên mảnh góc l12 bằng một nước trượt.
learn-karo-four-slide-2-hint = Quân cũng trượt được theo đường chéo: quân của bạn ở k11 chạm góc với l12.
learn-karo-four-slide-3-goal = Thắng: trượt một quân ngửa hình tròn lên vào hàng của bạn.
learn-karo-four-slide-3-hint = Ba quân của bạn ngửa hình tròn trên hàng 12, và quân của bạn ở k11, cũng ngửa hình tròn, nằm ngay dưới mảnh trống k12.
learn-karo-four-slide-4-goal = Thắng trong một nước: lấp chỗ trống trên hàng 11.
learn-karo-four-slide-4-hint = Hai quân của bạn có thể trượt vào j11, nhưng chỉ quân ở j10 là ngửa hình tròn lên.
learn-karo-four-slide-5-goal = Thắng trong vòng hai nước.
learn-karo-four-slide-5-hint = Quân của bạn ở l9 đang ngửa hình tròn: hai nước trượt đưa nó tới k11, và không quân đỏ nào tới đó trước được.

learn-karo-four-jump-title = Nhảy
learn-karo-four-jump-intro = Một quân cũng có thể nhảy qua một quân kề bên, màu nào cũng được, xuống mảnh trống ngay phía sau quân đó. Quân vừa nhảy bị lật lại, từ úp thành ngửa hoặc ngược lại, và đây là cách duy nhất để lật một quân.
learn-karo-four-jump-1-goal = Nhảy từ h10 qua quân của bạn ở i10 đến j10.
learn-karo-four-jump-1-hint = Nước nhảy được ghi giống nước trượt, dạng từ-đến: h10-j10. Hãy xem quân của bạn lật ngửa hình tròn lên.
learn-karo-four-jump-2-goal = Nhảy qua quân của Đỏ ở j11.
learn-karo-four-jump-2-hint = Có hai quân của bạn làm được việc này. Quân bị nhảy qua vẫn giữ nguyên; chỉ quân của bạn bị lật.
learn-karo-four-jump-3-goal = Thắng bằng một nước nhảy.
learn-karo-four-jump-3-hint = Quân của bạn ở k10 đang úp: nhảy qua k11 đến k12 sẽ lật nó ngửa hình tròn lên ở cuối hàng của bạn.
learn-karo-four-jump-4-goal = Thắng trong một nước: quân nào nên nhảy vào j11?
learn-karo-four-jump-4-hint = Quân đang ngửa hình tròn sẽ bị lật úp khi nhảy: hãy chọn quân đang úp.
learn-karo-four-jump-5-goal = Thắng trong vòng hai nước.
learn-karo-four-jump-5-hint = Trước hết hãy nhảy để lật một quân ngửa lên, rồi trượt nó vào hàng: nhảy thêm lần nữa sẽ lại lật nó úp xuống.

learn-karo-four-relocate-title = Dời mảnh
learn-karo-four-relocate-intro = Thay vì trượt hay nhảy, bạn có thể dời một mảnh: nhấc một mảnh trống ở rìa bàn cờ, đặt nó vào một ô trống sát các mảnh khác, và trong cùng lượt đó trượt hoặc nhảy một quân của bạn lên mảnh ấy.
learn-karo-four-relocate-1-goal = Nhấc mảnh ở h9, đặt nó vào m12 rồi trượt quân của bạn từ l12 lên đó.
learn-karo-four-relocate-1-hint = Nước này được ghi là l12-m12/h9: nước đi của quân, một dấu gạch chéo, và chỗ mảnh được nhấc lên.
learn-karo-four-relocate-2-goal = Đặt một mảnh vào m10 rồi trượt quân của bạn từ l10 lên đó.
learn-karo-four-relocate-2-hint = Chỉ nhấc được mảnh không có quân nào đứng trên và có nhiều nhất hai cạnh giáp với mảnh khác: ở đây chỉ có mảnh góc h12.
learn-karo-four-relocate-3-goal = Đặt một mảnh vào m10 rồi cho quân của bạn từ k10 nhảy qua l10 lên đó.
learn-karo-four-relocate-3-hint = Nhảy lên mảnh vừa dời cũng lật quân của bạn, như mọi nước nhảy khác.
learn-karo-four-relocate-4-goal = Thắng bằng cách dời một mảnh.
learn-karo-four-relocate-4-hint = Cột l có ba quân của bạn ngửa hình tròn: hãy đặt một mảnh vào l13 rồi trượt quân của bạn từ k12 lên đó.
learn-karo-four-relocate-5-goal = Thắng bằng cách dời một mảnh rồi nhảy lên đó.
learn-karo-four-relocate-5-hint = Đặt một mảnh vào m12 rồi nhảy từ k10 qua l11: quân của bạn đáp xuống ngửa hình tròn ở cuối hàng của bạn.

learn-karo-four-four-title = Bốn quân liên tiếp
learn-karo-four-four-intro = Chỉ người đang đi mới tạo được hàng bốn, nên hãy chặn hàng của đối thủ trước khi đến lượt đối thủ, và tạo ra mối đe dọa mà đối thủ không chặn nổi. Muốn chặn một hàng, hãy đứng lên mảnh mà hàng đó cần, hoặc dời mảnh ấy đi.
learn-karo-four-four-1-goal = Chặn bốn quân của Đỏ trên hàng 11.
learn-karo-four-four-1-hint = Đỏ muốn trượt từ j12 vào chỗ trống ở j11: hãy tới đó trước.
learn-karo-four-four-2-goal = Chặn bốn quân của Đỏ trên hàng 12.
learn-karo-four-four-2-hint = Không quân nào của bạn tới được l12, nhưng đó là một mảnh góc còn trống: hãy nhấc nó lên, đặt sang chỗ khác và bước lên đó.
learn-karo-four-four-3-goal = Chặn bốn quân của Đỏ trên cột l.
learn-karo-four-four-3-hint = Để tới l13, Đỏ phải đặt một mảnh vào đó, mà mảnh duy nhất nhấc được là h12: hãy đứng lên nó hoặc dời nó đi.
learn-karo-four-four-4-goal = Thắng trong vòng hai nước.
learn-karo-four-four-4-hint = Một nước nhảy tạo ra ba quân thẳng hàng, mỗi đầu có một mảnh trống và cạnh mỗi mảnh đó có một quân ngửa hình tròn: Đỏ chỉ chặn được một đầu.
learn-karo-four-four-5-goal = Thắng trong vòng hai nước.
learn-karo-four-four-5-hint = Đỏ tới được l11 trong một nước nhưng không tới được h11: hãy dọa ở h11, và đừng để quân nào của bạn ở i10 cho Đỏ nhảy qua.
