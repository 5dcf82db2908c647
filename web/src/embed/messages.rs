//! The messages between an embedded board and its host page (`window.postMessage`), as
//! typed values read and written with serde (`docs/embedding.md` has them for a webmaster).
//!
//! Every message, both ways, is an object with `tessera: 1` (the version of this API) and
//! a `type`:
//!
//! - from the board ([`BoardEvent`]): `ready` (`game`, `options`, `moves`, `position`),
//!   `move` (`move`, `moves`, `position`), `gameover` (`result`: e.g. `winner black` or
//!   `draw`), `height` (`height`, in CSS pixels, for resizing the iframe);
//! - to the board ([`HostMessage`]): `load` (`record`: a record's text, or `position`: a
//!   position code), `flip`, `undo`, `measure` (answered by `height`: for a host page that
//!   starts listening after the board has said it).
//!
//! Moves and options are texts of tokens separated by spaces, as in a record. Anything
//! else, of another version, or malformed, is ignored.
//!
//! The board's events are written with serde. The host's messages are read field by field
//! (four of them): serde's reader would bring its error messages into every embed, and
//! with them the formatting of floating-point numbers (`docs/pages.md`).

use js_sys::{Object, Reflect};
use serde::Serialize;
use wasm_bindgen::JsValue;

/// The version of the messages: their `tessera` field.
pub const VERSION: u32 = 1;

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
    /// Say the height the board needs now.
    Measure,
}

/// What the board tells its host page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum BoardEvent {
    /// The board is drawn: its game, the game's options that are not the defaults, the
    /// moves and the position shown.
    Ready {
        /// The game's id, `caro`.
        game: String,
        /// `key=value` options, `opening=swap2`.
        options: String,
        /// The moves, `h8 i9`.
        moves: String,
        /// The position's code.
        position: String,
    },
    /// A move was played.
    Move {
        /// Its token, `h8`.
        #[serde(rename = "move")]
        token: String,
        /// Every move so far, `h8 i9`.
        moves: String,
        /// The position's code after it.
        position: String,
    },
    /// The game is over: `winner black`, `winners east,west` or `draw`.
    Gameover {
        /// The result.
        result: String,
    },
    /// The height the board needs, in CSS pixels.
    Height {
        /// The height.
        height: u32,
    },
}

/// A field of a message from the host page, as it comes: any may be missing or of
/// another kind (then the message is not ours).
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    /// Absent, `undefined` or `null`.
    Missing,
    /// A number.
    Number(f64),
    /// A text.
    Text(String),
    /// Anything else.
    Other,
}

/// Reads a message's data; `None` for anything that is not one of ours.
pub fn read(data: &JsValue) -> Option<HostMessage> {
    if !data.is_object() {
        return None;
    }
    decode(|key| {
        let value = Reflect::get(data, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
        if value.is_undefined() || value.is_null() {
            Field::Missing
        } else if let Some(number) = value.as_f64() {
            Field::Number(number)
        } else if let Some(text) = value.as_string() {
            Field::Text(text)
        } else {
            Field::Other
        }
    })
}

/// Reads a message from its fields, given by `field`: the part of [`read`] that tests
/// and fuzzing drive natively.
pub fn decode(field: impl Fn(&str) -> Field) -> Option<HostMessage> {
    if field("tessera") != Field::Number(f64::from(VERSION)) {
        return None;
    }
    // A text, or nothing; anything else makes the message not ours.
    let text = |key| match field(key) {
        Field::Missing => Ok(None),
        Field::Text(text) => Ok(Some(text)),
        Field::Number(_) | Field::Other => Err(()),
    };
    let kind = text("type").ok()??;
    let (record, position) = (text("record").ok()?, text("position").ok()?);
    match kind.as_str() {
        "load" => Some(HostMessage::Load { record, position }),
        "flip" => Some(HostMessage::Flip),
        "undo" => Some(HostMessage::Undo),
        "measure" => Some(HostMessage::Measure),
        _ => None,
    }
}

/// Sends `event` to the host page, if there is one: to `origin` when the embed was given
/// one, else to any.
pub fn post(event: &BoardEvent, origin: Option<&str>) {
    let window = gloo::utils::window();
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if Object::is(&parent, &window) {
        return;
    }
    let Ok(message) = serde_wasm_bindgen::to_value(event) else {
        return;
    };
    let _ = Reflect::set(&message, &JsValue::from_str("tessera"), &VERSION.into());
    let _ = parent.post_message(&message, origin.unwrap_or("*"));
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    /// The message in a JSON value, read as `read` reads a browser's object.
    fn message(value: Value) -> Option<HostMessage> {
        decode(|key| match value.get(key) {
            None | Some(Value::Null) => Field::Missing,
            Some(Value::Number(n)) => n.as_f64().map_or(Field::Other, Field::Number),
            Some(Value::String(text)) => Field::Text(text.clone()),
            Some(_) => Field::Other,
        })
    }

    #[test]
    fn test_only_our_messages_are_read() {
        assert_eq!(
            message(json!({"tessera": 1, "type": "flip"})),
            Some(HostMessage::Flip)
        );
        assert_eq!(
            message(json!({"tessera": 1, "type": "undo"})),
            Some(HostMessage::Undo)
        );
        assert_eq!(
            message(json!({"tessera": 1, "type": "measure"})),
            Some(HostMessage::Measure)
        );
        assert_eq!(
            message(json!({"tessera": 1, "type": "load", "position": "15/15.1"})),
            Some(HostMessage::Load {
                record: None,
                position: Some("15/15.1".into())
            })
        );
        // Another version, none, another type, or a malformed field: ignored.
        assert_eq!(message(json!({"tessera": 2, "type": "flip"})), None);
        assert_eq!(message(json!({"tessera": 1.5, "type": "flip"})), None);
        assert_eq!(
            message(json!({"tessera": 1, "type": "flip", "record": null})),
            Some(HostMessage::Flip)
        );
        assert_eq!(message(json!({"type": "flip"})), None);
        assert_eq!(message(json!({"tessera": "1", "type": "flip"})), None);
        assert_eq!(message(json!({"tessera": 1, "type": "FLIP"})), None);
        assert_eq!(message(json!({"tessera": 1})), None);
        assert_eq!(
            message(json!({"tessera": 1, "type": "load", "record": 7})),
            None
        );
        assert_eq!(message(json!("flip")), None);
    }

    #[test]
    fn test_events_are_written_as_documented() {
        let ready = BoardEvent::Ready {
            game: "caro".into(),
            options: "opening=swap2".into(),
            moves: "h8 i9".into(),
            position: "15/15.1".into(),
        };
        assert_eq!(
            serde_json::to_value(&ready).ok(),
            Some(
                json!({"type": "ready", "game": "caro", "options": "opening=swap2",
                        "moves": "h8 i9", "position": "15/15.1"})
            )
        );
        let played = BoardEvent::Move {
            token: "i9".into(),
            moves: "h8 i9".into(),
            position: "15/15.1".into(),
        };
        assert_eq!(
            serde_json::to_value(&played).ok(),
            Some(json!({"type": "move", "move": "i9", "moves": "h8 i9", "position": "15/15.1"}))
        );
        assert_eq!(
            serde_json::to_value(BoardEvent::Height { height: 412 }).ok(),
            Some(json!({"type": "height", "height": 412}))
        );
        assert_eq!(
            serde_json::to_value(BoardEvent::Gameover {
                result: "draw".into()
            })
            .ok(),
            Some(json!({"type": "gameover", "result": "draw"}))
        );
    }
}
