//! Unit tests of the preprocessor: expander and evaluator corner cases.

use super::*;

fn run_with(src: &str, files: &[(&str, &str)], opts: PpOptions) -> (SourceDb, PpOutput) {
    let mut db = SourceDb::new();
    let root = db.add("main.okl", src, oklc_span::FileOrigin::Root);
    let mut loader = MemLoader::default();
    for (p, t) in files {
        loader.files.insert(PathBuf::from(p), t.to_string());
    }
    let out = preprocess(&mut db, root, &loader, &opts);
    (db, out)
}

/// Output tokens joined by single spaces, plus diagnostics codes.
fn pp(src: &str) -> String {
    let (_, out) = run_with(src, &[], PpOptions::default());
    let toks: Vec<&str> = out.tokens.iter().map(|t| t.text.as_str()).collect();
    let mut s = toks.join(" ");
    for d in &out.diagnostics {
        s.push_str(&format!(" [{}]", d.code));
    }
    s
}

#[test]
fn object_and_function_macros() {
    assert_eq!(pp("#define A 1 + 2\nA"), "1 + 2");
    assert_eq!(pp("#define F(x, y) x * y\nF(1, 2)"), "1 * 2");
    assert_eq!(pp("#define F(x) x\nF"), "F");
    assert_eq!(pp("#define F(x) [x]\nF()"), "[ ]");
    assert_eq!(pp("#define F() 7\nF()"), "7");
}

#[test]
fn blue_paint_and_recursion() {
    assert_eq!(pp("#define foo foo\nfoo"), "foo");
    assert_eq!(pp("#define a b\n#define b a\na b"), "a b");
    assert_eq!(pp("#define f(x) x f\nf(1)(2)"), "1 f ( 2 )");
    assert_eq!(pp("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)"), "2 * 9 * g");
}

