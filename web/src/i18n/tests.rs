use std::collections::BTreeSet;

use engine::{
    GameId, GameOptions, MoveError, OptionSpec, azacru::AzacruOptions, caro::CaroOptions,
    karo::KaroOptions, kauri::KauriOptions,
};
use fluent_bundle::FluentResource;
use fluent_syntax::ast::Entry;

use super::*;

/// The files of a language, as the site fetches them: `<lang>.ftl`, then the parts,
/// `<lang>/<part>.ftl`, by name (`rules-caro`), with their texts.
fn files(language: &Language) -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/locales");
    let read = |path: std::path::PathBuf| {
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let mut files = vec![(
        String::new(),
        read(dir.join(format!("{}.ftl", language.code))),
    )];
    // The parts are those English has.
    let mut parts: Vec<String> = std::fs::read_dir(dir.join("en"))
        .expect("static/locales/en")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|name| name.strip_suffix(".ftl").map(str::to_owned))
        .collect();
    parts.sort();
    for part in parts {
        let text = read(dir.join(language.code).join(format!("{part}.ftl")));
        files.push((part, text));
    }
    files
}

/// Every message and attribute id of a translation file, and a parse check.
fn ids(name: &str, source: &str) -> BTreeSet<String> {
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{name} does not parse: {errors:?}"),
    };
    let mut ids = BTreeSet::new();
    for entry in resource.entries() {
        if let Entry::Message(message) = entry {
            ids.insert(message.id.name.to_owned());
            for attribute in &message.attributes {
                ids.insert(format!("{}.{}", message.id.name, attribute.id.name));
            }
        }
    }
    ids
}

fn has(id: &str) -> bool {
    let english = bundle("en", &[ENGLISH]);
    format(&english, id, None).is_some()
}

#[test]
fn test_every_language_has_every_message_and_no_other() {
    let english = files(&LANGUAGES[0]);
    assert!(english.len() > 1, "the games' rules are parts of their own");
    for language in &LANGUAGES[1..] {
        for ((part, english), (_, translated)) in english.iter().zip(files(language)) {
            let file = format!("{}/{part}", language.code);
            let english = ids(part, english);
            let translated = ids(&file, &translated);
            let missing: Vec<_> = english.difference(&translated).collect();
            let stale: Vec<_> = translated.difference(&english).collect();
            assert!(missing.is_empty(), "{file} lacks {missing:?}");
            assert!(stale.is_empty(), "{file} has ids English lacks: {stale:?}");
        }
    }
}

#[test]
fn test_no_message_is_in_two_files() {
    let mut seen = BTreeSet::new();
    for (part, text) in files(&LANGUAGES[0]) {
        for id in ids(&part, &text) {
            assert!(
                seen.insert(id.clone()),
                "{id} is in two files (one is '{part}')"
            );
        }
    }
}

#[test]
fn test_each_game_has_its_rules_part() {
    let parts: BTreeSet<String> = files(&LANGUAGES[0]).into_iter().map(|(p, _)| p).collect();
    for id in GameId::ALL {
        assert!(parts.contains(&format!("rules-{id}")), "rules-{id}");
    }
}

#[test]
fn test_a_bundle_shows_the_parts_it_takes() {
    static CARO: [Part; 1] = [("rules-caro", "caro-rules-goal-title = The goal")];
    assert_eq!(crate::t!("caro-rules-goal-title"), "caro-rules-goal-title");
    take_parts(&CARO);
    assert_eq!(parts().collect::<Vec<_>>(), ["rules-caro"]);
    assert_eq!(crate::t!("caro-rules-goal-title"), "The goal");
    take_parts(&[]);
}

#[test]
fn test_every_engine_name_has_a_message() {
    for id in GameId::ALL {
        assert!(has(&format!("game-{id}")), "game-{id}");
        assert!(has(&format!("game-{id}.blurb")), "game-{id}.blurb");
    }
    let specs: [&[OptionSpec]; 4] = [
        CaroOptions::SPECS,
        KaroOptions::SPECS,
        AzacruOptions::SPECS,
        KauriOptions::SPECS,
    ];
    for spec in specs.into_iter().flatten() {
        assert!(has(&format!("option-{}", spec.key)), "option-{}", spec.key);
        for value in spec.values {
            let id = format!("option-{}-{value}", spec.key);
            assert!(has(&id), "{id}");
        }
    }
    for error in MoveError::ALL {
        assert!(has(&format!("error-{}", error.id())), "{}", error.id());
    }
}

#[test]
fn test_arguments_are_not_isolated() {
    set_language("en");
    let text = crate::t!(
        "notice-bad-move",
        n = 7,
        token = "p3",
        reason = "no such point"
    );
    assert_eq!(text, "Move 7 'p3': no such point.");
}

#[test]
fn test_plurals_follow_each_language() {
    // Czech and Russian have several plural forms; one text per form must differ.
    for (code, counts) in [("cs", [1, 3, 5]), ("ru", [1, 3, 5])] {
        let language = LANGUAGES
            .iter()
            .find(|l| l.code == code)
            .expect("a language of the site");
        let sources: Vec<String> = files(language).into_iter().map(|(_, t)| t).collect();
        let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
        assert!(add(code, &sources));
        assert!(set_language(code));
        let texts: BTreeSet<String> = counts
            .iter()
            .map(|&n| crate::t!("resume-text", moves = n))
            .collect();
        assert_eq!(texts.len(), 3, "{code}: {texts:?}");
    }
    set_language("en");
}

#[test]
fn test_language_choice() {
    let browser = |codes: &[&str]| codes.iter().map(|c| (*c).to_owned()).collect::<Vec<_>>();
    assert_eq!(choose(Some("cs"), Some("hu"), browser(&["ru"])), "cs");
    assert_eq!(choose(Some("xx"), Some("hu"), browser(&["ru"])), "hu");
    assert_eq!(choose(None, None, browser(&["de-DE", "sv-SE", "en"])), "sv");
    assert_eq!(choose(None, None, browser(&["de"])), "en");
    assert_eq!(choose(None, Some("VI"), browser(&[])), "vi");
    assert!(!set_language("de"));
    assert_eq!(current().code, "en");
}

#[test]
fn test_a_language_is_used_only_once_its_messages_are_here() {
    // Each test runs on a thread of its own, with its own loaded languages.
    assert!(is_loaded("en"));
    assert!(!is_loaded("sv"));
    assert!(!set_language("sv"));
    assert_eq!(current().code, "en");
    let swedish: Vec<String> = files(&LANGUAGES[4]).into_iter().map(|(_, t)| t).collect();
    assert!(add("sv", &[&swedish[0]]));
    assert!(set_language("sv"));
    assert_eq!(crate::t!("nav-home"), "Alla spel");
    assert!(!add("de", &["nav-home = Startseite"]));
    set_language("en");
}
