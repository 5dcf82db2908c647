//! The site's bundle for Kauri: its page and rules (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::Kauri),
        web::pages::kauri,
        &[(
            "rules-kauri",
            include_str!("../../../static/locales/en/rules-kauri.ftl"),
        )],
    );
}
