//! Kauri's position code: the syntax is documented on the [`kauri`](super) module.

use std::fmt::Write;

use super::{COWRIES, Kauri, KauriMove, KauriOptions, Letter, STONES, Side, history::Key};
use crate::{CodeError, Game};

/// The character of the side to move.
fn side_char(side: Side) -> char {
    match side {
        Side::South => 's',
        Side::North => 'n',
    }
}

pub(super) fn write(kauri: &Kauri) -> String {
    let first = kauri.history.first();
    let mut code = String::with_capacity(48);
    for side in Side::ALL {
        if side == Side::North {
            code.push('/');
        }
        for pit in side.pits() {
            if pit.letter().index() > 0 {
                code.push('-');
            }
            let _ = write!(code, "{}", first.stones(pit));
            code.extend(std::iter::repeat_n('c', usize::from(first.cowries(pit))));
        }
    }
    let _ = write!(
        code,
        ".{}-{}.{}",
        kauri.store(Side::South),
        kauri.store(Side::North),
        side_char(first.side())
    );
    if kauri.history.len() > 1 {
        code.push('.');
        let mut before = first;
        for after in kauri.history.iter().skip(1) {
            code.push(move_char(before, after));
            before = after;
        }
    }
    code
}

/// The move that led from one position of a history to the next. The chosen pit is the
/// only one of the mover's pits that had a cowrie and ends up empty: it is skipped on a
/// lap, and the mover's other pits only ever receive.
fn move_char(before: Key, after: Key) -> char {
    before
        .side()
        .pits()
        .find(|&pit| before.cowries(pit) > 0 && after.cowries(pit) == 0 && after.stones(pit) == 0)
        .map_or('p', |pit| pit.letter().as_char())
}

pub(super) fn read(options: KauriOptions, text: &str) -> Result<Kauri, CodeError> {
    let mut parts = text.split('.');
    let (Some(rows), Some(stores), Some(side), moves, None) = (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return Err(CodeError::Syntax(
            "expected the pits, '.', the stores, '.', the side to move, and maybe '.' and moves",
        ));
    };

    let mut kauri = Kauri::new(options);
    let (south, north) = rows.split_once('/').ok_or(CodeError::Syntax(
        "expected south's pits, '/', north's pits",
    ))?;
    read_row(&mut kauri, Side::South, south)?;
    read_row(&mut kauri, Side::North, north)?;
    let (south, north) = stores
        .split_once('-')
        .ok_or(CodeError::Syntax("expected the stores as south-north"))?;
    for (side, text) in [(Side::South, south), (Side::North, north)] {
        let (n, rest) = number(text);
        match n {
            Some(n) if rest.is_empty() => kauri.stores[side.index()] = n,
            _ => return Err(CodeError::Syntax("a store is a number of stones")),
        }
    }
    kauri.side = match side {
        "s" => Side::South,
        "n" => Side::North,
        _ => return Err(CodeError::Syntax("the side to move is s or n")),
    };

    let stones = kauri.stones_in_pits() + kauri.stores.iter().map(|&n| u32::from(n)).sum::<u32>();
    if stones != STONES {
        return Err(CodeError::Impossible(
            "the pits and stores must hold 60 stones",
        ));
    }
    if kauri.cowries.iter().map(|&n| u32::from(n)).sum::<u32>() != COWRIES {
        return Err(CodeError::Impossible("the pits must hold 12 cowries"));
    }
    kauri.history.restart(kauri.key());
    kauri.outcome = kauri.judge(false);

    if let Some(moves) = moves {
        if moves.is_empty() || !moves.bytes().all(|c| matches!(c, b'a'..=b'f' | b'p')) {
            return Err(CodeError::Syntax(
                "the moves part is one or more pit letters a-f or p",
            ));
        }
        for c in moves.bytes() {
            play_from_code(&mut kauri, c)?;
        }
    }
    Ok(kauri)
}

/// Plays one move of the code's moves part (a pit letter, or `p` for a pass).
fn play_from_code(kauri: &mut Kauri, c: u8) -> Result<(), CodeError> {
    let m = match Letter::new(c.wrapping_sub(b'a')) {
        Some(letter) => KauriMove::Sow(letter),
        None => KauriMove::Pass,
    };
    if kauri.is_over() {
        return Err(CodeError::Impossible("a move after the end of the game"));
    }
    if kauri.check_move(m).is_err() {
        return Err(CodeError::Impossible("a move that is not legal there"));
    }
    let stores = kauri.stores;
    kauri.play_unchecked(m);
    if kauri.stores != stores {
        // The code would have started from the position after this capture.
        return Err(CodeError::Impossible(
            "a move that fills a store: start from the position after it",
        ));
    }
    Ok(())
}

/// Reads one side's six pits.
fn read_row(kauri: &mut Kauri, side: Side, text: &str) -> Result<(), CodeError> {
    let mut pits = text.split('-');
    for pit in side.pits() {
        let (stones, cowries) = pits
            .next()
            .ok_or(CodeError::Syntax("a row holds six pits separated by '-'"))
            .and_then(|text| {
                let (stones, rest) = number(text);
                match stones {
                    Some(stones) if rest.bytes().all(|b| b == b'c') => Ok((stones, rest.len())),
                    _ => Err(CodeError::Syntax(
                        "a pit is its number of stones and a c per cowrie",
                    )),
                }
            })?;
        kauri.stones[pit.index()] = stones;
        kauri.cowries[pit.index()] =
            u8::try_from(cowries).map_err(|_| CodeError::Impossible("too many cowries"))?;
    }
    match pits.next() {
        None => Ok(()),
        Some(_) => Err(CodeError::Syntax("a row holds six pits separated by '-'")),
    }
}

