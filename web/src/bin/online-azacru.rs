//! The site's bundle for Azacru played online (see `web::bundle`).

fn main() {
    web::start_online::<engine::azacru::Azacru>();
}
