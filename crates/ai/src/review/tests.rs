//! The review's judgement on made-up looks, then on hand-made games of every game.

use engine::{
    Game,
    azacru::Azacru,
    caro::Caro,
    karo::{four::KaroFour, jumpers::KaroJumpers},
    kauri::Kauri,
};

use super::*;
use crate::NoClock;

/// A look where `mover` is to move, the computer plays `best` and player 0's chance is
/// `first`.
fn seen(mover: usize, best: char, first: u16) -> Look<char> {
    Look {
        mover: Some(mover),
        best: Some(best),
        line: vec![best],
        chances: vec![first, CERTAIN - first],
        winner: None,
        only_move: false,
        score: 0,
        depth: 1,
        nodes: 1,
    }
}

#[test]
fn test_win_chances_follow_the_odds_unit() {
    assert_eq!(win_chance(0, 100), 500);
    assert_eq!(win_chance(100, 100), 750);
    assert_eq!(win_chance(-100, 100), 250);
    assert_eq!(win_chance(200, 100), 900);
    assert_eq!(win_chance(WON, 100), CERTAIN);
    assert_eq!(win_chance(-WON, 100), 0);
    assert!(win_chance(WON - 1, 100) < CERTAIN);
}

#[test]
fn test_classes_by_the_win_chance_given_away() {
    let classes = [0, 20, 21, 99, 100, 199, 200, 299, 300, 1000].map(Class::of);
    use Class::*;
    assert_eq!(
        classes,
        [
            Best, Best, Good, Good, Inaccuracy, Inaccuracy, Mistake, Mistake, Blunder, Blunder
        ]
    );
}

#[test]
fn test_a_move_is_judged_by_the_position_it_leads_to() {
    // Player 0 keeps 60 % with 'a'; 'b' leads to a position where player 1 (to move) has
    // 80 %, so player 0 kept 20 %.
    let before = seen(0, 'a', 600);
    let after = seen(1, 'x', 200);
    let verdict = judge(&before, &after, &'b').expect("a mover");
    assert_eq!(
        (verdict.mover, verdict.before, verdict.after),
        (0, 600, 200)
    );
    assert_eq!((verdict.loss, verdict.class), (400, Class::Blunder));
    // The computer's own move loses nothing, whatever the deeper look says.
    let verdict = judge(&before, &after, &'a').expect("a mover");
    assert_eq!((verdict.loss, verdict.class), (0, Class::Best));
    assert_eq!(verdict.before, 200);
    // A move that turns out better than the computer's loses nothing either.
    let verdict = judge(&before, &seen(1, 'x', 700), &'b').expect("a mover");
    assert_eq!((verdict.before, verdict.after, verdict.loss), (700, 700, 0));
}

#[test]
fn test_a_forced_win_let_go_is_a_missed_win_and_a_blunder() {
    let before = Look {
        winner: Some(0),
        ..seen(0, 'a', CERTAIN)
    };
    // 75 % left would be a mistake by the percentages; a forced win let go is a blunder.
    let verdict = judge(&before, &seen(1, 'x', 750), &'b').expect("a mover");
    assert!(verdict.missed_win && !verdict.decided, "{verdict:?}");
    assert_eq!((verdict.loss, verdict.class), (250, Class::Blunder));
    // A win kept is decided: not counted.
    let kept = Look {
        winner: Some(0),
        ..seen(1, 'x', CERTAIN)
    };
    let verdict = judge(&before, &kept, &'b').expect("a mover");
    assert!(!verdict.missed_win && verdict.decided, "{verdict:?}");
    assert_eq!(verdict.class, Class::Best);
    // The computer's own move is best, even where its deeper look no longer sees the win.
    let verdict = judge(&before, &seen(1, 'x', 750), &'a').expect("a mover");
    assert!(!verdict.missed_win && verdict.decided, "{verdict:?}");
    assert_eq!(verdict.class, Class::Best);
}

