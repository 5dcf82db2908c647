//! The site's bundle for Azacru's rules (see `web::bundle`).

use engine::GameId;

/// The rules in English (other languages fetch theirs).
static RULES: [web::i18n::Part; 1] = [(
    "rules-azacru",
    include_str!("../../../static/locales/en/rules-azacru.ftl"),
)];

fn main() {
    web::start(
        web::bundle::Bundle::Rules(GameId::Azacru),
        web::pages::rules_azacru,
        &RULES,
    );
}
