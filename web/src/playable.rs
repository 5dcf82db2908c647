//! Which games the site can show yet. A game's rules may be in the engine (and the
//! command line) before its board is drawn here.

use engine::GameId;

/// Whether the site has a page for playing `game`.
pub fn is_playable(game: GameId) -> bool {
    matches!(
        game,
        GameId::Caro | GameId::Azacru | GameId::KaroFour | GameId::KaroJumpers | GameId::Kauri
    )
}
