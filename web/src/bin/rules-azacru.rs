//! The site's bundle for Azacru's rules (see `web::bundle`).

fn main() {
    web::start_rules::<engine::azacru::Azacru>();
}
