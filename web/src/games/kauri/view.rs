//! Kauri: the board's view model (the counts in each pit and store), the status line and
//! the move list. The sowing animation's frames are in [`sowing`].

use engine::{
    Game, Outcome,
    kauri::{Kauri, KauriMove, PITS, Phase, Pit, Side},
};

use crate::{
    components::move_list::{MoveItem, items},
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

/// The move a click on each pit plays, by ring index: the pits the player to move may
/// sow (none while the game is over, none unless `live`).
pub fn dests(game: &Kauri, live: bool) -> [Option<KauriMove>; PITS] {
    let mut moves = Vec::new();
    if live {
        game.legal_moves(&mut moves);
    }
    let mut dests = [None; PITS];
    for m in moves {
        if let KauriMove::Sow(letter) = m {
            dests[Pit::new(game.side_to_move(), letter).index()] = Some(m);
        }
    }
    dests
}

/// Whether the only move is a pass.
pub fn must_pass(game: &Kauri) -> bool {
    !game.is_over() && game.check_move(KauriMove::Pass).is_ok()
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

/// The status line: whose turn, a pass, the tie-break, or the result with the stores.
pub fn status(play: &Play<Kauri>) -> String {
    let game = &play.game;
    let [south, north] = Side::ALL.map(|side| game.store(side));
    match game.outcome() {
        Some(Outcome::Winner(seat)) => {
            let side = if seat.index() == 0 {
                Side::South
            } else {
                Side::North
            };
            return t!(
                "kauri-status-winner",
                side = side_name(side),
                south = south,
                north = north
            );
        }
        Some(_) => return t!("kauri-status-draw", south = south, north = north),
        None => {}
    }
    let side = side_name(game.side_to_move());
    let mut line = match (game.phase(), must_pass(game)) {
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
    use crate::link::GameLink;

    pub(in crate::games::kauri) fn play(moves: &str) -> Play<Kauri> {
        Play::from_link(&GameLink {
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        })
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
            "Game over: North wins, 29–31 (South–North)"
        );
    }

    #[test]
    fn test_playable_pits_are_the_movers_with_a_cowrie() {
        let start = play("");
        let marks = dests(&start.game, true);
        assert_eq!(marks[2], "c".parse().ok());
        assert!(marks[..6].iter().all(Option::is_some));
        assert!(marks[6..].iter().all(Option::is_none));
        assert!(dests(&start.game, false).iter().all(Option::is_none));
        let after = play("c");
        let marks = dests(&after.game, true);
        assert!(marks[..6].iter().all(Option::is_none));
        assert!(marks[6..].iter().all(Option::is_some));
        assert!(!must_pass(&after.game));
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
