//! A game on its page: set up from the address, kept in the address and in local storage,
//! with the saved game offered back when the page is opened bare.

use std::rc::Rc;

use engine::{Game, GameOptions};
use yew::prelude::*;

use crate::{
    address::{self, Write},
    browser,
    import::import,
    link::ComputerPlayers,
    link::GameLink,
    route::Route,
    state::{Action, Play},
    storage::{self, Saved},
    t,
};

/// What a game page needs: the game, and the page-level offers and callbacks.
#[derive(Debug)]
pub struct GameHandle<G: Game + 'static> {
    /// The game and its reducer.
    pub play: UseReducerHandle<Play<G>>,
    /// A saved game to offer back, if the page was opened bare and one exists.
    pub resume: Option<Saved>,
    /// How many saved games could not be read (reported once).
    pub set_aside: usize,
    /// The last change could not be saved in this browser.
    pub not_saved: bool,
    /// Open the offered saved game.
    pub on_resume: Callback<()>,
    /// Decline the offer (the saved game stays saved).
    pub on_decline: Callback<()>,
    /// Start a new game with these options and computer players, as a new history entry.
    pub on_new_game: Callback<(G::Options, ComputerPlayers)>,
}

/// What the page offers about saved games (one to resume, how many could not be read),
/// kept across renders.
#[derive(Clone, Debug, Default, PartialEq)]
struct Offers {
    resume: Option<Saved>,
    set_aside: usize,
}

fn offer<G: Game>(link: &GameLink) -> Offers {
    let shelf = storage::shelf(G::ID);
    Offers {
        // A link always wins; the bare page offers the latest saved game that has not
        // ended back.
        resume: link
            .is_bare()
            .then(|| {
                shelf
                    .games
                    .iter()
                    .find(|saved| !saved.is_over::<G>())
                    .cloned()
            })
            .flatten(),
        set_aside: shelf.set_aside,
    }
}

/// The move one tap on the board's cell plays at once, by a pointer (`GameUi::tapped`).
pub type Tapped<G> = fn(&Play<G>, &str, &str) -> Option<<G as Game>::Move>;

/// The game of `link`; at the start, with the move a tap on the board played while the
/// page's bundle loaded (`browser::take_kept_tap`, `tapped`), drawn from the first.
fn first_play<G: Game>(link: &GameLink, tapped: Tapped<G>) -> Play<G> {
    let play = Play::<G>::from_link(link);
    if !link.is_bare() {
        return play;
    }
    let Some(m) = browser::take_kept_tap(|cell, pointer| tapped(&play, cell, pointer)) else {
        return play;
    };
    let play = Rc::unwrap_or_clone(Rc::new(play).reduce(Action::Play(m)));
    // In the address at once: the stone is drawn in this task, before the effect that
    // writes the address after each move (below) runs, a frame later.
    address::write(Write::Replace, &play.link().to_fragment(G::ID));
    play
}

