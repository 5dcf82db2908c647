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
    /// Play random games checking the rules' invariants after every move.
    Soak,
    /// Count the move paths to each depth (a check and a benchmark of move generation).
    Perft,
    /// Replay a record file and print as `play` does.
    Replay,
    /// Print the computer's move.
    Ai,
    /// Play the computer against itself at two levels and print the results.
    Match,
    /// Go through the moves with the computer and judge each one.
    Review,
    /// Speak the Gomocup (Piskvork) protocol for Caro on standard input and output.
    Pbrain,
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
    /// `ai`: the level (1 to 5), or a time budget in milliseconds instead; `review`: the
    /// level whose search judges the moves.
    pub level: Option<u8>,
    pub time_ms: Option<u64>,
    /// `match`: the levels of players a and b.
    pub a: u8,
    pub b: u8,
    /// `ai --info`: also print the score, depth, nodes and speed; `match --info`: also
    /// print every game's moves.
    pub info: bool,
}

pub const USAGE: &str = "\
usage: tessera legal <game> [--opt KEY=VALUE]... [--] [MOVE]...
       tessera play  <game> [--opt KEY=VALUE]... [--] [MOVE]...
       tessera selfplay <game> [--opt KEY=VALUE]... [--games N] [--seed S] [--] [MOVE]...
       tessera soak <game> [--opt KEY=VALUE]... [--games N] [--seed S] [--] [MOVE]...
       tessera perft <game> <depth> [--opt KEY=VALUE]... [--] [MOVE]...
       tessera replay <record-file | ->
       tessera ai <game> [--opt KEY=VALUE]... [--level N | --time MS] [--seed S] [--info]
                  [--] [MOVE]...
       tessera match <game> [--opt KEY=VALUE]... --a LEVEL --b LEVEL [--games N] [--seed S]
                     [--info]
       tessera review <game> [--opt KEY=VALUE]... [--level N] [--seed S] [--] MOVE...
       tessera pbrain
       tessera duel caro --engine CMD --engine CMD [--turn MS] [--rule 8|9] [--games N]
                    [--sprt ELO0,ELO1] [--openings FILE] [--first K] [--jobs N] [--info]

legal     prints the legal moves of the side to move, one per line, sorted
play      prints who moves (or the result), the score, and the position code
selfplay  plays N random games from the given moves and prints the results
          and the speed (a benchmark of the rules)
soak      plays N random games checking after every move that the legal moves are
          legal, tokens and position codes read back, and that the game ends
perft     counts the move sequences of each length up to <depth>, and the speed
replay    replays a game record file (as the site downloads them) and prints as play
ai        prints the computer's move at level N (1 to 5, default 5), or thinking MS
          milliseconds at full strength; --info adds the score, depth, nodes and speed
match     plays the computer at level a against level b, N games (default 10)
          with alternating starts, and prints wins, draws and losses of each;
          --info adds every game's moves. With 3 or 4 players (azacru --opt
          players=3), seats alternate between the levels in turn order from the
          first mover (a b a b), swapping each game; a win shared by both levels
          is a draw
review    goes through the moves with the computer (by default at the review's level,
          4) and prints a line per move: its number, the move, the mover (1 began),
          the mover's win chance before it and after it, its class (best, good,
          inaccuracy, mistake, blunder; only move, missed a win, forced loss,
          decided), the computer's move and the line it expects; then each player's
          accuracy and counts (moves where the game was decided are not counted),
          and the key moment, the move of the highest class that gave away most
          (docs/review.md)
