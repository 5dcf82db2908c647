//! Drawing the board's things: tiles, pieces, the marks of targets, and the words a
//! screen reader says for each cell.

use engine::karo::Colour;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::svg::num;

use super::geometry::{Frame, Spot, bounds};
use crate::t;

/// A piece as the board draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// Stays with the piece as it moves, so that it slides (e.g. `7`).
    pub id: u32,
    /// Whose piece it is.
    pub colour: Colour,
    /// Whether the marked face (the circle) shows: in karo-jumpers, a jumper.
    pub face_up: bool,
    /// Turned over by the move just shown: it flips as it lands.
    pub turned: bool,
}

/// A tile, and the piece on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileView {
    /// Stays with the tile as it is relocated, so that it slides (e.g. `19`).
    pub id: u32,
    /// Where it lies, e.g. `h9`.
    pub at: Spot,
    /// The piece standing on it.
    pub piece: Option<PieceView>,
}

/// The style name of a colour.
pub fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::White => "white",
    }
}

/// A translation to a point of the board, for the SVG attribute. The board copies it
/// into the CSS `transform` after each render (see `slide`), where a change is animated.
pub fn place_at((x, y): (f32, f32)) -> String {
    format!("translate({} {})", num(x), num(y))
}

/// Copies each tile's and piece's place into its CSS `transform`, so that a change of
/// place slides (a CSS transition, which the visitor can turn off). Not a `style`
/// attribute in the markup: the site's Content Security Policy refuses those, while it
/// lets scripts set styles.
pub fn slide(board: &web_sys::Element) {
    let Ok(things) = board.query_selector_all(".karo-tile, .karo-piece") else {
        return;
    };
    for i in 0..things.length() {
        let Some(thing) = things
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::SvgElement>().ok())
        else {
            continue;
        };
        let Some(place) = thing.get_attribute("transform") else {
            continue;
        };
        // "translate(x y)" → "translate(xpx, ypx)"
        let css = place
            .trim_start_matches("translate(")
            .trim_end_matches(')')
            .split(' ')
            .map(|v| format!("{v}px"))
            .collect::<Vec<_>>()
            .join(", ");
        let _ = thing
            .style()
            .set_property("transform", &format!("translate({css})"));
    }
}

/// A tile, drawn with its top-left corner at the origin of its group.
pub fn tile(tile: &TileView, classes: Classes, at: (f32, f32)) -> Html {
    html! {
        <g key={format!("t{}", tile.id)} class={classes!("karo-tile", classes)} transform={place_at(at)}>
            <rect class="tile-face" x="0.04" y="0.04" width="0.92" height="0.92" rx="0.07" />
            // Grain, so that the tiles read as wood and not as a grid.
            <path class="grain" d="M0.14 0.3 q0.36 -0.08 0.72 0 M0.14 0.55 q0.36 0.07 0.72 0 M0.14 0.78 q0.3 -0.05 0.72 0" />
            <rect class="lift-mark" x="0.12" y="0.12" width="0.76" height="0.76" rx="0.05" />
        </g>
    }
}

/// A piece, drawn round its centre at the origin of its group. The face turns over (a
/// short flip) when `turned`; red pieces carry a notch, so that colour is not the only
/// cue.
pub fn piece(piece: &PieceView, classes: Classes, at: (f32, f32)) -> Html {
    let side = colour_class(piece.colour);
    let face = if piece.face_up { "up" } else { "down" };
    html! {
        <g key={format!("p{}", piece.id)} class={classes!("karo-piece", side, face, classes)}
           transform={place_at(at)}>
            <g class={classes!("face", piece.turned.then_some("turned"))}>
                <circle class="disc" r="0.36" />
                if piece.face_up {
                    <circle class="mark" r="0.2" />
                }
                if piece.colour == Colour::Red {
                    <path class="notch" d="M0 -0.36 L0 -0.25" />
                }
            </g>
        </g>
    }
}

/// Each side's cells outlined in its colour (karo-jumpers' targets).
pub fn zone_outlines(zones: &[(Spot, Colour)]) -> Html {
    let outlines = Colour::ALL.into_iter().filter_map(|colour| {
        let cells = zones.iter().filter(|(_, c)| *c == colour).map(|(s, _)| *s);
        let (c0, r0, c1, r1) = bounds(cells, 0)?;
        let (x, y) = (f32::from(c0) - 0.03, -f32::from(r1) - 1.03);
        let (w, h) = (f32::from(c1 - c0) + 1.06, f32::from(r1 - r0) + 1.06);
        Some(html! {
            <rect class={classes!("zone", colour_class(colour))} x={num(x)} y={num(y)}
                  width={num(w)} height={num(h)} rx="0.12" />
        })
    });
    html! { { for outlines } }
}

/// A dashed outline on the cell a tile has just left.
pub fn gone_outline(gone: Option<Spot>) -> Html {
    let Some(spot) = gone else {
        return html! {};
    };
    let (x, y) = spot.corner();
    html! {
        <rect class="gone" x={num(x + 0.06)} y={num(y + 0.06)}
              width="0.88" height="0.88" rx="0.07" />
    }
}