#[test]
fn stringify_and_paste() {
    assert_eq!(pp("#define S(x) #x\nS( a  +   \"b\\n\" )"), r#""a + \"b\\n\"""#);
    assert_eq!(pp("#define P(a, b) a ## b\nP(x, 1) P(, y) P(z, ) P(,)"), "x1 y z");
    assert_eq!(pp("#define P(a, b) a ## b\nP(+, -)"), "+ - [OKL0109]");
    assert_eq!(pp("#define P(a, b) a ## b\nP(-, >)"), "->");
}

#[test]
fn variadic_and_comma_elision() {
    assert_eq!(pp("#define V(f, ...) f(__VA_ARGS__)\nV(g, 1, 2) V(h)"), "g ( 1 , 2 ) h ( )");
    assert_eq!(pp("#define L(f, ...) p(f, ## __VA_ARGS__)\nL(a) L(a, b)"), "p ( a ) p ( a , b )");
    assert_eq!(pp("#define S(...) #__VA_ARGS__\nS(a, b,c)"), "\"a, b,c\"");
}

#[test]
fn argument_count_errors() {
    assert_eq!(pp("#define F(x, y) x\nF(1)"), " [OKL0111]");
    assert_eq!(pp("#define F(x) x\nF(1"), " [OKL0112]");
    // One trailing empty argument too many is dropped with a warning (legacy OCCA, nekRS).
    assert_eq!(pp("#define F(x, y) x y\nF(1, 2, )"), "1 2 [OKL0138]");
    assert_eq!(pp("#define G(x) x\nG(a, )"), "a [OKL0138]");
    assert_eq!(pp("#define F(x, y) x y\nF(1, )"), "1");
    assert_eq!(pp("#define F(x, y) x y\nF(1, 2, 3)"), " [OKL0111]");
    assert_eq!(pp("#define F(x, y) x y\nF(1, 2, , )"), " [OKL0111]");
    assert_eq!(pp("#define Z() z\nZ(,)"), " [OKL0111]");
}

#[test]
fn attribute_names_are_macro_expanded() {
    // A parameter after `@` is substituted, with or without a space, as C does with `@` `x`.
    assert_eq!(pp("#define A(x) @x\nA(outer) A(tile(4, @inner))"), "@outer @tile ( 4 , @inner )");
    assert_eq!(pp("#define A(x) @ x\nA(inner)"), "@inner");
    // A macro name after `@` expands; a disabled or undefined one stays.
    assert_eq!(pp("#define K outer\n@K @inner"), "@outer @inner");
    assert_eq!(pp("#define K L\n#define L outer\n@K"), "@outer");
    assert_eq!(pp("#define K @K\nK"), "@K");
    assert_eq!(pp("#define F(x) x\n@F @F(shared)"), "@F @shared");
    // Parameters named like attributes are parameters.
    assert_eq!(pp("#define B(inner) @inner\nB(outer)"), "@outer");
    // Nothing or a non-name after the `@`.
    assert_eq!(pp("#define A(x) @x\nA() ;"), "; [OKL0139]");
    assert_eq!(pp("#define A(x) @x\nA(1)"), "1 [OKL0139]");
    assert_eq!(pp("#define E\n@E"), " [OKL0139]");
}

#[test]
fn conditionals() {
    assert_eq!(pp("#if 1\na\n#elif 1\nb\n#else\nc\n#endif"), "a");
    assert_eq!(pp("#if 0\na\n#elif 2 > 1\nb\n#else\nc\n#endif"), "b");
    assert_eq!(pp("#ifdef X\na\n#else\nb\n#endif"), "b");
    assert_eq!(pp("#define X\n#ifndef X\na\n#endif"), "");
    assert_eq!(pp("#if 0\n#if garbage (((\n#endif\n'unterminated\n#endif\nok"), "ok");
    assert_eq!(pp("#if 0\n#if don't\n#elif 08\n#endif\n#endif\nok"), "ok");
    assert_eq!(pp("#if 1\na"), "a [OKL0101]");
    assert_eq!(pp("#endif"), " [OKL0102]");
    assert_eq!(pp("#if 1\n#else\n#else\n#endif"), " [OKL0103]");
}

fn eval(expr: &str) -> String {
    pp(&format!("#if {expr}\nyes\n#else\nno\n#endif"))
}

#[test]
fn if_arithmetic() {
    assert_eq!(eval("1 + 2 * 3 == 7"), "yes");
    assert_eq!(eval("-1 < 0"), "yes");
    assert_eq!(eval("-1 < 0u"), "no");
    assert_eq!(eval("0xffffffffffffffff == -1"), "yes");
    assert_eq!(eval("(1 ? -1 : 0u) > 0"), "yes");
    assert_eq!(eval("1 << 63 < 0"), "yes");
    assert_eq!(eval("1 << 64 == 0"), "yes");
    assert_eq!(eval("-8 >> 1 == -4"), "yes");
    assert_eq!(eval("'a' == 97 && '\\n' == 10 && '\\377' < 0"), "yes");
    assert_eq!(eval("UNDEFINED == 0"), "yes");
    assert_eq!(eval("defined(X) && X / 0"), "no");
    assert_eq!(eval("1 || 1 / 0"), "yes");
    assert_eq!(eval("0 ? 1 / 0 : 2"), "yes");
    assert_eq!(eval("(2, 0)"), "no");
    assert_eq!(eval("~0 == -1 && !0 && 7 % 3 == 1 && (6 ^ 3) == 5"), "yes");
    assert_eq!(eval("1'000 == 1000"), "yes");
    assert_eq!(eval("defined __FILE__ && defined(__has_include)"), "yes");
    assert_eq!(eval("and"), "no [OKL0113]");
}

#[test]
fn if_errors() {
    assert_eq!(eval("1 / 0"), "no [OKL0114]");
    assert_eq!(eval("1 % 0"), "no [OKL0114]");
    assert_eq!(eval("sizeof(int) == 4"), "no [OKL0115]");
    assert_eq!(eval("1.5 > 1"), "no [OKL0116]");
    assert_eq!(eval(""), "no [OKL0113]");
    assert_eq!(eval("1 +"), "no [OKL0113]");
    assert_eq!(eval("(1"), "no [OKL0113]");
    assert_eq!(eval("1 2"), "no [OKL0113]");
    assert_eq!(eval("F(1)"), "no [OKL0113]");
    assert_eq!(eval("defined"), "no [OKL0132]");
    assert_eq!(eval("99999999999999999999"), "no [OKL0134]");
}

#[test]
fn deep_if_expression_does_not_overflow() {
    let n = 100_000;
    let expr = format!("{}1{}", "(".repeat(n), ")".repeat(n));
    assert_eq!(eval(&expr), "no [OKL0128]");
    let unary = format!("{}1", "- ".repeat(n));
    assert_eq!(eval(&format!("{unary} || 1")), "yes");
    let ternary = "1 ? ".repeat(n) + "1" + &" : 0".repeat(n);
    assert_eq!(eval(&ternary), "no [OKL0128]");
}

#[test]
fn macro_bomb_ends_with_an_error() {
    let mut src = String::from("#define x0 1\n");
    for i in 1..40 {
        src.push_str(&format!("#define x{i} x{p} x{p}\n", p = i - 1));
    }
    src.push_str("x39 after\n");
    let (_, out) = run_with(&src, &[], PpOptions::default());
    assert!(out.diagnostics.iter().any(|d| d.code == oklc_diag::codes::pp::EXPANSION_TOO_LARGE));
    assert_eq!(out.tokens.last().map(|t| t.text.as_str()), Some("after"));
}

/// One group past the depth limit gives one error: the groups still open when preprocessing
/// stopped are not reported as unterminated (their `#endif`s were never read).
#[test]
fn conditional_depth_limit_reports_once() {
    let n = crate::engine::MAX_CONDITIONAL_DEPTH + 1;
    let src = format!("{}int x;\n{}", "#if 1\n".repeat(n), "#endif\n".repeat(n));
    let (_, out) = run_with(&src, &[], PpOptions::default());
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [oklc_diag::codes::pp::CONDITIONAL_TOO_DEEP]);
    // An open group of a file read to its end is still reported.
    let (_, out) = run_with("#if 1\nint x;\n", &[], PpOptions::default());
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [oklc_diag::codes::pp::UNTERMINATED_CONDITIONAL]);
}

