//! Who plays each seat, and what undo and redo take back: the page's policy for people and
//! the computer at one board, pure (the hooks and forms that use it hold no policy of
//! their own). The computer numbers players as [`engine::Game::player_to_move`] does.

use ai::Computer;
use engine::Seat;

use crate::{link::ComputerPlayers, state::Play};

/// How many moves undo leaves against the computer: back to the last position before
/// the end where a person is to move (the person's last move and the computer's replies
/// after it go).
pub fn person_undo_point<G: Computer>(play: &Play<G>) -> usize {
    let mut n = play.moves.len().saturating_sub(1);
    while n > 0
        && G::player_to_move(&play.position_after(n))
            .is_some_and(|p| play.computer_level(p).is_some())
    {
        n -= 1;
    }
    n
}

/// How many moves redo brings back: the next one, and the computer's replies after it up
/// to where a person is to move again.
pub fn person_redo_count<G: Computer>(play: &Play<G>) -> usize {
    let mut game = play.position_after(play.moves.len());
    let mut count = 0;
    for &m in play.redo.iter().rev() {
        if game.play(m).is_err() {
            break;
        }
        count += 1;
        let computer_next =
            G::player_to_move(&game).is_some_and(|p| play.computer_level(p).is_some());
        if !computer_next {
            break;
        }
    }
    count.max(1)
}

/// The computer players at `level` against one person, who plays whoever is to move in
/// `game` (the first player once the game is over): every other player is the computer's.
pub fn against_person<G: Computer>(game: &G, level: u8) -> ComputerPlayers {
    let person = G::player_to_move(game).unwrap_or(0);
    let mut seats: ComputerPlayers = game
        .seats()
        .iter()
        .map(|seat: Seat| game.player_in(seat))
        .filter(|&player| player != person)
        .map(|player| (player, level))
        .collect();
    seats.sort_unstable();
    seats.dedup();
    seats
}

/// The level of the computer player to move in the shown position, if one is.
pub fn computer_to_move<G: Computer>(play: &Play<G>) -> Option<u8> {
    G::player_to_move(&play.game).and_then(|p| play.computer_level(p))
}

/// Who plays each seat of the game now, by seat index: the computer's level, or 0 for a
/// person (what the new-game form starts from).
pub fn seat_levels<G: Computer>(play: &Play<G>) -> Vec<u8> {
    let mut levels = Vec::new();
    for seat in play.game.seats().iter() {
        let i = seat.index();
        if levels.len() <= i {
            levels.resize(i + 1, 0);
        }
        levels[i] = play.computer_level(play.game.player_in(seat)).unwrap_or(0);
    }
    levels
}

/// The computer players of a new game from the level chosen for each seat (0: a person),
/// numbered as the computer numbers players in `game`.
pub fn computer_players<G: Computer>(game: &G, levels: &[u8]) -> ComputerPlayers {
    game.seats()
        .iter()
        .filter_map(|seat: Seat| {
            let level = levels.get(seat.index()).copied().unwrap_or(0);
            (level > 0).then(|| (game.player_in(seat), level))
        })
        .collect()
}

/// Who plays one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// The one person playing against the computer.
    You,
    /// One of the people at this device.
    Person,
    /// The computer, at this level.
    Computer(u8),
}

/// Each seat of the shown game (by index) with who plays it, people first: the person
/// against the computer is `You` when he is the only person.
pub fn players<G: Computer>(play: &Play<G>) -> Vec<(usize, Player)> {
    let game = &play.game;
    let mut seats: Vec<(usize, Player)> = game
        .seats()
        .iter()
        .map(|seat| {
            let level = play.computer_level(game.player_in(seat));
            (seat.index(), level.map_or(Player::Person, Player::Computer))
        })
        .collect();
    let people = seats.iter().filter(|(_, p)| *p == Player::Person).count();
    if people == 1 && seats.len() > 1 {
        for (_, player) in &mut seats {
            if *player == Player::Person {
                *player = Player::You;
            }
        }
    }
    // The people first, then the computer, each in seat order (a partition, not a
    // sort: the same order, without a stable sort's code in every page).
    let (mut here, computers): (Vec<_>, Vec<_>) = seats
        .into_iter()
        .partition(|(_, player)| !matches!(player, Player::Computer(_)));
    here.extend(computers);
    here
}

/// The seat of the one person playing the computer, if there is one.
pub fn person_seat<G: Computer>(play: &Play<G>) -> Option<usize> {
    players(play)
        .into_iter()
        .find_map(|(seat, player)| (player == Player::You).then_some(seat))
}

