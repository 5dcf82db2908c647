//! The Kauri board in SVG: two rows of six pits, South's at the bottom (North's when
//! flipped), and each player's store at his right-hand end. It knows no rules: it draws
//! the counts it is given, the items travelling while a move is sown, whose each row and
//! store is, the last move's marks, and reports a click on a pit it was given a move for
//! reports that move.

mod flight;
mod items;

use std::rc::Rc;

use engine::kauri::{KauriMove, Letter, Pit, Side};
use yew::prelude::*;

use crate::svg::num;

use crate::{
    games::dests::Dests,
    games::kauri::{
        last_move::LastMove,
        sowing::{Place, Travel},
        view::{Counts, Owner, side_class, side_name},
    },
    hooks::{
        use_latest::{Latest, use_latest},
        use_roving_focus::use_roving_focus,
    },
    t,
};
use flight::{flight, launch};
use items::{many, pit_items, store_items};

/// The board's properties.
#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// What each pit and store holds.
    pub counts: Counts,
    /// The pits that may be sown now, by ring index.
    #[prop_or_default]
    pub dests: Rc<Dests<Pit, KauriMove>>,
    /// While sowing: the pit lifted, with the stones and cowries still in hand.
    #[prop_or_default]
    pub hand: Option<(Pit, u8, u8)>,
    /// While sowing: the pit that has just received an item or lost stones.
    #[prop_or_default]
    pub drop: Option<Pit>,
    /// The pit of the computer's move in the review, ringed.
    #[prop_or_default]
    pub mark: Option<Pit>,
    /// The pit of the reply the computer expects to it, a dotted ring in its side's
    /// colour.
    #[prop_or_default]
    pub reply: Option<Pit>,
    /// While sowing: the store that has just received stones.
    #[prop_or_default]
    pub store: Option<Side>,
    /// A pit with a move was clicked, tapped, or chosen with the keyboard.
    #[prop_or_default]
    pub on_move: Callback<KauriMove>,
    /// While sowing: the items travelling now.
    #[prop_or_default]
    pub travel: Option<Travel>,
    /// Drawn from North's side: North's pits along the bottom.
    #[prop_or_default]
    pub flipped: bool,
    /// The board was clicked while sowing: finish the animation.
    #[prop_or_default]
    pub on_skip: Option<Callback<()>>,
    /// The accessible name when not the playing board's; empty for a picture that only
    /// decorates (hidden from screen readers, nothing focusable).
    #[prop_or_default]
    pub label: Option<String>,
    /// Who plays South's and North's rows, named along each row and by its store; the
    /// person's against the computer is marked. None on a picture.
    #[prop_or_default]
    pub owners: Option<[Owner; 2]>,
    /// The last move, marked: the pit sown, where it ended, the pits it took stones from
    /// and, for a moment, what each store gained.
    #[prop_or_default]
    pub last: Option<LastMove>,
}

/// Width and height of the drawing.
const WIDTH: f32 = 100.0;
const HEIGHT: f32 = 51.0;
/// The rows' centres.
const NORTH_Y: f32 = 15.0;
const SOUTH_Y: f32 = 36.0;
const PIT_R: f32 = 5.6;
/// The stores' top and height.
const STORE_TOP: f32 = 7.0;
const STORE_HEIGHT: f32 = 36.0;
/// The lines that name the rows' owners, when the board does: above the top row's
/// numbers, and below the bottom row's on a strip added under the drawing.
const OWNER_TOP_Y: f32 = 2.5;
const OWNER_BOTTOM_Y: f32 = 50.3;
const OWNER_STRIP: f32 = 2.2;
/// The left and right ends of a row's six pits, with a margin.
const ROW_LEFT: f32 = 13.0;
const ROW_RIGHT: f32 = 87.0;

/// The centre of a pit: South's `a`–`f` from left to right along the bottom, North's
/// from right to left along the top (North's `a` opposite South's `f`); flipped, the
/// same turned half round. The only orientation math of the board.
pub fn centre(pit: Pit, flipped: bool) -> (f32, f32) {
    let i = pit.letter().index() as f32;
    let (x, y) = match pit.side() {
        Side::South => (20.0 + 12.0 * i, SOUTH_Y),
        Side::North => (80.0 - 12.0 * i, NORTH_Y),
    };
    match flipped {
        true => (WIDTH - x, NORTH_Y + SOUTH_Y - y),
        false => (x, y),
    }
}

