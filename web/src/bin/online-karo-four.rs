//! The site's bundle for Karo: Four in a Row played online (see `web::bundle`).

fn main() {
    web::start_online::<engine::karo::four::KaroFour>();
}
