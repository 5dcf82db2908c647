//! The site's bundle for Caro's rules (see `web::bundle`).

use engine::GameId;

/// The rules in English (other languages fetch theirs).
static RULES: [web::i18n::Part; 1] = [(
    "rules-caro",
    include_str!("../../../static/locales/en/rules-caro.ftl"),
)];

fn main() {
    web::start(
        web::bundle::Bundle::Rules(GameId::Caro),
        web::pages::rules_caro,
        &RULES,
    );
}
