//! The `hostile` suite: inputs designed to crash, hang or exhaust a compiler, each compiled
//! through the whole driver (serial backend) with its expected diagnostic.
//!
//! The inputs are generated in code (nothing large is stored in git). The table in [`cases`]
//! lists, per input, the diagnostic codes that must appear (an empty list means "compiles
//! cleanly"). Every diagnostic's span must also lie inside its file, and no input may cause an
//! internal compiler error (OKL0999). Each case prints how long it took; the suite asserts no
//! time (a hang never finishes, which fails the run), so a loaded machine cannot make it flaky.

use std::path::Path;
use std::time::{Duration, Instant};

use oklc_diag::Code;
use oklc_diag::codes::{driver, lex, parse, passes, pp, sema};
use oklc_driver::{MemoryLoader, Options, Session};

/// One hostile input.
struct Case {
    name: &'static str,
    /// The root file's contents.
    input: fn() -> Vec<u8>,
    /// Further files the root may `#include` (name, contents).
    extra: &'static [(&'static str, &'static str)],
    /// Codes that must be reported (each at least once); empty: no diagnostic at all.
    expect: &'static [Code],
}

/// A kernel whose inner body is `body`.
fn kernel(body: &str) -> String {
    format!(
        "@kernel void k(const int N, float *a) {{\n  for (int b = 0; b < N; ++b; @outer) {{\n    \
         for (int t = 0; t < 16; ++t; @inner) {{\n      {body}\n    }}\n  }}\n}}\n"
    )
}

fn long_line() -> Vec<u8> {
    // A 1 MB line of statements.
    let mut line = String::new();
    while line.len() < 1 << 20 {
        line.push_str("a[t] = a[t] * 2.0f + 1.0f; ");
    }
    kernel(&line).into_bytes()
}

fn long_sum() -> Vec<u8> {
    // A 1 MB flat sum: 260k left-nested `+` nodes, deeper than the parser's tree-depth limit.
    let mut sum = String::from("a[t] = 0");
    while sum.len() < 1 << 20 {
        sum.push_str(" + t");
    }
    sum.push(';');
    kernel(&sum).into_bytes()
}

fn long_identifier() -> Vec<u8> {
    let name = "x".repeat(1 << 20);
    kernel(&format!("float {name} = 1.0f; a[t] = {name};")).into_bytes()
}

fn nested_parens() -> Vec<u8> {
    let n = 100_000;
    kernel(&format!("a[t] = {}1{};", "(".repeat(n), ")".repeat(n))).into_bytes()
}

fn nested_blocks() -> Vec<u8> {
    let n = 100_000;
    kernel(&format!("{}a[t] = 1;{}", "{".repeat(n), "}".repeat(n))).into_bytes()
}

fn unbalanced_blocks() -> Vec<u8> {
    kernel(&"{".repeat(100_000)).into_bytes()
}

/// Control statements nested 60 deep, none closed, each with a broken line: the half-typed
/// state of a file in an editor. Recovery once re-parsed the unclosed rest at every level
/// (twice the work per level: 20 levels took a minute).
fn unclosed_control_statements() -> Vec<u8> {
    let mut s = String::from("@kernel void k(const int N, float *a) {\n");
    for k in 0..60 {
        let head = ["while (N) {", "if (N > 1) {", "for (int i = 0; i < N; ++i) {"][k % 3];
        s.push_str(&format!("{head}\n  int *p, float *q) {{\n"));
    }
    s.into_bytes()
}

/// Classes nested 60 deep, unclosed, each with a member function whose body is unclosed too:
/// a failed class body was read again as a function body, and a failed declaration statement
/// was parsed again by the statement list (twice the work per level each).
fn unclosed_classes() -> Vec<u8> {
    let mut s = String::new();
    for k in 0..60 {
        s.push_str(if k % 2 == 0 { "struct S {\n" } else { "class C { void m() {\n" });
    }
    s.into_bytes()
}

