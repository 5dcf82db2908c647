//! Reading the command line (clap): `tessera <command> <game> [--opt KEY=VALUE]... [--]
//! [MOVE]...` and the other commands, each with the flags it takes. A refusal is the one
//! line of `docs/rules/README.md`, rule 12: `<what>: <reason>`.

use clap::{
    Args, CommandFactory, Parser, Subcommand,
    error::{ContextKind, ContextValue, ErrorKind},
};
use engine::GameId;

/// The command line, read.
#[derive(Parser, Debug, PartialEq)]
#[command(
    name = "tessera",
    about = "Legal moves, replays, the computer and engine duels for Tessera's games",
    after_help = games_line(),
    disable_help_subcommand = true,
    disable_version_flag = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// What to do.
#[derive(Subcommand, Debug, PartialEq)]
pub enum Command {
    /// Print the legal moves of the side to move, one per line, sorted
    Legal(Position),
    /// Print who moves (or the result), the score, and the position code
    Play(Position),
    /// Play N random games and print the results and the speed
    ///
    /// From the given moves: a benchmark of the rules.
    Selfplay(Runs),
    /// Play N random games checking the rules' invariants
    ///
    /// After every move: the legal moves are legal, tokens and position codes read back,
    /// and the game ends.
    Soak(Runs),
    /// Count the move sequences of each length up to DEPTH, and the speed
    Perft(Perft),
    /// Replay a game record file and print as play does
    ///
    /// A record as the site downloads them.
    Replay(RecordFile),
    /// Print the computer's move
    ///
    /// At level N (1 to 5, default 5), or thinking MS milliseconds at full strength.
    Ai(Ai),
    /// Play the computer at level a against level b and print the results
    ///
    /// N games with alternating starts, and the wins, draws and losses of each. With 3 or 4
    /// players (azacru --opt players=3), seats alternate between the levels in turn order
    /// from the first mover (a b a b), swapping each game; a win shared by both levels is
    /// a draw.
    Match(Match),
    /// Go through the moves with the computer and judge each one
    ///
    /// A line per move: its number, the move, the mover (1 began), the mover's win chance
    /// before and after it, its class, the computer's move and the line it expects; then
    /// each player's accuracy and counts, and the key moment (docs/review.md).
    Review(Review),
    /// Play Caro over the Gomocup (Piskvork) protocol on standard input and output
    Pbrain,
    /// Play two Gomocup engines against each other at Caro
    ///
    /// Each a command line, the first the candidate: every opening twice with colours
    /// swapped, until the SPRT decides or the games run out; prints the score with its
    /// error margin, the Elo difference, the SPRT's verdict and each engine's times.
    Duel(Duel),
    /// Write or list the puzzles
    ///
    /// `generate`: positions of the computer's games where one move matters, each proved,
    /// as the site's data (JSON); `list`: the shipped puzzles, one JSON object a line.
    Puzzles(Puzzles),
}

/// `puzzles`.
#[derive(Args, Debug, PartialEq)]
pub struct Puzzles {
    #[command(subcommand)]
    pub action: PuzzleAction,
}

/// What `puzzles` does.
#[derive(Subcommand, Debug, PartialEq)]
pub enum PuzzleAction {
    /// Find COUNT puzzles in the computer's games and print them as the site's data
    ///
    /// Caro: a win by fours whose every stone is the only one the referee proves wins,
    /// and a defence where exactly one stone stops the other side's win by fours. The
    /// other games: a position whose best move's win chance, by the review's looks,
    /// stands far above every other move's. The same seed writes the same puzzles.
    Generate {
        #[arg(value_name = "GAME", value_parser = game_id, help = game_help())]
        game: GameId,
        /// The seed of the computer's games
        #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
        seed: u64,
        /// How many puzzles
        #[arg(long, value_name = "N", default_value_t = 200, value_parser = positive)]
        count: u64,
        /// Go on from a stopped run: its puzzles (a file it wrote) are written again and
        /// counted, and the games start at --from-game
        #[arg(long = "continue", value_name = "FILE", requires = "from_game")]
        continue_from: Option<std::path::PathBuf>,
        /// The first game played: the one after the game of the stopped run's last puzzle
        /// (its progress lines say `game 1229: caro-161`)
        #[arg(long, value_name = "G", value_parser = whole_number, requires = "continue_from")]
        from_game: Option<u64>,
    },
    /// Print the shipped puzzles of GAME, one JSON object a line
    List {
        #[arg(value_name = "GAME", value_parser = game_id, help = game_help())]
        game: GameId,
    },
}

