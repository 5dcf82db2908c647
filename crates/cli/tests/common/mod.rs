//! Running the real `tessera` binary, for every test of the command line.

// Each test file uses some of these.
#![allow(dead_code)]

use std::process::Command;

/// What a run printed, and its exit status.
pub struct Run {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `tessera` with the arguments, split at spaces.
pub fn tessera(args: &str) -> Run {
    tessera_with(&args.split_whitespace().collect::<Vec<_>>())
}

/// Runs `tessera` with these arguments, each as it is (spaces and all).
pub fn tessera_with(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .output()
        .expect("tessera runs");
    Run {
        status: output.status.code().expect("exit status"),
        stdout: String::from_utf8(output.stdout).expect("utf-8 output"),
        stderr: String::from_utf8(output.stderr).expect("utf-8 errors"),
    }
}

/// Exit status 2, nothing on standard output, and exactly this one line on standard error.
pub fn assert_refused(args: &str, message: &str) {
    let run = tessera(args);
    assert_eq!(run.status, 2, "{args}");
    assert_eq!(run.stdout, "", "{args}");
    assert_eq!(run.stderr, format!("{message}\n"), "{args}");
}

/// Exit status 0, nothing on standard error, and this standard output.
pub fn assert_prints(args: &str, stdout: &str) {
    let run = tessera(args);
    assert_eq!((run.status, run.stderr.as_str()), (0, ""), "{args}");
    assert_eq!(run.stdout, stdout, "{args}");
}
