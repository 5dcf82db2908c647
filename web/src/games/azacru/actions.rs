//! The bar above the Azacru board: what to do now, in words. It names the picked
//! chevron's power and what its targets' marks mean, offers the twist with a preview of
//! each facing, and holds the pass button when a pass is forced.

use engine::{
    Game,
    azacru::{Azacru, Direction, Field, Side, Twist},
};
use yew::prelude::*;

use crate::{
    games::azacru::board::side_letter,
    games::azacru::view::{Pick, PickView, must_pass, side_class, side_name},
    t,
};

/// What the bar shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The game is over: each side's fields, the most first.
    Over(Vec<(Side, u32)>),
    /// The side to move has no move: one click passes.
    Pass(Side),
    /// The side to move picks a chevron.
    PickChevron(Side),
    /// A chevron is picked: its power, and which marks its targets carry.
    PickTarget {
        field: Field,
        power: u8,
        connects: bool,
        costly: bool,
    },
    /// The move enters another region: the twist is due; `facing` is the plain move's.
    Twist {
        side: Side,
        from: Field,
        to: Field,
        facing: Direction,
    },
}

/// The step the player is at, from the game and his pick.
pub fn step(game: &Azacru, pick: Pick, view: &PickView) -> Step {
    if game.is_over() {
        let mut scores: Vec<(Side, u32)> =
            game.sides().iter().map(|&s| (s, game.fields(s))).collect();
        scores.sort_by_key(|&(_, fields)| std::cmp::Reverse(fields));
        return Step::Over(scores);
    }
    let side = game.turn();
    if must_pass(game) {
        return Step::Pass(side);
    }
    match (pick, view.picked) {
        (Pick::Twist { from, to }, _) => match view.target(to) {
            Some(target) => Step::Twist {
                side,
                from,
                to,
                facing: target.facing,
            },
            None => Step::PickChevron(side),
        },
        (_, Some(field)) => Step::PickTarget {
            field,
            power: view.power.unwrap_or(1),
            connects: view
                .targets
                .iter()
                .any(|t| t.connects() && !t.costs_chevron),
            costly: view.targets.iter().any(|t| t.costs_chevron),
        },
        _ => Step::PickChevron(side),
    }
}

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub step: Step,
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
    let content = match &props.step {
        Step::Over(scores) => {
            let scores: Vec<String> = scores
                .iter()
                .map(|&(side, fields)| format!("{} {fields}", side_name(side)))
                .collect();
            html! { <p>{ t!("azacru-action-over", scores = scores.join(", ")) }</p> }
        }
        Step::Pass(side) => html! {
            <>
                <p>{ t!("azacru-action-pass", side = side_name(*side)) }</p>
                <button class="primary" data-testid="pass" onclick={props.on_pass.reform(|_: MouseEvent| ())}>
                    { t!("azacru-pass") }
                </button>
            </>
        },
        Step::PickChevron(side) => html! {
            <p>
                <span class={classes!("seat-badge", side_class(*side))} aria-hidden="true">{ side_letter(*side) }</span>
                { t!("azacru-action-pick", side = side_name(*side)) }
            </p>
        },
        Step::PickTarget {
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
        Step::Twist {
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

#[cfg(test)]
mod tests {
    use engine::{Game, azacru::AzacruOptions};

    use super::*;
    use crate::games::azacru::view::pick_view;

    fn at(game: &Azacru, pick: Pick) -> Step {
        step(game, pick, &pick_view(game, pick, Twist::None))
    }

    #[test]
    fn test_steps_follow_the_pick() {
        let game = Azacru::new(AzacruOptions::default());
        let field = |name: &str| name.parse::<Field>().expect("field");
        assert_eq!(at(&game, Pick::Idle), Step::PickChevron(Side::East));
        assert_eq!(
            at(&game, Pick::Chevron(field("g1"))),
            Step::PickTarget {
                field: field("g1"),
                power: 1,
                connects: false,
                costly: false
            }
        );
        let twist = Pick::Twist {
            from: field("g1"),
            to: field("f2"),
        };
        assert_eq!(
            at(&game, twist),
            Step::Twist {
                side: Side::East,
                from: field("g1"),
                to: field("f2"),
                facing: Direction::NW
            }
        );
    }

    #[test]
    fn test_a_forced_pass_is_the_only_step() {
        let Ok(game) = Azacru::from_code(AzacruOptions::default(), "8w/9/9/9/9/9/9/9/e8./i9sw.e")
        else {
            panic!("the code reads");
        };
        assert_eq!(at(&game, Pick::Idle), Step::Pass(Side::East));
        let mut over = game.clone();
        for token in ["pass", "i9-h8"] {
            assert!(over.play_token(token).is_ok(), "{token}");
        }
        assert_eq!(
            at(&over, Pick::Idle),
            Step::Over(vec![(Side::West, 2), (Side::East, 1)])
        );
    }
}
