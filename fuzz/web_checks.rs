//! The checks the fuzz targets run over the site's parsers (addresses, embeds, the AI
//! worker's requests, pasted imports), natively; the web crate's tests run them again on
//! every input kept in `fuzz/corpus/`, so that what fuzzing found stays fixed.

use engine::{Game, GameId, Record};
use web::{
    computer::{self, Answer, LookAnswer},
    embed::{
        messages::{self, Field, HostMessage},
        puzzle::{Attempt, Puzzle},
        settings::EmbedSettings,
    },
    import::{ImportError, Opened, import},
    link::GameLink,
    route::Route,
};

/// Any text as an address fragment: reading never panics; a game or embed link written
/// back to an address reads back to the same page; the language named is a real value.
pub fn routes(data: &[u8]) {
    let Ok(fragment) = std::str::from_utf8(data) else {
        return;
    };
    match Route::parse(fragment) {
        Route::Game(id, link) => {
            check_link(&link);
            let again = Route::parse(&link.to_fragment(id));
            assert_eq!(again, Route::Game(id, link), "game link round trip");
        }
        Route::Embed(id, settings, link) => {
            check_link(&link);
            check_embed_round_trip(id, &settings, &link);
        }
        Route::Online(id, online) => {
            let again = Route::parse(&online.to_fragment(id));
            assert_eq!(again, Route::Online(id, online), "online link round trip");
        }
        Route::Learn(_, query) | Route::LearnEmbed(_, _, query) => {
            let link = web::learn::LessonLink::parse(&query);
            assert!(
                link.stage.as_ref().is_none_or(|id| !id.is_empty()),
                "empty stage"
            );
        }
        Route::Home | Route::Rules(_) | Route::EmbedHelp | Route::NotFound(_) => {}
    }
    if let Some(lang) = Route::language(fragment) {
        assert!(!lang.is_empty() && !lang.contains('&'), "language {lang:?}");
    }
}

/// What every read link holds: moves that are tokens, computer seats that are players
/// 1 to 4 (counted from 0) at levels 1 to 5, each player once and in order.
fn check_link(link: &GameLink) {
    assert!(
        link.moves.iter().all(|m| !m.is_empty() && !m.contains(',')),
        "moves {:?}",
        link.moves
    );
    assert!(
        link.computer
            .iter()
            .all(|&(player, level)| player < 4 && (1..=5).contains(&level)),
        "seats {:?}",
        link.computer
    );
    assert!(
        link.computer.windows(2).all(|w| w[0].0 < w[1].0),
        "seats in order, each once: {:?}",
        link.computer
    );
}

/// The embed address the embed dialog writes for `settings` and `link` reads back to them.
fn check_embed_round_trip(id: GameId, settings: &EmbedSettings, link: &GameLink) {
    let mut query = settings.to_query();
    query.extend(link.to_fragment_query());
    let fragment = format!("#/embed/{id}?{}", query.join("&"));
    assert_eq!(
        Route::parse(&fragment),
        Route::Embed(id, settings.clone(), link.clone()),
        "embed round trip through {fragment:?}"
    );
}

/// The embed's inputs: the text as embed settings (as in `routes`), as a host message's
/// fields, and the bytes as a puzzle's moves and the visitor's tries.
pub fn embed(data: &[u8]) {
    puzzle(data);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (settings, link) = EmbedSettings::parse(text);
    assert!(
        (1..=5).contains(&settings.level),
        "level {}",
        settings.level
    );
    assert!(!settings.lang.is_empty(), "a language");
    check_link(&link);
    check_embed_round_trip(GameId::Caro, &settings, &link);
    host_message(text);
}

/// `key=value` lines as a message's fields (`tessera` as a whole number when it reads as
/// one): only a version 1 message of a known type reads, and a `load` carries exactly the
/// fields given.
fn host_message(text: &str) {
    let field = |key: &str| {
        text.lines()
            .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
            .map(str::to_owned)
    };
    let version = field("tessera").and_then(|v| v.parse::<u32>().ok());
    // Each field as a browser's object would hold it: the version a number when it reads
    // as one, the rest texts.
    let message = messages::decode(|key| match (key, field(key)) {
        (_, None) => Field::Missing,
        ("tessera", Some(value)) => value
            .parse::<u32>()
            .map_or(Field::Text(value), |n| Field::Number(f64::from(n))),
        (_, Some(value)) => Field::Text(value),
    });
    let kind = field("type");
    match &message {
        None => assert!(
            version != Some(1) || !matches!(kind.as_deref(), Some("load" | "flip" | "undo")),
            "a message of ours was ignored"
        ),
        Some(HostMessage::Load { record, position }) => {
            assert_eq!(kind.as_deref(), Some("load"));
            assert_eq!((record, position), (&field("record"), &field("position")));
        }
        Some(HostMessage::Flip) => assert_eq!(kind.as_deref(), Some("flip")),
        Some(HostMessage::Undo) => assert_eq!(kind.as_deref(), Some("undo")),
        Some(HostMessage::Measure) => assert_eq!(kind.as_deref(), Some("measure")),
    }
    if message.is_some() {
        assert_eq!(version, Some(1), "only version 1 is read");
    }
}