/// The centre line of a store: at each player's right-hand end.
fn store_x(side: Side, flipped: bool) -> f32 {
    let x = match side {
        Side::South => 92.0,
        Side::North => 8.0,
    };
    if flipped { WIDTH - x } else { x }
}

/// Where travelling items go to or come from: a pit's centre, or a store's middle.
fn place_centre(place: Place, flipped: bool) -> (f32, f32) {
    match place {
        Place::Pit(pit) => centre(pit, flipped),
        Place::Store(side) => (store_x(side, flipped), STORE_TOP + STORE_HEIGHT / 2.0),
    }
}

/// The pit a key moves the focus to: along the row on the screen, or across to the other.
fn step(pit: Pit, key: &str, flipped: bool) -> Option<Pit> {
    let (x, y) = centre(pit, flipped);
    let (x, y) = match key {
        "ArrowLeft" => (x - 12.0, y),
        "ArrowRight" => (x + 12.0, y),
        "ArrowUp" => (x, NORTH_Y),
        "ArrowDown" => (x, SOUTH_Y),
        _ => return None,
    };
    Pit::all().find(|&p| centre(p, flipped) == (x, y))
}

/// The name of a pit for tests and the notation: `south-a` … `north-f`.
pub fn cell_name(pit: Pit) -> String {
    format!("{}-{}", side_class(pit.side()), pit.letter())
}

#[component]
pub fn KauriBoard(props: &Props) -> Html {
    let board = use_node_ref();
    let first = Pit::new(Side::South, Letter::ALL[0]);
    let focus = use_latest(|| first);
    let decoration = props.label.as_deref() == Some("");
    // A labelled board is a picture (rules pages): nothing on it is played or focused.
    let still = props.label.is_some();
    // Keyboard moves the focus itself; the element follows it.
    use_roving_focus(&board, Some(cell_name(focus.get())));
    {
        let board = board.clone();
        use_effect_with(props.travel, move |_| {
            if let Some(svg) = board.cast::<web_sys::Element>() {
                launch(&svg);
            }
        });
    }
    let onkeydown = {
        let (focus, on_move, dests) = (focus.clone(), props.on_move.clone(), props.dests.clone());
        let flipped = props.flipped;
        let on_skip = props.on_skip.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if key == "Enter" || key == " " {
                e.prevent_default();
                match &on_skip {
                    Some(skip) => skip.emit(()),
                    None => {
                        if let Some(m) = dests.first(focus.get()) {
                            on_move.emit(m);
                        }
                    }
                }
            } else if let Some(next) = step(focus.get(), &key, flipped) {
                e.prevent_default();
                focus.set(next);
            }
        })
    };
    let onclick = props
        .on_skip
        .clone()
        .map(|skip| skip.reform(|_: MouseEvent| ()));
    let rows = [Side::North, Side::South].map(|side| {
        // The top row first, each row from the left of the screen.
        let side = if props.flipped { side.opponent() } else { side };
        let mut pits: Vec<Pit> = side.pits().collect();
        // No two pits of a row share a column.
        pits.sort_unstable_by(|&a, &b| {
            centre(a, props.flipped)
                .0
                .total_cmp(&centre(b, props.flipped).0)
        });
        let cells = pits
            .into_iter()
            .map(|pit| pit_cell(props, pit, focus.get(), &focus, still));
        html! { <g role={(!still).then_some("row")}>{ for cells }</g> }
    });
    let label = props.label.clone().unwrap_or_else(|| board_label(props));
    let animating = props.on_skip.is_some();
    let height = match props.owners {
        Some(_) => HEIGHT + OWNER_STRIP,
        None => HEIGHT,
    };
    html! {
        <svg class={classes!("board", "kauri-board", animating.then_some("sowing"))} ref={board}
             viewBox={format!("0 0 {} {}", num(WIDTH), num(height))}
             role={(!decoration).then_some(if still { "img" } else { "grid" })}
             aria-label={(!decoration).then_some(label)} aria-hidden={decoration.then_some("true")}
             onkeydown={(!still).then_some(onkeydown)} {onclick}>
            <rect class="wood" x="0" y="0" width={num(WIDTH)} height={num(height)} rx="5" />
            { for props.owners.iter().flat_map(|owners| Side::ALL.map(|side| owner(props, side, &owners[side.index()]))) }
            { store(props, Side::North, still) }
            { store(props, Side::South, still) }
            { for rows }
            <g class="numbers" aria-hidden="true">{ for Pit::all().map(|pit| pit_numbers(props, pit)) }</g>
            <g class="gains" aria-hidden="true">{ for Side::ALL.into_iter().filter_map(|side| gain(props, side)) }</g>
            <g class="flights" aria-hidden="true">{ for props.travel.map(|t| flight(t, props.flipped)) }</g>
        </svg>
    }
}

