//! What the address says: the page, and for a game the game (`crate::link`).
//!
//! Each game has a page of its own, a file on disk so that any static host serves it
//! (`caro/`, `vi/caro/`, `embed/caro/`), and the game lives in its fragment:
//! `caro/#opening=swap2&moves=h8,i9,h10,=w,g9`. Besides options and `moves`, a game link
//! may hold `position=<code>` (the game starts from that position) and `at=<n>` (open
//! showing the position after n moves).
//!
//! The app reads every address as one fragment of the site's root, as the site's
//! addresses were once written (`#/caro?moves=h8&lang=vi`, `#/embed/caro?moves=h8`):
//! [`logical`] reads a page's address so, and [`address`] writes one back. Those old
//! addresses, in links and clubs' pages, lead to the pages (`scripts/boot.template.js`).

use engine::GameId;

use crate::{
    embed::settings::EmbedSettings,
    i18n,
    link::{GameLink, OnlineLink, percent_decode},
};

/// A page of the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The list of games.
    Home,
    /// A game, set up from the address.
    Game(GameId, GameLink),
    /// A game played online (`#/caro?online=<id>&key=<secret>`).
    Online(GameId, OnlineLink),
    /// A game's rules page (`#/caro/rules`).
    Rules(GameId),
    /// A game's lessons, with the address's query that names the level
    /// (`#/learn/caro?stage=block&level=2`), read by the Learn page alone
    /// (`crate::learn::LessonLink`): no other bundle carries its reader.
    Learn(GameId, String),
    /// A game's board for another site's iframe (`#/embed/caro?...`).
    Embed(GameId, EmbedSettings, GameLink),
    /// A lesson's level or a puzzle of a game for another site's iframe
    /// (`#/embed/learn/kauri?puzzle=daily&theme=dark`): the embed's settings, and the
    /// query that names the level, as [`Route::Learn`]'s.
    LearnEmbed(GameId, EmbedSettings, String),
    /// How to embed boards (`#/embed`).
    EmbedHelp,
    /// An address naming no page; the text is the unknown part.
    NotFound(String),
}

impl Route {
    /// Reads a fragment (`location.hash`, with or without its `#`).
    pub fn parse(fragment: &str) -> Route {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        let (path, query) = fragment.split_once('?').unwrap_or((fragment, ""));
        let path = path.trim_matches('/');
        if path.is_empty() {
            return Route::Home;
        }
        let (game, page) = path.split_once('/').unwrap_or((path, ""));
        if game == "learn" {
            return match page.parse::<GameId>() {
                Ok(id) => Route::Learn(id, query.to_owned()),
                Err(_) => Route::NotFound(percent_decode(path)),
            };
        }
        if game == "embed" {
            if let Some(learn) = page.strip_prefix("learn/") {
                return match learn.parse::<GameId>() {
                    Ok(id) => {
                        let settings = EmbedSettings::parse(query).0.for_learning();
                        Route::LearnEmbed(id, settings, query.to_owned())
                    }
                    Err(_) => Route::NotFound(percent_decode(path)),
                };
            }
            return match page.parse::<GameId>() {
                Ok(id) => {
                    let (settings, link) = EmbedSettings::parse(query);
                    Route::Embed(id, settings, link)
                }
                Err(_) if page.is_empty() => Route::EmbedHelp,
                Err(_) => Route::NotFound(percent_decode(path)),
            };
        }
        match (game.parse::<GameId>(), page) {
            (Ok(id), "") => match OnlineLink::parse(query) {
                Some(online) => Route::Online(id, online),
                None => Route::Game(id, GameLink::parse(query)),
            },
            (Ok(id), "rules") => Route::Rules(id),
            _ => Route::NotFound(percent_decode(path)),
        }
    }
}

impl Route {
    /// The language an address asks for (`lang=cs` in its query), if any.
    pub fn language(fragment: &str) -> Option<String> {
        let (_, query) = fragment.split_once('?')?;
        query
            .split('&')
            .find_map(|pair| pair.strip_prefix("lang="))
            .filter(|code| !code.is_empty())
            .map(str::to_owned)
    }
}

