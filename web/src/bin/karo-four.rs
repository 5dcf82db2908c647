//! The site's bundle for Karo: Four in a Row: its page and rules (see `web::bundle`).

use engine::GameId;

fn main() {
    web::start(
        web::bundle::Bundle::Game(GameId::KaroFour),
        web::pages::karo_four,
        &[(
            "rules-karo-four",
            include_str!("../../../static/locales/en/rules-karo-four.ftl"),
        )],
    );
}
