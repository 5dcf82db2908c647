//! Kauri: the board's view model (the counts in each pit and store), the status line and
//! the move list. The sowing animation's frames are in [`sowing`].

use engine::{
    Game, Outcome,
    kauri::{DECISIVE, Kauri, KauriMove, PITS, Phase, Pit, Side},
};

use crate::{
    games::{MoveItem, dests::Dests, items, must_pass},
    seats::person_seat,
    state::Play,
    t,
};

/// What the board draws: the stones and cowries in each pit and store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Stones in each pit, by ring index (S0–S5, N0–N5).
    pub stones: [u8; PITS],
    /// Cowries in each pit, by ring index.
    pub cowries: [u8; PITS],
    /// Stones in each store, south then north.
    pub stores: [u8; 2],
}

impl Counts {
    /// The counts of a position.
    pub fn of(game: &Kauri) -> Counts {
        Counts {
            stones: std::array::from_fn(|i| Pit::from_index(i).map_or(0, |p| game.stones(p))),
            cowries: std::array::from_fn(|i| Pit::from_index(i).map_or(0, |p| game.cowries(p))),
            stores: Side::ALL.map(|side| game.store(side)),
        }
    }
}

/// The move a click on each pit plays: the pits the player to move may sow (none while
/// the game is over, none unless `live`).
pub fn dests(game: &Kauri, live: bool) -> Dests<Pit, KauriMove> {
    let mut moves = Vec::new();
    if live {
        game.legal_moves(&mut moves);
    }
    let mut dests = Dests::default();
    for m in moves {
        if let KauriMove::Sow(letter) = m {
            dests.push(Pit::new(game.side_to_move(), letter), m);
        }
    }
    dests
}

/// The side's name, capitalised: "South", "North".
pub fn side_name(side: Side) -> String {
    match side {
        Side::South => t!("side-south"),
        Side::North => t!("side-north"),
    }
}

/// The style name of a side, and the first part of its `data-cell` names.
pub fn side_class(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

/// Who plays a side, as the board names its row and its store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owner {
    /// The row's name: `You (South)`, `Computer (North)`, or `South` between two people.
    pub row: String,
    /// The store's, shorter: `You`, `Computer`, `South`.
    pub store: String,
    /// The person's side against the computer, marked on the board.
    pub you: bool,
}

/// Whether the computer plays `side` in `play`.
fn computer_plays(play: &Play<Kauri>, side: Side) -> bool {
    play.computer_level(play.game.player_in(side.seat()))
        .is_some()
}

/// The person's side when he plays one side against the computer.
pub fn person(play: &Play<Kauri>) -> Option<Side> {
    person_seat(play).map(|seat| Side::ALL[seat])
}

/// The owners of South's and North's rows: against the computer "You" and "Computer",
/// between two people at one device each side's name, so that both know theirs.
pub fn owners(play: &Play<Kauri>) -> [Owner; 2] {
    let you = person(play);
    Side::ALL.map(|side| {
        let name = side_name(side);
        match (you == Some(side), computer_plays(play, side)) {
            (true, _) => Owner {
                row: t!("kauri-row-you", side = name),
                store: t!("kauri-store-you"),
                you: true,
            },
            (false, true) => Owner {
                row: t!("kauri-row-computer", side = name),
                store: t!("kauri-store-computer"),
                you: false,
            },
            (false, false) => Owner {
                row: name.clone(),
                store: name,
                you: false,
            },
        }
    })
}

/// What the person to move is to do now, without naming him, for a status that does
/// ("Your move: Pick one of your pits with a cowrie, in the bottom row"): none once the
/// game is over or while the computer is to move. The row is where the board draws it,
/// `flipped` (North's row at the bottom: by default for a person playing North against
/// the computer, or turned by hand) or not.
pub fn prompt(play: &Play<Kauri>, flipped: bool) -> Option<String> {
    let game = &play.game;
    let side = game.side_to_move();
    if game.is_over() || computer_plays(play, side) {
        return None;
    }
    if must_pass(game, KauriMove::Pass) {
        return Some(t!("kauri-prompt-pass"));
    }
    let bottom = (side == Side::North) == flipped;
    let row = if bottom { "bottom" } else { "top" };
    Some(t!("kauri-prompt-sow", row = row))
}

/// The status while the last move is still being sown on the board, which takes no move
/// until it ends: "South sows c…".
pub fn sowing_status(play: &Play<Kauri>) -> String {
    let game = &play.game;
    match play.last_move() {
        Some(KauriMove::Sow(letter)) => t!(
            "kauri-status-sowing",
            side = side_name(game.side_to_move().opponent()),
            pit = letter.to_string()
        ),
        _ => status(play),
    }
}

