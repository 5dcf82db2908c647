//! The Caro board in SVG. It knows no rules: it draws the stones it is given, and a click
//! on a point it was given a move for reports that move. A touch (or a pen) takes two: the
//! first shows the stone, a second on it places it, as gomoku apps on phones do, since a
//! point is smaller than a fingertip on a phone.

use std::rc::Rc;

use engine::caro::{CaroMove, Colour, Point, SIZE};
use yew::prelude::*;

use crate::svg::num;

use crate::{
    games::{caro::view::colour_class, dests::Dests},
    hooks::{use_latest::use_latest, use_roving_focus::use_roving_focus},
    t,
};

/// The board's properties, in board units (one unit between two lines).
#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// What each point holds, by `Point::index` (225 entries).
    pub stones: Rc<Vec<Option<Colour>>>,
    /// The move a click on each point plays, by `Point::index`: empty, or `None`
    /// everywhere, where no stone may be placed.
    #[prop_or_default]
    pub dests: Rc<Dests<Point, CaroMove>>,
    /// The colour of the next stone, for the preview under the pointer; `None` when no
    /// stone may be placed.
    #[prop_or_default]
    pub next: Option<Colour>,
    /// The last stone placed, marked with a dot, e.g. `h8`.
    #[prop_or_default]
    pub last: Option<Point>,
    /// The computer's stone in the review, ringed on its empty point.
    #[prop_or_default]
    pub mark: Option<Point>,
    /// The reply the computer expects to its stone in the review, with its colour: a
    /// dotted ring, e.g. `(l9, White)`.
    #[prop_or_default]
    pub reply: Option<(Point, Colour)>,
    /// The stones of the winning rows, ringed.
    #[prop_or_default]
    pub winning: Rc<Vec<Point>>,
    /// A point with a move was clicked, tapped, or chosen with the keyboard.
    #[prop_or_default]
    pub on_move: Callback<CaroMove>,
    /// The stone a first touch shows, not yet placed, came or went (`None`), so that the
    /// page can say what a second touch does.
    #[prop_or_default]
    pub on_shown: Callback<Option<Point>>,
    /// Draw only the points between these corners (lower left, upper right), without
    /// coordinates: a diagram of part of the board, e.g. `(c6, k10)`.
    #[prop_or_default]
    pub window: Option<(Point, Point)>,
    /// The board's accessible name, when not the playing board's; empty for a picture
    /// that only decorates (hidden from screen readers).
    #[prop_or_default]
    pub label: Option<String>,
    /// Turned round, as seen from the other side of the table.
    #[prop_or_default]
    pub flipped: bool,
}

/// The centre of a point: column `a` at x = 1, row 15 at y = 1; turned round (`o1` at
/// the top left) when the board is flipped. The only orientation math of the board.
fn centre(p: Point, flipped: bool) -> (f32, f32) {
    let (col, row) = match flipped {
        false => (p.col(), p.row()),
        true => (SIZE - 1 - p.col(), SIZE - 1 - p.row()),
    };
    (f32::from(col) + 1.0, f32::from(SIZE - row))
}

/// Whether a click that followed a press of this pointer (`PointerEvent.pointerType`)
/// only shows the stone: a finger or a pen may miss a point by one, a mouse does not.
pub fn shows_first(pointer: &str) -> bool {
    matches!(pointer, "touch" | "pen")
}

/// The traditional marked points: the centre and the four 4-4 points.
const STAR_POINTS: [(u8, u8); 5] = [(3, 3), (11, 3), (7, 7), (3, 11), (11, 11)];

