//! The site's bundle for Kauri's rules (see `web::bundle`).

use engine::GameId;

/// The rules in English (other languages fetch theirs).
static RULES: [web::i18n::Part; 1] = [(
    "rules-kauri",
    include_str!("../../../static/locales/en/rules-kauri.ftl"),
)];

fn main() {
    web::start(
        web::bundle::Bundle::Rules(GameId::Kauri),
        web::pages::rules_kauri,
        &RULES,
    );
}
