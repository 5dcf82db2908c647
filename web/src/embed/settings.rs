//! The settings of an embedded board, as the embed address carries them.

use crate::link::{GameLink, escape, percent_decode};

/// What the visitor may do with the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Replay only: step through the moves.
    View,
    /// Two people play on the board.
    #[default]
    Play,
    /// The visitor plays against the computer.
    Ai,
    /// The visitor must find the link's moves after `at`; others are refused.
    Puzzle,
}

/// The colours around the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Light page colours.
    #[default]
    Light,
    /// Dark page colours.
    Dark,
    /// No background: the host page shows through.
    Transparent,
}

/// How an embedded board behaves and looks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedSettings {
    /// `mode=view|play|ai|puzzle` (default `play`).
    pub mode: Mode,
    /// `undo=1` shows an undo button (default: no).
    pub undo: bool,
    /// `flip=1` turns the board round, as seen from the other side.
    pub flip: bool,
    /// `theme=light|dark|transparent`.
    pub theme: Theme,
    /// `lang=en`: the language of the board's words.
    pub lang: String,
    /// `level=1..5`: the computer's strength in `ai` mode (default 3).
    pub level: u8,
    /// `origin=https://club.example`: the host page's origin. Messages go only there and
    /// are accepted only from there; without it they go to and come from any page.
    pub origin: Option<String>,
    /// `online=<id>`: the board shows that online game live, as a spectator sees it
    /// (`crate::online::watch`); the other settings but the theme, the language, the
    /// orientation and the origin do not apply.
    pub online: Option<String>,
}

impl Default for EmbedSettings {
    fn default() -> Self {
        EmbedSettings {
            mode: Mode::default(),
            undo: false,
            flip: false,
            theme: Theme::default(),
            lang: "en".to_owned(),
            level: 3,
            origin: None,
            online: None,
        }
    }
}

impl EmbedSettings {
    /// Splits an embed query into the settings and the game link. Unreadable settings
    /// keep their defaults: a club's typo must not blank its page. Pairs are unescaped
    /// before their keys are told apart, as [`GameLink::parse`] does, so that a pair the
    /// link would read as a setting's (`mod%65=ai`) is one.
    pub fn parse(query: &str) -> (EmbedSettings, GameLink) {
        let mut settings = EmbedSettings::default();
        let mut rest = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let decoded = percent_decode(pair);
            let (key, value) = decoded.split_once('=').unwrap_or((&decoded, ""));
            let yes = matches!(value, "1" | "true" | "yes");
            match key {
                "mode" => {
                    settings.mode = match value {
                        "view" => Mode::View,
                        "ai" => Mode::Ai,
                        "puzzle" => Mode::Puzzle,
                        _ => Mode::Play,
                    }
                }
                "undo" => settings.undo = yes,
                "flip" => settings.flip = yes,
                "theme" => {
                    settings.theme = match value {
                        "dark" => Theme::Dark,
                        "transparent" => Theme::Transparent,
                        _ => Theme::Light,
                    }
                }
                "lang" if !value.is_empty() => settings.lang = value.to_owned(),
                "level" => settings.level = value.parse().unwrap_or(3u8).clamp(1, 5),
                "origin" if !value.is_empty() => settings.origin = Some(value.to_owned()),
                "online" if !value.is_empty() => settings.online = Some(value.to_owned()),
                _ => rest.push(pair),
            }
        }
        (settings, GameLink::parse(&rest.join("&")))
    }

    /// The settings as query pairs, only those that differ from the defaults.
    pub fn to_query(&self) -> Vec<String> {
        let defaults = EmbedSettings::default();
        let mut pairs = Vec::new();
        if self.mode != defaults.mode {
            let mode = match self.mode {
                Mode::View => "view",
                Mode::Play => "play",
                Mode::Ai => "ai",
                Mode::Puzzle => "puzzle",
            };
            pairs.push(format!("mode={mode}"));
        }
        if self.undo {
            pairs.push("undo=1".to_owned());
        }
        if self.flip {
            pairs.push("flip=1".to_owned());
        }
        match self.theme {
            Theme::Light => {}
            Theme::Dark => pairs.push("theme=dark".to_owned()),
            Theme::Transparent => pairs.push("theme=transparent".to_owned()),
        }
        if self.lang != defaults.lang {
            pairs.push(format!("lang={}", escape(&self.lang)));
        }
        if self.level != defaults.level {
            pairs.push(format!("level={}", self.level));
        }
        if let Some(origin) = &self.origin {
            pairs.push(format!("origin={}", encode(origin)));
        }
        if let Some(id) = &self.online {
            pairs.push(format!("online={}", escape(id)));
        }
        pairs
    }

    /// The fragment of an embed of `game` (`caro`) with these settings, showing `link`
    /// (`#/embed/caro?mode=view&moves=h8`): what [`EmbedSettings::parse`] reads.
    pub fn to_fragment(&self, game: &str, link: &GameLink) -> String {
        let mut query = self.to_query();
        query.extend(link.to_fragment_query());
        format!("#/embed/{game}?{}", query.join("&"))
    }

    /// The settings a lesson's or a puzzle's embed takes (`pages::learn_embed`): the theme,
    /// the language and the host's origin; the others are a board's (its `level` is the
    /// computer's, where a lesson's address names its own level).
    #[must_use]
    pub fn for_learning(self) -> EmbedSettings {
        EmbedSettings {
            theme: self.theme,
            lang: self.lang,
            origin: self.origin,
            ..EmbedSettings::default()
        }
    }

    /// The CSS class of the theme.
    pub fn theme_class(&self) -> &'static str {
        match self.theme {
            Theme::Light => "theme-light",
            Theme::Dark => "theme-dark",
            Theme::Transparent => "theme-transparent",
        }
    }
}

