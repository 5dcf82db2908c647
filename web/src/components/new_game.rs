//! The New game form, in a dialog over the page: first whom to play (a friend at this
//! device, or the computer: its level and the person's side), then one choice per option
//! of the game, from the game's option specs, and last who plays each seat of the game
//! those options make.

pub mod opponent;

use engine::{GameOptions, OptionSpec};
use web_sys::{HtmlDialogElement, HtmlSelectElement};
use yew::prelude::*;

use crate::{
    games::{GameUi, seat_label},
    link::ComputerPlayers,
    seats::computer_players,
    t,
};
use opponent::{DEFAULT_LEVEL, Opponent, first_mover_seat};

#[derive(Properties, Debug)]
pub struct Props<G: GameUi> {
    /// The options to start from: the current game's.
    pub options: G::Options,
    /// Who plays each seat now: the computer's level, or 0 for a person (by seat index;
    /// see `seats::seat_levels`). Two people start from the opponent chosen last.
    #[prop_or_default]
    pub levels: Vec<u8>,
    /// Start a game with these options and computer players (`(player, level)`, players
    /// numbered as by `engine::Game::player_in`).
    pub on_start: Callback<(G::Options, ComputerPlayers)>,
    pub on_cancel: Callback<()>,
    /// Open the form that starts a game with a friend online instead, where the site
    /// plays online.
    #[prop_or_default]
    pub on_online: Option<Callback<()>>,
}

impl<G: GameUi> PartialEq for Props<G> {
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.levels == other.levels
            && self.on_start == other.on_start
            && self.on_cancel == other.on_cancel
            && self.on_online == other.on_online
    }
}

/// The option that says who moves first.
pub(crate) const FIRST: &str = "first";

/// One option as the form offers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Choice {
    spec: &'static OptionSpec,
    /// The values that fit the options before it.
    allowed: Vec<&'static str>,
    /// The value shown.
    current: &'static str,
}

/// Each option with the values it may take given the options before it (in spec order)
/// as chosen: a choice that no longer fits (Azacru's `first=north` once `players=2` is
/// chosen) gives way to the option's default. Also the options the choices make.
pub(crate) fn choices<O: GameOptions>(chosen: &[(&'static str, &'static str)]) -> (O, Vec<Choice>) {
    let mut options = O::default();
    let mut choices = Vec::new();
    for spec in O::SPECS {
        let allowed: Vec<&'static str> = spec
            .values
            .iter()
            .copied()
            .filter(|value| {
                let mut trial = options.clone();
                trial.set(spec.key, value).is_ok() && trial.validate().is_ok()
            })
            .collect();
        let wanted = chosen.iter().find(|(key, _)| *key == spec.key);
        let current = match wanted {
            Some((_, value)) if allowed.contains(value) => *value,
            _ => options.default_value(spec),
        };
        // The default always fits; should it not, the option keeps what it had.
        let _ = options.set(spec.key, current);
        choices.push(Choice {
            spec,
            allowed,
            current,
        });
    }
    (options, choices)
}

/// The options `chosen` make (`(key, value)` pairs; the rest at their defaults).
pub fn chosen_options<O: GameOptions>(chosen: &[(&'static str, &'static str)]) -> O {
    choices::<O>(chosen).0
}

