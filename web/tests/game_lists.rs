//! The places outside a game's own folders that name every game, checked against
//! `GameId::ALL`: a sixth game that one of them leaves out fails here, not on a visitor's
//! screen. What code can derive from `GameId::ALL` (the command line's games, the fuzz
//! checks, the static pages) is derived instead; these are the files that cannot be.

use std::{fs, path::Path};

use engine::GameId;
use web::bundle::Bundle;

/// A path of the project, from the workspace's root.
fn path(relative: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative)
}

/// A file of the project, read whole.
fn read(path: &str) -> String {
    fs::read_to_string(self::path(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The bundles a game ships, named as the site names them: its page, its first drawing,
/// its embed, its online page (`web::bundle`), and its computer's worker.
fn bundles(id: GameId) -> [String; 5] {
    [
        Bundle::Game(id).name(),
        Bundle::First(id).name(),
        Bundle::Embed(id).name(),
        Bundle::Online(id).name(),
        format!("ai-{id}"),
    ]
}

#[test]
fn test_every_game_has_its_bundles_in_trunks_page() {
    let index = read("index.html");
    for id in GameId::ALL {
        for bundle in bundles(id) {
            assert!(
                index.contains(&format!("data-bin=\"{bundle}\"")),
                "index.html builds no {bundle}"
            );
            let source = format!("web/src/bin/{bundle}.rs");
            assert!(path(&source).exists(), "no {source}");
        }
    }
}

#[test]
fn test_every_game_is_a_shortcut_of_the_installed_app() {
    let manifest = read("static/manifest.webmanifest");
    for id in GameId::ALL {
        assert!(
            manifest.contains(&format!("\"url\": \"./{id}/\"")),
            "the manifest has no shortcut to {id}"
        );
    }
}

#[test]
fn test_every_language_names_every_game() {
    for language in web::i18n::LANGUAGES.map(|language| language.code) {
        let messages = read(&format!("static/locales/{language}.ftl"));
        for id in GameId::ALL {
            assert!(
                messages.contains(&format!("\ngame-{id} = ")),
                "{language}.ftl does not name {id}"
            );
            let rules = format!("static/locales/{language}/rules-{id}.ftl");
            assert!(path(&rules).exists(), "no {rules}");
        }
    }
}