/// A game replayed from its start: its id, its options and its moves.
#[derive(Args, Debug, PartialEq)]
pub struct Position {
    #[arg(value_name = "GAME", value_parser = game_id, help = game_help())]
    pub game: GameId,
    /// An option of the game, as many as needed (docs/rules/)
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The moves played from the start, as tokens (after `--` when one starts with `-`)
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
}

/// `selfplay` and `soak`.
#[derive(Args, Debug, PartialEq)]
pub struct Runs {
    #[command(flatten)]
    pub position: Position,
    /// How many games
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = whole_number)]
    pub games: u64,
    /// The seed of the first game
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    pub seed: u64,
}

/// `perft`: its depth stands between the game and the moves.
#[derive(Args, Debug, PartialEq)]
pub struct Perft {
    #[arg(value_name = "GAME", value_parser = game_id, help = game_help())]
    pub game: GameId,
    /// The deepest length counted
    #[arg(value_name = "DEPTH", value_parser = depth)]
    pub depth: u32,
    /// An option of the game, as many as needed
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The moves played from the start, as tokens
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
}

impl Perft {
    /// Its game, options and moves.
    pub fn position(&self) -> Position {
        Position {
            game: self.game,
            options: self.options.clone(),
            moves: self.moves.clone(),
        }
    }
}

/// `replay`.
#[derive(Args, Debug, PartialEq)]
pub struct RecordFile {
    /// A record file, or - for standard input
    #[arg(value_name = "FILE")]
    pub file: String,
}

/// `ai`.
#[derive(Args, Debug, PartialEq)]
pub struct Ai {
    #[command(flatten)]
    pub position: Position,
    /// The level, 1 to 5 (5 when neither this nor --time is given)
    #[arg(long, value_name = "N", value_parser = level, conflicts_with = "time_ms")]
    pub level: Option<u8>,
    /// Think this many milliseconds at full strength instead
    #[arg(long = "time", value_name = "MS", value_parser = whole_number)]
    pub time_ms: Option<u64>,
    /// The seed of the search's choices among equal moves
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    pub seed: u64,
    /// Also print the score, depth, nodes and speed
    #[arg(long)]
    pub info: bool,
}

/// `match`: from the start position, no moves.
#[derive(Args, Debug, PartialEq)]
pub struct Match {
    #[arg(value_name = "GAME", value_parser = game_id, help = game_help())]
    pub game: GameId,
    /// An option of the game, as many as needed
    #[arg(long = "opt", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Player a's level, 1 to 5
    #[arg(long, value_name = "LEVEL", value_parser = level, required = true)]
    pub a: u8,
    /// Player b's level, 1 to 5
    #[arg(long, value_name = "LEVEL", value_parser = level, required = true)]
    pub b: u8,
    /// How many games
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = whole_number)]
    pub games: u64,
    /// The seed of the first game
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    pub seed: u64,
    /// Also print every game's moves
    #[arg(long)]
    pub info: bool,
}

impl Match {
    /// Its game and options, at the start.
    pub fn position(&self) -> Position {
        Position {
            game: self.game,
            options: self.options.clone(),
            moves: Vec::new(),
        }
    }
}

/// `review`.
#[derive(Args, Debug, PartialEq)]
pub struct Review {
    #[command(flatten)]
    pub position: Position,
    /// The level whose search judges the moves (default: the review's, 4)
    #[arg(long, value_name = "N", value_parser = level)]
    pub level: Option<u8>,
    /// The seed of the search's choices among equal moves
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    pub seed: u64,
}

