//! The site's bundle for Caro's embedded board (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Embed(GameId::Caro),
        web::pages::embed_caro,
        &[],
    );
}
