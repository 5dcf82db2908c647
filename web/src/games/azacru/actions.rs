//! The bar above the Azacru board: what to do now, in words. It names the picked
//! chevron's power and what its targets' marks mean, offers the twist with a preview of
//! each facing, and holds the pass button when a pass is forced.

use engine::azacru::{Direction, Side, Twist};
use yew::prelude::*;

use crate::{
    games::azacru::{
        board::side_letter,
        stage::Stage,
        view::{side_class, side_name},
    },
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Where the person is in choosing his move.
    pub stage: Stage,
    /// Whether the board is turned round (the twist icons turn with it).
    #[prop_or_default]
    pub flipped: bool,
    /// The twist chosen.
    pub on_twist: Callback<Twist>,
    /// The twist under the pointer or the focus, for the board's preview.
    pub on_preview: Callback<Twist>,
    pub on_pass: Callback<()>,
}

/// A small chevron pointing `facing`, as on the board.
fn arrow(facing: Direction, side: Side, flipped: bool) -> Html {
    let index = Direction::ALL
        .iter()
        .position(|&d| d == facing)
        .unwrap_or(0);
    let turn = index * 45 + if flipped { 180 } else { 0 };
    html! {
        <svg class={classes!("twist-icon", side_class(side))} viewBox="-0.5 -0.5 1 1" aria-hidden="true">
            <path d="M0 -0.42 L0.36 0.3 L0 0.14 L-0.36 0.3 Z" transform={format!("rotate({turn})")} />
        </svg>
    }
}

#[component]
pub fn AzacruActions(props: &Props) -> Html {
    let content = match &props.stage {
        Stage::Over(scores) => {
            let scores: Vec<String> = scores
                .iter()
                .map(|&(side, fields)| format!("{} {fields}", side_name(side)))
                .collect();
            html! { <p>{ t!("azacru-action-over", scores = scores.join(", ")) }</p> }
        }
        Stage::Pass(side) => html! {
            <>
                <p>{ t!("azacru-action-pass", side = side_name(*side)) }</p>
                <button class="primary" data-testid="pass" onclick={props.on_pass.reform(|_: MouseEvent| ())}>
                    { t!("azacru-pass") }
                </button>
            </>
        },
        Stage::PickChevron(side) => html! {
            <p>
                <span class={classes!("seat-badge", side_class(*side))} aria-hidden="true">{ side_letter(*side) }</span>
                { t!("azacru-action-pick", side = side_name(*side)) }
            </p>
        },
        Stage::PickTarget {
            field,
            power,
            connects,
            costly,
        } => html! {
            <>
                <p>{ t!("azacru-action-picked", field = field.to_string(), power = *power) }</p>
                <ul class="legend">
                    <li><span class="key dot" aria-hidden="true"></span>{ t!("azacru-legend-target") }</li>
                    if *connects {
                        <li><span class="key connects" aria-hidden="true"></span>{ t!("azacru-legend-connects") }</li>
                    }
                    if *costly {
                        <li><span class="key costly" aria-hidden="true">{ "✕" }</span>{ t!("azacru-legend-costly") }</li>
                    }
                </ul>
            </>
        },
        Stage::Twist {
            side,
            from,
            to,
            facing,
        } => {
            let button = |twist: Twist, hook: &'static str, text: String| {
                let on_twist = props.on_twist.reform(move |_: MouseEvent| twist);
                let preview = props.on_preview.reform(move |_| twist);
                let (onmouseenter, onfocus) = (
                    preview.reform(|_: MouseEvent| ()),
                    preview.reform(|_: FocusEvent| ()),
                );
                let reset = props.on_preview.reform(|_| Twist::None);
                let (onmouseleave, onblur) = (
                    reset.reform(|_: MouseEvent| ()),
                    reset.reform(|_: FocusEvent| ()),
                );
                html! {
                    <button data-twist={hook} onclick={on_twist} {onmouseenter} {onfocus} {onmouseleave} {onblur}>
                        { arrow(twist.apply(*facing), *side, props.flipped) }
                        { text }
                    </button>
                }
            };
            html! {
                <>
                    <p>{ t!("azacru-action-twist", from = from.to_string(), to = to.to_string()) }</p>
                    <div class="twists" role="group" aria-label={t!("azacru-twist-group")}>
                        { button(Twist::None, "keep", t!("azacru-twist-keep")) }
                        { button(Twist::Left, "l", t!("azacru-twist-left")) }
                        { button(Twist::Right, "r", t!("azacru-twist-right")) }
                    </div>
                    <p class="keys">{ t!("azacru-action-twist-keys") }</p>
                </>
            }
        }
    };
    html! {
        <div class="azacru-actions" data-testid="actions">{ content }</div>
    }
}
