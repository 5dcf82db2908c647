//! The messages between an embedded board and its host page (`window.postMessage`).
//!
//! Every message, both ways, is an object with `tessera: 1` and a `type`:
//!
//! - from the board: `ready` (`game`, `position`, `moves`), `move` (`move`, `moves`,
//!   `position`), `gameover` (`result`: e.g. `winner black` or `draw`), `height`
//!   (`height`, in CSS pixels, for resizing the iframe);
//! - to the board: `load` (`record`: a record's text, or `position`: a position code),
//!   `flip`, `undo`.
//!
//! Anything else is ignored.

use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;

/// A message from the host page that the board acts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostMessage {
    /// Show this game (a record's text) or position (a position code).
    Load {
        /// A record, as text.
        record: Option<String>,
        /// A position code.
        position: Option<String>,
    },
    /// Turn the board round.
    Flip,
    /// Take back the last move.
    Undo,
}

/// Reads a message's data; `None` for anything that is not one of ours.
pub fn read(data: &JsValue) -> Option<HostMessage> {
    if !data.is_object() {
        return None;
    }
    let version = Reflect::get(data, &JsValue::from_str("tessera"))
        .ok()?
        .as_f64();
    read_fields(version, |key| {
        Reflect::get(data, &JsValue::from_str(key))
            .ok()?
            .as_string()
    })
}

/// Reads a message from its `tessera` number and its text fields (`None` for a missing
/// or non-text field): the JavaScript-free part of [`read`], which tests and fuzzing
/// drive natively.
pub fn read_fields(
    version: Option<f64>,
    text: impl Fn(&str) -> Option<String>,
) -> Option<HostMessage> {
    if version != Some(1.0) {
        return None;
    }
    match text("type")?.as_str() {
        "load" => Some(HostMessage::Load {
            record: text("record"),
            position: text("position"),
        }),
        "flip" => Some(HostMessage::Flip),
        "undo" => Some(HostMessage::Undo),
        _ => None,
    }
}

/// A value of an outgoing message's field.
#[derive(Clone, Debug)]
pub enum Field {
    /// A string.
    Text(String),
    /// A number.
    Number(f64),
}

/// Sends a message to the host page, if there is one: to `origin` when the embed was
/// given one, else to any.
pub fn post(kind: &str, fields: &[(&str, Field)], origin: Option<&str>) {
    let window = gloo::utils::window();
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if Object::is(&parent, &window) {
        return;
    }
    let message = Object::new();
    let set = |key: &str, value: JsValue| {
        let _ = Reflect::set(&message, &JsValue::from_str(key), &value);
    };
    set("tessera", JsValue::from_f64(1.0));
    set("type", JsValue::from_str(kind));
    for (key, value) in fields {
        set(
            key,
            match value {
                Field::Text(t) => JsValue::from_str(t),
                Field::Number(n) => JsValue::from_f64(*n),
            },
        );
    }
    let _ = parent.post_message(&message, origin.unwrap_or("*"));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(version: Option<f64>, fields: &[(&str, &str)]) -> Option<HostMessage> {
        read_fields(version, |key| {
            fields
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (*v).to_owned())
        })
    }

    #[test]
    fn test_only_our_messages_are_read() {
        assert_eq!(
            message(Some(1.0), &[("type", "flip")]),
            Some(HostMessage::Flip)
        );
        assert_eq!(
            message(Some(1.0), &[("type", "undo")]),
            Some(HostMessage::Undo)
        );
        assert_eq!(
            message(Some(1.0), &[("type", "load"), ("position", "15/15.1")]),
            Some(HostMessage::Load {
                record: None,
                position: Some("15/15.1".into())
            })
        );
        assert_eq!(message(Some(2.0), &[("type", "flip")]), None);
        assert_eq!(message(None, &[("type", "flip")]), None);
        assert_eq!(message(Some(1.0), &[("type", "FLIP")]), None);
        assert_eq!(message(Some(1.0), &[]), None);
    }
}