/// The address of a page with fragment `hash` (without its `#`), read as one fragment of
/// the site's root: `path` is the page's address from the root (`vi/caro/`). A game's
/// page gives its game (`#/caro?moves=h8`, with `&lang=vi` where the page is in another
/// language than English), an embed's page its embed; any other page its own fragment.
pub fn logical(path: &str, hash: &str) -> String {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let path = path.strip_suffix("index.html").unwrap_or(path);
    let parts: Vec<&str> = path.split('/').filter(|part| !part.is_empty()).collect();
    let with = |page: String, extra: Option<String>| {
        let query: Vec<String> = (!hash.is_empty())
            .then(|| hash.to_owned())
            .into_iter()
            .chain(extra)
            .collect();
        match query.is_empty() {
            true => format!("#/{page}"),
            false => format!("#/{page}?{}", query.join("&")),
        }
    };
    let asks_language = hash.split('&').any(|pair| pair.starts_with("lang="));
    match parts.as_slice() {
        [game] if game.parse::<GameId>().is_ok() => with((*game).to_owned(), None),
        ["embed", game] if game.parse::<GameId>().is_ok() => with(format!("embed/{game}"), None),
        ["embed", "learn", game] if game.parse::<GameId>().is_ok() => {
            with(format!("embed/learn/{game}"), None)
        }
        ["learn", game] if game.parse::<GameId>().is_ok() => with(format!("learn/{game}"), None),
        [code, "learn", game]
            if game.parse::<GameId>().is_ok() && i18n::ours(code) == Some(*code) =>
        {
            let language = (!asks_language).then(|| format!("lang={code}"));
            with(format!("learn/{game}"), language)
        }
        [code, game] if game.parse::<GameId>().is_ok() && i18n::ours(code) == Some(*code) => {
            let language = (!asks_language).then(|| format!("lang={code}"));
            with((*game).to_owned(), language)
        }
        _ if hash.is_empty() => String::new(),
        _ => format!("#{hash}"),
    }
}

/// The address from the site's root that shows `fragment` (as [`logical`] reads them): a
/// game's page or its lessons' in the address's `lang`, else in `language`
/// (`vi/caro/#moves=h8`, `vi/learn/caro/#stage=block`); an embed's page
/// (`embed/caro/#moves=h8`, `embed/learn/caro/#puzzle=daily`); any other fragment at the
/// root.
pub fn address(fragment: &str, language: &str) -> String {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let (path, query) = fragment.split_once('?').unwrap_or((fragment, ""));
    let path = path.trim_matches('/');
    let pairs = || query.split('&').filter(|pair| !pair.is_empty());
    let hash = |pairs: Vec<&str>| match pairs.is_empty() {
        true => String::new(),
        false => format!("#{}", pairs.join("&")),
    };
    if let Some(game) = path.strip_prefix("embed/")
        && (game.parse::<GameId>().is_ok()
            || game
                .strip_prefix("learn/")
                .is_some_and(|g| g.parse::<GameId>().is_ok()))
    {
        return format!("embed/{game}/{}", hash(pairs().collect()));
    }
    let learn = path
        .strip_prefix("learn/")
        .is_some_and(|game| game.parse::<GameId>().is_ok());
    if learn || path.parse::<GameId>().is_ok() {
        let asked = pairs().find_map(|pair| pair.strip_prefix("lang="));
        let code = asked.and_then(i18n::ours).or_else(|| i18n::ours(language));
        let prefix = match code {
            None | Some("en") => String::new(),
            Some(code) => format!("{code}/"),
        };
        let rest = pairs().filter(|pair| !pair.starts_with("lang=")).collect();
        return format!("{prefix}{path}/{}", hash(rest));
    }
    match fragment {
        "" => "./".to_owned(),
        fragment => format!("./#{fragment}"),
    }
}

/// The fragment (as [`logical`] reads them) of a link pasted whole: an old address
/// (`…/#/caro?moves=h8`) or a page's (`https://club.example/games/vi/caro/#moves=h8`).
pub fn of_link(text: &str) -> Option<String> {
    if let Some(at) = text.find("#/") {
        return Some(text[at..].to_owned());
    }
    let (before, hash) = text.split_once('#')?;
    let before = before.strip_suffix("index.html").unwrap_or(before);
    let parts: Vec<&str> = before.split('/').filter(|part| !part.is_empty()).collect();
    let last = |n: usize| {
        parts
            .len()
            .checked_sub(n)
            .map(|from| parts[from..].join("/"))
    };
    [last(2), last(1)]
        .into_iter()
        .flatten()
        .map(|path| logical(&format!("{path}/"), hash))
        .find(|fragment| fragment.starts_with("#/"))
}

