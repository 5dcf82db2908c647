//! The site's kauri bundle (see `web::bundle`).

fn main() {
    web::start(web::bundle::Bundle::Kauri, web::pages::kauri);
}
