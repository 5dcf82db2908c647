//! How to put a board on another site: the embed address, its settings, and messages.

use yew::prelude::*;

use crate::t;

/// The settings of the embed address, each with its message id.
const SETTINGS: [(&str, &str); 9] = [
    ("mode=view|play|ai|puzzle", "embed-help-mode"),
    ("moves=h8,i9 · position=… · at=3", "embed-help-game"),
    ("opening=swap2 …", "embed-help-options"),
    ("undo=1", "embed-help-undo"),
    ("flip=1", "embed-help-flip"),
    ("theme=light|dark|transparent", "embed-help-theme"),
    ("lang=en", "embed-help-lang"),
    ("level=1…5", "embed-help-level"),
    ("origin=https%3A%2F%2Fclub.example", "embed-help-origin"),
];

const MESSAGES: [(&str, &str); 7] = [
    ("ready", "embed-help-msg-ready"),
    ("move", "embed-help-msg-move"),
    ("gameover", "embed-help-msg-gameover"),
    ("height", "embed-help-msg-height"),
    ("load", "embed-help-msg-load"),
    ("flip", "embed-help-msg-flip"),
    ("undo", "embed-help-msg-undo"),
];

#[component]
pub fn EmbedHelp() -> Html {
    let rows = |rows: &'static [(&'static str, &'static str)]| {
        rows.iter()
            .map(
                |(code, id)| html! { <tr><td><code>{ *code }</code></td><td>{ t!(*id) }</td></tr> },
            )
            .collect::<Html>()
    };
    html! {
        <main class="rules-page embed-help" data-testid="embed-help">
            <h1>{ t!("embed-help-title") }</h1>
            <p>{ t!("embed-help-intro") }</p>
            <pre><code>{ "<iframe src=\"https://…/embed/caro/#mode=view&moves=h8,i9,h10\"\n        style=\"border:0;display:block;width:100%;max-width:480px;aspect-ratio:480/620\"\n        sandbox=\"allow-scripts allow-popups\"></iframe>\n<script src=\"https://…/embed.js\" defer></script>" }</code></pre>
            <p>{ t!("embed-help-script") }</p>
            <h2>{ t!("embed-help-settings") }</h2>
            <table><tbody>{ rows(&SETTINGS) }</tbody></table>
            <h2>{ t!("embed-help-messages") }</h2>
            <p>{ t!("embed-help-messages-intro") }</p>
            <table><tbody>{ rows(&MESSAGES) }</tbody></table>
            <pre><code>{ "const board = document.querySelector('iframe');\nwindow.addEventListener('message', (e) => {\n  if (e.source !== board.contentWindow || e.data?.tessera !== 1) return;\n  if (e.data.type === 'height') board.style.height = e.data.height + 'px'; // or embed.js\n  if (e.data.type === 'move') console.log('played', e.data.move);\n});\nboard.contentWindow.postMessage({ tessera: 1, type: 'flip' }, '*');" }</code></pre>
            <h2>{ t!("embed-help-learn") }</h2>
            <p>{ t!("embed-help-learn-text") }</p>
            <pre><code>{ "<iframe src=\"https://…/embed/learn/kauri/#puzzle=daily\"\n        style=\"border:0;display:block;width:100%;max-width:480px;aspect-ratio:480/720\"\n        sandbox=\"allow-scripts allow-popups\"></iframe>" }</code></pre>
            <h2>{ t!("embed-help-hosting") }</h2>
            <p>{ t!("embed-help-hosting-text") }</p>
        </main>
    }
}