#[cfg(test)]
mod tests {
    use engine::Record;

    use super::*;

    fn link(options: &[&str], moves: &[&str]) -> GameLink {
        GameLink {
            options: options.iter().map(|s| (*s).to_owned()).collect(),
            moves: moves.iter().map(|s| (*s).to_owned()).collect(),
            ..GameLink::default()
        }
    }

    #[test]
    fn test_home() {
        for fragment in ["", "#", "#/", "/"] {
            assert_eq!(Route::parse(fragment), Route::Home, "{fragment:?}");
        }
    }

    #[test]
    fn test_game_with_options_and_moves() {
        let route = Route::parse("#/caro?opening=swap2&moves=h8,i9,h10,=w,g9");
        let expected = link(&["opening=swap2"], &["h8", "i9", "h10", "=w", "g9"]);
        assert_eq!(route, Route::Game(GameId::Caro, expected.clone()));
        assert_eq!(
            expected.to_fragment(GameId::Caro),
            "#/caro?opening=swap2&moves=h8,i9,h10,=w,g9"
        );
        assert_eq!(GameLink::default().to_fragment(GameId::Caro), "#/caro");
    }

    #[test]
    fn test_escaped_and_sloppy_links_still_read() {
        let route = Route::parse("#/caro/?moves=h8,%3Dw,,i9,&");
        assert_eq!(
            route,
            Route::Game(GameId::Caro, link(&[], &["h8", "=w", "i9"]))
        );
        assert_eq!(
            Route::parse("#/caro?moves=h8%2"),
            Route::Game(GameId::Caro, link(&[], &["h8%2"]))
        );
    }

    #[test]
    fn test_position_and_shown_move() {
        let fragment = "#/caro?closed=never&position=14b/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1&moves=a1&at=0";
        let Route::Game(GameId::Caro, parsed) = Route::parse(fragment) else {
            panic!("not a game route");
        };
        assert_eq!(parsed.options, ["closed=never"]);
        assert_eq!(
            parsed.position.as_deref(),
            Some("14b/15/15/15/15/15/15/15/15/15/15/15/15/15/15.1")
        );
        assert_eq!(parsed.at, Some(0));
        assert_eq!(parsed.to_fragment(GameId::Caro), fragment);
        assert_eq!(
            GameLink::from_record(&parsed.to_record(GameId::Caro)).at,
            None
        );
        let Route::Game(_, sloppy) = Route::parse("#/caro?at=x") else {
            panic!("not a game route");
        };
        assert_eq!(sloppy.at, None);
        assert!(sloppy.is_bare());
    }

    #[test]
    fn test_the_review_in_the_address() {
        for (fragment, review) in [
            ("#/caro?moves=h8&review", true),
            ("#/caro?review=1&moves=h8", true),
            ("#/caro?review=&moves=h8", true),
            ("#/caro?review=0&moves=h8", false),
            ("#/caro?moves=h8", false),
        ] {
            let Route::Game(_, link) = Route::parse(fragment) else {
                panic!("not a game route");
            };
            assert_eq!((link.review, link.options.len()), (review, 0), "{fragment}");
        }
        let Route::Game(_, link) = Route::parse("#/caro?review=1&moves=h8") else {
            panic!("not a game route");
        };
        assert_eq!(link.to_fragment(GameId::Caro), "#/caro?moves=h8&review");
        // A record (a saved game) does not keep the review open.
        assert!(!GameLink::from_record(&link.to_record(GameId::Caro)).review);
        let Route::Game(_, bare) = Route::parse("#/caro?review") else {
            panic!("not a game route");
        };
        assert!(!bare.is_bare(), "a review is not a bare page");
    }

    #[test]
    fn test_embed_pages() {
        let Route::Embed(GameId::Caro, settings, link) =
            Route::parse("#/embed/caro?mode=view&moves=h8")
        else {
            panic!("not an embed route");
        };
        assert_eq!(settings.mode, crate::embed::settings::Mode::View);
        assert_eq!(link.moves, ["h8"]);
        assert_eq!(Route::parse("#/embed"), Route::EmbedHelp);
        assert_eq!(
            Route::parse("#/embed/chess"),
            Route::NotFound("embed/chess".into())
        );
    }

