use std::collections::BTreeSet;

use engine::{
    GameId, GameOptions, MoveError, OptionSpec, azacru::AzacruOptions, caro::CaroOptions,
    karo::KaroOptions, kauri::KauriOptions,
};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

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

/// The variables a pattern uses, selectors included.
fn variables<'s>(pattern: &Pattern<&'s str>, into: &mut BTreeSet<&'s str>) {
    fn inline<'s>(expression: &InlineExpression<&'s str>, into: &mut BTreeSet<&'s str>) {
        if let InlineExpression::VariableReference { id } = expression {
            into.insert(id.name);
        }
    }
    for element in &pattern.elements {
        match element {
            PatternElement::Placeable {
                expression: Expression::Inline(expression),
            } => inline(expression, into),
            PatternElement::Placeable {
                expression: Expression::Select { selector, variants },
            } => {
                inline(selector, into);
                for variant in variants {
                    variables(&variant.value, into);
                }
            }
            PatternElement::TextElement { .. } => {}
        }
    }
}

/// Checks that our reading of `source` formats every message and attribute exactly as
/// Fluent's reference implementation does, for numbers of every plural form, for text,
/// and with arguments missing; returns how many texts it compared.
fn assert_formats_as_fluent(code: &str, file: &str, source: &str) -> usize {
    let numbers: Vec<i64> = (0..=130).chain([1001, 1_000_000, -1, -21]).collect();
    let mut ours = Messages::new(code);
    let errors = ours.add(source);
    assert!(errors.is_empty(), "{file}: {errors:?}");

    let resource = FluentResource::try_new(source.to_owned()).expect("parses");
    let locale: unic_langid::LanguageIdentifier = code.parse().expect("a locale");
    let mut reference = FluentBundle::new(vec![locale]);
    reference.set_use_isolating(false);
    let mut texts = Vec::new();
    for entry in resource.entries() {
        let Entry::Message(message) = entry else {
            continue;
        };
        let name = message.id.name;
        if let Some(value) = &message.value {
            texts.push((name, None, value));
        }
        for attribute in &message.attributes {
            texts.push((name, Some(attribute.id.name), &attribute.value));
        }
    }
    let ids: BTreeSet<String> = ours.ids().collect();
    assert_eq!(ids, self::ids(file, source), "{file}: the same ids");
    reference.add_resource(&resource).expect("no id twice");

    let mut checked = 0;
    for (name, attribute, pattern) in texts {
        let mut names = BTreeSet::new();
        variables(pattern, &mut names);
        let mut cases: Vec<(FluentArgs, Args)> = vec![(FluentArgs::new(), Args::new())];
        for &n in &numbers {
            cases.push(arguments(&names, |_| n.into(), |_| Arg::Number(n)));
        }
        cases.push(arguments(&names, |v| v.into(), |v| Arg::Text(v.to_owned())));
        cases.push(arguments(&names, |_| "one".into(), |_| "one".into()));
        for (theirs, args) in cases {
            let message = reference.get_message(name).expect("in the bundle");
            let pattern = match attribute {
                Some(a) => message.get_attribute(a).expect("an attribute").value(),
                None => message.value().expect("a value"),
            };
            let expected = reference.format_pattern(pattern, Some(&theirs), &mut vec![]);
            let got = ours.format(name, attribute, Some(&args));
            assert_eq!(got.as_deref(), Some(&*expected), "{file}: {name} {args:?}");
            checked += 1;
        }
    }
    checked
}

/// The site reads its message files with its own code (`ftl`), which must agree with
/// Fluent's on every text of every file.
#[test]
fn test_messages_format_as_fluent_does() {
    let mut checked = 0;
    for language in &LANGUAGES {
        for (part, source) in files(language) {
            let file = format!("{}/{part}", language.code);
            checked += assert_formats_as_fluent(language.code, &file, &source);
        }
    }
    assert!(checked > 100_000, "only {checked} texts compared");
}

/// The layouts Fluent allows that the shipped files may not happen to use yet.
#[test]
fn test_layouts_format_as_fluent_does() {
    let source = "\
# a comment
## a group comment

inline =   text after spaces   
block =
    on the next line
      indented more
    back
gap = first

    after a blank line


after-blank-lines = x
attributes = value
    .title = a title
    .label =
        a block
        attribute
only-attributes =
    .a = { $n } { $m }
choice = { $n ->
    [0] none
    [one] one { $n }
    [few]
        few
        on lines
   *[other] { $n } more
} and { $who ->
    [one] the word one
   *[else] someone, { $who }
}.
tight = {$n}{$m}
placeable-first =
    { $n } at the start
      and text
trailing = words   
    more words   
placeable-inside =
    text
        { $n } deeper
      { $m }
";
    assert!(assert_formats_as_fluent("cs", "layouts", source) > 100);
    assert!(assert_formats_as_fluent("ru", "layouts", source) > 100);
}