#[test]
fn test_a_move_into_a_forced_loss_is_a_blunder_whatever_the_chances() {
    // Player 0 had 18 %, not lost by force; after 'b' player 1 wins by force.
    let before = seen(0, 'a', 180);
    let lost = Look {
        winner: Some(1),
        ..seen(1, 'x', 0)
    };
    let verdict = judge(&before, &lost, &'b').expect("a mover");
    assert_eq!(Class::of(verdict.loss), Class::Inaccuracy);
    assert!(verdict.forced_loss && !verdict.decided, "{verdict:?}");
    assert_eq!(verdict.class, Class::Blunder);
    // Chances of 0 without a proof are not a forced loss.
    let verdict = judge(&before, &seen(1, 'x', 0), &'b').expect("a mover");
    assert!(!verdict.forced_loss, "{verdict:?}");
    assert_eq!(verdict.class, Class::Inaccuracy);
    // Where the game was lost already, the move is decided, and not a blunder.
    let verdict = judge(
        &Look {
            winner: Some(1),
            ..seen(0, 'a', 0)
        },
        &lost,
        &'b',
    )
    .expect("a mover");
    assert!(!verdict.forced_loss && verdict.decided, "{verdict:?}");
    assert_eq!(verdict.class, Class::Best);
    // The computer's own move into the loss is best: the position was lost, as its deeper
    // look shows.
    let verdict = judge(&before, &lost, &'a').expect("a mover");
    assert!(!verdict.forced_loss && !verdict.decided, "{verdict:?}");
    assert_eq!(verdict.class, Class::Best);
    // With three players a finished game's winner proves nothing about the others' moves.
    let three = |mover, winner| Look {
        mover,
        winner,
        chances: vec![300, 300, 400],
        ..seen(0, 'a', 0)
    };
    let verdict = judge(&three(Some(0), None), &three(None, Some(2)), &'b').expect("a mover");
    assert!(!verdict.forced_loss, "{verdict:?}");
}

#[test]
fn test_forced_wins_are_taken_back_along_the_computers_moves() {
    // 'b' (not the computer's 'a') leads to a position where the computer's 'x' is played,
    // and the look after it proves player 0 lost: so was the position after 'b'.
    let proof = Look {
        winner: Some(1),
        ..seen(0, 'c', 0)
    };
    let looks = || {
        vec![
            Some(seen(0, 'a', 400)),
            Some(seen(1, 'x', 450)),
            Some(proof.clone()),
        ]
    };
    let judged = |looks: &[Option<Look<char>>]| match looks {
        [Some(before), Some(after), ..] => judge(before, after, &'b').expect("a mover"),
        _ => panic!("no looks: {looks:?}"),
    };
    let mut settled = looks();
    assert!(!judged(&settled).forced_loss);
    settle(&mut settled, &['b', 'x']);
    let after = settled[1].as_ref().map(|l| (l.winner, l.chances.clone()));
    assert_eq!(after, Some((Some(1), vec![0, CERTAIN])));
    let verdict = judged(&settled);
    assert!(
        verdict.forced_loss && verdict.class == Class::Blunder,
        "{verdict:?}"
    );
    // A move that is not the computer's takes nothing back, nor does a look not there.
    let mut other = looks();
    settle(&mut other, &['b', 'y']);
    assert_eq!(other, looks());
    let mut missing = looks();
    missing[1] = None;
    settle(&mut missing, &['b', 'x']);
    assert_eq!(missing[0], looks()[0]);
}

#[test]
fn test_the_only_move_is_named_when_played() {
    let before = Look {
        only_move: true,
        ..seen(0, 'a', 500)
    };
    let after = seen(1, 'x', 500);
    assert!(judge(&before, &after, &'a').expect("a mover").only_move);
    assert!(!judge(&before, &after, &'b').expect("a mover").only_move);
}

#[test]
fn test_summaries_count_each_players_classes_and_accuracy() {
    let verdict = |mover, loss| Verdict {
        mover,
        before: 500,
        after: 500 - loss,
        loss,
        class: Class::of(loss),
        only_move: false,
        missed_win: false,
        forced_loss: false,
        decided: false,
    };
    let verdicts = [
        verdict(0, 0),
        verdict(1, 50),
        verdict(0, 250),
        verdict(1, 0),
    ];
    let summaries = summarise(&verdicts, 2);
    assert_eq!(summaries[0].counts, [1, 0, 0, 1, 0]);
    assert_eq!(summaries[0].decided, 0);
    assert_eq!(summaries[1].counts, [1, 1, 0, 0, 0]);
    // (100 + 50) / 2 and (90 + 100) / 2.
    assert!((summaries[0].accuracy - 75.0).abs() < 1e-9);
    assert!((summaries[1].accuracy - 95.0).abs() < 1e-9);
    assert_eq!(accuracy(500), 0.0);
    assert_eq!(accuracy(1000), 0.0);
    assert_eq!(summarise(&[], 3)[2].accuracy, 100.0);
    // Moves where the game was decided count toward neither.
    let decided = Verdict {
        decided: true,
        ..verdict(1, 0)
    };
    let summaries = summarise(&[verdict(1, 400), decided, decided], 2);
    assert_eq!(summaries[1].counts, [0, 0, 0, 0, 1]);
    assert_eq!(summaries[1].decided, 2);
    assert!((summaries[1].accuracy - 20.0).abs() < 1e-9);
}

