//! Azacru's position code.
//!
//! Three parts separated by `.`, and a fourth when the repetition rule needs a memory:
//!
//! 1. **Markers**: the rows from the top (row 9) to the bottom, separated by `/`; in
//!    each row, from column `a`, `n`, `e`, `s` or `w` for a field carrying that player's
//!    marker and a digit 1–9 for a run of fields without one.
//! 2. **Chevrons**: one group per player taking part, in seat order (north, east, south,
//!    west), separated by `/`; in each group the player's chevrons in reading order (row
//!    9 first, from column `a`), separated by `-`, each as its field and its facing (`n`,
//!    `ne`, `e`, `se`, `s`, `sw`, `w`, `nw`). A player without chevrons has an empty group.
//! 3. **Turn**: the initial of the player to move (`n`, `e`, `s`, `w`), then, once a
//!    player has passed, the number of turns left before the end (`0` when the game has
//!    ended that way).
//! 4. **Trail** (only when not empty): the steps since the last move that added a
//!    marked field, removed a chevron or passed, oldest first, separated by `/`. Each is
//!    written as its token with the chevron's facing before the step after the first
//!    field: `e4n-e5` is the chevron that faced north on `e4` moving to `e5`. Earlier
//!    positions can never come back (see the `repetition` module), so this is all the
//!    history the repetition rule needs; reading a code replays the trail to count.
//!
//! The start of a two-player game, east to move:
//!
//! ```text
//! 9/9/9/9/9/9/9/9/9.a9se-g9s-i5w-g1n/c9s-a5e-c1n-i1nw.e
//! ```

use std::fmt::Write;

use super::{
    Azacru, AzacruMove, AzacruOptions, Chevron, Direction, Field, SIZE, Side, Twist, board::Board,
    setup,
};
use crate::{CodeError, Game};

/// Every field in reading order: row 9 first, from column `a`.
fn reading_order() -> impl Iterator<Item = Field> {
    (0..SIZE)
        .rev()
        .flat_map(|row| (0..SIZE).filter_map(move |col| Field::new(col, row)))
}

pub(super) fn write(game: &Azacru) -> String {
    let mut code = String::with_capacity(96);
    for row in (0..SIZE).rev() {
        let mut empty = 0;
        for col in 0..SIZE {
            match Field::new(col, row).and_then(|f| game.board.marker(f)) {
                None => empty += 1,
                Some(side) => {
                    if empty > 0 {
                        let _ = write!(code, "{empty}");
                        empty = 0;
                    }
                    code.push(side.letter());
                }
            }
        }
        if empty > 0 {
            let _ = write!(code, "{empty}");
        }
        code.push(if row > 0 { '/' } else { '.' });
    }
    for (i, &side) in game.sides().iter().enumerate() {
        if i > 0 {
            code.push('/');
        }
        let chevrons = reading_order().filter_map(|f| Some((f, game.board.chevron(f)?)));
        let mut first = true;
        for (field, chevron) in chevrons.filter(|(_, c)| c.side == side) {
            if !first {
                code.push('-');
            }
            first = false;
            let _ = write!(code, "{field}{}", chevron.facing.as_str());
        }
    }
    code.push('.');
    code.push(game.turn.letter());
    if let Some(left) = game.turns_left {
        let _ = write!(code, "{left}");
    }
    for (i, step) in game.trail.iter().enumerate() {
        code.push(if i == 0 { '.' } else { '/' });
        let _ = write!(
            code,
            "{}{}-{}{}",
            step.from,
            step.facing.as_str(),
            step.to,
            step.twist.suffix()
        );
    }
    code
}

/// A step of the trail as read: the move, and the facing before it.
struct Retrace {
    from: Field,
    facing: Direction,
    to: Field,
    twist: Twist,
}