#[component]
pub fn NewGame<G: GameUi>(props: &Props<G>) -> Html {
    // Only what differs from the defaults: a default that depends on another option
    // (Azacru's `first` on `players`) follows what is chosen for it.
    let values = use_state(|| props.options.non_default());
    // The current game's players if the computer plays in it, else the opponent chosen
    // last for this game, else the computer with the person moving first.
    let levels = use_state(|| {
        let game = G::new(props.options.clone());
        let seats = seats_of::<G>(&props.options);
        let newcomer = Opponent::Computer {
            you: first_mover_seat(&game),
            level: DEFAULT_LEVEL,
        };
        match props.levels.iter().any(|&l| l > 0) {
            true => props.levels.clone(),
            false => Opponent::remembered(G::ID)
                .unwrap_or(newcomer)
                .levels(&seats),
        }
    });
    let dialog = use_node_ref();
    {
        // Modal, where the person is looking, whatever the page's scroll.
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            if let Some(dialog) = dialog.cast::<HtmlDialogElement>() {
                let _ = dialog.show_modal();
            }
        });
    }
    let (options, choices) = choices::<G::Options>(&values);
    // The game these options make: its seats are the form's.
    let game = G::new(options);
    let seats: Vec<usize> = game.seats().iter().map(|seat| seat.index()).collect();
    let field = |choice: &Choice| option_field(&values, choice);
    // Who moves first is for those who want it, with who plays each seat.
    let (advanced, basic): (Vec<&Choice>, Vec<&Choice>) =
        choices.iter().partition(|choice| choice.spec.key == FIRST);
    let on_start = {
        let game = game.clone();
        let (on_start, levels, seats) = (props.on_start.clone(), levels.clone(), seats.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(opponent) = Opponent::of(&levels, &seats) {
                opponent.remember(G::ID);
            }
            // Only the seats of the game these options make, numbered as the computer
            // numbers its players (Azacru's in turn order from the first mover).
            let computer = computer_players(&game, &levels);
            on_start.emit((game.options().clone(), computer));
        })
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    // Escape closes the dialog as Cancel does.
    let on_escape = props.on_cancel.reform(|e: Event| e.prevent_default());
    let opponent = opponent_choice(
        &levels,
        &seats,
        |seat| seat_label(&game, seat),
        first_mover_seat(&game),
    );
    // Seats set another way than against one opponent are shown open.
    let simple = Opponent::of(&levels, &seats);
    // Who plays each seat: a person, or the computer at a level where it plays the game.
    let seats = game.seats().iter().map(|seat| {
        let i = seat.index();
        let id = format!("seat-{i}");
        let current = levels.get(i).copied().unwrap_or(0);
        let onchange = {
            let levels = levels.clone();
            Callback::from(move |e: Event| {
                let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
                let mut next = (*levels).clone();
                if next.len() <= i {
                    next.resize(i + 1, 0);
                }
                next[i] = chosen.parse::<u8>().ok().filter(|l| *l <= 5).unwrap_or(0);
                levels.set(next);
            })
        };
        html! {
            <label for={id.clone()}>
                <span>{ seat_label(&game, i) }</span>
                <select id={id.clone()} name={id.clone()} data-testid={id} {onchange}>
                    <option value="0" selected={current == 0}>{ t!("seat-person") }</option>
                    { for (1..=5u8).map(|level| html! {
                        <option value={level.to_string()} selected={current == level}>
                            { t!("seat-computer", level = level) }
                        </option>
                    }) }
                </select>
            </label>
        }
    });
    html! {
        <dialog class="new-game-dialog" ref={dialog} aria-labelledby="new-game-title" oncancel={on_escape}>
            <form class="new-game" data-testid="new-game" onsubmit={on_start}>
                <h2 id="new-game-title">{ t!("new-game-title") }</h2>
                { opponent }
                if let Some(on_online) = &props.on_online {
                    <button type="button" class="link-button" data-testid="new-game-online"
                            onclick={on_online.reform(|_: MouseEvent| ())}>
                        { t!("start-online") }
                    </button>
                }
                { for basic.into_iter().map(field) }
                <details class="advanced" data-testid="new-game-advanced" open={simple.is_none()}>
                    <summary>{ t!("new-game-advanced") }</summary>
                    { for advanced.into_iter().map(field) }
                    <fieldset class="seats">
                        <legend>{ t!("new-game-players") }</legend>
                        { for seats }
                    </fieldset>
                </details>
                <div class="actions">
                    <button type="submit" data-testid="start">{ t!("new-game-start") }</button>
                    <button type="button" onclick={on_cancel}>{ t!("new-game-cancel") }</button>
                </div>
            </form>
        </dialog>
    }
}

/// One option's choice in a form: a select of the values that fit the options before it.
/// `values` holds what is chosen (only the spec's own values are ever stored, whatever
/// the event says).
pub(crate) fn option_field(
    values: &UseStateHandle<Vec<(&'static str, &'static str)>>,
    Choice {
        spec,
        allowed,
        current,
    }: &Choice,
) -> Html {
    let onchange = {
        let values = values.clone();
        let spec = **spec;
        Callback::from(move |e: Event| {
            let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(value) = spec.values.iter().find(|v| **v == chosen) {
                let mut next: Vec<_> = (*values).clone();
                next.retain(|(key, _)| *key != spec.key);
                next.push((spec.key, *value));
                values.set(next);
            }
        })
    };
    let id = format!("option-{}", spec.key);
    html! {
        <label for={id.clone()}>
            <span>{ t!(format!("option-{}", spec.key)) }</span>
            <select id={id} name={spec.key} {onchange}>
                { for allowed.iter().map(|value| html! {
                    <option value={*value} selected={value == current}>
                        { t!(format!("option-{}-{value}", spec.key)) }
                    </option>
                }) }
            </select>
        </label>
    }
}

