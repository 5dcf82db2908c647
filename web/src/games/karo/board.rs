//! The Karo board in SVG, for both variants. It knows no rules: it draws the tiles and
//! pieces it is given, lets the player pick up what the adapter says may be picked up
//! (by dragging with any pointer, by clicking, or with the keyboard), shows where it may
//! go, and reports the touch: a placement, a piece's move, or a tile put on a new cell
//! (the adapter reads the engine moves a touch leads to from the view's `dests`).

pub mod drag;
pub mod geometry;
pub mod glide;
pub mod render;
pub mod select;

use std::{collections::HashMap, rc::Rc};

use engine::karo::Colour;
use yew::prelude::*;

use crate::svg::num;

use self::{
    drag::use_drag,
    geometry::{Frame, Spot, follow},
    glide::Glide,
    render::{
        PieceView, TileView, cell_label, coordinates, gone_outline, piece, tile, zone_outlines,
    },
    select::{Grab, Picks, Touch, click},
};
use crate::{
    hooks::{use_latest::use_latest, use_roving_focus::use_roving_focus},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Every tile, with its piece.
    pub tiles: Rc<Vec<TileView>>,
    /// What may be picked up now, and where it may go.
    #[prop_or_default]
    pub picks: Rc<Picks>,
    /// The table's columns and rows: `(20, 20)` or `(3, 8)`.
    pub table: (u8, u8),
    /// The cells to show, e.g. all of `a1`–`c8`; `None` follows the field and the ring
    /// of cells around it, where tiles may go.
    #[prop_or_default]
    pub frame: Option<Frame>,
    /// The columns' letters and the rows' numbers along the edges, as moves name cells.
    #[prop_or_default]
    pub coordinates: bool,
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
    /// The cells of the computer's move in the review, outlined.
    #[prop_or_default]
    pub mark: Rc<Vec<Spot>>,
    /// The cells of the reply the computer expects to it, each with the colour of the side
    /// that makes it: dotted rings.
    #[prop_or_default]
    pub reply: Rc<Vec<(Spot, Colour)>>,
    /// The pieces of the winning rows.
    #[prop_or_default]
    pub winning: Rc<Vec<Spot>>,
    /// Name pieces as jumpers and crawlers (karo-jumpers) rather than by their face.
    #[prop_or_default]
    pub jumpers: bool,
    /// The player touched something: a placement, a piece's move, or a tile's new cell.
    #[prop_or_default]
    pub on_touch: Callback<Touch>,
    /// The player pressed Escape: put back whatever waits.
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// The board's accessible name; empty for a picture that only decorates.
    #[prop_or_default]
    pub label: Option<String>,
    /// Drawn turned half round (row 1 at the top), as seen from the other side.
    #[prop_or_default]
    pub flipped: bool,
    /// Only a drawing (rules pages, the home page): no cells to play on.
    #[prop_or_default]
    pub diagram: bool,
}

