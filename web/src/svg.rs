//! Numbers for SVG attributes, written without the standard library's formatting: a
//! board's coordinates need three decimals at most, and leaving `f32`'s `Display` out
//! keeps its tables and algorithms out of every page (docs/pages.md). A board writes
//! hundreds of them on each render, so the digits are pushed by hand rather than through
//! `format!`, which took most of a Caro board's render (docs/pages.md).

/// `v` with at most three decimals and no trailing zeros: `3`, `-0.5`, `7.15`.
pub fn num(v: f32) -> String {
    let mut text = String::with_capacity(8);
    if !v.is_finite() {
        text.push('0');
        return text;
    }
    let thousandths = (v * 1000.0).round() as i64;
    if thousandths < 0 {
        text.push('-');
    }
    let (whole, mut part) = (
        thousandths.unsigned_abs() / 1000,
        thousandths.unsigned_abs() % 1000,
    );
    push_digits(&mut text, whole);
    if part > 0 {
        text.push('.');
        let mut unit = 100;
        while part > 0 {
            text.push(digit(part / unit));
            part %= unit;
            unit /= 10;
        }
    }
    text
}

/// Appends `n`'s decimal digits.
fn push_digits(text: &mut String, n: u64) {
    if n >= 10 {
        push_digits(text, n / 10);
    }
    text.push(digit(n % 10));
}

fn digit(d: u64) -> char {
    char::from(b'0' + d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_numbers_read_as_floats_do_with_at_most_three_decimals() {
        for (v, text) in [
            (0.0, "0"),
            (3.0, "3"),
            (-0.5, "-0.5"),
            (7.15, "7.15"),
            (3.3000002, "3.3"),
            (0.0004, "0"),
            (-0.0004, "0"),
            (12.3456, "12.346"),
            (-1.25, "-1.25"),
            (f32::NAN, "0"),
        ] {
            assert_eq!(num(v), text, "{v}");
        }
        for i in -400..400 {
            let v = i as f32 / 8.0;
            assert_eq!(num(v).parse::<f32>().ok(), Some(v), "{v}");
        }
        // Every thousandth, as the standard library writes it with trailing zeros cut.
        for i in -20_000..20_000 {
            let v = i as f32 / 1000.0;
            let written = format!("{:.3}", i as f64 / 1000.0);
            let written = written.trim_end_matches('0').trim_end_matches('.');
            let written = if written == "-0" { "0" } else { written };
            assert_eq!(num(v), written, "{v}");
        }
    }
}
