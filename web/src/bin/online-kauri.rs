//! The site's bundle for Kauri played online (see `web::bundle`).

fn main() {
    web::start_online::<engine::kauri::Kauri>();
}