/// 20,000 syntax errors on one 1 MB line (a stray `}` after each kernel). Each error's context
/// (the enclosing function, a definition missing its `;`) was looked up by scanning the tokens
/// back to the start of the file, and each column by counting the line's characters from its
/// start: quadratic, 25 s in a release build.
fn many_errors_one_line() -> Vec<u8> {
    let mut s = format!("struct A {{ {}}} ", "int a; ".repeat(50_000));
    s.push_str(&" @kernel void k() {} } ".repeat(20_000));
    s.into_bytes()
}

/// 1 MB of `#warning` lines: 50,000 warnings. The human renderer built ariadne's line table of
/// the whole file for every diagnostic it showed: quadratic, 22 s for 256 KB in a release build.
fn many_warnings() -> Vec<u8> {
    let mut s = kernel("a[t] = 1;");
    let mut k = 0u64;
    while s.len() < 1 << 20 {
        s.push_str(&format!("#warning number {k}\n"));
        k += 1;
    }
    s.into_bytes()
}

/// A kernel whose `@outer` loop declares `shared` before its `@inner` loop.
fn outer_declares(shared: &str) -> String {
    format!(
        "@kernel void k(const int N, float *a) {{\n  for (int b = 0; b < N; ++b; @outer) {{\n\
         {shared}    for (int t = 0; t < 16; ++t; @inner) {{\n      a[t] = 1;\n    }}\n  }}\n}}\n"
    )
}

/// One enum of 58,000 enumerators (2 MB in all), each a `@shared` extent. Each use found the
/// enumerator by scanning every enum and evaluated all of its enum's values: quadratic, 33 s
/// for 1.2 MB in a release build.
fn enum_extents() -> Vec<u8> {
    let n = (2 << 20) / 36;
    let values: Vec<String> = (0..n).map(|k| format!("B{k} = {}", k % 5 + 1)).collect();
    let shared: String = (0..n).map(|k| format!("    @shared float s{k}[B{k}];\n")).collect();
    format!("enum Big {{ {} }};\n{}", values.join(", "), outer_declares(&shared)).into_bytes()
}

/// 7 MB of three-enumerator enums, every enumerator a `@shared` extent: each use scanned
/// every enum declared before it (33 s in a release build).
fn many_enum_extents() -> Vec<u8> {
    let (mut decls, mut shared) = (String::new(), String::new());
    let mut k = 0u64;
    while decls.len() < 7 << 19 {
        decls.push_str(&format!("enum E{k} {{ E{k}_a = {}, E{k}_b, E{k}_c }};\n", k % 7 + 1));
        for c in ["a", "b", "c"] {
            shared.push_str(&format!("    @shared float s{k}{c}[E{k}_{c}];\n"));
        }
        k += 1;
    }
    decls.push_str(&outer_declares(&shared));
    decls.into_bytes()
}

/// 2 MB of `@shared` declarations inside one `@inner` loop: an error each (OKL0530), whose
/// label named the whole loop; the human form walked the loop's lines for each: quadratic,
/// 24.5 s for 1 MB in a release build.
fn shared_in_long_inner_loop() -> Vec<u8> {
    let mut body = String::new();
    let mut k = 0u64;
    while body.len() < 2 << 20 {
        body.push_str(&format!("      @shared float s{k}[4];\n"));
        k += 1;
    }
    kernel(&body).into_bytes()
}

/// 1 MB of `@barrier` before the kernel's `@outer` loop: a warning each (OKL0313), whose label
/// named the whole kernel; quadratic in the human form (9 s for 256 KB in a release build).
fn barriers_outside_outer() -> Vec<u8> {
    let mut s = String::from("@kernel void k(const int N, float *a) {\n");
    while s.len() < 1 << 20 {
        s.push_str("  @barrier;\n");
    }
    s.push_str(
        "  for (int b = 0; b < N; ++b; @outer) {\n    for (int t = 0; t < 16; ++t; @inner) \
         { a[t] = 1; }\n  }\n}\n",
    );
    s.into_bytes()
}

