//! The site's bundle for Azacru's page (see `web::bundle`).

fn main() {
    web::start_page::<engine::azacru::Azacru>();
}
