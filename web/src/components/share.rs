//! Sharing and saving a game: the share button, the links, the record file, and the box
//! that opens what another player sent.

use gloo::timers::callback::Timeout;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::{browser, t};

#[derive(Properties, PartialEq, Debug)]
pub struct ShareButtonProps {
    /// The title for the share sheet, e.g. `Caro · Tessera`.
    pub title: String,
    /// The link to share.
    pub url: String,
    /// The button's test id (a page may show two: in the controls and at the game's end).
    #[prop_or("share")]
    pub testid: &'static str,
}

/// Shares the link through the system share sheet where there is one, else copies it.
#[component]
pub fn ShareButton(props: &ShareButtonProps) -> Html {
    let feedback = use_state(|| None::<String>);
    let onclick = {
        let (title, url, feedback) = (props.title.clone(), props.url.clone(), feedback.clone());
        Callback::from(move |_: MouseEvent| {
            let (title, url, feedback) = (title.clone(), url.clone(), feedback.clone());
            wasm_bindgen_futures::spawn_local(async move {
                if browser::can_share() && browser::share(&title, &url).await {
                    return;
                }
                feedback.set(Some(match browser::copy(&url).await {
                    true => t!("share-copied"),
                    false => t!("share-copy-failed"),
                }));
            });
        })
    };
    html! {
        <>
            <button data-testid={props.testid} {onclick}>{ t!("control-share") }</button>
            if let Some(text) = &*feedback {
                <span class="feedback" role="status" data-testid="share-feedback">{ text }</span>
            }
        </>
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct PanelProps {
    /// The whole game, opening at its end.
    pub game_link: String,
    /// The game opening at the shown move, when that is not the end.
    #[prop_or_default]
    pub move_link: Option<String>,
    /// The shown position, set up without its moves.
    pub position_link: String,
    /// The record file's text and name.
    pub record: String,
    pub file_name: String,
    /// The CSS selector of the board to picture, e.g. `.play-area svg.board`.
    pub board: &'static str,
    /// Open a pasted or uploaded text (a link, a record or a position code).
    pub on_import: Callback<String>,
    /// Why the last import failed.
    #[prop_or_default]
    pub import_error: Option<String>,
}

/// How long a Copy button says how its copy went, in milliseconds.
const COPY_FEEDBACK_MS: u32 = 2_000;

#[derive(Properties, PartialEq, Debug)]
pub struct CopyButtonProps {
    /// What the button copies, e.g. a link or an embed snippet.
    pub text: AttrValue,
    /// The button's words, e.g. `Copy the snippet`; `Copy` when not given.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// The button's `data-testid`, e.g. `embed-copy`.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A button that copies `text` to the clipboard and says so for two seconds in its own
/// words ("Copied", or "Not copied" when the browser refused), and to a screen reader.
/// A new `text` takes back what it said of the old one.
#[component]
pub fn CopyButton(props: &CopyButtonProps) -> Html {
    // How the last copy went, while it is said.
    let copied = use_state_eq(|| None::<bool>);
    // Dropped, a timer never fires: a second copy starts its two seconds again, and a
    // button gone takes its timer with it.
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let (copied, timer) = (copied.clone(), timer.clone());
        use_effect_with(props.text.clone(), move |_| {
            timer.borrow_mut().take();
            copied.set(None);
        });
    }
    let onclick = {
        let (text, copied) = (props.text.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let (text, copied, timer) = (text.clone(), copied.clone(), timer.clone());
            wasm_bindgen_futures::spawn_local(async move {
                copied.set(Some(browser::copy(&text).await));
                let copied = copied.clone();
                *timer.borrow_mut() =
                    Some(Timeout::new(COPY_FEEDBACK_MS, move || copied.set(None)));
            });
        })
    };
    let said = match *copied {
        Some(true) => Some(t!("share-copy-done")),
        Some(false) => Some(t!("share-copy-refused")),
        None => None,
    };
    let label = match (&said, &props.label) {
        (Some(said), _) => said.clone(),
        (None, Some(label)) => label.to_string(),
        (None, None) => t!("share-copy"),
    };
    html! {
        <>
            <button type="button" class="copy" data-copied={copied.map(|done| done.to_string())}
                    data-testid={props.testid.clone()} {onclick}>{ label }</button>
            // There before anything is said in it, so that screen readers hear the change.
            <span class="visually-hidden" role="status">{ said }</span>
        </>
    }
}

/// A link to copy: its label, the link in a field (selected whole when focused), and a
/// Copy button.
pub fn link_field(testid: &'static str, label: String, url: &str) -> Html {
    html! {
        <label class="link-field">
            <span>{ label }</span>
            <input type="text" readonly=true value={url.to_owned()} data-testid={testid}
                   onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<HtmlInputElement>().select())} />
            <CopyButton text={AttrValue::from(url.to_owned())} />
        </label>
    }
}

