use super::*;
use engine::caro::{Caro, CaroMove, Opening};

fn link(options: &[&str], moves: &str) -> GameLink {
    GameLink {
        options: options.iter().map(|s| (*s).to_owned()).collect(),
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    }
}

fn start(moves: &str) -> Rc<Play<Caro>> {
    Rc::new(Play::from_link(&link(&[], moves)))
}

fn mv(text: &str) -> CaroMove {
    text.parse().expect("token")
}

fn tokens(play: &Play<Caro>) -> String {
    play.whole_link().moves.join(" ")
}

#[test]
fn test_link_round_trips() {
    let original = link(&["opening=swap2"], "h8 i9 h10 =w g9");
    let play = Play::<Caro>::from_link(&original);
    assert_eq!(play.notice, None);
    assert_eq!(play.moves.len(), 5);
    assert_eq!(play.link(), original);
}

#[test]
fn test_bad_move_keeps_the_good_ones() {
    let play = Play::<Caro>::from_link(&link(&[], "h8 i9 h10 i10 h11 i11 p3 h12"));
    assert_eq!(play.moves.len(), 6);
    assert_eq!(play.cursor, 6);
    assert_eq!(
        play.notice,
        Some(Notice::BadMove {
            number: 7,
            token: "p3".into(),
            error: MoveError::NoSuchPoint
        })
    );
}

#[test]
fn test_bad_option_falls_back_to_its_default() {
    let play = Play::<Caro>::from_link(&link(&["opening=pie", "closed=never"], "h8"));
    assert_eq!(play.game.options().opening, Opening::Free);
    assert_eq!(play.link().options, ["closed=never"]);
    assert!(matches!(play.notice, Some(Notice::BadOption(_))));
    assert_eq!(play.moves.len(), 1);
}

#[test]
fn test_a_link_can_open_at_a_move() {
    let mut at = link(&[], "h8 i9 h10");
    at.at = Some(1);
    let play = Play::<Caro>::from_link(&at);
    assert_eq!(play.cursor, 1);
    assert_eq!(play.game.stones(), 1);
    assert_eq!(play.link(), at);
    assert_eq!(play.whole_link().at, None);
    at.at = Some(7);
    assert_eq!(
        Play::<Caro>::from_link(&at).cursor,
        3,
        "past the end: the end"
    );
}

#[test]
fn test_position_links_start_from_the_code() {
    let play = start("h8 i9 h10");
    let position = play.position_link();
    assert!(position.moves.is_empty());
    let from_position = Play::<Caro>::from_link(&position);
    assert_eq!(from_position.game, play.game);
    assert!(from_position.set_up);
    let next = Rc::new(from_position).reduce(Action::Play(mv("a1")));
    assert_eq!(next.whole_link().position, position.position);
    assert_eq!(next.whole_link().moves, ["a1"]);
    assert_eq!(next.position_after(0), play.game);

    let mut bad = link(&[], "a1");
    bad.position = Some("15.1".into());
    let play = Play::<Caro>::from_link(&bad);
    assert!(matches!(play.notice, Some(Notice::BadPosition(_))));
    assert!(play.moves.is_empty() && !play.set_up);
}

#[test]
fn test_play_undo_redo() {
    let play = start("");
    let after = play.clone().reduce(Action::Play(mv("h8")));
    assert_eq!(tokens(&after), "h8");
    let again = after.clone().reduce(Action::Play(mv("h8")));
    assert!(
        Rc::ptr_eq(&after, &again),
        "an illegal move changes nothing"
    );
    let after = after.reduce(Action::Play(mv("i9")));
    let undone = after.clone().reduce(Action::Undo);
    assert_eq!(tokens(&undone), "h8");
    assert_eq!(undone.game, after.position_after(1));
    let redone = undone.clone().reduce(Action::Redo);
    assert_eq!(tokens(&redone), "h8 i9");
    assert_eq!(redone.game, after.game);
    assert!(Rc::ptr_eq(&redone, &redone.clone().reduce(Action::Redo)));
    let empty = start("").reduce(Action::Undo);
    assert!(Rc::ptr_eq(&empty, &empty.clone().reduce(Action::Undo)));
    // A new move after an undo forgets the undone one.
    let branched = undone.reduce(Action::Play(mv("a1")));
    assert_eq!(tokens(&branched), "h8 a1");
    assert!(branched.redo.is_empty());
}

