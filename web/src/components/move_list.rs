//! The moves of the game in its notation, numbered, with buttons to replay them; the
//! list scrolls to keep the shown move in view.

use std::rc::Rc;

use yew::prelude::*;

use ai::review::Class;

use crate::{games::MoveItem, review::class_name, t};

const ICON_FIRST: &str = "M3 3h2v10H3zM13 3v10L6 8z";
const ICON_BACK: &str = "M12 3v10L5 8z";
const ICON_FORWARD: &str = "M4 3v10l7-5z";
const ICON_LAST: &str = "M11 3h2v10h-2zM3 3v10l7-5z";

/// What screen readers hear of the shown position: the move that led to it ("Black:
/// h8"), or nothing at the start.
pub fn announcement(items: &[MoveItem], cursor: usize) -> String {
    items
        .get(cursor.wrapping_sub(1))
        .map(|item| {
            t!(
                "announce-move",
                mover = item.mover.clone(),
                token = item.token.clone()
            )
        })
        .unwrap_or_default()
}

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// Every move of the line, in order.
    pub items: Rc<Vec<MoveItem>>,
    /// How many moves are shown on the board.
    pub cursor: usize,
    /// Show the position after this many moves.
    pub on_select: Callback<usize>,
    /// Each move's class in the review, when it has one (the list marks inaccuracies,
    /// mistakes and blunders).
    #[prop_or_default]
    pub classes: Rc<Vec<Option<Class>>>,
}

/// Scrolls `list` (within itself, never the page) so that its current move shows: the
/// least that brings it in, or to the top when no move is current (the start).
fn keep_current_in_view(list: &web_sys::Element) {
    let Some(item) = list.query_selector(".current").ok().flatten() else {
        list.set_scroll_top(0);
        return;
    };
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        item.get_bounding_client_rect(),
    );
    // The list's visible inside, in the window's pixels.
    let top = outer.top() + f64::from(list.client_top());
    let bottom = top + f64::from(list.client_height());
    let by = if inner.top() < top {
        (inner.top() - top).floor()
    } else if inner.bottom() > bottom {
        (inner.bottom() - bottom).ceil()
    } else {
        return;
    };
    list.set_scroll_top(list.scroll_top() + by as i32);
}

#[component]
pub fn MoveList(props: &Props) -> Html {
    let len = props.items.len();
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with((props.cursor, len), move |_| {
            if let Some(list) = list.cast::<web_sys::Element>() {
                keep_current_in_view(&list);
            }
        });
    }
    let select = |n: usize| props.on_select.reform(move |_: MouseEvent| n);
    let nav_button =
        |testid: &'static str, icon: &'static str, label: String, to: usize, enabled: bool| {
            html! {
                <button data-testid={testid} aria-label={label.clone()} title={label}
                        disabled={!enabled} onclick={select(to)}>
                    // Drawn, not a font glyph: not every system has the media-control symbols.
                    <svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d={icon} /></svg>
                </button>
            }
        };
    let cursor = props.cursor;
    let moves = props.items.iter().enumerate().map(|(i, item)| {
        let number = i + 1;
        let current = number == cursor;
        let class = props.classes.get(i).copied().flatten();
        let badge = class.and_then(|c| {
            let sign = match c {
                Class::Inaccuracy => "?!",
                Class::Mistake => "?",
                Class::Blunder => "??",
                Class::Best | Class::Good => return None,
            };
            Some(html! {
                <span class={classes!("review-badge", c.name())} title={class_name(c)} data-testid="review-badge">
                    <span aria-hidden="true">{ sign }</span>
                    <span class="visually-hidden">{ format!(" ({})", class_name(c)) }</span>
                </span>
            })
        });
        html! {
            <li>
                <button class={classes!("move", current.then_some("current"))}
                        data-move={number.to_string()}
                        aria-current={current.then_some("step")}
                        onclick={select(number)}>
                    <span class="number">{ format!("{number}.") }</span>
                    <span class={classes!("mark", item.mark)} aria-hidden="true"></span>
                    // The mover, for screen readers: the name then holds the visible text.
                    <span class="visually-hidden">{ format!("{} ", item.mover) }</span>
                    <span class="token">{ &item.token }</span>
                    { badge }
                </button>
            </li>
        }
    });
    html! {
        <nav class="moves" aria-label={t!("moves-title")}>
            <div class="replay-buttons">
                { nav_button("replay-first", ICON_FIRST, t!("replay-first"), 0, cursor > 0) }
                { nav_button("replay-back", ICON_BACK, t!("replay-back"), cursor.saturating_sub(1), cursor > 0) }
                { nav_button("replay-forward", ICON_FORWARD, t!("replay-forward"), (cursor + 1).min(len), cursor < len) }
                { nav_button("replay-last", ICON_LAST, t!("replay-last"), len, cursor < len) }
            </div>
            if len == 0 {
                <p class="moves-empty">{ t!("moves-none") }</p>
            } else {
                <ol class="move-list" data-testid="move-list" ref={list}>{ for moves }</ol>
            }
        </nav>
    }
}
