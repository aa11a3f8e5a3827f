//! The `sema` suite: OKL rules checked end to end (preprocess, parse, lower, passes).
//!
//! `tests/data/sema/ok/*.okl` must compile without any diagnostic. Each file in
//! `tests/data/sema/err/` carries its expected diagnostics inline, rust-analyzer style: a line
//! `//   ^ error[OKL0304]` expects a diagnostic with that severity and code whose primary span
//! starts at the caret's column on the closest line above that is not an annotation. Text after
//! the code (`error[OKL0300]: did you mean`) must appear in the message, a label, a note or the help.
//! Where a caret cannot reach (columns 1 and 2), `// at 3:1 error[OKL0301]` names the position.
//! Diagnostics inside macro expansions also match `in expansion of macro `NAME``.
//! Header lines `// defines: A=1 B` and `// mode: cuda` and `// instantiate: k<float>` set
//! options. Every expected diagnostic must be reported and nothing else may be.

use std::path::Path;

use oklc_diag::Severity;
use oklc_tests::pipeline::{check_sources, defines};
use oklc_tests::{data_dir, files_with_ext};

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Expected {
    line: u32,
    col: u32,
    severity: String,
    code: String,
    text: String,
}

/// Parses the annotations and header options of a case.
fn annotations(text: &str) -> (Vec<Expected>, oklc_driver::Options) {
    let mut options = oklc_driver::Options::default();
    let mut expected = Vec::new();
    let mut last_code_line = 0u32;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(rest) =
            trimmed.strip_prefix("// defines:").or_else(|| trimmed.strip_prefix("// Defines:"))
        {
            // Either `A=1 B` or the corpus style `-DA=1 -DB` (`none` for no defines).
            let list: Vec<String> = rest
                .split_whitespace()
                .filter(|w| *w != "none")
                .map(|w| w.trim_start_matches("-D").to_string())
                .collect();
            options.macros = defines(&list);
        } else if let Some(rest) = trimmed.strip_prefix("// mode:") {
            options.mode = rest.trim().parse().expect("a backend name");
        } else if let Some(rest) = trimmed.strip_prefix("// instantiate:") {
            options.instantiate = rest.split_whitespace().map(String::from).collect();
        }
        let body = trimmed.strip_prefix("//").map(str::trim_start);
        if let Some(at) = body.and_then(|b| b.strip_prefix("at ")) {
            // `// at L:C severity[CODE]` for locations a caret cannot reach (column 1 or 2).
            let (pos, rest) = at.split_once(' ').unwrap_or((at, ""));
            let (l, c) = pos.split_once(':').unwrap_or(("0", "0"));
            let (severity, rest) = rest.split_once('[').unwrap_or(("?", ""));
            let (code, text) = rest.split_once(']').unwrap_or((rest, ""));
            expected.push(Expected {
                line: l.parse().unwrap_or(0),
                col: c.parse().unwrap_or(0),
                severity: severity.trim().to_string(),
                code: code.to_string(),
                text: text.trim_start_matches(':').trim().to_string(),
            });
            continue;
        }
        match body {
            Some(b) if b.starts_with('^') => {
                let col = line.find('^').map_or(0, |c| line[..c].chars().count() as u32 + 1);
                let after = b.trim_start_matches('^').trim_start();
                let (severity, rest) = after.split_once('[').unwrap_or(("?", ""));
                let (code, text) = rest.split_once(']').unwrap_or((rest, ""));
                expected.push(Expected {
                    line: last_code_line,
                    col,
                    severity: severity.trim().to_string(),
                    code: code.to_string(),
                    text: text.trim_start_matches(':').trim().to_string(),
                });
            }
            _ => last_code_line = i as u32 + 1,
        }
    }
    (expected, options)
}

fn run_case(path: &Path) -> Result<Vec<(Expected, String)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let (_, options) = annotations(&text);
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    // Headers next to the case are available to `#include "..."`.
    let headers: Vec<(String, String)> = files_with_ext(path.parent().unwrap(), "h")
        .into_iter()
        .map(|h| {
            (
                h.file_name().unwrap().to_string_lossy().to_string(),
                std::fs::read_to_string(&h).unwrap(),
            )
        })
        .collect();
    let mut files: Vec<(&str, &str)> = vec![(&name, &text)];
    files.extend(headers.iter().map(|(n, t)| (n.as_str(), t.as_str())));
    let (db, diags) = check_sources(&files, options);
    let mut out = Vec::new();
    for d in diags.iter() {
        if !db.is_valid(d.span()) {
            return Err(format!("{name}: diagnostic span outside its file: {d:?}"));
        }
        let file = db.get(d.span().file);
        let (line, col) = file.line_col(d.span().lo);
        let severity = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        let expansion: Vec<String> = d
            .expansion
            .iter()
            .map(|f| format!("in expansion of macro `{}`", f.macro_name))
            .collect();
        let labels: Vec<&str> =
            std::iter::once(&d.primary).chain(&d.secondary).map(|l| l.message.as_str()).collect();
        let all_text = format!(
            "{} | {} | {} | {} | {}",
            d.message,
            labels.join(" | "),
            d.notes.join(" | "),
            d.help.clone().unwrap_or_default(),
            expansion.join(" | ")
        );
        let got = Expected {
            line,
            col,
            severity: severity.into(),
            code: d.code.to_string(),
            text: String::new(),
        };
        out.push((got, all_text));
    }
    Ok(out)
}