#[test]
fn test_replay_navigation_keeps_the_line() {
    let play = start("h8 i9 h10 i10");
    let first = play.clone().reduce(Action::GoTo(0));
    assert_eq!(first.cursor, 0);
    assert_eq!(first.game.stones(), 0);
    assert_eq!(first.moves.len(), 4);
    let second = first.reduce(Action::Forward).reduce(Action::Forward);
    assert_eq!(second.cursor, 2);
    assert_eq!(second.last_move(), Some(mv("i9")));
    let back = second.reduce(Action::Back);
    assert_eq!(back.cursor, 1);
    let end = back.clone().reduce(Action::GoTo(4));
    assert!(Rc::ptr_eq(&end, &end.clone().reduce(Action::Forward)));
    assert!(Rc::ptr_eq(&end, &end.clone().reduce(Action::GoTo(9))));
    let start_pos = end.reduce(Action::GoTo(0));
    assert!(Rc::ptr_eq(
        &start_pos,
        &start_pos.clone().reduce(Action::Back)
    ));
}

#[test]
fn test_a_move_arrives_at_the_end_of_the_line_whatever_is_shown() {
    let at_end = start("h8 i9").reduce(Action::Arrive("h10".into()));
    assert_eq!(tokens(&at_end), "h8 i9 h10");
    assert_eq!(at_end.cursor, 3, "shown, as the end was");
    assert_eq!(at_end.game.stones(), 3);
    let looking_back = start("h8 i9")
        .reduce(Action::GoTo(1))
        .reduce(Action::Arrive("h10".into()));
    assert_eq!(tokens(&looking_back), "h8 i9 h10");
    assert_eq!(looking_back.cursor, 1, "the move looked at stays shown");
    assert_eq!(looking_back.game.stones(), 1);
    // A token that is no legal move at the end changes nothing.
    let play = start("h8 i9");
    assert!(Rc::ptr_eq(
        &play,
        &play.clone().reduce(Action::Arrive("h8".into()))
    ));
}

#[test]
fn test_playing_the_next_move_of_the_line_just_steps() {
    let play = start("h8 i9 h10").reduce(Action::GoTo(1));
    let stepped = play.reduce(Action::Play(mv("i9")));
    assert_eq!(stepped.cursor, 2);
    assert_eq!(tokens(&stepped), "h8 i9 h10");
    assert_eq!(stepped.new_line, None);
}

#[test]
fn test_a_different_move_earlier_asks_before_discarding() {
    let play = start("h8 i9 h10").reduce(Action::GoTo(1));
    let asked = play.reduce(Action::Play(mv("a1")));
    assert_eq!(asked.new_line, Some(mv("a1")));
    assert_eq!(
        tokens(&asked),
        "h8 i9 h10",
        "nothing is lost before the answer"
    );
    let kept = asked.clone().reduce(Action::CancelNewLine);
    assert_eq!((kept.new_line, tokens(&kept)), (None, "h8 i9 h10".into()));
    let discarded = asked.reduce(Action::ConfirmNewLine);
    assert_eq!(tokens(&discarded), "h8 a1");
    assert_eq!(discarded.cursor, 2);
    // An illegal move at an earlier position asks nothing.
    let earlier = start("h8 i9").reduce(Action::GoTo(1));
    assert!(Rc::ptr_eq(
        &earlier,
        &earlier.clone().reduce(Action::Play(mv("h8")))
    ));
}

#[test]
fn test_a_move_clears_the_notice() {
    let play = start("h8 h8");
    assert!(play.notice.is_some());
    assert_eq!(play.clone().reduce(Action::Play(mv("i9"))).notice, None);
    assert_eq!(play.reduce(Action::Dismiss).notice, None);
}