/// A kernel of 10,000 pointer parameters, each with `@dim` (every other one `@restrict`) and
/// written through once in the `@inner` loop. The `params` pass asked for every parameter
/// whether the kernel body writes it, one walk of the body each: quadratic, 29 s for these
/// 470 KB in a debug build (0.12 s in release now).
fn many_dim_restrict_params() -> Vec<u8> {
    let n = 10_000;
    let params: Vec<String> = (0..n)
        .map(|k| {
            let restrict = if k % 2 == 0 { "@restrict " } else { "" };
            format!("{restrict}float *p{k} @dim(N, N)")
        })
        .collect();
    let body: String = (0..n).map(|k| format!("p{k}(t, b) = 1; ")).collect();
    let head = format!("const int N, {}", params.join(", "));
    kernel(&body).replacen("const int N, float *a", &head, 1).into_bytes()
}

/// A kernel of 8,000 by-value parameters, each written in the `@outer` body: the even ones
/// uniformly, the odd ones per work-item in one `@inner` loop and read in the next (so each
/// gets an `@exclusive` copy). The `params` pass rewrote one parameter at a time, each rewrite
/// scanning the whole body and inserting its copies one by one: 6,000 such parameters took
/// 13.8 s in release.
fn many_written_params() -> Vec<u8> {
    let n = 8_000;
    let params: String = (0..n).map(|k| format!(", int p{k}")).collect();
    let uniform: String = (0..n).step_by(2).map(|k| format!("    p{k} += b;\n")).collect();
    let writes: String = (1..n).step_by(2).map(|k| format!("p{k} += t + p{}; ", k - 1)).collect();
    let reads: String = (1..n).step_by(2).map(|k| format!("a[t] += p{k}; ")).collect();
    format!(
        "@kernel void k(const int N, float *a{params}) {{\n  for (int b = 0; b < N; ++b; \
         @outer) {{\n{uniform}    for (int t = 0; t < 16; ++t; @inner) {{ {writes}}}\n    \
         for (int t = 0; t < 16; ++t; @inner) {{ {reads}}}\n  }}\n}}\n"
    )
    .into_bytes()
}

/// Divergent barriers behind labels, backward `goto`s and `?:`-guarded assignments: the
/// `divergence` pass's label and guard sets must stay linear.
fn divergent_barriers() -> Vec<u8> {
    let body: String = (0..12_000)
        .map(|k| {
            format!(
                "L{k}: v = (t > {m}) ? (v = {k}) : v; if (v > {k}) goto L{k}; @barrier;\n",
                m = k % 16
            )
        })
        .collect();
    kernel(&format!("int v = 0;\n{body}a[t] = v;")).into_bytes()
}

fn nested_unary() -> Vec<u8> {
    kernel(&format!("a[t] = {}1;", "- ".repeat(100_000))).into_bytes()
}

fn nested_loops() -> Vec<u8> {
    let n = 20_000;
    let mut body = String::new();
    for k in 0..n {
        body.push_str(&format!("for (int i{k} = 0; i{k} < 2; ++i{k}) "));
    }
    body.push_str("a[t] = 1;");
    kernel(&body).into_bytes()
}

fn macro_bomb() -> Vec<u8> {
    // Each level doubles the expansion: 2^64 tokens without a limit.
    let mut s = String::from("#define M0 t\n");
    for k in 1..=64 {
        s.push_str(&format!("#define M{k} M{} + M{}\n", k - 1, k - 1));
    }
    s.push_str(&kernel("a[t] = M64;"));
    s.into_bytes()
}

fn macro_recursion() -> Vec<u8> {
    // Function-like macros that re-expand their argument deeply.
    let mut s = String::from("#define F0(x) (x)\n");
    for k in 1..=300 {
        s.push_str(&format!("#define F{k}(x) F{}(F{}(x))\n", k - 1, k - 1));
    }
    s.push_str(&kernel("a[t] = F300(t);"));
    s.into_bytes()
}

fn self_include() -> Vec<u8> {
    b"#include \"self.okl\"\n".to_vec()
}

fn mutual_include() -> Vec<u8> {
    b"#include \"a.okl\"\n".to_vec()
}

