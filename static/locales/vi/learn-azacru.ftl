# Các bài học Azacru, bằng tiếng Việt: tên và ý chính của từng phần, mục tiêu và gợi ý của từng bài.

learn-azacru-moves-title = Đi quân chữ V
learn-azacru-moves-intro = Mỗi quân chữ V của bạn chĩa về một trong tám hướng. Đến lượt mình, bạn đi một quân chữ V theo đường thẳng, thẳng về phía trước hoặc chéo 45° sang trái hay sang phải, và ô nó đáp xuống sẽ nhận dấu của bạn.
learn-azacru-moves-1-goal = Bạn chơi Đông: hãy đi quân chữ V ở g1 thẳng về phía trước một ô.
learn-azacru-moves-1-hint = Nó chĩa về hướng bắc, lên phía trên bàn cờ, nên g2 nằm ngay phía trước.
learn-azacru-moves-2-goal = Đi quân chữ V ở g1 theo đường chéo, 45° sang phải, đến h2.
learn-azacru-moves-2-hint = Lệch 45° sang phải thì hướng bắc thành hướng đông bắc: h2.
learn-azacru-moves-3-goal = Quân chữ V ở góc a9 chĩa theo đường chéo: hãy đi nó thẳng về phía trước.
learn-azacru-moves-3-hint = Nó chĩa về hướng đông nam, về phía góc xa của bàn cờ, nên b8 nằm ngay phía trước.
learn-azacru-moves-4-goal = Quân chữ V của bạn đã đi từ g1 đến h2, và giờ nó chĩa theo hướng vừa đi: hãy lại đi nó thẳng về phía trước.
learn-azacru-moves-4-hint = Giờ nó chĩa về hướng đông bắc, nên ngay phía trước là i3, không phải h3.
learn-azacru-moves-5-goal = Đi quân chữ V ở g1 đến f2, ở vùng bên cạnh, rồi xoay nó chĩa về hướng bắc.
learn-azacru-moves-5-hint = Bàn cờ có chín vùng, mỗi vùng 3 × 3 ô. Quân chữ V đáp xuống vùng khác thì được xoay 45°: nó tới nơi chĩa về hướng tây bắc, và xoay phải sẽ đưa nó về hướng bắc.

learn-azacru-fields-title = Vùng và sức đi
learn-azacru-fields-intro = Sức đi của quân chữ V bằng số ô trong vùng của nó có dấu của bạn, nhưng ít nhất là 1: nó được đi tối đa chừng ấy ô. Nó không được đáp xuống ô có quân chữ V hoặc có dấu của người chơi khác, và không được vượt qua quân chữ V nào.
learn-azacru-fields-1-goal = Quân chữ V ở g2 của bạn có sức đi 2: hãy đi nó thẳng về phía trước hai ô.
learn-azacru-fields-1-hint = Các dấu của bạn ở g2 và h1 nằm trong vùng của nó, nên nó đi được xa tới g4.
learn-azacru-fields-2-goal = Đi quân chữ V ở f4 của bạn ba ô sang phía đông, đến i4.
learn-azacru-fields-2-hint = Đếm các dấu của bạn trong vùng nơi quân chữ V đang đứng: d4, e5 và f4 cho nó sức đi 3.
learn-azacru-fields-3-goal = Đi quân chữ V ở b5 của bạn đến e5, vượt qua các dấu của Tây.
learn-azacru-fields-3-hint = Bạn không được đáp xuống các dấu của Tây ở c5 và d5, nhưng các dấu nằm trên đường đi không bao giờ cản nước đi.
learn-azacru-fields-4-goal = Quân chữ V của Tây chắn đường lên phía bắc: hãy tới hàng 5 trong một nước.
learn-azacru-fields-4-hint = Không quân chữ V nào được vượt qua quân chữ V khác, nên hãy đi chéo, đến b5 hoặc h5.
learn-azacru-fields-5-goal = Tới e5 trong một nước: quân chữ V nào của bạn làm được?
learn-azacru-fields-5-hint = Các dấu của Tây quanh b2 không cho quân chữ V ở đó thêm chút sức đi nào; quân ở h8 thì có ba dấu của bạn trong vùng của nó.

learn-azacru-markers-title = Nối
learn-azacru-markers-intro = Nếu quân chữ V của bạn xuất phát từ một dấu của bạn và đáp xuống một dấu khác của bạn, cách ít nhất hai ô, mà không có quân chữ V nào ở giữa, thì mọi ô ở giữa cũng nhận dấu của bạn: đó là một nước nối.
learn-azacru-markers-1-goal = Nối g2 với dấu của bạn ở g5 và đạt 6 ô.
learn-azacru-markers-1-hint = Sức đi 3 đưa quân chữ V tới g5, và g3, g4 thành của bạn trên đường đi.
learn-azacru-markers-2-goal = Tìm nước nối dài nhất: đạt 9 ô trong một nước.
learn-azacru-markers-2-hint = Nước nối dọc theo cột lên a5 chiếm được hai ô; nước nối chéo đến e5 chiếm được ba ô.
learn-azacru-markers-3-goal = Thực hiện một nước nối mà vẫn giữ được quân chữ V.
learn-azacru-markers-3-hint = Nước nối đến d5 đi qua dấu của Tây ở d4: nó sẽ chiếm được ô đó, nhưng quân chữ V của bạn sẽ bị loại khỏi ván. Nước nối đến g5 thì không mất gì.
learn-azacru-markers-4-goal = Nhảy qua quân chữ V của Tây đến dấu của bạn ở e5.
learn-azacru-markers-4-hint = Khi có quân chữ V chắn ở giữa, nước đi giữa hai dấu của bạn vẫn được phép như một bước nhảy nối, nhưng không chiếm thêm ô nào.
learn-azacru-markers-5-goal = Đạt 8 ô trong vòng hai nước.
learn-azacru-markers-5-hint = Trước hết hãy bước lên g2: khi đó nó cách dấu của bạn ở g6 bốn ô, và quân chữ V của bạn có đủ sức đi để nối chúng.

