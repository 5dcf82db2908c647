//! The Karo board in SVG, for both variants. It knows no rules: it draws the tiles and
//! pieces it is given, lets the player pick up what the adapter says may be picked up
//! (by dragging with any pointer, by clicking, or with the keyboard), shows where it may
//! go, and reports the pick.

pub mod drag;
pub mod geometry;
pub mod render;
pub mod select;

use std::{collections::HashMap, rc::Rc};

use engine::karo::Colour;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use self::{
    drag::Drag,
    geometry::{Frame, Spot, bounds, settle, spot_at},
    render::{PieceView, TileView, cell_label, colour_class, piece, tile},
    select::{Grab, Pick, Picks, click},
};
use crate::t;

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Every tile, with its piece.
    pub tiles: Rc<Vec<TileView>>,
    /// What may be picked up now, and where it may go.
    #[prop_or_default]
    pub picks: Rc<Picks>,
    /// The table's columns and rows: `(20, 20)` or `(3, 8)`.
    pub table: (u8, u8),
    /// The cells to show, e.g. all of `a1`–`c8`; `None` follows the field with a margin
    /// where tiles may go.
    #[prop_or_default]
    pub frame: Option<Frame>,
    /// Cells that belong to a side (its target), drawn in its colour.
    #[prop_or_default]
    pub zones: Rc<Vec<(Spot, Colour)>>,
    /// The cells of the move just shown, e.g. `[i10, k12]`.
    #[prop_or_default]
    pub last: Rc<Vec<Spot>>,
    /// A cell a tile has just left (by the last move, or by a relocation waiting for its
    /// piece), outlined so that the player sees where it came from.
    #[prop_or_default]
    pub gone: Option<Spot>,
    /// The pieces of the winning rows.
    #[prop_or_default]
    pub winning: Rc<Vec<Spot>>,
    /// Name pieces as jumpers and crawlers (karo-jumpers) rather than by their face.
    #[prop_or_default]
    pub jumpers: bool,
    /// The player picked something: a placement, a piece's move, or a tile's new cell.
    #[prop_or_default]
    pub on_pick: Callback<Pick>,
    /// The player pressed Escape: put back whatever waits.
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// The board's accessible name; empty for a picture that only decorates.
    #[prop_or_default]
    pub label: Option<String>,
    /// Only a drawing (rules pages, the home page): no cells to play on.
    #[prop_or_default]
    pub diagram: bool,
}

/// Where the pointer is on the board, from a pointer event.
fn board_point(svg: &NodeRef, frame: Frame, e: &PointerEvent) -> Option<((f64, f64), (f32, f32))> {
    let element = svg.cast::<web_sys::Element>()?;
    let r = element.get_bounding_client_rect();
    let client = (f64::from(e.client_x()), f64::from(e.client_y()));
    let rect = (r.left(), r.top(), r.width(), r.height());
    Some((client, frame.to_board(rect, client)))
}

