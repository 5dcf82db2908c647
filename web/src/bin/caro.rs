//! The site's caro bundle (see `web::bundle`).

fn main() {
    web::start(web::bundle::Bundle::Caro, web::pages::caro);
}