#[test]
fn deep_argument_nesting_is_bounded() {
    // Runs on a small stack to prove the recursion bound fits the default test thread.
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let n = 5000;
            let src = format!("#define f(x) x\n{}1{}", "f(".repeat(n), ")".repeat(n));
            pp(&src)
        })
        .expect("spawn");
    let out = handle.join().expect("no stack overflow");
    assert!(out.contains("[OKL0126]"), "{out}");
    let ok = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let n = 150;
            pp(&format!("#define f(x) x\n{}1{}", "f(".repeat(n), ")".repeat(n)))
        })
        .expect("spawn")
        .join()
        .expect("no stack overflow");
    assert_eq!(ok, "1");
}

#[test]
fn includes_guards_and_once() {
    let files = [
        ("inc/a.h", "#ifndef A_H\n#define A_H\nint a;\n#endif\n"),
        ("inc/b.h", "#pragma once\nint b;\n"),
        ("inc/self.h", "#include \"self.h\"\n"),
    ];
    let opts = PpOptions { include_dirs: vec![PathBuf::from("inc")], ..PpOptions::default() };
    let (_, out) = run_with(
        "#include \"a.h\"\n#include <a.h>\n#include \"b.h\"\n#include \"b.h\"\n",
        &files,
        opts.clone(),
    );
    let text: Vec<&str> = out.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(text, ["int", "a", ";", "int", "b", ";"]);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    assert_eq!(out.dependencies, [PathBuf::from("inc/a.h"), PathBuf::from("inc/b.h")]);
    let (_, out) = run_with("#include \"self.h\"\n", &files, opts.clone());
    assert!(out.diagnostics.iter().any(|d| d.code == oklc_diag::codes::pp::INCLUDE_TOO_DEEP));
    let lenient = PpOptions { lenient_headers: true, ..opts.clone() };
    let (_, out) = run_with("#include \"nope.h\"\n", &files, lenient);
    assert_eq!(out.tokens[0].text, "#include \"nope.h\"");
    assert!(out.diagnostics.iter().all(|d| !d.is_error()));
    let (_, out) = run_with("#include <cmath>\n#include \"nope.h\"\n", &files, opts);
    assert_eq!(out.tokens.len(), 1);
    assert_eq!(out.tokens[0].text, "#include <cmath>");
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(
        codes,
        [oklc_diag::codes::pp::SYSTEM_HEADER_PASSTHROUGH, oklc_diag::codes::pp::INCLUDE_NOT_FOUND]
    );
}

