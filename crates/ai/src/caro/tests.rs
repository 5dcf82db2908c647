use super::*;
use crate::NoClock;
use engine::caro::{CaroOptions, Closed, Opening, Overline, Person};

fn game_with(options: CaroOptions, moves: &str) -> Caro {
    engine::replay::<Caro>(options, moves.split_whitespace())
        .expect("legal moves")
        .0
}

fn game(moves: &str) -> Caro {
    game_with(CaroOptions::default(), moves)
}

fn chosen(game: &Caro, level: Level, seed: u64) -> String {
    let m = crate::choose_move(game, level, seed, &NoClock).expect("a move");
    assert!(game.is_legal(m), "{m} is not legal in {game:?}");
    m.to_string()
}

#[test]
fn test_takes_a_win_in_one() {
    let g = game("h8 a1 i8 a2 j8 a3 k8 a4");
    for level in Level::ALL {
        for seed in 0..3 {
            let m = chosen(&g, level, seed);
            assert!(["g8", "l8"].contains(&m.as_str()), "{level}: {m}");
        }
    }
}

#[test]
fn test_blocks_a_five_threat_at_every_level() {
    // Black to move must answer white's four i5 j5 k5 l5, closed at h5 by black.
    let g = game("h5 i5 h6 j5 a15 k5 c15 l5");
    for level in Level::ALL {
        for seed in 0..(6 - u64::from(level.get())) / 2 {
            let m = chosen(&g, level, seed);
            // m5 completes white's five; in Caro n5 also stops it (h5 closes the other end).
            assert!(
                ["m5", "n5"].contains(&m.as_str()),
                "{level} seed {seed}: {m}"
            );
        }
    }
}

#[test]
fn test_a_dead_five_is_not_a_win() {
    // Black: c8 d8 e8 f8 between white b8 and h8; g8 would make a five closed at both
    // ends. White threatens to win at k12 (open four g12..j12 needs only one more).
    let g = game("c8 b8 d8 h8 e8 g12 f8 h12 a1 i12 a3 j12");
    let five = Board::new(&g);
    let mut fives = Vec::new();
    five.five_points(board::BLACK, &mut fives);
    assert!(fives.is_empty(), "g8 makes a dead five");
    for level in Level::ALL {
        let m = chosen(&g, level, 1);
        assert!(["f12", "k12"].contains(&m.as_str()), "{level}: {m}");
    }
    // Without the closed rule g8 wins.
    let options = CaroOptions {
        closed: Closed::Never,
        ..CaroOptions::default()
    };
    let g = game_with(options, "c8 b8 d8 h8 e8 g12 f8 h12 a1 i12 a3 j12");
    assert_eq!(chosen(&g, Level::MIN, 1), "g8");
}

#[test]
fn test_blocks_the_far_end_when_it_is_the_only_defence() {
    // Black has two fours closed at one end by white (d10 and j4): e10..h10 wants i10,
    // j5..j8 wants j9, and both fives would end on j10. White's only defence is j10.
    let g = game("e10 d10 f10 j4 g10 a1 h10 a3 j5 a5 j6 c1 j7 c3 j8");
    let mut board = Board::new(&g);
    let mut defences = Vec::new();
    board.defences(board::BLACK, &mut defences);
    assert_eq!(defences.len(), 1);
    for level in Level::ALL {
        assert_eq!(chosen(&g, level, 3), "j10", "{level}");
    }
}

#[test]
fn test_a_stone_beyond_an_open_three_stops_it() {
    // Black's open three h8 i8 j8 with white on f8: k8 makes a four with five points g8 and
    // l8, but white l8 blocks one and leaves the other a five closed at both ends (f8, l8).
    let g = game("h8 a1 i8 a3 j8");
    let mut board = Board::new(&g);
    let mut answers = Vec::new();
    moves::answers_to_threat(&mut board, board::BLACK, &mut answers);
    for p in ["f8", "g8", "k8", "l8"] {
        let c = board::cell(p.parse().expect("a point"));
        assert!(answers.contains(&c), "{p} answers the three");
    }
    let g = game("h8 a1 i8 a3 j8 f8 k8");
    for level in Level::ALL {
        assert_eq!(chosen(&g, level, 0), "l8", "{level}");
    }
}

