//! The site's karo bundle (see `web::bundle`).

fn main() {
    web::start(web::bundle::Bundle::Karo, web::pages::karo);
}
