//! A panel that opens scrolls into view (`browser::reveal`): the embed dialog, the review.

use yew::prelude::*;

use crate::browser;

/// Scrolls the element of `node` into view when it is first drawn, if the person has just
/// opened it.
#[hook]
pub fn use_reveal(node: &NodeRef) {
    let node = node.clone();
    use_effect_with((), move |()| {
        if let Some(element) = node.cast::<web_sys::Element>() {
            browser::reveal(&element);
        }
    });
}
