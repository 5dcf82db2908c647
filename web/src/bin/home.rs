//! The site's home bundle: the home page and the rules (see `web::bundle`).

/// Every game's rules, in English (other languages are fetched with them).
static RULES: [web::i18n::Part; 5] = [
    (
        "rules-caro",
        include_str!("../../../static/locales/en/rules-caro.ftl"),
    ),
    (
        "rules-karo-four",
        include_str!("../../../static/locales/en/rules-karo-four.ftl"),
    ),
    (
        "rules-karo-jumpers",
        include_str!("../../../static/locales/en/rules-karo-jumpers.ftl"),
    ),
    (
        "rules-kauri",
        include_str!("../../../static/locales/en/rules-kauri.ftl"),
    ),
    (
        "rules-azacru",
        include_str!("../../../static/locales/en/rules-azacru.ftl"),
    ),
];

fn main() {
    web::start(web::bundle::Bundle::Home, web::pages::home, &RULES);
}
