//! The board under the pieces (regions, coordinates, the players' bands, the last step)
//! and the fields as grid cells: what each shows of a pick (targets, connections, the
//! picked chevron's power), its name for screen readers, and its clicks.

use engine::azacru::{Field, SIZE, Side};
use yew::prelude::*;

use crate::svg::num;

use super::{
    Props,
    geometry::{BOARD, MARGIN, badge, band, centre, corner, region_corner},
};
use crate::{
    games::azacru::board::side_letter,
    games::azacru::view::{Target, side_class, side_name},
    t,
};

/// The wood, the nine regions (alternately shaded), the field lines and the region
/// borders.
pub fn regions(flipped: bool) -> Html {
    let squares = (0..9u8).map(|region| {
        let (x, y) = region_corner(region, flipped);
        let shade = if region % 2 == 0 { "even" } else { "odd" };
        html! { <rect class={classes!("region", shade)} x={num(x)} y={num(y)} width="3" height="3" /> }
    });
    let end = MARGIN + f32::from(SIZE);
    let lines = (0..=SIZE).map(|i| {
        let at = num(MARGIN + f32::from(i));
        let class = if i % 3 == 0 {
            "region-line"
        } else {
            "field-line"
        };
        html! {
            <>
                <line {class} x1={at.clone()} y1={num(MARGIN)} x2={at.clone()} y2={num(end)} />
                <line {class} x1={num(MARGIN)} y1={at.clone()} x2={num(end)} y2={at} />
            </>
        }
    });
    html! {
        <>
            <rect class="wood" x="0" y="0" width={num(BOARD)} height={num(BOARD)} rx="0.2" />
            { for squares }
            { for lines }
        </>
    }
}

/// Column letters below the board and row numbers on its left.
pub fn labels(flipped: bool) -> Html {
    let labels = (0..SIZE).filter_map(|i| Field::new(i, i)).map(|f| {
        // Column i and row i, wherever the orientation puts them.
        let (x, y) = centre(f, flipped);
        let letter = char::from(b'a' + f.col()).to_string();
        let number = (f.row() + 1).to_string();
        html! {
            <>
                <text class="label" x={num(x)} y={num(BOARD - MARGIN + 0.24)}>{ letter }</text>
                <text class="label" x={num(MARGIN - 0.22)} y={num(y)}>{ number }</text>
            </>
        }
    });
    html! { <>{ for labels }</> }
}

/// Each player's band along his side, thick for the player to move, with his letter.
pub fn bands(sides: &[Side], to_move: Option<Side>, flipped: bool) -> Html {
    let bands = sides.iter().map(|&side| {
        let moving = to_move == Some(side);
        let (x, y, w, h) = band(side, flipped, if moving { 0.36 } else { 0.2 });
        let (bx, by) = badge(side, flipped);
        html! {
            <g class={classes!("band", side_class(side), moving.then_some("to-move"))}>
                <rect x={num(x)} y={num(y)} width={num(w)} height={num(h)} rx="0.1" />
                <circle cx={num(bx)} cy={num(by)} r="0.25" />
                <text class="letter" x={num(bx)} y={num(by + 0.01)}>{ side_letter(side) }</text>
            </g>
        }
    });
    html! { <>{ for bands }</> }
}

/// A tint on the two fields of the last step.
pub fn last_step(last: Option<(Field, Field)>, flipped: bool) -> Html {
    let tints = last.into_iter().flat_map(|(from, to)| [from, to]).map(|f| {
        let (x, y) = corner(f, flipped);
        html! { <rect class="last-step" x={num(x)} y={num(y)} width="1" height="1" /> }
    });
    html! { <>{ for tints }</> }
}

/// The computer's step in the review: its two fields outlined.
pub fn computer_step(step: Option<(Field, Field)>, flipped: bool) -> Html {
    let outlines = step.into_iter().flat_map(|(from, to)| [from, to]).map(|f| {
        let (x, y) = corner(f, flipped);
        html! {
            <rect class="computer-mark" data-testid="computer-mark" x={num(x + 0.08)}
                  y={num(y + 0.08)} width="0.84" height="0.84" />
        }
    });
    html! { <>{ for outlines }</> }
}

/// The step the computer expects in reply, in the review: dotted rings on its two fields
/// in the colour of the side that makes it.
pub fn reply_step(step: Option<(Field, Field, Side)>, flipped: bool) -> Html {
    let rings = step
        .into_iter()
        .flat_map(|(from, to, side)| [(from, side), (to, side)])
        .map(|(f, side)| {
            let (x, y) = corner(f, flipped);
            html! {
                <circle class={classes!("reply-mark", side_class(side))} data-testid="reply-mark"
                        data-cell={f.to_string()} cx={num(x + 0.5)} cy={num(y + 0.5)} r="0.3">
                    <title>{ t!("review-reply") }</title>
                </circle>
            }
        });
    html! { <>{ for rings }</> }
}

