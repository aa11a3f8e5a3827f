//! End-to-end tests of the `oklc` binary: exit statuses, colour, JSON stream purity, atomic
//! outputs, `explain`, and `-D`/`-U` ordering.
//!
//! They live in the `oklc` package because Cargo only gives a package's own integration tests the
//! path of its binaries (`CARGO_BIN_EXE_oklc`); `tests/suites/cli.rs` points here.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

fn oklc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_oklc"))
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .output()
        .expect("run oklc")
}

fn oklc_env(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_oklc"));
    cmd.args(args).current_dir(dir).env_remove("NO_COLOR");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("run oklc")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A temporary folder with a clean file, a file with an error and one with a warning.
fn fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let w = |name: &str, text: &[u8]| std::fs::write(dir.path().join(name), text).expect("write");
    w("ok.okl", b"@kernel void k(const int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    x[i] = 1.0f;\n  }\n}\n");
    w("bad.okl", b"int x = 0x;\nint y = `;\n");
    w(
        "warn.okl",
        b"int a; // caf\xe9\n@kernel void k(const int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    x[i] = a;\n  }\n}\n",
    );
    dir
}

#[test]
fn clean_input_exits_zero_silently() {
    let dir = fixture();
    let out = oklc(dir.path(), &["check", "ok.okl"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

#[test]
fn errors_exit_one_with_gcc_lines_and_summary() {
    let dir = fixture();
    let out = oklc(dir.path(), &["check", "bad.okl", "--color=never"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.starts_with("bad.okl:1:9: error: invalid numeric literal `0x` [OKL0005]\n"),
        "{err}"
    );
    assert!(err.contains("bad.okl:2:9: error: invalid character"), "{err}");
    assert!(err.ends_with("error: 2 errors emitted\n"), "{err}");
    assert!(!err.contains('\x1b'));
}

#[test]
fn short_format_is_gcc_lines_only() {
    let dir = fixture();
    let out = oklc(dir.path(), &["--message-format", "short", "check", "bad.okl", "warn.okl"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert_eq!(lines[2], "warn.okl:1:14: warning: source file is not valid UTF-8 [OKL0904]");
}

#[test]
fn warnings_exit_zero_unless_werror() {
    let dir = fixture();
    let out = oklc(dir.path(), &["check", "warn.okl"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).ends_with("warning: 1 warning emitted\n"), "{}", stderr(&out));
    for flag in [&["-Werror"][..], &["-W", "error"][..]] {
        let mut args = vec!["check", "warn.okl"];
        args.extend_from_slice(flag);
        let out = oklc(dir.path(), &args);
        assert_eq!(out.status.code(), Some(1), "{flag:?}");
        assert!(stderr(&out).contains("warn.okl:1:14: error: source file is not valid UTF-8"));
    }
}

#[test]
fn usage_errors_exit_two() {
    let dir = fixture();
    assert_eq!(oklc(dir.path(), &["check", "--bogus", "ok.okl"]).status.code(), Some(2));
    assert_eq!(oklc(dir.path(), &["frobnicate"]).status.code(), Some(2));
    assert_eq!(oklc(dir.path(), &["check"]).status.code(), Some(2));
    assert_eq!(oklc(dir.path(), &["--color=sometimes", "check", "ok.okl"]).status.code(), Some(2));
    assert_eq!(oklc(dir.path(), &["check", "--mode", "fortran", "ok.okl"]).status.code(), Some(2));
    assert_eq!(oklc(dir.path(), &["--help"]).status.code(), Some(0));
}

#[test]
fn unreadable_input_exits_two() {
    let dir = fixture();
    let out = oklc(dir.path(), &["check", "missing.okl"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "error: cannot read `missing.okl`: no such file [OKL0901]\n");
    // Other inputs are still checked.
    let out = oklc(dir.path(), &["check", "missing.okl", "bad.okl"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("bad.okl:1:9: error"));
}

#[test]
fn internal_error_exits_101() {
    let dir = fixture();
    let out = oklc(dir.path(), &["--internal-test-panic", "check", "ok.okl"]);
    assert_eq!(out.status.code(), Some(101));
    let err = stderr(&out);
    assert!(err.starts_with("error: internal compiler error: "), "{err}");
    assert!(err.contains("please report"), "{err}");
    let out =
        oklc(dir.path(), &["--message-format=json", "--internal-test-panic", "check", "ok.okl"]);
    assert_eq!(out.status.code(), Some(101));
    for line in stderr(&out).lines() {
        let v: Value = serde_json::from_str(line).expect("json");
        assert_eq!(v["code"], "OKL0999");
    }
}

#[test]
fn colour_follows_flag_tty_and_no_color() {
    let dir = fixture();
    // Not a terminal: auto means no colour.
    assert!(!stderr(&oklc(dir.path(), &["check", "bad.okl"])).contains('\x1b'));
    let always = oklc(dir.path(), &["check", "--color=always", "bad.okl"]);
    assert!(stderr(&always).contains("\x1b["), "{}", stderr(&always));
    // NO_COLOR affects auto only; always still forces colour.
    let out = oklc_env(dir.path(), &["check", "--color=auto", "bad.okl"], &[("NO_COLOR", "1")]);
    assert!(!stderr(&out).contains('\x1b'));
    let out = oklc_env(dir.path(), &["check", "--color=always", "bad.okl"], &[("NO_COLOR", "1")]);
    assert!(stderr(&out).contains("\x1b["));
    assert!(!stderr(&oklc(dir.path(), &["check", "--color=never", "bad.okl"])).contains('\x1b'));
}

#[test]
fn json_stream_holds_only_json() {
    let dir = fixture();
    let cases: &[&[&str]] = &[
        &["--message-format", "json", "check", "bad.okl", "warn.okl", "ok.okl"],
        &["--message-format=json", "--color=always", "check", "bad.okl"],
        &["check", "missing.okl", "--message-format", "json"],
        &["--message-format", "json", "check", "--bogus"],
        &["--message-format", "json", "explain", "OKL9999"],
        &["--message-format", "json", "preprocess", "bad.okl"],
    ];
    for args in cases {
        let out = oklc(dir.path(), args);
        let err = stderr(&out);
        assert!(!err.is_empty(), "{args:?}");
        for line in err.lines() {
            let v: Value =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{args:?}: {e}: {line}"));
            assert_eq!(v["schema"], 1, "{line}");
            assert!(v["code"].as_str().is_some_and(|c| c.starts_with("OKL")));
        }
    }
    let out = oklc(dir.path(), cases[0]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out).lines().count(), 3);
}

#[test]
fn preprocess_writes_stdout_or_atomically_to_a_file() {
    let dir = fixture();
    let out = oklc(dir.path(), &["preprocess", "ok.okl"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("@kernel void k"), "{}", stdout(&out));
    assert!(!stdout(&out).contains("#line"));

    let out = oklc(dir.path(), &["preprocess", "ok.okl", "-o", "out/ok.pp.okl"]);
    assert_eq!(out.status.code(), Some(1), "missing folder is a write error");
    assert!(stderr(&out).contains("[OKL0902]"));
    assert!(!dir.path().join("out").exists());

    let out = oklc(dir.path(), &["preprocess", "ok.okl", "-o", "ok.pp.okl"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "");
    let written = std::fs::read_to_string(dir.path().join("ok.pp.okl")).expect("output");
    assert!(written.contains("@kernel void k"));
    // Only the output itself is left behind: no temporary files.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["bad.okl", "ok.okl", "ok.pp.okl", "warn.okl"]);
}

#[test]
fn preprocess_with_errors_writes_nothing() {
    let dir = fixture();
    let target = dir.path().join("bad.pp.okl");
    let out = oklc(dir.path(), &["preprocess", "bad.okl", "-o", "bad.pp.okl"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!target.exists());
    // An existing output is left untouched, not truncated.
    std::fs::write(&target, "previous").expect("write");
    let out = oklc(dir.path(), &["preprocess", "bad.okl", "-o", "bad.pp.okl"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&target).expect("read"), "previous");
    let out = oklc(dir.path(), &["preprocess", "bad.okl"]);
    assert_eq!(stdout(&out), "");
}

#[test]
fn explain_prints_documentation() {
    let dir = fixture();
    let out = oklc(dir.path(), &["explain", "OKL0002"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.starts_with("OKL0002: Unterminated block comment\n"), "{text}");
    assert!(text.contains("Close it with `*/`."), "{text}");
    assert_eq!(oklc(dir.path(), &["explain", "okl0002"]).status.code(), Some(0));
    let out = oklc(dir.path(), &["explain", "OKL9999"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "error: unknown diagnostic code `OKL9999` [OKL0906]\n");
    assert_eq!(oklc(dir.path(), &["explain", "nonsense"]).status.code(), Some(2));
}

#[test]
fn define_and_undef_apply_in_command_line_order() {
    // With the real preprocessor `-D A -U A` leaves A undefined and `-U B -D B=2` defines it.
    // This checks the order reaches the driver: the `--mode` predefines and both orders run.
    let dir = fixture();
    std::fs::write(dir.path().join("m.okl"), "int v = A + B;\n").expect("write");
    let out = oklc(dir.path(), &["preprocess", "-DA", "-U", "A", "-UB", "-D", "B=2", "m.okl"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = oklc(dir.path(), &["preprocess", "m.okl", "-DA=1", "-DB=2", "-I", "."]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn check_takes_several_inputs_and_include_dirs() {
    let dir = fixture();
    let out = oklc(dir.path(), &["check", "-I", ".", "ok.okl", "bad.okl", "warn.okl"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).ends_with("error: 2 errors, 1 warning emitted\n"), "{}", stderr(&out));
}

#[test]
fn include_option_reads_a_header_before_every_input() {
    let dir = fixture();
    std::fs::create_dir(dir.path().join("kernels")).unwrap();
    std::fs::write(dir.path().join("prelude.h"), "typedef double real;\n#define SCALE 3\n")
        .unwrap();
    let kernel = "@kernel void s(const int n, real *x) {\n  for (int i = 0; i < n; ++i; @tile(4, @outer, @inner)) { x[i] *= SCALE; }\n}\n";
    std::fs::write(dir.path().join("kernels/s.okl"), kernel).unwrap();
    let out = oklc(dir.path(), &["transpile", "kernels/s.okl", "--include", "prelude.h"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let source = stdout(&out);
    assert!(source.starts_with("typedef double real;"), "{source}");
    assert!(source.contains("x[i] *= 3;"), "{source}");
    let out = oklc(dir.path(), &["check", "kernels/s.okl"]);
    assert_eq!(out.status.code(), Some(1), "without the header `real` is unknown");
    let out = oklc(dir.path(), &["check", "kernels/s.okl", "--include", "missing.h"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("<command line>:1:1: error: include file `missing.h` not found"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn transpile_writes_source_and_metadata_atomically() {
    let dir = fixture();
    let out = oklc(
        dir.path(),
        &["transpile", "ok.okl", "--backend", "openmp", "-o", "k.cpp", "--metadata", "k.json"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let source = std::fs::read_to_string(dir.path().join("k.cpp")).expect("k.cpp written");
    assert!(source.contains("extern \"C\" void k(const int &n, float *x)"), "{source}");
    assert!(source.contains("#pragma omp parallel for"), "{source}");
    let metadata: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("k.json")).unwrap()).unwrap();
    assert_eq!(metadata["metadata"][0]["name"], "k");
    assert_eq!(metadata["metadata"][0]["arguments"][1]["ptr"], true);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left behind");
}

/// Outputs are staged in temporary files, which are created private (0600); once renamed into
/// place they must have the mode of any new file, 0666 less the umask, like `cc -o`'s output.
#[cfg(unix)]
#[test]
fn outputs_get_the_mode_of_a_new_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = fixture();
    let oklc_bin = env!("CARGO_BIN_EXE_oklc");
    for (umask, mode) in [("022", 0o644), ("002", 0o664), ("077", 0o600)] {
        let script = format!(
            "umask {umask} && \"$0\" transpile ok.okl -o k.cpp --metadata k.json && \
             \"$0\" preprocess ok.okl -o k.i"
        );
        let out = Command::new("sh")
            .args(["-c", &script, oklc_bin])
            .current_dir(dir.path())
            .output()
            .expect("run sh");
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        for name in ["k.cpp", "k.json", "k.i"] {
            let meta = std::fs::metadata(dir.path().join(name)).expect("output written");
            let got = meta.permissions().mode() & 0o777;
            assert_eq!(got, mode, "{name} under umask {umask}: {got:o}");
        }
    }
}

/// An output that is an input, or a file two outputs name, is a usage error found before any
/// work, and nothing is written: the input stays as it was.
#[test]
fn outputs_never_overwrite_inputs_or_each_other() {
    let dir = fixture();
    let original = std::fs::read(dir.path().join("ok.okl")).unwrap();
    for args in [
        &["transpile", "ok.okl", "-o", "./ok.okl"][..],
        &["transpile", "ok.okl", "-o", "k.cpp", "--metadata", "ok.okl"],
        &["preprocess", "ok.okl", "-o", "ok.okl"],
    ] {
        let out = oklc(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("is the input file `ok.okl`"), "{}", stderr(&out));
        assert_eq!(std::fs::read(dir.path().join("ok.okl")).unwrap(), original, "{args:?}");
        assert!(!dir.path().join("k.cpp").exists(), "{args:?}: nothing is written");
    }

    std::fs::create_dir_all(dir.path().join("a")).unwrap();
    std::fs::create_dir_all(dir.path().join("b")).unwrap();
    std::fs::copy(dir.path().join("ok.okl"), dir.path().join("a/k.okl")).unwrap();
    std::fs::copy(dir.path().join("ok.okl"), dir.path().join("b/k.okl")).unwrap();
    for args in [
        &["transpile", "a/k.okl", "b/k.okl", "--out-dir", "out"][..],
        &["transpile", "a/k.okl", "ok.okl", "--out-dir", "out", "--metadata", "m.json"],
        &["transpile", "ok.okl", "-o", "k.json", "--metadata", "./k.json"],
    ] {
        let out = oklc(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("would be written twice"), "{}", stderr(&out));
        assert!(!dir.path().join("out").exists(), "{args:?}: nothing is written");
        assert!(!dir.path().join("k.json").exists(), "{args:?}: nothing is written");
    }
    // Different names in one folder are fine.
    let out = oklc(dir.path(), &["transpile", "a/k.okl", "ok.okl", "--out-dir", "out"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(dir.path().join("out/k.cpp").exists() && dir.path().join("out/ok.cpp").exists());
}

/// A file that cannot be written is named as the user wrote it, not as the temporary file the
/// write went through.
#[test]
fn write_errors_name_the_output() {
    let dir = fixture();
    let out = oklc(dir.path(), &["transpile", "ok.okl", "-o", "missing/k.cpp"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("cannot write `missing/k.cpp`: the folder `missing` does not exist"),
        "{err}"
    );
    assert!(!err.contains(".tmp"), "{err}");
}

fn oklc_stdin(dir: &Path, args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_oklc"))
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run oklc");
    // A usage error exits before reading stdin: the pipe may then be closed under the write.
    match child.stdin.take().expect("stdin").write_all(input) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("write stdin: {e}"),
        _ => {}
    }
    child.wait_with_output().expect("oklc output")
}

/// An editor checks its unsaved buffer through stdin: `-` is the input, `--stdin-name` the path
/// diagnostics show and whose folder `#include "..."` searches first.
#[test]
fn dash_reads_the_input_from_stdin() {
    let dir = fixture();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/defs.h"), "#define BS 16\n").unwrap();
    let buffer = b"#include \"defs.h\"\n@kernel void k(n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(BS, @outer, @inner)) { x[i] = 0; }\n}\n";
    let args = ["check", "-", "--stdin-name", "src/k.okl", "--message-format", "json"];
    let out = oklc_stdin(dir.path(), &args, buffer);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let lines: Vec<Value> =
        stderr(&out).lines().map(|l| serde_json::from_str(l).expect("JSON line")).collect();
    assert_eq!(lines.len(), 1, "only the untyped parameter: defs.h was found: {lines:?}");
    assert_eq!(lines[0]["file"], "src/k.okl", "{}", lines[0]);
    assert_eq!(lines[0]["line"], 2, "{}", lines[0]);

    // Without a name the text is `<stdin>`, and a clean buffer transpiles to stdout.
    let fixed = String::from_utf8_lossy(buffer).replace("k(n,", "k(const int n,");
    let out =
        oklc_stdin(dir.path(), &["check", "-", "--message-format", "short"], fixed.as_bytes());
    assert_eq!(out.status.code(), Some(1), "defs.h is not next to `<stdin>`");
    assert!(stderr(&out).starts_with("<stdin>:1:"), "{}", stderr(&out));
    let args = ["transpile", "-", "--stdin-name", "src/k.okl", "--backend", "openmp"];
    let out = oklc_stdin(dir.path(), &args, fixed.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("extern \"C\" void k(const int &n, float *x)"),
        "{}",
        stdout(&out)
    );

    // Usage errors: `--stdin-name` without `-`, and `--out-dir` for an unnamed `-`.
    for args in
        [&["check", "ok.okl", "--stdin-name", "x.okl"][..], &["transpile", "-", "--out-dir", "o"]]
    {
        let out = oklc_stdin(dir.path(), args, fixed.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    }
}

/// `--depfile` writes a Make rule (gcc's `-MD -MF -MP`): every written output depends on the
/// input, the `--include` file and each header once; headers are targets of their own.
#[test]
fn depfile_lists_the_input_and_its_headers() {
    let dir = fixture();
    std::fs::create_dir_all(dir.path().join("inc")).unwrap();
    std::fs::write(dir.path().join("inc/defs.h"), "#define BS 16\n").unwrap();
    std::fs::write(dir.path().join("pre.h"), "#define UNUSED 1\n").unwrap();
    std::fs::write(
        dir.path().join("t.okl"),
        "#include \"defs.h\"\n#include \"defs.h\"\n@kernel void k(const int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(BS, @outer, @inner)) { x[i] = 0; }\n}\n",
    )
    .unwrap();
    let args = [
        "transpile",
        "t.okl",
        "-I",
        "inc",
        "--include",
        "pre.h",
        "-o",
        "t.cpp",
        "--metadata",
        "t.json",
        "--depfile",
        "t.d",
    ];
    let out = oklc(dir.path(), &args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let rule = std::fs::read_to_string(dir.path().join("t.d")).expect("depfile written");
    assert_eq!(
        rule,
        "t.cpp t.json: \\\n  t.okl \\\n  pre.h \\\n  inc/defs.h\n\npre.h:\n\ninc/defs.h:\n"
    );

    // Errors write no depfile, and a source printed on stdout has no file to be a target.
    let out = oklc(dir.path(), &["transpile", "bad.okl", "-o", "b.cpp", "--depfile", "b.d"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(!dir.path().join("b.d").exists());
    let out = oklc(dir.path(), &["transpile", "ok.okl", "--depfile", "k.d"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(!dir.path().join("k.d").exists());
}

/// A source read from stdin is a file of the rule only under its `--stdin-name`: `<stdin>` is
/// no file make could look at. Its headers are listed either way.
#[test]
fn depfile_names_stdin_only_by_its_stdin_name() {
    let dir = fixture();
    std::fs::write(dir.path().join("defs.h"), "#define BS 16\n").unwrap();
    let text = "#include \"defs.h\"\n@kernel void k(const int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(BS, @outer, @inner)) { x[i] = 0; }\n}\n";
    let out = oklc_stdin(
        dir.path(),
        &["transpile", "-", "-o", "s.cpp", "--depfile", "s.d"],
        text.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let rule = std::fs::read_to_string(dir.path().join("s.d")).expect("depfile written");
    assert_eq!(rule, "s.cpp: \\\n  defs.h\n\ndefs.h:\n");
    let args = ["transpile", "-", "--stdin-name", "k.okl", "-o", "n.cpp", "--depfile", "n.d"];
    let out = oklc_stdin(dir.path(), &args, text.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let rule = std::fs::read_to_string(dir.path().join("n.d")).expect("depfile written");
    assert_eq!(rule, "n.cpp: \\\n  k.okl \\\n  defs.h\n\ndefs.h:\n");
}

/// A device is no source file: `/dev/zero` as an input or a header is refused at once (it
/// would be read until memory runs out), with one error; a pipe is read.
#[cfg(unix)]
#[test]
fn devices_are_refused_and_pipes_read() {
    let dir = fixture();
    let out = oklc(dir.path(), &["check", "/dev/zero", "--message-format", "short"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("it is a device, not a source file"), "{}", stderr(&out));
    std::fs::write(dir.path().join("dev.okl"), "#include \"/dev/zero\"\nint x;\n").unwrap();
    let out = oklc(dir.path(), &["check", "dev.okl", "--message-format", "short"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "dev.okl:1:1: error: cannot read `/dev/zero`: it is a device, not a source file [OKL0121]\n",
        "one error: the header is not also reported missing"
    );
    let out = oklc_stdin(
        dir.path(),
        &["check", "/dev/stdin"],
        &std::fs::read(dir.path().join("ok.okl")).unwrap(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn dash_names_stdout() {
    let dir = fixture();
    let out = oklc(dir.path(), &["preprocess", "ok.okl", "-o", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("@kernel void k"), "{}", stdout(&out));
    let out = oklc(dir.path(), &["transpile", "ok.okl", "-o", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("extern \"C\" void k("), "{}", stdout(&out));
    assert!(!dir.path().join("-").exists(), "`-` is stdout, not a file");

    let out = oklc(dir.path(), &["transpile", "ok.okl", "-o", "k.cpp", "--metadata", "-"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let metadata: Value = serde_json::from_str(&stdout(&out)).expect("metadata JSON on stdout");
    assert_eq!(metadata["metadata"][0]["name"], "k");
    assert!(dir.path().join("k.cpp").exists());

    // The source would go to stdout too: a usage error, and nothing is written.
    std::fs::remove_file(dir.path().join("k.cpp")).unwrap();
    for args in [&["--metadata", "-"][..], &["-o", "-", "--metadata", "-"]] {
        let out = oklc(dir.path(), &[&["transpile", "ok.okl"][..], args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("only one output can go to stdout"), "{}", stderr(&out));
        assert_eq!(stdout(&out), "");
    }
    assert!(!dir.path().join("k.cpp").exists() && !dir.path().join("-").exists());

    // A folder cannot be stdout: a usage error instead of a folder named `-`.
    let out = oklc(dir.path(), &["transpile", "ok.okl", "--out-dir", "-"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("`--out-dir` takes a folder"), "{}", stderr(&out));
    assert_eq!(stdout(&out), "");
    assert!(!dir.path().join("-").exists());
}

#[test]
fn transpile_with_errors_writes_nothing() {
    let dir = fixture();
    std::fs::write(dir.path().join("k.cpp"), "previous").unwrap();
    let out = oklc(dir.path(), &["transpile", "bad.okl", "-o", "k.cpp", "--metadata", "k.json"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(dir.path().join("k.cpp")).unwrap(), "previous");
    assert!(!dir.path().join("k.json").exists());
}

#[test]
fn transpile_several_inputs_needs_an_out_dir() {
    let dir = fixture();
    let out = oklc(dir.path(), &["transpile", "ok.okl", "warn.okl"]);
    assert_eq!(out.status.code(), Some(2));
    let out = oklc(dir.path(), &["transpile", "ok.okl", "warn.okl", "--out-dir", "gen"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    for name in ["ok.cpp", "ok.json", "warn.cpp", "warn.json"] {
        assert!(dir.path().join("gen").join(name).exists(), "{name} missing");
    }
}

/// The rows of `oklc backends`: name, available, extension.
fn backends(dir: &Path) -> Vec<(String, bool, String)> {
    let out = oklc(dir, &["backends"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    stdout(&out)
        .lines()
        .skip(1)
        .map(|line| {
            let cells: Vec<&str> = line.split_whitespace().collect();
            (cells[0].to_string(), cells[1] == "yes", cells[2].to_string())
        })
        .collect()
}

#[test]
fn backends_are_listed_with_occa_names_availability_and_extensions() {
    let dir = fixture();
    let rows = backends(dir.path());
    let names: Vec<&str> = rows.iter().map(|(name, _, _)| name.as_str()).collect();
    assert_eq!(names, ["serial", "openmp", "cuda", "hip", "opencl", "metal", "dpcpp"]);
    assert!(rows.iter().any(|(name, available, ext)| name == "cuda" && *available && ext == ".cu"));
    assert!(
        rows.iter().any(|(name, available, ext)| name == "metal" && *available && ext == ".metal")
    );
    assert!(
        rows.iter().any(|(name, available, ext)| name == "dpcpp" && *available && ext == ".cpp")
    );
    // `--version --verbose` names the same backends, with the build's facts.
    for flags in [&["--version", "--verbose"][..], &["-vV"]] {
        let out = oklc(dir.path(), flags);
        assert_eq!(out.status.code(), Some(0), "{flags:?}: {}", stderr(&out));
        let text = stdout(&out);
        for key in ["oklc ", "commit-hash: ", "build-date: ", "host: ", "backends: "] {
            assert!(text.contains(key), "{flags:?}: {text}");
        }
        let available: Vec<&str> =
            rows.iter().filter(|r| r.1).map(|(name, _, _)| name.as_str()).collect();
        assert!(text.contains(&format!("\nbackends: {}\n", available.join(", "))), "{text}");
    }
    assert_eq!(stdout(&oklc(dir.path(), &["--version"])).lines().count(), 1);
    // `--help` says which backends are available.
    let help = stdout(&oklc(dir.path(), &["transpile", "--help"]));
    for (name, available, _) in &rows {
        let said = if *available { "available" } else { "not available yet" };
        let listed = help.lines().map(str::trim).any(|line| {
            line.strip_prefix(&format!("- {name}:")).is_some_and(|rest| rest.trim() == said)
        });
        assert!(listed, "{name}: {help}");
    }
}

#[test]
fn backend_names_are_occas_in_any_case_with_one_option() {
    let dir = fixture();
    for (flag, name, ext) in [
        ("-m", "CUDA", "cu"),
        ("--backend", "Serial", "cpp"),
        ("--mode", "OpenMP", "cpp"),
        ("--backend", "omp", "cpp"),
    ] {
        let output = format!("k_{name}.{ext}");
        let out = oklc(dir.path(), &["transpile", "ok.okl", flag, name, "-o", &output]);
        assert_eq!(out.status.code(), Some(0), "{flag} {name}: {}", stderr(&out));
        assert!(dir.path().join(&output).is_file());
    }
    // SYCL goes by OCCA's name, `dpcpp`, however it was chosen.
    let sycl = oklc(dir.path(), &["transpile", "ok.okl", "--backend", "sycl"]);
    let dpcpp = oklc(dir.path(), &["transpile", "ok.okl", "--backend", "DPCPP"]);
    assert_eq!(sycl.status.code(), Some(0), "{}", stderr(&sycl));
    assert_eq!(stdout(&sycl), stdout(&dpcpp));
    assert!(stdout(&dpcpp).contains("sycl::nd_range<3> *range_"), "{}", stdout(&dpcpp));
    // One option, spelt `--backend` in every help text.
    for sub in ["preprocess", "check", "transpile", "build"] {
        let help = stdout(&oklc(dir.path(), &[sub, "--help"]));
        assert!(help.contains("-m, --backend <BACKEND>"), "{sub}: {help}");
        assert!(!help.contains("--mode <"), "{sub}: {help}");
    }
}

#[test]
fn every_occa_mode_is_available_and_an_unknown_backend_is_a_usage_error() {
    let dir = fixture();
    let rows = backends(dir.path());
    let mut available: Vec<&str> =
        rows.iter().filter(|r| r.1).map(|(name, _, _)| name.as_str()).collect();
    available.sort_unstable();
    assert_eq!(available, ["cuda", "dpcpp", "hip", "metal", "opencl", "openmp", "serial"]);
    for sub in [
        &["transpile", "missing.okl", "-o", "k.out"][..],
        &["build", "missing.okl", "--out-dir", "out"],
    ] {
        let mut args = vec!["--message-format", "json"];
        args.extend_from_slice(sub);
        args.extend(["--backend", "vulkan"]);
        let out = oklc(dir.path(), &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("vulkan"), "{args:?}: {}", stderr(&out));
        assert!(!dir.path().join("k.out").exists() && !dir.path().join("out").exists());
    }
    // `oklc explain OKL0601` names no backend as available or missing: `oklc backends` does.
    let explain = stdout(&oklc(dir.path(), &["explain", "OKL0601"]));
    assert!(explain.contains("oklc backends") && !explain.contains("CUDA"), "{explain}");
}

#[test]
fn options_meaningless_for_the_backend_are_refused() {
    let dir = fixture();
    let cases: [&[&str]; 7] = [
        &["transpile", "ok.okl", "-o", "k.cpp", "--launcher", "l.cpp"],
        &[
            "transpile",
            "ok.okl",
            "-o",
            "k.cpp",
            "--backend",
            "openmp",
            "--launcher-metadata",
            "l.json",
        ],
        &["transpile", "ok.okl", "-o", "k.cpp", "--launcher-api", "native"],
        &["transpile", "ok.okl", "-o", "k.cu", "--backend", "cuda", "--include-std"],
        &[
            "transpile",
            "ok.okl",
            "-o",
            "k.cu",
            "-m",
            "cuda",
            "--launcher-api",
            "native",
            "--launcher-metadata",
            "l.json",
        ],
        &["build", "ok.okl", "--out-dir", "out", "--backend", "cuda", "--include-occa"],
        &["transpile", "ok.okl", "-o", "k.cu", "--backend", "cuda", "--sycl-legacy-header"],
    ];
    for args in cases {
        let out = oklc(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("[OKL0905]"), "{args:?}: {}", stderr(&out));
        for file in ["k.cpp", "k.cu", "l.cpp", "l.json", "out"] {
            assert!(!dir.path().join(file).exists(), "{args:?} wrote {file}");
        }
    }
}

#[test]
fn a_folder_given_to_transpile_or_check_points_at_build() {
    let dir = fixture();
    std::fs::create_dir(dir.path().join("kernels")).expect("mkdir");
    for sub in ["transpile", "check", "preprocess"] {
        let out = oklc(dir.path(), &[sub, "kernels"]);
        assert_eq!(out.status.code(), Some(2), "{sub}");
        assert!(
            stderr(&out).contains("`kernels` is a folder; use `oklc build kernels --out-dir DIR`"),
            "{sub}: {}",
            stderr(&out)
        );
    }
}

#[test]
fn check_emits_stage_dumps() {
    let dir = fixture();
    let out = oklc(dir.path(), &["check", "ok.okl", "--emit", "ir"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("_occa_tiled_i"), "{}", stdout(&out));
    let out = oklc(dir.path(), &["check", "ok.okl", "--emit", "ir-after=tile"]);
    assert!(stdout(&out).contains("after `tile`"), "{}", stdout(&out));
    let out = oklc(dir.path(), &["check", "ok.okl", "--emit", "ast"]);
    assert!(stdout(&out).contains("Attr"), "{}", stdout(&out));
    let out = oklc(dir.path(), &["check", "ok.okl", "--emit", "ir-after=nosuchpass"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no pass named"), "{}", stderr(&out));
}

/// The files in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn transpile_writes_every_output_or_none() {
    let dir = tempfile::tempdir().expect("tempdir");
    let kernel = "@kernel void k(const int n, float *x) {\n  \
                  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    x[i] = 1.0f;\n  }\n}\n";
    std::fs::write(dir.path().join("k.okl"), kernel).expect("write");
    std::fs::write(dir.path().join("bad.okl"), "@kernel void k(int *x) { x[0] = `; }\n")
        .expect("write");

    // An error leaves an existing output untouched and writes no metadata.
    std::fs::write(dir.path().join("out.cpp"), "previous").expect("write");
    let out = oklc(dir.path(), &["transpile", "bad.okl", "-o", "out.cpp", "--metadata", "m.json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(dir.path().join("out.cpp")).expect("read"), "previous");
    assert_eq!(names_in(dir.path()), ["bad.okl", "k.okl", "out.cpp"]);

    // The source cannot be written (missing folder): the metadata is not written either.
    let args = ["transpile", "k.okl", "-o", "missing/k.cpp", "--metadata", "k.json"];
    let out = oklc(dir.path(), &args);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("[OKL0902]"), "{}", stderr(&out));
    assert_eq!(names_in(dir.path()), ["bad.okl", "k.okl", "out.cpp"]);

    // Success: both complete, no temporary files left behind.
    let out = oklc(dir.path(), &["transpile", "k.okl", "-o", "out.cpp", "--metadata", "k.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(std::fs::read_to_string(dir.path().join("out.cpp")).expect("read").contains("void k("));
    assert!(std::fs::read_to_string(dir.path().join("k.json")).expect("read").contains("\"k\""));
    assert_eq!(names_in(dir.path()), ["bad.okl", "k.json", "k.okl", "out.cpp"]);
}

/// Without OCCA nothing declares `sqrt` for the serial output; `--include-std` makes the file
/// compile on its own (g++ checks both), and `--include-occa` adds OCCA's header.
#[test]
fn include_std_makes_host_output_self_contained() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("m.okl"),
        "@kernel void k(const int n, const double *x, double *y) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    y[i] = sqrt(fabs(x[i]));\n  }\n}\n",
    )
    .expect("write");
    let gxx = |file: &str| {
        Command::new("g++")
            .args(["-std=c++17", "-fsyntax-only", "-fopenmp", file])
            .current_dir(dir.path())
            .output()
            .expect("g++ runs (install it)")
    };
    for mode in ["serial", "openmp"] {
        let plain = format!("plain_{mode}.cpp");
        let out = oklc(dir.path(), &["transpile", "m.okl", "--mode", mode, "-o", &plain]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(!gxx(&plain).status.success(), "{mode}: sqrt compiled without a header");

        let with = format!("std_{mode}.cpp");
        let out =
            oklc(dir.path(), &["transpile", "m.okl", "--mode", mode, "--include-std", "-o", &with]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let built = gxx(&with);
        assert!(built.status.success(), "{mode}: {}", String::from_utf8_lossy(&built.stderr));
    }
    let out = oklc(dir.path(), &["transpile", "m.okl", "--include-occa"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("#include <occa.hpp>\nusing namespace occa;\n"));
}

#[test]
fn template_instantiations_bind_values_defaults_and_report_wrong_kinds() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("t.okl"),
        "template <int B = 8, typename T = float>\n@kernel void k(const int n, T *y) {\n  for (int i = 0; i < n; ++i; @tile(B, @outer, @inner)) {\n    y[i] = (T)B;\n  }\n}\n",
    )
    .expect("write");
    // A type given for `int B`: an error at the parameter, naming the request.
    let out = oklc(
        dir.path(),
        &["--color", "never", "transpile", "t.okl", "--instantiate", "k<float, float>"],
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("t.okl:1:11: error: template argument `float` for `int B` is a type, not a value [OKL0332]"),
        "{err}"
    );
    assert!(err.contains("in --instantiate 'k<float, float>'"), "{err}");
    // A bare name takes every default; `k<2*4>` is the same instantiation, made once.
    let out = oklc(
        dir.path(),
        &[
            "transpile",
            "t.okl",
            "--instantiate",
            "k",
            "--instantiate",
            "k<2*4>",
            "-o",
            "k.cpp",
            "--metadata",
            "k.json",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let source = std::fs::read_to_string(dir.path().join("k.cpp")).expect("k.cpp written");
    assert_eq!(source.matches("extern \"C\" void k_8_float(const int &n, float *y)").count(), 1);
    assert!(source.contains("_occa_tiled_i += 8)") && source.contains("y[i] = (float)8;"));
    let metadata: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("k.json")).unwrap()).unwrap();
    assert_eq!(metadata["metadata"].as_array().map(Vec::len), Some(1));
    assert_eq!(metadata["metadata"][0]["name"], "k_8_float");
    assert_eq!(metadata["metadata"][0]["arguments"][1]["dtype"]["name"], "float");
}

/// An `@implicitArg` parameter is supplied by the backend, so it is left out of the
/// kernel metadata (the runtime passes only the listed arguments) but stays in the generated
/// signature; `@globalPtr` is OpenCL's `__global` and prints nothing on the host.
#[test]
fn implicit_arg_stays_in_the_signature_and_leaves_the_metadata() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("k.okl"),
        "@kernel void k(const int n, @implicitArg int *pos, float *x @globalPtr) {\n  for (int i = 0; i < n; ++i; @outer) {\n    @globalPtr float *row = x + 4 * i;\n    for (int j = 0; j < 4; ++j; @inner) {\n      row[j] = pos[0] + j;\n    }\n  }\n}\n",
    )
    .expect("write");
    for mode in ["serial", "openmp"] {
        let out = oklc(
            dir.path(),
            &["transpile", "k.okl", "--mode", mode, "--metadata", "k.json", "-o", "k.cpp"],
        );
        assert_eq!(out.status.code(), Some(0), "{mode}: {}", stderr(&out));
        let source = std::fs::read_to_string(dir.path().join("k.cpp")).expect("read source");
        assert!(
            source.contains("void k(const int &n, int *pos, float *x)"),
            "{mode}: the signature lost or changed a parameter:\n{source}"
        );
        assert!(!source.contains("__global"), "{mode}: `@globalPtr` printed on a host:\n{source}");
        let meta: Value = serde_json::from_str(
            &std::fs::read_to_string(dir.path().join("k.json")).expect("read"),
        )
        .expect("metadata is JSON");
        let names: Vec<&str> = meta["metadata"][0]["arguments"]
            .as_array()
            .expect("arguments")
            .iter()
            .map(|a| a["name"].as_str().expect("name"))
            .collect();
        assert_eq!(names, ["n", "x"], "{mode}: metadata {meta}");
    }
}

/// OCCA's `saxpy` example: the device metadata and OCCA's launcher metadata of `saxpy` (spec §9),
/// for CUDA and for SYCL, whose queue and range parameters are no kernel arguments.
#[test]
fn gpu_backends_write_device_and_launcher_metadata_as_occa_reads_them() {
    for mode in ["cuda", "dpcpp"] {
        device_and_launcher_metadata(mode);
    }
}

fn device_and_launcher_metadata(mode: &str) {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("saxpy.okl"),
        "@kernel void saxpy(const int n, const float alpha, const float *x, float *y) {\n  for (int i = 0; i < n; ++i; @tile(64, @outer, @inner)) {\n    y[i] += alpha * x[i];\n  }\n}\n",
    )
    .expect("write");
    let out = oklc(dir.path(), &["transpile", "saxpy.okl", "--mode", mode, "--out-dir", "o"]);
    assert_eq!(out.status.code(), Some(0), "{mode}: {}", stderr(&out));
    let read = |name: &str| -> Value {
        let text = std::fs::read_to_string(dir.path().join("o").join(name)).expect("read");
        serde_json::from_str(&text).expect("JSON")
    };
    let int = r#"{"type":"builtin","name":"int"}"#;
    let float = r#"{"type":"builtin","name":"float"}"#;
    let none = r#"{"type":"custom","name":"none","bytes":0}"#;
    let arg = |name: &str, c: bool, p: bool, dtype: &str| {
        format!(r#"{{"name":"{name}","const":{c},"ptr":{p},"dtype":{dtype}}}"#)
    };
    let device: Value = serde_json::from_str(&format!(
        r#"[{{"name":"_occa_saxpy_0","arguments":[{},{},{},{}]}}]"#,
        arg("n", true, false, int),
        arg("alpha", true, false, float),
        arg("x", true, true, float),
        arg("y", false, true, float)
    ))
    .expect("expected JSON");
    let launcher: Value = serde_json::from_str(&format!(
        r#"[{{"name":"saxpy","arguments":[{},{},{},{},{}]}}]"#,
        arg("deviceKernels", false, true, none),
        arg("n", true, false, int),
        arg("alpha", true, false, float),
        arg("x", false, true, none),
        arg("y", false, true, none)
    ))
    .expect("expected JSON");
    assert_eq!(read("saxpy.json")["metadata"], device, "{mode}");
    assert_eq!(read("saxpy.launcher.json")["metadata"], launcher, "{mode}");
    // `--launcher-metadata` writes the same; the native launcher and host backends have none.
    let out = oklc(
        dir.path(),
        &["transpile", "saxpy.okl", "--mode", mode, "-o", "k.cu", "--launcher-metadata", "-"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let printed: Value = serde_json::from_str(&stdout(&out)).expect("JSON on stdout");
    assert_eq!(printed["metadata"], launcher, "{mode}");
    for extra in [&["--mode", mode, "--launcher-api", "native"][..], &["--mode", "serial"][..]] {
        let mut args = vec!["transpile", "saxpy.okl", "--out-dir", "n"];
        args.extend_from_slice(extra);
        let out = oklc(dir.path(), &args);
        assert_eq!(out.status.code(), Some(0), "{extra:?}: {}", stderr(&out));
        assert!(!dir.path().join("n/saxpy.launcher.json").exists(), "{extra:?}");
        let _ = std::fs::remove_dir_all(dir.path().join("n"));
    }
}

/// `OKL0606` on `dpcpp`: a struct parameter whose copy is more than a copy of its bytes, itself,
/// through a base or through a data member, is reported at the parameter; constructors that
/// copy nothing and defaulted special members are fine, and CUDA, which has no such rule, takes
/// the struct.
#[test]
fn dpcpp_reports_struct_parameters_that_are_not_device_copyable() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Two device kernels, each taking `p`: one report.
    let kernel = "@kernel void k(const P p, float *x) {\n  for (int i = 0; i < 4; ++i; @tile(4, @outer, @inner)) {\n    x[i] = p.v;\n  }\n  for (int i = 0; i < 4; ++i; @tile(4, @outer, @inner)) {\n    x[i] += p.v;\n  }\n}\n";
    let cases = [
        ("struct P { float v; ~P() {} };\n", Some("`P` declares a destructor")),
        (
            "struct B { float v; virtual float get() const { return v; } };\nstruct P : B {};\n",
            Some("`P` derives from `B`, which declares the virtual member function `get`"),
        ),
        (
            "struct C { float w; C &operator=(const C &o) { w = o.w; return *this; } };\nstruct P { float v; C c[2]; };\n",
            Some("`C` declares a copy or move assignment operator"),
        ),
        ("struct P { float v; P() = default; P(const P &) = default; };\n", None),
        ("struct P { float v; P(float a) : v(a) {} P(const P &o, int) : v(o.v) {} };\n", None),
    ];
    for (record, error) in cases {
        std::fs::write(dir.path().join("k.okl"), format!("{record}{kernel}")).expect("write");
        let line = record.lines().count() + 1;
        for mode in ["dpcpp", "cuda"] {
            let out = oklc(dir.path(), &["transpile", "k.okl", "-m", mode, "-o", "k.cpp"]);
            let text = stderr(&out);
            match error.filter(|_| mode == "dpcpp") {
                Some(why) => {
                    assert_eq!(out.status.code(), Some(1), "{record}: {text}");
                    let message = format!(
                        "error: kernel parameter `p` is not device-copyable: {why} [OKL0606]"
                    );
                    assert_eq!(text.matches(&message).count(), 1, "{record}: {message}\n{text}");
                    assert!(text.contains(&format!("k.okl:{line}:")), "{record}: {text}");
                }
                None => assert_eq!(out.status.code(), Some(0), "{mode} {record}: {text}"),
            }
        }
    }
}

/// A free-function kernel's parameter types must be forward-declarable, so the standalone
/// `dpcpp` form names a typedef's anonymous struct and enum after the typedef; OCCA's form
/// keeps them anonymous.
#[test]
fn dpcpp_free_function_kernels_tag_typedef_records() {
    let dir = tempfile::tempdir().expect("tempdir");
    let source = "typedef struct {\n  float x, y;\n} pt_t;\ntypedef enum { A, B } mode_t;\n@kernel void k(const pt_t p, const mode_t m, float *x) {\n  for (int i = 0; i < 4; ++i; @tile(4, @outer, @inner)) {\n    x[i] = m == A ? p.x : p.y;\n  }\n}\n";
    std::fs::write(dir.path().join("k.okl"), source).expect("write");
    for (api, tagged) in [("native", true), ("occa", false)] {
        let args = ["transpile", "k.okl", "-m", "dpcpp", "--launcher-api", api, "-o", "k.cpp"];
        let out = oklc(dir.path(), &args);
        assert_eq!(out.status.code(), Some(0), "{api}: {}", stderr(&out));
        let device = std::fs::read_to_string(dir.path().join("k.cpp")).expect("read");
        for (head, name) in [("typedef struct", "pt_t"), ("typedef enum", "mode_t")] {
            let expected = if tagged { format!("{head} {name} {{") } else { format!("{head} {{") };
            assert!(device.contains(&expected), "{api}: {expected}\n{device}");
        }
    }
}

/// On every GPU target a reference kernel parameter the kernel only reads is a value
/// parameter, as OCCA passes it; one it writes through is `OKL0604` at the parameter.
#[test]
fn gpu_targets_pass_references_only_read_by_value() {
    let dir = tempfile::tempdir().expect("tempdir");
    let body = "  for (int i = 0; i < 4; ++i; @tile(4, @outer, @inner)) {\n    x[i] = p.v * n;\n";
    let read = format!(
        "struct P {{ float v; }};\n@kernel void k(const P &p, int &n, float *x) {{\n{body}  }}\n}}\n"
    );
    let written = format!(
        "struct P {{ float v; }};\n@kernel void k(const P &p, int &n, float *x) {{\n{body}    if (i == 0) n = 1;\n  }}\n}}\n"
    );
    for mode in ["cuda", "hip", "opencl", "metal", "dpcpp"] {
        std::fs::write(dir.path().join("k.okl"), &read).expect("write");
        // OCCA's `dpcpp` trampoline takes every scalar by reference; its free-function kernels
        // take the values.
        let mut args = vec!["transpile", "k.okl", "-m", mode, "-o", "k.out"];
        if mode == "dpcpp" {
            args.extend(["--launcher-api", "native"]);
        }
        let out = oklc(dir.path(), &args);
        assert_eq!(out.status.code(), Some(0), "{mode}: {}", stderr(&out));
        let device = std::fs::read_to_string(dir.path().join("k.out")).expect("read");
        // Metal receives every argument that is not a pointer as `constant T &`, its own form.
        if mode != "metal" {
            assert!(!device.contains("&p") && !device.contains("&n"), "{mode}: {device}");
        }
        std::fs::write(dir.path().join("k.okl"), &written).expect("write");
        let out = oklc(dir.path(), &["transpile", "k.okl", "-m", mode, "-o", "k.out"]);
        let text = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{mode}: {text}");
        assert_eq!(text.matches("[OKL0604]").count(), 1, "{mode}: {text}");
        assert!(text.contains("kernel parameter `n` is a reference"), "{mode}: {text}");
    }
}

/// `--sycl-legacy-header`: the `dpcpp` device file and the standalone launcher include
/// `<CL/sycl.hpp>` instead of `<sycl/sycl.hpp>`, in both forms; the rest is unchanged.
#[test]
fn dpcpp_includes_the_legacy_header_on_request() {
    let dir = fixture();
    for api in ["occa", "native"] {
        let files = |legacy: bool| {
            let mut args = vec!["transpile", "ok.okl", "-m", "dpcpp", "--launcher-api", api];
            args.extend(["-o", "k.cpp", "--launcher", "l.cpp"]);
            if legacy {
                args.push("--sycl-legacy-header");
            }
            let out = oklc(dir.path(), &args);
            assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
            let read = |f: &str| std::fs::read_to_string(dir.path().join(f)).expect("read");
            (read("k.cpp"), read("l.cpp"))
        };
        let (device, launcher) = files(false);
        let (legacy_device, legacy_launcher) = files(true);
        assert!(device.starts_with("#include <sycl/sycl.hpp>\n"), "{api}: {device}");
        assert_eq!(legacy_device, device.replacen("<sycl/sycl.hpp>", "<CL/sycl.hpp>", 1), "{api}");
        if api == "native" {
            assert!(launcher.starts_with("#include <sycl/sycl.hpp>\n"), "{launcher}");
            let expected = launcher.replace("#include <sycl/sycl.hpp>", "#include <CL/sycl.hpp>");
            assert_eq!(legacy_launcher, expected);
        } else {
            assert_eq!(legacy_launcher, launcher, "OCCA's launcher includes no SYCL header");
        }
    }
}

/// Two template kernels that are never instantiated: two OKL0330 warnings, and the invalid
/// UTF-8 warning OKL0904 on line 1.
const TWO_WARNINGS: &[u8] = b"int a; // caf\xe9\ntemplate <typename T>\n@kernel void t(T *x) {\n  for (int i = 0; i < 4; ++i; @tile(4, @outer, @inner)) { x[i] = 0; }\n}\ntemplate <typename T>\n@kernel void u(T *x) {\n  for (int i = 0; i < 4; ++i; @tile(4, @outer, @inner)) { x[i] = 0; }\n}\n";

/// The codes and severities of a JSON Lines stream's diagnostics.
fn json_codes(out: &Output) -> Vec<(String, String)> {
    stderr(out)
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).expect("JSON"))
        .map(|v| {
            (v["code"].as_str().unwrap_or("").into(), v["severity"].as_str().unwrap_or("").into())
        })
        .collect()
}

#[test]
fn warnings_are_silenced_or_promoted_one_code_at_a_time() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("w.okl"), TWO_WARNINGS).expect("write");
    let run = |flags: &[&str]| {
        let mut args = vec!["--message-format", "json", "check", "w.okl"];
        args.extend_from_slice(flags);
        oklc(dir.path(), &args)
    };
    let pair = |code: &str, severity: &str| (code.to_string(), severity.to_string());
    let all = run(&[]);
    assert_eq!(
        json_codes(&all),
        [pair("OKL0904", "warning"), pair("OKL0330", "warning"), pair("OKL0330", "warning")]
    );
    assert_eq!(json_codes(&run(&["-w"])), []);
    for silence in [&["-Wno-OKL0330"][..], &["-W", "no-OKL0330"], &["-W", "OKL0330=ignored"]] {
        let out = run(silence);
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(json_codes(&out), [pair("OKL0904", "warning")], "{silence:?}");
    }
    for promote in [&["-Werror=OKL0330"][..], &["-W", "OKL0330=error"], &["-W", "error=okl330"]] {
        let out = run(promote);
        assert_eq!(out.status.code(), Some(1), "{promote:?}");
        assert_eq!(
            json_codes(&out),
            [pair("OKL0904", "warning"), pair("OKL0330", "error"), pair("OKL0330", "error")]
        );
        let promoted: Value =
            serde_json::from_str(stderr(&out).lines().nth(1).expect("line")).expect("JSON");
        assert_eq!(promoted["promoted_from"], "warning");
    }
    // A rule for one code wins over -Werror and -w, whatever the order.
    let out = run(&["-Wno-error=OKL0330", "-Werror", "-Wno-OKL0904"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(json_codes(&out), [pair("OKL0330", "warning"), pair("OKL0330", "warning")]);
    let plain: Value =
        serde_json::from_str(stderr(&out).lines().nth(1).expect("line")).expect("JSON");
    assert!(plain.get("promoted_from").is_none(), "{plain}");
    assert_eq!(json_codes(&run(&["-w", "-Werror=OKL0904"])), [pair("OKL0904", "error")]);
    // Rules are checked: an unknown code or rule is a usage error.
    for bad in ["-Wno-OKL9999", "-Wunused", "-WOKL0330=loud"] {
        let out = run(&[bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}: {}", stderr(&out));
    }
}

#[test]
fn pragmas_control_warnings_from_their_line_on() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text = String::from_utf8_lossy(TWO_WARNINGS).replace('\u{fffd}', "e");
    let with = |pragmas: &str| {
        let text = text.replacen("template", &format!("{pragmas}\ntemplate"), 1);
        std::fs::write(dir.path().join("p.okl"), text).expect("write");
        oklc(dir.path(), &["--message-format", "json", "check", "p.okl"])
    };
    let pair = |code: &str, severity: &str| (code.to_string(), severity.to_string());
    let warning = pair("OKL0330", "warning");
    assert_eq!(json_codes(&with("")), [warning.clone(), warning.clone()]);
    assert_eq!(json_codes(&with("#pragma okl diagnostic ignored \"OKL0330\"")), []);
    let out = with("#pragma okl diagnostic error \"OKL0330\"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_codes(&out), [pair("OKL0330", "error"), pair("OKL0330", "error")]);
    // push/pop: only the first kernel, between them, is silenced.
    let scoped = text.replacen(
        "template",
        "#pragma okl diagnostic push\n#pragma okl diagnostic ignored \"OKL0330\"\ntemplate",
        1,
    );
    let scoped = scoped.replacen("}\ntemplate", "}\n#pragma okl diagnostic pop\ntemplate", 1);
    std::fs::write(dir.path().join("p.okl"), scoped).expect("write");
    let out = oklc(dir.path(), &["--message-format", "short", "check", "p.okl"]);
    assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
    assert!(
        stderr(&out).starts_with("p.okl:9:1: warning: template kernel `u`"),
        "{}",
        stderr(&out)
    );
    // A pragma oklc does not understand is reported, not ignored silently.
    let out = with("#pragma okl diagnostic ignored \"OKL9999\"\n#pragma okl diagnostic pop");
    let codes = json_codes(&out);
    assert_eq!(codes[..2], [pair("OKL0142", "warning"), pair("OKL0142", "warning")]);
}

#[test]
fn json_usage_errors_keep_the_valid_values() {
    let dir = fixture();
    let out =
        oklc(dir.path(), &["--message-format=json", "--color", "sometimes", "check", "ok.okl"]);
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_str(stderr(&out).trim()).expect("one JSON object");
    assert_eq!(v["code"], "OKL0905");
    let children = v["children"].as_array().expect("children");
    assert!(
        children
            .iter()
            .any(|c| c["kind"] == "note" && c["message"] == "possible values: auto, always, never"),
        "{v}"
    );
}

#[test]
fn snippets_are_ascii_when_the_locale_is_not_utf8() {
    let dir = fixture();
    let unicode = oklc_env(dir.path(), &["check", "bad.okl"], &[("LANG", "en_US.UTF-8")]);
    assert!(stderr(&unicode).contains('╭'), "{}", stderr(&unicode));
    for (args, env) in [
        (&["check", "bad.okl"][..], &[("LANG", "C")][..]),
        (&["check", "bad.okl"], &[("LC_ALL", "POSIX"), ("LANG", "en_US.UTF-8")]),
        (&["--charset", "ascii", "check", "bad.okl"], &[("LANG", "en_US.UTF-8")]),
    ] {
        let out = oklc_env(dir.path(), args, env);
        let err = stderr(&out);
        assert!(err.is_ascii(), "{args:?} {env:?}: {err}");
        assert!(err.contains("bad.okl:1:9: error:") && err.contains(",-[ bad.okl:1:9 ]"), "{err}");
    }
}

#[test]
fn an_unclosed_brace_is_expected_at_the_end_with_a_note_at_its_brace() {
    let dir = tempfile::tempdir().expect("tempdir");
    let text = "@kernel void k(int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    if (i > 2) {\n      x[i] = 1;\n  }\n}\n";
    std::fs::write(dir.path().join("b.okl"), text).expect("write");
    let run = |format: &str| {
        oklc(dir.path(), &["--message-format", format, "--color=never", "check", "b.okl"])
    };
    let short = run("short");
    assert_eq!(
        stderr(&short),
        "b.okl:6:2: error: expected `}` at end of input [OKL0202]\nb.okl:3:16: note: to match this `{`, probably the one left open: the `}` on line 5 that closes it lines up with an outer block\n"
    );
    let human = stderr(&run("human"));
    assert!(
        human.starts_with("b.okl:6:2: error: expected `}` at end of input [OKL0202]\n"),
        "{human}"
    );
    assert!(
        human.contains(" 3 │     if (i > 2) {") && human.contains("to match this `{`"),
        "{human}"
    );
    let json: Value = serde_json::from_str(stderr(&run("json")).trim()).expect("one object");
    assert_eq!(json["message"], "expected `}` at end of input");
    assert_eq!((json["line"].as_u64(), json["column"].as_u64()), (Some(6), Some(2)));
    let note = &json["children"][0];
    assert_eq!(note["kind"], "note");
    assert_eq!((note["line"].as_u64(), note["column"].as_u64()), (Some(3), Some(16)));
    // Every label points into the file's six lines.
    for label in json["labels"].as_array().expect("labels") {
        assert!(label["line"].as_u64().is_some_and(|line| (1..=6).contains(&line)), "{label}");
    }
}

#[test]
fn completions_and_the_manual_come_from_the_command_definitions() {
    let dir = fixture();
    for (shell, marker) in
        [("bash", "complete -F"), ("zsh", "#compdef oklc"), ("fish", "complete -c oklc")]
    {
        let out = oklc(dir.path(), &["completions", shell]);
        assert_eq!(out.status.code(), Some(0), "{shell}: {}", stderr(&out));
        let script = stdout(&out);
        assert!(script.contains(marker), "{shell}: {script}");
        assert!(script.contains("transpile") && script.contains("instantiate"), "{shell}");
    }
    assert_eq!(oklc(dir.path(), &["completions", "tcsh"]).status.code(), Some(2));
    let man = oklc(dir.path(), &["man"]);
    assert_eq!(man.status.code(), Some(0));
    let page = stdout(&man);
    assert!(page.starts_with(".ie") && page.contains(".TH oklc 1"), "{page}");
    assert!(page.contains("transpile") && page.contains("message\\-format"), "{page}");
}

#[test]
fn help_texts_offer_what_each_subcommand_takes() {
    let dir = fixture();
    let help = |sub: &str| stdout(&oklc(dir.path(), &[sub, "--help"]));
    assert!(!help("build").contains("--stdin-name"), "{}", help("build"));
    assert!(help("transpile").contains("--stdin-name"));
    let explain = help("explain");
    assert!(explain.contains("<CODE>") && !explain.contains("--message-format"), "{explain}");
    // Every positional argument says what it is.
    for sub in ["preprocess", "check", "transpile", "build", "explain", "completions"] {
        let text = help(sub);
        let arguments = text.split("Arguments:").nth(1).unwrap_or_default();
        let arguments = arguments.split("\n\n").next().unwrap_or_default();
        assert!(!arguments.is_empty(), "{sub}: no arguments section");
        // The description follows on the same line, or on the next, indented further.
        let lines: Vec<&str> = arguments.lines().collect();
        for (i, line) in lines.iter().enumerate().filter(|(_, l)| l.trim_start().starts_with('<')) {
            let indent = |l: &str| l.len() - l.trim_start().len();
            let next =
                lines.get(i + 1).filter(|n| !n.trim().is_empty() && indent(n) > indent(line));
            assert!(
                line.trim().contains("  ") || next.is_some(),
                "{sub}: `{line}` has no description"
            );
        }
    }
}

/// The `--help` texts, as docs/cli.md's "Reference" section quotes them.
fn help_reference(dir: &Path) -> String {
    let mut text = String::from(
        "<!-- The text `--help` prints; `OKLC_BLESS=1 cargo test -p oklc --test cli help_reference` refreshes it. -->\n",
    );
    // `oklc` itself, then every subcommand its help lists.
    let top = stdout(&oklc(dir, &["--help"]));
    let listed = top.split("Commands:\n").nth(1).unwrap_or_default().split("\n\n").next();
    let subcommands =
        listed.unwrap_or_default().lines().filter_map(|l| l.split_whitespace().next());
    let commands = std::iter::once("").chain(subcommands.filter(|c| *c != "help"));
    for command in commands {
        let args: Vec<&str> = [command, "--help"].into_iter().filter(|a| !a.is_empty()).collect();
        let out = oklc(dir, &args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let title = if command.is_empty() { "oklc".to_string() } else { format!("oklc {command}") };
        text.push_str(&format!("\n### `{title} --help`\n\n```text\n{}```\n", stdout(&out)));
    }
    text
}

#[test]
fn help_reference_in_the_docs_matches_the_binary() {
    let dir = fixture();
    let doc_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/cli.md");
    let doc = std::fs::read_to_string(&doc_path).expect("docs/cli.md");
    let (prose, quoted) = doc.split_once("\n## Reference\n\n").expect("a Reference section");
    let expected = help_reference(dir.path());
    if std::env::var_os("OKLC_BLESS").is_some() {
        std::fs::write(&doc_path, format!("{prose}\n## Reference\n\n{expected}")).expect("write");
        return;
    }
    assert!(
        quoted == expected,
        "docs/cli.md's Reference differs from --help; refresh it with OKLC_BLESS=1"
    );
}