/// The playing board's name: what it is, whose row and store are the person's, and the
/// stores' counts (the stores are not cells of the grid).
fn board_label(props: &Props) -> String {
    let mut label = t!("kauri-board-label");
    let yours = props
        .owners
        .as_ref()
        .and_then(|owners| Side::ALL.into_iter().find(|side| owners[side.index()].you));
    if let Some(side) = yours {
        let bottom = centre(Pit::new(side, Letter::ALL[0]), props.flipped).1 == SOUTH_Y;
        let right = store_x(side, props.flipped) > WIDTH / 2.0;
        let yours = t!(
            "kauri-board-yours",
            side = side_name(side),
            row = if bottom { "bottom" } else { "top" },
            end = if right { "right" } else { "left" }
        );
        label = format!("{label}. {yours}");
    }
    for side in Side::ALL {
        let stones = props.counts.stores[side.index()];
        let store = t!("kauri-store-label", side = side_name(side), count = stones);
        label = format!("{label}. {store}");
    }
    label
}

/// Whose a side is: his name along his row, on the band's edge of the drawing, and by
/// his store; the person's row and store are marked against the computer.
fn owner(props: &Props, side: Side, owner: &Owner) -> Html {
    let bottom = centre(Pit::new(side, Letter::ALL[0]), props.flipped).1 == SOUTH_Y;
    // The name's line, and the row's extent from its letters to that line.
    let (y, top, end) = match bottom {
        true => (
            OWNER_BOTTOM_Y,
            SOUTH_Y - PIT_R - 3.6,
            HEIGHT + OWNER_STRIP - 0.5,
        ),
        false => (OWNER_TOP_Y, 0.5, NORTH_Y + PIT_R + 3.6),
    };
    let store_x = store_x(side, props.flipped);
    // The lit band reaches from the row to its owner's store, at its right-hand end.
    let (left, right) = (ROW_LEFT.min(store_x - 5.5), ROW_RIGHT.max(store_x + 5.5));
    // The store's name runs inwards from the board's edge: a long one ("Computer") is
    // wider than the store and would be cut off if centred over it.
    let (store_label_x, anchor) = match store_x < WIDTH / 2.0 {
        true => (1.5, "from-left"),
        false => (WIDTH - 1.5, "from-right"),
    };
    let class = classes!("owner", side_class(side), owner.you.then_some("you"));
    html! {
        <g {class} data-testid={format!("owner-{}", side_class(side))} aria-hidden="true">
            if owner.you {
                <rect class="mine" x={num(left)} y={num(top)} width={num(right - left)}
                      height={num(end - top)} rx="3" />
                <rect class="mine-store" x={num(store_x - 5.3)} y={num(STORE_TOP - 0.8)} width="10.6"
                      height={num(STORE_HEIGHT + 1.6)} rx="5.3" />
            }
            <text class="owner-row" x={num(WIDTH / 2.0)} y={num(y)}>{ owner.row.clone() }</text>
            <text class={classes!("owner-store", anchor)} x={num(store_label_x)} y={num(y)}>{ owner.store.clone() }</text>
        </g>
    }
}

