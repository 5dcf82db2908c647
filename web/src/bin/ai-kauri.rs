//! Kauri's computer player, in a web worker of its own (see `web::serve_computer`).

use engine::kauri::Kauri;

fn main() {
    web::serve_computer(web::computer::answer_in::<Kauri>);
}
