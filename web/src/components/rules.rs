//! The rules pages: one per game, in our own words, with diagrams drawn by the game's own
//! board component.

use engine::GameId;
use yew::prelude::*;

use crate::{
    components::{
        azacru_rules::AzacruRules,
        caro_rules::CaroRules,
        karo_rules::{KaroFourRules, KaroJumpersRules},
        kauri_rules::KauriRules,
    },
    playable::is_playable,
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    pub game: GameId,
}

#[component]
pub fn RulesPage(props: &Props) -> Html {
    let id = props.game;
    let name = t!(format!("game-{id}"));
    html! {
        <main class="rules-page" data-testid="rules">
            <h1>{ t!("rules-title", game = name) }</h1>
            {
                match id {
                    GameId::Caro => html! { <CaroRules /> },
                    GameId::Azacru => html! { <AzacruRules /> },
                    GameId::KaroFour => html! { <KaroFourRules /> },
                    GameId::KaroJumpers => html! { <KaroJumpersRules /> },
                    GameId::Kauri => html! { <KauriRules /> },
                }
            }
            <p class="actions">
                if is_playable(id) {
                    <a class="button" href={format!("#/{id}")}>{ t!("rules-play", game = t!(format!("game-{id}"))) }</a>
                }
                <a class="button" href="#/">{ t!("nav-home") }</a>
            </p>
        </main>
    }
}
