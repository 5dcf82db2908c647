# Kauri's lessons, in English: each stage's title and idea, each level's goal and hint.
# The learner plays South, whose pits a to f are the near row, counted from his own left.

learn-kauri-sowing-title = Sowing
learn-kauri-sowing-intro = On your turn you choose one of your pits that holds a cowrie, take out everything in it, and sow it one item per pit counter-clockwise round the board: first all the stones, then the cowries.
learn-kauri-sowing-1-goal = You play South, the near row: sow from your pit c.
learn-kauri-sowing-1-hint = Pit c is the third from your left: its five stones and then its cowrie go into the next six pits, one each.
learn-kauri-sowing-2-goal = Sow the pit with the most stones that you are allowed to sow.
learn-kauri-sowing-2-hint = Pits c and e hold no cowrie, so they cannot be sown; of the pits that can, a holds the most stones.
learn-kauri-sowing-3-goal = Sow so that your cowrie lands in North's pit c.
learn-kauri-sowing-3-hint = Count one pit for each stone; the cowrie goes into the pit after the last stone. Pit b's six stones reach North's b.
learn-kauri-sowing-4-goal = Sow so that a cowrie lands in each of North's pits a and b.
learn-kauri-sowing-4-hint = Pit e holds one stone and two cowries: the stone goes first, into your pit f, and then both cowries.
learn-kauri-sowing-5-goal = Sow so that a cowrie lands in your own pit c.
learn-kauri-sowing-5-hint = Pit a's thirteen items go all the way round the board; the pit you emptied is passed over, so the last stone lands in b and the cowrie in c.

learn-kauri-cowrie-captures-title = Capturing with cowries
learn-kauri-cowrie-captures-intro = When a cowrie you sow lands in one of North's pits that had no cowrie when your move began, it takes every stone in that pit into your store. The cowrie stays in the pit.
learn-kauri-cowrie-captures-1-goal = Capture with a cowrie: bring your store to 20 stones.
learn-kauri-cowrie-captures-1-hint = North's pit b holds 4 stones and no cowrie; after its three stones, pit d's cowrie lands there.
learn-kauri-cowrie-captures-2-goal = Make the biggest capture: bring your store to 21 stones.
learn-kauri-cowrie-captures-2-hint = North's pits b and d have no cowrie, and d holds more stones: pit e's cowrie reaches it.
learn-kauri-cowrie-captures-3-goal = Capture 3 stones: bring your store to 16.
learn-kauri-cowrie-captures-3-hint = North's pit b is full but already holds a cowrie, so your cowrie takes nothing there; his pit e has none.
learn-kauri-cowrie-captures-4-goal = Bring your store to 19 stones in one move.
learn-kauri-cowrie-captures-4-hint = Pit f's 13 stones go all the way round and drop a stone into North's c before its cowrie gets there: the cowrie takes that stone too.
learn-kauri-cowrie-captures-5-goal = Bring your store to 23 stones in one move.
learn-kauri-cowrie-captures-5-hint = Pit e holds two cowries: after its stone they land in North's a and b, and each one takes the stones there.

learn-kauri-stone-captures-title = Stones given away
learn-kauri-stone-captures-intro = A stone sown into an opponent's pit that holds cowries but no stones does not stay: it goes straight into the opponent's store. Give North none of yours, and let his stones fall into your store.
learn-kauri-stone-captures-1-goal = Sow without giving North a single stone.
learn-kauri-stone-captures-1-hint = North's pits a and c hold cowries but no stones: keep your stones on your own side.
learn-kauri-stone-captures-2-goal = Capture without giving North a single stone.
learn-kauri-stone-captures-2-hint = Pit e's capture is bigger, but its stones fall into North's pits b and c, which hold only cowries; pit f's cowrie takes North's a cleanly.
learn-kauri-stone-captures-3-goal = Sow stones into North's row without giving him one.
learn-kauri-stone-captures-3-hint = North's pit a is empty and has no cowrie, so a stone stays there; stop short of his pit c, which holds only cowries.
learn-kauri-stone-captures-4-goal = North will sow his pit d next: sow so that his stones bring your store to 22.
learn-kauri-stone-captures-4-hint = Sow pit a: its two cowries land in your empty pits b and c, and the stones North sows into them come to your store.
learn-kauri-stone-captures-5-goal = North will sow his pit d next: have 23 stones in your store once he has.
learn-kauri-stone-captures-5-hint = Pit a's capture is the biggest, but it fills your cowrie pits b and c with stones; capture with f instead, and North's stones will fall into your store.

learn-kauri-thirty-one-title = Thirty-one stones
learn-kauri-thirty-one-intro = A store that holds 31 stones or more wins at once: that is more than half of the 60 stones, and stores never lose any.
learn-kauri-thirty-one-1-goal = Your store holds 27 stones: win with one capture.
learn-kauri-thirty-one-1-hint = You need four more stones: North's pit b holds 4 and no cowrie.
learn-kauri-thirty-one-2-goal = Your store holds 26 stones: win in one move.
learn-kauri-thirty-one-2-hint = Taking 4 stones leaves you at 30, one short: find the cowrie that takes 5.
learn-kauri-thirty-one-3-goal = North has 28 stones and threatens to take your 4 stones in pit c: stop him.
learn-kauri-thirty-one-3-hint = A pit that already holds a cowrie when North's move begins is safe: sow pit b to put your cowrie into c.
learn-kauri-thirty-one-4-goal = North has 30 stones, so one more wins for him: stop his capture without giving him a stone.
learn-kauri-thirty-one-4-hint = Pit f's first stone would fall into North's pit a, which holds only cowries; protect your pit e with the cowrie from pit b instead.
learn-kauri-thirty-one-5-goal = Your store holds 26 stones: win within two moves.
learn-kauri-thirty-one-5-hint = Taking North's 4 stones now leaves you at 30; sow d first, which adds a stone to North's a, and then your cowries in e take all 5.

learn-kauri-tie-break-title = The tie-break
learn-kauri-tie-break-intro = If the stones run out with 30 in each store, the game goes on with the cowries only, and a player who has the move but no cowrie on his side loses. Keep your cowries at home and let North's cross over.
learn-kauri-tie-break-1-goal = North has no cowrie left: win by sowing without giving him one.
learn-kauri-tie-break-1-hint = Pit e's single cowrie lands in your own pit f; your bigger pits would reach North's row.
learn-kauri-tie-break-2-goal = Win in one move: keep every cowrie on your side.
learn-kauri-tie-break-2-hint = Count: pit a's four cowries land in your pits b to e.
learn-kauri-tie-break-3-goal = Win within two moves.
learn-kauri-tie-break-3-hint = North's only cowries are in his pit f and must cross to your side when he sows them; sow c, whose cowries stay at home.
learn-kauri-tie-break-4-goal = Win within three moves.
learn-kauri-tie-break-4-hint = Take small steps at home, one cowrie at a time, while North's two cowries walk over to your side.
learn-kauri-tie-break-5-goal = The score is 29 to 30 with one stone left: win within two moves.
learn-kauri-tie-break-5-hint = North must sow his pit f, and its stone falls into your pit a, which holds a cowrie and no stones: 30 to 30. Sow c, keep your cowries at home, and he runs out.
