//! The site ships as bundles, so that a visitor downloads only what the page he opens
//! shows: one for the embedding help and the "not found" page, and for each game one for
//! its page and one for its embedded board. The home page and the rules are static HTML
//! (`crate::site`), with no bundle. The loader (`scripts/boot.template.js`) picks the
//! bundle from the address with the same rule as [`Bundle::of`]; an address that belongs
//! to another bundle, or to a static page, is opened by loading the page again.

use engine::GameId;
use yew::Html;

use crate::route::Route;

/// One of the site's wasm bundles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The embed help page and the "not found" page.
    Home,
    /// A game's page, whole.
    Game(GameId),
    /// A game's page as a first visit opens it, which a plain game's address (no review)
    /// starts with: the board without the review, New game and the sharing panels, which
    /// are the whole bundle's (`crate::whole`).
    First(GameId),
    /// A game's board embedded in another site.
    Embed(GameId),
    /// A game played online: its page with the socket, the clocks and the server's
    /// messages, which the game's own page does without (`crate::online`).
    Online(GameId),
    /// A game's Learn page: its lessons on its board (`crate::learn`).
    Learn(GameId),
}

impl Bundle {
    /// The bundle's name, as its files are named: `home`, `caro`, `embed-caro`…
    pub fn name(self) -> String {
        match self {
            Bundle::Home => "home".to_owned(),
            Bundle::Game(id) => id.to_string(),
            Bundle::First(id) => format!("first-{id}"),
            Bundle::Embed(id) => format!("embed-{id}"),
            Bundle::Online(id) => format!("online-{id}"),
            Bundle::Learn(id) => format!("learn-{id}"),
        }
    }

    /// The bundle that draws all of `route`; `None` for a static page (the home page, the
    /// rules), which the loader shows or leads to. A game's first bundle draws some of
    /// its addresses too ([`Bundle::draws`]).
    pub fn of(route: &Route) -> Option<Bundle> {
        match route {
            Route::Game(id, _) => Some(Bundle::Game(*id)),
            Route::Online(id, _) => Some(Bundle::Online(*id)),
            Route::Learn(id, _) | Route::LearnEmbed(id, ..) => Some(Bundle::Learn(*id)),
            // A live game's embed is the online bundle's.
            Route::Embed(id, settings, _) => Some(match settings.online {
                Some(_) => Bundle::Online(*id),
                None => Bundle::Embed(*id),
            }),
            Route::EmbedHelp | Route::NotFound(_) => Some(Bundle::Home),
            Route::Home | Route::Rules(_) => None,
        }
    }

    /// Whether this bundle draws `route`: else the page is loaded again, and the loader
    /// opens the bundle that does.
    pub fn draws(self, route: &Route) -> bool {
        match (self, route) {
            (Bundle::First(id), Route::Game(game, link)) => id == *game && !link.review,
            _ => Bundle::of(route) == Some(self),
        }
    }
}

/// What a bundle draws: the page of a route that [`Bundle::of`] gives to it.
pub type Pages = fn(Route) -> Html;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_each_address_has_its_bundle() {
        for (fragment, bundle) in [
            ("", "static"),
            ("#/", "static"),
            ("#/embed", "home"),
            ("#/embed/nonsense", "home"),
            ("#/nonsense", "home"),
            ("#/caro?moves=h8", "caro"),
            ("#/azacru?online=Xb3kQ9aZ0c_d&key=k", "online-azacru"),
            ("#/caro?online=new", "online-caro"),
            (
                "#/embed/kauri?online=Xb3kQ9aZ0c_d&theme=dark",
                "online-kauri",
            ),
            ("#/caro/rules", "static"),
            ("#/embed/caro?mode=view", "embed-caro"),
            ("#/karo-four", "karo-four"),
            ("#/karo-jumpers/rules", "static"),
            ("#/embed/karo-jumpers", "embed-karo-jumpers"),
            ("#/kauri", "kauri"),
            ("#/azacru/rules", "static"),
            ("#/learn/kauri?stage=sowing", "learn-kauri"),
            ("#/embed/learn/caro?puzzle=daily", "learn-caro"),
            ("#/learn/chess", "home"),
        ] {
            let of = Bundle::of(&Route::parse(fragment));
            assert_eq!(
                of.map_or("static".into(), Bundle::name),
                bundle,
                "{fragment}"
            );
        }
    }

    /// The entry points in `src/bin/`, the one list of the bundles.
    fn entry_points() -> Vec<String> {
        let bin = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
        let mut names: Vec<String> = std::fs::read_dir(bin)
            .expect("src/bin")
            .filter_map(|entry| {
                let name = entry.ok()?.file_name().into_string().ok()?;
                Some(name.strip_suffix(".rs")?.to_owned())
            })
            .collect();
        names.sort();
        names
    }

    #[test]
    fn test_a_first_bundle_draws_its_game_without_the_review() {
        let first = Bundle::First(GameId::Caro);
        assert!(first.draws(&Route::parse("#/caro?moves=h8")));
        assert!(first.draws(&Route::parse("#/caro")));
        assert!(!first.draws(&Route::parse("#/caro?moves=h8&review")));
        assert!(!first.draws(&Route::parse("#/kauri")));
        assert!(!first.draws(&Route::parse("#/embed/caro")));
        assert!(!first.draws(&Route::parse("#/caro?online=new")));
        assert!(Bundle::Game(GameId::Caro).draws(&Route::parse("#/caro?moves=h8&review")));
    }

    #[test]
    fn test_every_game_has_its_entry_points() {
        let names = entry_points();
        for id in GameId::ALL {
            for bundle in [
                Bundle::Game(id),
                Bundle::First(id),
                Bundle::Embed(id),
                Bundle::Online(id),
                Bundle::Learn(id),
            ] {
                assert!(
                    names.contains(&bundle.name()),
                    "no src/bin/{}.rs",
                    bundle.name()
                );
            }
            assert!(names.contains(&format!("ai-{id}")), "no src/bin/ai-{id}.rs");
        }
        assert!(names.contains(&Bundle::Home.name()));
    }

    #[test]
    fn test_the_page_builds_every_entry_point() {
        // scripts/bundles.mjs writes these tags before each build; a tree where they
        // lag behind src/bin/ was committed without building.
        let index = include_str!("../../index.html");
        let built: Vec<&str> = index
            .split("data-bin=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .collect();
        let mut built: Vec<String> = built.into_iter().map(str::to_owned).collect();
        built.sort();
        assert_eq!(built, entry_points());
    }
}