#[test]
fn forced_includes_come_after_command_line_macros_and_resolve_from_the_working_folder() {
    let mut db = SourceDb::new();
    let root = db.add("kernels/main.okl", "int x = N + M;\n", oklc_span::FileOrigin::Root);
    let mut loader = MemLoader::default();
    for (p, t) in [
        ("pre.h", "#define N (K * 2)\n"),
        ("kernels/pre.h", "#define N wrong_folder\n"),
        ("inc/more.h", "#define M 7\n"),
    ] {
        loader.files.insert(PathBuf::from(p), t.to_string());
    }
    let opts = PpOptions {
        include_dirs: vec![PathBuf::from("inc")],
        forced_includes: vec![PathBuf::from("pre.h"), PathBuf::from("more.h")],
        macros: vec![MacroAction::Define { name: "K".into(), value: Some("3".into()) }],
        ..PpOptions::default()
    };
    let out = preprocess(&mut db, root, &loader, &opts);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let text: Vec<&str> = out.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(text, ["int", "x", "=", "(", "3", "*", "2", ")", "+", "7", ";"]);
    assert_eq!(out.dependencies, [PathBuf::from("pre.h"), PathBuf::from("inc/more.h")]);

    let bad = PpOptions { forced_includes: vec![PathBuf::from("a\"b.h")], ..PpOptions::default() };
    let (db, out) = run_with("int y;\n", &[], bad);
    let d = out.diagnostics.iter().find(|d| d.code == oklc_diag::codes::pp::INVALID_INCLUDE);
    let d = d.expect("an unusable --include name is an error");
    assert_eq!(&*db.get(d.primary.span.file).name, "<command line>");
    let missing =
        PpOptions { forced_includes: vec![PathBuf::from("gone.h")], ..PpOptions::default() };
    let (_, out) = run_with("int y;\n", &[], missing);
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [oklc_diag::codes::pp::INCLUDE_NOT_FOUND]);
}

#[test]
fn ifdef_defined_is_a_warning_and_tests_no_macro() {
    // gcc and legacy OCCA accept it; a real nekRS kernel wrote `#ifdef` for `#if`.
    let out = pp(
        "#define A\n#ifdef defined(A) || defined(B)\nyes\n#else\nno\n#endif\n#ifndef defined\nn2\n#endif\n",
    );
    assert_eq!(out, "no n2 [OKL0104] [OKL0104]");
}

#[test]
fn provenance_of_expanded_tokens() {
    let src = "#define SQ(x) ((x) * (x))\n#define OUT SQ(v)\nint y = OUT;\n";
    let (db, out) = run_with(src, &[], PpOptions::default());
    let star = out.tokens.iter().find(|t| t.text == "*").expect("star");
    assert_eq!(db.snippet(star.span), "OUT");
    let chain = out.expansions.chain(star.expn);
    let names: Vec<&str> = chain.iter().map(|d| d.macro_name.as_str()).collect();
    assert_eq!(names, ["OUT", "SQ"]);
    assert_eq!(db.snippet(chain[1].definition), "SQ");
    let v = out.tokens.iter().find(|t| t.text == "v").expect("v");
    assert_eq!(db.snippet(v.span), "OUT");
    let (db, out) = run_with("#define ID(x) x\nID(  abc )", &[], PpOptions::default());
    // Argument tokens keep the span where they were written.
    assert_eq!(db.snippet(out.tokens[0].span), "abc");
    assert!(out.tokens[0].expn.is_root());
}