pbrain    plays Caro over the Gomocup (Piskvork) protocol on standard input and output
duel      plays two Gomocup engines (each a command line, the first the candidate)
          against each other at Caro: every opening (crates/ai/data/caro-openings.txt,
          caro-openings-rule9.txt with --rule 9, or --openings FILE) twice with
          colours swapped, MS a move (default 500), rule 8 (overlines win, the
          default) or 9 (exact five), until the SPRT of --sprt ELO0,ELO1 (default
          0,10; alpha = beta = 0.05) decides or N games (default 400) are played;
          prints the score with its error margin, the Elo difference, the SPRT's
          verdict and each engine's times; --first K starts at the K-th opening (from
          0); --jobs N plays N games at once; --info adds every game

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
        Some("soak") => Command::Soak,
        Some("perft") => Command::Perft,
        Some("replay") => Command::Replay,
        Some("ai") => Command::Ai,
        Some("match") => Command::Match,
        Some("review") => Command::Review,
        Some("pbrain") => Command::Pbrain,
        Some("help" | "--help" | "-h") => return Ok(Args::new(Command::Help, "")),
        Some(other) => {
            return Err(format!(
                "command '{other}': no such command (expected legal or play)"
            ));
        }
        None => return Err("command: missing (expected legal or play; see tessera --help)".into()),
    };
    if command == Command::Pbrain {
        return match args.next() {
            None => Ok(Args::new(Command::Pbrain, "caro")),
            Some(arg) => Err(format!("argument '{arg}': pbrain takes no arguments")),
        };
    }
    let game = args.next().ok_or_else(|| match command {
        Command::Replay => "file: missing (a record file, or - for standard input)".to_owned(),
        _ => "game: missing (expected karo-four, karo-jumpers, kauri, azacru or caro)".to_owned(),
    })?;

    let mut parsed = Args::new(command, game);
    parsed.games = match command {
        Command::Match => 10,
        _ => 1000,
    };
    parsed.depth = match command {
        Command::Perft => args
            .next()
            .and_then(|d| d.parse::<u32>().ok())
            .ok_or_else(|| "depth: expected a whole number after the game".to_owned())?,
        _ => 0,
    };
    let (mut a, mut b) = (None, None);
    while let Some(arg) = args.next() {
        match arg {
            "--" => {
                parsed.moves.extend(args.by_ref());
                break;
            }
            "--opt" => match args.next() {
                Some(assignment) => parsed.options.push(assignment),
                None => return Err("option: --opt needs KEY=VALUE".into()),
            },
            _ if arg.starts_with("--opt=") => parsed.options.push(&arg["--opt=".len()..]),
            "--info" if matches!(command, Command::Ai | Command::Match) => parsed.info = true,
            _ if arg.starts_with("--") && flags(command).contains(&arg) => {
                let value = args.next().and_then(|n| n.parse::<u64>().ok());
                let number =
                    || value.ok_or_else(|| format!("flag '{arg}': expected a whole number"));
                let level = || match value {
                    Some(n @ 1..=5) => Ok(n as u8),
                    _ => Err(format!("flag '{arg}': expected a level from 1 to 5")),
                };
                match arg {
                    "--games" => parsed.games = number()?,
                    "--seed" => parsed.seed = number()?,
                    "--time" => parsed.time_ms = Some(number()?),
                    "--level" => parsed.level = Some(level()?),
                    "--a" => a = Some(level()?),
                    _ => b = Some(level()?),
                }
            }
            _ if arg.starts_with("--") => {
                let expected: Vec<String> = ["--opt KEY=VALUE"]
                    .into_iter()
                    .chain(flags(command).iter().copied())
                    .map(str::to_owned)
                    .collect();
                return Err(format!(
                    "flag '{arg}': no such flag (expected {})",
                    join_or(&expected)
                ));
            }
            _ => parsed.moves.push(arg),
        }
    }
    if parsed.level.is_some() && parsed.time_ms.is_some() {
        return Err("flag '--time': give either --level or --time".into());
    }
    if command == Command::Match {
        match (a, b) {
            (Some(a), Some(b)) => (parsed.a, parsed.b) = (a, b),
            _ => return Err("flags '--a' and '--b': the levels of both players are needed".into()),
        }
        if !parsed.moves.is_empty() {
            return Err("moves: a match starts from the start position".into());
        }
    }
    Ok(parsed)
}

/// The flags a command takes besides `--opt`.
fn flags(command: Command) -> &'static [&'static str] {
    match command {
        Command::Selfplay | Command::Soak => &["--games", "--seed"],
        Command::Ai => &["--level", "--time", "--seed", "--info"],
        Command::Match => &["--a", "--b", "--games", "--seed", "--info"],
        Command::Review => &["--level", "--seed"],
        _ => &[],
    }
}

/// `a`, `a or b`, `a, b or c`.
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

impl<'a> Args<'a> {
    fn new(command: Command, game: &'a str) -> Self {
        Args {
            command,
            game,
            options: Vec::new(),
            moves: Vec::new(),
            games: 0,
            seed: 1,
            depth: 0,
            level: None,
            time_ms: None,
            a: 0,
            b: 0,
            info: false,
        }
    }
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
        assert_eq!(
            parse(&strings(&["ai", "caro", "--level", "6"])),
            Err("flag '--level': expected a level from 1 to 5".into())
        );
        assert_eq!(
            parse(&strings(&["ai", "caro", "--games", "6"])),
            Err("flag '--games': no such flag (expected --opt KEY=VALUE, --level, --time, --seed or --info)".into())
        );
        assert!(parse(&strings(&["ai", "caro", "--level", "2", "--time", "100"])).is_err());
        assert!(parse(&strings(&["match", "caro", "--a", "2"])).is_err());
        assert!(parse(&strings(&["pbrain", "caro"])).is_err());
    }

    #[test]
    fn test_ai_and_match_flags() {
        let args = strings(&["ai", "caro", "--level", "2", "--seed", "9", "h8"]);
        let parsed = parse(&args).expect("valid");
        assert_eq!(
            (parsed.command, parsed.level, parsed.seed),
            (Command::Ai, Some(2), 9)
        );
        assert_eq!(parsed.moves, ["h8"]);
        let args = strings(&["match", "caro", "--a", "3", "--b", "1", "--games", "4"]);
        let parsed = parse(&args).expect("valid");
        assert_eq!((parsed.a, parsed.b, parsed.games), (3, 1, 4));
        let args = strings(&["pbrain"]);
        assert_eq!(parse(&args).map(|a| a.command), Ok(Command::Pbrain));
    }
}
