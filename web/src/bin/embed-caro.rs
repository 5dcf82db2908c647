//! The site's bundle for Caro's board embedded in another site (see `web::bundle`).

fn main() {
    web::start_embed::<engine::caro::Caro>();
}
