//! The site's bundle for Karo: Jumpers and Crawlers's rules (see `web::bundle`).

use engine::GameId;

/// The rules in English (other languages fetch theirs).
static RULES: [web::i18n::Part; 1] = [(
    "rules-karo-jumpers",
    include_str!("../../../static/locales/en/rules-karo-jumpers.ftl"),
)];

fn main() {
    web::start(
        web::bundle::Bundle::Rules(GameId::KaroJumpers),
        web::pages::rules_karo_jumpers,
        &RULES,
    );
}
