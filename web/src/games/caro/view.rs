//! Caro: the board's view model, the status line and the colour-choice explanation.

use std::rc::Rc;

use engine::{
    Game, Outcome,
    caro::{Caro, CaroMove, Colour, Opening, Person, Point},
};

use crate::{
    games::{MoveItem, dests::Dests, items},
    state::Play,
    t,
};

/// What the board component needs to draw a Caro position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// What each point holds, by `Point::index`.
    pub stones: Rc<Vec<Option<Colour>>>,
    /// The move a click on each point plays (the board's `dests`).
    pub dests: Rc<Dests<Point, CaroMove>>,
    /// The colour of the next stone, while stones may be placed.
    pub next: Option<Colour>,
    /// The last stone placed.
    pub last: Option<Point>,
    /// The stones of the winning rows.
    pub winning: Rc<Vec<Point>>,
}

/// The board's view of a game; `live`, whether the person may place a stone now.
pub fn board_view(play: &Play<Caro>, live: bool) -> BoardView {
    let game = &play.game;
    let mut moves = Vec::new();
    if live {
        game.legal_moves(&mut moves);
    }
    let mut dests = Dests::default();
    for &m in &moves {
        if let CaroMove::Place(p) = m {
            dests.push(p, m);
        }
    }
    let last = play.moves[..play.cursor]
        .iter()
        .rev()
        .find_map(|m| match m {
            CaroMove::Place(p) => Some(*p),
            CaroMove::Choose(_) => None,
        });
    BoardView {
        stones: Rc::new(Point::all().map(|p| game.stone(p)).collect()),
        next: (!dests.is_empty()).then(|| game.next_colour()),
        dests: Rc::new(dests),
        last,
        winning: Rc::new(game.winning_points()),
    }
}

/// The move list: each move with its mover (a colour, or the person who chose).
pub fn move_items(play: &Play<Caro>) -> Vec<MoveItem> {
    items(&play.start, &play.moves, |game, m| match m {
        CaroMove::Place(_) => {
            let colour = game.next_colour();
            MoveItem {
                token: m.to_string(),
                mover: colour_name(colour),
                mark: colour_class(colour),
            }
        }
        CaroMove::Choose(_) => MoveItem {
            token: m.to_string(),
            mover: game.person_to_move().map(person_title).unwrap_or_default(),
            mark: "choice",
        },
    })
}

/// The style name of a colour, as the board and the move list use it.
pub fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Black => "black",
        Colour::White => "white",
    }
}

/// The colour's name, capitalised for the start of a sentence.
pub fn colour_name(colour: Colour) -> String {
    match colour {
        Colour::Black => t!("colour-black"),
        Colour::White => t!("colour-white"),
    }
}

fn person_name(person: Person) -> String {
    match person {
        Person::Opener => t!("person-opener"),
        Person::Responder => t!("person-responder"),
    }
}

/// The person's name at the start of a sentence (each language capitalises its own).
pub fn person_title(person: Person) -> String {
    match person {
        Person::Opener => t!("person-opener-title"),
        Person::Responder => t!("person-responder-title"),
    }
}

/// The status line: who plays, who chooses, or how the game ended.
pub fn status(game: &Caro) -> String {
    match game.outcome() {
        Some(Outcome::Winner(seat)) => {
            let colour = colour_name(Colour::ALL[seat.index()]);
            return match longest_row(&game.winning_points()) {
                0..=5 => t!("status-wins-five", colour = colour),
                length => t!("status-wins-row", colour = colour, length = length),
            };
        }
        Some(_) => return t!("status-draw"),
        None => {}
    }
    let to_move = game.person_to_move();
    if game.is_choice_due() {
        let person = to_move.map(person_title).unwrap_or_default();
        return match game.stones() {
            3 if game.options().opening == Opening::Swap2 => {
                t!("status-choice-or-place", person = person)
            }
            _ => t!("status-choice", person = person),
        };
    }
    let person = to_move.map(person_name).unwrap_or_default();
    let colour = colour_name(game.next_colour());
    match game.options().opening {
        Opening::Free => t!("status-to-play", colour = colour),
        _ => t!("status-to-play-person", colour = colour, person = person),
    }
}

/// What the person to move does now, where the status line against the computer ("Your
/// move") leaves it out: in a swap opening, until the colours are chosen, the colour of
/// the next stone, since both are placed in turn; none once each plays his own colour.
pub fn prompt(game: &Caro) -> Option<String> {
    let undecided = game.holder(Colour::Black).is_none();
    let opening = game.options().opening != Opening::Free && undecided;
    (opening && !game.is_over() && !game.is_choice_due()).then(|| {
        t!(
            "caro-prompt-place",
            colour = colour_name(game.next_colour())
        )
    })
}

/// The longest unbroken line among `points`, a won game's winning rows: 5, or 6 or more
/// when an overline won (every winning row goes through the last stone, so no two of
/// them are parallel and a line of them is one row).
fn longest_row(points: &[Point]) -> usize {
    const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    points
        .iter()
        .flat_map(|&p| {
            DIRECTIONS.iter().map(move |&d| {
                1 + (1..)
                    .take_while(|&n| p.step(d, n).is_some_and(|q| points.contains(&q)))
                    .count()
            })
        })
        .max()
        .unwrap_or(0)
}