    #[test]
    fn test_lesson_and_puzzle_embeds() {
        let Route::LearnEmbed(GameId::Kauri, settings, query) =
            Route::parse("#/embed/learn/kauri?puzzle=daily&theme=dark")
        else {
            panic!("not a Learn embed");
        };
        assert_eq!(settings.theme_class(), "theme-dark");
        assert_eq!(query, "puzzle=daily&theme=dark");
        // A lesson's level is not the computer's, and a board's settings are not a lesson's.
        let Route::LearnEmbed(_, settings, _) =
            Route::parse("#/embed/learn/caro?stage=five&level=1&mode=ai&lang=cs&undo=1")
        else {
            panic!("not a Learn embed");
        };
        assert_eq!(settings.to_query(), ["lang=cs"]);
        assert_eq!(
            Route::parse("#/embed/learn/chess"),
            Route::NotFound("embed/learn/chess".into())
        );
        assert_eq!(
            logical("embed/learn/caro/", "stage=five&level=2"),
            "#/embed/learn/caro?stage=five&level=2"
        );
        // An embed keeps its language in its settings, never in a folder.
        assert_eq!(
            address("#/embed/learn/caro?stage=five&lang=vi", "cs"),
            "embed/learn/caro/#stage=five&lang=vi"
        );
    }

    #[test]
    fn test_language_in_the_address() {
        assert_eq!(
            Route::language("#/caro?lang=cs&moves=h8"),
            Some("cs".into())
        );
        assert_eq!(Route::language("#/caro?moves=h8"), None);
        let Route::Game(_, link) = Route::parse("#/caro?lang=cs&moves=h8") else {
            panic!("not a game route");
        };
        assert!(link.options.is_empty(), "lang is not a game option");
    }

    #[test]
    fn test_computer_players() {
        let Route::Game(_, link) = Route::parse("#/caro?moves=h8&computer=2:3,9:1,1:0,x,2:5,1:5")
        else {
            panic!("not a game route");
        };
        assert_eq!(link.computer, [(0, 5), (1, 3)]);
        assert_eq!(
            link.to_fragment(GameId::Caro),
            "#/caro?moves=h8&computer=1:5,2:3"
        );
    }

    #[test]
    fn test_percent_and_ampersand_are_escaped_so_that_links_read_back() {
        // Found by fuzzing: `%26` read as `&` was written back as a pair separator, and a
        // `%` written back raw was read as the start of an escape.
        for fragment in ["#/caro?a%26b=1", "#/caro?x%2541", "#/caro?moves=h%25%26"] {
            let Route::Game(id, link) = Route::parse(fragment) else {
                panic!("not a game route");
            };
            assert_eq!(Route::parse(&link.to_fragment(id)), Route::Game(id, link));
        }
        let Route::Game(_, link) = Route::parse("#/caro?a%26b=1") else {
            panic!("not a game route");
        };
        assert_eq!(link.options, ["a&b=1"]);
        assert_eq!(link.to_fragment(GameId::Caro), "#/caro?a%26b=1");
    }

    #[test]
    fn test_a_record_opens_as_its_address_reads() {
        // Found by fuzzing imports: a record's token with a comma became a link whose
        // address read two tokens.
        let record: Record = "tessera-record 1\ngame: caro\noptions: moves=h8 a%b\nmoves: i9,j10"
            .parse()
            .expect("a record");
        let link = GameLink::from_record(&record);
        assert_eq!(link.moves, ["h8", "i9", "j10"]);
        assert_eq!(link.options, ["a%b"]);
        assert_eq!(
            Route::parse(&link.to_fragment(GameId::Caro)),
            Route::Game(GameId::Caro, link)
        );
    }

    #[test]
    fn test_rules_pages() {
        assert_eq!(Route::parse("#/caro/rules"), Route::Rules(GameId::Caro));
        assert_eq!(Route::parse("#/caro/rules/"), Route::Rules(GameId::Caro));
        assert_eq!(
            Route::parse("#/caro/moves"),
            Route::NotFound("caro/moves".into())
        );
    }

