//! The site's first bundle for Azacru's page, as a first visit opens it (see `web::whole`).

fn main() {
    web::start_first::<engine::azacru::Azacru>();
}
