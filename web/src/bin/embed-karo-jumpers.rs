//! The site's bundle for Karo: Jumpers and Crawlers's embedded board (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Embed(GameId::KaroJumpers),
        web::pages::embed_karo_jumpers,
        &[],
    );
}
