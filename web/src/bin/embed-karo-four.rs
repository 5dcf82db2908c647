//! The site's bundle for Karo: Four in a Row's board embedded in another site (see `web::bundle`).

fn main() {
    web::start_embed::<engine::karo::four::KaroFour>();
}
