//! The rules pages of both Karo variants. The words are in the translation files; the
//! diagrams are the real board, set up from position codes and moves.

use engine::karo::{four::KaroFour, jumpers::KaroJumpers};
use yew::prelude::*;

use crate::{
    games::karo::{
        board::{
            KaroBoard,
            geometry::{Frame, bounds},
        },
        view::{KaroGame, frame},
    },
    games::rules_text::{figure, section},
    link::GameLink,
    state::Play,
    t,
};

/// A game of Karo: Four in a Row under way, a tile already moved off the rectangle.
const FOUR_UNDER_WAY: &str = "g12.1rrttw/1wtrrt/1rwtww/ttwrt1.r0";

/// The home page's picture of a variant's board (decorative: the empty label hides it
/// from screen readers).
pub fn home_picture<G: KaroGame>() -> Html {
    match G::JUMPERS {
        true => picture::<G>(None, "a1-a3 c7-c6", String::new()),
        false => picture::<G>(Some(FOUR_UNDER_WAY), "", String::new()),
    }
}

/// The board after `moves` from `position` (or from the start), drawn as a picture with
/// the last move marked: for the rules pages and the home page.
pub fn picture<G: KaroGame>(position: Option<&str>, moves: &str, label: String) -> Html {
    let play = Play::<G>::from_link(&GameLink {
        position: position.map(str::to_owned),
        moves: moves.split_whitespace().map(str::to_owned).collect(),
        ..GameLink::default()
    });
    let view = G::view(&play);
    // A picture shows the field and no more: no room is kept for tiles to come.
    let cells = view.tiles.iter().map(|t| t.at).chain(view.gone);
    let frame = frame::<G>().or_else(|| bounds(cells, 0).map(Frame::around));
    // The rules' captions name cells; the home page's decoration does without.
    let coordinates = !label.is_empty();
    html! {
        <KaroBoard tiles={view.tiles} table={G::TABLE} {frame} {coordinates} zones={view.zones}
                   last={view.last} gone={view.gone} winning={view.winning} jumpers={G::JUMPERS}
                   diagram=true {label} />
    }
}

fn diagram<G: KaroGame>(position: Option<&str>, moves: &str, caption: &str) -> Html {
    let caption = t!(caption);
    figure(picture::<G>(position, moves, caption.clone()), caption)
}

/// A position of `docs/rules/karo-four.md`, Examples 2 and 4: white to move, with a tile to relocate.
const FOUR_EXAMPLE: &str = "h12.rrttw/wtrrt/rwtww/twrtt.w0";
/// Red to move, with three face-up pieces in a column and a fourth beside them
/// (`docs/rules/karo-four.md`, Example 5).
const FOUR_NEARLY: &str = "h12.ssttt/swwtt/swwrt/rwwtt.r0";

const FOUR_JUMP: &str = "i10-k12";
const FOUR_RELOCATE: &str = "l12-m12/h9";
const FOUR_WIN: &str = "i12-h13/l9";
/// A crawler steps in front of a jumper, which then jumps the run of two.
const JUMPERS_RUN: &str = "a2-b3 c7-c6 b1-b4";

#[component]
pub fn KaroFourRules() -> Html {
    html! {
        <article class="rules">
            <p class="lead">{ t!("karo-four-rules-intro") }</p>
            { section("karo-four-rules-goal-title", "karo-four-rules-goal") }
            { section("karo-four-rules-placing-title", "karo-four-rules-placing") }
            { section("karo-four-rules-moving-title", "karo-four-rules-moving") }
            <ul>
                <li>{ t!("karo-four-rules-slide") }</li>
                <li>{ t!("karo-four-rules-jump") }</li>
                <li>{ t!("karo-four-rules-relocate") }</li>
            </ul>
            <div class="diagrams">
                { diagram::<KaroFour>(None, "", "karo-four-rules-diagram-start") }
                { diagram::<KaroFour>(Some(FOUR_EXAMPLE), FOUR_JUMP, "karo-four-rules-diagram-jump") }
                { diagram::<KaroFour>(Some(FOUR_EXAMPLE), FOUR_RELOCATE, "karo-four-rules-diagram-relocate") }
                { diagram::<KaroFour>(Some(FOUR_NEARLY), FOUR_WIN, "karo-four-rules-diagram-win") }
            </div>
            { section("karo-four-rules-lift-title", "karo-four-rules-lift") }
            { section("karo-four-rules-end-title", "karo-four-rules-end") }
            { section("karo-four-rules-notation-title", "karo-four-rules-notation") }
            { section("karo-four-rules-decisions-title", "karo-four-rules-decisions") }
        </article>
    }
}

#[component]
pub fn KaroJumpersRules() -> Html {
    html! {
        <article class="rules">
            <p class="lead">{ t!("karo-jumpers-rules-intro") }</p>
            { section("karo-jumpers-rules-goal-title", "karo-jumpers-rules-goal") }
            <div class="diagrams">
                { diagram::<KaroJumpers>(None, "", "karo-jumpers-rules-diagram-start") }
                { diagram::<KaroJumpers>(None, "a1-a3 c7-c6", "karo-jumpers-rules-diagram-moves") }
                { diagram::<KaroJumpers>(None, JUMPERS_RUN, "karo-jumpers-rules-diagram-run") }
            </div>
            { section("karo-jumpers-rules-move-title", "karo-jumpers-rules-move") }
            <ul>
                <li>{ t!("karo-jumpers-rules-crawler") }</li>
                <li>{ t!("karo-jumpers-rules-jumper") }</li>
            </ul>
            { section("karo-jumpers-rules-end-title", "karo-jumpers-rules-end") }
            { section("karo-jumpers-rules-notation-title", "karo-jumpers-rules-notation") }
            { section("karo-jumpers-rules-decisions-title", "karo-jumpers-rules-decisions") }
        </article>
    }
}

#[cfg(test)]
mod tests {
    use engine::Game;

    use super::*;

    fn replays<G: KaroGame>(position: Option<&str>, moves: &str) -> Play<G> {
        let play = Play::<G>::from_link(&GameLink {
            position: position.map(str::to_owned),
            moves: moves.split_whitespace().map(str::to_owned).collect(),
            ..GameLink::default()
        });
        assert_eq!(play.notice, None, "{moves}");
        play
    }

    #[test]
    fn test_the_diagrams_show_legal_games() {
        replays::<KaroFour>(Some(FOUR_EXAMPLE), FOUR_JUMP);
        replays::<KaroFour>(Some(FOUR_EXAMPLE), FOUR_RELOCATE);
        assert!(
            replays::<KaroFour>(Some(FOUR_NEARLY), FOUR_WIN)
                .game
                .is_over()
        );
        let run = replays::<KaroJumpers>(None, JUMPERS_RUN);
        assert_eq!(run.moves.len(), 3);
        replays::<KaroFour>(Some(FOUR_UNDER_WAY), "");
    }
}
