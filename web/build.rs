//! Splits the English messages (`static/locales/en.ftl`, built into every page) at its
//! `### part: <name>` lines: what comes before the first is every page's
//! (`$OUT_DIR/en.ftl`), each part only the bundles' that show it (`$OUT_DIR/en-<name>.ftl`,
//! taken by `i18n::take_english`). A game's page then carries its own game's English and
//! not the other games' (docs/pages.md). The other languages are fetched whole.

use std::{env, fs, path::Path};

fn main() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../static/locales/en.ftl");
    println!("cargo:rerun-if-changed={}", source.display());
    let text = fs::read_to_string(&source).expect("static/locales/en.ftl");
    let out = env::var("OUT_DIR").expect("OUT_DIR");
    let mut files: Vec<(Option<&str>, String)> = vec![(None, String::new())];
    for line in text.lines() {
        if let Some(part) = line.strip_prefix("### part: ") {
            files.push((Some(part.trim()), String::new()));
        }
        let file = &mut files.last_mut().expect("a file").1;
        file.push_str(line);
        file.push('\n');
    }
    for (part, text) in files {
        let file = match part {
            None => "en.ftl".to_owned(),
            Some(part) => format!("en-{part}.ftl"),
        };
        fs::write(Path::new(&out).join(file), text).expect("OUT_DIR is writable");
    }
}
