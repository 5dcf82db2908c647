//! The built site, served as a good static host serves it: gzip (the build's own `.gz`
//! files where it wrote them, smaller than gzip on the fly), content-hashed files cached
//! for a year, every other file revalidated on each visit (by its date), and a folder's
//! address answered by its `index.html`.

use std::path::Path;

use axum::{
    Router,
    extract::Request,
    http::{HeaderValue, header},
    middleware::{self, Next},
    response::Response,
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

/// The site in `dist`, for every address the API does not take.
pub fn router<S: Clone + Send + Sync + 'static>(dist: &Path) -> Router<S> {
    let files = ServeDir::new(dist)
        .append_index_html_on_directories(true)
        .precompressed_gzip();
    Router::new()
        .fallback_service(files)
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
}
