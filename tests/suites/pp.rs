//! The `pp` suite (see docs/testing.md): golden preprocessor output, golden diagnostics, the
//! system `cpp -P` as an oracle on hard macro cases, and the project corpus.
//!
//! A case's first lines may carry options: `// args: -DN=4 -UX -Iinc --mode=cuda --gpu` (or the
//! corpus's `// Defines: -Dname=value ...`). `-I` folders are relative to the case's folder.

use std::path::{Path, PathBuf};
use std::process::Command;

use oklc_diag::Severity;
use oklc_pp::{MacroAction, PpOptions, PpOutput};
use oklc_span::{FileOrigin, SourceDb};
use oklc_tests::{PpFs, check_golden, data_dir, files_with_ext};

/// The `-D`/`-U`/`-I` words of a case's header, as `cpp` arguments.
fn case_args(text: &str) -> Vec<String> {
    let mut args = Vec::new();
    for line in text.lines().take(5) {
        let Some(rest) = line.strip_prefix("//") else { continue };
        let rest = rest.trim();
        let Some(list) = rest.strip_prefix("args:").or_else(|| rest.strip_prefix("Defines:"))
        else {
            continue;
        };
        args.extend(list.split_whitespace().filter(|w| w.starts_with('-')).map(str::to_string));
    }
    args
}

fn options(args: &[String], dir: &Path) -> PpOptions {
    let mut opts = PpOptions { okl_mode: "serial".into(), ..PpOptions::default() };
    for a in args {
        if let Some(d) = a.strip_prefix("-D") {
            let (name, value) = match d.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (d.to_string(), None),
            };
            opts.macros.push(MacroAction::Define { name, value });
        } else if let Some(u) = a.strip_prefix("-U") {
            opts.macros.push(MacroAction::Undef { name: u.to_string() });
        } else if let Some(i) = a.strip_prefix("-I") {
            opts.include_dirs.push(dir.join(i));
        } else if let Some(m) = a.strip_prefix("--mode=") {
            opts.okl_mode = m.to_string();
        } else if a == "--gpu" {
            opts.using_gpu = true;
        }
    }
    opts
}

/// Preprocesses the case at `path` (relative to the suite's working folder).
fn run_case(path: &Path) -> (SourceDb, PpOutput) {
    let text = std::fs::read_to_string(path).expect("read case");
    let dir = path.parent().unwrap_or(Path::new("."));
    let opts = options(&case_args(&text), dir);
    let mut db = SourceDb::new();
    let root = db.add(path.display().to_string(), text, FileOrigin::Root);
    let out = oklc_pp::preprocess(&mut db, root, &PpFs, &opts);
    (db, out)
}

/// `file:line:col: severity[CODE]: message`, one diagnostic a line, in source order.
fn render_diags(db: &SourceDb, out: &PpOutput) -> String {
    let mut diags: Vec<_> = out.diagnostics.iter().collect();
    diags.sort_by_key(|d| (d.primary.span.file, d.primary.span.lo));
    let mut s = String::new();
    for d in diags {
        let span = d.primary.span;
        let file = db.get(span.file);
        let (line, col) = file.line_col(span.lo);
        let name = Path::new(&*file.name)
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        s.push_str(&format!(
            "{name}:{line}:{col}: {}[{}]: {}\n",
            d.severity.as_str(),
            d.code,
            d.message
        ));
    }
    s
}

/// The cases of one folder, as paths relative to the suite's working folder (`tests/`).
fn cases(sub: &str) -> Vec<PathBuf> {
    let base = data_dir();
    let root = base.parent().unwrap_or(&base).to_path_buf();
    files_with_ext(&base.join("pp").join(sub), "okl")
        .into_iter()
        .map(|p| p.strip_prefix(&root).map(Path::to_path_buf).unwrap_or(p))
        .collect()
}

fn in_tests_dir() {
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).expect("cd tests/");
}

