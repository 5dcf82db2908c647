//! Writes the site's pages into a build (`web::site`): every page in each of its
//! languages, from the built root page as the template, and the sitemap.
//!
//! Usage: `prerender <template> <build folder> [site address]`. The template is the root
//! page with `__LANG__` in its `lang`, `__HEAD__` where a page's own head goes and
//! `__BODY__` where its content goes (scripts/postbuild.mjs makes it from Trunk's page).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    match native::run(std::env::args().skip(1).collect()) {
        Ok(written) => {
            println!("prerender: {written} static pages written");
            std::process::ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("prerender: {why}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::{fs, path::Path};

    use web::{
        i18n::{self, LANGUAGES},
        pages::static_page::{Props, StaticPage},
        site::{self, Page},
    };

    /// The translations, as the site ships them.
    const LOCALES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../static/locales");

    /// The texts of `code`'s messages: its own file and each game's rules (English's are
    /// built in).
    fn sources(code: &str) -> Result<Vec<String>, String> {
        if code == "en" {
            return Ok(Vec::new());
        }
        let read = |file: String| fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"));
        let mut sources = vec![read(format!("{LOCALES}/{code}.ftl"))?];
        for (part, _) in parts() {
            sources.push(read(format!("{LOCALES}/{code}/{part}.ftl"))?);
        }
        Ok(sources)
    }

    /// The parts of the messages only static pages show: each game's rules, and each
    /// game's lessons (which its Learn page is drawn with).
    fn parts() -> &'static [i18n::Part] {
        thread_local! {
            static PARTS: &'static [i18n::Part] = {
                let lessons = engine::GameId::ALL.map(|game| web::learn::of(game).words[0]);
                let all: Vec<i18n::Part> = web::games::RULES.into_iter().chain(lessons).collect();
                Box::leak(all.into_boxed_slice())
            };
        }
        PARTS.with(|parts| *parts)
    }

    /// Makes `code`'s messages (from `sources`), the rules' among them, available on this
    /// thread, and shows `code`.
    fn speak(code: &str, sources: &[String]) -> Result<(), String> {
        i18n::take_parts(parts());
        if code != "en" {
            let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
            i18n::add(code, &sources);
        }
        match i18n::set_language(code) {
            true => Ok(()),
            false => Err(format!("no language '{code}'")),
        }
    }

    /// `page` in `code` (whose messages are `sources`): its head and its body.
    fn render(
        page: Page,
        code: &'static str,
        sources: &[String],
        site: &str,
    ) -> Result<(String, String), String> {
        speak(code, sources)?;
        let head = site::head(page, code, site);
        // Yew renders on a thread of its own runtime: the language (and a Learn page's
        // course) is set up there too.
        let sources = sources.to_vec();
        let renderer = yew::ServerRenderer::<StaticPage>::with_props(move || {
            // Checked above on this thread, with the same texts.
            let _ = speak(code, &sources);
            if let Page::Learn(game) | Page::LearnEmbed(game) = page {
                let _ = web::learn::take(web::learn::of(game));
            }
            Props { page }
        })
        .hydratable(false);
        let body = futures::executor::block_on(renderer.render());
        Ok((head, body))
    }

    pub fn run(args: Vec<String>) -> Result<usize, String> {
        let [template, out, rest @ ..] = args.as_slice() else {
            return Err("usage: prerender <template> <build folder> [site address]".into());
        };
        let site = match rest.first().map(String::as_str) {
            None | Some("") => String::new(),
            Some(site) if site.ends_with('/') => site.to_owned(),
            Some(site) => format!("{site}/"),
        };
        let template = fs::read_to_string(template).map_err(|e| format!("{template}: {e}"))?;
        for marker in ["__LANG__", "__HEAD__", "__BODY__"] {
            if !template.contains(marker) {
                return Err(format!("the template has no {marker}"));
            }
        }
        let mut written = 0;
        let texts = LANGUAGES
            .iter()
            .map(|language| sources(language.code))
            .collect::<Result<Vec<_>, _>>()?;
        for page in Page::all() {
            for (language, sources) in page.languages().iter().zip(&texts) {
                let (head, body) = render(page, language.code, sources, &site)?;
                let html = template
                    .replacen("__LANG__", language.code, 1)
                    .replacen("__HEAD__", &head, 1)
                    .replacen("__BODY__", &body, 1);
                let file = Path::new(out).join(page.file(language.code));
                if let Some(folder) = file.parent() {
                    fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
                }
                fs::write(&file, html).map_err(|e| format!("{}: {e}", file.display()))?;
                written += 1;
            }
        }
        // A sitemap names whole addresses: only a build that knows the site's has one.
        if !site.is_empty() {
            let robots = format!("User-agent: *\nAllow: /\nSitemap: {site}sitemap.xml\n");
            for (name, text) in [
                ("sitemap.xml", site::sitemap(&site)),
                ("robots.txt", robots),
            ] {
                let file = Path::new(out).join(name);
                fs::write(&file, text).map_err(|e| format!("{}: {e}", file.display()))?;
            }
        }
        Ok(written)
    }
}