/// The sentence that explains the colour choice due now, if one is.
pub fn choice_explanation(game: &Caro) -> Option<String> {
    if !game.is_choice_due() || game.is_over() {
        return None;
    }
    Some(match (game.options().opening, game.stones()) {
        (Opening::Swap2, 3) => t!("choice-swap2-first"),
        (Opening::Swap2, _) => t!("choice-swap2-second"),
        _ => t!("choice-swap"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::GameLink;

    fn play(options: &[&str], moves: &str) -> Play<Caro> {
        Play::from_link(&GameLink {
            options: options.iter().map(|s| (*s).to_owned()).collect(),
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        })
    }

    #[test]
    fn test_a_kept_click_places_its_stone_and_a_touch_only_shows_it() {
        use crate::games::GameUi;
        let start = play(&[], "");
        let h8 = "h8".parse().expect("point");
        assert_eq!(
            Caro::tapped(&start, "h8", "mouse"),
            Some(CaroMove::Place(h8))
        );
        assert_eq!(Caro::tapped(&start, "h8", "touch"), None);
        assert_eq!(Caro::tapped(&start, "h8", "pen"), None);
        assert_eq!(Caro::tapped(&start, "z99", "mouse"), None);
        // A point that holds a stone takes no tap.
        assert_eq!(Caro::tapped(&play(&[], "h8"), "h8", "mouse"), None);
    }

    #[test]
    fn test_status_lines() {
        assert_eq!(status(&play(&[], "").game), "Black to play");
        assert_eq!(status(&play(&[], "h8").game), "White to play");
        let won = play(&[], "h8 a1 i8 a2 j8 a3 k8 a4 l8");
        assert_eq!(status(&won.game), "Black wins with five in a row");
        // Example 4 of docs/rules/caro.md: six in a row win.
        let six = play(&[], "d8 c8 e8 j8 f8 a15 h8 c15 i8 e15 g8");
        assert_eq!(status(&six.game), "Black wins with a row of 6");
        let swap = play(&["opening=swap"], "h8");
        assert_eq!(status(&swap.game), "White to play (first player)");
        let choice = play(&["opening=swap2"], "h8 i9 h10");
        assert_eq!(
            status(&choice.game),
            "Second player: choose a colour, or place stones 4 and 5"
        );
        let second = play(&["opening=swap2"], "h8 i9 h10 j9 g10");
        assert_eq!(status(&second.game), "First player: choose a colour");
        assert!(choice_explanation(&second.game).is_some());
        assert_eq!(choice_explanation(&swap.game), None);
    }

    #[test]
    fn test_a_player_is_named_by_his_colour_once_the_opening_has_set_it() {
        use crate::games::GameUi;
        let names = |options: &[&str], moves: &str| {
            let game = play(options, moves).game;
            (game.player_label(0), game.player_label(1))
        };
        let (black, white) = ("Black".to_owned(), "White".to_owned());
        assert_eq!(names(&[], ""), (black.clone(), white.clone()));
        let persons = ("First player".to_owned(), "Second player".to_owned());
        assert_eq!(names(&["opening=swap"], "h8 i9 h10"), persons);
        // The second player took black.
        assert_eq!(names(&["opening=swap"], "h8 i9 h10 =b"), (white, black));
    }

    #[test]
    fn test_the_prompt_names_the_next_stone_until_the_colours_are_chosen() {
        let next = |options: &[&str], moves: &str| prompt(&play(options, moves).game);
        assert_eq!(next(&[], "h8"), None);
        let white = next(&["opening=swap"], "h8").expect("a prompt");
        assert!(white.starts_with("Next stone: White."), "{white}");
        assert_eq!(
            next(&["opening=swap"], "h8 i9 h10"),
            None,
            "the choice is due"
        );
        assert_eq!(next(&["opening=swap"], "h8 i9 h10 =w"), None, "chosen");
        let fifth = next(&["opening=swap2"], "h8 i9 h10 j9").expect("a prompt");
        assert!(fifth.starts_with("Next stone: Black."), "{fifth}");
    }

    #[test]
    fn test_move_items_name_each_mover() {
        let items = move_items(&play(&["opening=swap2"], "h8 i9 h10 =w g9"));
        let described: Vec<(String, String, &str)> = items
            .into_iter()
            .map(|i| (i.token, i.mover, i.mark))
            .collect();
        assert_eq!(
            described,
            [
                ("h8".into(), "Black".into(), "black"),
                ("i9".into(), "White".into(), "white"),
                ("h10".into(), "Black".into(), "black"),
                ("=w".into(), "Second player".into(), "choice"),
                ("g9".into(), "White".into(), "white"),
            ]
        );
    }

    #[test]
    fn test_board_view_marks_last_stone_and_targets() {
        let view = board_view(&play(&["opening=swap2"], "h8 i9 h10 =w"), true);
        assert_eq!(view.last.map(|p| p.to_string()), Some("h10".into()));
        assert_eq!(view.dests.iter().count(), 222);
        let i10: Point = "i10".parse().expect("a point");
        assert_eq!(view.dests.first(i10), Some(CaroMove::Place(i10)));
        assert_eq!(view.next, Some(Colour::White));
        let watched = board_view(&play(&["opening=swap2"], "h8 i9 h10 =w"), false);
        assert_eq!((watched.dests.iter().count(), watched.next), (0, None));
        let swap = board_view(&play(&["opening=swap"], "h8 i9 h10"), true);
        assert_eq!(swap.next, None, "only the choice may come");
        assert!(swap.dests.is_empty());
        let won = board_view(&play(&[], "h8 a1 i8 a2 j8 a3 k8 a4 l8"), true);
        assert_eq!(won.winning.len(), 5);
        assert_eq!(won.next, None);
        let mut replaying = play(&[], "h8 a1 i8");
        replaying.cursor = 1;
        assert_eq!(
            board_view(&replaying, true).last.map(|p| p.to_string()),
            Some("h8".into())
        );
    }
}
