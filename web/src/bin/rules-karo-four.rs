//! The site's bundle for Karo: Four in a Row's rules (see `web::bundle`).

use engine::GameId;

/// The rules in English (other languages fetch theirs).
static RULES: [web::i18n::Part; 1] = [(
    "rules-karo-four",
    include_str!("../../../static/locales/en/rules-karo-four.ftl"),
)];

fn main() {
    web::start(
        web::bundle::Bundle::Rules(GameId::KaroFour),
        web::pages::rules_karo_four,
        &RULES,
    );
}
