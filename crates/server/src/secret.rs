//! A game's public id and its seats' secrets: random text from the system's generator.
//! Only a secret's hash is stored, so a copy of the database gives no seat away.

use sha2::{Digest, Sha256};

/// The characters of ids and secrets: safe in a URL's path and fragment.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Random text of `len` characters, 6 random bits each.
///
/// # Errors
///
/// When the system has no randomness to give (the server then refuses to create games).
fn random_text(len: usize) -> Result<String, getrandom::Error> {
    let mut bytes = vec![0u8; len];
    getrandom::fill(&mut bytes)?;
    Ok(bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(b & 63)]))
        .collect())
}

/// A new game's public id: 12 characters (72 bits), so ids do not collide and cannot be
/// listed by guessing.
///
/// # Errors
///
/// As [`random_text`].
pub fn game_id() -> Result<String, getrandom::Error> {
    random_text(12)
}

/// A new seat's secret: 24 characters, 144 random bits.
///
/// # Errors
///
/// As [`random_text`].
pub fn seat_secret() -> Result<String, getrandom::Error> {
    random_text(24)
}

/// A session's token, the value of its cookie: 32 characters (192 bits).
///
/// # Errors
///
/// As [`random_text`].
pub fn session_token() -> Result<String, getrandom::Error> {
    random_text(32)
}

/// What the database keeps of a secret: its SHA-256, in hex.
pub fn hash(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The seat whose kept hash (`hashes`, in seat order) is `secret`'s: the seat a link
/// opens.
pub fn seat_of<'a>(hashes: impl IntoIterator<Item = &'a str>, secret: &str) -> Option<usize> {
    let hashed = hash(secret);
    hashes.into_iter().position(|kept| kept == hashed)
}

/// Whether `text` could be an id this server made (checked before any lookup).
pub fn looks_like_id(text: &str) -> bool {
    text.len() == 12 && text.bytes().all(|b| ALPHABET.contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_secrets_are_long_distinct_and_hashed() {
        let a = seat_secret().expect("randomness");
        let b = seat_secret().expect("randomness");
        assert_eq!(a.len(), 24);
        assert_ne!(a, b);
        assert_eq!(hash(&a).len(), 64);
        assert_ne!(hash(&a), hash(&b));
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let id = game_id().expect("randomness");
        assert!(looks_like_id(&id));
        assert!(!looks_like_id("../../etc/pa"));
        assert!(!looks_like_id("short"));
    }
}