/// How a game ended (`docs/rules/kauri.md`, rules 15–18).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// A store reached 31 stones (rule 16). The stones running out with unequal stores
    /// (rule 15) is the same: the 60 stones are then all in the stores.
    Decisive,
    /// At 30–30 the side to move had no cowrie to sow (rule 17).
    TieBreak,
    /// A position came up a third time (rule 18).
    Repetition,
}

fn ending(game: &Kauri) -> Ending {
    let [south, north] = Side::ALL.map(|side| u32::from(game.store(side)));
    let cowries_only = game.phase() == Phase::CowriesOnly;
    if south.max(north) >= DECISIVE {
        Ending::Decisive
    } else if cowries_only && !game.has_cowrie(game.side_to_move()) {
        Ending::TieBreak
    } else {
        Ending::Repetition
    }
}

/// The result: who won, how, and the stores' counts.
fn result(game: &Kauri, outcome: Outcome) -> String {
    let [south, north] = Side::ALL.map(|side| game.store(side));
    let Outcome::Winner(seat) = outcome else {
        return t!("kauri-status-draw", south = south, north = north);
    };
    let winner = match seat.index() {
        0 => Side::South,
        _ => Side::North,
    };
    let loser = winner.opponent();
    let (won, lost) = (game.store(winner), game.store(loser));
    let id = match ending(game) {
        Ending::Decisive => "kauri-won-decisive",
        Ending::TieBreak => "kauri-won-tie-break",
        Ending::Repetition => "kauri-won-repetition",
    };
    t!(
        id,
        side = side_name(winner),
        loser = side_name(loser),
        won = won,
        lost = lost
    )
}

/// The status line: whose turn, a pass, the tie-break, or the result with the stores.
pub fn status(play: &Play<Kauri>) -> String {
    let game = &play.game;
    if let Some(outcome) = game.outcome() {
        return result(game, outcome);
    }
    let side = side_name(game.side_to_move());
    let mut line = match (game.phase(), must_pass(game, KauriMove::Pass)) {
        (_, true) => t!("kauri-status-must-pass", side = side),
        (Phase::CowriesOnly, false) => t!("kauri-status-tie-break", side = side),
        (Phase::Stones, false) => t!("kauri-status-to-move", side = side),
    };
    let last = play.cursor.checked_sub(1).and_then(|i| play.moves.get(i));
    if last == Some(&KauriMove::Pass) {
        let passer = side_name(game.side_to_move().opponent());
        line = format!("{} {line}", t!("kauri-status-passed", side = passer));
    }
    line
}

