//! The site's azacru bundle (see `web::bundle`).

fn main() {
    web::start(web::bundle::Bundle::Azacru, web::pages::azacru);
}
