//! Every input kept from fuzzing the online server (`fuzz/corpus/online/`), checked again
//! as the fuzz target checks it, so that what fuzzing found stays fixed.

#[path = "../../../fuzz/server_checks.rs"]
mod server_checks;

#[path = "../../../fuzz/corpus_files.rs"]
mod corpus_files;

#[test]
fn test_fuzz_corpus_still_passes() {
    let count = corpus_files::replay("online", server_checks::online);
    assert!(count > 0, "the corpus of online is empty");
}
