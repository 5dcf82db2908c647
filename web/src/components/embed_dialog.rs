//! The "Embed" dialog of a game page: choose how the board behaves on another site, get
//! the `<iframe>` snippet (in the page's language) and copy it, and see it live.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::{
    address,
    components::share::CopyButton,
    embed::settings::{EmbedSettings, Mode, Theme},
    hooks::use_reveal::use_reveal,
    i18n,
    link::GameLink,
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game id, e.g. `caro`.
    pub game: &'static str,
    /// The game, opening at the shown move (a puzzle starts there).
    pub link: GameLink,
    /// The iframe's title, e.g. `Caro · Tessera`.
    pub title: String,
}

/// The snippet for an embed address: a frame as wide as its column (at most 480 px), of
/// the board's proportions until `embed.js`, from the same site, makes it follow the
/// board's height.
pub fn snippet(src: &str, title: &str) -> String {
    format!(
        "<iframe src=\"{src}\" title=\"{title}\" \
         style=\"border:0;display:block;width:100%;max-width:480px;aspect-ratio:480/620\" \
         sandbox=\"allow-scripts allow-popups\"></iframe>\n\
         <script src=\"{}\" defer></script>",
        helper_address(src)
    )
}

/// The address of `embed.js` on the site of the embed address `src`: beside its page.
fn helper_address(src: &str) -> String {
    let page = src.split('#').next().unwrap_or(src);
    // An embed's page is `embed/<game>/` in the site's folder; an old address, the root.
    let folder = match page.rsplit_once("/embed/") {
        Some((site, _)) => site,
        None => page.rsplit_once('/').map_or(page, |(folder, _)| folder),
    };
    format!("{folder}/embed.js")
}

#[component]
pub fn EmbedDialog(props: &Props) -> Html {
    // The board speaks the language of the page it was made on.
    let settings = use_state(|| EmbedSettings {
        lang: i18n::current().code.to_owned(),
        ..EmbedSettings::default()
    });
    let node = use_node_ref();
    use_reveal(&node);
    let mut link = props.link.clone();
    if settings.mode != Mode::Puzzle && link.at == Some(link.moves.len()) {
        link.at = None;
    }
    let src = address::url(&settings.to_fragment(props.game, &link));
    let code = snippet(&src, &props.title);

    let update = |f: fn(&mut EmbedSettings, String)| {
        let settings = settings.clone();
        Callback::from(move |value: String| {
            let mut next = (*settings).clone();
            f(&mut next, value);
            settings.set(next);
        })
    };
    let select = |cb: Callback<String>| {
        Callback::from(move |e: Event| {
            cb.emit(e.target_unchecked_into::<HtmlSelectElement>().value())
        })
    };
    let check = |cb: Callback<String>| {
        Callback::from(move |e: Event| {
            cb.emit(
                e.target_unchecked_into::<HtmlInputElement>()
                    .checked()
                    .to_string(),
            )
        })
    };
    let on_mode = select(update(|s, v| {
        s.mode = match v.as_str() {
            "view" => Mode::View,
            "ai" => Mode::Ai,
            "puzzle" => Mode::Puzzle,
            _ => Mode::Play,
        }
    }));
    let on_theme = select(update(|s, v| {
        s.theme = match v.as_str() {
            "dark" => Theme::Dark,
            "transparent" => Theme::Transparent,
            _ => Theme::Light,
        }
    }));
    let on_level = select(update(|s, v| s.level = v.parse().unwrap_or(3)));
    let on_undo = check(update(|s, v| s.undo = v == "true"));
    let on_flip = check(update(|s, v| s.flip = v == "true"));

    html! {
        <section class="embed-dialog" data-testid="embed-dialog" ref={node}>
            <h2>{ t!("embed-title") }</h2>
            <p>{ t!("embed-intro") } <a href="#/embed">{ t!("embed-help-link") }</a></p>
            <div class="embed-choices">
                <label>{ t!("embed-mode") }
                    <select data-testid="embed-mode" onchange={on_mode}>
                        <option value="play" selected=true>{ t!("embed-mode-play") }</option>
                        <option value="view">{ t!("embed-mode-view") }</option>
                        <option value="puzzle">{ t!("embed-mode-puzzle") }</option>
                        <option value="ai">{ t!("embed-mode-ai") }</option>
                    </select>
                </label>
                if settings.mode == Mode::Ai {
                    <label>{ t!("embed-level") }
                        <select data-testid="embed-level" onchange={on_level}>
                            { for (1..=5u8).map(|level| html! {
                                <option value={level.to_string()} selected={level == settings.level}>
                                    { t!("seat-computer", level = level) }
                                </option>
                            }) }
                        </select>
                    </label>
                }
                <label>{ t!("embed-theme") }
                    <select onchange={on_theme}>
                        <option value="light" selected=true>{ t!("embed-theme-light") }</option>
                        <option value="dark">{ t!("embed-theme-dark") }</option>
                        <option value="transparent">{ t!("embed-theme-transparent") }</option>
                    </select>
                </label>
                <label><input type="checkbox" onchange={on_undo} />{ t!("embed-undo") }</label>
                <label><input type="checkbox" onchange={on_flip} />{ t!("embed-flip") }</label>
            </div>
            <label class="snippet">{ t!("embed-snippet") }
                <textarea readonly=true rows="4" data-testid="embed-snippet" value={code.clone()} />
            </label>
            <p class="snippet-copy">
                <CopyButton text={code.clone()} label={t!("embed-copy")} testid="embed-copy" />
            </p>
            <p class="preview-label">{ t!("embed-preview") }</p>
            // A new frame for each address: a change of the fragment alone would not load
            // the board again, and it is set up once, from the address it opened with.
            <iframe key={src.clone()} class="embed-preview" src={src} title={props.title.clone()} data-testid="embed-preview"
                    sandbox="allow-scripts allow-popups"></iframe>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_the_helper_sits_beside_the_page() {
        for (src, helper) in [
            (
                "https://a.example/#/embed/caro",
                "https://a.example/embed.js",
            ),
            (
                "https://a.example/games/index.html#/embed/caro?moves=h8",
                "https://a.example/games/embed.js",
            ),
            (
                "http://127.0.0.1:8091/#/embed/kauri",
                "http://127.0.0.1:8091/embed.js",
            ),
            (
                "https://a.example/games/embed/caro/#moves=h8",
                "https://a.example/games/embed.js",
            ),
            (
                "https://a.example/embed/kauri/",
                "https://a.example/embed.js",
            ),
        ] {
            assert_eq!(helper_address(src), helper, "{src}");
        }
        let code = snippet("https://a.example/embed/caro/", "Caro");
        assert!(
            code.starts_with("<iframe src=\"https://a.example/embed/caro/\""),
            "{code}"
        );
        assert!(
            code.ends_with("<script src=\"https://a.example/embed.js\" defer></script>"),
            "{code}"
        );
    }
}