/// The first byte is the length of the puzzle's line (the following bytes); the rest are
/// tries, a zero byte taking back. A wrong try changes nothing; a right one is undone by
/// one take-back; a right try without a reply solves the puzzle.
fn puzzle(data: &[u8]) {
    let Some((&length, rest)) = data.split_first() else {
        return;
    };
    let (line, tries) = rest.split_at(rest.len().min(usize::from(length % 16)));
    let mut puzzle = Puzzle::new(line.to_vec());
    assert_eq!(puzzle.has_line(), !line.is_empty());
    for &m in tries {
        let before = puzzle.clone();
        if m == 0 {
            let back = puzzle.take_back();
            assert!(back <= 2, "takes back a move and its reply at most");
            assert_eq!(
                back == 0,
                puzzle == before,
                "only a take-back of 0 is a no-op"
            );
            continue;
        }
        match puzzle.attempt(m) {
            Attempt::Wrong => assert_eq!(puzzle, before, "a wrong try changed the puzzle"),
            Attempt::Right { reply } => {
                if reply.is_none() {
                    assert!(puzzle.is_solved(), "the last move solves it");
                }
                let mut undone = puzzle.clone();
                let back = undone.take_back();
                assert_eq!(back, if reply.is_some() { 2 } else { 1 });
                assert_eq!(undone, before, "take-back undoes the try and its reply");
            }
        }
    }
}

/// Any text as the AI worker's request: reading never panics; a request that reads is
/// written back to a text that reads the same; an unreadable one is answered with an
/// error that names what is wrong, in the form the page reads. Any text as the worker's
/// answer: one that reads is written back to one that reads the same.
pub fn ai_requests(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match computer::read(text) {
        Ok(r) => {
            let write = match r.look {
                true => computer::look_request,
                false => computer::request,
            };
            let again = computer::read(&write(r.id, r.level, r.seed, &r.record));
            assert_eq!(again.as_ref(), Ok(&r), "request round trip");
            // The computer thinks about any game it can read (at its quickest level, to
            // keep fuzzing fast): its move is legal there, or it says why there is none.
            let quick = computer::request(r.id, ai::Level::MIN, r.seed, &r.record);
            let answer = Answer::parse(&computer::answer(&quick, &ai::NoClock)).expect("an answer");
            assert_eq!(answer.id, r.id);
            match answer.result {
                Ok(token) => assert!(legal_after(&r.record, &token), "{token} is legal"),
                Err(why) => assert!(!why.is_empty(), "an error says why"),
            }
            // A look for the review: always an answer to this request, a look or a reason.
            if r.look {
                let quick = computer::look_request(r.id, ai::Level::MIN, r.seed, &r.record);
                let answer = LookAnswer::parse(&computer::answer(&quick, &ai::NoClock))
                    .expect("a look answer");
                assert_eq!(answer.id, r.id);
                if let Err(why) = answer.result {
                    assert!(!why.is_empty(), "an error says why");
                }
            }
        }
        Err(why) => {
            assert!(!why.is_empty(), "an error says why");
            // Refused before any thinking: cheap, and the page must read it.
            let answer = computer::answer(text, &ai::NoClock);
            assert_eq!(
                Answer::parse(&answer),
                Some(Answer {
                    id: 0,
                    result: Err(why)
                })
            );
        }
    }
    if let Some(answer) = Answer::parse(text) {
        let written = match &answer.result {
            Ok(token) => format!("{} ok {token}", answer.id),
            Err(why) => format!("{} error {why}", answer.id),
        };
        assert_eq!(Answer::parse(&written), Some(answer), "answer round trip");
    }
    // A review's look, as the page reads it in any game's start position: never a panic,
    // and what reads writes back to what reads the same.
    if let Some(LookAnswer {
        result: Ok(look), ..
    }) = LookAnswer::parse(text)
    {
        for id in GameId::ALL {
            engine::with_game!(id, G => look_reads_back::<G>(&look));
        }
    }
}

/// A look read in `G`'s start position writes back to one that reads the same.
fn look_reads_back<G: ai::Computer>(text: &str) {
    let game = G::new(Default::default());
    if let Some(look) = computer::read_look(&game, text) {
        let again = computer::read_look(&game, &computer::write_look(&game, &look));
        assert_eq!(again.as_ref(), Some(&look), "look round trip");
    }
}

/// Whether `token` is a legal move after the record's position and moves.
fn legal_after(record: &Record, token: &str) -> bool {
    let mut after = record.clone();
    after.moves.push(token.to_owned());
    engine::with_game!(record.game, G => after.replay::<G>().is_ok())
}

/// Any text pasted into every game's import box: reading never panics; a link that comes
/// out writes an address that reads back to it; errors name what is wrong.
pub fn imports(data: &[u8]) {
    fn check<G: Game>(text: &str) {
        match import::<G>(text, &[]) {
            Ok(opened) => {
                let again = Route::parse(&opened.fragment());
                let expected = match opened {
                    Opened::Game(id, link) => Route::Game(id, link),
                    Opened::Online(id, link) => Route::Online(id, link),
                };
                assert_eq!(again, expected, "imported link round trip");
            }
            Err(ImportError::Record(e)) => assert!(!e.to_string().is_empty()),
            Err(ImportError::Position(e)) => assert!(!e.to_string().is_empty()),
            Err(ImportError::Empty) => assert!(text.trim().is_empty()),
            Err(ImportError::Unrecognised | ImportError::NotAGameLink) => {}
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        for id in GameId::ALL {
            engine::with_game!(id, G => check::<G>(text));
        }
    }
}
