//! The site's bundle for Karo's Learn page, the jumpers: its lessons on its board (see `web::learn`).

fn main() {
    web::start_learn::<engine::karo::jumpers::KaroJumpers>(&web::learn::KARO_JUMPERS);
}
