//! Every shipped puzzle of Kauri, Karo and Azacru proved again, as the generator proved it
//! (`tessera puzzles`, `puzzles::best_move`): its move's win chance, by the review's looks,
//! far above every other move's; and each solved as the site plays it, through a lesson's
//! try, where any other move misses.

use ai::Computer;
use engine::GameId;
use learn::{
    Attempt, Progress,
    puzzle::{Puzzle, Puzzles},
};
use tessera_cli::puzzles::{
    Start,
    best_move::{GAP, HOLDS, prove},
    generate, shipped,
};

/// The games whose puzzles are best moves.
const GAMES: [GameId; 4] = [
    GameId::Kauri,
    GameId::KaroFour,
    GameId::KaroJumpers,
    GameId::Azacru,
];

fn puzzles(game: GameId) -> Vec<Puzzle> {
    let set: Puzzles = serde_json::from_str(shipped(game)).expect("the puzzles read");
    assert_eq!(set.game, game.as_str());
    set.puzzles
}

/// Proves `puzzle` of game `G` again and plays it through a try.
fn proves<G: Computer>(puzzle: &Puzzle) {
    let level = puzzle.level();
    let attempt = Attempt::<G>::new(&level).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
    let game = attempt.game().clone();
    let proof = prove(&game).unwrap_or_else(|| panic!("{}: no longer a puzzle", puzzle.id));
    assert_eq!(
        game.format_move(proof.best),
        puzzle.solution[0],
        "{}: the best move",
        puzzle.id
    );
    assert!(
        proof.chance >= HOLDS && proof.chance >= proof.second + GAP,
        "{}",
        puzzle.id
    );
    // Solved by its move; missed by any other.
    let mut solved = attempt.clone();
    solved.play(&puzzle.solution[0]).expect("legal");
    assert!(
        matches!(solved.progress(), Progress::Done { stars: 3, .. }),
        "{}: {:?}",
        puzzle.id,
        solved.progress()
    );
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    for other in legal.iter().map(|&m| game.format_move(m)) {
        if other != puzzle.solution[0] {
            let mut wrong = attempt.clone();
            wrong.play(&other).expect("legal");
            assert_eq!(wrong.progress(), Progress::Missed, "{}: {other}", puzzle.id);
        }
    }
}

#[test]
fn test_every_best_move_puzzle_is_proved_again_and_solved_by_its_move_alone() {
    for game in GAMES {
        let puzzles = puzzles(game);
        assert!(puzzles.len() >= 50, "{game}: {} puzzles", puzzles.len());
        let ids: std::collections::HashSet<&String> = puzzles.iter().map(|p| &p.id).collect();
        assert_eq!(ids.len(), puzzles.len(), "{game}: an id twice");
        // On two threads: a proof looks at every move of the position.
        let (even, odd): (Vec<_>, Vec<_>) =
            puzzles.iter().enumerate().partition(|(i, _)| i % 2 == 0);
        let prove_all = |half: &[(usize, &Puzzle)]| {
            for (_, puzzle) in half {
                engine::with_game!(game, G => proves::<G>(puzzle));
            }
        };
        std::thread::scope(|scope| {
            let other = scope.spawn(|| prove_all(&odd));
            prove_all(&even);
            other.join().expect("the other half proved");
        });
    }
}

#[test]
fn test_the_generator_writes_kauris_shipped_puzzles_again_for_their_seed() {
    let mut games = Vec::new();
    let written = generate(GameId::Kauri, 1, 4, Start::default(), &mut |_, note| {
        // "game 7: kauri-2 (advantage)"
        let game = note.trim_start_matches("game ").split(':').next();
        games.push(
            game.and_then(|g| g.parse::<usize>().ok())
                .expect("a game's number"),
        );
    });
    assert_eq!(written[..], puzzles(GameId::Kauri)[..4]);

    // A run stopped after the game of the last puzzle but one goes on where it stopped.
    let last_game = games[3];
    let before = games.iter().filter(|&&g| g < last_game).count();
    let start = Start {
        game: last_game,
        found: before,
    };
    let went_on = generate(GameId::Kauri, 1, 4, start, &mut |_, _| {});
    assert_eq!(went_on[..], puzzles(GameId::Kauri)[before..4]);
    assert!(before > 0, "the puzzles come from more than one game");
}

#[test]
fn test_list_prints_every_games_puzzles() {
    for game in GAMES {
        let args = ["puzzles", "list", game.as_str()].map(str::to_owned);
        let out = tessera_cli::commands::run(&args).expect("the puzzles");
        let lines: Vec<serde_json::Value> = out
            .lines()
            .map(|line| serde_json::from_str(line).expect("a line of JSON"))
            .collect();
        let puzzles = puzzles(game);
        assert_eq!(lines.len(), puzzles.len());
        for (line, puzzle) in lines.iter().zip(&puzzles) {
            assert_eq!(line["game"], game.as_str());
            assert_eq!(line["solution"], serde_json::json!(puzzle.solution));
            assert_eq!(line["path"], format!("learn/{game}/#puzzle={}", puzzle.id));
        }
    }
}
