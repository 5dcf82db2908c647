//! The site's bundle for Kauri's page (see `web::bundle`).

fn main() {
    web::start_page::<engine::kauri::Kauri>();
}
