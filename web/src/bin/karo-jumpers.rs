//! The site's bundle for Karo: Jumpers and Crawlers: its page and rules (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::KaroJumpers),
        web::pages::karo_jumpers,
        &[(
            "rules-karo-jumpers",
            include_str!("../../../static/locales/en/rules-karo-jumpers.ftl"),
        )],
    );
}
