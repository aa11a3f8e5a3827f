//! End-to-end tests of `oklc build`: what it writes and where, that a second build with nothing
//! changed writes nothing, that a change rebuilds exactly the inputs it reaches, failures, `-j`,
//! and its usage errors.

#![cfg(unix)]

use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::{Command, Output};

fn oklc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_oklc"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("run oklc")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Stderr without the closing summary line, which ends with the build's time.
fn diagnostics(out: &Output) -> String {
    let err = stderr(out);
    let mut lines: Vec<&str> = err.lines().collect();
    let last = lines.pop().unwrap_or_default();
    assert!(
        last.starts_with("built ") || last.contains("\"reason\":\"build-summary\""),
        "no summary at the end: {err}"
    );
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// The closing summary line without its time: `built 1 of 3 inputs, 2 up to date, ...`.
fn summary(out: &Output) -> String {
    let err = stderr(out);
    let last = err.lines().last().unwrap_or_default();
    last.rsplit_once(" in ").map_or(last, |(counts, _)| counts).to_string()
}

fn write(dir: &Path, name: &str, text: &str) {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    std::fs::write(path, text).expect("write");
}

/// The inode of a file: a write through a temporary file and a rename gives a new one, so an
/// unchanged inode means the file was not written again.
fn inode(path: &Path) -> u64 {
    std::fs::metadata(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())).ino()
}

const KERNEL: &str = "@kernel void NAME(const int n, float *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    x[i] = VALUE;\n  }\n}\n";

/// `src/a.okl` (includes `src/inc/value.h`), `src/deep/b.okl` and `src/c.okl`.
fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "src/inc/value.h", "#define VALUE 1.0f\n");
    write(d, "src/a.okl", &format!("#include \"inc/value.h\"\n{}", KERNEL.replace("NAME", "a")));
    write(d, "src/deep/b.okl", &KERNEL.replace("NAME", "b").replace("VALUE", "2.0f"));
    write(d, "src/c.okl", &KERNEL.replace("NAME", "c").replace("VALUE", "n"));
    write(d, "src/notes.txt", "not a kernel\n");
    dir
}

const OUTPUTS: [&str; 7] = [
    "out/a.cu",
    "out/a.launcher.cpp",
    "out/a.launcher.json",
    "out/deep/b.cu",
    "out/deep/b.json",
    "out/c.cu",
    "out/c.launcher.cpp",
];

