//! English's messages are split into parts that only some bundles take (`web/build.rs`,
//! [`super::english`]); a message in a part a bundle lacks would show as its id there. These
//! tests read the source: each message the code names is in a part that every bundle
//! drawing that code takes, or in what every page has.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// English's messages as the build splits them (`web/build.rs`): every page's, then each
/// part by name.
const BUILT: [(Option<&str>, &str); 9] = {
    use super::english::*;
    [
        (None, super::ENGLISH),
        (Some("caro"), CARO),
        (Some("azacru"), AZACRU),
        (Some("karo"), KARO),
        (Some("kauri"), KAURI),
        (Some("review"), REVIEW),
        (Some("embedding"), EMBEDDING),
        (Some("static"), STATIC),
        (Some("learn"), LEARN),
    ]
};

/// The id of the message a line of an `.ftl` file begins (`board-label = …`), if it
/// begins one (not an attribute, a comment or a continued line).
fn message_id(line: &str) -> Option<&str> {
    let (id, _) = line.split_once('=')?;
    let id = id.trim_end();
    let word = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    (!id.is_empty() && id.chars().all(word)).then_some(id)
}

/// English's messages by id, with their part (`None`: every page's). The lessons' own
/// words (`static/locales/en/learn-<game>.ftl`) only the Learn pages take, as the
/// `learn` part is theirs.
fn english_parts() -> BTreeMap<String, Option<String>> {
    let mut ids = BTreeMap::new();
    for (part, text) in BUILT {
        for id in text.lines().filter_map(message_id) {
            ids.insert(id.to_owned(), part.map(str::to_owned));
        }
    }
    for text in lessons() {
        for id in text.lines().filter_map(message_id) {
            ids.insert(id.to_owned(), Some("learn".to_owned()));
        }
    }
    ids
}

/// Each game's lessons' English words, as the site ships them.
fn lessons() -> Vec<String> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/locales/en");
    let read = |game| fs::read_to_string(folder.join(format!("learn-{game}.ftl")));
    engine::GameId::ALL
        .map(|game| read(game).expect("a course's words"))
        .to_vec()
}

/// The parts of English the bundles that compile `file` (a path under `web/src`) all take;
/// `None`: every part (the home bundle's and the prerender's code). The review panel is
/// the whole pages', the online pages' and the embeds' (whose link may ask for it), which
/// all take its part (`crate::start_embed` and its neighbours): which bundle draws a file
/// is the browser tests' to check, which open the review on a page and in an embed.
fn parts_shown(file: &str) -> Option<BTreeSet<&'static str>> {
    let game = ["caro", "karo", "kauri", "azacru"]
        .into_iter()
        .find(|game| file.starts_with(&format!("games/{game}")));
    let set = |parts: &[&'static str]| Some(parts.iter().copied().collect());
    match file {
        _ if game.is_some() => set(&[game.unwrap_or_default()]),
        "components/review_panel.rs" => set(&["review"]),
        "pages/learn.rs"
        | "pages/puzzle.rs"
        | "pages/mistakes.rs"
        | "pages/learn_embed.rs"
        | "pages/embed_snippets.rs" => set(&["learn"]),
        "components/embed_dialog.rs" | "hooks/use_embed.rs" | "pages/game_embed.rs" => {
            set(&["embedding"])
        }
        _ if file.starts_with("embed") => set(&["embedding"]),
        // Drawn by the home bundle or written by the prerender, which take all parts.
        "site.rs"
        | "prerender.rs"
        | "pages/home.rs"
        | "pages/static_page.rs"
        | "pages/game_preview.rs"
        | "pages/embed_help.rs"
        | "pages/rules.rs"
        | "games/rules_text.rs" => None,
        _ => set(&[]),
    }
}

fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("web/src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The string literals of a Rust source, roughly (enough for message ids: no escapes in
/// them).
fn literals(source: &str) -> Vec<&str> {
    source.split('"').skip(1).step_by(2).collect()
}

/// The patterns of the ids a Rust source writes for a message: `t!(format!("…"`.
fn patterns(source: &str) -> Vec<&str> {
    source
        .split("t!(format!(\"")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(pattern, _)| pattern))
        // The message's, not its attribute's (`side-{}.letter`).
        .map(|pattern| pattern.split('.').next().unwrap_or_default())
        .collect()
}

/// Whether `id` is what `pattern` (a `format!` pattern: `kauri-speed-{}`) writes, each
/// `{…}` standing for a kebab-case word or more.
fn writes(pattern: &str, id: &str) -> bool {
    match pattern.split_once('{') {
        None => pattern == id,
        Some((head, rest)) => {
            let Some(tail) = id.strip_prefix(head) else {
                return false;
            };
            let after = rest.split_once('}').map_or("", |(_, after)| after);
            (1..=tail.len()).any(|n| {
                tail[..n]
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-')
                    && writes(after, &tail[n..])
            })
        }
    }
}

#[test]
fn test_each_message_named_in_the_code_is_in_a_part_its_bundles_take() {
    let ids = english_parts();
    assert!(
        ids.values().filter(|p| p.is_some()).count() > 100,
        "the parts hold messages"
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut checked = 0;
    let mut wrong = Vec::new();
    for path in files {
        let file = path
            .strip_prefix(&root)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        if file.starts_with("i18n/") {
            continue;
        }
        let Some(shown) = parts_shown(&file) else {
            continue;
        };
        let allowed = |part: &Option<String>| part.as_deref().is_none_or(|p| shown.contains(p));
        let source = fs::read_to_string(&path).expect("a source file");
        for literal in literals(&source) {
            let id = literal.split('.').next().unwrap_or_default();
            if let Some(part) = ids.get(id) {
                checked += 1;
                if !allowed(part) {
                    wrong.push(format!("{file}: {literal} is in part {part:?}"));
                }
            }
        }
        for pattern in patterns(&source) {
            // Every id a pattern with words of its own first can write (`kauri-speed-{}`);
            // one at least for a pattern that starts with a word it is given
            // (`{id}-board-label`, which can write other games' ids too).
            let named: Vec<_> = ids.iter().filter(|(id, _)| writes(pattern, id)).collect();
            checked += 1;
            let fine = match pattern.starts_with('{') {
                false => !named.is_empty() && named.iter().all(|(_, part)| allowed(part)),
                true => named.iter().any(|(_, part)| allowed(part)),
            };
            if !fine {
                wrong.push(format!("{file}: {pattern} writes ids of parts it lacks"));
            }
        }
    }
    assert!(checked > 300, "only {checked} ids named in the code");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn test_a_pattern_writes_the_ids_its_words_make() {
    assert!(writes("kauri-speed-{}", "kauri-speed-slow"));
    assert!(writes("{id}-board-label", "karo-four-board-label"));
    assert!(writes("option-{}-{value}", "option-opening-swap2"));
    assert!(!writes("kauri-speed-{}", "kauri-speed-"));
    assert!(!writes("review-class-{}", "review-close"));
}

#[test]
fn test_every_part_is_one_a_bundle_takes() {
    // A part of en.ftl without its constant would be in no bundle.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/locales/en.ftl");
    let text = fs::read_to_string(path).expect("static/locales/en.ftl");
    let marked: BTreeSet<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix("### part: "))
        .map(str::trim)
        .collect();
    let built: BTreeSet<&str> = BUILT.iter().filter_map(|(part, _)| *part).collect();
    assert_eq!(marked, built);
    assert_eq!(super::english::ALL.len(), built.len());
    // Nothing of en.ftl is lost in the split (besides it, the lessons' words).
    let messages = text.lines().filter_map(message_id);
    let lessons: usize = lessons()
        .iter()
        .map(|text| text.lines().filter_map(message_id).count())
        .sum();
    assert_eq!(english_parts().len(), messages.count() + lessons);
}
