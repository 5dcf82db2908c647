//! The errors of the engine. Each says, in words a player understands, what was wrong;
//! each also has a stable `id` the site uses to show the message in the player's language.

use std::{error::Error, fmt};

/// Why a move token was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MoveError {
    /// The text is not spelled like any move of this game.
    Malformed,
    /// The token names a point that is not on the board.
    NoSuchPoint,
    /// The point already holds a stone.
    Occupied,
    /// A colour choice is due, and only `=b` or `=w` (or, where allowed, a point) may come.
    ChoiceDue,
    /// A colour choice was given where none is due.
    NoChoiceDue,
    /// The game is over: no move may come.
    GameOver,
    /// The chosen pit holds no cowrie, so it may not be sown (Kauri).
    NoCowrie,
    /// The player has no cowrie on his side: his only move is `pass` (Kauri).
    MustPass,
    /// The player has a cowrie to sow, so he may not pass (Kauri).
    MustSow,
}

impl MoveError {
    /// A stable, kebab-case name of the error (for translations).
    pub const fn id(self) -> &'static str {
        match self {
            MoveError::Malformed => "malformed-move",
            MoveError::NoSuchPoint => "no-such-point",
            MoveError::Occupied => "occupied",
            MoveError::ChoiceDue => "choice-due",
            MoveError::NoChoiceDue => "no-choice-due",
            MoveError::GameOver => "game-over",
            MoveError::NoCowrie => "no-cowrie",
            MoveError::MustPass => "must-pass",
            MoveError::MustSow => "must-sow",
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveError::Malformed => "not a move of this game",
            MoveError::NoSuchPoint => "no such point",
            MoveError::Occupied => "point already taken",
            MoveError::ChoiceDue => "a colour choice is due",
            MoveError::NoChoiceDue => "no colour choice is due",
            MoveError::GameOver => "the game is over",
            MoveError::NoCowrie => "that pit holds no cowrie",
            MoveError::MustPass => "no cowrie on this side: the only move is pass",
            MoveError::MustSow => "a pass is allowed only without a cowrie to sow",
        })
    }
}

impl Error for MoveError {}

/// Why an option was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// The text is not `key=value`.
    Malformed {
        /// The text given.
        text: String,
    },
    /// The game has no option of this name.
    Unknown {
        /// The key given.
        key: String,
        /// The option names the game has.
        known: Vec<&'static str>,
    },
    /// The option does not take this value.
    BadValue {
        /// The option.
        key: &'static str,
        /// The value given.
        value: String,
        /// The values the option takes.
        expected: &'static [&'static str],
    },
}

impl OptionError {
    /// A stable, kebab-case name of the error (for translations).
    pub const fn id(&self) -> &'static str {
        match self {
            OptionError::Malformed { .. } => "malformed-option",
            OptionError::Unknown { .. } => "unknown-option",
            OptionError::BadValue { .. } => "bad-option-value",
        }
    }
}

/// `a, b or c`
fn write_alternatives(f: &mut fmt::Formatter<'_>, items: &[&str], last_sep: &str) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        match i {
            0 => {}
            _ if i + 1 == items.len() => f.write_str(last_sep)?,
            _ => f.write_str(", ")?,
        }
        f.write_str(item)?;
    }
    Ok(())
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::Malformed { text } => write!(f, "option '{text}': expected KEY=VALUE"),
            OptionError::Unknown { key, known } if known.is_empty() => {
                write!(f, "option '{key}': this game has no options")
            }
            OptionError::Unknown { key, known } => {
                write!(f, "option '{key}': no such option (expected ")?;
                write_alternatives(f, known, " or ")?;
                f.write_str(")")
            }
            OptionError::BadValue {
                key,
                value,
                expected,
            } => {
                write!(f, "option '{key}={value}': expected ")?;
                write_alternatives(f, expected, " or ")
            }
        }
    }
}

impl Error for OptionError {}

/// Why a position code was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CodeError {
    /// The code's text does not follow the game's syntax; the text says where.
    Syntax(&'static str),
    /// The text reads well, but no game with these options reaches that position.
    Impossible(&'static str),
}

impl CodeError {
    /// A stable, kebab-case name of the error (for translations).
    pub const fn id(&self) -> &'static str {
        match self {
            CodeError::Syntax(_) => "code-syntax",
            CodeError::Impossible(_) => "code-impossible",
        }
    }
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Syntax(why) => write!(f, "malformed position code: {why}"),
            CodeError::Impossible(why) => write!(f, "impossible position: {why}"),
        }
    }
}

impl Error for CodeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_option_error_lists_alternatives() {
        let e = OptionError::BadValue {
            key: "opening",
            value: "pie".into(),
            expected: &["free", "swap", "swap2"],
        };
        assert_eq!(
            e.to_string(),
            "option 'opening=pie': expected free, swap or swap2"
        );
        let e = OptionError::Unknown {
            key: "size".into(),
            known: vec!["opening", "overline"],
        };
        assert_eq!(
            e.to_string(),
            "option 'size': no such option (expected opening or overline)"
        );
    }
}
