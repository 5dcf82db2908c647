//! The site's bundle for Azacru's board embedded in another site (see `web::bundle`).

fn main() {
    web::start_embed::<engine::azacru::Azacru>();
}