#[test]
fn ok_cases_compile_without_diagnostics() {
    let cases = files_with_ext(&data_dir().join("sema/ok"), "okl");
    assert!(cases.len() >= 5);
    let mut failures = Vec::new();
    for case in cases {
        match run_case(&case) {
            Ok(got) if got.is_empty() => {}
            Ok(got) => failures.push(format!("{}: unexpected diagnostics {got:?}", case.display())),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn err_cases_report_exactly_their_annotations() {
    let cases = files_with_ext(&data_dir().join("sema/err"), "okl");
    assert!(cases.len() >= 20);
    let mut failures = Vec::new();
    for case in cases {
        let text = std::fs::read_to_string(&case).unwrap();
        let (mut expected, _) = annotations(&text);
        if expected.is_empty() {
            failures.push(format!("{}: no annotations", case.display()));
            continue;
        }
        let mut got = match run_case(&case) {
            Ok(got) => got,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        expected.sort();
        got.sort();
        let mut unmatched_got: Vec<(Expected, String)> = got.clone();
        let mut missing = Vec::new();
        for want in &expected {
            let found = unmatched_got.iter().position(|(g, all)| {
                g.line == want.line
                    && g.col == want.col
                    && g.severity == want.severity
                    && g.code == want.code
                    && all.contains(&want.text)
            });
            match found {
                Some(i) => {
                    unmatched_got.remove(i);
                }
                None => missing.push(want.clone()),
            }
        }
        if !missing.is_empty() || !unmatched_got.is_empty() {
            failures.push(format!(
                "{}:\n  missing: {missing:?}\n  unexpected: {:?}",
                case.display(),
                unmatched_got
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Lowering and the pipeline as stable dumps: for every ok case, the IR straight out of lowering
/// and after the host passes (`oklc check --emit lowered|ir`) are golden files next to it.
#[test]
fn ok_cases_have_golden_ir_dumps() {
    let mut failures = Vec::new();
    for case in files_with_ext(&data_dir().join("sema/ok"), "okl") {
        let text = std::fs::read_to_string(&case).unwrap();
        let (_, options) = annotations(&text);
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let headers: Vec<(String, String)> = files_with_ext(case.parent().unwrap(), "h")
            .into_iter()
            .map(|h| {
                (
                    h.file_name().unwrap().to_string_lossy().to_string(),
                    std::fs::read_to_string(&h).unwrap(),
                )
            })
            .collect();
        let mut loader = oklc_driver::MemoryLoader::new();
        loader.insert(name.clone(), text.as_bytes().to_vec());
        for (n, t) in &headers {
            loader.insert(n.clone(), t.as_bytes().to_vec());
        }
        for (emit, ext) in
            [(oklc_driver::Emit::Lowered, "lowered.ir"), (oklc_driver::Emit::Ir, "host.ir")]
        {
            let mut session = oklc_driver::Session::new(options.clone(), &loader);
            let checked = session.check_emit(Path::new(&name), Some(&emit)).expect("readable");
            let dump = checked.emitted.unwrap_or_default();
            if let Err(e) = oklc_tests::check_golden(&case.with_extension(ext), &dump) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The driver lowers one top-level item at a time from trees freed after each item
/// (`oklc_syntax::parse_items` + `oklc_lower::LowerStream`); `oklc_lower::lower` walks one whole
/// tree. Both must build the same module and report the same diagnostics, typedef'd `@dim`
/// extents (lowered where a variable of the type is declared, items later) included.
#[test]
fn item_by_item_lowering_matches_whole_file_lowering() {
    let mut failures = Vec::new();
    let mut compared = 0;
    for dir in ["sema/ok", "sema/err"] {
        for case in files_with_ext(&data_dir().join(dir), "okl") {
            let text = std::fs::read_to_string(&case).unwrap();
            let (_, options) = annotations(&text);
            let name = case.file_name().unwrap().to_string_lossy().to_string();
            let mut loader = oklc_driver::MemoryLoader::new();
            loader.insert(name.clone(), text.as_bytes().to_vec());
            for h in files_with_ext(case.parent().unwrap(), "h") {
                let hname = h.file_name().unwrap().to_string_lossy().to_string();
                loader.insert(hname, std::fs::read(&h).unwrap());
            }
            let lower_options = oklc_lower::LowerOptions {
                instantiate: options.instantiate.clone(),
                ..Default::default()
            };
            let run = |streamed: bool| {
                let mut session = oklc_driver::Session::new(options.clone(), &loader);
                let pp = session.preprocess(Path::new(&name)).expect("readable");
                let eoi = oklc_span::Span::point(pp.root, text.len() as u32);
                if streamed {
                    let stream = oklc_lower::LowerStream::new(lower_options.clone());
                    match oklc_syntax::parse_items(pp.pp.tokens, eoi, stream) {
                        (stream, None) => Some(stream.finish()),
                        (_, Some(_)) => None,
                    }
                } else {
                    let parsed = oklc_syntax::parse_owned(pp.pp.tokens, eoi);
                    parsed
                        .diagnostics
                        .is_empty()
                        .then(|| oklc_lower::lower(&parsed.unit, &lower_options))
                }
            };
            let (Some(streamed), Some(whole)) = (run(true), run(false)) else { continue };
            compared += 1;
            let diags = |l: &oklc_lower::Lowered| -> Vec<String> {
                l.diagnostics
                    .iter()
                    .map(|d| format!("{:?} {} {}", d.primary.span, d.code, d.message))
                    .collect()
            };
            if oklc_ir::dump(&streamed.module) != oklc_ir::dump(&whole.module)
                || diags(&streamed) != diags(&whole)
            {
                failures.push(format!("{}: item-by-item lowering differs", case.display()));
            }
        }
    }
    assert!(compared >= 20, "only {compared} cases parsed cleanly");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
