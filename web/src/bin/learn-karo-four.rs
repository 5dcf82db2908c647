//! The site's bundle for Karo's Learn page, four in a row: its lessons on its board (see `web::learn`).

fn main() {
    web::start_learn::<engine::karo::four::KaroFour>(&web::learn::KARO_FOUR);
}