/// The player of the one person playing the computer, if there is one: the board is
/// drawn for him (`GameUi::turned`).
pub fn your_player<G: Computer>(play: &Play<G>) -> Option<usize> {
    let seat = Seat(u8::try_from(person_seat(play)?).ok()?);
    Some(play.game.player_in(seat))
}

#[cfg(test)]
mod tests {
    use engine::{
        Game, GameOptions,
        azacru::{Azacru, AzacruOptions},
        caro::Caro,
        karo::four::KaroFour,
        kauri::Kauri,
    };

    use super::*;
    use crate::{games::GameUi, link::GameLink, state::Action};

    #[test]
    fn test_azacru_seats_are_numbered_in_turn_order_both_ways() {
        let mut options = AzacruOptions::default();
        options.assign("players=2").expect("an option");
        let game = Azacru::new(options);
        // East (seat 1) begins; West (seat 3) is the second player, played by the computer.
        let levels = vec![0, 0, 0, 3];
        let computer = computer_players(&game, &levels);
        assert_eq!(computer, vec![(1, 3)]);
        let mut play = Play::<Azacru>::new(options);
        play.computer = computer;
        assert_eq!(seat_levels(&play), levels);
        // Seats the game does not have are never the computer's.
        assert_eq!(computer_players(&game, &[4, 0, 0, 0]), Vec::new());
    }

    #[test]
    fn test_the_person_plays_the_side_to_move_and_the_computer_the_rest() {
        let caro = Caro::new(Default::default());
        assert_eq!(against_person(&caro, 1), vec![(1, 1)]);
        let after_one = Play::<Caro>::from_link(&GameLink::parse("moves=h8"));
        assert_eq!(against_person(&after_one.game, 4), vec![(0, 4)]);
        // Four in Azacru: three computers, in turn order after the person.
        let mut options = AzacruOptions::default();
        options.assign("players=4").expect("an option");
        assert_eq!(
            against_person(&Azacru::new(options), 2),
            vec![(1, 2), (2, 2), (3, 2)]
        );
    }

    #[test]
    fn test_undo_against_the_computer_takes_its_reply_back_too() {
        let mut play = Play::<Caro>::from_link(&GameLink::parse("moves=h8,i9"));
        play.computer = vec![(1, 1)];
        assert_eq!(person_undo_point(&play), 0);
        // The person's move still waiting for its reply goes alone.
        let mut play = Play::<Caro>::from_link(&GameLink::parse("moves=h8,i9,h9"));
        play.computer = vec![(1, 1)];
        assert_eq!(person_undo_point(&play), 2);
    }

    #[test]
    fn test_redo_against_the_computer_brings_its_reply_back_too() {
        use std::rc::Rc;
        use yew::Reducible;
        let mut play = Play::<Caro>::from_link(&GameLink::parse("moves=h8,i9,h9,i10"));
        play.computer = vec![(1, 1)];
        let undone = Rc::new(play).reduce(Action::UndoTo(0));
        assert_eq!(person_redo_count(&undone), 2);
        let once = undone.reduce(Action::Redo).reduce(Action::Redo);
        assert_eq!(once.moves.len(), 2);
        assert_eq!(person_redo_count(&once), 2);
        // Two people: one move at a time.
        let mut play = (*once).clone();
        play.computer = vec![];
        assert_eq!(person_redo_count(&play), 1);
    }

    #[test]
    fn test_the_person_sits_at_the_bottom() {
        let kauri_turned = |computer: ComputerPlayers| {
            let mut play = Play::<Kauri>::new(Default::default());
            play.computer = computer;
            play.game.turned(your_player(&play))
        };
        assert!(!kauri_turned(vec![]), "two people");
        assert!(
            kauri_turned(vec![(0, 3)]),
            "the person plays North, the top"
        );
        assert!(!kauri_turned(vec![(1, 3)]), "the person plays South");
        assert!(
            !kauri_turned(vec![(0, 3), (1, 5)]),
            "computer against computer"
        );
        // Karo: White is drawn at the bottom.
        let mut karo = Play::<KaroFour>::new(Default::default());
        karo.computer = vec![(1, 3)];
        assert!(karo.game.turned(your_player(&karo)), "the person plays Red");
        // Azacru: the person playing North alone, among four, sees it at the bottom.
        let mut options = AzacruOptions::default();
        options.assign("players=4").expect("an option");
        let mut azacru = Play::<Azacru>::new(options);
        azacru.computer = vec![(1, 2), (2, 2), (3, 2)];
        assert_eq!(your_player(&azacru), Some(0));
        assert!(azacru.game.turned(your_player(&azacru)), "North begins");
        azacru.computer = vec![(0, 2), (2, 2), (3, 2)];
        assert!(!azacru.game.turned(your_player(&azacru)), "East");
    }
}
