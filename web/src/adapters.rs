//! From engine positions to what the components draw: the only place where the view
//! asks the rules anything.

pub mod azacru;
pub mod caro;
