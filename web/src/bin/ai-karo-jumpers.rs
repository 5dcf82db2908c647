//! Karo: Jumpers and Crawlers's computer player, in a web worker of its own (see `web::serve_computer`).

use engine::karo::jumpers::KaroJumpers;

fn main() {
    web::serve_computer(web::computer::answer_in::<KaroJumpers>);
}
