//! A name and a password: what makes a name (and which are reserved), how long a password
//! is, and the password's argon2id hash, made and checked off the async threads by the
//! callers (tens of milliseconds each, by design).

use std::sync::OnceLock;

use argon2::{Argon2, PasswordHash, PasswordHasher, PasswordVerifier, password_hash::SaltString};
use protocol::account::{NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN};

/// Names nobody may take: the site's own words and its addresses' first parts.
const RESERVED: &[&str] = &[
    "about",
    "account",
    "admin",
    "administrator",
    "anonymous",
    "api",
    "deleted",
    "embed",
    "guest",
    "help",
    "learn",
    "lobby",
    "mod",
    "moderator",
    "null",
    "online",
    "play",
    "player",
    "root",
    "support",
    "system",
    "tessera",
    "undefined",
];

/// Why a name is refused, or none: [`NAME_MIN`] to [`NAME_MAX`] ASCII letters, digits, `_`
/// and `-`, beginning with a letter and ending with a letter or a digit, and not reserved
/// (in any case).
pub fn name_problem(name: &str) -> Option<String> {
    let length = name.chars().count();
    if !(NAME_MIN..=NAME_MAX).contains(&length) {
        return Some(format!("a name has {NAME_MIN} to {NAME_MAX} characters"));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Some("a name has only letters (a–z), digits, _ and -".into());
    }
    if !name.starts_with(|c: char| c.is_ascii_alphabetic())
        || !name.ends_with(|c: char| c.is_ascii_alphanumeric())
    {
        return Some("a name begins with a letter and ends with a letter or a digit".into());
    }
    if RESERVED.contains(&name.to_ascii_lowercase().as_str()) {
        return Some(format!(
            "“{name}” is kept for the site: choose another name"
        ));
    }
    None
}

/// Why a password is refused, or none: [`PASSWORD_MIN`] to [`PASSWORD_MAX`] characters.
pub fn password_problem(password: &str) -> Option<String> {
    let length = password.chars().count();
    (!(PASSWORD_MIN..=PASSWORD_MAX).contains(&length))
        .then(|| format!("a password has {PASSWORD_MIN} to {PASSWORD_MAX} characters"))
}

/// The argon2id hash of `password` (a PHC string, with its salt and parameters: OWASP's
/// 19 MiB, 2 passes), or none without randomness for its salt.
pub fn hash(password: &str) -> Option<String> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).ok()?;
    let salt = SaltString::encode_b64(&salt).ok()?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .ok()
        .map(|hash| hash.to_string())
}

/// Whether `password` is the one `hash` was made of. With no hash (no such account), a
/// hash is checked all the same, so that the answer takes as long either way and does not
/// tell which names have accounts.
pub fn verify(password: &str, hash: Option<&str>) -> bool {
    static NOBODY: OnceLock<Option<String>> = OnceLock::new();
    let (hash, anyone) = match hash {
        Some(hash) => (Some(hash), true),
        None => (
            NOBODY
                .get_or_init(|| self::hash("nobody's password"))
                .as_deref(),
            false,
        ),
    };
    let Some(parsed) = hash.and_then(|hash| PasswordHash::new(hash).ok()) else {
        return false;
    };
    let matches = Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok();
    matches && anyone
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_names_are_letters_digits_and_two_marks_within_their_length() {
        for good in ["Ada", "kauri_fan", "Go-Player9", "abcdefghijklmnopqrst"] {
            assert_eq!(name_problem(good), None, "{good}");
        }
        for bad in [
            "ab",
            "abcdefghijklmnopqrstu",
            "9lives",
            "_ada",
            "ada-",
            "a da",
            "Âda",
            "ada@home",
            "",
        ] {
            assert!(name_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn test_the_sites_own_words_are_reserved_in_any_case() {
        for reserved in ["admin", "Tessera", "LOBBY", "anonymous", "Deleted"] {
            let problem = name_problem(reserved).expect("reserved");
            assert!(problem.contains("kept"), "{problem}");
        }
    }

    #[test]
    fn test_passwords_have_eight_to_128_characters() {
        assert!(password_problem("seven77").is_some());
        assert_eq!(password_problem("eight888"), None);
        assert_eq!(password_problem(&"é".repeat(128)), None);
        assert!(password_problem(&"x".repeat(129)).is_some());
    }

    #[test]
    fn test_a_hash_is_argon2id_salted_and_checks_only_its_password() {
        let one = hash("correct horse").expect("hashed");
        let two = hash("correct horse").expect("hashed");
        assert!(one.starts_with("$argon2id$"), "{one}");
        assert_ne!(one, two, "each with its own salt");
        assert!(!one.contains("correct horse"));
        assert!(verify("correct horse", Some(&one)));
        assert!(!verify("correct horsf", Some(&one)));
        assert!(!verify("correct horse", Some("not a hash")));
        // No account: never a match, not even with the password behind the stand-in.
        assert!(!verify("nobody's password", None));
    }
}
