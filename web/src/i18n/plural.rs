//! The cardinal plural rules (CLDR) of the site's languages, for whole numbers: which of
//! a message's variants, `one`, `few`, `many` or `other`, goes with a count. (The
//! categories CLDR keeps for fractions, Czech `many` and Russian `other`, never occur.)

/// The plural category of `n` in the language `code`.
pub fn category(code: &str, n: i64) -> &'static str {
    let i = n.unsigned_abs();
    match code {
        "en" | "sv" | "hu" if i == 1 => "one",
        "cs" => match i {
            1 => "one",
            2..=4 => "few",
            _ => "other",
        },
        "ru" => match (i % 10, i % 100) {
            (1, 1..=10 | 12..) => "one",
            (2..=4, _) if !(12..=14).contains(&(i % 100)) => "few",
            _ => "many",
        },
        _ => "other",
    }
}
