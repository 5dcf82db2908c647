//! The site's bundle for Karo: Jumpers and Crawlers played online (see `web::bundle`).

fn main() {
    web::start_online::<engine::karo::jumpers::KaroJumpers>();
}
