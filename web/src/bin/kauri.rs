//! The site's bundle for Kauri: its page (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::Kauri),
        web::pages::kauri,
        &[],
    );
}