#[test]
fn build_writes_what_transpile_writes_below_the_out_dir() {
    let dir = project();
    let d = dir.path();
    let out = oklc(d, &["build", "src", "--mode", "cuda", "--out-dir", "out"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(diagnostics(&out), "", "a clean build prints its summary only");
    assert_eq!(summary(&out), "built 3 of 3 inputs, 0 up to date, 0 warnings, 0 errors");
    for name in OUTPUTS {
        assert!(d.join(name).is_file(), "{name} missing");
    }
    assert!(!d.join("out/notes").exists() && !d.join("out/inc").exists());
    // The same bytes as `transpile --out-dir` of the one file.
    let one = oklc(d, &["transpile", "src/deep/b.okl", "--mode", "cuda", "--out-dir", "single"]);
    assert_eq!(one.status.code(), Some(0), "{}", stderr(&one));
    for ext in ["cu", "json", "launcher.cpp", "launcher.json"] {
        let built = std::fs::read(d.join(format!("out/deep/b.{ext}"))).expect("read");
        let single = std::fs::read(d.join(format!("single/b.{ext}"))).expect("read");
        assert!(built == single, "b.{ext} differs from transpile's");
    }
}

#[test]
fn a_second_build_with_nothing_changed_writes_nothing() {
    let dir = project();
    let d = dir.path();
    let args = ["build", "src", "--mode", "cuda", "--out-dir", "out"];
    assert_eq!(oklc(d, &args).status.code(), Some(0));
    let before: Vec<u64> = OUTPUTS.iter().map(|n| inode(&d.join(n))).collect();
    // Rewriting a file with the same bytes is no change either.
    write(d, "src/c.okl", &KERNEL.replace("NAME", "c").replace("VALUE", "n"));
    let again = oklc(d, &args);
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
    assert_eq!(diagnostics(&again), "");
    assert_eq!(summary(&again), "built 0 of 3 inputs, 3 up to date, 0 warnings, 0 errors");
    let after: Vec<u64> = OUTPUTS.iter().map(|n| inode(&d.join(n))).collect();
    assert_eq!(before, after, "an up-to-date build rewrote an output");
}

#[test]
fn a_changed_header_rebuilds_only_the_inputs_that_include_it() {
    let dir = project();
    let d = dir.path();
    let args = ["build", "src", "--mode", "cuda", "--out-dir", "out"];
    assert_eq!(oklc(d, &args).status.code(), Some(0));
    let (a, b) = (d.join("out/a.cu"), d.join("out/deep/b.cu"));
    let (a0, b0) = (inode(&a), inode(&b));
    write(d, "src/inc/value.h", "#define VALUE 3.0f\n");
    let out = oklc(d, &args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_ne!(inode(&a), a0, "a.okl includes the header: it must be rebuilt");
    assert!(std::fs::read_to_string(&a).expect("read").contains("3.0f"));
    assert_eq!(inode(&b), b0, "b.okl does not include the header");
    // A change that leaves the generated code as it was rebuilds, but rewrites nothing.
    let a1 = inode(&a);
    write(d, "src/inc/value.h", "#define VALUE 3.0f\n#define UNUSED 4\n");
    assert_eq!(oklc(d, &args).status.code(), Some(0));
    assert_eq!(inode(&a), a1, "identical output was written again");
}

#[test]
fn options_and_edited_outputs_make_inputs_stale() {
    let dir = project();
    let d = dir.path();
    assert_eq!(
        oklc(d, &["build", "src", "--mode", "cuda", "--out-dir", "out"]).status.code(),
        Some(0)
    );
    let b = d.join("out/deep/b.cu");
    let b0 = inode(&b);
    // Another option: the launcher changes, so every input is compiled again.
    let native = ["build", "src", "--mode", "cuda", "--out-dir", "out", "--launcher-api", "native"];
    assert_eq!(oklc(d, &native).status.code(), Some(0));
    let launcher = std::fs::read_to_string(d.join("out/deep/b.launcher.cpp")).expect("read");
    assert!(launcher.contains("cudaLaunchKernel"), "{launcher}");
    assert!(!d.join("out/deep/b.launcher.json").exists(), "the native launcher has no metadata");
    assert_eq!(inode(&b), b0, "the device file did not change and must not be rewritten");
    // An output edited by hand is put back.
    std::fs::write(&b, "edited").expect("write");
    assert_eq!(oklc(d, &native).status.code(), Some(0));
    assert!(std::fs::read_to_string(&b).expect("read").contains("__global__"));
}

#[test]
fn a_failing_input_leaves_no_stale_output_and_the_others_build() {
    let dir = project();
    let d = dir.path();
    let args = ["build", "src", "--mode", "cuda", "--out-dir", "out", "--message-format", "short"];
    assert_eq!(oklc(d, &args).status.code(), Some(0));
    write(d, "src/deep/b.okl", "@kernel void b(int n) { int x = 0x; }\n");
    let out = oklc(d, &args);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.starts_with("src/deep/b.okl:1:33: error:"), "{err}");
    for ext in ["cu", "json", "launcher.cpp", "launcher.json"] {
        assert!(!d.join(format!("out/deep/b.{ext}")).exists(), "stale b.{ext} left behind");
    }
    assert!(d.join("out/a.cu").is_file() && d.join("out/c.cu").is_file());
    // Still failing: reported again, not skipped as done.
    let again = oklc(d, &args);
    assert_eq!(again.status.code(), Some(1));
    assert_eq!(stderr(&again), err);
}

const TEMPLATE: &str = "template <typename T>\n@kernel void t(const int n, T *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) { x[i] = 0; }\n}\n";

#[test]
fn warnings_are_replayed_when_nothing_changed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    write(d, "w.okl", TEMPLATE);
    write(d, "k.okl", &KERNEL.replace("NAME", "k").replace("VALUE", "1"));
    let args = ["build", ".", "--out-dir", "out"];
    let first = oklc(d, &args);
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    assert!(diagnostics(&first).contains("warning: template kernel `t` is never instantiated"));
    assert_eq!(summary(&first), "built 2 of 2 inputs, 0 up to date, 1 warning, 0 errors");
    let w = inode(&d.join("out/w.cpp"));
    // Up to date: nothing is compiled or written, and the warning is printed as it was.
    let second = oklc(d, &args);
    assert_eq!(second.status.code(), Some(0), "{}", stderr(&second));
    assert_eq!(diagnostics(&second), diagnostics(&first));
    assert_eq!(summary(&second), "built 0 of 2 inputs, 2 up to date, 1 warning, 0 errors");
    assert_eq!(inode(&d.join("out/w.cpp")), w);
    // Another format prints it in that format.
    let short = oklc(d, &["--message-format", "short", "build", ".", "--out-dir", "out"]);
    assert_eq!(stderr(&short).lines().count(), 1, "{}", stderr(&short));
    assert!(stderr(&short).starts_with("./w.okl:1:1: warning:"), "{}", stderr(&short));
    // Silenced, it is neither printed nor counted; promoted, the input fails.
    let silenced = oklc(d, &["build", ".", "--out-dir", "out", "-Wno-OKL0330"]);
    assert_eq!(diagnostics(&silenced), "");
    assert_eq!(summary(&silenced), "built 2 of 2 inputs, 0 up to date, 0 warnings, 0 errors");
    let out = oklc(d, &["-Werror", "build", "w.okl", "--out-dir", "out"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!d.join("out/w.cpp").exists() && !d.join("out/w.json").exists());
}

#[test]
fn instantiate_applies_to_the_inputs_that_declare_the_template() {
    let dir = project();
    let d = dir.path();
    write(d, "src/t.okl", TEMPLATE);
    let args = ["build", "src", "--out-dir", "out", "--mode", "openmp"];
    let first = oklc(d, &args);
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    assert!(stderr(&first).contains("--instantiate 't<float>'"), "{}", stderr(&first));
    // The warning's advice, on the same folder: every input still builds.
    let with = |request: &str| {
        let mut args = args.to_vec();
        args.extend(["--instantiate", request]);
        oklc(d, &args)
    };
    let out = with("t<float>");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(diagnostics(&out), "");
    assert!(std::fs::read_to_string(d.join("out/t.cpp")).expect("t.cpp").contains("t_float"));
    for name in ["a", "c", "deep/b", "t"] {
        for ext in ["cpp", "json"] {
            assert!(d.join(format!("out/{name}.{ext}")).is_file(), "{name}.{ext} is gone");
        }
    }
    // A request no input declares is an error, also when every input is up to date; the
    // outputs stay.
    for _ in 0..2 {
        let out = with("nope<float>");
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        let err = diagnostics(&out);
        assert!(
            err.contains("`--instantiate nope<float>` names no template `@kernel` of any input"),
            "{err}"
        );
        assert_eq!(err.matches("error:").count(), 1, "{err}");
        assert!(d.join("out/a.cpp").is_file() && d.join("out/t.cpp").is_file());
    }
}

/// Every file below `dir` with its bytes.
fn snapshot(dir: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("read_dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let bytes = std::fs::read(&path).expect("read");
                files.push((path, bytes));
            }
        }
    }
    files.sort();
    files
}

