//! Karo: Four in a Row's computer player, in a web worker of its own (see `web::serve_computer`).

use engine::karo::four::KaroFour;

fn main() {
    web::serve_computer(web::computer::answer_in::<KaroFour>);
}
