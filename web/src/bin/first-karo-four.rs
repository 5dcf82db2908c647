//! The site's first bundle for Karo: Four in a Row's page, as a first visit opens it (see `web::whole`).

fn main() {
    web::start_first::<engine::karo::four::KaroFour>();
}