#[test]
fn test_the_key_moment_is_the_worst_move() {
    let verdict = |class, loss, decided| {
        Some(Verdict {
            mover: 0,
            before: 1000,
            after: 1000 - loss,
            loss,
            class,
            only_move: false,
            missed_win: false,
            forced_loss: false,
            decided,
        })
    };
    use Class::*;
    // A blunder by a proof outweighs a larger loss that is only a mistake; of equals, the
    // first; decided moves and best moves are none.
    let verdicts = [
        verdict(Mistake, 290, false),
        None,
        verdict(Blunder, 180, false),
        verdict(Blunder, 180, false),
        verdict(Blunder, 900, true),
    ];
    assert_eq!(key_moment(&verdicts), Some(2));
    assert_eq!(key_moment(&verdicts[..2]), Some(0));
    assert_eq!(key_moment(&[verdict(Best, 10, false)]), None);
}

/// The game after `moves` (tokens), with the review's settings and no clock.
fn position<G: Computer + Default>(moves: &str) -> G {
    let mut game = G::default();
    for token in moves.split_whitespace() {
        game.play_token(token).expect("a legal move");
    }
    game
}

/// The verdict on `played` after `moves`, by the review's own searches.
fn verdict<G: Computer + Default>(moves: &str, played: &str) -> Verdict {
    let game: G = position(moves);
    let mut settings = settings(&game, LEVEL);
    settings.limits.time_ms = None;
    let before = look(&game, &settings, 1, &NoClock);
    let mut next = game.clone();
    let m = next.play_token(played).expect("a legal move");
    let after = look(&next, &settings, 1, &NoClock);
    judge(&before, &after, &m).expect("someone to move")
}

#[test]
fn test_caro_a_four_left_open_is_a_blunder_and_the_five_is_best() {
    // Black's h8–k8 is closed at g8; White must stop it at l8 (or m8, which closes the
    // five at both ends) but makes a three of his own instead.
    let moves = "h8 g8 i8 h7 j8 i7 k8";
    let blunder = verdict::<Caro>(moves, "j7");
    assert_eq!((blunder.mover, blunder.class), (1, Class::Blunder));
    assert_eq!(blunder.after, 0);
    // Either block keeps the game; which is better is the search's judgement (level 5
    // prefers m8), so one of them is the best move and the other at worst good.
    let blocks = ["l8", "m8"].map(|block| verdict::<Caro>(moves, block).class);
    assert!(blocks.contains(&Class::Best), "{blocks:?}");
    assert!(
        blocks
            .iter()
            .all(|c| [Class::Best, Class::Good].contains(c)),
        "{blocks:?}"
    );
    assert_eq!(
        verdict::<Caro>(&format!("{moves} j7"), "l8").class,
        Class::Best
    );
}

/// The verdict on `played` after `moves`, which the search proves to lose (it did not
/// before): a blunder, although the win chance it gave away alone would make it less.
fn forced_loss<G: Computer + Default>(moves: &str, played: &str) -> Verdict {
    let lost = verdict::<G>(moves, played);
    assert!(lost.forced_loss && !lost.decided, "{lost:?}");
    assert_eq!((lost.class, lost.after), (Class::Blunder, 0), "{lost:?}");
    assert!(Class::of(lost.loss) < Class::Blunder, "{lost:?}");
    lost
}

#[test]
fn test_caro_a_stone_into_a_forced_loss_is_a_blunder() {
    // White had about a quarter (a mistake by the percentages); after h10 Black wins by
    // force.
    let lost = forced_loss::<Caro>("h8 h7 f5 g8 i6 g7 g4 g10 g9 j6 f4", "h10");
    assert_eq!(lost.mover, 1);
}

#[test]
fn test_karo_four_a_move_into_a_forced_loss_is_a_blunder() {
    let moves = "k10 i10 l11 k11 j10 j9 i11 j11 l10 l12 k12 k9 k12-m10/h12 k11-m9/i12 l11-n9/h9 \
                 j9-l11 l10-n8/h11 j11-l9 j10-l10 k9-m11/h10 n9-n10/i9";
    assert_eq!(forced_loss::<KaroFour>(moves, "l12-k11").mover, 0);
}