#[test]
fn a_refused_build_leaves_the_output_folder_byte_identical() {
    let dir = project();
    let d = dir.path();
    let base = ["build", "src", "--out-dir", "out", "--mode", "cuda"];
    assert_eq!(oklc(d, &base).status.code(), Some(0));
    let before = snapshot(&d.join("out"));
    let refusals: [&[&str]; 7] = [
        &["--mode", "fortran"],
        // A backend with no printer yet (`oklc backends`).
        &["--backend", "dpcpp"],
        &["--include-std"],
        &["-W", "no-OKL9999"],
        &["--bogus"],
        &["-j", "0"],
        &["-Wfrobnicate"],
    ];
    for extra in refusals {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        let out = oklc(d, &args);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {}", stderr(&out));
        assert!(snapshot(&d.join("out")) == before, "{extra:?} changed the output folder");
    }
}

#[test]
fn a_failing_input_loses_all_its_outputs_and_only_those() {
    let dir = project();
    let d = dir.path();
    // Outputs of two backends side by side.
    assert_eq!(
        oklc(d, &["build", "src", "--out-dir", "out", "--mode", "openmp"]).status.code(),
        Some(0)
    );
    assert_eq!(
        oklc(d, &["build", "src", "--out-dir", "out", "--mode", "cuda"]).status.code(),
        Some(0)
    );
    // Everything but b's outputs and stamp.
    let others = || -> Vec<_> {
        let b = |path: &Path| path.to_string_lossy().contains("deep/");
        snapshot(&d.join("out")).into_iter().filter(|(path, _)| !b(path)).collect()
    };
    let before = others();
    write(d, "src/deep/b.okl", "@kernel void b(int n) { int x = 0x; }\n");
    let out = oklc(d, &["build", "src", "--out-dir", "out", "--mode", "cuda"]);
    assert_eq!(out.status.code(), Some(1));
    let left: Vec<_> = std::fs::read_dir(d.join("out/deep")).expect("deep").collect();
    assert!(left.is_empty(), "b's files of either backend remain: {left:?}");
    assert!(others() == before, "the other inputs' files changed");
}