    #[test]
    fn test_lessons_pages() {
        assert_eq!(
            Route::parse("#/learn/caro?stage=block&level=2"),
            Route::Learn(GameId::Caro, "stage=block&level=2".into())
        );
        assert_eq!(
            Route::parse("#/learn/kauri"),
            Route::Learn(GameId::Kauri, String::new())
        );
        assert_eq!(
            Route::parse("#/learn/chess"),
            Route::NotFound("learn/chess".into())
        );
        assert_eq!(Route::parse("#/learn"), Route::NotFound("learn".into()));
        assert_eq!(
            logical("vi/learn/caro/", "stage=block"),
            "#/learn/caro?stage=block&lang=vi"
        );
        assert_eq!(logical("learn/azacru/", ""), "#/learn/azacru");
        assert_eq!(
            address("#/learn/caro?stage=block&level=2&lang=cs", "en"),
            "cs/learn/caro/#stage=block&level=2"
        );
        assert_eq!(address("#/learn/karo-four", "vi"), "vi/learn/karo-four/");
    }

    #[test]
    fn test_unknown_page() {
        assert_eq!(Route::parse("#/chess"), Route::NotFound("chess".into()));
        assert_eq!(Route::parse("#/%E2%99%9E"), Route::NotFound("♞".into()));
    }

    #[test]
    fn test_a_page_address_reads_as_the_root_fragment() {
        assert_eq!(logical("caro/", "#moves=h8"), "#/caro?moves=h8");
        assert_eq!(logical("caro/index.html", ""), "#/caro");
        assert_eq!(logical("vi/caro/", "moves=h8"), "#/caro?moves=h8&lang=vi");
        assert_eq!(logical("vi/caro/", "lang=cs"), "#/caro?lang=cs");
        assert_eq!(
            logical("embed/kauri/", "mode=view"),
            "#/embed/kauri?mode=view"
        );
        assert_eq!(logical("", "#/caro?moves=h8"), "#/caro?moves=h8");
        assert_eq!(logical("rules/caro/", ""), "");
        assert_eq!(logical("xx/caro/", "moves=h8"), "#moves=h8");
        assert_eq!(logical("chess/", ""), "");
    }

    #[test]
    fn test_a_fragment_has_its_page() {
        assert_eq!(address("#/caro?moves=h8", "en"), "caro/#moves=h8");
        assert_eq!(address("#/caro", "vi"), "vi/caro/");
        assert_eq!(
            address("#/caro?lang=cs&moves=h8", "vi"),
            "cs/caro/#moves=h8"
        );
        assert_eq!(address("#/caro?moves=h8&lang=en", "vi"), "caro/#moves=h8");
        assert_eq!(
            address("#/karo-four/?continue", "xx"),
            "karo-four/#continue"
        );
        assert_eq!(
            address("#/embed/caro?mode=view&lang=vi", "en"),
            "embed/caro/#mode=view&lang=vi"
        );
        assert_eq!(address("#/embed", "en"), "./#/embed");
        assert_eq!(address("#/caro/rules", "en"), "./#/caro/rules");
        assert_eq!(address("", "en"), "./");
    }

    #[test]
    fn test_pages_and_fragments_read_each_other_back() {
        for fragment in [
            "#/caro?opening=swap2&moves=h8,i9,%3Dw",
            "#/kauri",
            "#/embed/azacru?players=4&mode=ai",
            "#/karo-four?moves=a1&lang=cs",
            "#/learn/kauri?stage=sowing&level=3&lang=ru",
        ] {
            let page = address(fragment, "en");
            let (path, hash) = page.split_once('#').unwrap_or((&page, ""));
            assert_eq!(
                Route::parse(&logical(path, hash)),
                Route::parse(fragment),
                "{fragment} at {page}"
            );
        }
    }

    #[test]
    fn test_a_pasted_link_names_its_page() {
        let old = "https://club.example/games/#/caro?moves=h8";
        assert_eq!(of_link(old).as_deref(), Some("#/caro?moves=h8"));
        let new = "https://club.example/games/vi/caro/#moves=h8";
        assert_eq!(of_link(new).as_deref(), Some("#/caro?moves=h8&lang=vi"));
        let embed = "http://127.0.0.1:8091/embed/kauri/index.html#mode=view";
        assert_eq!(of_link(embed).as_deref(), Some("#/embed/kauri?mode=view"));
        assert_eq!(
            of_link("caro/#moves=h8").as_deref(),
            Some("#/caro?moves=h8")
        );
        assert_eq!(of_link("https://club.example/games/#moves=h8"), None);
        assert_eq!(of_link("no link"), None);
    }
}
