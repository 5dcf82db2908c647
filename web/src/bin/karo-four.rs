//! The site's bundle for Karo: Four in a Row (see `web::bundle`).

fn main() {
    web::start(web::bundle::Bundle::KaroFour, web::pages::karo_four);
}