#[component]
pub fn CaroBoard(props: &Props) -> Html {
    let side = f32::from(SIZE);
    let lines = (1..=SIZE).map(|i| {
        let i = f32::from(i);
        html! {
            <>
                <line class="grid" x1="1" y1={num(i)} x2={num(side)} y2={num(i)} />
                <line class="grid" x1={num(i)} y1="1" x2={num(i)} y2={num(side)} />
            </>
        }
    });
    let stars = STAR_POINTS
        .iter()
        .filter_map(|&(c, r)| Point::new(c, r))
        .map(|p| {
            let (x, y) = centre(p, false);
            html! { <circle class="star" cx={num(x)} cy={num(y)} r="0.09" /> }
        });
    let labels = (0..SIZE).map(|i| {
        // Column i and row i (from 0) of the board, wherever the orientation puts them.
        let (along, row_y) = Point::new(i, i).map_or((0.0, 0.0), |p| centre(p, props.flipped));
        let letter = char::from(b'a' + i).to_string();
        let number = (i + 1).to_string();
        let (along, row_y) = (num(along), num(row_y));
        html! {
            <>
                <text class="label" x={along} y={num(side + 0.75)}>{ letter }</text>
                <text class="label" x="0.3" y={row_y}>{ number }</text>
            </>
        }
    });
    let board = use_node_ref();
    let focus = use_latest(|| props.last.unwrap_or(Point::CENTRE));
    // The stone a first touch showed, not yet placed; it goes when the position changes.
    let shown = use_state_eq(|| None::<Point>);
    {
        let shown = shown.clone();
        use_effect_with((props.stones.clone(), props.next), move |_| shown.set(None));
    }
    // The pointer that pressed the board, until the click it makes is handled (a click
    // that no press came before, as from assistive technology, places at once).
    let pressed = use_mut_ref(String::new);
    let onpointerdown = {
        let pressed = pressed.clone();
        Callback::from(move |e: PointerEvent| *pressed.borrow_mut() = e.pointer_type())
    };
    let on_point = {
        let (shown, on_move) = (shown.clone(), props.on_move.clone());
        Callback::from(move |(p, m): (Point, CaroMove)| {
            let pointer = std::mem::take(&mut *pressed.borrow_mut());
            if shows_first(&pointer) && *shown != Some(p) {
                shown.set(Some(p));
            } else {
                shown.set(None);
                on_move.emit(m);
            }
        })
    };
    let shown = (*shown).filter(|&p| props.dests.first(p).is_some());
    {
        let on_shown = props.on_shown.clone();
        use_effect_with(shown, move |&shown| on_shown.emit(shown));
    }
    let on_focus = {
        let focus = focus.clone();
        Callback::from(move |p: Point| focus.set(p))
    };
    // Keyboard moves the focus itself; the element follows it.
    use_roving_focus(&board, Some(focus.get().to_string()));
    let onkeydown = {
        let (focus, on_move, dests, flipped) = (
            focus.clone(),
            props.on_move.clone(),
            props.dests.clone(),
            props.flipped,
        );
        Callback::from(move |e: KeyboardEvent| {
            let p = focus.get();
            // Arrows go the way they point on the screen, whichever way the board is turned.
            let sign = if flipped { -1 } else { 1 };
            let step = |d: (i8, i8)| p.step((d.0 * sign, d.1 * sign), 1);
            let next = match e.key().as_str() {
                "ArrowLeft" => step((-1, 0)),
                "ArrowRight" => step((1, 0)),
                "ArrowUp" => step((0, 1)),
                "ArrowDown" => step((0, -1)),
                "Enter" | " " => {
                    if let Some(m) = dests.first(p) {
                        on_move.emit(m);
                    }
                    e.prevent_default();
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            if let Some(next) = next {
                focus.set(next);
            }
        })
    };
    let rows = (0..SIZE).rev().map(|display_row| {
        // Rows from the top of the screen, points from its left.
        let cells = (0..SIZE).filter_map(|display_col| {
            let (col, row) = match props.flipped {
                false => (display_col, display_row),
                true => (SIZE - 1 - display_col, SIZE - 1 - display_row),
            };
            Point::new(col, row).map(|p| point(props, p, focus.get(), &on_focus, &on_point, shown))
        });
        html! { <g role="row">{ for cells }</g> }
    });
    let diagram_points = Point::all()
        .filter(|&p| props.window.is_some_and(|window| inside(p, window)))
        .map(|p| drawn_point(props, p));
    let view_box = match props.window {
        None => format!("0 0 {0} {0}", num(side + 1.0)),
        Some((low, high)) => {
            let (left, bottom) = centre(low, false);
            let (right, top) = centre(high, false);
            format!(
                "{} {} {} {}",
                num(left - 0.6),
                num(top - 0.6),
                num(right - left + 1.2),
                num(bottom - top + 1.2)
            )
        }
    };
    let label = props.label.clone().unwrap_or_else(|| t!("board-label"));
    let diagram = props.window.is_some();
    // The colour of the stone a pointer over an empty point previews (the stylesheet's
    // `.next-black .point.target:hover`).
    let next = props.next.map(|colour| match colour {
        Colour::Black => "next-black",
        Colour::White => "next-white",
    });
    let decoration = label.is_empty();
    html! {
        <svg class={classes!("board", "caro-board", diagram.then_some("diagram"), next)} ref={board}
             viewBox={view_box} role={(!decoration).then_some(if diagram { "img" } else { "grid" })}
             aria-label={(!decoration).then_some(label)} aria-hidden={decoration.then_some("true")}
             onkeydown={(!diagram).then_some(onkeydown)}
             onpointerdown={(!diagram).then_some(onpointerdown)}>
            if !diagram {
                { ghosts() }
            }
            <rect class="wood" x="0" y="0" width={num(side + 1.0)} height={num(side + 1.0)} />
            { for lines }
            { for stars }
            { for labels }
            if diagram {
                { for diagram_points }
            } else {
                { for rows }
            }
        </svg>
    }
}

/// The stones a pointer over an empty point previews: one pattern a colour, which the
/// stylesheet fills the hovered point's square with, rather than a hidden stone drawn on
/// each of the 225 points (a first render's and every move's work).
fn ghosts() -> Html {
    html! {
        <defs>
            <pattern id="caro-ghost-black" width="1" height="1" patternContentUnits="objectBoundingBox">
                <circle class="ghost black" cx="0.5" cy="0.5" r="0.44" />
            </pattern>
            <pattern id="caro-ghost-white" width="1" height="1" patternContentUnits="objectBoundingBox">
                <circle class="ghost white" cx="0.5" cy="0.5" r="0.44" />
            </pattern>
        </defs>
    }
}

fn inside(p: Point, (low, high): (Point, Point)) -> bool {
    (low.col()..=high.col()).contains(&p.col()) && (low.row()..=high.row()).contains(&p.row())
}

/// A point of a diagram: drawn only, neither named for tests nor offered to play.
fn drawn_point(props: &Props, p: Point) -> Html {
    let (x, y) = centre(p, false);
    let class = classes!("point", props.winning.contains(&p).then_some("winning"));
    match props.stones.get(p.index()).copied().flatten() {
        Some(colour) => html! {
            <g {class}>
                <circle class={classes!("stone", colour_class(colour))}
                        cx={num(x)} cy={num(y)} r="0.44" />
            </g>
        },
        None => html! {},
    }
}

/// A point of the playing board: a grid cell, named, labelled and focusable; `shown`,
/// the point where a first touch showed a stone.
fn point(
    props: &Props,
    p: Point,
    focus: Point,
    on_focus: &Callback<Point>,
    on_point: &Callback<(Point, CaroMove)>,
    shown: Option<Point>,
) -> Html {
    let (x, y) = centre(p, props.flipped);
    let stone = props.stones.get(p.index()).copied().flatten();
    let dest = props.dests.first(p);
    let is_target = dest.is_some();
    let name = p.to_string();
    let label = match stone {
        None if shown == Some(p) => t!("point-shown", point = name.clone()),
        None => t!("point-empty", point = name.clone()),
        Some(Colour::Black) => t!("point-black", point = name.clone()),
        Some(Colour::White) => t!("point-white", point = name.clone()),
    };
    let class = classes!(
        "point",
        is_target.then_some("target"),
        props.winning.contains(&p).then_some("winning"),
        (props.last == Some(p)).then_some("last"),
    );
    let onclick = dest.map(|m| on_point.reform(move |_: MouseEvent| (p, m)));
    let onfocus = on_focus.reform(move |_: FocusEvent| p);
    // One tab stop into the board (roving tabindex); the arrows do the rest.
    let tabindex = if p == focus { "0" } else { "-1" };
    html! {
        <g {class} data-cell={name} role="gridcell" aria-label={label} {tabindex}
           aria-disabled={(!is_target).to_string()} {onclick} {onfocus}>
            <rect class="hit" x={num(x - 0.5)} y={num(y - 0.5)} width="1" height="1" />
            if let Some(colour) = stone {
                <circle class={classes!("stone", colour_class(colour))}
                        cx={num(x)} cy={num(y)} r="0.44" />
            } else if let (true, Some(next), true) = (is_target, props.next, shown == Some(p)) {
                <circle class={classes!("provisional", colour_class(next))} data-testid="provisional-stone"
                        cx={num(x)} cy={num(y)} r="0.42" />
            }
            if props.last == Some(p) {
                <circle class="last-mark" cx={num(x)} cy={num(y)} r="0.12" />
            }
            if props.mark == Some(p) {
                <circle class="computer-mark" data-testid="computer-mark" cx={num(x)} cy={num(y)} r="0.36" />
            }
            if let Some((_, colour)) = props.reply.filter(|&(at, _)| at == p) {
                <circle class={classes!("reply-mark", colour_class(colour))} data-testid="reply-mark"
                        cx={num(x)} cy={num(y)} r="0.3"><title>{ t!("review-reply") }</title></circle>
            }
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(name: &str, flipped: bool) -> (f32, f32) {
        centre(name.parse().expect("point"), flipped)
    }

    #[test]
    fn test_orientation() {
        assert_eq!(at("a1", false), (1.0, 15.0));
        assert_eq!(at("o15", false), (15.0, 1.0));
        assert_eq!(at("a1", true), (15.0, 1.0));
        assert_eq!(at("h8", true), at("h8", false));
        assert_eq!(at("b3", true), (14.0, 3.0));
    }

    #[test]
    fn test_a_touch_shows_before_it_places() {
        assert!(shows_first("touch") && shows_first("pen"));
        assert!(!shows_first("mouse") && !shows_first(""));
    }
}
