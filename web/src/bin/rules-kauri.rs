//! The site's bundle for Kauri's rules (see `web::bundle`).

fn main() {
    web::start_rules::<engine::kauri::Kauri>();
}