/// The links, the record file and the import box, folded away until wanted.
#[component]
pub fn SharePanel(props: &PanelProps) -> Html {
    let pasted = use_node_ref();
    let download = {
        let (name, record) = (props.file_name.clone(), props.record.clone());
        Callback::from(move |_: MouseEvent| {
            let _ = browser::download(&name, &record);
        })
    };
    let picture = |png: bool| {
        let (board, stem) = (
            props.board,
            props.file_name.trim_end_matches(".tessera.txt").to_owned(),
        );
        Callback::from(move |_: MouseEvent| {
            let _ = match png {
                true => crate::snapshot::download_png(board, &format!("{stem}.png")),
                false => crate::snapshot::download_svg(board, &format!("{stem}.svg")),
            };
        })
    };
    let upload = {
        let on_import = props.on_import.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            input.set_value("");
            let on_import = on_import.clone();
            wasm_bindgen_futures::spawn_local(async move {
                on_import.emit(browser::read_text(file).await.unwrap_or_default());
            });
        })
    };
    let open = {
        let (pasted, on_import) = (pasted.clone(), props.on_import.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(area) = pasted.cast::<HtmlTextAreaElement>() {
                on_import.emit(area.value());
            }
        })
    };
    // Opened, its links and files come into view.
    let ontoggle = Callback::from(|e: Event| {
        let panel = e.target_unchecked_into::<web_sys::Element>();
        if panel.has_attribute("open") {
            browser::reveal(&panel);
        }
    });
    html! {
        <details class="share-panel" data-testid="share-panel" {ontoggle}>
            <summary>{ t!("share-panel") }</summary>
            { link_field("link-game", t!("share-link-game"), &props.game_link) }
            if let Some(url) = &props.move_link {
                { link_field("link-move", t!("share-link-move"), url) }
            }
            { link_field("link-position", t!("share-link-position"), &props.position_link) }
            <div class="actions">
                <button type="button" data-testid="download" onclick={download}>{ t!("share-download") }</button>
                <button type="button" data-testid="picture-png" onclick={picture(true)}>{ t!("share-picture-png") }</button>
                <button type="button" data-testid="picture-svg" onclick={picture(false)}>{ t!("share-picture-svg") }</button>
                <label class="button file-button">
                    { t!("share-upload") }
                    <input type="file" accept=".txt,text/plain" data-testid="upload" onchange={upload} />
                </label>
            </div>
            <form class="import" onsubmit={open}>
                <label for="import-text">{ t!("import-label") }</label>
                <textarea id="import-text" ref={pasted} rows="3" data-testid="import-text"
                          placeholder={t!("import-placeholder")} />
                <button type="submit" data-testid="import-open">{ t!("import-open") }</button>
                if let Some(error) = &props.import_error {
                    <p class="error" role="alert" data-testid="import-error">{ error }</p>
                }
            </form>
        </details>
    }
}
