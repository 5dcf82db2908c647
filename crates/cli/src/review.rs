//! `tessera review`: a game gone through by the computer, one line per move, then each
//! player's summary.

use std::fmt::Write;

use ai::{
    Computer, Level, NoClock,
    review::{self, Class, Look, Verdict},
};

/// The review of `moves` from `start`, judged by `level`'s search (without its mistakes)
/// and reproducibly from `seed`: the searches stop by their nodes, never by the clock.
///
/// Each line: the move's number, the move, the mover (1 began), the mover's win chance
/// before it and after it in percent, its class (with `only move`, `missed a win`,
/// `forced loss` or `decided`), the computer's move and the line it expects. Then each
/// player's accuracy and counts (with the moves not counted, made where the game was
/// decided), and the key moment.
pub fn print<G: Computer>(start: &G, moves: &[G::Move], level: Level, seed: u64) -> String {
    let mut settings = review::settings(start, level);
    settings.limits.time_ms = None;
    let reviewed = review::review(start, moves, &settings, seed, &NoClock);
    let mut out = String::from("#\tmove\tplayer\tbefore\tafter\tclass\tcomputer\tline\n");
    let mut game = start.clone();
    for (i, (&m, verdict)) in moves.iter().zip(&reviewed.verdicts).enumerate() {
        let look = &reviewed.looks[i];
        let _ = writeln!(
            out,
            "{}\t{}\t{}",
            i + 1,
            game.format_move(m),
            judged(&game, look, verdict.as_ref()),
        );
        game.play_unchecked(m);
    }
    for (player, summary) in reviewed.summaries.iter().enumerate() {
        let counts: Vec<String> = Class::ALL
            .iter()
            .zip(summary.counts)
            .map(|(class, n)| format!("{} {n}", class.name()))
            .collect();
        let _ = writeln!(
            out,
            "player {}: accuracy {:.1}%, {}, decided {}",
            player + 1,
            summary.accuracy,
            counts.join(", "),
            summary.decided
        );
    }
    let key = review::key_moment(&reviewed.verdicts).and_then(|i| {
        let verdict = reviewed.verdicts[i]?;
        let m = game_at(start, moves, i).format_move(moves[i]);
        Some(format!("{} {m} (player {})", i + 1, verdict.mover + 1))
    });
    let _ = writeln!(out, "key moment: {}", key.as_deref().unwrap_or("-"));
    out
}

/// The position after the first `n` of `moves` from `start`.
fn game_at<G: Computer>(start: &G, moves: &[G::Move], n: usize) -> G {
    let mut game = start.clone();
    for &m in &moves[..n.min(moves.len())] {
        game.play_unchecked(m);
    }
    game
}

/// The columns after the move: who made it, the chances, its class, the computer's idea.
fn judged<G: Computer>(game: &G, look: &Look<G::Move>, verdict: Option<&Verdict>) -> String {
    let Some(verdict) = verdict else {
        return "-\t-\t-\t-\t-\t-".to_owned();
    };
    let percent = |chance: u16| format!("{:.1}", f64::from(chance) / 10.0);
    let mut class = verdict.class.name().to_owned();
    if verdict.only_move {
        class.push_str(", only move");
    }
    if verdict.missed_win {
        class.push_str(", missed a win");
    }
    if verdict.forced_loss {
        class.push_str(", forced loss");
    }
    if verdict.decided {
        class.push_str(", decided");
    }
    let line = engine::format_line(game, &look.line);
    format!(
        "{}\t{}\t{}\t{class}\t{}\t{}",
        verdict.mover + 1,
        percent(verdict.before),
        percent(verdict.after),
        look.best
            .map_or_else(|| "-".to_owned(), |m| game.format_move(m)),
        line.join(" ")
    )
}