#[test]
fn test_karo_jumpers_a_move_into_a_forced_loss_is_a_blunder() {
    let moves = "c1-a3 b8-b6 a1-a4 b6-a5 b1-b3 a5-a1 b2-c3 c8-a6 b3-b4 a8-a5 c2-b3 a7-b6 a2-b2 \
                 c7-b8 b2-b5 b8-b2 b3-b8 b6-b3 b4-b6 b7-a7 a3-b4 a7-a3 b4-b7 a3-a2 b6-c7 b3-a3 \
                 b7-a7 a3-c1 b5-c6 a6-b5 c6-c8 a5-b4";
    assert_eq!(forced_loss::<KaroJumpers>(moves, "c3-a5").mover, 1);
}

#[test]
fn test_kauri_a_sowing_into_a_forced_loss_is_a_blunder() {
    // North had under a fifth: an inaccuracy by the percentages.
    let moves = "f d b b c f e a a b b a a d f f e b b e d";
    assert_eq!(forced_loss::<Kauri>(moves, "c").mover, 1);
}

#[test]
fn test_azacru_a_step_into_a_forced_loss_is_a_blunder() {
    let moves = "g1-h2 c1-d2 h2-h3 i1-h1 i5-h6 h1-g2 h3-h4 d2-d3 h4-g5 c9-b8 a9-a8 b8-b7 a8-a7 \
                 b7-b6 g9-g8 b6-c5 h6-g6 g2-f3 g8-g7 c5-e3r g7-i5 f3-b7r i5-i4 e3-e2 a7-a6 d3-b5r \
                 i4-i3r b7-c8 g6-e8 c8-d8 i3-g1 e2-f1 g5-e7l d8-e9";
    assert_eq!(forced_loss::<Azacru>(moves, "e7-c7r").mover, 0);
}

#[test]
fn test_caro_the_only_stone_that_stops_a_five_is_the_only_move() {
    // White's l11 makes l7 l8 · l10 l11: only a stone in the gap, l9, stops the five.
    let moves = "h8 j6 j10 h6 f8 i9 k9 l8 k7 i6 k6 k8 j7 i8 i10 l7 l5 g5 i4 l10 j11 j12 k4 f4 \
                 e3 k11 n8 g6 f6 k12 m6 n7 m5 l11";
    let saved = verdict::<Caro>(moves, "l9");
    assert!(saved.only_move, "{saved:?}");
    assert_eq!(saved.class, Class::Best);
}

#[test]
fn test_kauri_a_sowing_that_hands_over_the_game_is_a_blunder() {
    // After `e` North wins by force: the search sees it within nine plies.
    let moves = "c d e e d b f f b e d c";
    let blunder = verdict::<Kauri>(moves, "e");
    assert_eq!((blunder.mover, blunder.class), (0, Class::Blunder));
    assert_eq!(blunder.after, 0);
    // South's 31st stone ends the game at once (rule 16).
    let won = "c d e e d b f f b e d c a e c b a d c c b f e b b e d f a c b a f d c a a b \
               f f e a c c d f b e";
    assert_eq!(verdict::<Kauri>(won, "a").class, Class::Best);
}

#[test]
fn test_karo_four_a_won_game_given_away_is_a_blunder_and_a_missed_win() {
    let moves = "i10 i12 k10 j10 k11 j9 k9 i11 j12 k12 j11 l10 i10-k8/h9 l10-j8/h10 j12-l10 \
                 k12-i10 j11-l9 j10-h10/l12 k10-m10/h12 i11-i9 k9-m11/h11 j9-j7/k12";
    let blunder = verdict::<KaroFour>(moves, "k8-k9");
    assert_eq!(blunder.class, Class::Blunder);
    assert!(blunder.missed_win, "{blunder:?}");
    // The move that completes the row.
    assert_eq!(verdict::<KaroFour>(moves, "m11-n11/j12").class, Class::Best);
}

#[test]
fn test_karo_jumpers_a_lost_race_is_a_blunder() {
    let moves = "a1-a3 c8-c6 c1-c3 b8-b6 a2-b3 b7-a6 a3-b4 b6-a5 b1-b5 a8-a4 b3-b6 a6-a3 c2-b3 \
                 c7-b7 b3-b8 b7-b3 b2-a2 a5-a1 b5-a6 a7-b7 a2-a5 c6-b5";
    assert_eq!(verdict::<KaroJumpers>(moves, "a6-a2").class, Class::Blunder);
    // The last piece home.
    let won = "b1-b3 c8-a6 a1-c3 a8-a5 b3-c4 a7-b6 c1-c5 a6-b5 c2-b3 b8-b4 b3-b8 c7-c6 b2-c2 \
               b6-b3 c2-c7 c6-c2 c5-b6 b5-b2 a2-a3 b7-c6 c4-a4 a5-b5 a3-a5 b5-b1 a5-a6 b4-c5 \
               c3-c4 c6-c3 c4-c6 c3-c4 a4-a5 c5-c3 a5-a7 c4-a2 a6-a8 c2-c1 c6-b7 c3-c2 b8-c8 \
               a2-a1";
    assert_eq!(verdict::<KaroJumpers>(won, "b6-b8").class, Class::Best);
}

