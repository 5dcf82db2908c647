//! The site's bundle for Karo: Four in a Row's rules (see `web::bundle`).

fn main() {
    web::start_rules::<engine::karo::four::KaroFour>();
}
