//! Each game's part of the site, one folder a game: its board, its view of the engine (what
//! the board may offer, what the page says), its rules page. Everything around a board is
//! the same for every game and written once (`pages::game_page`,
//! `pages::game_embed`); a game plugs into it by implementing [`GameUi`].

pub mod azacru;
pub mod caro;
pub mod dests;
pub mod karo;
pub mod kauri;
pub mod rules_text;

use std::{fmt::Debug, rc::Rc};

use engine::{GameId, Seat};
use yew::prelude::*;

use crate::{i18n::Part, state::Play};

/// One move of the move list, as a game names it ([`GameUi::move_items`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveItem {
    /// The move's token, e.g. `h8` or `=w`.
    pub token: String,
    /// Who made it, for the mark and for screen readers, e.g. `Black`.
    pub mover: String,
    /// The mark's style, e.g. `black`, `white` or `choice`.
    pub mark: &'static str,
}

/// The items of a line of moves played from `start`, each named by `item` from the
/// position before it (whose turn it was).
pub fn items<G: engine::Game>(
    start: &G,
    moves: &[G::Move],
    item: impl Fn(&G, G::Move) -> MoveItem,
) -> Vec<MoveItem> {
    let mut game = start.clone();
    moves
        .iter()
        .map(|&m| {
            let named = item(&game, m);
            game.play_unchecked(m);
            named
        })
        .collect()
}

/// A move chosen in several steps, part-way: the moves a touch on the board left to
/// choose from (Karo's tile dropped on a cell, waiting for the piece that enters it;
/// Azacru's chevron moved into another region, waiting for its twist). Empty while
/// nothing waits. It belongs to the position it was made in (`hooks::use_kept`).
pub type Pending<M> = Rc<[M]>;

/// The name of the seat with index `seat`, as people know its player (`First player`,
/// `North`): the New game form lists seats in seat order.
pub fn seat_label<G: GameUi>(game: &G, seat: usize) -> String {
    let seat = Seat(u8::try_from(seat).unwrap_or(u8::MAX));
    game.player_label(game.player_in(seat))
}

/// Whether the only legal move is `pass`: the board then offers the pass alone, and the
/// status line says so. In each game with a pass it is legal only when nothing else is.
pub fn must_pass<G: engine::Game>(game: &G, pass: G::Move) -> bool {
    game.is_legal(pass)
}

/// What a game tells the page and the embed around its board.
pub trait GameUi: ai::Computer + PartialEq + 'static {
    /// An example move for the move box (`h8`).
    const EXAMPLE: &'static str;

    /// The style classes of the game's page and embed, besides their own (`karo karo-four`).
    const CLASSES: &'static str;

    /// The game's own part of English's messages (`crate::i18n::english`).
    const ENGLISH: &'static str;

    /// The status line: whose turn and what to do, or how the game ended.
    fn status(play: &Play<Self>, pending: &[Self::Move]) -> String;

    /// What the person to move does now, in a sentence under the status line ("Pick one
    /// of your pits, the bottom row."), where the game has more to say than whose turn it
    /// is. `you`: the one player the person here plays (against the computer, or at his
    /// online seat), whose status line says only "Your move"; `flipped`: the board is
    /// drawn turned half round, by default or by hand.
    fn prompt(
        _play: &Play<Self>,
        _pending: &[Self::Move],
        _you: Option<usize>,
        _flipped: bool,
    ) -> Option<String> {
        None
    }

    /// The status line while the board is still showing the last move (Kauri's sowing),
    /// when it takes no move yet: "South sows c…" rather than "North to move".
    fn busy_status(play: &Play<Self>) -> String {
        Self::status(play, &[])
    }

    /// The move one tap on the board's `cell` (its `data-cell`, `h8`) plays at once on
    /// `play`'s board, as the board takes a tap by that `pointer` (`mouse`, `touch`,
    /// `pen`); `None` where such a tap plays nothing at once (it picks a piece up, or only
    /// shows a stone). The page plays a tap kept while its bundle loaded this way, in its
    /// first drawing, rather than tapping its board again once drawn
    /// (`browser::take_kept_tap`).
    fn tapped(_play: &Play<Self>, _cell: &str, _pointer: &str) -> Option<Self::Move> {
        None
    }

    /// The move list: each move with its mover.
    fn move_items(play: &Play<Self>) -> Vec<MoveItem>;

    /// A player's name as people know it, in the New game form and online (`First
    /// player`, `North`), players counted as by [`engine::Game::player_in`].
    fn player_label(&self, player: usize) -> String;

    /// Whether the board starts turned half round for `you`, the one player the person at
    /// this device plays (against the computer, or at his online seat), who sits at the
    /// bottom; `None` when people play every seat here.
    fn turned(&self, you: Option<usize>) -> bool;

    /// The board and what belongs to it (Caro's colour choice, Kauri's sowing, Karo's
    /// tally, Azacru's actions).
    fn board(props: BoardProps<Self>) -> Html;

    /// What stands above the move list (Azacru's scores).
    fn beside(_play: &Play<Self>) -> Html {
        Html::default()
    }

    /// The game's own buttons among the page's controls (Karo's pass).
    fn controls(_props: &BoardProps<Self>) -> Html {
        Html::default()
    }

    /// The rules page's content.
    fn rules() -> Html;

    /// The home page's small picture of the board (decorative).
    fn picture() -> Html;

    /// The rules page's words in English, as a part of the messages (other languages
    /// have theirs in files of their own): only the static pages show them.
    const RULES: Part;
}

