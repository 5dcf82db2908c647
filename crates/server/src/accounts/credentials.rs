//! A name and a password: what makes a name (and which are reserved), how long a password
//! is, and the password's argon2id hash (the `argon2` crate's, in a PHC string), made and
//! checked on the hashing threads (tens of milliseconds each, by design).

use std::{cell::RefCell, sync::OnceLock};

use argon2::{
    Algorithm, Argon2, Block, Params, PasswordHash, Version,
    password_hash::{Output, ParamsString, SaltString},
};
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

thread_local! {
    /// The memory of this thread's hashes, kept from one to the next: argon2id's 19 MiB is
    /// taken once by each of the two hashing threads (`hashers`) and never given back. Given
    /// back after each hash, the allocator's growing thresholds would keep a copy of it for
    /// every hash's thread (`docs/online.md`, "Accounts").
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// Argon2id of `password` and `salt` with `params` into `out`, in this thread's memory.
fn argon2id(params: &Params, password: &str, salt: &[u8], out: &mut [u8]) -> Option<()> {
    let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone());
    MEMORY.with_borrow_mut(|memory| {
        memory.resize(params.block_count(), Block::new());
        argon2
            .hash_password_into_with_memory(password.as_bytes(), salt, out, &mut memory[..])
            .ok()
    })
}

/// The argon2id hash of `password` (a PHC string, with its salt and parameters: OWASP's
/// 19 MiB, 2 passes), or none without randomness for its salt.
pub fn hash(password: &str) -> Option<String> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).ok()?;
    let params = Params::default();
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    argon2id(&params, password, &salt, &mut out)?;
    let encoded = SaltString::encode_b64(&salt).ok()?;
    let phc = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).ok()?,
        salt: Some(encoded.as_salt()),
        hash: Some(Output::new(&out).ok()?),
    };
    Some(phc.to_string())
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
    let matches = hash
        .and_then(|hash| PasswordHash::new(hash).ok())
        .and_then(|parsed| {
            if parsed.algorithm != Algorithm::Argon2id.ident() {
                return None;
            }
            let params = Params::try_from(&parsed).ok()?;
            let expected = parsed.hash?;
            let mut salt = [0u8; 64];
            let salt = parsed.salt?.decode_b64(&mut salt).ok()?;
            let mut out = vec![0u8; expected.len()];
            argon2id(&params, password, salt, &mut out)?;
            // `Output`'s comparison takes the same time wherever the bytes differ.
            Some(Output::new(&out).ok()? == expected)
        })
        .unwrap_or(false);
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

    #[test]
    fn test_a_hash_is_the_argon2_crates_own_both_ways() {
        use argon2::{PasswordHasher, PasswordVerifier};
        let ours = hash("correct horse").expect("hashed");
        let parsed = PasswordHash::new(&ours).expect("a PHC string");
        assert!(
            Argon2::default()
                .verify_password(b"correct horse", &parsed)
                .is_ok()
        );
        let salt = SaltString::encode_b64(b"sixteen bytes!!!").expect("a salt");
        let theirs = Argon2::default()
            .hash_password(b"correct horse", &salt)
            .expect("hashed")
            .to_string();
        assert!(verify("correct horse", Some(&theirs)));
        assert!(!verify("correct horsf", Some(&theirs)));
    }
}
