use std::collections::BTreeSet;

use engine::{
    GameId, GameOptions, MoveError, OptionSpec, azacru::AzacruOptions, caro::CaroOptions,
    karo::KaroOptions, kauri::KauriOptions,
};
use fluent_bundle::FluentResource;
use fluent_syntax::ast::Entry;

use super::*;

/// The text of a language's file, as the site fetches it.
fn source(language: &Language) -> &'static str {
    match language.code {
        "en" => include_str!("../../../static/locales/en.ftl"),
        "hu" => include_str!("../../../static/locales/hu.ftl"),
        "cs" => include_str!("../../../static/locales/cs.ftl"),
        "ru" => include_str!("../../../static/locales/ru.ftl"),
        "sv" => include_str!("../../../static/locales/sv.ftl"),
        "vi" => include_str!("../../../static/locales/vi.ftl"),
        code => panic!("no file for {code}"),
    }
}

/// Every message and attribute id of a translation file, and a parse check.
fn ids(language: &Language) -> BTreeSet<String> {
    let resource = match FluentResource::try_new(source(language).to_owned()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}.ftl does not parse: {errors:?}", language.code),
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
    let english = bundle("en", ENGLISH);
    format(&english, id, None).is_some()
}

#[test]
fn test_every_language_has_every_message_and_no_other() {
    let english = ids(&LANGUAGES[0]);
    for language in &LANGUAGES[1..] {
        let translated = ids(language);
        let missing: Vec<_> = english.difference(&translated).collect();
        let stale: Vec<_> = translated.difference(&english).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code);
        assert!(
            stale.is_empty(),
            "{} has ids English lacks: {stale:?}",
            language.code
        );
    }
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
        assert!(add(code, source(language)));
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
    assert!(add("sv", source(&LANGUAGES[4])));
    assert!(set_language("sv"));
    assert_eq!(crate::t!("nav-home"), "Alla spel");
    assert!(!add("de", "nav-home = Startseite"));
    set_language("en");
}
