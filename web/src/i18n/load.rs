//! Fetching a language's messages, from the address the loader names for this build
//! (`globalThis.tesseraLocales`, content-hashed by scripts/postbuild.mjs), else from
//! `locales/<code>.ftl`. The loader fetches the page's first language beside its wasm;
//! that text is taken rather than fetched again.

use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use super::{add, is_loaded};

/// The address of a language's file of messages: `cs`.
fn address(file: &str) -> String {
    let named = Reflect::get(&js_sys::global(), &JsValue::from_str("tesseraLocales"))
        .ok()
        .filter(|table| table.is_object())
        .and_then(|table| Reflect::get(&table, &JsValue::from_str(file)).ok())
        .and_then(|address| address.as_string());
    named.unwrap_or_else(|| format!("./locales/{file}.ftl"))
}

/// The text of `code`'s file if the loader fetched it already, beside the page's wasm
/// (`globalThis.tesseraFetched`); each is taken once.
fn fetched(code: &str) -> Option<impl Future<Output = Result<String, String>>> {
    let global = js_sys::global();
    let table = Reflect::get(&global, &JsValue::from_str("tesseraFetched"))
        .ok()
        .filter(JsValue::is_object)?;
    let key = JsValue::from_str(code);
    let promise: js_sys::Promise = Reflect::get(&table, &key).ok()?.dyn_into().ok()?;
    let _ = Reflect::delete_property(table.unchecked_ref::<js_sys::Object>(), &key);
    let code = code.to_owned();
    Some(async move {
        let text = JsFuture::from(promise).await;
        let text = text.map_err(|_| format!("the messages of '{code}': no answer"))?;
        text.as_string()
            .ok_or_else(|| format!("the messages of '{code}': not text"))
    })
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
    // What the loader fetched, or, if it did not or could not, the file now.
    let early = match fetched(code) {
        Some(text) => text.await.ok(),
        None => None,
    };
    let text = match early {
        Some(text) => text,
        None => fetch(code).await?,
    };
    if add(code, &[&text]) {
        Ok(())
    } else {
        Err(format!("'{code}' is not one of the site's languages"))
    }
}
