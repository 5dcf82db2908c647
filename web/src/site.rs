//! The site's pages as files: the home page, each game's rules and each game's page, in
//! every language, and each game's embed, with addresses of their own (`rules/kauri/`,
//! `vi/rules/kauri/`, `vi/kauri/`, `embed/kauri/`), rendered at build time from the same
//! components the app draws (`src/prerender.rs`). They show before any WebAssembly loads,
//! read without scripts, and can be found by a search engine. A game's page shows its
//! board at the start and waits for its bundle; the game itself stays in the `#` fragment.
//! This module names the pages and their addresses; `pages::static_page` draws one.

use engine::GameId;

use crate::{
    i18n::{self, LANGUAGES},
    t,
};

/// A static page of the site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The list of games.
    Home,
    /// A game's rules.
    Rules(GameId),
    /// A game's page, drawn at its start: its bundle takes it over.
    Game(GameId),
    /// A game's Learn page, drawn at its course's first level: its bundle takes it over.
    Learn(GameId),
    /// A game's board for another site's frame, at its start (in English alone: the
    /// embed's `lang` names its language).
    Embed(GameId),
    /// A game's lesson or puzzle for another site's frame, at its course's first level
    /// (in English alone, as a board's embed).
    LearnEmbed(GameId),
    /// The answer to an address that names no page (`404.html`, as static hosts and the
    /// server serve it): the games, and a word that there is no such page.
    NotFound,
}

impl Page {
    /// Every page.
    pub fn all() -> impl Iterator<Item = Page> {
        std::iter::once(Page::Home)
            .chain(GameId::ALL.into_iter().map(Page::Rules))
            .chain(GameId::ALL.into_iter().map(Page::Game))
            .chain(GameId::ALL.into_iter().map(Page::Learn))
            .chain(GameId::ALL.into_iter().map(Page::Embed))
            .chain(GameId::ALL.into_iter().map(Page::LearnEmbed))
            .chain(std::iter::once(Page::NotFound))
    }

    /// The languages it is written in: every one, but an embed's page in English alone.
    pub fn languages(self) -> &'static [i18n::Language] {
        match self {
            Page::Embed(_) | Page::LearnEmbed(_) => &LANGUAGES[..1],
            _ => &LANGUAGES,
        }
    }

    /// Its address in `language`, from the site's root: `` (the root itself), `cs/`,
    /// `rules/kauri/`, `cs/rules/kauri/`, `cs/kauri/`, `embed/kauri/`. English's pages are
    /// the unprefixed ones.
    pub fn path(self, language: &str) -> String {
        let prefix = match language {
            "en" => String::new(),
            code => format!("{code}/"),
        };
        match self {
            Page::Home => prefix,
            Page::Rules(id) => format!("{prefix}rules/{id}/"),
            Page::Game(id) => format!("{prefix}{id}/"),
            Page::Learn(id) => format!("{prefix}learn/{id}/"),
            Page::Embed(id) => format!("embed/{id}/"),
            Page::LearnEmbed(id) => format!("embed/learn/{id}/"),
            Page::NotFound => format!("{prefix}404.html"),
        }
    }

    /// Its file in `language`, from the build's root: a folder's `index.html`, or the
    /// not-found page's own file.
    pub fn file(self, language: &str) -> String {
        match self {
            Page::NotFound => self.path(language),
            _ => format!("{}index.html", self.path(language)),
        }
    }

    /// Its address as a link from the root reads it: [`Page::path`], or `./` for the root.
    pub fn href(self, language: &str) -> String {
        match self.path(language) {
            path if path.is_empty() => "./".to_owned(),
            path => path,
        }
    }

    /// The way back from its folder to the site's root (`../../`), which the page's
    /// `<base>` names so that every address in it reads from the root.
    pub fn base(self, language: &str) -> String {
        "../".repeat(self.path(language).matches('/').count())
    }

    /// Its title, in the current language.
    pub fn title(self) -> String {
        match self {
            Page::Home => format!("{} · {}", t!("site-name"), t!("site-tagline")),
            Page::Rules(id) => format!(
                "{} · {}",
                t!("rules-title", game = t!(format!("game-{id}"))),
                t!("site-name")
            ),
            Page::Game(id) | Page::Embed(id) => {
                format!("{} · {}", t!(format!("game-{id}")), t!("site-name"))
            }
            Page::Learn(id) | Page::LearnEmbed(id) => format!(
                "{} · {}",
                t!("learn-title", game = t!(format!("game-{id}"))),
                t!("site-name")
            ),
            Page::NotFound => format!("{} · {}", t!("page-not-found"), t!("site-name")),
        }
    }

    /// What a search engine or a link preview says of it, in the current language: the
    /// tagline, or the first sentences of the game's introduction.
    pub fn description(self) -> String {
        match self {
            Page::Home => format!(
                "{} {}",
                t!("site-tagline"),
                GameId::ALL.map(|id| t!(format!("game-{id}"))).join(", ")
            ),
            Page::Rules(id) => sentences(&t!(format!("{id}-rules-intro")), DESCRIPTION),
            Page::Game(id) | Page::Embed(id) | Page::Learn(id) | Page::LearnEmbed(id) => {
                t!(format!("blurb-{id}"))
            }
            Page::NotFound => t!("home-no-page"),
        }
    }
}

