//! The site's bundle for Karo: Jumpers and Crawlers: its page (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::KaroJumpers),
        web::pages::karo_jumpers,
        &[],
    );
}