fn deep_conditionals() -> Vec<u8> {
    let n = 20_000;
    format!("{}int x;\n{}", "#if 1\n".repeat(n), "#endif\n".repeat(n)).into_bytes()
}

fn deep_if_expression() -> Vec<u8> {
    let n = 100_000;
    format!("#if {}1{}\n#endif\n", "(".repeat(n), ")".repeat(n)).into_bytes()
}

fn nul_bytes() -> Vec<u8> {
    let mut v = kernel("a[t] = 1;").into_bytes();
    v.splice(10..10, [0u8; 16]);
    v
}

fn invalid_utf8() -> Vec<u8> {
    let mut v = b"// caf\xe9 \xff\xfe\n".to_vec();
    v.extend(kernel("a[t] = 1;").into_bytes());
    v
}

fn unterminated_comment() -> Vec<u8> {
    let mut v = kernel("a[t] = 1;").into_bytes();
    v.extend_from_slice(b"/* no end");
    v.extend(std::iter::repeat_n(b'x', 1 << 20));
    v
}

fn unterminated_string() -> Vec<u8> {
    kernel("const char *s = \"no end; a[t] = 1;").into_bytes()
}

fn unterminated_char() -> Vec<u8> {
    kernel("char c = 'x; a[t] = 1;").into_bytes()
}

fn unterminated_raw_string() -> Vec<u8> {
    let mut v = b"const char *s = R\"d(".to_vec();
    v.extend(std::iter::repeat_n(b'y', 1 << 20));
    v
}

fn thousands_of_kernels() -> Vec<u8> {
    let mut s = String::new();
    for k in 0..3000 {
        s.push_str(&format!(
            "@kernel void add{k}(const int N, const float *a, float *b) {{\n  \
             for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {{\n    b[i] += a[i] * {k}.0f;\n  }}\n}}\n"
        ));
    }
    s.into_bytes()
}

fn fifty_megabytes() -> Vec<u8> {
    // 50 MB: a kernel, then comment lines with a macro definition every eighth line. (Not 50 MB
    // of declarations: 1.5M items take minutes in a debug build; "1 MB of top-level
    // declarations" covers item-count scaling.)
    let mut s = kernel("a[t] = 1;");
    let mut k = 0u64;
    while s.len() < 50 << 20 {
        s.push_str(&format!("// filler line {k}: the quick brown fox jumps over the lazy dog\n"));
        if k.is_multiple_of(8) {
            s.push_str(&format!("#define FILL{k} {k}\n"));
        }
        k += 1;
    }
    s.into_bytes()
}

fn many_declarations() -> Vec<u8> {
    // ~30k top-level items. The atomic pass used to copy the module's type store and global list
    // once per function, which made this take minutes (quadratic).
    let mut s = kernel("a[t] = 1;");
    let mut k = 0u64;
    while s.len() < 1 << 20 {
        if k.is_multiple_of(4) {
            s.push_str(&format!("float h{k}(float x) {{ return x * {k}.0f; }}\n"));
        } else {
            s.push_str(&format!("const int g{k} = {k} + 1;\n"));
        }
        k += 1;
    }
    s.into_bytes()
}

fn garbage_bytes() -> Vec<u8> {
    let mut state = 0x1234_5678_9abc_def0u64;
    (0..1 << 20)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 32) as u8
        })
        .collect()
}

fn empty() -> Vec<u8> {
    Vec::new()
}

