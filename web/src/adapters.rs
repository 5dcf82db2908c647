//! From engine positions to what the components draw: the only place where the view
//! asks the rules anything.

pub mod azacru;
pub mod caro;
pub mod karo;
pub mod karo_four;
pub mod karo_jumpers;
pub mod kauri;
