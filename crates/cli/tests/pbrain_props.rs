//! Property tests for the pbrain protocol, in-process: whatever points the opponent
//! plays, each `TURN` gets one answer, and a move answered is a free point of the board.

use std::{collections::HashSet, io::Cursor};

use proptest::prelude::*;
use tessera_cli::pbrain::{Thinking, serve_with};

/// Few nodes: the property is about the protocol, not the strength of the moves.
const NODES: u64 = 300;

fn answers(input: &str) -> Vec<String> {
    let mut output = Vec::new();
    serve_with(Cursor::new(input), &mut output, Thinking::Nodes(NODES)).expect("serves");
    String::from_utf8(output)
        .expect("text")
        .lines()
        .map(str::to_owned)
        .collect()
}

fn point(answer: &str) -> Option<(u8, u8)> {
    let (x, y) = answer.split_once(',')?;
    Some((x.parse().ok()?, y.parse().ok()?))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn test_every_turn_is_answered_with_a_free_point(
        turns in prop::collection::vec((0..15u8, 0..15u8), 1..40),
        rule in prop::sample::select(vec![0u8, 1, 8, 9]),
    ) {
        let mut input = format!("START 15\nINFO rule {rule}\n");
        for (x, y) in &turns {
            input += &format!("TURN {x},{y}\n");
        }
        let answers = answers(&input);
        prop_assert_eq!(answers.len(), turns.len() + 1, "one answer a command");
        prop_assert_eq!(answers[0].as_str(), "OK");
        let mut taken = HashSet::new();
        for (turn, answer) in turns.iter().zip(&answers[1..]) {
            if !taken.insert(*turn) {
                prop_assert!(answer.starts_with("ERROR point"), "taken {:?}: {}", turn, answer);
                continue;
            }
            match point(answer) {
                Some(p) => {
                    prop_assert!(p.0 < 15 && p.1 < 15, "{}", answer);
                    prop_assert!(taken.insert(p), "answered a taken point: {}", answer);
                }
                None => prop_assert!(answer.starts_with("ERROR "), "{}", answer),
            }
        }
    }
}
