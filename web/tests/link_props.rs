//! Property tests for the site's addresses: a game link or an embed link made of what
//! the site writes (options `key=value` whose keys are not the link's or the embed's
//! own, move tokens without commas, any text elsewhere) reads back from its address.
//! The fuzz targets check the other way round: any text read, written and read again.

use engine::GameId;
use proptest::{prelude::*, string::string_regex};
use web::{
    embed::settings::{EmbedSettings, Mode, Theme},
    link::GameLink,
    route::Route,
};

/// The keys a game link reads itself, and those an embed reads as its settings.
const LINK_KEYS: [&str; 5] = ["moves", "position", "at", "computer", "lang"];
const EMBED_KEYS: [&str; 7] = ["mode", "undo", "flip", "theme", "lang", "level", "origin"];

/// Any printable text, `%`, `&`, `=`, `,`, `?` and `#` included.
fn text(max: usize) -> impl Strategy<Value = String> {
    string_regex(&format!("[^\\p{{C}}]{{0,{max}}}")).expect("a regex")
}

fn link() -> impl Strategy<Value = GameLink> {
    let key = string_regex("[a-z]{1,8}")
        .expect("a regex")
        .prop_filter("not a key of the link or the embed", |k| {
            !LINK_KEYS.contains(&k.as_str()) && !EMBED_KEYS.contains(&k.as_str())
        });
    let option = (key, text(8)).prop_map(|(k, v)| format!("{k}={v}"));
    let token = string_regex("[^,\\p{C}]{1,6}").expect("a regex");
    let seats = prop::collection::vec((0..4usize, 1..=5u8), 0..4).prop_map(|mut seats| {
        seats.sort_unstable();
        seats.dedup_by_key(|(player, _)| *player);
        seats
    });
    (
        prop::collection::vec(option, 0..4),
        prop::option::of(text(20)),
        prop::collection::vec(token, 0..6),
        prop::option::of(any::<usize>()),
        seats,
        any::<bool>(),
    )
        .prop_map(
            |(options, position, moves, at, computer, review)| GameLink {
                options,
                position,
                moves,
                at,
                computer,
                review,
            },
        )
}

fn settings() -> impl Strategy<Value = EmbedSettings> {
    let mode = prop::sample::select(vec![Mode::View, Mode::Play, Mode::Ai, Mode::Puzzle]);
    let theme = prop::sample::select(vec![Theme::Light, Theme::Dark, Theme::Transparent]);
    let lang = string_regex("[^\\p{C}]{1,6}").expect("a regex");
    let origin = prop::option::of(string_regex("[^\\p{C}]{1,20}").expect("a regex"));
    let online = prop::option::of(string_regex("[^\\p{C}]{1,12}").expect("a regex"));
    (
        mode,
        any::<bool>(),
        any::<bool>(),
        theme,
        lang,
        1..=5u8,
        origin,
        online,
    )
        .prop_map(
            |(mode, undo, flip, theme, lang, level, origin, online)| EmbedSettings {
                mode,
                undo,
                flip,
                theme,
                lang,
                level,
                origin,
                online,
            },
        )
}

fn game() -> impl Strategy<Value = GameId> {
    prop::sample::select(GameId::ALL.to_vec())
}

proptest! {
    #[test]
    fn test_game_links_read_back_from_their_address(link in link(), id in game()) {
        let fragment = link.to_fragment(id);
        prop_assert_eq!(Route::parse(&fragment), Route::Game(id, link), "{}", fragment);
    }

    #[test]
    fn test_embed_links_read_back_from_their_address(
        settings in settings(),
        link in link(),
        id in game(),
    ) {
        // As the embed dialog writes them.
        let mut query = settings.to_query();
        query.extend(link.to_fragment_query());
        let fragment = format!("#/embed/{id}?{}", query.join("&"));
        prop_assert_eq!(Route::parse(&fragment), Route::Embed(id, settings, link), "{}", fragment);
    }
}
