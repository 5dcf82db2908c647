//! The errors of the engine. Each says, in words a player understands, what was wrong;
//! each also has a stable `id` the site uses to show the message in the player's language.

use std::{error::Error, fmt};

/// Declares [`MoveError`] from one table: each error's variant, its stable id and its
/// English words, so that the list of all, the ids and the words cannot drift apart.
macro_rules! move_errors {
    ($($(#[$doc:meta])* $name:ident = $id:literal, $words:literal;)*) => {
        /// Why a move token was refused.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum MoveError {
            $($(#[$doc])* $name,)*
        }

        impl MoveError {
            /// Every error, for checks that each has its words (translations, messages).
            pub const ALL: &[MoveError] = &[$(MoveError::$name,)*];

            /// A stable, kebab-case name of the error (for translations).
            pub const fn id(self) -> &'static str {
                match self {
                    $(MoveError::$name => $id,)*
                }
            }

            /// The error in English, as the command line prints it.
            const fn words(self) -> &'static str {
                match self {
                    $(MoveError::$name => $words,)*
                }
            }
        }
    };
}

move_errors! {
    /// The text is not spelled like any move of this game.
    Malformed = "malformed-move", "not a move of this game";
    /// The token names a point that is not on the board.
    NoSuchPoint = "no-such-point", "no such point";
    /// The point already holds a stone.
    Occupied = "occupied", "point already taken";
    /// A colour choice is due, and only `=b` or `=w` (or, where allowed, a point) may come.
    ChoiceDue = "choice-due", "a colour choice is due";
    /// A colour choice was given where none is due.
    NoChoiceDue = "no-choice-due", "no colour choice is due";
    /// The game is over: no move may come.
    GameOver = "game-over", "the game is over";
    /// The token names a field that is not on the board (Azacru).
    NoSuchField = "no-such-field", "no such field";
    /// The player to move has no chevron on the field the move starts from.
    NoChevron = "no-chevron", "no chevron of the player to move on that field";
    /// The two fields are the same, or not on one straight line.
    NotStraight = "not-straight", "not a straight move of at least one field";
    /// The line is not one of the three directions the chevron may move in.
    WrongDirection = "wrong-direction", "the chevron does not point that way";
    /// The move is longer than the chevron's power of movement.
    BeyondPower = "beyond-power", "farther than the chevron's power";
    /// The target field holds a chevron or another player's marker.
    FieldTaken = "field-taken", "the field holds a chevron or another player's marker";
    /// A chevron stands on the path, and the move is not a connection jump.
    PathBlocked = "path-blocked",
        "a chevron is in the way (only a jump between two own markers passes it)";
    /// A twist was asked for where none may follow: the chevron stays in its region or
    /// leaves the game.
    NoTwist = "no-twist", "no twist: the chevron stays in its region or leaves the game";
    // Karo (both variants).
    /// The token names a cell that is not on the table (Karo).
    NoSuchCell = "no-such-cell", "no such cell";
    /// No piece of the player to move stands on the cell a move starts from.
    NotYourPiece = "not-your-piece", "no piece of yours there";
    /// The cell has no tile: a piece moves onto a cell without a tile only in a relocation.
    NoTile = "no-tile", "no tile there";
    /// A piece already stands on the tile.
    TileTaken = "tile-taken", "a piece already stands there";
    /// A piece moves while pieces are still being placed.
    StillPlacing = "still-placing", "pieces are still being placed";
    /// A piece is placed after all of them are on the board.
    AllPlaced = "all-placed", "all pieces are already placed";
    /// The piece cannot go from there to there in one move.
    WrongWay = "wrong-way", "pieces do not move like that";
    /// A jump over a cell that holds no piece.
    NothingToJump = "nothing-to-jump", "no piece to jump over";
    /// A crawler (face-down piece) tries to go further than a neighbouring cell.
    CrawlerCannotJump = "crawler-cannot-jump", "a crawler only moves to a neighbouring cell";
    /// A jumper (face-up piece) tries to move to a neighbouring cell.
    JumperCannotCrawl = "jumper-cannot-crawl", "a jumper only jumps";
    /// A jumper lands anywhere but on the cell right after the run it jumps.
    NotPastTheRun = "not-past-the-run", "a jumper lands just past the run of pieces";
    /// The cell a tile is to be lifted from has no tile.
    NoTileToLift = "no-tile-to-lift", "no tile to lift there";
    /// A piece stands on the tile to be lifted.
    LiftOccupied = "lift-occupied", "a piece stands on the tile to lift";
    /// The tile to be lifted has three or four side-neighbours.
    LiftHeld = "lift-held", "the tile to lift has more than two side-neighbours";
    /// Lifting the tile would leave the field in pieces.
    LiftCutsField = "lift-cuts-field", "lifting that tile would cut the field";
    /// A tile is put back on the cell it was lifted from.
    SameCell = "same-cell", "the tile must go to another cell";
    /// A lifted tile is put on a cell that has a tile.
    TileAlreadyThere = "tile-already-there", "a tile is already there";
    /// A lifted tile is put where it shares no side with the rest of the field.
    NotTouchingField = "not-touching-field", "the new place does not touch the field by a side";
    /// A pass while the player has another legal move (Azacru, Karo).
    PassNotAllowed = "pass-not-allowed", "a pass is allowed only when no move is possible";
    /// The chosen pit holds no cowrie, so it may not be sown (Kauri).
    NoCowrie = "no-cowrie", "that pit holds no cowrie";
    /// The player has no cowrie on his side: his only move is `pass` (Kauri).
    MustPass = "must-pass", "no cowrie on this side: the only move is pass";
    /// The player has a cowrie to sow, so he may not pass (Kauri).
    MustSow = "must-sow", "a pass is allowed only without a cowrie to sow";
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words())
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
    /// The option takes this value, but not together with another option's value.
    Conflict {
        /// The option.
        key: &'static str,
        /// The value given.
        value: &'static str,
        /// The values that go with the other option.
        expected: &'static [&'static str],
        /// The other option, as `(key, value)`.
        with: (&'static str, &'static str),
    },
}

impl OptionError {
    /// A stable, kebab-case name of the error (for translations).
    pub const fn id(&self) -> &'static str {
        match self {
            OptionError::Malformed { .. } => "malformed-option",
            OptionError::Unknown { .. } => "unknown-option",
            OptionError::BadValue { .. } => "bad-option-value",
            OptionError::Conflict { .. } => "option-conflict",
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
            OptionError::Conflict {
                key,
                value,
                expected,
                with: (other, other_value),
            } => {
                write!(f, "option '{key}={value}': expected ")?;
                write_alternatives(f, expected, " or ")?;
                write!(f, " with {other}={other_value}")
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
        let e = OptionError::Conflict {
            key: "first",
            value: "north",
            expected: &["east", "west"],
            with: ("players", "2"),
        };
        assert_eq!(
            e.to_string(),
            "option 'first=north': expected east or west with players=2"
        );
        assert_eq!(e.id(), "option-conflict");
    }
}