/// `duel`: Caro only.
#[derive(Args, Debug, PartialEq)]
pub struct Duel {
    /// The game (only caro has engine duels)
    #[arg(value_name = "GAME", value_parser = ["caro"])]
    pub game: String,
    /// An engine's command line, twice: the candidate, then the baseline
    #[arg(long = "engine", value_name = "CMD", required = true)]
    pub engines: Vec<String>,
    /// Milliseconds a move
    #[arg(long = "turn", value_name = "MS", default_value_t = 500, value_parser = positive)]
    pub turn_ms: u64,
    /// Gomocup's rule: 8 (overlines win) or 9 (exact five)
    #[arg(long, value_name = "8|9", default_value_t = 8, value_parser = rule)]
    pub rule: u8,
    /// At most this many games
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = positive)]
    pub games: u64,
    /// The SPRT's hypotheses in Elo, the smaller first (alpha = beta = 0.05)
    #[arg(long, value_name = "ELO0,ELO1", default_value = "0,10", value_parser = sprt,
          allow_hyphen_values = true)]
    pub sprt: (f64, f64),
    /// The openings, a line each (default: crates/ai/data/caro-openings.txt, or
    /// caro-openings-rule9.txt with --rule 9)
    #[arg(long, value_name = "FILE")]
    pub openings: Option<String>,
    /// Start at the K-th opening (from 0), where an earlier run stopped
    #[arg(long, value_name = "K", default_value_t = 0, value_parser = whole_number)]
    pub first: u64,
    /// Games played at once
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = jobs)]
    pub jobs: u64,
    /// Also print every game
    #[arg(long)]
    pub info: bool,
}

/// What a command line asks for: a command, or its help.
#[derive(Debug, PartialEq)]
pub enum Parsed {
    Command(Command),
    /// The help text asked for (`--help`, `-h`, `help`), for standard output.
    Help(String),
}

/// Reads the arguments (without the program name).
///
/// # Errors
///
/// A one-line `<what>: <reason>` message.
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    // `tessera help` is `tessera --help`, as it always was.
    let asks_help = args.first().is_some_and(|a| a == "help");
    let argv = std::iter::once("tessera")
        .chain(if asks_help { Some("--help") } else { None })
        .chain(args.iter().skip(usize::from(asks_help)).map(String::as_str));
    match Cli::try_parse_from(argv) {
        Ok(cli) => Ok(Parsed::Command(cli.command)),
        Err(error) if error.kind() == ErrorKind::DisplayHelp => Ok(Parsed::Help(error.to_string())),
        Err(error) => Err(one_line(&error, args.first().map(String::as_str))),
    }
}

/// The games the commands take, for the help.
fn games_line() -> String {
    format!("Games: {}", games().join(", "))
}

/// A refusal of clap's as the contract's one line: `<what>: <reason>`, what naming the
/// command, the flag or the argument at fault. `command` is the first argument.
fn one_line(error: &clap::Error, command: Option<&str>) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        Some(ContextValue::Strings(texts)) => texts.join(", "),
        _ => String::new(),
    };
    // `--level <N>` is the flag `--level`; `<GAME>` the game.
    let arg = context(ContextKind::InvalidArg);
    let what = match arg.split_whitespace().next().unwrap_or("") {
        flag if flag.starts_with('-') => format!("flag '{flag}'"),
        name => name.trim_matches(['<', '>', '.']).to_lowercase(),
    };
    let reason = || {
        std::error::Error::source(error)
            .map_or_else(|| "not accepted".to_owned(), |e| e.to_string())
    };
    match error.kind() {
        ErrorKind::InvalidSubcommand => format!(
            "command '{}': no such command (expected {})",
            context(ContextKind::InvalidSubcommand),
            join_or(&commands())
        ),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!(
                "command: missing (expected {}; see tessera --help)",
                join_or(&commands())
            )
        }
        ErrorKind::UnknownArgument => {
            let flag = arg.split(['=', ' ']).next().unwrap_or(&arg);
            let expected = command.map(flags).unwrap_or_default();
            let command = command.unwrap_or("tessera");
            if !flag.starts_with('-') {
                format!("argument '{flag}': {command} takes no such argument")
            } else if expected.is_empty() {
                format!("flag '{flag}': {command} takes no flags")
            } else {
                format!(
                    "flag '{flag}': no such flag (expected {})",
                    join_or(&expected)
                )
            }
        }
        ErrorKind::MissingRequiredArgument => {
            // What comes first on the line: the game, then what follows it, then flags.
            let missing = context(ContextKind::InvalidArg);
            let mut names: Vec<&str> = missing
                .split(", ")
                .filter_map(|item| item.split_whitespace().next())
                .collect();
            names.sort_by_key(|name| match *name {
                "<GAME>" => 0,
                name if name.starts_with('<') => 1,
                _ => 2,
            });
            match names.first().copied().unwrap_or("") {
                flag if flag.starts_with('-') => format!("flag '{flag}': needed"),
                "<GAME>" => format!("game: missing (expected {})", join_or(&games())),
                "<DEPTH>" => "depth: expected a whole number after the game".to_owned(),
                "<FILE>" => "file: missing (a record file, or - for standard input)".to_owned(),
                other => format!("{}: missing", other.trim_matches(['<', '>']).to_lowercase()),
            }
        }
        // An unknown game names itself: `game 'chess': no such game (…)`.
        ErrorKind::ValueValidation if what == "game" => reason(),
        ErrorKind::ValueValidation => format!("{what}: {}", reason()),
        ErrorKind::InvalidValue => {
            let value = context(ContextKind::InvalidValue);
            let valid = context(ContextKind::ValidValue);
            if value.is_empty() {
                format!("{what}: needs a value")
            } else if command == Some("duel") && what == "game" {
                format!("duel: '{value}': only caro has engine duels")
            } else {
                format!("{what} '{value}': expected {valid}")
            }
        }
        ErrorKind::ArgumentConflict => format!(
            "{what}: not with {}",
            context(ContextKind::PriorArg)
                .split_whitespace()
                .next()
                .unwrap_or("")
        ),
        _ => {
            let text = error.to_string();
            let first = text
                .lines()
                .next()
                .unwrap_or("")
                .trim_start_matches("error: ");
            format!("{}: {first}", command.unwrap_or("tessera"))
        }
    }
}

