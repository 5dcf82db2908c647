//! The site's bundle for Azacru: its page and rules (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::Azacru),
        web::pages::azacru,
        &[(
            "rules-azacru",
            include_str!("../../../static/locales/en/rules-azacru.ftl"),
        )],
    );
}