/// What a store gained in the last move, for a moment over it: `+13`. A new element for
/// each move shown (its key), so that it appears afresh.
fn gain(props: &Props, side: Side) -> Option<Html> {
    let last = props.last?;
    let stones = last.gains()[side.index()];
    (stones > 0).then(|| {
        let (x, y) = place_centre(Place::Store(side), props.flipped);
        html! {
            <text class={classes!("gain", side_class(side))} key={format!("{}-{}", last.number, side_class(side))}
                  data-testid={format!("gain-{}", side_class(side))} x={num(x)} y={num(y)}>
                { format!("+{stones}") }
            </text>
        }
    })
}

/// A store. Its count is spoken as part of the board's name (a grid holds only rows).
/// Named for tests on the playing board only, as the pits are.
fn store(props: &Props, side: Side, still: bool) -> Html {
    let stones = props.counts.stores[side.index()];
    let (x, top, height) = (store_x(side, props.flipped), STORE_TOP, STORE_HEIGHT);
    let gained = props
        .last
        .is_some_and(|last| last.gains()[side.index()] > 0);
    let class = classes!(
        "store",
        side_class(side),
        (props.store == Some(side)).then_some("gain"),
        gained.then_some("gained")
    );
    html! {
        <g {class} data-cell={(!still).then(|| format!("{}-store", side_class(side)))}
           data-stones={(!still).then(|| stones.to_string())}
           data-cowries={(!still).then_some("0")} aria-hidden="true">
            <rect class="hollow" x={num(x - 4.5)} y={num(top)} width="9"
                  height={num(height)} rx="4.5" />
            { store_items(x, top, height, stones) }
            <text class="count" x={num(x)} y={num(top + height + 3.2)}>{ stones }</text>
        </g>
    }
}

fn pit_cell(props: &Props, pit: Pit, focus: Pit, on_focus: &Latest<Pit>, still: bool) -> Html {
    let (x, y) = centre(pit, props.flipped);
    let i = pit.index();
    let (stones, cowries) = (props.counts.stones[i], props.counts.cowries[i]);
    let dest = props.dests.first(pit).filter(|_| props.on_skip.is_none());
    let playable = dest.is_some();
    let lifted = props.hand.filter(|&(p, ..)| p == pit);
    let sown = props.last.and_then(|last| last.sown);
    let from = sown.is_some_and(|(from, _)| from == pit);
    let to = sown.is_some_and(|(_, to)| to == pit);
    let taken = props.last.is_some_and(|last| last.took_from(pit));
    let class = classes!(
        "pit",
        side_class(pit.side()),
        playable.then_some("playable"),
        lifted.is_some().then_some("lifted"),
        (props.drop == Some(pit)).then_some("drop"),
        from.then_some("last-from"),
        to.then_some("last-to"),
        taken.then_some("taken"),
    );
    let mut label = t!(
        "kauri-pit-label",
        side = side_name(pit.side()),
        pit = pit.letter().to_string(),
        stones = stones,
        cowries = cowries
    );
    for (marked, id) in [
        (playable, "kauri-pit-playable"),
        (from, "kauri-pit-sown"),
        (to, "kauri-pit-ended"),
        (taken, "kauri-pit-taken"),
    ] {
        if marked {
            label = format!("{label}, {}", t!(id));
        }
    }
    let onclick = dest.map(|m| props.on_move.reform(move |_: MouseEvent| m));
    let onfocus = {
        let on_focus = on_focus.clone();
        Callback::from(move |_: FocusEvent| on_focus.set(pit))
    };
    let tabindex = (!still).then_some(if pit == focus { "0" } else { "-1" });
    html! {
        <g {class} data-cell={(!still).then(|| cell_name(pit))}
           data-stones={(!still).then(|| stones.to_string())}
           data-cowries={(!still).then(|| cowries.to_string())} role={(!still).then_some("gridcell")}
           aria-label={(!still).then_some(label)} {tabindex}
           aria-disabled={(!still).then(|| (!playable).to_string())} {onclick} {onfocus}>
            <circle class="hollow" cx={num(x)} cy={num(y)} r={num(PIT_R)} />
            { pit_items(x, y, stones, cowries) }
            if from || to {
                <circle class={classes!("last-mark", from.then_some("from"), to.then_some("to"))}
                        data-testid={match (from, to) { (true, false) => "last-from", (false, true) => "last-to", _ => "last-both" }}
                        cx={num(x)} cy={num(y)} r={num(PIT_R + 0.9)} />
            }
            if props.mark == Some(pit) {
                <circle class="computer-mark" data-testid="computer-mark" cx={num(x)} cy={num(y)}
                        r={num(PIT_R + 1.2)} />
            }
            if props.reply == Some(pit) {
                <circle class={classes!("reply-mark", side_class(pit.side()))} data-testid="reply-mark"
                        cx={num(x)} cy={num(y)} r={num(PIT_R + 0.5)}><title>{ t!("review-reply") }</title></circle>
            }
        </g>
    }
}

