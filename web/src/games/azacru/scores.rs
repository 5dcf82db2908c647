//! The Azacru score panel: each player's fields, markers left and chevrons left; the
//! player to move and, at the end, the winners, marked in words as well as colour.

use std::rc::Rc;

use yew::prelude::*;

use crate::{
    games::azacru::board::side_letter,
    games::azacru::view::{ScoreRow, side_class, side_name},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// One row per player, in seat order.
    pub rows: Rc<Vec<ScoreRow>>,
}

#[component]
pub fn AzacruScores(props: &Props) -> Html {
    let rows = props.rows.iter().map(|row| {
        let class = classes!(
            side_class(row.side),
            row.to_move.then_some("to-move"),
            row.winner.then_some("winner")
        );
        html! {
            <tr {class} data-side={row.side.name()}>
                <th scope="row">
                    <span class={classes!("seat-badge", side_class(row.side))} aria-hidden="true">
                        { side_letter(row.side) }
                    </span>
                    { side_name(row.side) }
                    // An arrow to see, words to hear: the row's colour is not the only cue.
                    if row.to_move {
                        <span class="turn" aria-hidden="true">{ "◀" }</span>
                        <span class="visually-hidden">{ format!(" ({})", t!("azacru-score-to-move")) }</span>
                    }
                    if row.winner {
                        <span class="tag winner">{ t!("azacru-score-winner") }</span>
                    }
                </th>
                <td data-testid="fields">{ row.fields }</td>
                <td>{ row.markers_left }</td>
                <td>{ row.chevrons }</td>
            </tr>
        }
    });
    // In a box of its own that scrolls sideways when enlarged text makes the table wider
    // than a narrow screen, rather than the whole page.
    html! {
        <div class="scores-scroll">
            <table class="azacru-scores" data-testid="scores">
                <caption>{ t!("azacru-score-title") }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t!("azacru-score-player") }</th>
                        <th scope="col">{ t!("azacru-score-fields") }</th>
                        <th scope="col">{ t!("azacru-score-markers") }</th>
                        <th scope="col">{ t!("azacru-score-chevrons") }</th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}