/// A number of stones at the start of `text` (decimal, no leading zero, at most 60), and
/// the rest of the text.
fn number(text: &str) -> (Option<u8>, &str) {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let (n, rest) = text.split_at(digits);
    let value = match n.as_bytes() {
        [] => None,
        [b'0', _, ..] => None,
        _ if digits > 2 => None,
        _ => n.parse::<u8>().ok().filter(|&n| u32::from(n) <= STONES),
    };
    (value, rest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Outcome, kauri::First, replay};

    const START: &str = "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s";

    fn after(record: &str) -> Kauri {
        match replay::<Kauri>(KauriOptions::default(), record.split_whitespace()) {
            Ok((kauri, _)) => kauri,
            Err(e) => panic!("{e}"),
        }
    }

    fn read_back(kauri: &Kauri) -> Kauri {
        let code = kauri.to_code();
        let read =
            Kauri::from_code(*kauri.options(), &code).unwrap_or_else(|e| panic!("{code}: {e}"));
        assert_eq!(&read, kauri, "{code}");
        assert_eq!(read.to_code(), code);
        read
    }

    #[test]
    fn test_start_code() {
        assert_eq!(Kauri::default().to_code(), START);
        let north = KauriOptions {
            first: First::North,
        };
        assert_eq!(
            Kauri::new(north).to_code(),
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.n"
        );
        assert_eq!(
            Kauri::from_code(KauriOptions::default(), START),
            Ok(Kauri::default())
        );
    }

    #[test]
    fn test_code_lists_the_moves_since_the_last_capture() {
        assert_eq!(after("c").to_code(), format!("{START}.c"));
        assert_eq!(after("c a").to_code(), format!("{START}.ca"));
        // No capture in the first 11 moves; the 12th takes 34 stones at once, and the code
        // starts afresh from the position after it.
        let record = "e a d f c b b c a e f";
        assert_eq!(after(record).to_code(), format!("{START}.eadfcbbcaef"));
        let kauri = after(&format!("{record} d"));
        assert_eq!(
            kauri.to_code(),
            "0c-0c-0c-0c-0c-1/9c-6c-3cc-0-2c-5cc.0-34.s"
        );
        read_back(&kauri);
    }

    #[test]
    fn test_code_round_trips_after_every_move_of_a_game() {
        let record = "c a b f d b a a f c e d f e c a d d f b b f b pass d pass a pass b \
                      pass f a c a e b f b d d e c f b";
        let mut kauri = Kauri::default();
        for token in record.split_whitespace() {
            kauri.play_token(token).expect("legal");
            read_back(&kauri);
        }
        assert!(kauri.is_over());
    }

    #[test]
    fn test_code_keeps_the_history_for_repetition() {
        // A cowries-only cycle, played once: the code must know it has been round once.
        let base = "0c-0cc-0cc-0-0c-0/0c-0c-0c-0c-0-0cc.30-30.n";
        let cycle = "aaccdbfeaabdef";
        let code = format!("{base}.{cycle}");
        let mut kauri = Kauri::from_code(KauriOptions::default(), &code).expect("valid");
        assert_eq!(kauri.to_code(), code);
        assert_eq!(kauri.occurrences(), 2);
        for c in cycle.chars() {
            assert_eq!(kauri.outcome(), None);
            kauri.play_token(&c.to_string()).expect("legal");
        }
        assert_eq!(kauri.outcome(), Some(Outcome::Draw));
        // Without the moves, the same position is a fresh start.
        let fresh = Kauri::from_code(KauriOptions::default(), base).expect("valid");
        assert_eq!(fresh.occurrences(), 1);
    }

    #[test]
    fn test_malformed_codes_are_refused() {
        for code in [
            "",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.x",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.S",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s.",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s.g",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s.c.a",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.00-0.s",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0.s",
            "5c-5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c.0-0.s",
            "5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c-5c.0-0.s",
            "5c-5c-5c-5c-5c-5c-5c-5c-5c-5c-5c-5c.0-0.s",
            "05c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "c5-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "5C-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-61.s",
            "5c--5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "5cx-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "+5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.-0-0.s",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s.pass",
            "99999999999999999999c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
        ] {
            let result = Kauri::from_code(KauriOptions::default(), code);
            assert!(
                matches!(result, Err(CodeError::Syntax(_))),
                "{code:?}: {result:?}"
            );
        }
    }

    #[test]
    fn test_impossible_codes_are_refused() {
        for code in [
            // 61 stones, 59 stones, 11 and 13 cowries.
            "6c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-1.s.c",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s"
                .replacen("5c", "4c", 1)
                .as_str(),
            "5-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            "5cc-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s",
            // A pass with a cowrie to sow; a pit without a cowrie.
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s.p",
            "5c-5c-5c-5c-5c-5c/5c-5c-5c-5c-5c-5c.0-0.s.cac",
            // A capture inside the moves: the code starts after it.
            "5c-5c-5c-5c-5c-0c/4-5c-5c-5c-5c-5cc.3-3.s.f",
            // A move after the end.
            "0cc-0cc-0cc-0cc-0cc-0cc/0-0-0-0-0-0.30-30.n.p",
            "0c-0c-0c-0c-0c-1/9c-6c-3cc-0-2c-5cc.0-34.s.a",
        ] {
            let result = Kauri::from_code(KauriOptions::default(), code);
            assert!(
                matches!(result, Err(CodeError::Impossible(_))),
                "{code:?}: {result:?}"
            );
        }
    }
}