/// Dotted rings on the cells of the reply the computer expects in the review, each in the
/// colour of the side that makes it, round a piece standing there (on its tile's face).
pub fn reply_marks(cells: &[(Spot, Colour)]) -> Html {
    let rings = cells.iter().map(|&(spot, colour)| {
        let (x, y) = spot.centre();
        html! {
            <circle class={classes!("reply-mark", colour_class(colour))} data-testid="reply-mark"
                    data-cell={spot.to_string()} cx={num(x)} cy={num(y)} r="0.41">
                <title>{ t!("review-reply") }</title>
            </circle>
        }
    });
    html! { <g class="reply-marks">{ for rings }</g> }
}

/// The columns' letters along the bottom and the rows' numbers along the left of
/// `frame`, for its cells on a table of `cols` × `rows`, read where a `flipped` board
/// draws each column and row. Screen readers have each cell's name instead.
pub fn coordinates(frame: Frame, (cols, rows): (u8, u8), flipped: bool) -> Html {
    let (left, bottom) = frame.margins();
    let (cx, cy) = frame.centre();
    let drawn = |v: f32, centre: f32| if flipped { 2.0 * centre - v } else { v };
    let on = |i: i16, n: u8| u8::try_from(i).ok().filter(|&i| i < n);
    let letters = (frame.col0..frame.col0 + frame.cols)
        .filter_map(|c| on(c, cols))
        .map(|c| {
            let x = drawn(f32::from(c) + 0.5, cx);
            html! { <text class="label" x={num(x)} y={num(bottom)}>{ char::from(b'a' + c) }</text> }
        });
    let numbers = (frame.row0..frame.row0 + frame.rows)
        .filter_map(|r| on(r, rows))
        .map(|r| {
            let y = drawn(-f32::from(r) - 0.5, cy);
            html! { <text class="label" x={num(left)} y={num(y)}>{ u16::from(r) + 1 }</text> }
        });
    html! { <g class="coordinates" aria-hidden="true">{ for letters }{ for numbers }</g> }
}

/// What a screen reader says for a cell.
pub fn cell_label(spot: Spot, tile: Option<&TileView>, jumpers: bool) -> String {
    let cell = spot.to_string();
    let Some(tile) = tile else {
        return t!("karo-cell-no-tile", cell = cell);
    };
    let Some(p) = tile.piece else {
        return t!("karo-cell-empty", cell = cell);
    };
    let piece = match (jumpers, p.colour, p.face_up) {
        (false, Colour::Red, true) => t!("karo-piece-red-up"),
        (false, Colour::Red, false) => t!("karo-piece-red-down"),
        (false, Colour::White, true) => t!("karo-piece-white-up"),
        (false, Colour::White, false) => t!("karo-piece-white-down"),
        (true, Colour::Red, true) => t!("karo-jumper-red"),
        (true, Colour::Red, false) => t!("karo-crawler-red"),
        (true, Colour::White, true) => t!("karo-jumper-white"),
        (true, Colour::White, false) => t!("karo-crawler-white"),
    };
    t!("karo-cell-piece", cell = cell, piece = piece)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_cells_are_named_for_screen_readers() {
        let h9 = Spot::new(7, 8);
        assert_eq!(cell_label(h9, None, false), "h9, no tile");
        let mut tile = TileView {
            id: 0,
            at: h9,
            piece: None,
        };
        assert_eq!(cell_label(h9, Some(&tile), false), "h9, empty tile");
        tile.piece = Some(PieceView {
            id: 1,
            colour: Colour::Red,
            face_up: true,
            turned: false,
        });
        assert_eq!(
            cell_label(h9, Some(&tile), false),
            "h9, red piece, circle up"
        );
        assert_eq!(cell_label(h9, Some(&tile), true), "h9, red jumper");
    }

    #[test]
    fn test_coordinates_name_the_frames_columns_and_rows() {
        let frame = Frame {
            coordinates: true,
            ..Frame::spanning(Spot::new(0, 0), Spot::new(2, 7))
        };
        let html = |flipped| {
            let html = coordinates(frame, (3, 8), flipped);
            futures::executor::block_on(
                yew::LocalServerRenderer::<Labels>::with_props(LabelsProps { html }).render(),
            )
        };
        let upright = html(false);
        assert!(
            upright.contains(r#"x="0.5" y="0.325" class="label">a<"#),
            "{upright}"
        );
        assert!(
            upright.contains(r#"x="-0.325" y="-0.5" class="label">1<"#),
            "{upright}"
        );
        // Turned round, a is on the right and row 1 at the top.
        let turned = html(true);
        assert!(
            turned.contains(r#"x="2.5" y="0.325" class="label">a<"#),
            "{turned}"
        );
        assert!(
            turned.contains(r#"x="-0.325" y="-7.5" class="label">1<"#),
            "{turned}"
        );
    }

    #[derive(Properties, PartialEq)]
    struct LabelsProps {
        html: Html,
    }

    #[component]
    fn Labels(props: &LabelsProps) -> Html {
        props.html.clone()
    }
}
