//! Every input kept from fuzzing the site's parsers (`fuzz/corpus/<target>/`), checked
//! again as the fuzz targets check it, so that what fuzzing found stays fixed.

#[path = "../../fuzz/web_checks.rs"]
mod web_checks;

#[path = "../../fuzz/corpus_files.rs"]
mod corpus_files;

#[test]
fn test_fuzz_corpus_still_passes() {
    for (target, check) in [
        ("routes", web_checks::routes as fn(&[u8])),
        ("embed", web_checks::embed),
        ("ai_requests", web_checks::ai_requests),
        ("imports", web_checks::imports),
    ] {
        let count = corpus_files::replay(target, check);
        assert!(count > 0, "the corpus of {target} is empty");
    }
}