#[test]
fn predefined_and_command_line_macros() {
    let opts = PpOptions {
        okl_mode: "cuda".into(),
        using_gpu: true,
        macros: vec![
            MacroAction::Define { name: "N".into(), value: Some("4".into()) },
            MacroAction::Define { name: "F(x)".into(), value: Some("((x)*2)".into()) },
            MacroAction::Define { name: "FLAG".into(), value: None },
            MacroAction::Undef { name: "FLAG".into() },
        ],
        ..PpOptions::default()
    };
    let (db, out) = run_with(
        "OKL_MODE OKL_KERNEL_HASH OCCA_USING_GPU N F(N) FLAG __LINE__ __COUNTER__ __COUNTER__ a and b",
        &[],
        opts,
    );
    let text: Vec<&str> = out.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(
        text,
        [
            "\"CUDA\"",
            "\"unknown\"",
            "1",
            "4",
            "(",
            "(",
            "4",
            ")",
            "*",
            "2",
            ")",
            "FLAG",
            "1",
            "0",
            "1",
            "a",
            "&&",
            "b"
        ]
    );
    let n = &out.tokens[3];
    let def = out.expansions.get(n.expn).expect("expansion").definition;
    assert_eq!(db.get(def.file).name.as_ref(), "<command line>");
}

#[test]
fn pragmas_and_okl_features() {
    assert_eq!(pp("#define N 4\n#pragma unroll N\nx"), "#pragma unroll 4 x");
    assert_eq!(pp("#pragma occa attributes @inner\nfor"), "@inner for");
    assert_eq!(pp("#pragma occa something\nx"), "x");
    assert_eq!(pp("#define OUTER OKL(\"@outer\")\nOUTER; for"), "@outer for");
    assert_eq!(pp("@directive(\"#pragma unroll 2\") for"), "#pragma unroll 2 for");
    assert_eq!(pp("#define U(n) @directive(\"#pragma unroll \" #n)\nU(8)"), "#pragma unroll 8");
    assert_eq!(pp("@directive(\"pragma\")"), " [OKL0129]");
    assert_eq!(pp("_Pragma(\"omp parallel\") x"), "#pragma omp parallel x");
}

#[test]
fn normalised_attribute_strings_expand_macros() {
    // `[[okl_tile("(B,@outer)")]]` means `@tile(B, @outer)`: names in the string expand with
    // the definitions in force there; adjacent literals (`"(" #n ")"`) become one.
    assert_eq!(
        pp("#define B 16\n[[okl_tile(\"(B,@outer)\")]]"),
        "[[ okl_tile ( \"(16,@outer)\" ) ] ]"
    );
    assert_eq!(
        pp("#define I(a) [[okl_inner(\"(\" #a \")\")]]\nI(1)"),
        "[[ okl_inner ( \"(1)\" ) ] ]"
    );
    assert_eq!(
        pp("#define T 4\n[[nodiscard, okl_dim(\"(T, T)\")]]"),
        "[[ nodiscard , okl_dim ( \"(4, 4)\" ) ] ]"
    );
    // A string naming no macro stays as written; so do strings outside `[[...]]` and
    // prefixed literals.
    assert_eq!(pp("[[okl_tile(\"(n, @outer)\")]]"), "[[ okl_tile ( \"(n, @outer)\" ) ] ]");
    assert_eq!(pp("#define B 16\nf(a, okl_x(\"B\"))"), "f ( a , okl_x ( \"B\" ) )");
    assert_eq!(pp("#define B 16\n[[okl_dim(L\"B\")]]"), "[[ okl_dim ( L\"B\" ) ] ]");
    // A macro defined later does not reach back.
    assert_eq!(pp("[[okl_dim(\"(B)\")]]\n#define B 2"), "[[ okl_dim ( \"(B)\" ) ] ]");
}

