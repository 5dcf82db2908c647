use super::*;

#[test]
fn test_a_move_reads_and_writes_as_the_docs_show() {
    let text = r#"{"t":"move","ply":3,"move":"h8"}"#;
    let message: ClientMessage = decode(text).expect("a move");
    assert_eq!(
        message,
        ClientMessage::Move {
            ply: 3,
            token: "h8".into()
        }
    );
    assert_eq!(encode(&message), text);
    let ack = ServerMessage::Ack { ply: 4 };
    assert_eq!(encode(&ack), r#"{"t":"ack","ply":4}"#);
    assert_eq!(
        encode(&ServerMessage::Refused {
            code: Refusal::StalePly,
            message: "m".into()
        }),
        r#"{"t":"refused","code":"stale-ply","message":"m"}"#
    );
}

#[test]
fn test_what_is_not_a_message_is_refused_with_a_reason() {
    for text in [
        "",
        "h8",
        "{}",
        r#"{"t":"teleport"}"#,
        r#"{"t":"move","ply":-1,"move":"h8"}"#,
        r#"{"t":"move","ply":1}"#,
        r#"{"t":"move","ply":1,"move":"h8","extra":1}"#,
        r#"{"t":"hello","protocol":1,"game":"x"}"#,
    ] {
        let error = decode::<ClientMessage>(text).expect_err(text);
        assert!(error.0.starts_with("unreadable message"), "{text}: {error}");
    }
}

#[test]
fn test_time_controls_in_range_and_out() {
    let live = |base, increment| TimeControl::Live { base, increment };
    assert_eq!(live(300, 3).check(), Ok(()));
    assert!(live(0, 0).check().is_err());
    assert!(live(TimeControl::MAX_BASE + 1, 0).check().is_err());
    assert!(live(60, TimeControl::MAX_INCREMENT + 1).check().is_err());
    assert!(TimeControl::Correspondence { days: 0 }.check().is_err());
    assert_eq!(TimeControl::Correspondence { days: 3 }.check(), Ok(()));
    assert_eq!(
        TimeControl::Correspondence { days: 1 }.budget_ms(),
        86_400_000
    );
    let new: NewGame = decode(r#"{"game":"caro","time":{"kind":"live","base":300,"increment":2}}"#)
        .expect("options may be left out");
    assert!(new.options.is_empty());
}

#[test]
fn test_the_whole_game_round_trips() {
    let state = GameState {
        id: "abc".into(),
        game: "azacru".into(),
        options: vec!["players=3".into()],
        time: TimeControl::Correspondence { days: 2 },
        ply: 2,
        moves: vec!["c5-c6^".into()],
        moves_from: 1,
        seats: vec![
            SeatState {
                name: "east".into(),
                connected: true,
                devices: 1,
                clock_ms: Some(5),
            };
            3
        ],
        you: Some(1),
        to_move: Some(2),
        started: true,
        draw_offer: None,
        claim_in_ms: Some(0),
        spectators: 4,
        end: Some(End {
            outcome: Outcome::Winners { seats: vec![0, 2] },
            reason: EndReason::Rules,
        }),
        rematch: Rematch {
            asked: vec![2],
            declined: None,
            next: None,
        },
        players: Vec::new(),
        rated: false,
    };
    let message = ServerMessage::Game(state);
    let text = encode(&message);
    assert!(text.starts_with(r#"{"t":"game","id":"abc""#), "{text}");
    assert_eq!(decode::<ServerMessage>(&text), Ok(message));
}

#[test]
fn test_a_rematch_is_asked_and_told() {
    let ask: ClientMessage = decode(r#"{"t":"rematch","accept":true}"#).expect("an ask");
    assert_eq!(ask, ClientMessage::Rematch { accept: true });
    let made = ServerMessage::Rematch(Rematch {
        asked: vec![0, 1],
        declined: None,
        next: Some("Xb3kQ9".into()),
    });
    let text = encode(&made);
    assert!(
        text.starts_with(r#"{"t":"rematch","asked":[0,1]"#),
        "{text}"
    );
    assert_eq!(decode::<ServerMessage>(&text), Ok(made));
}
