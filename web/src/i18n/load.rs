//! Fetching a language's messages, from the address the loader names for this build
//! (`globalThis.tesseraLocales`, content-hashed by scripts/postbuild.mjs), else from
//! `locales/<code>.ftl`. The loader fetches the page's first language beside its wasm;
//! that text is taken rather than fetched again. A bundle that shows a part of the
//! messages (`crate::i18n::take_parts`) fetches that part too.

use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use super::{add, is_loaded};

/// The address of a language's file of messages: `cs`, or a part of it, `cs/online`.
fn address(file: &str) -> String {
    let named = Reflect::get(&js_sys::global(), &JsValue::from_str("tesseraLocales"))
        .ok()
        .filter(|table| table.is_object())
        .and_then(|table| Reflect::get(&table, &JsValue::from_str(file)).ok())
        .and_then(|address| address.as_string());
    named.unwrap_or_else(|| format!("./locales/{file}.ftl"))
}

/// The text of `code`'s file if the loader fetched it already, beside the page's wasm
/// (`globalThis.tesseraLanguage`: `{ code, text }`, the text a promise), taken once;
/// `None` if it did not, or could not.
async fn fetched(code: &str) -> Option<String> {
    let early = crate::browser::take_from_loader("tesseraLanguage")?;
    let field = |name: &str| Reflect::get(&early, &JsValue::from_str(name)).ok();
    if field("code")?.as_string().as_deref() != Some(code) {
        return None;
    }
    let text: js_sys::Promise = field("text")?.dyn_into().ok()?;
    JsFuture::from(text).await.ok()?.as_string()
}

async fn fetch(file: &str) -> Result<String, String> {
    let address = address(file);
    let failed = |what: &str| format!("the messages of '{file}' ({address}): {what}");
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(&address))
        .await
        .map_err(|_| failed("no answer"))?;
    let response: Response = response.dyn_into().map_err(|_| failed("no answer"))?;
    if !response.ok() {
        return Err(failed(&format!("HTTP {}", response.status())));
    }
    let text = response.text().map_err(|_| failed("unreadable"))?;
    let text = JsFuture::from(text)
        .await
        .map_err(|_| failed("unreadable"))?;
    text.as_string().ok_or_else(|| failed("not text"))
}

/// Makes the messages of `code` available, fetching them if they are not here yet; the
/// error says why they could not be had (the site then stays in the language it shows).
pub async fn load(code: &str) -> Result<(), String> {
    if is_loaded(code) {
        return Ok(());
    }
    // What the loader fetched, or, if it did not or could not, the file now; then the
    // parts this bundle shows (`cs/online`).
    let mut texts = vec![match fetched(code).await {
        Some(text) => text,
        None => fetch(code).await?,
    }];
    for (part, _) in super::parts() {
        texts.push(fetch(&format!("{code}/{part}")).await?);
    }
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    if add(code, &texts) {
        Ok(())
    } else {
        Err(format!("'{code}' is not one of the site's languages"))
    }
}
