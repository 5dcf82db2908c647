//! Who plays, who starts, and where the chevrons stand at the start.

use std::hash::{Hash, Hasher};

use super::{
    Direction::{self, E, N, NW, S, SE, W},
    Field, Side,
};
use crate::{GameOptions, OptionError, OptionSpec, Seats, option_value, options::OptionValue};

option_value! {
    /// How many play (option `players`).
    Players, key = "players" {
        /// East and west.
        Two = "2",
        /// North, east and west.
        Three = "3",
        /// All four sides.
        Four = "4",
    }
}

impl Players {
    /// The sides that take part, in seat order.
    pub const fn sides(self) -> &'static [Side] {
        match self {
            Players::Two => &[Side::East, Side::West],
            Players::Three => &[Side::North, Side::East, Side::West],
            Players::Four => &Side::ALL,
        }
    }

    /// The names of the sides that take part, in seat order.
    const fn names(self) -> &'static [&'static str] {
        match self {
            Players::Two => &["east", "west"],
            Players::Three => &["north", "east", "west"],
            Players::Four => &["north", "east", "south", "west"],
        }
    }

    /// How many play.
    pub const fn count(self) -> u8 {
        self.sides().len() as u8
    }

    /// Whether `side` takes part.
    pub const fn plays(self, side: Side) -> bool {
        !matches!(
            (self, side),
            (Players::Two, Side::North | Side::South) | (Players::Three, Side::South)
        )
    }

    /// Who starts when option `first` is not given: east with two players; with three
    /// or four, north ("the player in the middle", by tradition).
    pub const fn default_first(self) -> Side {
        match self {
            Players::Two => Side::East,
            Players::Three | Players::Four => Side::North,
        }
    }
}

/// The values of option `first`: the sides.
impl OptionValue for Side {
    const KEY: &'static str = "first";
    const ALL: &'static [Self] = &Side::ALL;
    const NAMES: &'static [&'static str] = &["north", "east", "south", "west"];

    fn as_str(self) -> &'static str {
        self.name()
    }
}

/// Option `first`; its default depends on `players` (see [`Players::default_first`]),
/// so the spec names the default of the default two players.
const FIRST: OptionSpec = OptionSpec {
    key: "first",
    values: Side::NAMES,
    default: "east",
};

/// The options of an Azacru game.
///
/// Two sets of options are equal when they make the same game: `first=north` with
/// three players equals leaving `first` out.
#[derive(Clone, Copy, Debug, Default)]
pub struct AzacruOptions {
    /// How many play.
    pub players: Players,
    /// Who moves first, if named; see [`AzacruOptions::first`].
    pub first: Option<Side>,
}

impl AzacruOptions {
    /// Who moves first: the side named by option `first` if it takes part, else the
    /// default for the number of players. ([`GameOptions::validate`] refuses a side that
    /// does not take part; this reading keeps options set one by one from failing.)
    pub fn first(&self) -> Side {
        match self.first {
            Some(side) if self.players.plays(side) => side,
            _ => self.players.default_first(),
        }
    }

    /// The seats taken.
    pub fn seats(&self) -> Seats {
        self.players
            .sides()
            .iter()
            .fold(Seats::default(), |seats, side| seats.with(side.seat()))
    }
}

impl PartialEq for AzacruOptions {
    fn eq(&self, other: &Self) -> bool {
        (self.players, self.first()) == (other.players, other.first())
    }
}

impl Eq for AzacruOptions {}

impl Hash for AzacruOptions {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.players, self.first()).hash(state);
    }
}

impl GameOptions for AzacruOptions {
    const SPECS: &'static [OptionSpec] = &[Players::SPEC, FIRST];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            Players::KEY => self.players = Players::parse(value)?,
            Side::KEY => self.first = Some(Side::parse(value)?),
            _ => return Err(Self::unknown(key)),
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            Players::KEY => Some(self.players.as_str()),
            Side::KEY => Some(self.first().name()),
            _ => None,
        }
    }

    fn validate(&self) -> Result<(), OptionError> {
        match self.first {
            Some(side) if !self.players.plays(side) => Err(OptionError::Conflict {
                key: Side::KEY,
                value: side.name(),
                expected: self.players.names(),
                with: (Players::KEY, self.players.as_str()),
            }),
            _ => Ok(()),
        }
    }

    fn default_value(&self, spec: &OptionSpec) -> &'static str {
        match spec.key {
            Side::KEY => self.players.default_first().name(),
            _ => spec.default,
        }
    }
}

