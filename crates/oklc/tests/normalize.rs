//! End-to-end tests of `oklc normalize`: where results go, `--check`, stdin, and that bad input
//! writes nothing. The conversion itself is tested in `oklc-normalize` and over every project
//! kernel in `tests/suites/normalize.rs`.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const OKL: &str = "@kernel void k(const int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    x[i] = 1.0f; // one\n  }\n}\n";
const CXX: &str = "[[okl_kernel(\"\")]] void k(const int n, float *x) {\n  [[okl_tile(\"(16, @outer, @inner)\")]] for (int i = 0; i < n; ++i/*okl:; @tile(16, @outer, @inner)*/) {\n    x[i] = 1.0f; // one\n  }\n}\n";

fn oklc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_oklc"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("run oklc")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("a.okl"), OKL).expect("write");
    std::fs::write(dir.path().join("b.okl"), CXX).expect("write");
    std::fs::write(dir.path().join("bad.okl"), "@kernel void k() {}\n@dim(4, 4\n").expect("write");
    dir
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).expect("read")
}

#[test]
fn converts_to_stdout_a_file_and_back() {
    let dir = fixture();
    let out = oklc(dir.path(), &["normalize", "a.okl"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), CXX);
    let out = oklc(dir.path(), &["normalize", "a.okl", "-o", "a.cpp"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(read(dir.path(), "a.cpp"), CXX);
    let out = oklc(dir.path(), &["normalize", "--to", "okl", "a.cpp"]);
    assert_eq!(text(&out.stdout), OKL);
}

#[test]
fn in_place_and_out_dir_write_every_input() {
    let dir = fixture();
    let out = oklc(dir.path(), &["normalize", "--to", "okl", "a.okl", "b.okl", "--out-dir", "o"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(read(dir.path(), "o/a.okl"), OKL);
    assert_eq!(read(dir.path(), "o/b.okl"), OKL);
    let out = oklc(dir.path(), &["normalize", "--in-place", "a.okl", "b.okl"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(read(dir.path(), "a.okl"), CXX);
    assert_eq!(read(dir.path(), "b.okl"), CXX);
}

#[test]
fn check_lists_the_files_that_would_change_and_writes_nothing() {
    let dir = fixture();
    let out = oklc(dir.path(), &["normalize", "--check", "a.okl", "b.okl"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "a.okl\n");
    assert_eq!(read(dir.path(), "a.okl"), OKL);
    let out = oklc(dir.path(), &["normalize", "--check", "b.okl"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "");
    let out = oklc(dir.path(), &["normalize", "--check", "--to", "okl", "a.okl"]);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn stdin_is_read_for_dash() {
    let dir = fixture();
    let mut child = Command::new(env!("CARGO_BIN_EXE_oklc"))
        .args(["normalize", "-"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run oklc");
    child.stdin.take().expect("stdin").write_all(OKL.as_bytes()).expect("write stdin");
    let out = child.wait_with_output().expect("wait");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), CXX);
}

#[test]
fn bad_input_is_located_and_nothing_is_written() {
    let dir = fixture();
    let out = oklc(
        dir.path(),
        &["normalize", "--message-format", "short", "a.okl", "bad.okl", "--out-dir", "o"],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.starts_with("bad.okl:2:5: error: "), "{err}");
    assert!(err.contains("[OKL0800]"), "{err}");
    assert!(!dir.path().join("o").exists(), "an output was written");
    let out = oklc(dir.path(), &["normalize", "--in-place", "a.okl", "bad.okl"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(read(dir.path(), "a.okl"), OKL);
}

#[test]
fn usage_errors_exit_two() {
    let dir = fixture();
    for args in [
        &["normalize", "a.okl", "b.okl"][..],
        &["normalize", "-", "--in-place"],
        &["normalize", "a.okl", "-o", "a.okl"],
        &["normalize", "a.okl", "--in-place", "--check"],
        &["normalize", "missing.okl"],
    ] {
        let out = oklc(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out.stderr));
    }
    assert_eq!(read(dir.path(), "a.okl"), OKL);
}