#[test]
fn parallel_and_serial_builds_write_the_same_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    for i in 0..24 {
        let value = format!("{i}.0f");
        write(
            d,
            &format!("src/k{i:02}.okl"),
            &KERNEL.replace("NAME", &format!("k{i}")).replace("VALUE", &value),
        );
    }
    write(d, "src/k05.okl", "@kernel void broken(int n) { for (;;; @outer) {} }\n");
    let one = oklc(d, &["--message-format", "json", "build", "src", "--out-dir", "one", "-j", "1"]);
    let many =
        oklc(d, &["--message-format", "json", "build", "src", "--out-dir", "many", "-j", "8"]);
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(many.status.code(), Some(1));
    assert_eq!(diagnostics(&one), diagnostics(&many), "diagnostics are printed in input order");
    for line in stderr(&many).lines() {
        assert!(line.starts_with("{\"schema\":"), "not JSON Lines: {line}");
    }
    for i in 0..24 {
        for ext in ["cpp", "json"] {
            let name = format!("k{i:02}.{ext}");
            let a = std::fs::read(d.join("one").join(&name)).ok();
            let b = std::fs::read(d.join("many").join(&name)).ok();
            assert_eq!(a.is_some(), i != 5, "{name}");
            assert!(a == b, "{name} differs between -j 1 and -j 8");
        }
    }
}