/// Sets up the game of `link`, and again from the address whenever it changes from outside
/// the page to another link of this game (typing, back, forward); a tap kept at the start
/// plays the move `tapped` says.
#[hook]
pub fn use_game<G: Game + 'static>(link: &GameLink, tapped: Tapped<G>) -> GameHandle<G> {
    let play = use_reducer(|| first_play::<G>(link, tapped));
    let offers = {
        let link = link.clone();
        use_state(move || offer::<G>(&link))
    };
    // The storage key this game is saved under, once it has one.
    let slot = use_mut_ref(|| None::<String>);
    let not_saved = use_state(|| false);

    {
        let (play, offers, slot) = (play.clone(), offers.clone(), slot.clone());
        address::use_outside_changes(Callback::from(move |fragment: String| {
            if let Route::Game(id, link) = Route::parse(&fragment)
                && id == G::ID
            {
                *slot.borrow_mut() = None;
                offers.set(offer::<G>(&link));
                play.dispatch(Action::Load(link));
            }
        }));
    }

    // The address follows the game. While a notice about the link is shown, the link is
    // left as the player gave it, so that nothing of it is lost before he decides.
    {
        let fragment = play.link().to_fragment(G::ID);
        use_effect_with(
            (fragment, play.notice.is_some()),
            |(fragment, has_notice)| {
                if !has_notice {
                    address::write(Write::Replace, fragment);
                }
            },
        );
    }

    // Every change is saved, under the key of the saved game it continues (found by its
    // record when the page was opened from it) or under a new one.
    {
        let record = play.whole_link().to_record(G::ID);
        let worth_saving = !record.moves.is_empty() && play.notice.is_none();
        let over = match play.cursor == play.moves.len() {
            true => play.game.is_over(),
            false => play.position_after(play.moves.len()).is_over(),
        };
        let (slot, not_saved) = (slot.clone(), not_saved.clone());
        let computer = play.computer.clone();
        use_effect_with(
            (record, computer, worth_saving, over),
            move |(record, computer, worth_saving, over)| {
                if !worth_saving {
                    return;
                }
                let mut slot = slot.borrow_mut();
                let key = slot.get_or_insert_with(|| {
                    storage::shelf(G::ID)
                        .games
                        .into_iter()
                        .find(|saved| saved.record == *record)
                        .map_or_else(|| storage::new_key(G::ID), |saved| saved.key)
                });
                let saved = storage::save(key, record, computer, *over);
                if *not_saved == saved {
                    not_saved.set(!saved);
                }
            },
        );
    }

    let on_resume = {
        let (play, offers, slot) = (play.clone(), offers.clone(), slot.clone());
        Callback::from(move |()| {
            let Some(saved) = offers.resume.clone() else {
                return;
            };
            let link = saved.link();
            address::write(Write::Push, &link.to_fragment(G::ID));
            *slot.borrow_mut() = Some(saved.key);
            offers.set(Offers::default());
            play.dispatch(Action::Load(link));
        })
    };
    let on_decline = {
        let offers = offers.clone();
        Callback::from(move |()| offers.set(Offers::default()))
    };
    let on_new_game = {
        let (play, offers, slot) = (play.clone(), offers.clone(), slot.clone());
        Callback::from(move |(options, computer): (G::Options, ComputerPlayers)| {
            let link = GameLink {
                options: options
                    .non_default()
                    .into_iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect(),
                computer: computer.clone(),
                ..GameLink::default()
            };
            address::write(Write::Push, &link.to_fragment(G::ID));
            *slot.borrow_mut() = None;
            offers.set(Offers::default());
            play.dispatch(Action::NewGame(options, computer));
        })
    };
    GameHandle {
        resume: offers.resume.clone(),
        set_aside: offers.set_aside,
        not_saved: *not_saved,
        play,
        on_resume,
        on_decline,
        on_new_game,
    }
}

impl<G: Game + 'static> GameHandle<G> {
    /// A callback that dispatches `action` (built from the event's value).
    pub fn dispatch<T: 'static>(&self, action: impl Fn(T) -> Action<G> + 'static) -> Callback<T> {
        let play = self.play.dispatcher();
        Callback::from(move |value| play.dispatch(action(value)))
    }

    /// Plays a move typed in notation ([`read_typed`]); a refused one sets `error` to the
    /// reason.
    pub fn on_typed(&self, error: UseStateHandle<Option<String>>) -> Callback<String> {
        let play = self.play.clone();
        Callback::from(move |text: String| match read_typed(&play.game, &text) {
            Ok(m) => {
                error.set(None);
                play.dispatch(Action::Play(m));
            }
            Err(refused) => error.set(Some(refused)),
        })
    }

    /// Opens what the player pasted or uploaded: a link (an online game's too), a record,
    /// or a position code (read with this game's options); a text that gives no game sets
    /// `error`. Through the address itself, as if typed: the app routes to the game's
    /// page, and this game's page sets it up as for any outside change.
    pub fn on_import(&self, error: UseStateHandle<Option<String>>) -> Callback<String> {
        let current = self.play.whole_link().options;
        Callback::from(move |text: String| match import::<G>(&text, &current) {
            Ok(opened) => {
                error.set(None);
                address::write(Write::Open, &opened.fragment());
            }
            Err(e) => error.set(Some(e.message())),
        })
    }
}

/// The move `text` names in `game`, read as a person types it (spaces and capitals do not
/// matter: notation is ASCII, so only its capitals are lowered, which keeps Unicode's case
/// tables out of the page); or, for a move that cannot be played, the sentence that says
/// why, for the move box.
pub fn read_typed<G: Game>(game: &G, text: &str) -> Result<G::Move, String> {
    let token = text.trim().to_ascii_lowercase();
    game.parse_move(&token)
        .and_then(|m| game.check_move(m).map(|()| m))
        .and_then(|m| match game.is_over() {
            true => Err(engine::MoveError::GameOver),
            false => Ok(m),
        })
        .map_err(|e| {
            t!(
                "move-input-refused",
                token = token,
                reason = t!(format!("error-{}", e.id()))
            )
        })
}