fn cases() -> Vec<Case> {
    vec![
        Case { name: "1 MB line", input: long_line, extra: &[], expect: &[] },
        Case {
            name: "1 MB flat sum on one line",
            input: long_sum,
            extra: &[],
            expect: &[parse::NESTING_TOO_DEEP],
        },
        Case { name: "1 MB identifier", input: long_identifier, extra: &[], expect: &[] },
        Case {
            name: "100k nested parentheses",
            input: nested_parens,
            extra: &[],
            expect: &[parse::NESTING_TOO_DEEP],
        },
        Case {
            name: "100k nested blocks",
            input: nested_blocks,
            extra: &[],
            expect: &[parse::NESTING_TOO_DEEP],
        },
        Case {
            name: "100k unclosed blocks",
            input: unbalanced_blocks,
            extra: &[],
            expect: &[parse::NESTING_TOO_DEEP],
        },
        Case {
            name: "60 unclosed control statements with broken lines",
            input: unclosed_control_statements,
            extra: &[],
            expect: &[parse::UNEXPECTED_EOF],
        },
        Case {
            name: "60 unclosed classes and member functions",
            input: unclosed_classes,
            extra: &[],
            expect: &[parse::UNEXPECTED_EOF],
        },
        Case {
            name: "10000 kernel parameters with @dim and @restrict",
            input: many_dim_restrict_params,
            extra: &[],
            expect: &[],
        },
        Case {
            name: "8000 kernel parameters written in the kernel",
            input: many_written_params,
            extra: &[],
            expect: &[],
        },
        Case {
            name: "12000 divergent barriers with backward gotos",
            input: divergent_barriers,
            extra: &[],
            expect: &[passes::DIVERGENT_BARRIER],
        },
        Case {
            name: "100k nested unary minus",
            input: nested_unary,
            extra: &[],
            expect: &[parse::NESTING_TOO_DEEP],
        },
        Case {
            name: "20k nested regular loops",
            input: nested_loops,
            extra: &[],
            expect: &[parse::NESTING_TOO_DEEP],
        },
        Case {
            name: "exponential macro expansion",
            input: macro_bomb,
            extra: &[],
            expect: &[pp::EXPANSION_TOO_LARGE],
        },
        Case {
            name: "exponential nested macro arguments",
            input: macro_recursion,
            extra: &[],
            expect: &[pp::EXPANSION_TOO_DEEP],
        },
        Case {
            name: "recursive #include",
            input: self_include,
            extra: &[("self.okl", "#include \"self.okl\"\n")],
            expect: &[pp::INCLUDE_TOO_DEEP],
        },
        Case {
            name: "mutually recursive #include",
            input: mutual_include,
            extra: &[("a.okl", "#include \"b.okl\"\n"), ("b.okl", "#include \"a.okl\"\n")],
            expect: &[pp::INCLUDE_TOO_DEEP],
        },
        Case {
            name: "20k nested #if",
            input: deep_conditionals,
            extra: &[],
            expect: &[pp::CONDITIONAL_TOO_DEEP],
        },
        Case {
            name: "100k parentheses in #if",
            input: deep_if_expression,
            extra: &[],
            expect: &[pp::IF_EXPR_TOO_DEEP],
        },
        Case { name: "NUL bytes", input: nul_bytes, extra: &[], expect: &[lex::INVALID_CHARACTER] },
        Case {
            name: "invalid UTF-8",
            input: invalid_utf8,
            extra: &[],
            expect: &[driver::INVALID_UTF8],
        },
        Case {
            name: "unterminated comment",
            input: unterminated_comment,
            extra: &[],
            expect: &[lex::UNTERMINATED_COMMENT],
        },
        Case {
            name: "unterminated string",
            input: unterminated_string,
            extra: &[],
            expect: &[lex::UNTERMINATED_STRING],
        },
        Case {
            name: "unterminated character",
            input: unterminated_char,
            extra: &[],
            expect: &[lex::UNTERMINATED_CHAR],
        },
        Case {
            name: "unterminated raw string",
            input: unterminated_raw_string,
            extra: &[],
            expect: &[lex::UNTERMINATED_RAW_STRING],
        },
        Case {
            name: "1 MB of random bytes",
            input: garbage_bytes,
            extra: &[],
            expect: &[lex::INVALID_CHARACTER, driver::INVALID_UTF8],
        },
        Case { name: "empty file", input: empty, extra: &[], expect: &[sema::NO_KERNELS] },
        Case {
            name: "3000 kernels in one file",
            input: thousands_of_kernels,
            extra: &[],
            expect: &[],
        },
        Case {
            name: "1 MB of top-level declarations",
            input: many_declarations,
            extra: &[],
            expect: &[],
        },
        Case {
            name: "20000 syntax errors on one line",
            input: many_errors_one_line,
            extra: &[],
            expect: &[parse::UNEXPECTED_TOKEN],
        },
        Case {
            name: "50000 warnings",
            input: many_warnings,
            extra: &[],
            expect: &[pp::WARNING_DIRECTIVE],
        },
        Case {
            name: "58000 enumerators as @shared extents",
            input: enum_extents,
            extra: &[],
            expect: &[],
        },
        Case {
            name: "7 MB of enums as @shared extents",
            input: many_enum_extents,
            extra: &[],
            expect: &[],
        },
        Case {
            name: "2 MB of @shared in one @inner loop",
            input: shared_in_long_inner_loop,
            extra: &[],
            expect: &[passes::STORAGE_IN_INNER],
        },
        Case {
            name: "1 MB of @barrier outside @outer",
            input: barriers_outside_outer,
            extra: &[],
            expect: &[sema::ATTRIBUTE_IGNORED],
        },
        Case { name: "50 MB file", input: fifty_megabytes, extra: &[], expect: &[] },
    ]
}

