# Các bài học Kauri, bằng tiếng Việt: tên và ý chính của từng phần, mục tiêu và gợi ý của từng bài.
# Người học chơi bên Nam; các ô a đến f của Nam là hàng gần, tính từ bên trái của chính người chơi.

learn-kauri-sowing-title = Rải
learn-kauri-sowing-intro = Đến lượt mình, bạn chọn một ô của bạn có vỏ ốc, lấy hết mọi thứ trong ô ra và rải mỗi ô một thứ, ngược chiều kim đồng hồ quanh bàn: trước hết là tất cả sỏi, sau đó đến vỏ ốc.
learn-kauri-sowing-1-goal = Bạn chơi bên Nam, hàng gần: hãy rải ô c của bạn.
learn-kauri-sowing-1-hint = Ô c là ô thứ ba tính từ bên trái bạn: năm viên sỏi rồi đến vỏ ốc của nó đi vào sáu ô tiếp theo, mỗi ô một thứ.
learn-kauri-sowing-2-goal = Rải ô có nhiều sỏi nhất trong số các ô bạn được phép rải.
learn-kauri-sowing-2-hint = Ô c và e không có vỏ ốc nên không rải được; trong các ô rải được, ô a có nhiều sỏi nhất.
learn-kauri-sowing-3-goal = Rải sao cho vỏ ốc của bạn rơi vào ô c của Bắc.
learn-kauri-sowing-3-hint = Mỗi viên sỏi đi một ô; vỏ ốc rơi vào ô ngay sau viên sỏi cuối cùng. Sáu viên sỏi của ô b đi tới ô b của Bắc.
learn-kauri-sowing-4-goal = Rải sao cho mỗi ô a và b của Bắc nhận được một vỏ ốc.
learn-kauri-sowing-4-hint = Ô e có một viên sỏi và hai vỏ ốc: viên sỏi đi trước, vào ô f của bạn, sau đó đến cả hai vỏ ốc.
learn-kauri-sowing-5-goal = Rải sao cho một vỏ ốc rơi vào chính ô c của bạn.
learn-kauri-sowing-5-hint = Mười ba thứ trong ô a đi trọn một vòng bàn; ô bạn vừa lấy hết được bỏ qua, nên viên sỏi cuối cùng rơi vào b và vỏ ốc rơi vào c.

learn-kauri-cowrie-captures-title = Ăn bằng vỏ ốc
learn-kauri-cowrie-captures-intro = Khi một vỏ ốc bạn rải rơi vào một ô của Bắc mà lúc bắt đầu nước đi của bạn không có vỏ ốc nào, nó mang toàn bộ sỏi trong ô đó về kho của bạn. Vỏ ốc ở lại trong ô.
learn-kauri-cowrie-captures-1-goal = Ăn bằng vỏ ốc: đưa kho của bạn lên 20 viên sỏi.
learn-kauri-cowrie-captures-1-hint = Ô b của Bắc có 4 viên sỏi và không có vỏ ốc; sau ba viên sỏi, vỏ ốc của ô d rơi đúng vào đó.
learn-kauri-cowrie-captures-2-goal = Ăn được nhiều nhất: đưa kho của bạn lên 21 viên sỏi.
learn-kauri-cowrie-captures-2-hint = Ô b và d của Bắc không có vỏ ốc, và ô d nhiều sỏi hơn: vỏ ốc của ô e tới được đó.
learn-kauri-cowrie-captures-3-goal = Ăn 3 viên sỏi: đưa kho của bạn lên 16.
learn-kauri-cowrie-captures-3-hint = Ô b của Bắc đầy sỏi nhưng đã có sẵn vỏ ốc, nên vỏ ốc của bạn không ăn được gì ở đó; còn ô e của Bắc thì không có vỏ ốc nào.
learn-kauri-cowrie-captures-4-goal = Đưa kho của bạn lên 19 viên sỏi chỉ trong một nước.
learn-kauri-cowrie-captures-4-hint = 13 viên sỏi của ô f đi trọn một vòng và thả một viên vào ô c của Bắc trước khi vỏ ốc tới đó: vỏ ốc ăn luôn cả viên sỏi ấy.
learn-kauri-cowrie-captures-5-goal = Đưa kho của bạn lên 23 viên sỏi chỉ trong một nước.
learn-kauri-cowrie-captures-5-hint = Ô e có hai vỏ ốc: sau viên sỏi của ô, chúng rơi vào ô a và b của Bắc, và mỗi vỏ ốc ăn hết sỏi ở ô đó.

