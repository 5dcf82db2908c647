//! The site's home bundle (see `web::bundle`).

fn main() {
    web::start_home();
}