/// A game's rules, by its id (the static pages draw every game's).
pub fn rules(game: GameId) -> Html {
    engine::with_game!(game, G => G::rules())
}

/// The home page's picture of a game's board, by its id.
pub fn picture(game: GameId) -> Html {
    engine::with_game!(game, G => G::picture())
}

/// Every game's rules words in English, in `GameId::ALL`'s order.
pub const RULES: [Part; GameId::ALL.len()] = {
    let mut parts = [("", ""); GameId::ALL.len()];
    let mut i = 0;
    while i < parts.len() {
        parts[i] = engine::with_game!(GameId::ALL[i], G => <G as GameUi>::RULES);
        i += 1;
    }
    parts
};

/// What a game's board is given, on its page and in an embed.
#[derive(Properties)]
pub struct BoardProps<G: GameUi> {
    /// The game, showing the position after `cursor` moves.
    pub play: UseReducerHandle<Play<G>>,
    /// Whether the person may move now: not while the computer is to move, not on a
    /// board that only shows a game.
    pub live: bool,
    /// Drawn turned half round.
    pub flipped: bool,
    /// The moves a touch left to choose from, while a move is chosen in steps.
    pub pending: Pending<G::Move>,
    /// A touch left these moves to choose from (none: the choice was dropped).
    pub on_pending: Callback<Pending<G::Move>>,
    /// The move the person chose.
    pub on_move: Callback<G::Move>,
    /// A move to show on the board without playing it: the computer's, in the review.
    pub mark: Option<G::Move>,
    /// The reply the computer expects to `mark` in the review (its line's second move),
    /// drawn apart from it in the replying player's colour.
    pub reply: Option<G::Move>,
    /// The position `mark` and `reply` are moves of where it is not the one shown: in the
    /// review, the one before the move shown, where the computer would have played `mark`.
    pub mark_from: Option<G>,
    /// On the game's own page rather than embedded in another site: the page's own
    /// settings (Kauri's sowing speed) and prompts are offered.
    pub on_page: bool,
    /// Whether a move is still being shown (Kauri's sowing): the computer waits for it.
    pub on_busy: Callback<bool>,
}

impl<G: GameUi> PartialEq for BoardProps<G> {
    fn eq(&self, other: &Self) -> bool {
        // The game by identity: each move gives the reducer a new one.
        std::ptr::eq::<Play<G>>(&*self.play, &*other.play)
            && self.live == other.live
            && self.flipped == other.flipped
            && self.pending == other.pending
            && self.on_pending == other.on_pending
            && self.on_move == other.on_move
            && self.mark == other.mark
            && self.reply == other.reply
            && self.mark_from == other.mark_from
            && self.on_page == other.on_page
            && self.on_busy == other.on_busy
    }
}

impl<G: GameUi> Debug for BoardProps<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoardProps")
            .field("position", &self.play.game.to_code())
            .field("live", &self.live)
            .field("flipped", &self.flipped)
            .field("pending", &self.pending)
            .field("on_page", &self.on_page)
            .finish_non_exhaustive()
    }
}