#[component]
pub fn KaroBoard(props: &Props) -> Html {
    let svg = use_node_ref();
    let selected = use_latest(|| None::<Grab>);
    let focus = use_latest(|| None::<Spot>);
    let shown_frame = use_mut_ref(|| None::<Frame>);
    let frame = props
        .frame
        .or_else(|| {
            let tiles = props.tiles.iter().map(|t| t.at);
            // A tile waiting for its piece is a move under way.
            let keep = props.picks.enter.is_some();
            follow(tiles, props.table, *shown_frame.borrow(), keep)
        })
        .unwrap_or_else(|| Frame::around((0, 0, 0, 0)));
    *shown_frame.borrow_mut() = Some(frame);
    let frame = Frame {
        coordinates: props.coordinates,
        ..frame
    };
    {
        // Between moves the view glides to a new frame.
        let (svg, glide) = (svg.clone(), use_mut_ref(Glide::default));
        use_effect_with(frame.view(), move |&view| {
            if let Some(board) = svg.cast::<web_sys::Element>() {
                glide.borrow().to(&board, view);
            }
        });
    }
    let picks = props.picks.clone();
    let table = props.table;
    let flipped = props.flipped;
    let pointer = use_drag(
        svg.clone(),
        frame,
        flipped,
        table,
        picks.clone(),
        Callback::from({
            let (selected, on_touch) = (selected.clone(), props.on_touch.clone());
            move |touch: Option<Touch>| {
                selected.set(None);
                if let Some(touch) = touch {
                    on_touch.emit(touch);
                }
            }
        }),
    );
    let just_dropped = pointer.just_dropped.clone();
    // A selection made in another position means nothing in this one.
    let dragged = pointer.drag.filter(|d| d.moving);
    let held = dragged
        .map(|d| d.grab)
        .or(selected.get())
        .filter(|g| picks.grab_at(g.spot()) == Some(*g));
    let targets: Vec<Spot> = match (held, picks.enter) {
        (Some(grab), _) => picks.targets(grab).to_vec(),
        (None, Some(enter)) => vec![enter],
        (None, None) => Vec::new(),
    };
    let tiles_at: HashMap<Spot, &TileView> = props.tiles.iter().map(|t| (t.at, t)).collect();
    let mut rows = frame.rows_on(table.0, table.1);
    if flipped {
        // Rows from the top of the screen, each from the left, as it is drawn.
        rows.reverse();
        rows.iter_mut().for_each(|row| row.reverse());
    }
    let focused = focus
        .get()
        .filter(|f| rows.iter().flatten().any(|s| s == f))
        .or_else(|| {
            rows.iter()
                .flatten()
                .copied()
                .find(|&s| picks.is_live(None, s))
        })
        .or_else(|| props.tiles.first().map(|t| t.at));

    let act = {
        let (selected, on_touch, picks) = (selected.clone(), props.on_touch.clone(), picks.clone());
        Callback::from(move |spot: Spot| {
            let (next, touch) = click(&picks, selected.get(), spot);
            selected.set(next);
            if let Some(touch) = touch {
                on_touch.emit(touch);
            }
        })
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
    use_roving_focus(&svg, focused.map(|spot| spot.to_string()));
    let onkeydown = {
        let (focus, act, selected, on_cancel) = (
            focus.clone(),
            act.clone(),
            selected.clone(),
            props.on_cancel.clone(),
        );
        let rows = rows.clone();
        Callback::from(move |e: KeyboardEvent| {
            // The newest focus: an arrow pressed before the board drew the last one
            // steps on from it.
            let at = focus
                .get()
                .filter(|f| rows.iter().flatten().any(|s| s == f));
            let Some(at) = at.or(focused) else { return };
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
            // Flipped, the arrows still go where they point on the screen.
            let (dc, dr) = if flipped { (-dc, -dr) } else { (dc, dr) };
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

    let focus_here = |spot: Spot| {
        let focus = focus.clone();
        Callback::from(move |_: FocusEvent| focus.set(Some(spot)))
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
                   {onclick} onfocus={focus_here(spot)}>
                    <rect class="hit" x={num(x)} y={num(y)} width="1" height="1" />
                    if is_target && here.is_some() {
                        <circle class="target-dot" cx={num(x + 0.5)} cy={num(y + 0.5)} r="0.13" />
                    } else if is_target {
                        <rect class="drop-mark" x={num(x + 0.08)} y={num(y + 0.08)}
                              width="0.84" height="0.84" rx="0.07" />
                    }
                </g>
            }
        });
        html! { <g role="row">{ for cells }</g> }
    });

    let ordered: Vec<&TileView> = by_id(props.tiles.iter().map(|t| t.id))
        .map(|i| &props.tiles[i])
        .collect();
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
            props.mark.contains(&t.at).then_some("computer-mark"),
            props.winning.contains(&t.at).then_some("winning"),
        );
        tile(t, class, at)
    });
    let on_tiles: Vec<(Spot, PieceView)> = ordered
        .iter()
        .filter_map(|t| Some((t.at, t.piece?)))
        .collect();
    let standing: Vec<(Spot, PieceView)> = by_id(on_tiles.iter().map(|(_, p)| p.id))
        .map(|i| on_tiles[i])
        .collect();
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
    let label = props
        .label
        .clone()
        .unwrap_or_else(|| t!("karo-four-board-label"));
    let decoration = label.is_empty();
    let playing = !props.diagram;
    html! {
        <svg class={classes!("board", "karo-board", props.jumpers.then_some("jumpers"),
                             props.diagram.then_some("diagram"), dragged.map(|_| "dragging"))}
             ref={svg} viewBox={frame.view_box()}
             role={(!decoration).then_some(if playing { "grid" } else { "img" })}
             aria-label={(!decoration).then_some(label)} aria-hidden={decoration.then_some("true")}
             onkeydown={playing.then_some(onkeydown)} onpointerdown={playing.then_some(pointer.down)}
             onpointermove={playing.then_some(pointer.moved)} onpointerup={playing.then_some(pointer.up)}
             onpointercancel={playing.then_some(pointer.cancel)}>
            <rect class="table" x="-100" y="-100" width="200" height="200" />
            if props.coordinates {
                { coordinates(frame, table, flipped) }
            }
            <g class="turn" transform={flipped.then(|| frame.turn())}>
                { zone_outlines(&props.zones) }
                { gone_outline(props.gone) }
                <g class="tiles" aria-hidden="true">{ for tiles }</g>
                <g class="pieces" aria-hidden="true">{ for pieces }</g>
                { render::reply_marks(&props.reply) }
                if playing {
                    { for grid }
                }
            </g>
        </svg>
    }
}

/// The indices of `ids` in the order of the ids (each tile and piece has one of its own,
/// which keeps its place among the board's elements as it moves). One sort of pairs for
/// both the tiles and the pieces, so that the page carries one sort's code.
fn by_id(ids: impl Iterator<Item = u32>) -> impl Iterator<Item = usize> {
    let mut order: Vec<(u32, usize)> = ids.zip(0..).collect();
    order.sort_unstable();
    order.into_iter().map(|(_, i)| i)
}
