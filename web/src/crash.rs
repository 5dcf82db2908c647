//! When the program fails despite everything: tell the player, and point at the address,
//! where the game is (every move is written there before anything else can go wrong).

use crate::t;

/// Installs a panic hook that logs the panic and covers the page with an explanation and
/// a reload button, instead of leaving a frozen or blank page.
pub fn show_on_panic() {
    // Through Yew, which would otherwise put its own hook in place when it starts.
    yew::set_custom_panic_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Tessera: {info}").into());
        let _ = show();
    }));
}

fn show() -> Option<()> {
    let document = gloo::utils::document();
    let body = document.body()?;
    let overlay = document.create_element("div").ok()?;
    overlay.set_class_name("crash");
    overlay.set_attribute("role", "alertdialog").ok()?;
    overlay.set_attribute("data-testid", "crash").ok()?;
    // Plain DOM, not Yew: the app's state can no longer be trusted to render.
    let title = document.create_element("h2").ok()?;
    title.set_text_content(Some(&t!("crash-title")));
    let text = document.create_element("p").ok()?;
    text.set_text_content(Some(&t!("crash-text")));
    // A link, not a handler: the program cannot run any more. The query makes it a new
    // page load; the fragment (the game) stays as it is.
    let location = gloo::utils::window().location();
    let again = format!(
        "{}{}?reload={}{}",
        location.origin().ok()?,
        location.pathname().ok()?,
        js_sys::Date::now() as u64,
        location.hash().ok()?
    );
    let reload = document.create_element("a").ok()?;
    reload.set_text_content(Some(&t!("crash-reload")));
    reload.set_attribute("href", &again).ok()?;
    reload.set_class_name("button primary");
    for child in [&title, &text, &reload] {
        overlay.append_child(child).ok()?;
    }
    body.append_child(&overlay).ok()?;
    Some(())
}
