//! The site's bundle for Karo: Jumpers and Crawlers's rules (see `web::bundle`).

fn main() {
    web::start_rules::<engine::karo::jumpers::KaroJumpers>();
}