learn-kauri-stone-captures-title = Sỏi cho không
learn-kauri-stone-captures-intro = Viên sỏi rải vào ô của đối thủ có vỏ ốc nhưng không có sỏi sẽ không ở lại: nó rơi thẳng vào kho của đối thủ. Đừng cho Bắc viên sỏi nào của bạn, và hãy để sỏi của Bắc rơi vào kho của bạn.
learn-kauri-stone-captures-1-goal = Rải mà không cho Bắc viên sỏi nào.
learn-kauri-stone-captures-1-hint = Ô a và c của Bắc có vỏ ốc nhưng không có sỏi: hãy giữ sỏi của bạn ở bên mình.
learn-kauri-stone-captures-2-goal = Ăn mà không cho Bắc viên sỏi nào.
learn-kauri-stone-captures-2-hint = Ô e ăn được nhiều hơn, nhưng sỏi của nó rơi vào ô b và c của Bắc, nơi chỉ có vỏ ốc; vỏ ốc của ô f thì ăn gọn ô a của Bắc.
learn-kauri-stone-captures-3-goal = Rải sỏi vào hàng của Bắc mà không cho Bắc viên nào.
learn-kauri-stone-captures-3-hint = Ô a của Bắc trống và không có vỏ ốc, nên sỏi ở lại đó được; hãy dừng trước ô c của Bắc, nơi chỉ có vỏ ốc.
learn-kauri-stone-captures-4-goal = Nước sau Bắc sẽ rải ô d: hãy rải sao cho sỏi của Bắc đưa kho của bạn lên 22.
learn-kauri-stone-captures-4-hint = Rải ô a: hai vỏ ốc của nó rơi vào các ô trống b và c của bạn, và những viên sỏi Bắc rải vào đó sẽ về kho của bạn.
learn-kauri-stone-captures-5-goal = Nước sau Bắc sẽ rải ô d: hãy có 23 viên sỏi trong kho sau khi Bắc rải xong.
learn-kauri-stone-captures-5-hint = Ô a ăn được nhiều nhất, nhưng nó lấp sỏi vào các ô b và c đang chỉ có vỏ ốc của bạn; thay vào đó hãy ăn bằng ô f, và sỏi của Bắc sẽ rơi vào kho của bạn.

learn-kauri-thirty-one-title = Ba mươi mốt viên sỏi
learn-kauri-thirty-one-intro = Kho nào có từ 31 viên sỏi trở lên thì thắng ngay: đó là hơn một nửa trong 60 viên sỏi, và sỏi đã vào kho thì không bao giờ mất đi.
learn-kauri-thirty-one-1-goal = Kho của bạn có 27 viên sỏi: hãy thắng bằng một lần ăn.
learn-kauri-thirty-one-1-hint = Bạn cần thêm bốn viên: ô b của Bắc có 4 viên và không có vỏ ốc.
learn-kauri-thirty-one-2-goal = Kho của bạn có 26 viên sỏi: hãy thắng trong một nước.
learn-kauri-thirty-one-2-hint = Ăn 4 viên thì bạn mới có 30, còn thiếu một: hãy tìm vỏ ốc ăn được 5 viên.
learn-kauri-thirty-one-3-goal = Bắc có 28 viên sỏi và đang dọa ăn 4 viên sỏi ở ô c của bạn: hãy ngăn lại.
learn-kauri-thirty-one-3-hint = Ô nào đã có vỏ ốc khi Bắc bắt đầu nước đi thì an toàn: hãy rải ô b để đưa vỏ ốc của bạn vào ô c.
learn-kauri-thirty-one-4-goal = Bắc có 30 viên sỏi, thêm một viên nữa là thắng: hãy ngăn Bắc ăn quân mà không cho Bắc viên sỏi nào.
learn-kauri-thirty-one-4-hint = Viên sỏi đầu tiên của ô f sẽ rơi vào ô a của Bắc, nơi chỉ có vỏ ốc; thay vào đó, hãy bảo vệ ô e của bạn bằng vỏ ốc từ ô b.
learn-kauri-thirty-one-5-goal = Kho của bạn có 26 viên sỏi: hãy thắng trong vòng hai nước.
learn-kauri-thirty-one-5-hint = Ăn 4 viên sỏi của Bắc ngay bây giờ thì bạn chỉ có 30; hãy rải ô d trước, thêm một viên sỏi vào ô a của Bắc, rồi các vỏ ốc ở ô e của bạn sẽ ăn cả 5 viên.

learn-kauri-tie-break-title = Phân định khi hòa
learn-kauri-tie-break-intro = Nếu hết sỏi khi mỗi kho có 30 viên, ván đấu tiếp tục chỉ với vỏ ốc, và ai đến lượt mà bên mình không còn vỏ ốc nào thì thua. Hãy giữ vỏ ốc của bạn ở bên mình và để vỏ ốc của Bắc vượt sang bên bạn.
learn-kauri-tie-break-1-goal = Bắc đã hết vỏ ốc: hãy thắng bằng một nước rải không cho Bắc vỏ ốc nào.
learn-kauri-tie-break-1-hint = Vỏ ốc duy nhất của ô e rơi vào chính ô f của bạn; các ô nhiều vỏ ốc hơn sẽ rải tới hàng của Bắc.
learn-kauri-tie-break-2-goal = Thắng trong một nước: giữ mọi vỏ ốc ở bên bạn.
learn-kauri-tie-break-2-hint = Hãy đếm: bốn vỏ ốc của ô a rơi vào các ô b đến e của bạn.
learn-kauri-tie-break-3-goal = Thắng trong vòng hai nước.
learn-kauri-tie-break-3-hint = Bắc chỉ còn vỏ ốc ở ô f của mình, và khi rải thì chúng buộc phải vượt sang bên bạn; hãy rải ô c, vì vỏ ốc của ô này vẫn ở bên bạn.
learn-kauri-tie-break-4-goal = Thắng trong vòng ba nước.
learn-kauri-tie-break-4-hint = Hãy đi từng bước nhỏ bên mình, mỗi lần một vỏ ốc, trong khi hai vỏ ốc của Bắc dần đi sang bên bạn.
learn-kauri-tie-break-5-goal = Tỉ số là 29 với 30 và chỉ còn một viên sỏi: hãy thắng trong vòng hai nước.
learn-kauri-tie-break-5-hint = Bắc buộc phải rải ô f, và viên sỏi của nó rơi vào ô a của bạn, nơi có vỏ ốc mà không có sỏi: 30–30. Hãy rải ô c, giữ vỏ ốc ở bên bạn, và Bắc sẽ hết vỏ ốc.
