//! The `lex` suite: golden token dumps for `tests/data/lex/ok` (no diagnostics allowed) and
//! golden diagnostic lists for `tests/data/lex/err` (at least one error required).

use oklc_span::FileId;
use oklc_tests::{check_golden, data_dir, files_with_ext};

fn diag_lines(text: &str, diags: &[oklc_diag::Diagnostic]) -> String {
    let mut db = oklc_span::SourceDb::new();
    let file = db.add("input.okl", text, oklc_span::FileOrigin::Root);
    debug_assert_eq!(file, FileId(0));
    diags
        .iter()
        .map(|d| {
            let (line, col) = db.get(d.span().file).line_col(d.span().lo);
            format!("{line}:{col}: {}[{}]: {}\n", d.severity.as_str(), d.code, d.message)
        })
        .collect()
}

#[test]
fn ok_cases_lex_cleanly_and_match_their_dumps() {
    let dir = data_dir().join("lex/ok");
    let cases = files_with_ext(&dir, "okl");
    assert!(!cases.is_empty(), "no cases in {}", dir.display());
    let mut failures = Vec::new();
    for case in cases {
        let text = std::fs::read_to_string(&case).unwrap();
        let lexed = oklc_lex::lex(FileId(0), &text);
        if !lexed.diagnostics.is_empty() {
            failures.push(format!(
                "{}: unexpected diagnostics\n{}",
                case.display(),
                diag_lines(&text, &lexed.diagnostics)
            ));
            continue;
        }
        if let Err(e) = check_golden(&case.with_extension("tokens"), &oklc_lex::dump(&lexed.tokens))
        {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn err_cases_report_errors_at_golden_positions() {
    let dir = data_dir().join("lex/err");
    let cases = files_with_ext(&dir, "okl");
    assert!(!cases.is_empty(), "no cases in {}", dir.display());
    let mut failures = Vec::new();
    for case in cases {
        let text = std::fs::read_to_string(&case).unwrap();
        let lexed = oklc_lex::lex(FileId(0), &text);
        if !lexed.diagnostics.iter().any(|d| d.is_error()) {
            failures.push(format!("{}: expected at least one error", case.display()));
            continue;
        }
        if let Err(e) =
            check_golden(&case.with_extension("diag"), &diag_lines(&text, &lexed.diagnostics))
        {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A golden mismatch is reported as a real line diff: an inserted line shows as one `+` line,
/// not as every later line changed.
#[test]
fn golden_diff_reports_an_inserted_line_once() {
    let diff = oklc_tests::line_diff("a\nb\nc\n", "a\nx\nb\nc\n");
    let changed: Vec<&str> = diff
        .lines()
        .filter(|l| {
            (l.starts_with('+') || l.starts_with('-'))
                && !l.starts_with("+++")
                && !l.starts_with("---")
        })
        .collect();
    assert_eq!(changed, ["+x"], "{diff}");
}
