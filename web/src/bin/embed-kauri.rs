//! The site's bundle for Kauri's board embedded in another site (see `web::bundle`).

fn main() {
    web::start_embed::<engine::kauri::Kauri>();
}
