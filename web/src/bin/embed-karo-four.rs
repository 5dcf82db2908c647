//! The site's bundle for Karo: Four in a Row's embedded board (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Embed(GameId::KaroFour),
        web::pages::embed_karo_four,
        &[],
    );
}
