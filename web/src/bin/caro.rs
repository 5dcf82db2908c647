//! The site's bundle for Caro's page (see `web::bundle`).

fn main() {
    web::start_page::<engine::caro::Caro>();
}