#[test]
fn test_azacru_a_won_game_given_away_is_a_blunder_and_the_last_move_is_best() {
    let moves = "g1-h2 c1-d2 h2-h3 i1-h1 i5-h4 h1-g2 h4-g3r g2-f3 g9-g8 c9-b8 a9-b9 a5-b6 b9-c8 b6-c7r \
                 g8-f7 b8-b7 c8-d8r d2-f2 g3-d6l b7-c6 d6-c5 c6-e6r f7-f6 c7-e5r f6-g5 e5-d4 h3-h6 \
                 d4-d2r c5-c4 e6-e3r d8-e8 e3-e2 h6-e9l f3-c6l e8-f8 c6-b5 c4-c2r e2-f1 c2-b2 f1-i1l \
                 b2-a3 b5-b4 a3-a4 i1-i2 a4-d7 i2-g4 d7-f7 f2-i5l g5-i3r g4-e4l e9-b9 e4-e1r b9-a8 \
                 i5-i6 a8-a4l e1-d1 a4-c4 i6-h7l f7-g6r h7-g7 c4-h4 b4-c3 g6-f5r g7-e5 f8-g9r c3-d3 \
                 g9-i7 d1-a1r i7-i4r a1-a2 i4-f4r a2-b3 f5-a5 b3-c3 f4-f9r c3-e1l f9-h9r d3-h7";
    let blunder = verdict::<Azacru>(moves, "h9-i9");
    assert_eq!(blunder.class, Class::Blunder);
    assert!(blunder.missed_win, "{blunder:?}");
    // West's last turn after East passed (rule 20), which wins the game.
    let last = format!("{moves} h9-i9 e1-g1l i3-h2 g1-g6 pass");
    assert_eq!(verdict::<Azacru>(&last, "d2-a2").class, Class::Best);
}

#[test]
fn test_azacru_with_three_players_gives_each_a_chance() {
    use engine::GameOptions;
    let options = <Azacru as Game>::Options::from_assignments(["players=3"]).expect("options");
    let game = Azacru::new(options);
    let mut settings = settings(&game, LEVEL);
    settings.limits.time_ms = None;
    let look = look(&game, &settings, 1, &NoClock);
    assert_eq!(look.mover, Some(0));
    assert_eq!(look.chances.len(), 3);
    let total: u16 = look.chances.iter().sum();
    assert!((990..=1010).contains(&total), "{:?}", look.chances);
    assert!(look.chances.iter().all(|&c| c > 100), "{:?}", look.chances);
    assert_eq!(look.line.first(), look.best.as_ref());
}

#[test]
fn test_a_look_ahead_is_the_look_at_the_position_it_followed_to() {
    // Black's only stone is l9 (see above): the look follows it, looks at White's position
    // after it, and hands that look on, which a review then takes instead of searching it
    // again.
    let moves = "h8 j6 j10 h6 f8 i9 k9 l8 k7 i6 k6 k8 j7 i8 i10 l7 l5 g5 i4 l10 j11 j12 k4 f4 \
                 e3 k11 n8 g6 f6 k12 m6 n7 m5 l11";
    let game: Caro = position(moves);
    let mut settings = settings(&game, LEVEL);
    settings.limits.time_ms = None;
    let mut ahead = Vec::new();
    let first = look_ahead(&game, &settings, 1, &NoClock, &mut |next: &Caro, look| {
        ahead.push((next.clone(), look.clone()));
    });
    assert_eq!(first, look(&game, &settings, 1, &NoClock));
    let Some((next, taken)) = ahead.first() else {
        panic!("no position followed to: {first:?}");
    };
    assert_eq!(
        next.to_code(),
        position::<Caro>(&format!("{moves} l9")).to_code()
    );
    assert_eq!(*taken, look(next, &settings, 1, &NoClock));
    // And a review takes the same looks as one look at each position.
    let played: Vec<_> = ["l9", "m10"]
        .iter()
        .scan(game.clone(), |game, token| game.play_token(token).ok())
        .collect();
    let reviewed = review(&game, &played, &settings, 1, &NoClock);
    let mut at = game.clone();
    for (i, looked) in reviewed.looks.iter().enumerate() {
        assert_eq!(*looked, look(&at, &settings, 1, &NoClock), "position {i}");
        if let Some(&m) = played.get(i) {
            at.play_unchecked(m);
        }
    }
}