/// The seats (by index) of the game `options` make.
fn seats_of<G: ai::Computer>(options: &G::Options) -> Vec<usize> {
    G::new(options.clone())
        .seats()
        .iter()
        .map(|seat| seat.index())
        .collect()
}

/// The first choice: a friend at this device, or the computer, and then its level and the
/// person's side (at first, `first`: the seat that moves first). Neither is checked while the seats are set another way (computer
/// against computer).
fn opponent_choice(
    levels: &UseStateHandle<Vec<u8>>,
    seats: &[usize],
    label: impl Fn(usize) -> String,
    first: usize,
) -> Html {
    let current = Opponent::of(levels, seats);
    let choose = |to: Opponent| {
        let (levels, seats) = (levels.clone(), seats.to_vec());
        move |_: Event| levels.set(to.levels(&seats))
    };
    let (you, level) = match current {
        Some(Opponent::Computer { you, level }) => (you, level),
        _ => (first, DEFAULT_LEVEL),
    };
    let on_you = {
        let (levels, seats) = (levels.clone(), seats.to_vec());
        Callback::from(move |e: Event| {
            let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(you) = chosen.parse() {
                levels.set(Opponent::Computer { you, level }.levels(&seats));
            }
        })
    };
    let on_level = {
        let (levels, seats) = (levels.clone(), seats.to_vec());
        Callback::from(move |e: Event| {
            let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(level) = chosen.parse().ok().filter(|l| (1..=5).contains(l)) {
                levels.set(Opponent::Computer { you, level }.levels(&seats));
            }
        })
    };
    let against_computer = matches!(current, Some(Opponent::Computer { .. }));
    html! {
        <fieldset class="opponent" data-testid="opponent">
            <legend>{ t!("new-game-opponent") }</legend>
            <label class="choice">
                <input type="radio" name="opponent" value="friend" data-testid="opponent-friend"
                       checked={current == Some(Opponent::Friend)}
                       onchange={choose(Opponent::Friend)} />
                { t!("new-game-friend") }
            </label>
            <label class="choice">
                <input type="radio" name="opponent" value="computer" data-testid="opponent-computer"
                       checked={against_computer} onchange={choose(Opponent::Computer { you, level })} />
                { t!("new-game-computer") }
            </label>
            if against_computer {
                <div class="computer-choice">
                    <label for="opponent-level">
                        <span>{ t!("new-game-level") }</span>
                        <select id="opponent-level" data-testid="opponent-level" onchange={on_level}>
                            { for (1..=5u8).map(|l| html! {
                                <option value={l.to_string()} selected={l == level}>{ l }</option>
                            }) }
                        </select>
                    </label>
                    <label for="opponent-side">
                        <span>{ t!("new-game-you") }</span>
                        <select id="opponent-side" data-testid="opponent-side" onchange={on_you}>
                            { for seats.iter().map(|&seat| html! {
                                <option value={seat.to_string()} selected={seat == you}>
                                    { label(seat) }
                                </option>
                            }) }
                        </select>
                    </label>
                </div>
            }
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use engine::azacru::AzacruOptions;

    use super::*;

    #[test]
    fn test_first_offers_only_players_who_take_part() {
        let first = |chosen: &[(&'static str, &'static str)]| {
            let (options, choices) = choices::<AzacruOptions>(chosen);
            let choice = choices.into_iter().find(|c| c.spec.key == "first");
            (options.get("first"), choice.map(|c| (c.allowed, c.current)))
        };
        let (value, choice) = first(&[("players", "2"), ("first", "north")]);
        // North does not play: the default instead.
        assert_eq!(value, Some("east"));
        assert_eq!(choice, Some((vec!["east", "west"], "east")));
        let (_, choice) = first(&[("first", "south"), ("players", "4")]);
        assert_eq!(choice.map(|c| (c.0.len(), c.1)), Some((4, "south")));
    }
}