#[test]
fn test_overline_rules_decide_what_wins() {
    // Black: d8 e8 f8 g8 and i8: h8 makes six, c8 five.
    let moves = "d8 a1 e8 a3 f8 a5 g8 a7 i8 a9";
    for seed in 0..4 {
        let m = chosen(&game(moves), Level::MIN, seed);
        assert!(["c8", "h8"].contains(&m.as_str()), "{m}");
    }
    let exact = CaroOptions {
        overline: Overline::NoWin,
        ..CaroOptions::default()
    };
    // Six does not win: black wins at c8 instead.
    assert_eq!(chosen(&game_with(exact, moves), Level::MAX, 0), "c8");
}

#[test]
fn test_finds_a_win_by_continuous_fours() {
    // Black has a three d4 e4 f4 closed by white c4, and g5 g6 g7 closed by g8: g4 makes
    // a four on the row (wanting h4) and one on the column (wanting g3). Two fours at
    // once: a win.
    let g = game("d4 c4 e4 g8 f4 a15 g5 c15 g6 e15 g7 a13");
    let thought =
        crate::think(&g, &g.settings(Level::new(3).expect("3")), 0, &NoClock).expect("a move");
    assert_eq!(thought.chosen.to_string(), "g4");
    assert!(thought.score >= alpha_beta::WON);
}

#[test]
fn test_every_phase_of_the_swap_openings_gets_a_legal_move() {
    let swap = CaroOptions {
        opening: Opening::Swap,
        ..CaroOptions::default()
    };
    let swap2 = CaroOptions {
        opening: Opening::Swap2,
        ..CaroOptions::default()
    };
    for (options, moves) in [
        (swap, ""),
        (swap, "h8"),
        (swap, "h8 i9"),
        (swap, "h8 i9 h10"),
        (swap, "h8 i9 h10 =b"),
        (swap, "h8 i9 h10 =w"),
        (swap2, "h8 i9 h10"),
        (swap2, "h8 i9 h10 j9"),
        (swap2, "h8 i9 h10 j9 g10"),
        (swap2, "h8 i9 h10 j9 g10 =b"),
        (swap2, "h8 i9 h10 =w"),
    ] {
        let g = game_with(options, moves);
        // The same code runs at every level; the strongest only spends more nodes.
        for level in [Level::MIN, Level::new(3).expect("3")] {
            let m = chosen(&g, level, 5);
            // Only the first swap2 choice may be a stone instead (stones 4 and 5).
            let may_place = options.opening == Opening::Swap2 && g.stones() == 3;
            if g.is_choice_due() && !may_place {
                assert!(m.starts_with('='), "{moves}: {m}");
            }
        }
    }
}

#[test]
fn test_colour_choice_takes_the_side_that_is_winning() {
    // Black's h8 h9 against white's far-away a1: black is better. A swap chooser takes
    // black.
    let swap = CaroOptions {
        opening: Opening::Swap,
        ..CaroOptions::default()
    };
    let g = game_with(swap, "h8 a1 h9");
    assert_eq!(chosen(&g, Level::MAX, 0), "=b");
    // Black's h8 and j10 around white's i9, white to move after the choice: close to
    // balanced. Either choice is legal.
    let g = game_with(swap, "h8 i9 j10");
    let m = chosen(&g, Level::MAX, 0);
    assert!(m == "=b" || m == "=w");
}

#[test]
fn test_a_near_full_board_gets_a_legal_move() {
    // Stones in a pattern without five in a row, all but a few points filled.
    let colour = |row: usize, col: usize| (col / 2 + row) % 2;
    let mut cells = [[None; 15]; 15];
    let mut counts = [0usize; 2];
    for (row, line) in cells.iter_mut().enumerate() {
        for (col, cell) in line.iter_mut().enumerate() {
            let c = colour(row, col);
            *cell = Some(c);
            counts[c] += 1;
        }
    }
    // Leave the last points of the top row empty until black has as many stones as
    // white, or one more.
    let mut col = 14;
    let mut emptied = 0;
    while !(counts[0] == counts[1] || counts[0] == counts[1] + 1) || emptied < 3 {
        if let Some(c) = cells[14][col].take() {
            counts[c] -= 1;
            emptied += 1;
        }
        col -= 1;
    }
    let code: Vec<String> = cells
        .iter()
        .rev()
        .map(|line| {
            let mut text = String::new();
            let mut empty = 0;
            for cell in line {
                match cell {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            text += &empty.to_string();
                            empty = 0;
                        }
                        text.push(if *c == 0 { 'b' } else { 'w' });
                    }
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            text
        })
        .collect();
    let code = format!("{}.1", code.join("/"));
    let mut g = Caro::from_code(CaroOptions::default(), &code).expect("a valid position");
    while !g.is_over() {
        let m = crate::choose_move(&g, Level::MAX, 0, &NoClock).expect("a move");
        assert!(g.is_legal(m), "{m}");
        g.play_unchecked(m);
    }
    assert!(g.is_over());
}

