//! The built site, served as a good static host serves it: gzip (the build's own `.gz`
//! files where it wrote them, smaller than gzip on the fly), content-hashed files cached
//! for a year, every other file revalidated on each visit (by its date), a folder's
//! address answered by its `index.html`, and an address that names nothing by the build's
//! not-found page in the visitor's language.

use std::{path::Path, sync::Arc};

use axum::{
    Router,
    body::Bytes,
    extract::{Request, State},
    http::{HeaderValue, Method, StatusCode, header},
    middleware::{self, Next},
    response::{IntoResponse, Response},
};
use tower_http::{compression::CompressionLayer, services::ServeDir};

/// Whether a file's name carries its content's hash (`caro-0123456789abcdef_bg.wasm`):
/// Trunk writes 15 or 16 hex digits, the post-build step 16.
pub fn is_hashed(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    let Some((stem, _extension)) = name.rsplit_once('.') else {
        return false;
    };
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let Some((_, digits)) = stem.rsplit_once('-') else {
        return false;
    };
    (12..=16).contains(&digits.len())
        && digits
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

/// Content types the file extension's table does not know: the languages' Fluent files
/// and the web app manifest.
fn own_type(path: &str) -> Option<&'static str> {
    match path.rsplit_once('.')?.1 {
        "ftl" => Some("text/plain; charset=utf-8"),
        "webmanifest" => Some("application/manifest+json"),
        _ => None,
    }
}

async fn cache_headers(request: Request, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    let hashed = is_hashed(&path);
    let mut response = next.run(request).await;
    if let Some(kind) = own_type(&path).filter(|_| response.status().is_success()) {
        response
            .headers_mut()
            .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    }
    let policy = if hashed {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    // A club's board is the site in the club's sandboxed frame, whose origin is `null`:
    // its files must be readable from any origin, as `_headers` asks of static hosts.
    headers.insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    response
}

/// The build's not-found pages, one a language (`404.html` in English, `vi/404.html`),
/// read once at the start: the answer to an address that names no file.
#[derive(Clone, Debug, Default)]
struct NotFound {
    /// Each language's code and page, English first; none when the build has no page.
    pages: Arc<Vec<(String, Bytes)>>,
}

impl NotFound {
    fn read(dist: &Path) -> Self {
        let mut pages = Vec::new();
        if let Ok(page) = std::fs::read(dist.join("404.html")) {
            pages.push(("en".to_owned(), Bytes::from(page)));
        }
        for entry in std::fs::read_dir(dist).into_iter().flatten().flatten() {
            let code = entry.file_name().to_string_lossy().into_owned();
            if let Ok(page) = std::fs::read(entry.path().join("404.html")) {
                pages.push((code, Bytes::from(page)));
            }
        }
        NotFound {
            pages: Arc::new(pages),
        }
    }

    /// The page for a visitor at `path` who reads `accepted` (`Accept-Language`): the
    /// language the address names (`/vi/…`), else the first he accepts that the site
    /// has, else English.
    fn page(&self, path: &str, accepted: &str) -> Option<&Bytes> {
        let find = |code: &str| {
            self.pages
                .iter()
                .find(|(own, _)| own.eq_ignore_ascii_case(code))
                .map(|(_, page)| page)
        };
        let in_path = path.trim_start_matches('/').split('/').next();
        in_path
            .filter(|code| !code.is_empty())
            .and_then(find)
            .or_else(|| preferred(accepted).find_map(find))
            .or_else(|| self.pages.first().map(|(_, page)| page))
    }
}

/// The languages of an `Accept-Language` header, most wanted first, each by its primary
/// subtag (`vi-VN;q=0.9` is `vi`).
fn preferred(header: &str) -> impl Iterator<Item = &str> {
    let mut tags: Vec<(&str, f32)> = header
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(1.0, |q| q.trim().parse().unwrap_or(0.0));
            let primary = tag.split('-').next()?;
            (!primary.is_empty() && primary != "*" && weight > 0.0).then_some((primary, weight))
        })
        .collect();
    tags.sort_by(|a, b| b.1.total_cmp(&a.1));
    tags.into_iter().map(|(tag, _)| tag)
}

/// Answers a page's address that names no file with the not-found page (status 404 all
/// the same), rather than an empty answer a person would read as a blank page.
async fn not_found_page(State(pages): State<NotFound>, request: Request, next: Next) -> Response {
    let read = matches!(*request.method(), Method::GET | Method::HEAD);
    let path = request.uri().path().to_owned();
    let accepted = request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let response = next.run(request).await;
    if !read || response.status() != StatusCode::NOT_FOUND {
        return response;
    }
    match pages.page(&path, &accepted) {
        Some(page) => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            page.clone(),
        )
            .into_response(),
        None => response,
    }
}

/// The site in `dist`, for every address the API does not take.
pub fn router<S: Clone + Send + Sync + 'static>(dist: &Path) -> Router<S> {
    let files = ServeDir::new(dist)
        .append_index_html_on_directories(true)
        .precompressed_gzip();
    Router::new()
        .fallback_service(files)
        .layer(middleware::from_fn_with_state(
            NotFound::read(dist),
            not_found_page,
        ))
        .layer(middleware::from_fn(cache_headers))
        .layer(CompressionLayer::new().gzip(true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_hashed_names_are_told_from_pages() {
        assert!(is_hashed("/caro-0123456789abcdef_bg.wasm"));
        assert!(is_hashed("/locales/vi-0123456789abcde.ftl"));
        assert!(!is_hashed("/caro/"));
        assert!(!is_hashed("/index.html"));
        assert!(!is_hashed("/sw.js"));
        assert!(!is_hashed("/karo-four/index.html"));
        assert!(!is_hashed("/ai-caro_loader.js"));
        assert_eq!(
            own_type("/locales/vi-0123456789abcdef.ftl"),
            Some("text/plain; charset=utf-8")
        );
        assert_eq!(own_type("/caro/"), None);
    }

    #[test]
    fn test_the_not_found_page_speaks_the_visitors_language() {
        let page = |code: &str| (code.to_owned(), Bytes::from(code.to_owned()));
        let pages = NotFound {
            pages: Arc::new(vec![page("en"), page("vi"), page("cs")]),
        };
        let language = |path, accepted| pages.page(path, accepted).map(|p| p.to_vec());
        assert_eq!(language("/vi/no-such", "cs"), Some(b"vi".to_vec()));
        assert_eq!(
            language("/no-such", "de-DE,cs;q=0.5,vi;q=0.8"),
            Some(b"vi".to_vec())
        );
        assert_eq!(language("/no-such", "de, fr;q=0.9"), Some(b"en".to_vec()));
        assert_eq!(language("/caro/x", "cs;q=0, vi-VN"), Some(b"vi".to_vec()));
        assert_eq!(NotFound::default().page("/x", "vi"), None);
    }
}
