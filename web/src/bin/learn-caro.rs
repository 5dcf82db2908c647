//! The site's bundle for Caro's Learn page: its lessons on its board (see `web::learn`).

fn main() {
    web::start_learn::<engine::caro::Caro>(&web::learn::CARO);
}