#[test]
fn test_same_seed_same_move_and_levels_vary() {
    let g = game("h8 i9 i8 g8");
    for level in Level::ALL.into_iter().take(3) {
        assert_eq!(chosen(&g, level, 11), chosen(&g, level, 11), "{level}");
    }
    // The weakest level does not always play the same move.
    let moves: std::collections::HashSet<String> =
        (0..12).map(|seed| chosen(&g, Level::MIN, seed)).collect();
    assert!(moves.len() > 1, "{moves:?}");
}

#[test]
fn test_finds_a_win_by_threes() {
    // Black g8 h8 on the row and i9 i10 on the column, far from white: i8 makes two open
    // threes at once. No four is in sight, so only a search of threats finds the win.
    let g = game("g8 a1 h8 a3 i9 a5 i10 c1");
    assert_eq!(forced_win(&g, 100_000), None);
    let thought = crate::think(&g, &g.settings(Level::MAX), 0, &NoClock).expect("a move");
    assert!(thought.score >= alpha_beta::WON, "{thought:?}");
    // Every winning first move makes a double threat around the corner i8 of the two
    // twos; i8 itself is the clearest.
    assert_eq!(thought.chosen.to_string(), "i8");
}

#[test]
fn test_weak_levels_err_near_good_moves_not_at_random() {
    // White threatens an open four (h8 i8 j8); black has a1 a3 a5 on the edge.
    let g = game("a1 h8 a3 i8 a5 j8");
    let mut seen = std::collections::HashSet::new();
    for seed in 0..16 {
        let m = chosen(&g, Level::MIN, seed);
        // A block of the three (near or far end), or black's own four on the edge.
        assert!(
            ["f8", "g8", "k8", "l8", "a2", "a4", "a6"].contains(&m.as_str()),
            "seed {seed}: {m}"
        );
        seen.insert(m);
    }
    assert!(seen.len() >= 3, "{seen:?}");
    // From level 3 on, the open three is always answered next to it or at a far end.
    for level in [3, 4] {
        let level = Level::new(level).expect("a level");
        let m = chosen(&g, level, 0);
        assert!(
            ["f8", "g8", "k8", "l8"].contains(&m.as_str()),
            "{level}: {m}"
        );
    }
}

#[test]
fn test_a_lost_position_still_blocks() {
    // White's open four g12..j12 cannot be stopped: black still blocks one end.
    let g = game("a1 g12 a3 h12 c1 i12 c3 j12");
    for level in [Level::MIN, Level::MAX] {
        let m = chosen(&g, level, 0);
        assert!(["f12", "k12"].contains(&m.as_str()), "{level}: {m}");
    }
}

#[test]
fn test_swap2_balanced_stones_get_stones_4_and_5_and_the_opener_chooses() {
    let swap2 = CaroOptions {
        opening: Opening::Swap2,
        ..CaroOptions::default()
    };
    let level = Level::new(3).expect("3");
    // Three scattered stones: balanced, so the responder places stones 4 and 5.
    let mut g = game_with(swap2, "h8 f10 d12");
    for stone in [4, 5] {
        let m = chosen(&g, level, 1);
        assert!(!m.starts_with('='), "stone {stone}: {m}");
        g.play_token(&m).expect("legal");
        assert_eq!(g.holder(Colour::Black), None);
    }
    assert!(g.is_choice_due());
    assert_eq!(g.person_to_move(), Some(Person::Opener));
    let choice = chosen(&g, level, 1);
    assert!(choice == "=b" || choice == "=w", "{choice}");
    g.play_token(&choice).expect("legal");
    assert!(g.holder(Colour::Black).is_some());
    // Black's two in a row with white far away: the responder takes black at once.
    let g = game_with(swap2, "h8 a1 h9");
    assert_eq!(chosen(&g, level, 1), "=b");
}

