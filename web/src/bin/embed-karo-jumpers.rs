//! The site's bundle for Karo: Jumpers and Crawlers's board embedded in another site (see `web::bundle`).

fn main() {
    web::start_embed::<engine::karo::jumpers::KaroJumpers>();
}
