//! The site's bundle for Karo: Jumpers and Crawlers (see `web::bundle`).

fn main() {
    web::start(web::bundle::Bundle::KaroJumpers, web::pages::karo_jumpers);
}