#[component]
pub fn KaroBoard(props: &Props) -> Html {
    let svg = use_node_ref();
    let selected = use_state(|| None::<Grab>);
    let drag = use_state(|| None::<Drag>);
    let focus = use_state(|| None::<Spot>);
    // Set when a drag ends, until the browser has sent the click it may send after it
    // (in the same task): that click is not a click.
    let just_dropped = use_mut_ref(|| false);
    let shown_frame = use_mut_ref(|| None::<Frame>);
    let frame = props.frame.unwrap_or_else(|| {
        let field = bounds(props.tiles.iter().map(|t| t.at), 1).unwrap_or((0, 0, 0, 0));
        let frame = settle(*shown_frame.borrow(), field);
        *shown_frame.borrow_mut() = Some(frame);
        frame
    });
    let picks = props.picks.clone();
    let table = props.table;
    // A selection made in another position means nothing in this one.
    let held = drag
        .filter(|d| d.moving)
        .map(|d| d.grab)
        .or(*selected)
        .filter(|g| picks.grab_at(g.spot()) == Some(*g));
    let targets: Vec<Spot> = match (held, picks.enter) {
        (Some(grab), _) => picks.targets(grab).to_vec(),
        (None, Some(enter)) => vec![enter],
        (None, None) => Vec::new(),
    };
    let tiles_at: HashMap<Spot, &TileView> = props.tiles.iter().map(|t| (t.at, t)).collect();
    let rows = frame.rows_on(table.0, table.1);
    let focused = focus
        .filter(|f| rows.iter().flatten().any(|s| s == f))
        .or_else(|| {
            rows.iter()
                .flatten()
                .copied()
                .find(|&s| picks.is_live(None, s))
        })
        .or_else(|| props.tiles.first().map(|t| t.at));

    let act = {
        let (selected, on_pick, picks) = (selected.clone(), props.on_pick.clone(), picks.clone());
        Callback::from(move |spot: Spot| {
            let (next, pick) = click(&picks, *selected, spot);
            selected.set(next);
            if let Some(pick) = pick {
                on_pick.emit(pick);
            }
        })
    };
    let onpointerdown = {
        let (svg, drag, picks) = (svg.clone(), drag.clone(), picks.clone());
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            let Some((client, at)) = board_point(&svg, frame, &e) else {
                return;
            };
            if let Some(spot) = spot_at(at, table.0, table.1) {
                drag.set(Drag::press(&picks, spot, e.pointer_id(), client, at));
            }
        })
    };
    let onpointermove = {
        let (svg, drag) = (svg.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(d) = (*drag).filter(|d| d.pointer == e.pointer_id()) else {
                return;
            };
            let Some((client, at)) = board_point(&svg, frame, &e) else {
                return;
            };
            let next = d.moved(client, at);
            if !next.moving {
                return;
            }
            if !d.moving
                && let Some(element) = svg.cast::<web_sys::Element>()
            {
                // The board keeps the pointer even when it leaves the board.
                let _ = element.set_pointer_capture(e.pointer_id());
            }
            e.prevent_default();
            drag.set(Some(next));
        })
    };
    let onpointerup = {
        let (svg, drag, picks, on_pick, selected, just_dropped) = (
            svg.clone(),
            drag.clone(),
            picks.clone(),
            props.on_pick.clone(),
            selected.clone(),
            just_dropped.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            let Some(d) = (*drag).filter(|d| d.pointer == e.pointer_id()) else {
                return;
            };
            drag.set(None);
            let Some((client, at)) = board_point(&svg, frame, &e) else {
                return;
            };
            let d = d.moved(client, at);
            if !d.moving {
                return;
            }
            *just_dropped.borrow_mut() = true;
            let just_dropped = just_dropped.clone();
            Timeout::new(0, move || *just_dropped.borrow_mut() = false).forget();
            selected.set(None);
            // Anywhere else, letting go sends the thing back: nothing is reported.
            if let Some(pick) = d.release(&picks, table) {
                on_pick.emit(pick);
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };
    {
        let svg = svg.clone();
        use_effect(move || {
            if let Some(board) = svg.cast::<web_sys::Element>() {
                render::slide(&board);
            }
        });
    }
    // Keyboard moves the focus itself; the element follows it.
    {
        let svg = svg.clone();
        use_effect_with(focused, move |spot| {
            let (Some(spot), Some(board)) = (spot, svg.cast::<web_sys::Element>()) else {
                return;
            };
            let active = gloo::utils::document().active_element();
            if active.is_some_and(|a| board.contains(Some(&a)))
                && let Ok(Some(cell)) = board.query_selector(&format!("[data-cell=\"{spot}\"]"))
                && let Ok(cell) = cell.dyn_into::<web_sys::SvgElement>()
            {
                let _ = cell.focus();
            }
        });
    }
    let onkeydown = {
        let (focus, act, selected, on_cancel) = (
            focus.clone(),
            act.clone(),
            selected.clone(),
            props.on_cancel.clone(),
        );
        let rows = rows.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(at) = focused else { return };
            let (dc, dr) = match e.key().as_str() {
                "ArrowLeft" => (-1, 0),
                "ArrowRight" => (1, 0),
                "ArrowUp" => (0, 1),
                "ArrowDown" => (0, -1),
                "Enter" | " " => {
                    e.prevent_default();
                    act.emit(at);
                    return;
                }
                "Escape" => {
                    selected.set(None);
                    on_cancel.emit(());
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            // On the board the arrows move the focus; they do not also step through the
            // moves (the page listens for them on the document).
            e.stop_propagation();
            let next = Spot::new(
                at.col.saturating_add_signed(dc),
                at.row.saturating_add_signed(dr),
            );
            if rows.iter().flatten().any(|&s| s == next) {
                focus.set(Some(next));
            }
        })
    };

    let grid = rows.iter().map(|row| {
        let cells = row.iter().map(|&spot| {
            let here = tiles_at.get(&spot).copied();
            let is_target = targets.contains(&spot);
            let live = picks.is_live(held, spot);
            let (x, y) = spot.corner();
            let onclick = {
                let (act, just_dropped) = (act.clone(), just_dropped.clone());
                Callback::from(move |_: MouseEvent| {
                    if !*just_dropped.borrow() {
                        act.emit(spot);
                    }
                })
            };
            let class = classes!(
                "karo-cell",
                is_target.then_some(if here.is_some() { "target" } else { "drop" }),
                live.then_some("live"),
            );
            html! {
                <g {class} data-cell={spot.to_string()} role="gridcell"
                   aria-label={cell_label(spot, here, props.jumpers)}
                   aria-selected={(held.map(Grab::spot) == Some(spot)).to_string()}
                   aria-disabled={(!live).to_string()}
                   tabindex={if Some(spot) == focused { "0" } else { "-1" }}
                   {onclick} onfocus={focus.setter().to_callback().reform(move |_: FocusEvent| Some(spot))}>
                    <rect class="hit" x={x.to_string()} y={y.to_string()} width="1" height="1" />
                    if is_target && here.is_some() {
                        <circle class="target-dot" cx={(x + 0.5).to_string()} cy={(y + 0.5).to_string()} r="0.13" />
                    } else if is_target {
                        <rect class="drop-mark" x={(x + 0.08).to_string()} y={(y + 0.08).to_string()}
                              width="0.84" height="0.84" rx="0.07" />
                    }
                </g>
            }
        });
        html! { <g role="row">{ for cells }</g> }
    });

    let dragged = drag.filter(|d| d.moving);
    let mut ordered: Vec<&TileView> = props.tiles.iter().collect();
    ordered.sort_by_key(|t| t.id);
    let tiles = ordered.iter().map(|t| {
        let lifted = dragged.is_some_and(|d| d.grab == Grab::Tile(t.at));
        let at = match (lifted, dragged) {
            (true, Some(d)) => (d.centre().0 - 0.5, d.centre().1 - 0.5),
            _ => t.at.corner(),
        };
        let class = classes!(
            picks.tiles.contains_key(&t.at).then_some("liftable"),
            (held == Some(Grab::Tile(t.at))).then_some("held"),
            lifted.then_some("dragging"),
            props.last.contains(&t.at).then_some("last"),
            props.winning.contains(&t.at).then_some("winning"),
        );
        tile(t, class, at)
    });
    let mut standing: Vec<(Spot, PieceView)> = ordered
        .iter()
        .filter_map(|t| Some((t.at, t.piece?)))
        .collect();
    standing.sort_by_key(|(_, p)| p.id);
    let pieces = standing.iter().map(|(spot, p)| {
        let lifted = dragged.is_some_and(|d| d.grab == Grab::Piece(*spot));
        let at = match (lifted, dragged) {
            (true, Some(d)) => d.centre(),
            _ => spot.centre(),
        };
        let class = classes!(
            picks.pieces.contains_key(spot).then_some("movable"),
            (picks.enter.is_some() && picks.pieces.contains_key(spot)).then_some("entering"),
            (held == Some(Grab::Piece(*spot))).then_some("held"),
            lifted.then_some("dragging"),
            props.winning.contains(spot).then_some("winning"),
        );
        piece(p, class, at)
    });
    let zones = Colour::ALL.into_iter().filter_map(|colour| {
        let cells = props
            .zones
            .iter()
            .filter(|(_, c)| *c == colour)
            .map(|(s, _)| *s);
        let (c0, r0, c1, r1) = bounds(cells, 0)?;
        let (x, y) = (f32::from(c0) - 0.03, -f32::from(r1) - 1.03);
        let (w, h) = (f32::from(c1 - c0) + 1.06, f32::from(r1 - r0) + 1.06);
        Some(html! {
            <rect class={classes!("zone", colour_class(colour))} x={x.to_string()} y={y.to_string()}
                  width={w.to_string()} height={h.to_string()} rx="0.12" />
        })
    });
    let gone = props.gone.map(|spot| {
        let (x, y) = spot.corner();
        html! {
            <rect class="gone" x={(x + 0.06).to_string()} y={(y + 0.06).to_string()}
                  width="0.88" height="0.88" rx="0.07" />
        }
    });

    let label = props
        .label
        .clone()
        .unwrap_or_else(|| t!("karo-board-label"));
    let decoration = label.is_empty();
    let playing = !props.diagram;
    html! {
        <svg class={classes!("board", "karo-board", props.jumpers.then_some("jumpers"),
                             props.diagram.then_some("diagram"), dragged.map(|_| "dragging"))}
             ref={svg} viewBox={frame.view_box()}
             role={(!decoration).then_some(if playing { "grid" } else { "img" })}
             aria-label={(!decoration).then_some(label)} aria-hidden={decoration.then_some("true")}
             onkeydown={playing.then_some(onkeydown)} onpointerdown={playing.then_some(onpointerdown)}
             onpointermove={playing.then_some(onpointermove)} onpointerup={playing.then_some(onpointerup)}
             onpointercancel={playing.then_some(onpointercancel)}>
            <rect class="table" x="-100" y="-100" width="200" height="200" />
            { for zones }
            { for gone }
            <g class="tiles" aria-hidden="true">{ for tiles }</g>
            <g class="pieces" aria-hidden="true">{ for pieces }</g>
            if playing {
                { for grid }
            }
        </svg>
    }
}
