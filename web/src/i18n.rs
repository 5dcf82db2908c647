//! Every word the site shows goes through here, so that more languages are a matter of
//! adding translation files. Messages live in `static/locales/<lang>.ftl` (Fluent).

use std::borrow::Cow;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use unic_langid::LanguageIdentifier;

const ENGLISH: &str = include_str!("../../static/locales/en.ftl");

thread_local! {
    static BUNDLE: FluentBundle<FluentResource> = bundle("en", ENGLISH);
}

fn bundle(lang: &str, source: &str) -> FluentBundle<FluentResource> {
    let lang: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![lang]);
    // Isolation marks around arguments are for mixed-direction text; in plain UI text
    // they only get in the way (of tests and copy-paste alike).
    bundle.set_use_isolating(false);
    // A broken entry is left out by the parser; the rest of the file still works, and a
    // unit test keeps the shipped files free of errors.
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(res, _)| res);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The message `id` (or, with a dot, one of its attributes: `id.attr`) with `args`.
/// A missing message shows its id, which is ugly but never blank.
pub fn tr(id: &str, args: Option<&FluentArgs<'_>>) -> String {
    BUNDLE.with(|bundle| format(bundle, id, args).unwrap_or_else(|| id.to_owned()))
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs<'_>>,
) -> Option<String> {
    let (name, attribute) = match id.split_once('.') {
        Some((name, attribute)) => (name, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.get_message(name)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text: Cow<'_, str> = bundle.format_pattern(pattern, args, &mut errors);
    Some(text.into_owned())
}

/// `t!("id")` or `t!("id", n = 3, token = "h8")`: a translated message.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr(&$id, None)
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($key), $value);)+
        $crate::i18n::tr(&$id, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use engine::{GameId, GameOptions, MoveError, caro::CaroOptions, karo::KaroOptions};

    #[test]
    fn test_english_file_parses_cleanly() {
        if let Err((_, errors)) = super::FluentResource::try_new(super::ENGLISH.to_owned()) {
            panic!("en.ftl: {errors:?}");
        }
    }

    fn has(id: &str) -> bool {
        super::BUNDLE.with(|bundle| super::format(bundle, id, None).is_some())
    }

    #[test]
    fn test_every_engine_name_has_a_message() {
        for id in GameId::ALL {
            assert!(has(&format!("game-{id}")), "game-{id}");
            assert!(has(&format!("game-{id}.blurb")), "game-{id}.blurb");
        }
        for spec in CaroOptions::SPECS.iter().chain(KaroOptions::SPECS) {
            assert!(has(&format!("option-{}", spec.key)), "option-{}", spec.key);
            for value in spec.values {
                let id = format!("option-{}-{value}", spec.key);
                assert!(has(&id), "{id}");
            }
        }
        for error in [
            MoveError::Malformed,
            MoveError::NoSuchPoint,
            MoveError::Occupied,
            MoveError::ChoiceDue,
            MoveError::NoChoiceDue,
            MoveError::GameOver,
            MoveError::NoSuchCell,
            MoveError::NotYourPiece,
            MoveError::NoTile,
            MoveError::TileTaken,
            MoveError::StillPlacing,
            MoveError::AllPlaced,
            MoveError::WrongWay,
            MoveError::NothingToJump,
            MoveError::CrawlerCannotJump,
            MoveError::JumperCannotCrawl,
            MoveError::NotPastTheRun,
            MoveError::NoTileToLift,
            MoveError::LiftOccupied,
            MoveError::LiftHeld,
            MoveError::LiftCutsField,
            MoveError::SameCell,
            MoveError::TileAlreadyThere,
            MoveError::NotTouchingField,
            MoveError::PassNotAllowed,
        ] {
            assert!(has(&format!("error-{}", error.id())), "{}", error.id());
        }
    }

    #[test]
    fn test_arguments_are_not_isolated() {
        let text = crate::t!(
            "notice-bad-move",
            n = 7,
            token = "p3",
            reason = "no such point"
        );
        assert_eq!(text, "Move 7 'p3': no such point.");
    }
}