#[test]
fn golden_output() {
    in_tests_dir();
    let mut failures = Vec::new();
    let all = cases("ok");
    assert!(all.len() >= 20, "expected the pp/ok cases, found {}", all.len());
    for path in all {
        let (db, out) = run_case(&path);
        let markers = path.to_string_lossy().contains("line_markers");
        let mut text = oklc_pp::render(&db, &out.tokens, markers);
        for line in render_diags(&db, &out).lines() {
            text.push_str(&format!("// {line}\n"));
        }
        if out.diagnostics.iter().any(|d| d.severity == Severity::Error) {
            failures.push(format!(
                "{}: unexpected errors:\n{}",
                path.display(),
                render_diags(&db, &out)
            ));
        }
        if let Err(e) = check_golden(&path.with_extension("pp"), &text) {
            failures.push(e);
        }
        // The printed text must lex back to the same tokens (directives print as several).
        let relexed =
            oklc_lex::lex(oklc_span::FileId(0), &oklc_pp::render(&db, &out.tokens, false));
        let plain: Vec<String> = out
            .tokens
            .iter()
            .flat_map(|t| {
                if t.kind == oklc_lex::TokKind::Directive {
                    oklc_lex::lex(oklc_span::FileId(0), &t.text)
                        .tokens
                        .into_iter()
                        .map(|t| t.text.to_string())
                        .collect()
                } else {
                    vec![t.text.to_string()]
                }
            })
            .collect();
        let back: Vec<String> = relexed
            .tokens
            .iter()
            .filter(|t| !t.kind.is_comment())
            .map(|t| t.text.to_string())
            .collect();
        if plain != back {
            failures.push(format!(
                "{}: rendered text does not lex back to the same tokens",
                path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn golden_diagnostics() {
    in_tests_dir();
    let mut failures = Vec::new();
    let all = cases("err");
    assert!(all.len() >= 15, "expected the pp/err cases, found {}", all.len());
    for path in all {
        let (db, out) = run_case(&path);
        let text = render_diags(&db, &out);
        if text.is_empty() {
            failures.push(format!("{}: no diagnostics", path.display()));
        }
        for d in &out.diagnostics {
            if d.help.is_none() && d.severity == Severity::Error {
                failures.push(format!("{}: {} has no help line", path.display(), d.code));
            }
        }
        if let Err(e) = check_golden(&path.with_extension("diag"), &text) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Token kinds and spellings of preprocessed text, whitespace ignored.
fn token_seq(text: &str) -> Vec<(oklc_lex::TokKind, String)> {
    oklc_lex::lex(oklc_span::FileId(0), text)
        .tokens
        .into_iter()
        .filter(|t| !t.kind.is_comment())
        .map(|t| (t.kind, t.text.to_string()))
        .collect()
}

#[test]
fn agrees_with_system_cpp() {
    in_tests_dir();
    let cpp = std::env::var("OKLC_CPP").unwrap_or_else(|_| "cpp".into());
    let probe = Command::new(&cpp).arg("--version").output();
    assert!(
        probe.as_ref().is_ok_and(|o| o.status.success()),
        "the system C preprocessor `{cpp}` is required for the pp oracle test (install gcc's cpp, or set OKLC_CPP)"
    );
    let mut failures = Vec::new();
    let all = cases("oracle");
    assert!(all.len() >= 5, "expected the pp/oracle cases, found {}", all.len());
    for path in all {
        let text = std::fs::read_to_string(&path).expect("read case");
        let output = Command::new(&cpp)
            .args(["-P", "-undef", "-nostdinc", "-std=c11"])
            .args(case_args(&text))
            .arg(&path)
            .output()
            .expect("run cpp");
        if !output.status.success() {
            failures.push(format!(
                "{}: cpp failed:\n{}",
                path.display(),
                String::from_utf8_lossy(&output.stderr)
            ));
            continue;
        }
        let expected = token_seq(&String::from_utf8_lossy(&output.stdout));
        let (db, out) = run_case(&path);
        if out.diagnostics.iter().any(|d| d.is_error()) {
            failures.push(format!("{}: errors:\n{}", path.display(), render_diags(&db, &out)));
        }
        let ours = oklc_pp::render(&db, &out.tokens, false);
        let actual = token_seq(&ours);
        if expected != actual {
            let at = expected
                .iter()
                .zip(&actual)
                .position(|(a, b)| a != b)
                .unwrap_or(expected.len().min(actual.len()));
            failures.push(format!(
                "{}: differs from cpp at token {at}: cpp {:?}, oklc {:?}\n--- cpp\n{}\n--- oklc\n{}",
                path.display(),
                expected.get(at),
                actual.get(at),
                String::from_utf8_lossy(&output.stdout).trim(),
                ours.trim()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus_preprocesses_without_errors() {
    in_tests_dir();
    let all = cases("corpus");
    assert!(all.len() >= 6, "expected the corpus, found {}", all.len());
    let mut failures = Vec::new();
    for path in all {
        let (db, out) = run_case(&path);
        if out.diagnostics.iter().any(|d| d.is_error()) {
            failures.push(format!("{}:\n{}", path.display(), render_diags(&db, &out)));
        }
        if out.tokens.is_empty() {
            failures.push(format!("{}: no output", path.display()));
        }
        if let Err(e) =
            check_golden(&path.with_extension("pp"), &oklc_pp::render(&db, &out.tokens, false))
        {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn run_text(text: &str) -> PpOutput {
    let mut db = SourceDb::new();
    let root = db.add("gen.okl", text, FileOrigin::Root);
    oklc_pp::preprocess(&mut db, root, &PpFs, &PpOptions::default())
}

#[test]
fn hundred_thousand_nested_parens_in_if() {
    let n = 100_000;
    let text = format!("#if {}1{}\nyes\n#endif\nafter\n", "(".repeat(n), ")".repeat(n));
    let out = run_text(&text);
    assert!(out.diagnostics.iter().any(|d| d.code == oklc_diag::codes::pp::IF_EXPR_TOO_DEEP));
    assert_eq!(out.tokens.iter().map(|t| t.text.as_str()).collect::<Vec<_>>(), ["after"]);
}

#[test]
fn macro_bombs_end_quickly_with_an_error() {
    let start = std::time::Instant::now();
    // Exponential doubling.
    let mut text = String::from("#define a0 x\n");
    for i in 1..64 {
        text.push_str(&format!("#define a{i} a{p} a{p}\n", p = i - 1));
    }
    text.push_str("a63\n");
    // The classic mutual pair: finite under the blue-paint rule.
    text.push_str("#define a b b\n#define b a a\na\n");
    // Doubling through arguments.
    text.push_str("#define D(x) x x\n#define D4(x) D(D(D(D(x))))\nD4(D4(D4(D4(D4(D4(y))))))\n");
    let out = run_text(&text);
    let bombs = out
        .diagnostics
        .iter()
        .filter(|d| d.code == oklc_diag::codes::pp::EXPANSION_TOO_LARGE)
        .count();
    assert_eq!(bombs, 2, "{:#?}", out.diagnostics);
    let tail: Vec<&str> =
        out.tokens.iter().map(|t| t.text.as_str()).filter(|t| *t != "x" && *t != "y").collect();
    assert_eq!(tail, ["a", "a", "a", "a"]);
    assert!(start.elapsed().as_secs() < 30, "took {:?}", start.elapsed());
}

#[test]
fn large_input_is_linear() {
    let mut text = String::from("#define SQ(x) ((x) * (x))\n#define N 8\n");
    for i in 0..20_000 {
        text.push_str(&format!(
            "#if N > 4\nint v{i} = SQ(N) + SQ(v{i});\n#pragma unroll N\n#endif\n"
        ));
    }
    let start = std::time::Instant::now();
    let out = run_text(&text);
    assert!(out.diagnostics.is_empty());
    assert_eq!(out.tokens.len(), 20_000 * 24);
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
}

/// Differential test against `cpp` on random macro programs (needs `cpp`; `OKLC_PP_DIFF_CASES` sets the count).
/// Cases where `cpp` reports anything are skipped; the rest must agree token for token.
#[test]
fn differential_against_cpp() {
    let cpp = std::env::var("OKLC_CPP").unwrap_or_else(|_| "cpp".into());
    let cases: u64 =
        std::env::var("OKLC_PP_DIFF_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(150);
    let dir = tempfile::tempdir().expect("tempdir");
    let mut seed: u64 = std::env::var("OKLC_PP_DIFF_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x2545_f491_4f6c_dd1d);
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let names = ["A", "B", "C", "F", "G", "H"];
    let (mut compared, mut mismatches) = (0, Vec::new());
    for case in 0..cases {
        let mut src = String::new();
        for name in names {
            let params: Vec<&str> = match rnd(5) {
                0 | 1 => Vec::new(),
                2 => vec!["p"],
                3 => vec!["p", "q"],
                _ => vec!["p", "..."],
            };
            let function_like = rnd(3) != 0 || !params.is_empty();
            let mut body = Vec::new();
            for _ in 0..rnd(7) {
                let t = match rnd(12) {
                    0..=2 => names[rnd(6) as usize].to_string(),
                    3 if !params.is_empty() => "p".into(),
                    4 if params.len() > 1 && params[1] == "q" => "q".into(),
                    4 if params.len() > 1 => "__VA_ARGS__".into(),
                    5 if !params.is_empty() && !body.is_empty() => "## p".into(),
                    6 if !params.is_empty() => "#p".into(),
                    7 => "(".into(),
                    8 => ")".into(),
                    9 => ",".into(),
                    10 => format!("{}", rnd(3)),
                    _ => "x".into(),
                };
                body.push(t);
            }
            let head = if function_like {
                format!("{name}({})", params.join(", "))
            } else {
                name.to_string()
            };
            src.push_str(&format!("#define {head} {}\n", body.join(" ")));
        }
        for _ in 0..4 {
            let mut line = Vec::new();
            let mut depth = 0;
            for _ in 0..rnd(12) + 1 {
                let t = match rnd(8) {
                    0..=2 => names[rnd(6) as usize],
                    3 => {
                        depth += 1;
                        "("
                    }
                    4 if depth > 0 => {
                        depth -= 1;
                        ")"
                    }
                    5 => ",",
                    6 => "1",
                    _ => "y",
                };
                line.push(t);
            }
            line.extend(std::iter::repeat_n(")", depth));
            src.push_str(&line.join(" "));
            src.push('\n');
        }
        let path = dir.path().join(format!("case{case}.okl"));
        std::fs::write(&path, &src).expect("write case");
        let output = Command::new(&cpp)
            .args(["-P", "-undef", "-nostdinc", "-std=c11"])
            .arg(&path)
            .output()
            .expect("cpp");
        let mut db = SourceDb::new();
        let root = db.add("case.okl", src.clone(), FileOrigin::Root);
        let out = oklc_pp::preprocess(&mut db, root, &PpFs, &PpOptions::default());
        if !output.status.success() {
            // Whatever cpp rejects, oklc must reject too.
            if !out.diagnostics.iter().any(|d| d.is_error()) {
                mismatches.push(format!(
                    "cpp failed but oklc did not:\n{src}{}",
                    String::from_utf8_lossy(&output.stderr)
                ));
            }
            continue;
        }
        if !output.stderr.is_empty() {
            continue;
        }
        if out.diagnostics.iter().any(|d| d.is_error()) {
            mismatches.push(format!(
                "oklc errors where cpp had none:\n{src}\n{:?}",
                out.diagnostics[0].message
            ));
            continue;
        }
        compared += 1;
        let expected = token_seq(&String::from_utf8_lossy(&output.stdout));
        let actual = token_seq(&oklc_pp::render(&db, &out.tokens, false));
        if expected != actual {
            mismatches.push(format!(
                "{src}--- cpp\n{}--- oklc\n{}",
                String::from_utf8_lossy(&output.stdout),
                oklc_pp::render(&db, &out.tokens, false)
            ));
        }
    }
    eprintln!("compared {compared} cases");
    assert!(mismatches.is_empty(), "{} mismatches; first:\n{}", mismatches.len(), mismatches[0]);
}

/// Differential test of `#if` arithmetic against `cpp` on random expressions; expressions `cpp`
/// warns about are skipped.
#[test]
fn differential_if_against_cpp() {
    let cpp = std::env::var("OKLC_CPP").unwrap_or_else(|_| "cpp".into());
    let cases: u64 =
        std::env::var("OKLC_PP_DIFF_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(150);
    let mut seed: u64 = std::env::var("OKLC_PP_DIFF_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x1234_5678_9abc_def1);
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    fn expr(rnd: &mut dyn FnMut(u64) -> u64, depth: u32) -> String {
        if depth == 0 || rnd(4) == 0 {
            let atoms = [
                "0",
                "1",
                "2",
                "7",
                "-1",
                "0u",
                "3u",
                "255",
                "0x7fffffffffffffff",
                "'a'",
                "'\\377'",
                "X",
                "N",
            ];
            return atoms[rnd(atoms.len() as u64) as usize].to_string();
        }
        let ops = [
            "+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "|", "^",
            "&&", "||",
        ];
        match rnd(6) {
            0 => format!("-({})", expr(rnd, depth - 1)),
            1 => format!("!({})", expr(rnd, depth - 1)),
            2 => format!(
                "({}) ? ({}) : ({})",
                expr(rnd, depth - 1),
                expr(rnd, depth - 1),
                expr(rnd, depth - 1)
            ),
            3 => format!("~({})", expr(rnd, depth - 1)),
            _ => format!(
                "({}) {} ({})",
                expr(rnd, depth - 1),
                ops[rnd(ops.len() as u64) as usize],
                expr(rnd, depth - 1)
            ),
        }
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let mut src = String::from("#define N 5\n");
    let mut exprs = Vec::new();
    for _ in 0..cases {
        let e = expr(&mut rnd, 4);
        // One file per expression would be slow; each expression gets its own `#if` and the
        // cases cpp complains about are dropped below by running them individually only then.
        exprs.push(e);
    }
    let mut compared = 0;
    let mut mismatches = Vec::new();
    for chunk in exprs.chunks(4) {
        let mut text = src.clone();
        for (i, e) in chunk.iter().enumerate() {
            text.push_str(&format!("#if {e}\nt{i}\n#else\nf{i}\n#endif\n"));
        }
        let path = dir.path().join("if.okl");
        std::fs::write(&path, &text).expect("write");
        let output = Command::new(&cpp)
            .args(["-P", "-undef", "-nostdinc", "-std=c11"])
            .arg(&path)
            .output()
            .expect("cpp");
        if !output.status.success() || !output.stderr.is_empty() {
            continue;
        }
        let mut db = SourceDb::new();
        let root = db.add("if.okl", text.clone(), FileOrigin::Root);
        let out = oklc_pp::preprocess(&mut db, root, &PpFs, &PpOptions::default());
        let ours = oklc_pp::render(&db, &out.tokens, false);
        compared += chunk.len();
        if token_seq(&String::from_utf8_lossy(&output.stdout)) != token_seq(&ours)
            || !out.diagnostics.is_empty()
        {
            let theirs = String::from_utf8_lossy(&output.stdout).into_owned();
            let diff: Vec<String> = theirs
                .split_whitespace()
                .zip(ours.split_whitespace())
                .filter(|(a, b)| a != b)
                .map(|(a, b)| {
                    let i: usize = a[1..].parse().unwrap_or(0);
                    format!("{} : cpp {a}, oklc {b}", chunk.get(i).map_or("?", String::as_str))
                })
                .collect();
            mismatches.push(format!("{diff:#?} {:?}", out.diagnostics.first().map(|d| &d.message)));
        }
        src = String::from("#define N 5\n");
    }
    eprintln!("compared {compared} expressions");
    assert!(
        mismatches.is_empty(),
        "{} mismatching chunks; first:\n{}",
        mismatches.len(),
        mismatches[0]
    );
}

#[test]
fn many_skipped_groups_with_bad_literals_stay_fast() {
    let mut text = String::new();
    for i in 0..50_000 {
        text.push_str(&format!("#if 0\ndon't {i}\n#endif\nint x{i} = 'q;\n"));
    }
    let start = std::time::Instant::now();
    let out = run_text(&text);
    assert_eq!(out.diagnostics.len(), 50_000);
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
}