/// How long a description may grow, in characters: about what search engines show.
const DESCRIPTION: usize = 160;

/// The whole sentences of `text` that fit in `most` characters (at least the first one,
/// cut at a word if it is longer).
fn sentences(text: &str, most: usize) -> String {
    let mut out = String::new();
    for sentence in text.split_inclusive(". ") {
        if out.chars().count() + sentence.chars().count() > most {
            break;
        }
        out.push_str(sentence);
    }
    if out.is_empty() {
        let mut cut = String::new();
        for word in text.split(' ') {
            if cut.chars().count() + word.chars().count() + 2 > most {
                break;
            }
            cut.push_str(word);
            cut.push(' ');
        }
        out = format!("{}…", cut.trim_end());
    }
    out.trim_end().to_owned()
}

/// The head of a static page: its title, description, canonical address, the same page in
/// the other languages, and what a shared link previews. Addresses are whole when the
/// site's address (`site`, ending in `/`) is known, else from the site's root (the page's
/// `<base>` reads them so).
pub fn head(page: Page, language: &str, site: &str) -> String {
    let address = |code: &str| match site {
        "" => page.href(code),
        site => format!("{site}{}", page.path(code)),
    };
    let (title, description) = (escape(&page.title()), escape(&page.description()));
    // The not-found page is served at any address: it reads its own from the site's
    // root, wherever that is (the server's, or a static host's root).
    let base = match (page, site) {
        (Page::NotFound, "") => "/".to_owned(),
        (Page::NotFound, site) => site.to_owned(),
        _ => page.base(language),
    };
    let mut head = match base.is_empty() {
        true => String::new(),
        false => format!("<base href=\"{base}\">"),
    };
    // An embed is a part of another site's page, and the not-found page no page at all:
    // neither is a page to find.
    if let Page::Embed(_) | Page::LearnEmbed(_) | Page::NotFound = page {
        head.push_str(&format!(
            "<title>{title}</title><meta name=\"robots\" content=\"noindex\">"
        ));
        return head;
    }
    head.push_str(&format!(
        "<title>{title}</title>\
         <meta name=\"description\" content=\"{description}\">\
         <link rel=\"canonical\" href=\"{canonical}\">",
        canonical = address(language),
    ));
    for other in LANGUAGES {
        head.push_str(&format!(
            "<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">",
            other.code,
            address(other.code)
        ));
    }
    head.push_str(&format!(
        "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">\
         <meta property=\"og:title\" content=\"{title}\">\
         <meta property=\"og:description\" content=\"{description}\">\
         <meta property=\"og:locale\" content=\"{language}\">",
        address("en"),
    ));
    if !site.is_empty() {
        head.push_str(&format!(
            "<meta property=\"og:url\" content=\"{}\">",
            address(language)
        ));
    }
    head
}

/// `text` for an attribute or an element of HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The sitemap of the static pages, for a search engine, at `site` (ending in `/`).
pub fn sitemap(site: &str) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    let embed = |page: &Page| matches!(page, Page::Embed(_) | Page::LearnEmbed(_));
    for page in Page::all().filter(|page| !embed(page) && *page != Page::NotFound) {
        for language in LANGUAGES {
            xml.push_str(&format!(
                "  <url><loc>{site}{}</loc>",
                page.path(language.code)
            ));
            for other in LANGUAGES {
                xml.push_str(&format!(
                    "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{site}{}\"/>",
                    other.code,
                    page.path(other.code)
                ));
            }
            xml.push_str("</url>\n");
        }
    }
    xml.push_str("</urlset>\n");
    xml
}

/// The address of the site's home in the current language, from the root.
pub fn home_address() -> String {
    Page::Home.href(i18n::current().code)
}

/// The address of `game`'s page in the current language, from the root (`vi/caro/`):
/// a game opened from a static page speaks that page's language, whatever the browser's
/// or an earlier choice. `rest` is its fragment (`continue`).
pub fn game_address(game: GameId, rest: &str) -> String {
    let code = i18n::current().code;
    crate::route::address(&format!("#/{game}?{rest}&lang={code}"), code)
}

/// The address of `game`'s Learn page in the current language, from the root.
pub fn learn_address(game: GameId) -> String {
    Page::Learn(game).path(i18n::current().code)
}