/// A pit's letter and numbers, drawn over the board but apart from the pit's cell, which
/// speaks them in its own words.
fn pit_numbers(props: &Props, pit: Pit) -> Html {
    let (x, y) = centre(pit, props.flipped);
    let i = pit.index();
    let (stones, cowries) = (props.counts.stones[i], props.counts.cowries[i]);
    // The numbers outside the pit: below the bottom row, above the top one.
    let (number_y, letter_y) = match y == SOUTH_Y {
        true => (y + PIT_R + 4.4, y - PIT_R - 1.6),
        false => (y - PIT_R - 2.6, y + PIT_R + 2.4),
    };
    let lifted = props.hand.filter(|&(p, ..)| p == pit);
    html! {
        <>
            { many(x, y, stones, cowries) }
            <text class="letter" x={num(x)} y={num(letter_y)}>{ pit.letter().to_string() }</text>
            <text class="count" x={num(x)} y={num(number_y)}>
                { format!("{stones} · {cowries}") }
            </text>
            if let Some((_, s, c)) = lifted {
                <text class="hand" x={num(x)} y={num(y + 1.5)}>{ format!("{s}+{c}") }</text>
            }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pit(name: &str) -> Pit {
        let side = if name.starts_with('S') {
            Side::South
        } else {
            Side::North
        };
        let letter = Letter::new(name[1..].parse().expect("digit")).expect("letter");
        Pit::new(side, letter)
    }

    #[test]
    fn test_north_a_lies_opposite_south_f_and_the_ring_turns_counter_clockwise() {
        let centre = |name| centre(pit(name), false);
        assert_eq!(centre("N0").0, centre("S5").0);
        assert_eq!(centre("N5").0, centre("S0").0);
        assert!(centre("S1").0 > centre("S0").0);
        assert!(centre("N1").0 < centre("N0").0);
        assert!(store_x(Side::South, false) > centre("S5").0);
    }

    #[test]
    fn test_flipped_north_plays_from_the_bottom_with_his_store_on_his_right() {
        let centre = |name| centre(pit(name), true);
        assert_eq!(centre("N0"), (20.0, SOUTH_Y));
        assert_eq!(centre("N5").0, 80.0);
        assert_eq!(centre("S0"), (80.0, NORTH_Y));
        assert!(store_x(Side::North, true) > centre("N5").0);
        assert!(store_x(Side::South, true) < centre("S0").0);
    }

    #[test]
    fn test_arrows_follow_the_screen() {
        assert_eq!(step(pit("S0"), "ArrowRight", false), Some(pit("S1")));
        assert_eq!(step(pit("S0"), "ArrowLeft", false), None);
        assert_eq!(step(pit("S5"), "ArrowUp", false), Some(pit("N0")));
        assert_eq!(step(pit("N0"), "ArrowLeft", false), Some(pit("N1")));
        assert_eq!(step(pit("N0"), "ArrowDown", false), Some(pit("S5")));
        // Flipped, the arrows still go where they point on the screen.
        assert_eq!(step(pit("N0"), "ArrowRight", true), Some(pit("N1")));
        assert_eq!(step(pit("N0"), "ArrowUp", true), Some(pit("S5")));
        assert_eq!(step(pit("S0"), "ArrowRight", true), None);
        assert_eq!(step(pit("S0"), "ArrowLeft", true), Some(pit("S1")));
    }
}
