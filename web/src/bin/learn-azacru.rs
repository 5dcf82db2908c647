//! The site's bundle for Azacru's Learn page: its lessons on its board (see `web::learn`).

fn main() {
    web::start_learn::<engine::azacru::Azacru>(&web::learn::AZACRU);
}
