//! The site's bundle for Karo: Jumpers and Crawlers's page (see `web::bundle`).

fn main() {
    web::start_page::<engine::karo::jumpers::KaroJumpers>();
}
