//! The site's bundle for Kauri's Learn page: its lessons on its board (see `web::learn`).

fn main() {
    web::start_learn::<engine::kauri::Kauri>(&web::learn::KAURI);
}