/// The commands' names, in the order of the help.
fn commands() -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect()
}

/// A `GAME` argument: one of the games' ids.
fn game_id(text: &str) -> Result<GameId, engine::UnknownGame> {
    text.parse()
}

/// The help of a `GAME` argument, every game named.
fn game_help() -> String {
    format!("The game: {}", join_or(&games()))
}

/// The games' ids.
fn games() -> Vec<String> {
    GameId::ALL
        .iter()
        .map(|id| id.as_str().to_owned())
        .collect()
}

/// The flags `command` takes (`--opt KEY=VALUE` first), for a refusal to list.
fn flags(command: &str) -> Vec<String> {
    let cli = Cli::command();
    let Some(sub) = cli.find_subcommand(command) else {
        return Vec::new();
    };
    sub.get_arguments()
        .filter(|arg| arg.get_id() != "help")
        .filter_map(|arg| {
            let long = arg.get_long()?;
            Some(match arg.get_value_names() {
                Some([name]) if long == "opt" => format!("--{long} {name}"),
                _ => format!("--{long}"),
            })
        })
        .collect()
}

/// `a`, `a or b`, `a, b or c`.
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn whole_number(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| "expected a whole number".to_owned())
}

fn positive(text: &str) -> Result<u64, String> {
    whole_number(text)?
        .checked_sub(1)
        .map(|n| n + 1)
        .ok_or_else(|| "expected a whole number above 0".to_owned())
}

fn depth(text: &str) -> Result<u32, String> {
    text.parse()
        .map_err(|_| "expected a whole number after the game".to_owned())
}

fn level(text: &str) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(n @ 1..=5) => Ok(n),
        _ => Err("expected a level from 1 to 5".to_owned()),
    }
}

fn jobs(text: &str) -> Result<u64, String> {
    match whole_number(text)? {
        n @ 1..=64 => Ok(n),
        _ => Err("expected 1 to 64 games at once".to_owned()),
    }
}

fn rule(text: &str) -> Result<u8, String> {
    match text {
        "8" => Ok(8),
        "9" => Ok(9),
        _ => Err("expected 8 or 9".to_owned()),
    }
}

