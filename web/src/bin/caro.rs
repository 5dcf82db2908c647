//! The site's bundle for Caro: its page (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::Caro),
        web::pages::caro,
        &[],
    );
}
