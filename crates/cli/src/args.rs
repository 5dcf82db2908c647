//! Reading the command line: `tessera <command> <game> [--opt KEY=VALUE]... [--] [MOVE]...`

/// What to do with the replayed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Print the legal moves.
    Legal,
    /// Print the state: who moves or the result, the score, the position code.
    Play,
    /// Play random games and print what came of them (a benchmark of the rules).
    Selfplay,
    /// Count the move paths to each depth (a check and a benchmark of move generation).
    Perft,
    /// Replay a record file and print as `play` does.
    Replay,
    /// Print the usage.
    Help,
}

/// A command line, read but not yet checked against the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Args<'a> {
    pub command: Command,
    /// The game id (for `replay`: the record file).
    pub game: &'a str,
    /// `KEY=VALUE` texts, in the order given.
    pub options: Vec<&'a str>,
    pub moves: Vec<&'a str>,
    /// `selfplay`: how many games, and the seed of the first.
    pub games: u64,
    pub seed: u64,
    /// `perft`: the deepest depth to count.
    pub depth: u32,
}

pub const USAGE: &str = "\
usage: tessera legal <game> [--opt KEY=VALUE]... [--] [MOVE]...
       tessera play  <game> [--opt KEY=VALUE]... [--] [MOVE]...
       tessera selfplay <game> [--opt KEY=VALUE]... [--games N] [--seed S] [--] [MOVE]...
       tessera perft <game> <depth> [--opt KEY=VALUE]... [--] [MOVE]...
       tessera replay <record-file | ->

legal     prints the legal moves of the side to move, one per line, sorted
play      prints who moves (or the result), the score, and the position code
selfplay  plays N random games from the given moves and prints the results
          and the speed (a benchmark of the rules)
perft     counts the move sequences of each length up to <depth>, and the speed
replay    replays a game record file (as the site downloads them) and prints as play

games: karo-four, karo-jumpers, kauri, azacru, caro
";

/// Reads the arguments (without the program name).
///
/// # Errors
///
/// A one-line `<what>: <reason>` message.
pub fn parse(args: &[String]) -> Result<Args<'_>, String> {
    let mut args = args.iter().map(String::as_str);
    let command = match args.next() {
        Some("legal") => Command::Legal,
        Some("play") => Command::Play,
        Some("selfplay") => Command::Selfplay,
        Some("perft") => Command::Perft,
        Some("replay") => Command::Replay,
        Some("help" | "--help" | "-h") => {
            return Ok(Args {
                command: Command::Help,
                game: "",
                options: Vec::new(),
                moves: Vec::new(),
                games: 0,
                seed: 0,
                depth: 0,
            });
        }
        Some(other) => {
            return Err(format!(
                "command '{other}': no such command (expected legal or play)"
            ));
        }
        None => return Err("command: missing (expected legal or play; see tessera --help)".into()),
    };
    let game = args.next().ok_or_else(|| match command {
        Command::Replay => "file: missing (a record file, or - for standard input)".to_owned(),
        _ => "game: missing (expected karo-four, karo-jumpers, kauri, azacru or caro)".to_owned(),
    })?;

    let mut options = Vec::new();
    let mut moves = Vec::new();
    let (mut games, mut seed) = (1000, 1);
    let depth = match command {
        Command::Perft => args
            .next()
            .and_then(|d| d.parse::<u32>().ok())
            .ok_or_else(|| "depth: expected a whole number after the game".to_owned())?,
        _ => 0,
    };
    while let Some(arg) = args.next() {
        match arg {
            "--" => {
                moves.extend(args.by_ref());
                break;
            }
            "--opt" => match args.next() {
                Some(assignment) => options.push(assignment),
                None => return Err("option: --opt needs KEY=VALUE".into()),
            },
            _ if arg.starts_with("--opt=") => options.push(&arg["--opt=".len()..]),
            "--games" | "--seed" if command == Command::Selfplay => {
                let value = args
                    .next()
                    .and_then(|n| n.parse::<u64>().ok())
                    .ok_or_else(|| format!("flag '{arg}': expected a whole number"))?;
                match arg {
                    "--games" => games = value,
                    _ => seed = value,
                }
            }
            _ if arg.starts_with("--") => {
                return Err(format!(
                    "flag '{arg}': no such flag (expected --opt KEY=VALUE)"
                ));
            }
            _ => moves.push(arg),
        }
    }
    Ok(Args {
        command,
        game,
        options,
        moves,
        games,
        seed,
        depth,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn test_options_then_moves() {
        let args = strings(&[
            "play",
            "caro",
            "--opt",
            "opening=swap",
            "--opt=closed=never",
            "h8",
            "--",
            "--x",
        ]);
        let parsed = parse(&args).expect("valid");
        assert_eq!(parsed.command, Command::Play);
        assert_eq!(parsed.game, "caro");
        assert_eq!(parsed.options, ["opening=swap", "closed=never"]);
        assert_eq!(parsed.moves, ["h8", "--x"]);
    }

    #[test]
    fn test_errors_name_what_is_wrong() {
        assert!(parse(&strings(&[])).is_err());
        assert!(parse(&strings(&["move", "caro"])).is_err());
        assert!(parse(&strings(&["legal"])).is_err());
        assert_eq!(
            parse(&strings(&["legal", "caro", "--opt"])),
            Err("option: --opt needs KEY=VALUE".into())
        );
        assert!(parse(&strings(&["legal", "caro", "--verbose"])).is_err());
    }
}
