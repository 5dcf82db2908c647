//! Caro's computer player, in a web worker of its own (see `web::serve_computer`).

use engine::caro::Caro;

fn main() {
    web::serve_computer(web::computer::answer_in::<Caro>);
}