pub(super) fn read(options: AzacruOptions, text: &str) -> Result<Azacru, CodeError> {
    let mut parts = text.split('.');
    let (Some(markers), Some(chevrons), Some(turn)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(CodeError::Syntax(
            "expected markers, chevrons and turn separated by '.'",
        ));
    };
    let trail = parts.next();
    if parts.next().is_some() {
        return Err(CodeError::Syntax("more than four parts separated by '.'"));
    }

    let mut game = Azacru::new(options);
    game.board = Board::empty();
    read_markers(&mut game.board, markers)?;
    read_chevrons(&mut game.board, options, chevrons)?;
    read_turn(&mut game, turn)?;
    check_position(&game)?;
    match trail {
        None => Ok(game),
        Some(trail) => replay_trail(game, &read_trail(trail)?),
    }
}

fn read_markers(board: &mut Board, text: &str) -> Result<(), CodeError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != usize::from(SIZE) {
        return Err(CodeError::Syntax(
            "expected 9 rows of markers separated by '/'",
        ));
    }
    for (i, row_text) in rows.iter().enumerate() {
        let row = SIZE - 1 - i as u8;
        let mut col = 0u8;
        let mut after_digit = false;
        for c in row_text.chars() {
            let (run, side) = match c {
                '1'..='9' if after_digit => {
                    return Err(CodeError::Syntax("a run of empty fields is one digit"));
                }
                '1'..='9' => (c as u8 - b'0', None),
                _ => (
                    1,
                    Some(Side::from_letter(c).ok_or(CodeError::Syntax(
                        "a row of markers holds only n, e, s, w and digits 1-9",
                    ))?),
                ),
            };
            after_digit = side.is_none();
            if col + run > SIZE {
                return Err(CodeError::Syntax(
                    "a row of markers holds more than 9 fields",
                ));
            }
            if let (Some(side), Some(field)) = (side, Field::new(col, row)) {
                board.mark(side, field.bit());
            }
            col += run;
        }
        if col != SIZE {
            return Err(CodeError::Syntax(
                "a row of markers holds fewer than 9 fields",
            ));
        }
    }
    Ok(())
}

/// Reads `e4n`: a field and a facing.
fn read_placed(text: &str) -> Option<(Field, Direction)> {
    let field = text.get(..2)?.parse().ok()?;
    Some((field, Direction::from_name(text.get(2..)?)?))
}

fn read_chevrons(board: &mut Board, options: AzacruOptions, text: &str) -> Result<(), CodeError> {
    let groups: Vec<&str> = text.split('/').collect();
    let sides = options.players.sides();
    if groups.len() != sides.len() {
        return Err(CodeError::Syntax(
            "expected one group of chevrons per player, separated by '/'",
        ));
    }
    // Reading order is row 9 first: a later chevron has a lower row or the same row and
    // a later column.
    let rank = |f: Field| (SIZE - f.row()) * SIZE + f.col();
    for (&side, group) in sides.iter().zip(groups) {
        let mut last = None;
        for entry in group.split('-').filter(|_| !group.is_empty()) {
            let (field, facing) = read_placed(entry).ok_or(CodeError::Syntax(
                "a chevron is a field and a facing (n, ne, e, se, s, sw, w or nw)",
            ))?;
            if last.is_some_and(|l| l >= rank(field)) {
                return Err(CodeError::Syntax(
                    "a player's chevrons are listed once each, in reading order",
                ));
            }
            last = Some(rank(field));
            if board.all_chevrons() & field.bit() != 0 {
                return Err(CodeError::Impossible("two chevrons on one field"));
            }
            board.place(field, Chevron { side, facing });
        }
    }
    Ok(())
}

