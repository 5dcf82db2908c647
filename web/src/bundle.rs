//! The site ships as bundles: a small one for the home page and one per game (its page,
//! its embed and its rules), so that a visitor downloads only what the page he opens
//! shows. The loader (`scripts/boot.template.js`) picks the bundle from the address with
//! the same rule as [`Bundle::of`]; an address that belongs to another bundle is opened by
//! loading the page again.

use engine::GameId;
use yew::Html;

use crate::route::Route;

/// One of the site's wasm bundles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The home page, the embed help page and the "not found" page.
    Home,
    /// Caro's page, embed and rules.
    Caro,
    /// Karo: Four in a Row's page, embed and rules.
    KaroFour,
    /// Karo: Jumpers and Crawlers' page, embed and rules.
    KaroJumpers,
    /// Kauri's page, embed and rules.
    Kauri,
    /// Azacru's page, embed and rules.
    Azacru,
}

impl Bundle {
    /// Every bundle.
    pub const ALL: [Bundle; 6] = [
        Bundle::Home,
        Bundle::Caro,
        Bundle::KaroFour,
        Bundle::KaroJumpers,
        Bundle::Kauri,
        Bundle::Azacru,
    ];

    /// The bundle's name, as its files are named.
    pub fn name(self) -> &'static str {
        match self {
            Bundle::Home => "home",
            Bundle::Caro => "caro",
            Bundle::KaroFour => "karo-four",
            Bundle::KaroJumpers => "karo-jumpers",
            Bundle::Kauri => "kauri",
            Bundle::Azacru => "azacru",
        }
    }

    /// The bundle with `game`'s pages.
    pub fn of_game(game: GameId) -> Bundle {
        match game {
            GameId::Caro => Bundle::Caro,
            GameId::KaroFour => Bundle::KaroFour,
            GameId::KaroJumpers => Bundle::KaroJumpers,
            GameId::Kauri => Bundle::Kauri,
            GameId::Azacru => Bundle::Azacru,
        }
    }

    /// The bundle that draws `route`.
    pub fn of(route: &Route) -> Bundle {
        match route {
            Route::Game(id, _) | Route::Rules(id) | Route::Embed(id, ..) => Bundle::of_game(*id),
            Route::Home | Route::EmbedHelp | Route::NotFound(_) => Bundle::Home,
        }
    }
}

/// What a bundle draws: the page of a route that [`Bundle::of`] gives to it, and the
/// navigation count that tells a game page its address changed from outside.
pub type Pages = fn(Route, u32) -> Html;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_each_address_has_its_bundle() {
        for (fragment, bundle) in [
            ("", Bundle::Home),
            ("#/", Bundle::Home),
            ("#/embed", Bundle::Home),
            ("#/nonsense", Bundle::Home),
            ("#/caro?moves=h8", Bundle::Caro),
            ("#/caro/rules", Bundle::Caro),
            ("#/embed/caro?mode=view", Bundle::Caro),
            ("#/karo-four", Bundle::KaroFour),
            ("#/karo-jumpers/rules", Bundle::KaroJumpers),
            ("#/embed/karo-jumpers", Bundle::KaroJumpers),
            ("#/kauri", Bundle::Kauri),
            ("#/azacru/rules", Bundle::Azacru),
        ] {
            assert_eq!(Bundle::of(&Route::parse(fragment)), bundle, "{fragment}");
        }
    }

    #[test]
    fn test_the_loader_picks_the_same_bundle() {
        let loader = include_str!("../../scripts/boot.template.js");
        for id in GameId::ALL {
            let entry = format!("'{id}': '{}'", Bundle::of_game(id).name());
            assert!(loader.contains(&entry), "the loader lacks {entry}");
        }
    }
}
