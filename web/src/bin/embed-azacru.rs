//! The site's bundle for Azacru's embedded board (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Embed(GameId::Azacru),
        web::pages::embed_azacru,
        &[],
    );
}