learn-azacru-scoring-title = Kết thúc và tính điểm
learn-azacru-scoring-intro = Người chơi không đi được thì phải bỏ lượt; khi đó mỗi người chơi còn lại được đi một lượt cuối, rồi ván cờ kết thúc. Ai có dấu trên nhiều ô nhất thì thắng, và những người cùng có số ô nhiều nhất thì cùng thắng.
learn-azacru-scoring-1-goal = Tây đã bỏ lượt và đây là lượt cuối của bạn, bạn có 5 ô còn Tây có 6: hãy cùng thắng với Tây.
learn-azacru-scoring-1-hint = Đi thẳng hoặc sang trái, quân chữ V của bạn sẽ đáp xuống dấu của chính bạn: chỉ c4 cho bạn thêm một ô mới.
learn-azacru-scoring-2-goal = Đây là lượt cuối của bạn: hãy thắng ván cờ.
learn-azacru-scoring-2-hint = Một ô mới không đủ để vượt 7 ô của Tây: hãy nối b2 với f2 và chiếm ba ô.
learn-azacru-scoring-3-goal = Đây là lượt cuối của bạn: hãy thắng ván cờ, dù phải mất quân chữ V.
learn-azacru-scoring-3-hint = Nước nối từ d1 đến d4 chiếm dấu của Tây ở d3: quân chữ V của bạn bị loại khỏi ván, nhưng đằng nào ván cờ cũng sắp kết thúc.
learn-azacru-scoring-4-goal = Quân chữ V duy nhất của Tây không đi được: hãy thắng trong vòng hai nước.
learn-azacru-scoring-4-hint = Sau nước đi của bạn, Tây phải bỏ lượt, và bạn còn một lượt cuối: hãy dùng cả hai nước để tạo một nước nối.
learn-azacru-scoring-5-goal = Bạn đang dẫn 6 ô so với 5: hãy thắng trong vòng hai nước.
learn-azacru-scoring-5-hint = Quân chữ V của Tây chỉ đi được đến a2: hãy đứng vào đó, Tây sẽ phải bỏ lượt, và nước tiếp theo của bạn là nước cuối cùng.

learn-azacru-players-title = Ba và bốn người chơi
learn-azacru-players-intro = Khi có ba người, Bắc, Đông và Tây cùng chơi; khi có bốn người, Nam tham gia cùng họ. Bắc đi trước, và lượt đi theo chiều kim đồng hồ: Bắc, Đông, Nam, Tây.
learn-azacru-players-1-goal = Bạn chơi Bắc và đi trước: hãy đi quân chữ V ở e9 thẳng về phía trước.
learn-azacru-players-1-hint = Nó chĩa về hướng nam, xuống phía dưới bàn cờ, đến e8.
learn-azacru-players-2-goal = Bạn chơi Nam, người đi thứ ba: hãy đi quân chữ V ở e1 thẳng về phía trước.
learn-azacru-players-2-hint = Nam ngồi ở phía hàng 1, và quân chữ V ở e1 chĩa về hướng bắc, đến e2.
learn-azacru-players-3-goal = Đạt 7 ô trong vòng hai nước; Tây và Bắc đi xen giữa.
learn-azacru-players-3-hint = Hãy nối g2 với g5 ngay: nếu bạn chờ, quân chữ V của Tây ở e4 sẽ bước lên g4, và khi có quân chữ V ở giữa, nước đi của bạn không chiếm được ô nào.
learn-azacru-players-4-goal = Bắc đã bỏ lượt: hãy ngăn Tây thắng ở lượt cuối.
learn-azacru-players-4-hint = Tây đang dọa nối c2 với g2. Hãy cho quân chữ V của bạn đáp xuống e2, ở giữa: khi có quân chữ V chắn, nước đi của Tây chỉ có thể là một bước nhảy, không chiếm được ô nào.
learn-azacru-players-5-goal = Bạn chơi Tây, và đây là lượt cuối của bạn: hãy có nhiều ô nhất trong cả bốn người chơi.
learn-azacru-players-5-hint = Đông có 7 ô. Hãy nối b4 với f4: nước này chiếm dấu của Nam ở d4 và làm bạn mất quân chữ V, nhưng bạn sẽ có 8 ô.
