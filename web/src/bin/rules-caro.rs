//! The site's bundle for Caro's rules (see `web::bundle`).

fn main() {
    web::start_rules::<engine::caro::Caro>();
}