/// Compiles one case; returns a failure description.
fn run(case: &Case) -> Result<Duration, String> {
    let data = (case.input)();
    let mut loader = MemoryLoader::new().with("hostile.okl", data);
    for (name, text) in case.extra {
        loader.insert(*name, text.as_bytes());
    }
    let mut session = Session::new(Options::default(), &loader);
    let start = Instant::now();
    let compiled = session.transpile(Path::new("hostile.okl")).map_err(|e| e.to_string())?;
    let diagnostics = compiled.diagnostics.as_slice();
    // Rendered as `oklc` prints them (`--message-format short` and the default human form):
    // locating and showing a diagnostic is part of the time a user waits.
    let mut human = oklc_diag::render::Human::new(&session.db, false);
    let rendered: usize = diagnostics
        .iter()
        .map(|d| oklc_diag::render::short(&session.db, d).len() + human.render(d).len())
        .sum();
    let elapsed = start.elapsed();
    if !diagnostics.is_empty() && rendered == 0 {
        return Err("diagnostics rendered empty".into());
    }
    let codes: Vec<Code> = diagnostics.iter().map(|d| d.code).collect();
    let mut summary: Vec<String> = Vec::new();
    for d in diagnostics.iter().take(5) {
        let mut line = oklc_diag::render::short(&session.db, d);
        line.truncate(300);
        summary.push(line);
    }
    let summary = summary.join("");
    for d in diagnostics {
        if !session.db.is_valid(d.primary.span)
            || d.secondary.iter().any(|l| !session.db.is_valid(l.span))
        {
            return Err(format!("diagnostic {} has a span outside its file", d.code));
        }
    }
    if codes.contains(&driver::INTERNAL_ERROR) {
        return Err(format!("internal compiler error:\n{summary}"));
    }
    if case.expect.is_empty() && !codes.is_empty() {
        return Err(format!("expected no diagnostics, got:\n{summary}"));
    }
    if case.expect.is_empty() && compiled.artifacts.is_none() {
        return Err("expected generated code".into());
    }
    for code in case.expect {
        if !codes.contains(code) {
            return Err(format!("expected {code}, got {codes:?}:\n{summary}"));
        }
    }
    Ok(elapsed)
}

/// Runs the cases whose names satisfy `select`.
fn run_table(select: fn(&str) -> bool) {
    let mut failures = Vec::new();
    for case in cases().into_iter().filter(|c| select(c.name)) {
        match run(&case) {
            Ok(t) => eprintln!("{:<40} ok in {t:?}", case.name),
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} hostile inputs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The largest inputs run as a test of their own, in parallel with the rest.
fn is_large(name: &str) -> bool {
    name.starts_with("50 MB")
        || name.starts_with("3000")
        || name.starts_with("20000")
        || name.starts_with("50000")
        || name.contains("declarations")
        || name.contains("@shared")
}

#[test]
fn hostile_inputs_end_in_their_diagnostics() {
    run_table(|name| !is_large(name));
}

#[test]
fn large_inputs_end_in_their_diagnostics() {
    run_table(is_large);
}
