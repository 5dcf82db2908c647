//! Fetching a language's messages: from the file the loader names for this build
//! (`globalThis.tesseraLocales`, content-hashed by scripts/postbuild.mjs), else from
//! `locales/<code>.ftl`.

use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use super::{add, is_loaded};

fn address(code: &str) -> String {
    let named = Reflect::get(&js_sys::global(), &JsValue::from_str("tesseraLocales"))
        .ok()
        .filter(|table| table.is_object())
        .and_then(|table| Reflect::get(&table, &JsValue::from_str(code)).ok())
        .and_then(|address| address.as_string());
    named.unwrap_or_else(|| format!("./locales/{code}.ftl"))
}

/// Makes the messages of `code` available, fetching them if they are not here yet; the
/// error says why they could not be had (the site then stays in the language it shows).
pub async fn load(code: &str) -> Result<(), String> {
    if is_loaded(code) {
        return Ok(());
    }
    let address = address(code);
    let failed = |what: &str| format!("the messages of '{code}' ({address}): {what}");
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
    let text = text.as_string().ok_or_else(|| failed("not text"))?;
    if add(code, &text) {
        Ok(())
    } else {
        Err(failed("not one of the site's languages"))
    }
}