fn read_turn(game: &mut Azacru, text: &str) -> Result<(), CodeError> {
    let mut chars = text.chars();
    let side = chars
        .next()
        .and_then(Side::from_letter)
        .ok_or(CodeError::Syntax(
            "the turn starts with the initial of the player to move",
        ))?;
    if !game.options.players.plays(side) {
        return Err(CodeError::Impossible(
            "the player to move does not take part",
        ));
    }
    game.turn = side;
    game.turns_left = match chars.as_str() {
        "" => None,
        left => {
            let left = left
                .parse::<u8>()
                .ok()
                .filter(|_| left.len() == 1)
                .ok_or(CodeError::Syntax("the turns left are one digit"))?;
            if left >= game.options.players.count() {
                return Err(CodeError::Impossible(
                    "after a pass each other player has only one more turn",
                ));
            }
            Some(left)
        }
    };
    Ok(())
}

/// What no game reaches: markers of absent players, too many chevrons, a chevron on
/// another player's marker, or one on an unmarked field other than its start (every
/// step marks the field it lands on).
fn check_position(game: &Azacru) -> Result<(), CodeError> {
    let players = game.options.players;
    for side in Side::ALL {
        let board = &game.board;
        let start = setup::start_layout(players, side);
        if !players.plays(side) && board.markers(side) != 0 {
            return Err(CodeError::Impossible(
                "markers of a player who does not take part",
            ));
        }
        if board.chevrons(side).count_ones() as usize > start.len() {
            return Err(CodeError::Impossible(
                "more chevrons than a player starts with",
            ));
        }
        if board.chevrons(side) & board.foreign_markers(side) != 0 {
            return Err(CodeError::Impossible(
                "a chevron on another player's marker",
            ));
        }
        let unmarked = board.chevrons(side) & !board.markers(side);
        for field in Field::all().filter(|f| unmarked & f.bit() != 0) {
            if !start.contains(&(field, board.facing(field))) {
                return Err(CodeError::Impossible(
                    "a chevron on an unmarked field away from its start",
                ));
            }
        }
    }
    Ok(())
}

fn read_trail(text: &str) -> Result<Vec<Retrace>, CodeError> {
    const SYNTAX: CodeError =
        CodeError::Syntax("a trail step is a field, a facing, '-', a field and l, r or nothing");
    text.split('/')
        .map(|step| {
            let (from, to) = step.split_once('-').ok_or(SYNTAX)?;
            let (from, facing) = read_placed(from).ok_or(SYNTAX)?;
            let (to, twist) = match to.split_at_checked(2) {
                Some((to, "")) => (to, Twist::None),
                Some((to, "l")) => (to, Twist::Left),
                Some((to, "r")) => (to, Twist::Right),
                _ => return Err(SYNTAX),
            };
            let to = to.parse().map_err(|_| SYNTAX)?;
            Ok(Retrace {
                from,
                facing,
                to,
                twist,
            })
        })
        .collect()
}

/// Undoes the trail from the position read, then plays it again from there, counting
/// the positions as the game did.
fn replay_trail(now: Azacru, trail: &[Retrace]) -> Result<Azacru, CodeError> {
    if now.turns_left.is_some() {
        return Err(CodeError::Impossible(
            "after a pass no position can repeat: the trail must be empty",
        ));
    }
    let mut game = now.clone();
    for step in trail.iter().rev() {
        game.turn = game.previous(game.turn);
        let moved = game.board.chevron(step.to);
        if moved.map(|c| c.side) != Some(game.turn) || game.board.chevron(step.from).is_some() {
            return Err(CodeError::Impossible(
                "a trail step does not lead back from the position",
            ));
        }
        game.board.lift(step.to);
        game.board.place(
            step.from,
            Chevron {
                side: game.turn,
                facing: step.facing,
            },
        );
    }
    check_position(&game)?;
    for (i, step) in trail.iter().enumerate() {
        let m = AzacruMove::Step {
            from: step.from,
            to: step.to,
            twist: step.twist,
        };
        if game.play(m).is_err() || game.trail.len() != i + 1 {
            return Err(CodeError::Impossible(
                "a trail step that is not a legal move changing no marker",
            ));
        }
    }
    if game.board != now.board || game.turn != now.turn {
        return Err(CodeError::Impossible(
            "the trail does not lead to the position",
        ));
    }
    Ok(game)
}
