//! The site's bundle for Karo: Four in a Row's page (see `web::bundle`).

fn main() {
    web::start_page::<engine::karo::four::KaroFour>();
}
