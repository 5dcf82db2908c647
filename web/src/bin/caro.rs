//! The site's bundle for Caro: its page and rules (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::Caro),
        web::pages::caro,
        &[(
            "rules-caro",
            include_str!("../../../static/locales/en/rules-caro.ftl"),
        )],
    );
}
