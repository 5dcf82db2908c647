//! The site's bundle for Kauri's embedded board (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Embed(GameId::Kauri),
        web::pages::embed_kauri,
        &[],
    );
}
