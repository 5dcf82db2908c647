//! The site's bundle for Azacru: its page (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::Azacru),
        web::pages::azacru,
        &[],
    );
}
