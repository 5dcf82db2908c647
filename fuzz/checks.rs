//! The checks the fuzz targets run on each input; the engine's tests run them again on
//! every input kept in `fuzz/corpus/`, so that what fuzzing found stays fixed.

use engine::{Game, GameId, GameOptions, Record};

/// Runs `check` for every game of the engine, `GameId::ALL`.
macro_rules! every_game {
    ($check:ident, $input:expr) => {
        for id in GameId::ALL {
            engine::with_game!(id, G => $check::<G>($input));
        }
    };
}

/// The first bytes walk a random game; the rest is a move token tried there. Reading and
/// playing it never panics, and a refused move changes nothing.
pub fn move_token(data: &[u8]) {
    fn check<G: Game + PartialEq>(data: &[u8]) {
        let (walk, token) = data.split_at(data.len().min(8));
        let mut game = G::new(Default::default());
        let mut moves = Vec::new();
        for &b in walk {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[usize::from(b) % moves.len()]);
        }
        let Ok(token) = std::str::from_utf8(token) else {
            return;
        };
        let before = game.clone();
        match game.play_token(token) {
            Err(_) => assert!(game == before, "a refused move changed the position"),
            Ok(m) => assert!(before.is_legal(m), "an illegal move was played"),
        }
    }
    every_game!(check, data);
}

/// Any text as a position code: reading never panics; a code that reads writes back to
/// a code of the same position; its moves run out exactly when it is over.
pub fn position_code(data: &[u8]) {
    fn check<G: Game + PartialEq>(text: &str) {
        let Ok(game) = G::from_code(Default::default(), text) else {
            return;
        };
        let again = G::from_code(Default::default(), &game.to_code());
        assert!(
            again.as_ref() == Ok(&game),
            "code round trip changed the position"
        );
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        assert_eq!(
            moves.is_empty(),
            game.is_over(),
            "moves run out exactly at the end"
        );
    }
    if let Ok(text) = std::str::from_utf8(data) {
        every_game!(check, text);
    }
}

/// Any text as a record file: reading never panics; a record that reads prints to a text
/// that reads to the same record.
pub fn record(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data)
        && let Ok(record) = text.parse::<Record>()
    {
        assert_eq!(record.to_string().parse::<Record>().as_ref(), Ok(&record));
    }
}

/// Any text as `key=value` options: reading never panics, and a new game with options
/// that read has moves.
pub fn options(data: &[u8]) {
    fn check<G: Game>(assignments: &[&str]) {
        if let Ok(options) = G::Options::from_assignments(assignments.iter().copied()) {
            let mut moves = Vec::new();
            G::new(options).legal_moves(&mut moves);
            assert!(!moves.is_empty(), "a new game has moves");
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        let assignments: Vec<&str> = text.split(['\n', ' ']).collect();
        every_game!(check, &assignments);
    }
}
