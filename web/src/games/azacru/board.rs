//! The Azacru board in SVG. It knows no rules: it draws the position and the pick it is
//! given, and reports which field was clicked (or chosen by keyboard) and which twist.

mod fields;
mod geometry;
mod pieces;

use engine::azacru::{Field, SIZE, Side, Twist};
use yew::prelude::*;

use crate::svg::num;

use crate::{
    games::azacru::view::{BoardView, PickView},
    hooks::{use_latest::use_latest, use_roving_focus::use_roving_focus},
    t,
};
use geometry::{region_corner, view_box};

/// The board's properties.
#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The position: markers, chevrons, who moves, the last step.
    pub view: BoardView,
    /// The pick: the chosen chevron, its power and targets, a pending twist.
    #[prop_or_default]
    pub pick: PickView,
    /// A field was clicked, or chosen with Enter or Space, e.g. `g1`.
    #[prop_or_default]
    pub on_field: Callback<Field>,
    /// A twist was chosen by key (L or R) while one is due.
    #[prop_or_default]
    pub on_twist: Callback<Twist>,
    /// Escape: drop the pick.
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// Draw only the fields between these corners (lower left, upper right), without
    /// coordinates or cells: a diagram, e.g. `(a1, e5)`.
    #[prop_or_default]
    pub window: Option<(Field, Field)>,
    /// The board's accessible name, when not the playing board's; empty for a picture
    /// that only decorates (hidden from screen readers).
    #[prop_or_default]
    pub label: Option<String>,
    /// Turned round, as seen from the other side of the table.
    #[prop_or_default]
    pub flipped: bool,
    /// The computer's step in the review (from and to), outlined.
    #[prop_or_default]
    pub mark: Option<(Field, Field)>,
    /// The step the computer expects in reply (from and to), with the side that makes it:
    /// dotted rings in its colour.
    #[prop_or_default]
    pub reply: Option<(Field, Field, Side)>,
}

/// A side's letter, the second cue beside its colour: `N`.
pub fn side_letter(side: Side) -> String {
    t!(format!("side-{}.letter", side.name()))
}

/// The centre field, `e5`.
const CENTRE: Field = match Field::new(4, 4) {
    Some(field) => field,
    None => panic!("e5 is on the board"),
};

/// Where the keyboard focus starts: the last step's field, a chevron that can move, or
/// the centre.
fn first_focus(view: &BoardView) -> Field {
    view.last
        .map(|(_, to)| to)
        .or_else(|| view.movable.first().copied())
        .unwrap_or(CENTRE)
}

#[component]
pub fn AzacruBoard(props: &Props) -> Html {
    let board = use_node_ref();
    let focus = use_latest(|| first_focus(&props.view));
    let on_focus = {
        let focus = focus.clone();
        Callback::from(move |f: Field| focus.set(f))
    };
    // Keyboard moves the focus itself; the element follows it.
    use_roving_focus(&board, Some(focus.get().to_string()));
    let onkeydown = {
        let focus = focus.clone();
        let (on_field, on_twist, on_cancel) = (
            props.on_field.clone(),
            props.on_twist.clone(),
            props.on_cancel.clone(),
        );
        let (twisting, flipped) = (props.pick.twist.is_some(), props.flipped);
        Callback::from(move |e: KeyboardEvent| {
            // The keys the board uses are its own: not also the page's replay keys.
            let handled = |e: &KeyboardEvent| {
                e.prevent_default();
                e.stop_propagation();
            };
            let f = focus.get();
            // Arrows go the way they point on the screen, whichever way the board is turned.
            let sign: i8 = if flipped { -1 } else { 1 };
            let step = |dc: i8, dr: i8| {
                let col = f.col() as i8 + dc * sign;
                let row = f.row() as i8 + dr * sign;
                (col >= 0 && row >= 0)
                    .then(|| Field::new(col as u8, row as u8))
                    .flatten()
            };
            let next = match e.key().as_str() {
                "ArrowLeft" => step(-1, 0),
                "ArrowRight" => step(1, 0),
                "ArrowUp" => step(0, 1),
                "ArrowDown" => step(0, -1),
                "Enter" | " " => {
                    handled(&e);
                    on_field.emit(f);
                    return;
                }
                "Escape" => {
                    handled(&e);
                    on_cancel.emit(());
                    return;
                }
                "l" | "L" | "<" if twisting => {
                    handled(&e);
                    on_twist.emit(Twist::Left);
                    return;
                }
                "r" | "R" | ">" if twisting => {
                    handled(&e);
                    on_twist.emit(Twist::Right);
                    return;
                }
                _ => return,
            };
            handled(&e);
            if let Some(next) = next {
                focus.set(next);
            }
        })
    };

    let view = &props.view;
    let flipped = props.flipped;
    let diagram = props.window.is_some();
    let markers = Field::all().filter_map(|f| {
        let side = view.markers.get(f.index()).copied().flatten()?;
        Some(pieces::marker(f, side, flipped))
    });
    let chevrons = view.chevrons.iter().map(|c| pieces::chevron(c, flipped));
    let ghost = props
        .pick
        .twist
        .zip(view.to_move)
        .map(|((to, facing), side)| pieces::ghost(to, facing, side, flipped));
    let region = props.pick.picked.map(|f| {
        let (x, y) = region_corner(f.region(), flipped);
        html! { <rect class="power-region" x={num(x)} y={num(y)} width="3" height="3" /> }
    });
    let rows = (0..SIZE).rev().map(|display_row| {
        // Rows from the top of the screen, fields from its left.
        let cells = (0..SIZE).filter_map(|display_col| {
            let (col, row) = match flipped {
                false => (display_col, display_row),
                true => (SIZE - 1 - display_col, SIZE - 1 - display_row),
            };
            Field::new(col, row).map(|f| fields::cell(props, f, focus.get(), &on_focus))
        });
        html! { <g role="row">{ for cells }</g> }
    });
    let label = props
        .label
        .clone()
        .unwrap_or_else(|| t!("azacru-board-label"));
    let decoration = label.is_empty();
    let role = match (decoration, diagram) {
        (true, _) => None,
        (false, true) => Some("img"),
        (false, false) => Some("grid"),
    };
    // Every layer is one element whatever it holds: Yew matches unkeyed children by
    // position, so a layer that grew or shrank would make its siblings be drawn anew,
    // which loses the keyboard focus and the chevrons' animation.
    html! {
        <svg class={classes!("board", "azacru-board", diagram.then_some("diagram"))} ref={board}
             viewBox={view_box(props.window)} {role}
             aria-label={(!decoration).then_some(label)} aria-hidden={decoration.then_some("true")}
             onkeydown={(!diagram).then_some(onkeydown)}>
            <g role="none">{ fields::regions(flipped) }</g>
            <g role="none">{ fields::bands(view.sides, view.to_move, flipped) }</g>
            <g role="none">
                if !diagram {
                    { fields::labels(flipped) }
                }
            </g>
            <g role="none">{ fields::last_step(view.last, flipped) }</g>
            <g role="none">{ fields::computer_step(props.mark, flipped) }</g>
            <g role="none">{ fields::reply_step(props.reply, flipped) }</g>
            <g class="markers" aria-hidden="true">{ for markers }</g>
            <g role="none">{ for region }</g>
            <g role="none">
                if diagram {
                    { for Field::all().map(|f| fields::marks(props, f)) }
                } else {
                    { for rows }
                }
            </g>
            <g class="chevrons" aria-hidden="true">{ for chevrons }</g>
            <g class="previews" aria-hidden="true">{ for ghost }</g>
        </svg>
    }
}