/// An origin (`https://club.example:8443`) is safe in a query but for `:` and `/`, which
/// are escaped so that the value stands out as one piece.
fn encode(origin: &str) -> String {
    escape(origin).replace(':', "%3A").replace('/', "%2F")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_settings_and_game_are_told_apart() {
        let (settings, link) = EmbedSettings::parse(
            "opening=swap&moves=h8,i9&at=1&mode=puzzle&undo=1&flip=1&theme=dark&level=9\
             &origin=https%3A%2F%2Fclub.example&online=Xb3kQ9aZ0c_d",
        );
        assert_eq!(settings.online.as_deref(), Some("Xb3kQ9aZ0c_d"));
        assert_eq!(settings.mode, Mode::Puzzle);
        assert!(settings.undo && settings.flip);
        assert_eq!(settings.theme, Theme::Dark);
        assert_eq!(settings.level, 5);
        assert_eq!(settings.origin.as_deref(), Some("https://club.example"));
        assert_eq!(link.options, ["opening=swap"]);
        assert_eq!(link.moves, ["h8", "i9"]);
        assert_eq!(link.at, Some(1));
        let again = EmbedSettings::parse(&settings.to_query().join("&")).0;
        assert_eq!(again, settings);
        // The whole embed's address reads back as the same board.
        assert_eq!(
            crate::route::Route::parse(&settings.to_fragment("caro", &link)),
            crate::route::Route::Embed(engine::GameId::Caro, settings, link)
        );
    }

    #[test]
    fn test_escaped_keys_and_values_read_back_as_they_were_read() {
        // `mod%65=ai` was a game option that, written back unescaped, read as the mode;
        // a `&` in the language or origin was written back as a pair separator.
        let (settings, link) = EmbedSettings::parse("mod%65=ai&lang=a%26b&origin=x%26%3A");
        assert_eq!(settings.mode, Mode::Ai);
        assert_eq!(settings.lang, "a&b");
        assert_eq!(settings.origin.as_deref(), Some("x&:"));
        assert!(link.is_bare());
        let again = EmbedSettings::parse(&settings.to_query().join("&"));
        assert_eq!(again, (settings, link));
    }

    #[test]
    fn test_unreadable_settings_keep_their_defaults() {
        let (settings, _) = EmbedSettings::parse("mode=fly&theme=neon&level=x&undo=maybe");
        assert_eq!(settings, EmbedSettings::default());
        assert!(settings.to_query().is_empty());
    }
}