#[test]
fn usage_errors_exit_two_before_anything_is_written() {
    let dir = project();
    let d = dir.path();
    write(d, "other/a.okl", &KERNEL.replace("NAME", "a2").replace("VALUE", "1"));
    let cases: [(&[&str], &str); 5] = [
        (&["build", "missing.okl", "--out-dir", "out"], "no such file or folder"),
        (&["build", "-", "--out-dir", "out"], "reads files, not stdin"),
        (&["build", "src/a.okl", "other/a.okl", "--out-dir", "out"], "would be written twice"),
        (&["build", "src", "--out-dir", "out", "-j", "0"], "-j"),
        (&["build", "src/inc", "--out-dir", "out"], "no `.okl` file"),
    ];
    for (args, message) in cases {
        let out = oklc(d, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
        assert!(!d.join("out").exists(), "{args:?} wrote something");
    }
    // The same file named twice is built once.
    let out = oklc(d, &["build", "src/c.okl", "./src/c.okl", "--out-dir", "out"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn an_internal_error_in_one_input_exits_101_and_the_others_still_build() {
    let dir = project();
    let d = dir.path();
    let args =
        ["--message-format=json", "--internal-test-panic", "build", "src", "--out-dir", "out"];
    let out = oklc(d, &args);
    assert_eq!(out.status.code(), Some(101), "{}", stderr(&out));
    let err = diagnostics(&out);
    assert_eq!(err.lines().count(), 1, "one report, as JSON: {err}");
    assert!(err.contains("\"code\":\"OKL0999\"") && err.contains("please report"), "{err}");
    let record = stderr(&out).lines().last().unwrap_or_default().to_string();
    assert!(record.contains("\"built\":2,") && record.contains("\"failed\":1,"), "{record}");
    // `src/a.okl` is the first input; the others are built.
    assert!(!d.join("out/a.cpp").exists());
    assert!(d.join("out/c.cpp").is_file() && d.join("out/deep/b.cpp").is_file());
}

#[test]
fn a_long_build_shows_a_progress_bar_on_a_terminal_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    for i in 0..600 {
        let kernel = KERNEL.replace("NAME", &format!("k{i}")).replace("VALUE", "1");
        write(d, &format!("src/k{i:03}.okl"), &kernel);
    }
    // On a pipe: the summary and nothing else.
    let piped = oklc(d, &["build", "src", "--out-dir", "piped", "-j", "1"]);
    assert_eq!(piped.status.code(), Some(0), "{}", stderr(&piped));
    assert_eq!(diagnostics(&piped), "");
    assert!(!stderr(&piped).contains(['\r', '\x1b']), "{}", stderr(&piped));
    // On a terminal (`script` runs it in a pseudo-terminal), a build that runs past a moment
    // draws a bar above its summary, then clears it.
    let command = format!("{} build src --out-dir tty -j 1", env!("CARGO_BIN_EXE_oklc"));
    let tty = Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .current_dir(d)
        .env("NO_COLOR", "1")
        .output()
        .expect("run script (util-linux)");
    let screen = String::from_utf8_lossy(&tty.stdout).into_owned();
    let last = screen.rsplit("\x1b[2K").next().unwrap_or_default().trim().to_string();
    assert!(last.starts_with("built 600 of 600 inputs"), "{screen}");
    let seconds: f64 = last
        .rsplit_once(" in ")
        .and_then(|(_, time)| time.trim_end_matches(" s").parse().ok())
        .expect("the summary's time");
    if seconds >= 0.5 {
        assert!(screen.contains("/600 inputs"), "no progress bar in {seconds} s: {screen}");
    }
}

/// The README's first command, run twice: the second run compiles nothing and prints the
/// first run's warnings again with a summary saying so.
#[test]
fn the_readme_build_run_twice_is_up_to_date_the_second_time() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = tempfile::tempdir().expect("tempdir");
    let out_dir = out.path().to_str().expect("UTF-8 path");
    let args = ["build", "docs/examples", "--backend", "openmp", "--out-dir", out_dir];
    let first = oklc(&root, &args);
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    let counts = summary(&first);
    let inputs: usize = counts
        .strip_prefix("built ")
        .and_then(|rest| rest.split_once(" of "))
        .and_then(|(built, _)| built.parse().ok())
        .expect("built N of");
    assert!(
        counts.starts_with(&format!("built {inputs} of {inputs} inputs, 0 up to date")),
        "{counts}"
    );
    let second = oklc(&root, &args);
    assert_eq!(second.status.code(), Some(0), "{}", stderr(&second));
    assert_eq!(diagnostics(&second), diagnostics(&first));
    let warnings = counts.split(", ").nth(2).expect("warnings");
    assert_eq!(
        summary(&second),
        format!("built 0 of {inputs} inputs, {inputs} up to date, {warnings}, 0 errors")
    );
}
