//! The site's first bundle for Karo: Jumpers and Crawlers's page, as a first visit opens it (see `web::whole`).

fn main() {
    web::start_first::<engine::karo::jumpers::KaroJumpers>();
}