/// The address of `game`'s rules in the current language, from the root.
pub fn rules_address(game: GameId) -> String {
    Page::Rules(game).path(i18n::current().code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_every_page_has_an_address_in_every_language() {
        assert_eq!(Page::Home.path("en"), "");
        assert_eq!(Page::Home.path("cs"), "cs/");
        assert_eq!(Page::Rules(GameId::Kauri).path("en"), "rules/kauri/");
        assert_eq!(Page::Rules(GameId::Kauri).path("vi"), "vi/rules/kauri/");
        assert_eq!(Page::Home.base("en"), "");
        assert_eq!(Page::Home.base("cs"), "../");
        assert_eq!(Page::Rules(GameId::Caro).base("vi"), "../../../");
        let mut paths: Vec<String> = Page::all()
            .flat_map(|page| page.languages().iter().map(move |l| page.path(l.code)))
            .collect();
        let count = paths.len();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), count, "no two pages share an address");
        // Six languages of the home, not-found, rules, game and Learn pages; embeds in English.
        assert_eq!(
            count,
            6 * (2 + 3 * GameId::ALL.len()) + 2 * GameId::ALL.len()
        );
        assert_eq!(Page::NotFound.file("en"), "404.html");
        assert_eq!(Page::NotFound.file("vi"), "vi/404.html");
        assert_eq!(
            Page::Rules(GameId::Caro).file("en"),
            "rules/caro/index.html"
        );
        assert_eq!(Page::Game(GameId::Kauri).path("vi"), "vi/kauri/");
        assert_eq!(Page::Learn(GameId::Kauri).path("en"), "learn/kauri/");
        assert_eq!(Page::Learn(GameId::Caro).base("vi"), "../../../");
        assert_eq!(Page::Embed(GameId::Kauri).path("en"), "embed/kauri/");
        assert_eq!(Page::Embed(GameId::Kauri).base("en"), "../../");
        assert_eq!(
            Page::LearnEmbed(GameId::Kauri).path("en"),
            "embed/learn/kauri/"
        );
        assert_eq!(Page::LearnEmbed(GameId::Kauri).base("en"), "../../../");
        i18n::set_language("en");
        assert_eq!(game_address(GameId::Caro, ""), "caro/");
        assert_eq!(game_address(GameId::Caro, "continue"), "caro/#continue");
    }

    #[test]
    fn test_a_description_is_whole_sentences_that_fit() {
        assert_eq!(sentences("One. Two. Three.", 10), "One. Two.");
        assert_eq!(sentences("One. Two. Three.", 100), "One. Two. Three.");
        assert_eq!(
            sentences("A very long first sentence without end", 16),
            "A very long…"
        );
    }

    #[test]
    fn test_the_head_names_the_page_in_every_language() {
        i18n::take_parts(&crate::games::RULES);
        let head = head(
            Page::Rules(GameId::Caro),
            "en",
            "https://club.example/games/",
        );
        assert!(head.contains("<base href=\"../../\">"), "{head}");
        assert!(
            head.contains("<title>How to play Caro · Tessera</title>"),
            "{head}"
        );
        assert!(
            head.contains(
                "<link rel=\"canonical\" href=\"https://club.example/games/rules/caro/\">"
            ),
            "{head}"
        );
        assert!(
            head.contains("hreflang=\"vi\" href=\"https://club.example/games/vi/rules/caro/\"")
        );
        assert!(
            head.contains("hreflang=\"x-default\" href=\"https://club.example/games/rules/caro/\"")
        );
        assert!(head.contains("og:url"));
        let description = head
            .split("name=\"description\" content=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("a description");
        assert!(description.starts_with("Caro is"), "{description}");
        assert!(description.chars().count() <= DESCRIPTION);
        // Without the site's address, addresses read from the root, through <base>.
        let head = super::head(Page::Home, "cs", "");
        assert!(head.contains("<base href=\"../\">"), "{head}");
        assert!(
            head.contains("<link rel=\"canonical\" href=\"cs/\">"),
            "{head}"
        );
        assert!(head.contains("hreflang=\"en\" href=\"./\""), "{head}");
        assert!(!head.contains("og:url"));
    }

    #[test]
    fn test_the_sitemap_lists_every_page_with_its_languages() {
        let xml = sitemap("https://club.example/");
        assert_eq!(xml.matches("<url>").count(), 6 * 16);
        assert!(xml.contains("<loc>https://club.example/vi/learn/kauri/</loc>"));
        assert!(xml.contains("<loc>https://club.example/vi/kauri/</loc>"));
        assert!(!xml.contains("embed/"));
        assert!(xml.contains("<loc>https://club.example/vi/rules/kauri/</loc>"));
        assert!(xml.contains("<loc>https://club.example/</loc>"));
    }
}
