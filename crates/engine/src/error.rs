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
    /// The token names a field that is not on the board (Azacru).
    NoSuchField,
    /// The player to move has no chevron on the field the move starts from.
    NoChevron,
    /// The two fields are the same, or not on one straight line.
    NotStraight,
    /// The line is not one of the three directions the chevron may move in.
    WrongDirection,
    /// The move is longer than the chevron's power of movement.
    BeyondPower,
    /// The target field holds a chevron or another player's marker.
    FieldTaken,
    /// A chevron stands on the path, and the move is not a connection jump.
    PathBlocked,
    /// A twist was asked for where none may follow: the chevron stays in its region or
    /// leaves the game.
    NoTwist,
    // Karo (both variants).
    /// The token names a cell that is not on the table (Karo).
    NoSuchCell,
    /// No piece of the player to move stands on the cell a move starts from.
    NotYourPiece,
    /// The cell has no tile: a piece moves onto a cell without a tile only in a relocation.
    NoTile,
    /// A piece already stands on the tile.
    TileTaken,
    /// A piece moves while pieces are still being placed.
    StillPlacing,
    /// A piece is placed after all of them are on the board.
    AllPlaced,
    /// The piece cannot go from there to there in one move.
    WrongWay,
    /// A jump over a cell that holds no piece.
    NothingToJump,
    /// A crawler (face-down piece) tries to go further than a neighbouring cell.
    CrawlerCannotJump,
    /// A jumper (face-up piece) tries to move to a neighbouring cell.
    JumperCannotCrawl,
    /// A jumper lands anywhere but on the cell right after the run it jumps.
    NotPastTheRun,
    /// The cell a tile is to be lifted from has no tile.
    NoTileToLift,
    /// A piece stands on the tile to be lifted.
    LiftOccupied,
    /// The tile to be lifted has three or four side-neighbours.
    LiftHeld,
    /// Lifting the tile would leave the field in pieces.
    LiftCutsField,
    /// A tile is put back on the cell it was lifted from.
    SameCell,
    /// A lifted tile is put on a cell that has a tile.
    TileAlreadyThere,
    /// A lifted tile is put where it shares no side with the rest of the field.
    NotTouchingField,
    /// A pass while the player has another legal move (Azacru, Karo).
    PassNotAllowed,
    /// The chosen pit holds no cowrie, so it may not be sown (Kauri).
    NoCowrie,
    /// The player has no cowrie on his side: his only move is `pass` (Kauri).
    MustPass,
    /// The player has a cowrie to sow, so he may not pass (Kauri).
    MustSow,
}

impl MoveError {
    /// Every error, for checks that each has its words (translations, messages).
    pub const ALL: &[MoveError] = &[
        MoveError::Malformed,
        MoveError::NoSuchPoint,
        MoveError::Occupied,
        MoveError::ChoiceDue,
        MoveError::NoChoiceDue,
        MoveError::GameOver,
        MoveError::NoSuchField,
        MoveError::NoChevron,
        MoveError::NotStraight,
        MoveError::WrongDirection,
        MoveError::BeyondPower,
        MoveError::FieldTaken,
        MoveError::PathBlocked,
        MoveError::NoTwist,
        MoveError::NoSuchCell,
        MoveError::NotYourPiece,
        MoveError::NoTile,
        MoveError::TileTaken,
        MoveError::StillPlacing,
        MoveError::AllPlaced,
        MoveError::WrongWay,
        MoveError::NothingToJump,
        MoveError::CrawlerCannotJump,
        MoveError::JumperCannotCrawl,
        MoveError::NotPastTheRun,
        MoveError::NoTileToLift,
        MoveError::LiftOccupied,
        MoveError::LiftHeld,
        MoveError::LiftCutsField,
        MoveError::SameCell,
        MoveError::TileAlreadyThere,
        MoveError::NotTouchingField,
        MoveError::PassNotAllowed,
        MoveError::NoCowrie,
        MoveError::MustPass,
        MoveError::MustSow,
    ];