fn sprt(text: &str) -> Result<(f64, f64), String> {
    text.split_once(',')
        .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)))
        .filter(|(a, b): &(f64, f64)| a < b)
        .ok_or_else(|| "expected two Elo values, the smaller first".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(args: &[&str]) -> Result<Command, String> {
        let args: Vec<String> = args.iter().map(|s| (*s).to_owned()).collect();
        match parse(&args)? {
            Parsed::Command(command) => Ok(command),
            Parsed::Help(_) => Err("help".to_owned()),
        }
    }

    #[test]
    fn test_the_parser_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn test_options_then_moves() {
        let command = parsed(&[
            "play",
            "caro",
            "--opt",
            "opening=swap",
            "--opt=closed=never",
            "h8",
            "--",
            "--x",
        ]);
        let Ok(Command::Play(position)) = command else {
            panic!("{command:?}");
        };
        assert_eq!(position.game, GameId::Caro);
        assert_eq!(position.options, ["opening=swap", "closed=never"]);
        assert_eq!(position.moves, ["h8", "--x"]);
    }

    #[test]
    fn test_errors_name_what_is_wrong_in_one_line() {
        let refused = |args: &[&str]| parsed(args).expect_err("refused");
        assert_eq!(
            refused(&[]),
            "command: missing (expected legal, play, selfplay, soak, perft, replay, ai, match, review, pbrain, duel or puzzles; see tessera --help)"
        );
        assert_eq!(
            refused(&["move", "caro"]),
            "command 'move': no such command (expected legal, play, selfplay, soak, perft, replay, ai, match, review, pbrain, duel or puzzles)"
        );
        assert_eq!(
            refused(&["legal"]),
            "game: missing (expected karo-four, karo-jumpers, kauri, azacru or caro)"
        );
        assert_eq!(
            refused(&["legal", "caro", "--opt"]),
            "flag '--opt': needs a value"
        );
        assert_eq!(
            refused(&["ai", "caro", "--level", "6"]),
            "flag '--level': expected a level from 1 to 5"
        );
        assert_eq!(
            refused(&["ai", "caro", "--games", "6"]),
            "flag '--games': no such flag (expected --opt KEY=VALUE, --level, --time, --seed or --info)"
        );
        assert_eq!(
            refused(&["ai", "caro", "--level", "2", "--time", "100"]),
            "flag '--level': not with --time"
        );
        assert_eq!(
            refused(&["match", "caro", "--a", "2"]),
            "flag '--b': needed"
        );
        assert_eq!(
            refused(&["pbrain", "caro"]),
            "argument 'caro': pbrain takes no such argument"
        );
        assert_eq!(
            refused(&["match", "caro", "--a", "1", "--b", "2", "h8"]),
            "argument 'h8': match takes no such argument"
        );
        assert_eq!(
            refused(&["duel", "kauri"]),
            "duel: 'kauri': only caro has engine duels"
        );
        assert_eq!(
            refused(&["perft", "caro", "two"]),
            "depth: expected a whole number after the game"
        );
    }

    #[test]
    fn test_each_command_reads_its_own_flags() {
        let command = parsed(&["ai", "caro", "--level", "2", "--seed", "9", "h8"]);
        let Ok(Command::Ai(ai)) = command else {
            panic!("{command:?}");
        };
        assert_eq!((ai.level, ai.time_ms, ai.seed), (Some(2), None, 9));
        assert_eq!(ai.position.moves, ["h8"]);
        let command = parsed(&["match", "caro", "--a", "3", "--b", "1", "--games", "4"]);
        let Ok(Command::Match(m)) = command else {
            panic!("{command:?}");
        };
        assert_eq!((m.a, m.b, m.games, m.seed), (3, 1, 4, 1));
        assert_eq!(parsed(&["pbrain"]), Ok(Command::Pbrain));
        let command = parsed(&["perft", "caro", "2", "--opt", "opening=swap", "h8"]);
        let Ok(Command::Perft(perft)) = command else {
            panic!("{command:?}");
        };
        assert_eq!((perft.depth, perft.moves.len()), (2, 1));
        let command = parsed(&[
            "duel", "caro", "--engine", "a b", "--engine", "c", "--sprt", "-5,5",
        ]);
        let Ok(Command::Duel(duel)) = command else {
            panic!("{command:?}");
        };
        assert_eq!(
            (duel.engines.len(), duel.sprt, duel.turn_ms),
            (2, (-5.0, 5.0), 500)
        );
    }

    #[test]
    fn test_help_is_asked_for_three_ways() {
        for args in [["--help"], ["-h"], ["help"]] {
            let args: Vec<String> = args.iter().map(|s| (*s).to_owned()).collect();
            let Ok(Parsed::Help(text)) = parse(&args) else {
                panic!("{args:?}");
            };
            assert!(
                text.contains("legal") && text.contains("Games: karo-four"),
                "{text}"
            );
        }
    }
}
