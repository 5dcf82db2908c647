//! A picture of the board as it is shown, for club newsletters and chats: the board's SVG
//! with the stylesheet rules it uses, as an SVG file or drawn into a PNG.

use wasm_bindgen::{JsCast, JsValue, closure::Closure};

/// The stylesheet rules a standalone board picture needs: the colour variables and
/// everything about boards.
fn board_rules() -> String {
    let sheets = gloo::utils::document().style_sheets();
    let mut css = String::new();
    for i in 0..sheets.length() {
        let Some(sheet) = sheets
            .item(i)
            .and_then(|s| s.dyn_into::<web_sys::CssStyleSheet>().ok())
        else {
            continue;
        };
        let Ok(rules) = sheet.css_rules() else {
            continue;
        };
        for j in 0..rules.length() {
            let Some(rule) = rules.item(j) else { continue };
            let text = rule.css_text();
            if text.starts_with(":root") || text.contains(".board") {
                css.push_str(&text);
                css.push('\n');
            }
        }
    }
    css
}

/// The board's SVG as a standalone document, `width` CSS pixels wide.
pub fn board_svg(selector: &str, width: u32) -> Option<String> {
    let board = gloo::utils::document().query_selector(selector).ok()??;
    let copy = board
        .clone_node_with_deep(true)
        .ok()?
        .dyn_into::<web_sys::Element>()
        .ok()?;
    copy.set_attribute("xmlns", "http://www.w3.org/2000/svg")
        .ok()?;
    copy.set_attribute("width", &width.to_string()).ok()?;
    // The picture's height follows from the view box; the page's layout sizes are gone.
    copy.remove_attribute("style").ok()?;
    let style = gloo::utils::document().create_element("style").ok()?;
    style.set_text_content(Some(&board_rules()));
    copy.insert_before(&style, copy.first_child().as_ref())
        .ok()?;
    Some(copy.outer_html())
}

/// Offers the board as an SVG file.
pub fn download_svg(selector: &str, name: &str) -> Option<()> {
    let svg = board_svg(selector, 720)?;
    crate::browser::download_blob(name, &svg, "image/svg+xml").ok()
}

/// Draws the board into a canvas and offers it as a PNG file.
pub fn download_png(selector: &str, name: &str) -> Option<()> {
    let size = 1080;
    let svg = board_svg(selector, size)?;
    let parts = js_sys::Array::of1(&JsValue::from_str(&svg));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let image = web_sys::HtmlImageElement::new().ok()?;
    let name = name.to_owned();
    let loaded_image = image.clone();
    let source = url.clone();
    let onload = Closure::once_into_js(move || {
        let _ = draw_and_offer(&loaded_image, size, &name);
        let _ = web_sys::Url::revoke_object_url(&source);
    });
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&url);
    Some(())
}

fn draw_and_offer(image: &web_sys::HtmlImageElement, size: u32, name: &str) -> Option<()> {
    let document = gloo::utils::document();
    let canvas = document
        .create_element("canvas")
        .ok()?
        .dyn_into::<web_sys::HtmlCanvasElement>()
        .ok()?;
    let height = (f64::from(size) * f64::from(image.natural_height())
        / f64::from(image.natural_width().max(1))) as u32;
    canvas.set_width(size);
    canvas.set_height(height.max(1));
    let context = canvas
        .get_context("2d")
        .ok()??
        .dyn_into::<web_sys::CanvasRenderingContext2d>()
        .ok()?;
    context
        .draw_image_with_html_image_element_and_dw_and_dh(
            image,
            0.0,
            0.0,
            f64::from(size),
            f64::from(height),
        )
        .ok()?;
    let data_url = canvas.to_data_url_with_type("image/png").ok()?;
    let anchor = document
        .create_element("a")
        .ok()?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .ok()?;
    anchor.set_href(&data_url);
    anchor.set_download(name);
    anchor.click();
    Some(())
}
