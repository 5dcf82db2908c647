//! The Caro page: status, board, colour choice, and the game controls.

use engine::{
    Game, GameId, GameOptions,
    caro::{Caro, CaroMove, CaroOptions},
};
use yew::prelude::*;

use crate::{
    adapters::caro::{board_view, choice_explanation, status},
    address,
    components::{
        caro_board::CaroBoard, colour_choice::ColourChoice, new_game::NewGame, notice::NoticeBar,
    },
    route::GameLink,
    state::{Action, Play},
    t,
};

#[derive(Properties, PartialEq, Debug)]
pub struct Props {
    /// The game the address describes.
    pub link: GameLink,
    /// Counts the address changes made outside the page (typing, back, forward): each
    /// new value sets the game up from `link` again.
    pub nav: u32,
}

#[component]
pub fn CaroPage(props: &Props) -> Html {
    let play = use_reducer(|| Play::<Caro>::from_link(&props.link));
    let show_new_game = use_state(|| false);

    // Follow the address when it is changed from outside, but not on the first render:
    // the reducer was set up from the same link.
    let seen_nav = use_mut_ref(|| props.nav);
    {
        let play = play.clone();
        let link = props.link.clone();
        use_effect_with(props.nav, move |&nav| {
            if *seen_nav.borrow() != nav {
                *seen_nav.borrow_mut() = nav;
                play.dispatch(Action::Load(link));
            }
        });
    }

    // The address follows the game. While a notice about the link is shown, the link is
    // left as the player gave it, so that nothing of it is lost before he decides.
    {
        let fragment = play.link().to_fragment(GameId::Caro);
        use_effect_with(
            (fragment, play.notice.is_some()),
            |(fragment, has_notice)| {
                if !has_notice {
                    address::replace(fragment);
                }
            },
        );
    }

    let view = board_view(&play);
    let on_place = {
        let play = play.clone();
        Callback::from(move |p| play.dispatch(Action::Play(CaroMove::Place(p))))
    };
    let on_choose = {
        let play = play.clone();
        Callback::from(move |c| play.dispatch(Action::Play(CaroMove::Choose(c))))
    };
    let on_undo = {
        let play = play.clone();
        Callback::from(move |_: MouseEvent| play.dispatch(Action::Undo))
    };
    let start = {
        let play = play.clone();
        let show_new_game = show_new_game.clone();
        Callback::from(move |assignments: Vec<String>| {
            let mut options = CaroOptions::default();
            for assignment in &assignments {
                // The form offers only valid values; anything else keeps its default.
                let _ = options.assign(assignment);
            }
            let fresh = Play::<Caro>::new(options);
            address::push(&fresh.link().to_fragment(GameId::Caro));
            play.dispatch(Action::NewGame(options));
            show_new_game.set(false);
        })
    };
    let open_new_game = {
        let show_new_game = show_new_game.clone();
        Callback::from(move |_: MouseEvent| show_new_game.set(true))
    };
    let close_new_game = {
        let show_new_game = show_new_game.clone();
        Callback::from(move |()| show_new_game.set(false))
    };
    let on_keep = {
        let play = play.clone();
        Callback::from(move |()| play.dispatch(Action::Dismiss))
    };
    let on_notice_new_game = {
        let start = start.clone();
        Callback::from(move |()| start.emit(Vec::new()))
    };
    let current_options: Vec<(&'static str, &'static str)> = CaroOptions::SPECS
        .iter()
        .filter_map(|spec| Some((spec.key, play.game.options().get(spec.key)?)))
        .collect();

    html! {
        <main class="game-page caro">
            <h1>{ t!("game-caro") }</h1>
            if let Some(notice) = &play.notice {
                <NoticeBar notice={notice.clone()} kept={play.moves.len()}
                           on_keep={on_keep} on_new_game={on_notice_new_game} />
            }
            <p class="status" data-testid="status" aria-live="polite">{ status(&play.game) }</p>
            if let Some(explanation) = choice_explanation(&play.game) {
                <ColourChoice {explanation} {on_choose} />
            }
            <div class="board-wrap">
                <CaroBoard stones={view.stones} targets={view.targets} next={view.next}
                           last={view.last} winning={view.winning} {on_place} />
            </div>
            <div class="controls">
                <button data-testid="new-game" onclick={open_new_game}>{ t!("control-new-game") }</button>
                <button data-testid="undo" onclick={on_undo} disabled={play.moves.is_empty()}>
                    { t!("control-undo") }
                </button>
            </div>
            if *show_new_game {
                <NewGame specs={CaroOptions::SPECS} values={current_options}
                         on_start={start} on_cancel={close_new_game} />
            }
        </main>
    }
}
