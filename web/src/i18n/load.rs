//! Fetching a language's messages: its own file and the bundle's parts, each from the
//! address the loader names for this build (`globalThis.tesseraLocales`, content-hashed
//! by scripts/postbuild.mjs), else from `locales/<code>.ftl` and
//! `locales/<code>/<part>.ftl`.

use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use super::{add, is_loaded, parts};

/// The address of a file of messages: `cs`, or a part, `cs/rules-caro`.
fn address(file: &str) -> String {
    let named = Reflect::get(&js_sys::global(), &JsValue::from_str("tesseraLocales"))
        .ok()
        .filter(|table| table.is_object())
        .and_then(|table| Reflect::get(&table, &JsValue::from_str(file)).ok())
        .and_then(|address| address.as_string());
    named.unwrap_or_else(|| format!("./locales/{file}.ftl"))
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
    let mut sources = vec![fetch(code).await?];
    for part in parts() {
        sources.push(fetch(&format!("{code}/{part}")).await?);
    }
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    if add(code, &sources) {
        Ok(())
    } else {
        Err(format!("'{code}' is not one of the site's languages"))
    }
}