/// What a field tells a screen reader: its name, what stands on it, and what it offers.
fn label(props: &Props, field: Field, target: Option<&Target>) -> String {
    let view = &props.view;
    let mut parts = vec![field.to_string()];
    if let Some(c) = view.chevrons.iter().find(|c| c.field == field) {
        let facing = t!(format!("azacru-facing-{}", c.chevron.facing.as_str()));
        let side = side_name(c.chevron.side);
        parts.push(t!("azacru-cell-chevron", side = side, facing = facing));
    }
    if let Some(side) = view.markers.get(field.index()).copied().flatten() {
        parts.push(t!("azacru-cell-marker", side = side_name(side)));
    }
    if parts.len() == 1 {
        parts.push(t!("azacru-cell-empty"));
    }
    if props.pick.picked == Some(field) {
        let power = props.pick.power.unwrap_or(1);
        parts.push(t!("azacru-cell-picked", power = power));
    } else if view.movable.contains(&field) {
        parts.push(t!("azacru-cell-movable"));
    }
    if let Some(target) = target {
        let count = target.fills.len();
        parts.push(match (target.connects(), target.costs_chevron) {
            (true, true) => t!("azacru-cell-costly", count = count),
            (true, false) => t!("azacru-cell-connects", count = count),
            _ if target.offers_twist() => t!("azacru-cell-target-twist"),
            _ => t!("azacru-cell-target"),
        });
    }
    parts.join(", ")
}

/// The cross of a target whose connection costs the chevron.
const CROSS: &str = "M-0.17 -0.17 L0.17 0.17 M0.17 -0.17 L-0.17 0.17";

/// The mark of a target: a dot, a ring around a dot for a connection, a cross for a
/// connection that costs the chevron. Shapes as well as colours tell them apart.
fn target_mark(target: &Target, mover: &'static str) -> Html {
    let class = classes!("target-mark", mover);
    match (target.connects(), target.costs_chevron) {
        (_, true) => html! {
            <g class={classes!(class, "costly")}>
                <circle class="ring" r="0.3" />
                // A white halo keeps the cross readable on a marker.
                <path class="halo" d={CROSS} />
                <path class="cross" d={CROSS} />
            </g>
        },
        (true, false) => html! {
            <g class={classes!(class, "connects")}>
                <circle class="ring" r="0.28" />
                <circle class="dot" r="0.12" />
            </g>
        },
        _ => html! { <g {class}><circle class="dot" r="0.14" /></g> },
    }
}

/// What a field shows of the pick: the path a connection would fill, a chevron that can
/// move, the picked chevron and its power, a target.
pub fn marks(props: &Props, field: Field) -> Html {
    let (x, y) = corner(field, props.flipped);
    let (cx, cy) = (x + 0.5, y + 0.5);
    let pick = &props.pick;
    let fills = pick.targets.iter().any(|t| t.fills.contains(&field));
    let takes = pick.targets.iter().any(|t| t.takes.contains(&field));
    let movable = pick.picked.is_none() && props.view.movable.contains(&field);
    let mover = props.view.to_move.map_or("", side_class);
    html! {
        <>
            if fills || takes {
                <rect class={classes!("fill-mark", mover, takes.then_some("takes"))}
                      x={num(x + 0.1)} y={num(y + 0.1)} width="0.8" height="0.8" />
            }
            if movable {
                <circle class="movable-ring" cx={num(cx)} cy={num(cy)} r="0.46" />
            }
            if pick.picked == Some(field) {
                <circle class="picked-ring" cx={num(cx)} cy={num(cy)} r="0.47" />
                <g class="power" transform={format!("translate({} {})", num(x + 0.84), num(y + 0.16))}>
                    <circle r="0.2" />
                    <text>{ pick.power.unwrap_or(1) }</text>
                </g>
            }
            if let Some(target) = pick.target(field) {
                <g transform={format!("translate({} {})", num(cx), num(cy))}>{ target_mark(target, mover) }</g>
            }
        </>
    }
}

/// A field of the playing board: a grid cell, named, labelled, focusable, clickable.
pub fn cell(props: &Props, field: Field, focus: Field, on_focus: &Callback<Field>) -> Html {
    let (x, y) = corner(field, props.flipped);
    let pick = &props.pick;
    let target = pick.target(field);
    let picked = pick.picked == Some(field);
    let active = picked || target.is_some() || props.view.movable.contains(&field);
    let class = classes!(
        "field",
        target.is_some().then_some("target"),
        picked.then_some("picked"),
        (pick.picked.is_none() && props.view.movable.contains(&field)).then_some("movable"),
        (pick.twist.map(|(to, _)| to) == Some(field)).then_some("twisting"),
    );
    let onclick = props.on_field.reform(move |_: MouseEvent| field);
    let onfocus = on_focus.reform(move |_: FocusEvent| field);
    // One tab stop into the board (roving tabindex); the arrows do the rest.
    let tabindex = if field == focus { "0" } else { "-1" };
    html! {
        <g {class} data-cell={field.to_string()} role="gridcell" aria-label={label(props, field, target)}
           aria-disabled={(!active).to_string()} aria-selected={picked.then_some("true")}
           {tabindex} {onclick} {onfocus}>
            <rect class="hit" x={num(x)} y={num(y)} width="1" height="1" />
            <g>{ marks(props, field) }</g>
        </g>
    }
}
