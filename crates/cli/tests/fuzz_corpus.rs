//! Every input kept from fuzzing the command line (`fuzz/corpus/<target>/`), checked
//! again as the fuzz targets check it, so that what fuzzing found stays fixed.

#[path = "../../../fuzz/cli_checks.rs"]
mod cli_checks;

#[path = "../../../fuzz/corpus_files.rs"]
mod corpus_files;

#[test]
fn test_fuzz_corpus_still_passes() {
    for (target, check) in [
        ("cli_args", cli_checks::cli_args as fn(&[u8])),
        ("pbrain", cli_checks::pbrain),
    ] {
        let count = corpus_files::replay(target, check);
        assert!(count > 0, "the corpus of {target} is empty");
    }
}
