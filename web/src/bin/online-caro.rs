//! The site's bundle for Caro played online (see `web::bundle`).

fn main() {
    web::start_online::<engine::caro::Caro>();
}
