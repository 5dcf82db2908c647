//! The checks the fuzz targets run over the command line's parsers, in-process; the
//! command line's tests run them again on every input kept in `fuzz/corpus/`, so that
//! what fuzzing found stays fixed.

use std::io::Cursor;

use tessera_cli::{
    args::{self, Command, Parsed},
    commands,
    pbrain::{self, Thinking},
};

/// Nodes per pbrain move: enough to search, few enough for thousands of runs a second.
const PBRAIN_NODES: u64 = 200;

/// Lines as a command line's arguments: reading never panics; what reads is consistent
/// (levels 1 to 5, not both a level and a time); an error is one non-empty line. The
/// quick commands (`legal`, `play`, help, `perft` to depth 1) then run as the binary runs
/// them, with the same kind of answers.
pub fn cli_args(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let argv: Vec<String> = text.split('\n').map(str::to_owned).collect();
    let argv = if text.is_empty() { Vec::new() } else { argv };
    let level = |n: Option<u8>| n.is_none_or(|n| (1..=5).contains(&n));
    let quick = match args::parse(&argv) {
        Err(message) => {
            assert_one_line(&message);
            return;
        }
        Ok(Parsed::Help(text)) => {
            assert!(text.contains("Usage: tessera"), "help says how to use it");
            true
        }
        Ok(Parsed::Command(command)) => match command {
            Command::Ai(ai) => {
                assert!(level(ai.level) && (ai.level.is_none() || ai.time_ms.is_none()));
                false
            }
            Command::Match(m) => {
                assert!(level(Some(m.a)) && level(Some(m.b)));
                false
            }
            Command::Review(review) => {
                assert!(level(review.level));
                false
            }
            Command::Legal(_) | Command::Play(_) => true,
            Command::Perft(perft) => perft.depth <= 1,
            // Long runs, engines, or reading files and standard input.
            _ => false,
        },
    };
    if quick {
        match commands::run(&argv) {
            Ok(output) => assert!(output.ends_with('\n'), "output ends its last line"),
            Err(message) => assert_one_line(&message),
        }
    }
}

fn assert_one_line(message: &str) {
    assert!(
        !message.is_empty() && !message.contains('\n'),
        "one line: {message:?}"
    );
}

/// Any text as a pbrain session: answering never panics or fails but on unreadable input;
/// every answer is one of the protocol's (`OK`, a point `x,y` on the board, `ERROR …`,
/// `UNKNOWN …`, the `ABOUT` line); no command gets more than one answer.
pub fn pbrain(data: &[u8]) {
    let mut output = Vec::new();
    let served = pbrain::serve_with(
        Cursor::new(data),
        &mut output,
        Thinking::Nodes(PBRAIN_NODES),
    );
    match served {
        Ok(()) => {}
        Err(e) => {
            assert!(
                std::str::from_utf8(data).is_err(),
                "failed on readable input: {e}"
            );
            return;
        }
    }
    let output = String::from_utf8(output).expect("answers are text");
    let commands = data.split(|&b| b == b'\n').count();
    assert!(
        output.lines().count() <= commands,
        "more answers than commands"
    );
    for answer in output.lines() {
        assert!(is_answer(answer), "not a protocol answer: {answer:?}");
    }
}

fn is_answer(line: &str) -> bool {
    let point = |text: &str| text.parse::<u8>().is_ok_and(|n| n < 15) && !text.starts_with('+');
    match line.split_once(',') {
        _ if line == "OK" => true,
        _ if line.starts_with("ERROR ") || line.starts_with("UNKNOWN ") => true,
        _ if line.starts_with("name=\"tessera\"") => true,
        Some((x, y)) => point(x) && point(y),
        None => false,
    }
}