/// Arguments for each of `names`, for the reference and for us.
fn arguments<'s>(
    names: &BTreeSet<&'s str>,
    theirs: impl Fn(&'s str) -> fluent_bundle::FluentValue<'s>,
    ours: impl Fn(&'s str) -> Arg,
) -> (FluentArgs<'s>, Args) {
    let mut reference = FluentArgs::new();
    let mut args = Args::new();
    for &name in names {
        reference.set(name, theirs(name));
        // `Args` names are the site's own identifiers, known when it is built.
        args.set(Box::leak(name.to_owned().into_boxed_str()), ours(name));
    }
    (reference, args)
}

#[test]
fn test_plural_categories_are_cldr_s() {
    for (code, one, few, many, other) in [
        ("en", 1, None, None, Some(2)),
        ("cs", 1, Some(4), None, Some(5)),
        // Russian keeps `other` for fractions: a whole number is one, few or many.
        ("ru", 21, Some(23), Some(111), None),
        ("hu", 1, None, None, Some(0)),
        ("vi", 1, None, None, Some(1)),
    ] {
        if code != "vi" {
            assert_eq!(plural::category(code, one), "one", "{code} {one}");
        }
        if let Some(few) = few {
            assert_eq!(plural::category(code, few), "few", "{code} {few}");
        }
        if let Some(many) = many {
            assert_eq!(plural::category(code, many), "many", "{code} {many}");
        }
        if let Some(other) = other {
            assert_eq!(plural::category(code, other), "other", "{code} {other}");
        }
    }
}

#[test]
fn test_broken_messages_are_left_out_and_named() {
    let mut messages = Messages::new("en");
    let errors = messages.add(
        "good = fine\nbad = { other-message }\n  stray\nterm-user = { -term }\n\
         also-good = { $n ->\n    [one] one\n   *[other] { $n } many\n}\nno-default = { $n ->\n    [one] x\n}\n",
    );
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert!(errors[0].starts_with("line 2:"), "{errors:?}");
    assert_eq!(messages.format("good", None, None).as_deref(), Some("fine"));
    assert_eq!(messages.format("bad", None, None), None);
    let mut args = Args::new();
    args.set("n", 5);
    assert_eq!(
        messages.format("also-good", None, Some(&args)).as_deref(),
        Some("5 many")
    );
    assert_eq!(messages.format("no-default", None, Some(&args)), None);
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
fn test_the_parts_taken_are_shown() {
    static CARO: [Part; 1] = [("rules-caro", "caro-rules-goal-title = The goal")];
    assert_eq!(crate::t!("caro-rules-goal-title"), "caro-rules-goal-title");
    take_parts(&CARO);
    assert_eq!(crate::t!("caro-rules-goal-title"), "The goal");
    take_parts(&[]);
}

#[test]
fn test_every_engine_name_has_a_message() {
    for id in GameId::ALL {
        assert!(has(&format!("game-{id}")), "game-{id}");
        // The home page's, which the home bundle and the prerender take.
        let home = bundle("en", &[ENGLISH, super::english::STATIC]);
        let blurb = format!("blurb-{id}");
        assert!(format(&home, &blurb, None).is_some(), "{blurb}");
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

proptest::proptest! {
    /// A language file that comes back broken (a host's error page, a cut-off download)
    /// must not take the page down: reading and formatting anything never panics.
    #[test]
    fn test_any_text_reads_without_panicking(
        source in "([a-z$#*.=\\[\\]{} \n-]|->|one|few|\u{e9}){0,200}",
        n in proptest::prelude::any::<i32>(),
    ) {
        let mut messages = Messages::new("cs");
        let _ = messages.add(&source);
        let mut args = Args::new();
        args.set("a", n);
        for id in messages.ids().collect::<Vec<_>>() {
            let (name, attribute) = match id.split_once('.') {
                Some((name, attribute)) => (name.to_owned(), Some(attribute.to_owned())),
                None => (id.clone(), None),
            };
            let _ = messages.format(&name, attribute.as_deref(), Some(&args));
        }
    }
}