#[test]
fn at_directive_runs_its_line() {
    // `#define`/`#undef` made by `@directive` are macros for the rest of the file, also when the
    // `@directive` comes out of a macro, and `#if` sees them.
    assert_eq!(pp("@directive(\"#define N 4\")\nN"), "4");
    assert_eq!(pp("#define D(t) @directive(t)\nD(\"#define F(x) x ## _q\")\nF(w)"), "w_q");
    assert_eq!(pp("@directive(\"#define S 3\")\n#if S == 3\nyes\n#else\nno\n#endif"), "yes");
    assert_eq!(pp("#define N 4\n@directive(\"#undef N\") N"), "N");
    // Pragma arguments are expanded like those of a `#pragma` line; attributes are injected.
    assert_eq!(pp("#define BS 8\n@directive(\"#pragma unroll BS\") for"), "#pragma unroll 8 for");
    assert_eq!(pp("@directive(\"#pragma occa attributes @inner\") for"), "@inner for");
    assert_eq!(pp("@directive(\"#\") x"), "x");
    // What a directive produces comes out where the injection stands, before the rest of the
    // macro expansion it is in.
    assert_eq!(
        pp("#define L(n) @directive(\"#pragma unroll \" #n) for (;;)\nL(2)"),
        "#pragma unroll 2 for ( ; ; )"
    );
    let include =
        run_with("@directive(\"#include \\\"a.h\\\"\") y", &[("a.h", "x")], PpOptions::default());
    let text: Vec<&str> = include.1.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(text, ["x", "y"]);
    // Conditionals and `#line` act on lines of a file: refused.
    assert_eq!(pp("@directive(\"#if 1\") x"), "x [OKL0129]");
    assert_eq!(pp("@directive(\"#endif\") x"), "x [OKL0129]");
    assert_eq!(pp("@directive(\"#line 4\") x"), "x [OKL0129]");
    assert_eq!(pp("@directive(\"##define X\") X"), "X [OKL0129]");
    let (_, out) = run_with("@directive(\"#error stop  here\")", &[], PpOptions::default());
    assert_eq!(out.diagnostics[0].message, "#error stop here");
    let (_, out) =
        run_with("#define E @directive(\"#warning a  b\")\nE", &[], PpOptions::default());
    assert_eq!(out.diagnostics[0].message, "#warning a b");
}

#[test]
fn pragma_operator_is_a_pragma_line() {
    assert_eq!(pp("#define NQ 4\n_Pragma(\"unroll NQ\") for"), "#pragma unroll 4 for");
    assert_eq!(pp("#define I _Pragma(\"occa attributes @inner\")\nI for"), "@inner for");
    assert_eq!(pp("_Pragma(\"occa something\") x"), "x");
    assert_eq!(pp("#define P(x) _Pragma(#x) x\nP(omp simd)"), "#pragma omp simd omp simd");
    assert_eq!(pp("_Pragma(\"a\\nb\") x"), "x [OKL0131]");
}

#[test]
fn injected_directives_point_into_the_string() {
    // A plain literal in the file: spans inside it.
    let (db, out) = run_with("_Pragma(\"occa attributes @inner\") for", &[], PpOptions::default());
    assert_eq!(db.snippet(out.tokens[0].span), "@inner");
    assert!(out.tokens[0].expn.is_root());
    let (db, out) = run_with(
        "@directive(\"#define M 1\")\n@directive(\"#define M 2\")",
        &[],
        PpOptions::default(),
    );
    let d = &out.diagnostics[0];
    assert_eq!(d.code, oklc_diag::codes::pp::MACRO_REDEFINED);
    assert_eq!(db.snippet(d.primary.span), "M");
    assert_eq!(d.primary.span.lo, 46);
    assert_eq!(db.snippet(d.secondary[0].span), "M");
    // A literal of a macro body: the tokens stand at the invocation, in its expansion.
    let (db, out) =
        run_with("#define I _Pragma(\"occa attributes @inner\")\nI for", &[], PpOptions::default());
    assert_eq!(db.snippet(out.tokens[0].span), "I");
    let names: Vec<&str> =
        out.expansions.chain(out.tokens[0].expn).iter().map(|d| d.macro_name.as_str()).collect();
    assert_eq!(names, ["I", "_Pragma"]);
    // Lexer errors in the string are reported there.
    let (db, out) = run_with("@directive(\"#define Q `\")", &[], PpOptions::default());
    assert_eq!(db.snippet(out.diagnostics[0].primary.span), "`");
}

#[test]
fn render_keeps_tokens_apart() {
    let (db, out) = run_with(
        "#define P +\n#define M -\n#define D .\na P+ M> x/**/y 1 .5 P P D.D \"s\"D\n#pragma omp for\nz",
        &[],
        PpOptions::default(),
    );
    let text = render(&db, &out.tokens, false);
    assert_eq!(text, "a + + - > x y 1 .5 + + . . . \"s\".\n#pragma omp for\nz\n");
    let relexed = oklc_lex::lex(FileId(0), &text);
    assert_eq!(relexed.tokens.len(), out.tokens.len() + 3);
}

