//! The cardinal plural rules (CLDR) of the site's languages: which of a message's
//! variants, `one`, `few`, `many` or `other`, goes with a number.

/// The plural category of `n` in the language `code`.
pub fn category(code: &str, n: f64) -> &'static str {
    let n = n.abs();
    // The operands CLDR's rules speak of: `i`, the integer digits, and whether the number
    // is written with fraction digits (`v != 0`), as Fluent writes it.
    let fraction = n.fract() != 0.0;
    let i = n.trunc() as u64;
    match code {
        "en" | "sv" if i == 1 && !fraction => "one",
        "hu" if n == 1.0 => "one",
        "cs" => match i {
            _ if fraction => "many",
            1 => "one",
            2..=4 => "few",
            _ => "other",
        },
        "ru" if !fraction => match (i % 10, i % 100) {
            (1, 1..=10 | 12..) => "one",
            (2..=4, _) if !(12..=14).contains(&(i % 100)) => "few",
            _ => "many",
        },
        _ => "other",
    }
}