/// Chevrons as (field, facing).
pub(super) type Layout = &'static [(Field, Direction)];

/// A field by column letter and row number, for the tables below.
const fn at(col: u8, row: u8) -> Field {
    match Field::new(col - b'a', row - 1) {
        Some(field) => field,
        None => panic!("a start field off the board"),
    }
}

/// Two players: east is "A" in the original diagram, west is "B".
const TWO_EAST: Layout = &[
    (at(b'a', 9), SE),
    (at(b'g', 9), S),
    (at(b'i', 5), W),
    (at(b'g', 1), N),
];
const TWO_WEST: Layout = &[
    (at(b'c', 9), S),
    (at(b'a', 5), E),
    (at(b'c', 1), N),
    (at(b'i', 1), NW),
];
/// Three or four players: "a" to "d" in the diagram.
const EAST: Layout = &[(at(b'g', 9), S), (at(b'i', 5), W), (at(b'g', 1), N)];
const WEST: Layout = &[(at(b'c', 9), S), (at(b'a', 5), E), (at(b'c', 1), N)];
const NORTH: Layout = &[(at(b'e', 9), S), (at(b'a', 7), E), (at(b'i', 7), W)];
const SOUTH: Layout = &[(at(b'a', 3), E), (at(b'i', 3), W), (at(b'e', 1), N)];

/// Where `side`'s chevrons stand at the start, and where they point (at the opposite
/// side of the board, or from a corner at the opposite corner). Empty for a side that
/// does not take part.
pub(super) const fn start_layout(players: Players, side: Side) -> Layout {
    match (players, side) {
        _ if !players.plays(side) => &[],
        (Players::Two, Side::East) => TWO_EAST,
        (Players::Two, _) => TWO_WEST,
        (_, Side::East) => EAST,
        (_, Side::West) => WEST,
        (_, Side::North) => NORTH,
        (_, Side::South) => SOUTH,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(assignments: &[&str]) -> Result<AzacruOptions, OptionError> {
        AzacruOptions::from_assignments(assignments.iter().copied())
    }

    #[test]
    fn test_first_defaults_to_east_then_north() {
        let two = options(&[]).expect("default");
        assert_eq!(two.first(), Side::East);
        let three = options(&["players=3"]).expect("3");
        assert_eq!(three.first(), Side::North);
        assert_eq!(options(&["players=4"]).map(|o| o.first()), Ok(Side::North));
        assert_eq!(three, options(&["first=north", "players=3"]).expect("same"));
        assert_ne!(three, options(&["players=3", "first=east"]).expect("east"));
    }

    #[test]
    fn test_first_must_take_part() {
        assert_eq!(
            options(&["first=north"]).map_err(|e| e.to_string()),
            Err("option 'first=north': expected east or west with players=2".into())
        );
        assert_eq!(
            options(&["players=3", "first=south"]).map_err(|e| e.to_string()),
            Err("option 'first=south': expected north, east or west with players=3".into())
        );
        // The order of the assignments does not matter.
        assert!(options(&["first=south", "players=4"]).is_ok());
        assert!(options(&["players=4", "first=south", "players=2"]).is_err());
        assert_eq!(
            options(&["players=5"]).map_err(|e| e.to_string()),
            Err("option 'players=5': expected 2, 3 or 4".into())
        );
    }

    #[test]
    fn test_non_default_leaves_out_the_default_first() {
        let three = options(&["players=3"]).expect("3");
        assert_eq!(three.non_default(), [("players", "3")]);
        let west = options(&["players=3", "first=west"]).expect("west");
        assert_eq!(west.non_default(), [("players", "3"), ("first", "west")]);
        assert_eq!(options(&["first=east"]).expect("east").non_default(), []);
    }

    #[test]
    fn test_seats_in_play() {
        let seats = |p: &str| {
            let o = options(&[p]).expect("players");
            o.seats().iter().map(|s| s.0).collect::<Vec<_>>()
        };
        assert_eq!(seats("players=2"), [1, 3]);
        assert_eq!(seats("players=3"), [0, 1, 3]);
        assert_eq!(seats("players=4"), [0, 1, 2, 3]);
    }
}