#[test]
fn error_and_line_directives() {
    assert_eq!(pp("#error don't do \"this\"\n"), " [OKL0122]");
    let (_, out) = run_with("#error stop here\n", &[], PpOptions::default());
    assert_eq!(out.diagnostics[0].message, "#error stop here");
    assert_eq!(pp("#warning careful\nx"), "x [OKL0123]");
    assert_eq!(pp("#line 100\n__LINE__"), "100");
    assert_eq!(pp("#line 7 \"foo.okl\"\n__FILE__ __LINE__"), "\"foo.okl\" 7");
    assert_eq!(pp("#line x"), " [OKL0124]");
    assert_eq!(pp("#frobnicate"), " [OKL0100]");
    assert_eq!(pp("#\nx"), "x");
}

#[test]
fn random_inputs_never_panic() {
    const PIECES: &[&str] = &[
        "#define ",
        "#undef ",
        "#if ",
        "#elif ",
        "#else",
        "#endif",
        "#ifdef ",
        "#include ",
        "#pragma ",
        "#line ",
        "#error ",
        "#",
        "F",
        "G",
        "x",
        "(",
        ")",
        ",",
        "##",
        "#",
        "...",
        "__VA_ARGS__",
        "__VA_OPT__",
        "defined",
        "\n",
        " ",
        "1",
        "0",
        "/",
        "%",
        "?",
        ":",
        "\"s\"",
        "'c'",
        "<",
        ">",
        "OKL",
        "@directive",
        "_Pragma",
        "__LINE__",
        "__has_include",
        "\\\n",
        "/*",
        "*/",
        "//",
        "'",
        "F(x)",
        "G(a, ...)",
        "-",
        "<<",
        "64",
        "0x",
        "1.5",
        "@outer",
        "occa attributes",
        "once",
    ];
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..3000 {
        let len = (next() % 40) as usize;
        let mut src = String::new();
        for _ in 0..len {
            src.push_str(PIECES[(next() % PIECES.len() as u64) as usize]);
            if next() % 3 == 0 {
                src.push(' ');
            }
        }
        let (db, out) = run_with(&src, &[("a.h", "#include \"a.h\"\n")], PpOptions::default());
        for t in &out.tokens {
            assert!(db.is_valid(t.span), "invalid span for {src:?}");
        }
        for d in &out.diagnostics {
            assert!(db.is_valid(d.primary.span), "invalid diagnostic span for {src:?}");
        }
        let _ = render(&db, &out.tokens, true);
    }
}

#[test]
fn if_errors_name_the_macro() {
    let (db, out) = run_with("#define BAD 1 / 0\n#if BAD\n#endif\n", &[], PpOptions::default());
    let d = &out.diagnostics[0];
    assert_eq!(d.code, oklc_diag::codes::pp::IF_DIVISION_BY_ZERO);
    assert_eq!(d.expansion.len(), 1);
    assert_eq!(d.expansion[0].macro_name, "BAD");
    assert_eq!(db.snippet(d.primary.span), "BAD");
}

#[test]
fn conditionals_inside_macro_arguments() {
    // Processed, and reported once, where the conditional opens.
    assert_eq!(
        pp("#define F(a, b) a + b\nF(1,\n#ifdef X\n2\n#else\n3\n#endif\n)"),
        "1 + 3 [OKL0137]"
    );
    assert_eq!(pp("#define F(a) a\nF(\n#define Y 2\nY)"), "2 [OKL0137]");
    // An invocation that straddles a conditional: its `#else` is reported.
    assert_eq!(pp("#define F(a) a\n#if 1\nF(1\n#else\nF(2\n#endif\n)"), "1 [OKL0137]");
    // Skipped groups are not read as directives, taken ones are.
    assert_eq!(pp("#define F(a) a\nF(\n#if 0\n#define Y 2\n#endif\n1)"), "1 [OKL0137]");
    assert_eq!(
        pp("#define F(a) a\nF(\n#ifndef Z\n#define Y 2\n#endif\nY)"),
        "2 [OKL0137] [OKL0137]"
    );
}

