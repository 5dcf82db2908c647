//! Azacru's computer player, in a web worker of its own (see `web::serve_computer`).

use engine::azacru::Azacru;

fn main() {
    web::serve_computer(web::computer::answer_in::<Azacru>);
}
