//! The site's bundle for Karo: Four in a Row: its page (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::KaroFour),
        web::pages::karo_four,
        &[],
    );
}
