//! The `parse` suite (see docs/testing.md).
//!
//! - `data/parse/ok/*.okl`: parse with no diagnostics, AST dump equals the `.ast` golden file,
//!   and the round trip `parse(print(parse(x)))` gives the same dump with no diagnostics.
//! - `data/parse/err/*.okl`: at least one diagnostic; the `.diag` golden file lists them as
//!   `line:col: error[CODE]: message (label)`.
//! - `data/parse/corpus/*.okl`: the shared corpus kernels with macros expanded by hand; no
//!   diagnostics and the round trip holds.
//! - Nesting 100,000 levels deep gives a diagnostic, not a stack overflow.
//!
//! Inputs are lexed with comments dropped and `#` lines turned into directive tokens
//! (`oklc_syntax::testing`), since the preprocessor is a separate stage.

use std::path::Path;

use oklc_span::FileId;
use oklc_syntax::testing::{parse_for_tests, tokens_for_tests};
use oklc_tests::{check_golden, data_dir, files_with_ext};

fn line_col(text: &str, pos: u32) -> (usize, usize) {
    let pos = (pos as usize).min(text.len());
    let before = &text[..pos];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map(|l| l.chars().count()).unwrap_or(0) + 1;
    (line, col)
}

fn render_diags(text: &str, diags: &[oklc_diag::Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        let (l, c) = line_col(text, d.primary.span.lo);
        out.push_str(&format!("{l}:{c}: {}[{}]: {}", d.severity.as_str(), d.code, d.message));
        for label in &d.secondary {
            out.push_str(&format!(" ({})", label.message));
        }
        out.push('\n');
        if let Some(help) = &d.help {
            out.push_str(&format!("  help: {help}\n"));
        }
    }
    out
}