/// One position of the tactical set: its kind, the game, and the stones that solve it.
struct Tactic {
    line: &'static str,
    game: Caro,
    answers: Vec<&'static str>,
}

/// The tactical set (`data/caro-tactics.txt`), whose answers `examples/caro_tactics.rs`
/// proved with a referee that knows only the rules.
fn tactics() -> Vec<Tactic> {
    include_str!("../../data/caro-tactics.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (position, answers) = line.split_once(" -> ").expect("position -> answers");
            let words: Vec<&str> = position.split_whitespace().collect();
            let rule = words
                .iter()
                .find_map(|w| w.strip_prefix("rule="))
                .expect("a rule");
            let options = CaroOptions {
                overline: if rule == "9" {
                    Overline::NoWin
                } else {
                    Overline::Win
                },
                ..CaroOptions::default()
            };
            let moves = words.iter().skip_while(|w| !w.starts_with("rule=")).skip(1);
            let game = engine::replay::<Caro>(options, moves.copied())
                .expect("legal moves")
                .0;
            Tactic {
                line,
                game,
                answers: answers.split_whitespace().collect(),
            }
        })
        .collect()
}

/// Level 5 solves every position of the tactical set within its node budget: it plays a
/// stone that wins by fours, or one of the one or two stones that stop the opponent's.
#[test]
fn test_level_5_solves_the_tactical_set() {
    let set = tactics();
    assert!(set.len() >= 50, "{} positions", set.len());
    for kind in ["fours ", "save ", "rule=9", " caro "] {
        assert!(set.iter().any(|t| t.line.contains(kind)), "no {kind}");
    }
    let failures: Vec<String> = crate::shared_out::on_every_core(&set, |t| {
        let m = chosen(&t.game, Level::MAX, 0);
        (!t.answers.contains(&m.as_str())).then(|| format!("{m}: {}", t.line))
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Level 1 is for people who have just learnt the game: a beginner who looks one stone
/// ahead ([`glance`]) beats it more often than not.
#[test]
fn test_level_1_loses_to_a_beginner() {
    let score = |level: Level| -> f64 {
        let mut points = 0.0;
        let games = 40;
        for seed in 0..games {
            let level_first = seed % 2 == 0;
            let mut g = game("");
            let mut ply = 0;
            while !g.is_over() {
                let m = if (ply % 2 == 0) == level_first {
                    crate::choose_move(&g, level, seed * 1000 + ply, &NoClock)
                } else {
                    glance(&g)
                };
                g.play_unchecked(m.expect("a move"));
                ply += 1;
            }
            let level_colour = if level_first {
                Colour::Black
            } else {
                Colour::White
            };
            points += match g.outcome() {
                Some(engine::Outcome::Winner(seat)) if seat == level_colour.seat() => 1.0,
                Some(engine::Outcome::Winner(_)) => 0.0,
                _ => 0.5,
            };
        }
        points / games as f64
    };
    let level_1 = score(Level::MIN);
    assert!(level_1 < 0.4, "level 1 scored {level_1} against a beginner");
}

#[test]
fn test_the_openings_are_legal_three_stone_starts() {
    for (rule, overline) in [(8, Overline::Win), (9, Overline::NoWin)] {
        let openings = openings(rule);
        assert!(openings.len() >= 200, "rule {rule}: {}", openings.len());
        for opening in &openings {
            let mut game = Caro::new(CaroOptions {
                overline,
                ..CaroOptions::default()
            });
            for token in opening {
                game.play_token(token).expect("a legal opening");
            }
            assert_eq!((opening.len(), game.is_over()), (3, false), "{opening:?}");
        }
    }
    assert_ne!(openings(8), openings(9));
    assert_eq!(
        read_openings("# a comment\n\nh8 i9 j10 # 512\n h8  g7 f6\n"),
        [["h8", "i9", "j10"], ["h8", "g7", "f6"]]
    );
}
