//! Small pictures of each game's board for the home page, each drawn by the game's own
//! board (in its `rules` module).

use engine::{
    GameId,
    karo::{four::KaroFour, jumpers::KaroJumpers},
};
use yew::prelude::*;

use crate::games::{azacru, caro, karo, kauri};

/// The picture of a game's board.
pub fn picture(game: GameId) -> Html {
    match game {
        GameId::Caro => caro::rules::picture(),
        GameId::KaroFour => karo::rules::home_picture::<KaroFour>(),
        GameId::KaroJumpers => karo::rules::home_picture::<KaroJumpers>(),
        GameId::Kauri => kauri::rules::picture(),
        GameId::Azacru => azacru::rules::picture(),
    }
}