#[test]
fn lines_of_a_header_included_in_macro_arguments_are_the_include() {
    let (_, out) = run_with(
        "#define F(a) a\nF(\n#include \"q.h\"\nQ)",
        &[("q.h", "#ifndef Q_H\n#define Q_H\n#define Q 1\n#endif\n")],
        PpOptions::default(),
    );
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [oklc_diag::codes::pp::DIRECTIVE_IN_MACRO_ARGS]);
    let toks: Vec<&str> = out.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(toks, ["1"]);
    // Arguments that a header opens and the including file goes on with: its conditionals
    // are among them.
    let (_, out) = run_with(
        "#define F(a) a\n#include \"open.h\"\n#ifndef Z\n2\n#endif\n)",
        &[("open.h", "F(\n")],
        PpOptions::default(),
    );
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [oklc_diag::codes::pp::DIRECTIVE_IN_MACRO_ARGS]);
}

#[test]
fn presumed_positions_follow_line_directives() {
    let (db, out) = run_with("a\n#line 50 \"gen.okl\"\nb\nc\n", &[], PpOptions::default());
    let pos: Vec<(String, u64)> =
        out.tokens.iter().map(|t| out.presumed_position(&db, t.span)).collect();
    assert_eq!(pos, [("main.okl".into(), 1), ("gen.okl".into(), 50), ("gen.okl".into(), 51)]);
}

#[test]
fn comments_of_synthetic_files_are_not_reported() {
    let (db, out) = run_with("// user\nx /* c */", &[], PpOptions::default());
    let texts: Vec<&str> = out.comments.iter().map(|s| db.snippet(*s)).collect();
    assert_eq!(texts, ["// user", "/* c */"]);
}

#[test]
fn normalize_records_are_not_reported() {
    let (db, out) = run_with("for (;;/*okl:; @outer*/) {} /* okl: */", &[], PpOptions::default());
    let texts: Vec<&str> = out.comments.iter().map(|s| db.snippet(*s)).collect();
    assert_eq!(texts, ["/* okl: */"]);
}

#[test]
fn comments_of_skipped_groups_are_not_reported() {
    let src = "// a\n#if 0 // b\n// c\nint dead; /* d */\n#define X // e\n#else // f\n// g\n#endif // h\n#if 1\n// i\n#else\n// j\n#if 1 // k\n#endif\n#endif\n";
    let (db, out) = run_with(src, &[], PpOptions::default());
    let texts: Vec<&str> = out.comments.iter().map(|s| db.snippet(*s)).collect();
    assert_eq!(texts, ["// a", "// b", "// g", "// h", "// i"]);
}

#[test]
fn include_paths_are_normalised() {
    let files = [("inc/b.h", "#pragma once\nint b;\n")];
    let opts = PpOptions { include_dirs: vec![PathBuf::from("./inc")], ..PpOptions::default() };
    let (_, out) = run_with(
        "#include <b.h>\n#include \"inc/../inc/b.h\"\n#include \"./inc/b.h\"\n",
        &files,
        opts,
    );
    let text: Vec<&str> = out.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(text, ["int", "b", ";"]);
    assert_eq!(engine::normalize(Path::new("../a/./b/../c")), PathBuf::from("../a/c"));
    assert_eq!(engine::normalize(Path::new("/../x")), PathBuf::from("/x"));
}

/// Every expansion of a file keeps one record until the end of the compilation (tens of
/// thousands in a large file), so its size is part of the peak memory.
#[test]
fn expansion_record_stays_small() {
    assert!(std::mem::size_of::<ExpansionData>() <= 32, "{}", std::mem::size_of::<ExpansionData>());
}

#[test]
fn has_include_expands_an_operand_that_is_no_header_name() {
    let src = "#define HDR \"h.h\"\n#define GONE \"g.h\"\n#define CAT(a, b) a##b\n\
               #if __has_include(HDR) && !__has_include(GONE) && !__has_include(CAT(<no_, such.h>))\n\
               yes\n#else\nno\n#endif\n#if __has_include(NOTHING)\nx\n#endif";
    let (_, out) = run_with(src, &[("h.h", "")], PpOptions::default());
    let toks: Vec<&str> = out.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(toks, ["yes"]);
    // A macro that names no header is still an error.
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, [oklc_diag::codes::pp::INVALID_HAS_INCLUDE]);
}