/// Checks the round trip; returns a failure description.
fn round_trip(path: &Path, text: &str) -> Result<(), String> {
    let first = parse_for_tests(text);
    let printed = oklc_syntax::print(&first.unit);
    let second = parse_for_tests(&printed);
    if !second.diagnostics.is_empty() {
        return Err(format!(
            "{}: printed source does not re-parse cleanly:\n{}\n--- printed ---\n{printed}",
            path.display(),
            render_diags(&printed, &second.diagnostics)
        ));
    }
    let (a, b) = (oklc_syntax::dump(&first.unit), oklc_syntax::dump(&second.unit));
    if a != b {
        return Err(format!(
            "{}: round trip changed the AST\n{}\n--- printed ---\n{printed}",
            path.display(),
            oklc_tests::line_diff(&a, &b)
        ));
    }
    Ok(())
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn ok_cases() {
    let dir = data_dir().join("parse/ok");
    let files = files_with_ext(&dir, "okl");
    assert!(!files.is_empty(), "no test files in {}", dir.display());
    let mut failures = Vec::new();
    for path in files {
        let text = read(&path);
        let parsed = parse_for_tests(&text);
        if !parsed.diagnostics.is_empty() {
            failures.push(format!(
                "{}: unexpected diagnostics\n{}",
                path.display(),
                render_diags(&text, &parsed.diagnostics)
            ));
            continue;
        }
        if let Err(e) = check_golden(&path.with_extension("ast"), &oklc_syntax::dump(&parsed.unit))
        {
            failures.push(e);
        }
        if let Err(e) = round_trip(&path, &text) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn err_cases() {
    let dir = data_dir().join("parse/err");
    let files = files_with_ext(&dir, "okl");
    assert!(!files.is_empty(), "no test files in {}", dir.display());
    let mut failures = Vec::new();
    for path in files {
        let text = read(&path);
        let parsed = parse_for_tests(&text);
        if parsed.diagnostics.is_empty() {
            failures.push(format!("{}: expected diagnostics, got none", path.display()));
            continue;
        }
        let rendered = render_diags(&text, &parsed.diagnostics);
        if let Err(e) = check_golden(&path.with_extension("diag"), &rendered) {
            failures.push(e);
        }
        // Printing a tree with error nodes must not panic.
        let _ = oklc_syntax::print(&parsed.unit);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn corpus_round_trip() {
    let dir = data_dir().join("parse/corpus");
    let files = files_with_ext(&dir, "okl");
    assert!(!files.is_empty(), "no corpus files in {}", dir.display());
    let mut failures = Vec::new();
    for path in files {
        let text = read(&path);
        let parsed = parse_for_tests(&text);
        if !parsed.diagnostics.is_empty() {
            failures.push(format!(
                "{}: unexpected diagnostics\n{}",
                path.display(),
                render_diags(&text, &parsed.diagnostics)
            ));
            continue;
        }
        if let Err(e) = round_trip(&path, &text) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Parses `text` on a thread with the default 2 MiB test stack.
fn parse_on_small_stack(text: String) -> (usize, String, String) {
    std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(move || {
            let (toks, eoi) = tokens_for_tests(FileId(0), &text);
            let parsed = oklc_syntax::parse(&toks, eoi);
            let codes: Vec<String> =
                parsed.diagnostics.iter().map(|d| d.code.to_string()).collect();
            let printed = oklc_syntax::print(&parsed.unit);
            let dumped = oklc_syntax::dump(&parsed.unit);
            (parsed.diagnostics.len(), codes.join(","), printed + &dumped)
        })
        .expect("spawn")
        .join()
        .expect("parser thread panicked")
}

#[test]
fn deep_parentheses_are_diagnosed() {
    let depth = 100_000;
    let text = format!("int x = {}1{};\n", "(".repeat(depth), ")".repeat(depth));
    let (n, codes, _) = parse_on_small_stack(text);
    assert_eq!(n, 1, "{codes}");
    assert_eq!(codes, "OKL0203");
}

#[test]
fn deep_blocks_are_diagnosed() {
    let depth = 100_000;
    let text = format!("void f() {}{} int after = 1;\n", "{".repeat(depth), "}".repeat(depth));
    let (n, codes, _) = parse_on_small_stack(text);
    assert_eq!(n, 1, "{codes}");
    assert_eq!(codes, "OKL0203");
}

#[test]
fn deep_chains_without_brackets_are_diagnosed() {
    let n = 100_000;
    let sum = format!("int x = {}a;\n", "a + ".repeat(n));
    let neg = format!("int y = {}a;\n", "- ".repeat(n));
    let assign = format!("void f() {{ {}a = 1; }}\n", "a = ".repeat(n));
    let ifs = format!("void g() {{ {}x = 1; }}\n", "if (c) ".repeat(n));
    let ptrs = format!("int {}p;\n", "*".repeat(n));
    for text in [sum, neg, assign, ifs, ptrs] {
        let (count, codes, _) = parse_on_small_stack(text);
        assert!(count >= 1, "{codes}");
        assert!(codes.split(',').all(|c| c == "OKL0203"), "{codes}");
    }
}

#[test]
fn nesting_at_the_limit_parses() {
    let depth = oklc_syntax::MAX_NESTING - 2;
    let text = format!("void f() {{ int x = {}1{}; }}\n", "(".repeat(depth), ")".repeat(depth));
    let (n, codes, _) = parse_on_small_stack(text);
    assert_eq!(n, 0, "{codes}");
}

#[test]
fn unbalanced_deep_input_does_not_crash() {
    let text = format!("void f() {}", "{(".repeat(60_000));
    let (n, _, _) = parse_on_small_stack(text);
    assert!(n >= 1);
}

#[test]
fn both_attribute_spellings_give_the_same_tree() {
    let at = parse_for_tests(
        "@kernel void k(int n) { for (int i = 0; i < n; ++i; @tile(16, @outer, @inner, check=false)) {} @barrier(\"warp\"); }",
    );
    let norm = parse_for_tests(
        "[[okl_kernel(\"\")]] void k(int n) { [[okl_tile(\"(16, @outer, @inner, check=false)\")]] for (int i = 0; i < n; ++i) {} [[okl_barrier(\"(\\\"warp\\\")\")]]; }",
    );
    assert!(at.diagnostics.is_empty() && norm.diagnostics.is_empty());
    assert_eq!(oklc_syntax::dump(&at.unit), oklc_syntax::dump(&norm.unit));
}

#[test]
fn for_attribute_placements_are_normalised() {
    let a = parse_for_tests("void k(int n) { @outer(1) for (int i = 0; i < n; ++i) {} }");
    let b = parse_for_tests("void k(int n) { for (int i = 0; i < n; ++i; @outer(1)) {} }");
    let c = parse_for_tests("void k(int n) { for (int i = 0; i < n; ++i) @outer(1) {} }");
    let (a, b, c) =
        (oklc_syntax::dump(&a.unit), oklc_syntax::dump(&b.unit), oklc_syntax::dump(&c.unit));
    assert_eq!(a, b);
    assert_eq!(a, c);
}

#[test]
fn garbage_never_panics() {
    let samples = [
        "",
        ";",
        "}",
        ")",
        "@",
        "@@",
        "[[",
        "]]",
        "template <",
        "int (",
        "for",
        "@kernel",
        "struct { int",
        "x = [&](){",
        "a ? b :",
        "int a[",
        "#pragma x",
        "typedef",
        "using =",
        "enum class {",
        "operator",
        "int f(...",
        "\"unterminated",
        "@tile(@tile(@tile(",
        "[[okl_tile(\"(\")]] for(;;){}",
        "[[okl_x(\"\\\"\")]]",
    ];
    for s in samples {
        let p = parse_for_tests(s);
        let _ = oklc_syntax::print(&p.unit);
        let _ = oklc_syntax::dump(&p.unit);
    }
}

/// A tiny deterministic generator (xorshift) for the round-trip property test.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[(self.next() % xs.len() as u64) as usize]
    }
}

fn gen_expr(r: &mut Rng, depth: u32) -> String {
    if depth == 0 {
        return r
            .pick(&["a", "b", "p[0]", "1", "2.5f", "'c'", "n", "s.x", "q->y", "true"])
            .to_string();
    }
    let d = depth - 1;
    match r.next() % 12 {
        0..=3 => {
            let op = r.pick(&[
                "+", "-", "*", "/", "%", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "^",
                "|", "&&", "||",
            ]);
            format!("{} {op} {}", gen_expr(r, d), gen_expr(r, d))
        }
        4 => format!("({})", gen_expr(r, d)),
        5 => format!("{}{}", r.pick(&["-", "!", "~", "*", "&", "++", "--", "+"]), gen_expr(r, d)),
        6 => format!("{} ? {} : {}", gen_expr(r, d), gen_expr(r, d), gen_expr(r, d)),
        7 => format!("(float)({})", gen_expr(r, d)),
        8 => format!("f({}, {})", gen_expr(r, d), gen_expr(r, d)),
        9 => {
            format!("a {} {}", r.pick(&["=", "+=", "-=", "*=", "<<=", ">>=", "|="]), gen_expr(r, d))
        }
        10 => format!("sizeof({}) + sizeof(int)", gen_expr(r, d)),
        _ => format!("static_cast<int>({})[{}]", gen_expr(r, d), gen_expr(r, d)),
    }
}

#[test]
fn random_expressions_round_trip() {
    let mut r = Rng(0x9E37_79B9_7F4A_7C15);
    let mut failures = Vec::new();
    for i in 0..400 {
        let e = gen_expr(&mut r, 1 + (i % 5));
        let text = format!(
            "void k(int a, int b, int n, int *p, struct S s, struct S *q) {{\n  a = {e};\n  @atomic a += {e};\n}}\n"
        );
        let parsed = parse_for_tests(&text);
        if !parsed.diagnostics.is_empty() {
            failures.push(format!("{text}\n{}", render_diags(&text, &parsed.diagnostics)));
            continue;
        }
        if let Err(msg) = round_trip(Path::new("<generated>"), &text) {
            failures.push(msg);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn random_token_soup_never_panics() {
    let vocab = [
        "int",
        "float",
        "T",
        "x",
        "y",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ";",
        ",",
        "=",
        "+",
        "*",
        "&",
        "<",
        ">",
        ">>",
        "?",
        ":",
        "::",
        "@outer",
        "@tile(",
        "@barrier",
        "[[",
        "]]",
        "okl_tile(\"(1)\")",
        "for",
        "if",
        "else",
        "struct",
        "typedef",
        "template",
        "return",
        "1",
        "\"s\"",
        "sizeof",
        "static_cast",
        "...",
        "~",
        "->",
        ".",
        "#pragma x\n",
        "\n",
    ];
    let mut r = Rng(0xDEAD_BEEF_CAFE_F00D);
    let iters = std::env::var("OKLC_SOUP_ITERS").ok().and_then(|v| v.parse().ok()).unwrap_or(1500);
    for _ in 0..iters {
        let len = 1 + (r.next() % 40) as usize;
        let mut text = String::from("typedef int T;\n");
        for _ in 0..len {
            text.push_str(r.pick(&vocab));
            text.push(' ');
        }
        let p = parse_for_tests(&text);
        let _ = oklc_syntax::print(&p.unit);
        let _ = oklc_syntax::dump(&p.unit);
    }
}

/// The shared corpus as users write it: preprocessed by the real preprocessor with the defines
/// its header names, parsed without diagnostics, and stable under print → parse.
#[test]
fn preprocessed_corpus_round_trip() {
    let dir = data_dir().join("sema/ok");
    let mut failures = Vec::new();
    let mut count = 0;
    for path in files_with_ext(&dir, "okl") {
        let text = read(&path);
        let defines: Vec<String> = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("// Defines:"))
            .map(|d| {
                d.split_whitespace()
                    .filter_map(|w| w.strip_prefix("-D"))
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default();
        let mut db = oklc_span::SourceDb::new();
        let root = db.add(path.display().to_string(), text.clone(), oklc_span::FileOrigin::Root);
        let options = oklc_pp::PpOptions {
            include_dirs: vec![dir.clone()],
            macros: oklc_tests::pipeline::defines(&defines),
            okl_mode: "SERIAL".into(),
            ..oklc_pp::PpOptions::default()
        };
        let pp = oklc_pp::preprocess(&mut db, root, &oklc_tests::PpFs, &options);
        assert!(pp.diagnostics.is_empty(), "{}: {:?}", path.display(), pp.diagnostics);
        let end = db.get(root).text.len() as u32;
        let first = oklc_syntax::parse(&pp.tokens, oklc_span::Span::point(root, end));
        if !first.diagnostics.is_empty() {
            failures.push(format!("{}: {:?}", path.display(), first.diagnostics));
            continue;
        }
        let printed = oklc_syntax::print(&first.unit);
        let second = parse_for_tests(&printed);
        if !second.diagnostics.is_empty()
            || oklc_syntax::dump(&first.unit) != oklc_syntax::dump(&second.unit)
        {
            failures.push(format!(
                "{}: round trip is not exact\n--- printed ---\n{printed}",
                path.display()
            ));
        }
        count += 1;
    }
    assert!(count >= 6, "expected the corpus kernels, found {count}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `grammar/okl.ebnf` stays consistent and in step with the tests: every nonterminal it uses is
/// defined, every rule is reachable from `translation_unit`, and every quoted keyword or
/// punctuator it accepts appears in at least one `tests/data/parse/ok` case.
#[test]
fn grammar_is_closed_and_covered_by_ok_cases() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let grammar = std::fs::read_to_string(root.join("grammar/okl.ebnf")).expect("grammar/okl.ebnf");
    // Strip (* comments *).
    let mut text = String::new();
    let mut rest = grammar.as_str();
    while let Some(start) = rest.find("(*") {
        text.push_str(&rest[..start]);
        rest = rest[start..].find("*)").map_or("", |end| &rest[start + end + 2..]);
    }
    text.push_str(rest);
    // Rules end at a `;` outside quotes (`";"` is a terminal).
    let mut pieces = Vec::new();
    let (mut current, mut quoted) = (String::new(), false);
    for c in text.chars() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => {
                pieces.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    let mut rules: Vec<(String, String)> = Vec::new();
    for rule in &pieces {
        if let Some((name, body)) = rule.split_once('=') {
            let name = name.trim();
            if !name.is_empty()
                && name.chars().all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
            {
                rules.push((name.to_string(), body.to_string()));
            }
        }
    }
    assert!(rules.len() > 20, "too few rules parsed from the grammar");
    let defined: Vec<&str> = rules.iter().map(|(n, _)| n.as_str()).collect();
    let words = |body: &str| -> (Vec<String>, Vec<String>) {
        let (mut idents, mut quoted) = (Vec::new(), Vec::new());
        let mut chars = body.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if c == '?' {
                // An ISO EBNF special sequence `? prose ?`: no symbols inside.
                let end = body[i + 1..].find('?').map_or(body.len(), |e| i + 1 + e);
                while chars.peek().is_some_and(|(j, _)| *j <= end) {
                    chars.next();
                }
            } else if c == '"' {
                let end = body[i + 1..].find('"').map_or(body.len(), |e| i + 1 + e);
                quoted.push(body[i + 1..end].to_string());
                while chars.peek().is_some_and(|(j, _)| *j <= end) {
                    chars.next();
                }
            } else if c.is_ascii_lowercase() {
                let end = body[i..]
                    .find(|c: char| !(c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit()))
                    .map_or(body.len(), |e| i + e);
                idents.push(body[i..end].to_string());
                while chars.peek().is_some_and(|(j, _)| *j < end) {
                    chars.next();
                }
            }
        }
        (idents, quoted)
    };
    let mut used = vec!["translation_unit".to_string()];
    let mut terminals = Vec::new();
    for (name, body) in &rules {
        let (idents, quoted) = words(body);
        for id in idents {
            assert!(defined.contains(&id.as_str()), "`{name}` uses undefined nonterminal `{id}`");
            used.push(id);
        }
        terminals.extend(quoted);
    }
    for name in &defined {
        assert!(used.iter().any(|u| u == name), "rule `{name}` is unreachable");
    }
    let corpus: String =
        files_with_ext(&data_dir().join("parse/ok"), "okl").iter().map(|p| read(p)).collect();
    let missing: Vec<&String> =
        terminals.iter().filter(|t| !t.is_empty() && !corpus.contains(t.as_str())).collect();
    assert!(missing.is_empty(), "terminals of the grammar no ok case uses: {missing:?}");
}