/// The move list: each move with the side that made it.
pub fn move_items(play: &Play<Kauri>) -> Vec<MoveItem> {
    items(&play.start, &play.moves, |game, m| {
        let side = game.side_to_move();
        MoveItem {
            token: m.to_string(),
            mover: side_name(side),
            mark: side_class(side),
        }
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::{games::GameUi, link::GameLink, seats::your_player};

    pub(in crate::games::kauri) fn play(moves: &str) -> Play<Kauri> {
        Play::from_link(&GameLink {
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        })
    }

    #[test]
    fn test_a_kept_tap_on_a_pit_of_the_side_to_move_sows_it() {
        use crate::games::GameUi;
        assert_eq!(
            Kauri::tapped(&play(""), "south-c", "touch"),
            Some(KauriMove::Sow(engine::kauri::Letter::ALL[2]))
        );
        // North's pits are not South's to sow, and a store is no pit.
        assert_eq!(Kauri::tapped(&play(""), "north-c", "mouse"), None);
        assert_eq!(Kauri::tapped(&play(""), "south-store", "mouse"), None);
    }

    #[test]
    fn test_status_names_the_side_to_move() {
        assert_eq!(status(&play("")), "South to move");
        assert_eq!(status(&play("c")), "North to move");
    }

    #[test]
    fn test_status_gives_the_result_with_the_stores() {
        let ending = Play::<Kauri>::from_link(&GameLink {
            position: Some("0-0-0-0-0-1c/0c-0c-0c-0c-0c-0cccccc.29-30.s".to_owned()),
            moves: vec!["f".to_owned()],
            ..GameLink::default()
        });
        assert_eq!(ending.notice, None);
        assert_eq!(
            status(&ending),
            "Game over: North wins with 31 stones in store to South's 29: a store of 31 decides the game"
        );
    }

    fn from_code(code: &str, moves: &str) -> Play<Kauri> {
        let play = Play::<Kauri>::from_link(&GameLink {
            position: Some(code.to_owned()),
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        });
        assert_eq!(play.notice, None, "{code} {moves}");
        play
    }

    #[test]
    fn test_each_ending_says_how_it_was_won() {
        // The stones gone at 30–30, and North, to move in the tie-break, has no cowrie
        // (rule 17): South's cowrie stays on his own side.
        let tie_break = from_code("0c-0ccccccccccc-0-0-0-0/0-0-0-0-0-0.30-30.s", "a");
        assert_eq!(ending(&tie_break.game), Ending::TieBreak);
        assert_eq!(
            status(&tie_break),
            "Game over: at 30–30 North has no cowrie left to sow, so South wins the tie-break"
        );
    }

    #[test]
    fn test_the_person_has_the_row_the_computer_does_not_play() {
        let mut against = play("");
        against.computer = vec![(1, 2)];
        assert_eq!(person(&against), Some(Side::South));
        let [south, north] = owners(&against);
        assert!(south.you && !north.you);
        assert_eq!(
            (south.row.as_str(), south.store.as_str()),
            ("You (South)", "You")
        );
        assert_eq!(north.row, "Computer (North)");
        against.computer = vec![(0, 2)];
        assert_eq!(person(&against), Some(Side::North));

        // Two people: each row carries its side's name, neither is marked.
        let people = play("");
        assert_eq!(person(&people), None);
        let [south, north] = owners(&people);
        assert!(!south.you && !north.you);
        assert_eq!(
            (south.row.as_str(), north.store.as_str()),
            ("South", "North")
        );
    }

    #[test]
    fn test_the_prompt_points_at_the_movers_row() {
        let mut against = play("");
        against.computer = vec![(1, 2)];
        // The board as the page draws it by default (`Kauri::turned`).
        let drawn = |play: &Play<Kauri>| prompt(play, play.game.turned(your_player(play)));
        let sow = "Pick one of your pits with a cowrie, in the bottom row";
        let top = "Pick one of your pits with a cowrie, in the top row";
        assert_eq!(drawn(&against).as_deref(), Some(sow));
        // The computer to move: nothing for the person to do.
        let mut answered = play("c");
        answered.computer = vec![(1, 2)];
        assert_eq!(drawn(&answered), None);
        // Playing North, the person sits at the bottom of the turned board.
        answered.computer = vec![(0, 2)];
        assert_eq!(drawn(&answered).as_deref(), Some(sow));
        // Between two people North's row is the top one, and the bottom one once the
        // board is turned by hand.
        assert_eq!(drawn(&play("c")).as_deref(), Some(top));
        assert_eq!(prompt(&play("c"), true).as_deref(), Some(sow));
        assert_eq!(prompt(&play(""), true).as_deref(), Some(top));
        let pass = from_code("5-5-5-5-5-5/5cc-5cc-5cc-5cc-5cc-5cc.0-0.s", "");
        assert_eq!(
            drawn(&pass).as_deref(),
            Some("You have no cowrie in your pits: press Pass")
        );
    }

    #[test]
    fn test_while_sowing_the_status_names_the_sowing() {
        assert_eq!(sowing_status(&play("c")), "South sows c…");
        assert_eq!(sowing_status(&play("")), "South to move");
    }

    #[test]
    fn test_playable_pits_are_the_movers_with_a_cowrie() {
        let start = play("");
        let pit = |i| Pit::from_index(i).expect("a pit");
        let marks = dests(&start.game, true);
        assert_eq!(marks.first(pit(2)), "c".parse().ok());
        assert!((0..6).all(|i| marks.first(pit(i)).is_some()));
        assert!((6..12).all(|i| marks.first(pit(i)).is_none()));
        assert!(dests(&start.game, false).is_empty());
        let after = play("c");
        let marks = dests(&after.game, true);
        assert!((0..6).all(|i| marks.first(pit(i)).is_none()));
        assert!((6..12).all(|i| marks.first(pit(i)).is_some()));
        assert!(!must_pass(&after.game, KauriMove::Pass));
    }

    #[test]
    fn test_counts_follow_the_worked_example() {
        let counts = Counts::of(&play("c").game);
        assert_eq!(counts.stones, [5, 5, 0, 6, 6, 6, 6, 6, 5, 5, 5, 5]);
        assert_eq!(counts.cowries, [1, 1, 0, 1, 1, 1, 1, 1, 2, 1, 1, 1]);
        assert_eq!(counts.stores, [0, 0]);
    }

    #[test]
    fn test_move_items_name_the_movers() {
        let items = move_items(&play("c b"));
        let described: Vec<(String, String)> =
            items.into_iter().map(|i| (i.token, i.mover)).collect();
        assert_eq!(
            described,
            [("c".into(), "South".into()), ("b".into(), "North".into())]
        );
    }
}
