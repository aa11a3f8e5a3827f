//! The `diagnostics` suite: golden files of all three renderings, JSON round trips, and the
//! freshness of the code index in `docs/diagnostics.md`.
//!
//! Each `tests/data/diagnostics/NAME.okl` runs through the driver's `check`; its diagnostics are
//! rendered as `NAME.human` (ariadne, no colour), `NAME.short` and `NAME.json`. Stages do not yet
//! produce every shape of diagnostic (secondary labels, macro expansions, include stacks), so a
//! few cases are built by hand over an in-memory source database. `OKLC_BLESS=1` rewrites the
//! golden files and the code index.

use std::path::{Path, PathBuf};

use oklc_diag::{Diagnostic, ExpansionFrame, codes, render};
use oklc_driver::{FileLoader, Options, Session};
use oklc_span::{FileOrigin, SourceDb, Span};
use oklc_tests::{blessing, check_golden, data_dir, files_with_ext};
use serde_json::Value;

/// Reads files relative to the test data folder, so diagnostics show short stable names.
struct DataLoader {
    root: PathBuf,
}

impl FileLoader for DataLoader {
    fn load(&self, path: &Path) -> std::io::Result<Option<Vec<u8>>> {
        match std::fs::read(self.root.join(path)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }
}

fn dir() -> PathBuf {
    data_dir().join("diagnostics")
}

/// Renders every diagnostic in the three formats.
fn render_all(db: &SourceDb, diagnostics: &[Diagnostic]) -> [String; 3] {
    let mut out = [String::new(), String::new(), String::new()];
    for d in diagnostics {
        out[0].push_str(&render::human(db, d, false));
        out[1].push_str(&render::short(db, d));
        out[2].push_str(&render::json(db, d));
    }
    out
}

fn check_case(name: &str, db: &SourceDb, diagnostics: &[Diagnostic], failures: &mut Vec<String>) {
    let [human, short, json] = render_all(db, diagnostics);
    for (ext, text) in [("human", &human), ("short", &short), ("json", &json)] {
        if let Err(e) = check_golden(&dir().join(format!("{name}.{ext}")), text) {
            failures.push(e);
        }
    }
    // The JSON stream holds one object per diagnostic and nothing else.
    let lines: Vec<&str> = json.lines().collect();
    assert_eq!(lines.len(), diagnostics.len(), "{name}: one JSON line per diagnostic");
    for (line, d) in lines.iter().zip(diagnostics) {
        let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{name}: {e}: {line}"));
        assert_eq!(v["schema"], 1);
        assert_eq!(v["code"], d.code.to_string());
        assert_eq!(v["severity"], d.severity.as_str());
        assert_eq!(v["message"], d.message.as_str());
        let file = db.get(d.primary.span.file);
        let (line_no, col) = file.line_col(d.primary.span.lo);
        assert_eq!(v["line"], line_no);
        assert_eq!(v["column"], col);
        assert_eq!(v["byte_start"], d.primary.span.lo);
        assert_eq!(v["byte_end"], d.primary.span.hi);
        assert_eq!(v["file"], &*file.name);
        let (l, c) = file.lsp_position(d.primary.span.lo);
        assert_eq!(v["range"]["start"]["line"], l);
        assert_eq!(v["range"]["start"]["character"], c);
        // Located notes are children, the other secondary labels labels.
        let located_notes = d.secondary.iter().filter(|label| label.note).count();
        let labels = d.secondary.len() - located_notes;
        assert_eq!(v["labels"].as_array().map(Vec::len), Some(labels));
        let children = located_notes + d.notes.len() + usize::from(d.help.is_some());
        assert_eq!(v["children"].as_array().map(Vec::len), Some(children));
        assert_eq!(v["expansion"].as_array().map(Vec::len), Some(d.expansion.len()));
    }
    // The short form's lines with a code are the first lines of the human form.
    let short_heads = short.lines().filter(|l| l.contains(" [OKL"));
    for (h, s) in
        render_all(db, diagnostics)[0].lines().filter(|l| l.contains(" [OKL")).zip(short_heads)
    {
        assert_eq!(h, s, "{name}: human first line differs from short");
    }
}

#[test]
fn golden_renderings_of_source_files() {
    let loader = DataLoader { root: dir() };
    let mut failures = Vec::new();
    let cases = files_with_ext(&dir(), "okl");
    assert!(cases.len() >= 4, "diagnostics cases missing");
    for path in cases {
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        let mut session = Session::new(Options::default(), &loader);
        let result = session
            .check(Path::new(&format!("{name}.okl")))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        check_case(&name, &session.db, result.diagnostics.as_slice(), &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A database with a root file that includes a header, and a macro defined in the root.
fn multi_file_db() -> (SourceDb, [oklc_span::FileId; 2]) {
    let mut db = SourceDb::new();
    let main = db.add(
        "main.okl",
        "#define SCALE(x) ((x) * factor)\n#include \"helpers.h\"\n\n@kernel void k(float *a) {\n  a[0] = SCALE(a[0]);\n}\n",
        FileOrigin::Root,
    );
    let directive_lo = "#define SCALE(x) ((x) * factor)\n".len() as u32;
    let header = db.add(
        "helpers.h",
        "// helpers\ninline float twice(float v) { return v * 2; }\n",
        FileOrigin::Included {
            directive: Span::new(
                main,
                directive_lo,
                directive_lo + "#include \"helpers.h\"".len() as u32,
            ),
        },
    );
    (db, [main, header])
}

fn find(db: &SourceDb, file: oklc_span::FileId, needle: &str) -> Span {
    let lo = db.get(file).text.find(needle).unwrap_or_else(|| panic!("{needle} not found")) as u32;
    Span::new(file, lo, lo + needle.len() as u32)
}

#[test]
fn golden_renderings_of_built_diagnostics() {
    let (db, [main, header]) = multi_file_db();
    let mut failures = Vec::new();

    // The codes of these hand-built diagnostics are placeholders: only the rendering is tested.
    // Secondary labels, notes and help.
    let labelled = Diagnostic::error(
        codes::lex::INVALID_NUMBER,
        "kernel argument `a` is used before it is declared",
        find(&db, main, "a[0] ="),
    )
    .with_primary_message("used here")
    .with_label(find(&db, main, "float *a"), "declared here")
    .with_label(find(&db, main, "@kernel"), "in this kernel")
    .with_note("kernels see their arguments only after the signature")
    .with_note("a second note")
    .with_help("declare `a` first");
    check_case("built_labels", &db, &[labelled], &mut failures);

    // Inside a macro expansion: the primary span is the invocation, the frame names the macro.
    let in_macro = Diagnostic::error(
        codes::lex::INVALID_CHARACTER,
        "use of undeclared identifier `factor`",
        find(&db, main, "SCALE(a[0])"),
    )
    .with_primary_message("in this expansion")
    .with_expansion(vec![ExpansionFrame {
        macro_name: "SCALE".into(),
        call_site: find(&db, main, "SCALE(a[0])"),
        definition: find(&db, main, "SCALE(x) ((x) * factor)"),
    }]);
    check_case("built_expansion", &db, &[in_macro], &mut failures);

    // Inside an included header: the include stack names the directive.
    let in_header = Diagnostic::warning(
        codes::driver::INVALID_UTF8,
        "implicit conversion from `int` to `float`",
        find(&db, header, "2"),
    )
    .with_primary_message("this literal is an `int`");
    check_case("built_include", &db, &[in_header], &mut failures);

    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn json_lsp_range_counts_utf16_on_non_ascii_lines() {
    let loader = DataLoader { root: dir() };
    let mut session = Session::new(Options::default(), &loader);
    let result = session.check(Path::new("non_ascii.okl")).expect("readable");
    let d = result.diagnostics.iter().find(|d| d.code == codes::lex::INVALID_CHARACTER).expect("`");
    let v: Value = serde_json::from_str(render::json(&session.db, d).trim_end()).expect("json");
    // Line 2 is "float 𝔸λ = 1.0f; `": 𝔸 is 1 char, 2 UTF-16 units, 4 bytes; λ is 1, 1, 2.
    let prefix = "float 𝔸λ = 1.0f; ";
    assert_eq!(v["line"], 2);
    assert_eq!(v["column"], prefix.chars().count() + 1);
    assert_eq!(v["range"]["start"]["line"], 1);
    assert_eq!(v["range"]["start"]["character"], prefix.encode_utf16().count());
    assert_eq!(v["range"]["end"]["character"], prefix.encode_utf16().count() + 1);
    assert_ne!(prefix.chars().count(), prefix.encode_utf16().count());
    let line_start = session.db.get(d.primary.span.file).line_starts()[1];
    assert_eq!(v["byte_start"], line_start as usize + prefix.len());
}

#[test]
fn colour_only_when_asked() {
    let (db, [main, _]) = multi_file_db();
    let d = Diagnostic::error(codes::lex::STRAY_AT, "stray", find(&db, main, "@kernel"));
    assert!(!render::human(&db, &d, false).contains('\x1b'));
    assert!(render::human(&db, &d, true).contains("\x1b["));
    assert!(!render::short(&db, &d).contains('\x1b'));
}

#[test]
fn renderers_survive_out_of_range_spans() {
    let (db, [main, _]) = multi_file_db();
    let bogus = [
        Span::new(main, 10_000, 20_000),
        Span { file: oklc_span::FileId(99), lo: 0, hi: 1 },
        Span { file: main, lo: 5, hi: 3 },
    ];
    for span in bogus {
        let d = Diagnostic::error(codes::lex::STRAY_AT, "bad span", span).with_label(span, "x");
        let _ = render::human(&db, &d, true);
        let _ = render::short(&db, &d);
        let v: Value = serde_json::from_str(render::json(&db, &d).trim_end()).expect("json");
        assert_eq!(v["schema"], 1);
    }
}

#[test]
fn human_renderer_survives_awkward_spans() {
    let texts = ["", "\n", "a\r\nb\r\n", "x", "λ\n𝔸\n", "\t\tx\n\n\n", "a\nb"];
    for text in texts {
        let mut db = SourceDb::new();
        let f = db.add("t.okl", text, FileOrigin::Root);
        let len = text.len() as u32;
        for lo in 0..=len {
            for hi in lo..=len + 1 {
                let d = Diagnostic::error(codes::lex::STRAY_AT, "m", Span { file: f, lo, hi })
                    .with_primary_message("p")
                    .with_label(Span { file: f, lo: 0, hi: lo }, "s")
                    .with_note("n");
                let human = render::human(&db, &d, false);
                assert!(human.starts_with("t.okl:"), "{human}");
                let _ = render::json(&db, &d);
            }
        }
    }
}

#[test]
fn control_characters_never_reach_the_terminal() {
    let mut db = SourceDb::new();
    let f = db.add("c.okl", "int \x1b[2J a;\u{85}\x0b x \r\n`\u{2028}y\n", FileOrigin::Root);
    let tick = db.get(f).text.find('`').expect("tick") as u32;
    let d = Diagnostic::error(codes::lex::INVALID_CHARACTER, "bad", Span::new(f, tick, tick + 1))
        .with_label(Span::new(f, 4, 5), "escape");
    let human = render::human(&db, &d, false);
    assert!(!human.contains(['\x1b', '\u{85}', '\x0b', '\r', '\u{2028}']), "{human:?}");
    // ariadne agrees with our line numbers: the backtick is on line 2.
    assert!(human.starts_with("c.okl:2:1: error: bad [OKL0001]\n"), "{human}");
    assert!(human.contains("[ c.okl:2:1 ]"), "{human}");
}

#[test]
fn very_long_lines_are_not_echoed() {
    let mut db = SourceDb::new();
    let text = format!("int x = {}1; `\n", "1+".repeat(100_000));
    let f = db.add("long.okl", text.as_str(), FileOrigin::Root);
    let tick = text.find('`').expect("tick") as u32;
    let d = Diagnostic::error(codes::lex::INVALID_CHARACTER, "bad", Span::new(f, tick, tick + 1))
        .with_help("remove it");
    let human = render::human(&db, &d, false);
    assert_eq!(
        human,
        format!("long.okl:1:{}: error: bad [OKL0001]\n  = help: remove it\n", tick + 1)
    );
}

#[test]
fn summary_line_counts() {
    let (db, [main, _]) = multi_file_db();
    let span = find(&db, main, "@kernel");
    let e = Diagnostic::error(codes::lex::STRAY_AT, "e", span);
    let w = Diagnostic::warning(codes::driver::INVALID_UTF8, "w", span);
    assert_eq!(render::summary(&[]), None);
    assert_eq!(
        render::summary(std::slice::from_ref(&w)).as_deref(),
        Some("warning: 1 warning emitted")
    );
    assert_eq!(
        render::summary(&[e.clone(), e, w]).as_deref(),
        Some("error: 2 errors, 1 warning emitted")
    );
}

const INDEX_START: &str =
    "<!-- code-index:start (generated from oklc_diag::codes::all(); OKLC_BLESS=1 regenerates) -->";
const INDEX_END: &str = "<!-- code-index:end -->";

/// The code index table of `docs/diagnostics.md`.
fn code_index() -> String {
    let mut out = String::from("| Code | Name | Title |\n|------|------|-------|\n");
    for info in codes::all() {
        out.push_str(&format!(
            "| <a id=\"{}\"></a>`{}` | `{}` | {} |\n",
            info.code.doc_anchor(),
            info.code,
            info.name,
            info.title().replace('|', "\\|")
        ));
    }
    out
}

#[test]
fn docs_code_index_is_fresh() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/diagnostics.md");
    let doc = std::fs::read_to_string(&path).expect("docs/diagnostics.md");
    let (Some(start), Some(end)) = (doc.find(INDEX_START), doc.find(INDEX_END)) else {
        panic!("docs/diagnostics.md lacks the code-index markers");
    };
    let body_start = start + INDEX_START.len() + 1;
    let expected = code_index();
    if doc.get(body_start..end) == Some(expected.as_str()) {
        return;
    }
    if blessing() {
        let fresh = format!("{}{}{}", &doc[..body_start], expected, &doc[end..]);
        std::fs::write(&path, fresh).expect("write docs/diagnostics.md");
        return;
    }
    panic!("docs/diagnostics.md code index is stale; rerun with OKLC_BLESS=1");
}