    /// A stable, kebab-case name of the error (for translations).
    pub const fn id(self) -> &'static str {
        match self {
            MoveError::Malformed => "malformed-move",
            MoveError::NoSuchPoint => "no-such-point",
            MoveError::Occupied => "occupied",
            MoveError::ChoiceDue => "choice-due",
            MoveError::NoChoiceDue => "no-choice-due",
            MoveError::GameOver => "game-over",
            MoveError::NoSuchField => "no-such-field",
            MoveError::NoChevron => "no-chevron",
            MoveError::NotStraight => "not-straight",
            MoveError::WrongDirection => "wrong-direction",
            MoveError::BeyondPower => "beyond-power",
            MoveError::FieldTaken => "field-taken",
            MoveError::PathBlocked => "path-blocked",
            MoveError::NoTwist => "no-twist",
            MoveError::NoSuchCell => "no-such-cell",
            MoveError::NotYourPiece => "not-your-piece",
            MoveError::NoTile => "no-tile",
            MoveError::TileTaken => "tile-taken",
            MoveError::StillPlacing => "still-placing",
            MoveError::AllPlaced => "all-placed",
            MoveError::WrongWay => "wrong-way",
            MoveError::NothingToJump => "nothing-to-jump",
            MoveError::CrawlerCannotJump => "crawler-cannot-jump",
            MoveError::JumperCannotCrawl => "jumper-cannot-crawl",
            MoveError::NotPastTheRun => "not-past-the-run",
            MoveError::NoTileToLift => "no-tile-to-lift",
            MoveError::LiftOccupied => "lift-occupied",
            MoveError::LiftHeld => "lift-held",
            MoveError::LiftCutsField => "lift-cuts-field",
            MoveError::SameCell => "same-cell",
            MoveError::TileAlreadyThere => "tile-already-there",
            MoveError::NotTouchingField => "not-touching-field",
            MoveError::PassNotAllowed => "pass-not-allowed",
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
            MoveError::NoSuchField => "no such field",
            MoveError::NoChevron => "no chevron of the player to move on that field",
            MoveError::NotStraight => "not a straight move of at least one field",
            MoveError::WrongDirection => "the chevron does not point that way",
            MoveError::BeyondPower => "farther than the chevron's power",
            MoveError::FieldTaken => "the field holds a chevron or another player's marker",
            MoveError::PathBlocked => {
                "a chevron is in the way (only a jump between two own markers passes it)"
            }
            MoveError::NoTwist => "no twist: the chevron stays in its region or leaves the game",
            MoveError::PassNotAllowed => "a pass is allowed only when no move is possible",
            MoveError::NoSuchCell => "no such cell",
            MoveError::NotYourPiece => "no piece of yours there",
            MoveError::NoTile => "no tile there",
            MoveError::TileTaken => "a piece already stands there",
            MoveError::StillPlacing => "pieces are still being placed",
            MoveError::AllPlaced => "all pieces are already placed",
            MoveError::WrongWay => "pieces do not move like that",
            MoveError::NothingToJump => "no piece to jump over",
            MoveError::CrawlerCannotJump => "a crawler only moves to a neighbouring cell",
            MoveError::JumperCannotCrawl => "a jumper only jumps",
            MoveError::NotPastTheRun => "a jumper lands just past the run of pieces",
            MoveError::NoTileToLift => "no tile to lift there",
            MoveError::LiftOccupied => "a piece stands on the tile to lift",
            MoveError::LiftHeld => "the tile to lift has more than two side-neighbours",
            MoveError::LiftCutsField => "lifting that tile would cut the field",
            MoveError::SameCell => "the tile must go to another cell",
            MoveError::TileAlreadyThere => "a tile is already there",
            MoveError::NotTouchingField => "the new place does not touch the field by a side",
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
