//! Numbers for SVG attributes, written without the standard library's floating-point
//! formatting: a board's coordinates need three decimals at most, and leaving `f32`'s
//! `Display` out keeps its tables and algorithms out of every page (docs/pages.md).

/// `v` with at most three decimals and no trailing zeros: `3`, `-0.5`, `7.15`.
pub fn num(v: f32) -> String {
    if !v.is_finite() {
        return "0".to_owned();
    }
    let thousandths = (v * 1000.0).round() as i64;
    let sign = if thousandths < 0 { "-" } else { "" };
    let (whole, part) = (
        thousandths.unsigned_abs() / 1000,
        thousandths.unsigned_abs() % 1000,
    );
    if part == 0 {
        return format!("{sign}{whole}");
    }
    let digits = format!("{part:03}");
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
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
    }
}
