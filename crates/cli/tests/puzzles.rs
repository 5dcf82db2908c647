//! Every shipped puzzle proved again, as the generator proved it (`tessera puzzles`): a win
//! by fours whose every stone is the only four the referee proves wins, the last a five;
//! a defence whose stone is the only one that saves; and each played to its end as the
//! site plays it, through a lesson's try.

use ai::caro::referee::{place, saving_stones, threatens_five, winning_fours, wins_now};
use engine::{Game, GameId, Outcome, caro::Caro};
use learn::{
    Attempt, Progress,
    puzzle::{DEFENCE, Puzzle, Puzzles},
};
use tessera_cli::puzzles::{Start, shipped};

fn caro_puzzles() -> Vec<Puzzle> {
    let text = shipped(GameId::Caro);
    let set: Puzzles = serde_json::from_str(text).expect("the puzzles read");
    assert_eq!(set.game, "caro");
    set.puzzles
}

/// The position of `puzzle`.
fn start(puzzle: &Puzzle) -> Caro {
    let options = puzzle
        .level()
        .typed_options()
        .expect("the puzzle's options");
    Caro::from_code(options, &puzzle.position).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id))
}

/// Proves a `vcf` puzzle again: its first stone the only four the referee proves wins
/// (against every reply: the proof of the whole win); then the line, each stone a four
/// (the last a five), each reply the block the site plays. (The generator found each of
/// the line's stones the only one; the first is what the solver must find, proved here.)
fn proves_its_win(puzzle: &Puzzle) {
    let mut game = start(puzzle);
    let winner = game.next_colour().seat();
    let only: Vec<String> = winning_fours(&game)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        only,
        puzzle.solution[..1],
        "{}: the winning fours",
        puzzle.id
    );
    let (last, line) = puzzle.solution.split_last().expect("a line");
    for pair in line.chunks(2) {
        let [four, reply] = pair else {
            panic!("{}: the line ends on a reply", puzzle.id);
        };
        game = place(&game, four.parse().expect("a point"));
        assert!(threatens_five(&game), "{}: {four} is a four", puzzle.id);
        let block = learn::block(&game).expect("a reply");
        assert_eq!(&game.format_move(block), reply, "{}: the reply", puzzle.id);
        game.play_unchecked(block);
    }
    assert!(
        wins_now(&game).iter().any(|p| &p.to_string() == last),
        "{}: the five",
        puzzle.id
    );
    game.play_token(last).expect("the five");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Winner(winner)),
        "{}",
        puzzle.id
    );
}

/// Proves `puzzle` again, whatever its theme.
fn proves(puzzle: &Puzzle) {
    if puzzle.themes.iter().any(|t| t == DEFENCE) {
        let game = start(puzzle);
        let only =
            saving_stones(&game, 1).map(|s| s.iter().map(ToString::to_string).collect::<Vec<_>>());
        assert_eq!(
            only,
            Some(puzzle.solution.clone()),
            "{}: the saving stone",
            puzzle.id
        );
    } else {
        proves_its_win(puzzle);
    }
}

#[test]
fn test_every_caro_puzzle_is_proved_again() {
    let puzzles = caro_puzzles();
    // As many as the Learn issue asks of Caro, of both kinds.
    assert!(puzzles.len() >= 200, "{} puzzles", puzzles.len());
    assert!(
        puzzles
            .iter()
            .any(|p| p.themes.iter().any(|t| t == "defence"))
    );
    let ids: std::collections::HashSet<&String> = puzzles.iter().map(|p| &p.id).collect();
    assert_eq!(ids.len(), puzzles.len(), "an id twice");
    // On two threads: the proofs are the suite's longest test but one.
    let (even, odd): (Vec<_>, Vec<_>) = puzzles.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    std::thread::scope(|scope| {
        let other = scope.spawn(|| odd.iter().for_each(|(_, p)| proves(p)));
        even.iter().for_each(|(_, p)| proves(p));
        other.join().expect("the other half proved");
    });
}

#[test]
fn test_every_caro_puzzle_is_solved_as_the_site_plays_it() {
    for puzzle in caro_puzzles() {
        let level = puzzle.level();
        let mut attempt = Attempt::<Caro>::new(&level).expect("the puzzle's level");
        for token in puzzle.solver_moves() {
            attempt
                .play(token)
                .unwrap_or_else(|e| panic!("{}: {token}: {e}", puzzle.id));
        }
        assert!(
            matches!(attempt.progress(), Progress::Done { stars: 3, .. }),
            "{}: {:?}",
            puzzle.id,
            attempt.progress()
        );
        // A wrong first move is not a solution.
        let mut wrong = Attempt::<Caro>::new(&level).expect("the puzzle's level");
        let mut legal = Vec::new();
        wrong.game().legal_moves(&mut legal);
        let other = legal
            .iter()
            .map(|&m| wrong.game().format_move(m))
            .find(|t| t != &puzzle.solution[0])
            .expect("another move");
        wrong.play(&other).expect("legal");
        assert!(
            !matches!(wrong.progress(), Progress::Done { .. }),
            "{}: {other} solves it",
            puzzle.id
        );
    }
}

#[test]
fn test_the_generator_writes_the_shipped_puzzles_again_for_their_seed() {
    // The shipped puzzles are seed 1's: the first of them, written again.
    let written =
        tessera_cli::puzzles::generate(GameId::Caro, 1, 1, Start::default(), &mut |_, _| {});
    assert_eq!(written[..], caro_puzzles()[..1]);
}

#[test]
fn test_list_prints_each_puzzle_on_a_line_of_json() {
    let args = |game: &str| ["puzzles", "list", game].map(str::to_owned);
    let out = tessera_cli::commands::run(&args("caro")).expect("Caro's puzzles");
    let puzzles = caro_puzzles();
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).expect("a line of JSON"))
        .collect();
    assert_eq!(lines.len(), puzzles.len());
    for (line, puzzle) in lines.iter().zip(&puzzles) {
        assert_eq!(line["id"], puzzle.id.as_str());
        assert_eq!(line["game"], "caro");
        assert_eq!(line["position"], puzzle.position.as_str());
        assert_eq!(line["solution"], serde_json::json!(puzzle.solution));
        assert_eq!(line["themes"], serde_json::json!(puzzle.themes));
        assert_eq!(line["path"], format!("learn/caro/#puzzle={}", puzzle.id));
        let to_move = start(puzzle).next_colour().seat();
        assert_eq!(line["to_move"], Caro::seat_name(to_move));
    }
    let refused = tessera_cli::commands::run(&args("go")).expect_err("no such game");
    assert!(refused.contains("go"), "{refused}");
}
