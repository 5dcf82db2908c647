//! The site's home bundle (see `web::bundle`).

fn main() {
    web::start(web::bundle::Bundle::Home, web::pages::home);
}
