//! Unit tests of the parser on small snippets; golden tests live in `tests/suites/parse.rs`.

use crate::ast::*;
use crate::testing::parse_for_tests;

fn check(src: &str) -> String {
    let p = parse_for_tests(src);
    let mut s = crate::dump(&p.unit);
    for d in &p.diagnostics {
        s.push_str(&format!("error {}: {}\n", d.code, d.message));
    }
    s
}

#[test]
fn smoke() {
    let out = check(
        "int x = 1 + 2 * 3;\n@kernel void f(int n, @restrict float *p) { for (int i = 0; i < n; ++i; @outer) { p[i] = 0; } }",
    );
    println!("{out}");
    assert!(!out.contains("error"), "{out}");
}

fn expr_texts(src: &str) -> Vec<String> {
    let p = parse_for_tests(src);
    p.unit
        .arenas
        .exprs
        .iter()
        .filter_map(|(id, _)| p.unit.spans.exprs.get(id).map(|s| src[s.range()].to_string()))
        .collect()
}

#[test]
fn expression_spans_cover_their_source() {
    let texts = expr_texts("int x = a + b * (c - 1);");
    for want in ["a + b * (c - 1)", "b * (c - 1)", "(c - 1)", "c - 1", "a", "1"] {
        assert!(texts.iter().any(|t| t == want), "{want:?} not in {texts:?}");
    }
}

#[test]
fn item_and_stmt_spans() {
    let src = "void f() {\n  for (int i = 0; i < 3; ++i; @outer) {}\n}\n";
    let p = parse_for_tests(src);
    let f = p.unit.items[0];
    assert_eq!(&src[p.unit.spans.items[f].range()], src.trim_end());
    let Item::Function(def) = &p.unit.arenas.items[f] else { panic!("not a function") };
    let Some(body) = def.body else { panic!("no body") };
    let StmtKind::Block(stmts) = &p.unit.arenas.stmts[body].kind else { panic!("not a block") };
    assert_eq!(
        &src[p.unit.spans.stmts[stmts[0]].range()],
        "for (int i = 0; i < 3; ++i; @outer) {}"
    );
    let attr = p.unit.arenas.stmts[stmts[0]].attrs[0];
    assert_eq!(&src[p.unit.spans.attrs[attr].range()], "@outer");
}

#[test]
fn normalized_attribute_spans_point_into_the_string() {
    let src = "void f(int n) { [[okl_tile(\"(16,@outer)\")]] for (;;) {} }";
    let p = parse_for_tests(src);
    assert!(p.diagnostics.is_empty());
    let lit = p.unit.arenas.exprs.iter().find(|(_, e)| matches!(e, Expr::Lit { .. }));
    let Some((id, _)) = lit else { panic!("no literal") };
    assert_eq!(&src[p.unit.spans.exprs[id].range()], "16");
}

#[test]
fn normalized_attribute_nested_in_a_string_reads_as_in_at_arguments() {
    let nested = check(
        "void f(int n) { [[okl_tile(\"(8, [[okl_outer(\\\"\\\")]], @inner)\")]] for (;;) {} }",
    );
    let written = check("void f(int n) { @tile(8, [[okl_outer(\"\")]], @inner) for (;;) {} }");
    assert!(!nested.contains("error"), "{nested}");
    assert_eq!(nested, written);
    let unbalanced =
        check("void f() { [[okl_tile(\"(8, [[okl_outer(\\\"\\\")]])]], 1)\")]] for (;;) {} }");
    assert!(unbalanced.contains("unbalanced brackets"), "{unbalanced}");
}

#[test]
fn missing_semicolon_points_after_the_previous_token() {
    let src = "void f() {\n  int a = 1\n  a = 2;\n}\n";
    let p = parse_for_tests(src);
    assert_eq!(p.diagnostics.len(), 1);
    let d = &p.diagnostics[0];
    // A zero-width span right after `1`, where the `;` goes; the offending `a` is a label.
    assert_eq!(d.primary.span.lo, src.find("1\n").unwrap() as u32 + 1);
    assert_eq!(d.primary.span.hi, d.primary.span.lo);
    assert_eq!(&src[d.secondary[0].span.range()], "a");
    assert_eq!(d.secondary[0].span.lo, 25);
    assert_eq!(d.secondary[1].message, "while parsing function `f`");
}

#[test]
fn shift_and_template_closers() {
    let out = check(
        "template <typename T> struct V { T v; };\nV<V<int>> a;\nint b = 1 >> 2;\nint c = 3 > 2;",
    );
    assert!(!out.contains("error"), "{out}");
    assert!(out.contains("Binary >>"), "{out}");
    assert!(out.contains("V<V<int>>"), "{out}");
}

#[test]
fn precedence_of_casts_and_unary() {
    let out = check("typedef float real; float f(int x, int y) { return (real) x * 2 + y; }");
    let expected = "Binary +\n        Binary *\n          Cast C real";
    assert!(out.contains(expected), "{out}");
}

#[test]
fn printer_adds_parentheses_the_tree_needs() {
    // Build `(a + b) * c` without a Paren node by unwrapping the parsed one.
    let mut p = parse_for_tests("int x = (a + b) * c;");
    let paren = p.unit.arenas.exprs.iter().find_map(|(id, e)| match e {
        Expr::Paren(inner) => Some((id, *inner)),
        _ => None,
    });
    let Some((paren_id, inner)) = paren else { panic!("no paren") };
    let inner_expr = p.unit.arenas.exprs[inner].clone();
    p.unit.arenas.exprs[paren_id] = inner_expr;
    let printed = crate::print(&p.unit);
    assert_eq!(printed.trim(), "int x = (a + b) * c;");
}

#[test]
fn inline_namespaces_and_namespace_aliases_print_as_written() {
    // They pass through to the C++ compiler as text: `inline` and the alias must survive.
    let src = "namespace a { inline namespace v2 { int x; } namespace in = ::a::v2; }\n\
               namespace b = a::v2;";
    let p = parse_for_tests(src);
    assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    let printed = crate::print(&p.unit);
    let words: Vec<&str> = printed.split_whitespace().collect();
    assert_eq!(
        words.join(" "),
        "namespace a { inline namespace v2 { int x; } namespace in = ::a::v2; } namespace b = a::v2;"
    );
    // `inline` before anything but `namespace` is still a function specifier.
    let p = parse_for_tests("inline int f() { return 1; }");
    assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    assert!(crate::dump(&p.unit).contains("specifiers: inline"));
}

#[test]
fn attribute_arguments_from_macro_expansions_stay_glued() {
    // Tokens from a macro body all carry the invocation's span; gluing uses LEADING_SPACE.
    let src = "void f(int n) { for (int i = 0; i < n; ++i; @inner(0)) {} }";
    let (mut toks, eoi) = crate::testing::tokens_for_tests(oklc_span::FileId(0), src);
    let call = oklc_span::Span::new(oklc_span::FileId(0), 16, 20);
    for t in &mut toks {
        t.span = call;
    }
    let p = crate::parse(&toks, eoi);
    assert!(p.diagnostics.is_empty());
    assert!(crate::dump(&p.unit).contains("Attr @inner args=1"));
}

/// Collects what [`crate::parse_items`] hands over: each item printed while its tree is alive.
#[derive(Default)]
struct Printed(Vec<String>);

impl crate::ItemSink for Printed {
    fn item(&mut self, unit: &TranslationUnit, id: ItemId) {
        // The tree holds this item only: the previous ones were freed.
        assert_eq!(unit.items, [id]);
        self.0.push(crate::print_item(unit, id));
    }
}

fn items_streamed(src: &str) -> (Printed, Option<crate::Parsed>) {
    let (toks, eoi) = crate::testing::tokens_for_tests(oklc_span::FileId(0), src);
    crate::parse_items(toks, eoi, Printed::default())
}

#[test]
fn streamed_items_are_the_whole_parse_items() {
    let src = "typedef float real;\nstruct P { real x; };\n#pragma once\n\
               @kernel void k(int n, real *a) {\n  for (int i = 0; i < n; ++i; @tile(4, @outer, @inner)) {\n    real t = a[i];\n    a[i] = t * 2;\n  }\n}\n\
               namespace ns { int helper(int v) { return v + 1; } }\nint g = 3, h[2] = {1, 2};\n";
    let whole = parse_for_tests(src);
    assert!(whole.diagnostics.is_empty(), "{:?}", whole.diagnostics);
    let expected: Vec<String> =
        whole.unit.items.iter().map(|&id| crate::print_item(&whole.unit, id)).collect();
    let (printed, reparsed) = items_streamed(src);
    assert!(reparsed.is_none(), "a clean file is parsed once");
    assert_eq!(printed.0, expected);
    assert_eq!(printed.0.len(), 6);
}

#[test]
fn a_chain_deeper_than_the_limit_is_reported_once_per_item_at_its_start() {
    // A long sum crosses the limit in its left spine and in the operands beside it; the
    // author needs one error per item, at the first cut, not one per cut subtree.
    let terms = vec!["x[1]"; crate::MAX_TREE_DEPTH + 40].join(" + ");
    let src = format!("int f(int *x) {{ return {terms}; }}\nint g(int *x) {{ return {terms}; }}\n");
    let parsed = parse_for_tests(&src);
    let deep: Vec<_> = parsed
        .diagnostics
        .iter()
        .filter(|d| d.code == oklc_diag::codes::parse::NESTING_TOO_DEEP)
        .collect();
    assert_eq!(deep.len(), 2, "{:?}", parsed.diagnostics);
    let first_term = src.find("x[1]").unwrap() as u32;
    assert_eq!(deep[0].primary.span.lo, first_term);
    assert_eq!(parsed.diagnostics.len(), 2);
}

#[test]
fn streamed_parse_with_errors_reports_like_the_whole_parse() {
    // A tree deeper than the depth limit is cut by the streaming parser's per-item check.
    let deep =
        format!("int ok;\nint s = {}1;\nint after;\n", "1 + ".repeat(crate::MAX_TREE_DEPTH + 8));
    for src in [
        deep.as_str(),
        "int a = ;\n@kernel void k(int n) { int x = 1 +; }\nint b = 2;\n",
        "@kernel void k() {}\n}\nint c;\n",
        "@kernel void k() { if (1) { }\n",
        "[[okl_tile(\"(16, @outer\")]] int z;\n",
    ] {
        let whole = parse_for_tests(src);
        assert!(!whole.diagnostics.is_empty(), "{src}: the case must have errors");
        let (_, reparsed) = items_streamed(src);
        let Some(reparsed) = reparsed else { panic!("{src}: errors must return the whole tree") };
        let messages = |p: &crate::Parsed| -> Vec<String> {
            p.diagnostics
                .iter()
                .map(|d| format!("{:?} {} {}", d.primary.span, d.code, d.message))
                .collect()
        };
        assert_eq!(messages(&reparsed), messages(&whole), "{src}");
        assert_eq!(crate::dump(&reparsed.unit), crate::dump(&whole.unit), "{src}");
    }
}

#[test]
fn statement_headers_scope_their_declarations() {
    // `real` is a variable inside each statement and a type again after it.
    for stmt in [
        "for (int real = 0; real < 2; ++real) { x += real; }",
        "if (int real = 1; real) { x += real; }",
        "switch (int real = 2; real) { default: x += real; }",
    ] {
        let src =
            format!("typedef float real;\nvoid f(int x) {{\n  {stmt}\n  real after = 1;\n}}\n");
        let p = parse_for_tests(&src);
        assert!(p.diagnostics.is_empty(), "{stmt}: {:?}", p.diagnostics);
        let dump = crate::dump(&p.unit);
        assert!(
            dump.contains("Declarator after"),
            "{stmt}: `real after` is not a declaration:\n{dump}"
        );
    }
}

/// The expression `int x = <src>;` initialises (with `real` a type name), fully parenthesised, and its source text.
fn grouped(src: &str) -> (String, String) {
    fn render(u: &TranslationUnit, id: ExprId) -> String {
        match &u.arenas.exprs[id] {
            Expr::Name { name, .. } => name.to_string(),
            Expr::Lit { text, .. } => text.to_string(),
            Expr::Binary { op, lhs, rhs } => {
                format!("({} {} {})", render(u, *lhs), op.as_str(), render(u, *rhs))
            }
            Expr::Assign { op, lhs, rhs } => {
                let op = op.map_or("", |o| o.as_str());
                format!("({} {op}= {})", render(u, *lhs), render(u, *rhs))
            }
            Expr::Cond { cond, then, els } => {
                format!("({} ? {} : {})", render(u, *cond), render(u, *then), render(u, *els))
            }
            Expr::Unary { op, operand } if op.is_postfix() => {
                format!("({} {})", render(u, *operand), op.as_str())
            }
            Expr::Unary { op, operand } => format!("({} {})", op.as_str(), render(u, *operand)),
            Expr::Cast { expr, .. } => format!("(cast {})", render(u, *expr)),
            Expr::SizeofExpr(x) => format!("(sizeof {})", render(u, *x)),
            other => format!("<{other:?}>"),
        }
    }
    let text = format!("typedef float real; int x = {src};");
    let p = parse_for_tests(&text);
    assert!(p.diagnostics.is_empty(), "{src}: {:?}", p.diagnostics);
    // The initialiser is the expression whose span is the whole of `src`.
    let root = p
        .unit
        .arenas
        .exprs
        .iter()
        .map(|(id, _)| id)
        .find(|id| p.unit.spans.exprs.get(*id).is_some_and(|s| &text[s.range()] == src))
        .unwrap_or_else(|| panic!("no expression spans {src:?}"));
    (render(&p.unit, root), text)
}

/// Every pair of binary, assignment and conditional operators, against the C++ precedence
/// table written out here independently of the parser: `a o1 b o2 c` groups to the left exactly
/// when `o1` binds tighter than `o2`, or as tight and left-associative.
#[test]
fn binary_operators_group_by_the_cpp_precedence_table() {
    // Tightest first; the last level is right-associative.
    let levels: &[&[&str]] = &[
        &[".*", "->*"],
        &["*", "/", "%"],
        &["+", "-"],
        &["<<", ">>"],
        &["<=>"],
        &["<", "<=", ">", ">="],
        &["==", "!="],
        &["&"],
        &["^"],
        &["|"],
        &["&&"],
        &["||"],
        &["=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|=", "?:"],
    ];
    let right = levels.len() - 1;
    let ops: Vec<(&str, usize)> =
        levels.iter().enumerate().flat_map(|(l, ops)| ops.iter().map(move |o| (*o, l))).collect();
    // `x o y` in source and fully parenthesised (`?:` takes `m` as its middle operand).
    let apply = |o: &str, x: &str, y: &str, m: &str| -> (String, String) {
        match o {
            "?:" => (format!("{x} ? {m} : {y}"), format!("({x} ? {m} : {y})")),
            _ => (format!("{x} {o} {y}"), format!("({x} {o} {y})")),
        }
    };
    let mut checked = 0;
    for &(o1, l1) in &ops {
        for &(o2, l2) in &ops {
            let left = l1 < l2 || (l1 == l2 && l1 != right);
            let src = match o2 {
                "?:" => format!("{} ? n : c", apply(o1, "a", "b", "m").0),
                _ => format!("{} {o2} c", apply(o1, "a", "b", "m").0),
            };
            let want = if left {
                apply(o2, &apply(o1, "a", "b", "m").1, "c", "n").1
            } else {
                apply(o1, "a", &apply(o2, "b", "c", "n").1, "m").1
            };
            assert_eq!(grouped(&src).0, want, "{src}");
            checked += 1;
        }
    }
    assert_eq!(checked, ops.len() * ops.len());
}

#[test]
fn unary_operators_bind_tighter_than_binary_ones() {
    for (src, want) in [
        ("-a * b", "((- a) * b)"),
        ("a * -b", "(a * (- b))"),
        ("!a && b || c", "(((! a) && b) || c)"),
        ("*p++ = q", "((* (p ++)) = q)"),
        ("(real) a + b", "((cast a) + b)"),
        ("sizeof a + b", "((sizeof a) + b)"),
        ("a = b = c += d", "(a = (b = (c += d)))"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("a ? b = 1 : c = 2", "(a ? (b = 1) : (c = 2))"),
        ("a - b - c - d", "(((a - b) - c) - d)"),
        ("a + b * c - d / e % f", "((a + (b * c)) - ((d / e) % f))"),
        (
            "a || b && c | d ^ e & f == g < h << i + j * k",
            "(a || (b && (c | (d ^ (e & (f == (g < (h << (i + (j * k))))))))))",
        ),
    ] {
        assert_eq!(grouped(src).0, want, "{src}");
    }
}

/// A node made by grouping spans from its left operand's first token to its right operand's
/// last, wherever the operands came from.
#[test]
fn grouped_nodes_span_their_operands() {
    let texts = expr_texts("int x = a = b ? c + d * e : f || g;");
    for want in
        ["a = b ? c + d * e : f || g", "b ? c + d * e : f || g", "c + d * e", "d * e", "f || g"]
    {
        assert!(texts.iter().any(|t| t == want), "{want:?} not in {texts:?}");
    }
}

/// The first pass (errors that record nothing) and the second (errors that say what was
/// expected) must build the same tree, node for node and span for span, wherever the first
/// pass succeeds; and a file with errors must get the second pass's diagnostics.
#[test]
fn both_grammars_build_the_same_tree() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests");
    let mut files = Vec::new();
    for dir in ["data/parse/ok", "data/parse/corpus", "data/parse/err", "conformance"] {
        let Ok(entries) = std::fs::read_dir(format!("{root}/{dir}")) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "okl") {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 50, "test inputs not found under {root}");
    let mut fast = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let (toks, eoi) = crate::testing::tokens_for_tests(oklc_span::FileId(0), &text);
        let two_pass = crate::parse(&toks, eoi);
        let unfit = crate::unfit_tokens(&toks);
        let (tks, spans) = crate::token::convert(&toks);
        let (tks, spans, diagnostics) = crate::prepare(tks, spans, unfit);
        let full = crate::parse_full(tks, spans, eoi, diagnostics);
        assert_eq!(format!("{:?}", two_pass.unit), format!("{:?}", full.unit), "{path:?}");
        assert_eq!(
            format!("{:?}", two_pass.diagnostics),
            format!("{:?}", full.diagnostics),
            "{path:?}"
        );
        fast += usize::from(full.diagnostics.is_empty());
    }
    assert!(fast > 40, "only {fast} inputs parse without errors");
}

/// Variadic helpers (known bug 321): a function parameter pack is a declarator whose whole type
/// is expanded, its name is a variable in the body and the type pack a type there; folds of
/// each shape and pack expansions are nodes of their own, and print back as written.
#[test]
fn variadic_packs_and_folds() {
    let src = "template <typename... Ts> int f(const Ts &... xs) {\n\
               g(Ts(xs)...);\n\
               int a[] = {xs...};\n\
               return (xs + ...) + (... - xs) + (1 * ... * xs) + (sizeof...(Ts));\n\
               }";
    let p = parse_for_tests(src);
    assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    let u = &p.unit;
    let Item::Template { params, item } = u.item(u.items[0]) else { panic!("not a template") };
    assert!(matches!(params[0], TemplateParam::Type { pack: true, .. }));
    let Item::Function(def) = u.item(*item) else { panic!("not a function") };
    assert_eq!(def.params[0].decl.name.as_deref(), Some("xs"));
    let TypeRef::Pack(inner) = u.ty(def.params[0].decl.ty) else { panic!("not a pack") };
    assert!(matches!(u.ty(*inner), TypeRef::Reference { rvalue: false, .. }));
    let exprs: Vec<&Expr> = u.arenas.exprs.iter().map(|(_, e)| e).collect();
    // `Ts(xs)` is a construction of the type pack, expanded.
    assert!(
        exprs
            .iter()
            .any(|e| matches!(e, Expr::Expand(x) if matches!(u.expr(*x), Expr::Construct { .. })))
    );
    let folds: Vec<(FoldOp, bool, bool)> = exprs
        .iter()
        .filter_map(|e| match e {
            Expr::Fold { op, lhs, rhs } => Some((*op, lhs.is_some(), rhs.is_some())),
            _ => None,
        })
        .collect();
    assert_eq!(
        folds,
        [
            (FoldOp::Binary(BinaryOp::Add), true, false),
            (FoldOp::Binary(BinaryOp::Sub), false, true),
            (FoldOp::Binary(BinaryOp::Mul), true, true),
        ]
    );
    // `sizeof...` inside parentheses is no fold.
    assert!(exprs.iter().any(
        |e| matches!(e, Expr::Paren(x) if matches!(u.expr(*x), Expr::SizeofPack(n) if n == "Ts"))
    ));
    let printed = crate::print(u);
    for want in
        ["const Ts &...xs", "g(Ts(xs)...)", "{xs...}", "(xs + ...)", "(... - xs)", "(1 * ... * xs)"]
    {
        assert!(printed.contains(want), "{want:?} not in {printed}");
    }
}

/// A binary fold with two different operators, and a fold operand with a binary operator,
/// are reported (C++ rejects both) while the rest of the function still parses.
#[test]
fn malformed_folds_are_diagnosed() {
    let out = check(
        "template <typename... Ts> int f(Ts... xs) { return (1 + ... * xs) + (xs * 2 + ...); }",
    );
    assert!(
        out.contains("error OKL0201: the two operators of a binary fold expression differ"),
        "{out}"
    );
    assert!(
        out.contains("error OKL0201: an operand of a fold expression has a binary operator"),
        "{out}"
    );
    assert!(out.contains("Function f"), "{out}");
}

/// The assumed-template rule for `std::` names: which reading each follow token gives.
#[test]
fn std_names_followed_by_angle() {
    let dump = |src: &str| {
        let out = check(src);
        assert!(!out.contains("error"), "{src}\n{out}");
        out
    };
    // `(` after the `>`: a call of a template-id, also where a comparison would parse.
    let out = dump("bool f(float a, float b) { return std::numbers::pi < a > (b); }");
    assert!(out.contains("callee: Name std::numbers::pi<a>"), "{out}");
    // A possible operand after the `>`: comparisons.
    for rhs in ["-b", "b", "1.0f", "!b"] {
        let out =
            dump(&format!("bool f(float a, float b) {{ return std::numbers::pi < a > {rhs}; }}"));
        assert!(out.contains("Name std::numbers::pi\n"), "{rhs}: {out}");
    }
    // A variable of the file with the same last segment does not hide `std::max`.
    let out = dump("float f(float a) { float max = a; return std::max<float>(max, 1); }");
    assert!(out.contains("callee: Name std::max<float>"), "{out}");
    // Followed by a name: a declaration, also with a member type.
    let out = dump("void f() { std::vector<int>::size_type n = 0; std::array<int, 2> *p = 0; }");
    assert!(out.contains("Declarator n: std::vector<int>::size_type"), "{out}");
    assert!(out.contains("Declarator p: ptr(std::array<int, 2>)"), "{out}");
    // `_v` names are variable templates: expressions, not types (`std::array` is one).
    let out = dump("int k = sizeof(std::is_same_v<int, float>) + sizeof(std::array<int, 2>);");
    assert!(out.contains("SizeofExpr\n") && out.contains("Name std::is_same_v<int, float>"));
    assert!(out.contains("SizeofType std::array<int, 2>"), "{out}");
}

/// A syntax error records the input index of the token it is at (the driver names the macros of
/// that token's expansion), and of the token before a missing `;`, counting a split `>>` once;
/// through `parse`, `parse_owned` and `parse_items` alike. Rewritten streams give no index.
#[test]
fn errors_carry_the_index_of_their_token() {
    let (toks, eoi) = crate::testing::tokens_for_tests(
        oklc_span::FileId(0),
        "void f() { x = (1 >> ); y = 2 z; }",
    );
    assert_eq!(toks[10].text.as_str(), ")");
    assert_eq!(toks[14].text.as_str(), "2");
    struct Sink;
    impl crate::ItemSink for Sink {
        fn item(&mut self, _: &TranslationUnit, _: ItemId) {}
    }
    let parsed = [
        crate::parse(&toks, eoi),
        crate::parse_owned(toks.clone(), eoi),
        crate::parse_items(toks.clone(), eoi, Sink).1.expect("errors"),
    ];
    for p in parsed {
        let found: Vec<(&str, Option<u32>)> =
            p.diagnostics.iter().map(|d| (d.message.as_str(), d.token)).collect();
        assert_eq!(
            found,
            [
                ("expected expression, found `)`", Some(10)),
                ("expected `;` after expression, found `z`", Some(14)),
            ]
        );
    }
    let (toks, eoi) = crate::testing::tokens_for_tests(
        oklc_span::FileId(0),
        "[[okl_kernel(\"\")]] void f() { x = ; }",
    );
    let p = crate::parse(&toks, eoi);
    assert!(!p.diagnostics.is_empty() && p.diagnostics.iter().all(|d| d.token.is_none()));
}

#[test]
fn normalised_attribute_strings_decode_c_escapes_and_map_back_to_the_escape() {
    let (text, at) = crate::unescape(r#"(\"\x01\",\101\7,\u00e9,\q)"#);
    assert_eq!(text, "(\"\u{1}\",A\u{7},\u{e9},q)");
    // The control character is the 3rd byte of the value; it was written at offset 3 (`\x01`)
    // and the next character (`\"`) at offset 7.
    assert_eq!((at[2], at[3]), (3, 7));
    assert_eq!(at.len(), text.len() + 1);
    // Both UTF-8 bytes of `é` point at its `\u00e9`.
    let e = text.find('\u{e9}').unwrap();
    assert_eq!(at[e], at[e + 1]);
    assert_eq!(*at.last().unwrap(), 27);
}

#[test]
fn control_character_in_normalised_attribute_is_quoted_as_its_escape() {
    let p = parse_for_tests("void f() { for (;;; [[okl_tile(\"\\x01\")]]) {} }");
    let d = p.diagnostics.iter().find(|d| d.message.contains("invalid token")).expect("diagnostic");
    let labels = format!("{:?}", d);
    assert!(labels.contains("`\\\\x01` is not an OKL token"), "{labels}");
}

/// Each function declaration's head in `src`'s items printed with heads (the record's members
/// printed one by one, as lowering prints them): the text from the head to the end of its line,
/// and its kind.
fn heads_of(src: &str) -> Vec<(String, crate::HeadKind)> {
    let parsed = parse_for_tests(src);
    assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
    let unit = &parsed.unit;
    let mut printed = Vec::new();
    for &id in &unit.items {
        match unit.item(id) {
            Item::Record(r) => {
                for &m in r.members.iter().flatten() {
                    printed.push(crate::print_item_with_heads(unit, m, true, true));
                }
            }
            _ => printed.push(crate::print_item_with_heads(unit, id, true, false)),
        }
    }
    let mut out = Vec::new();
    for (text, heads) in printed {
        for h in heads {
            let line = text[h.offset..].lines().next().unwrap_or_default();
            out.push((line.to_string(), h.kind));
        }
    }
    out
}

#[test]
fn function_heads_mark_where_a_backend_may_qualify_a_declaration() {
    use crate::HeadKind::{Free, Other, Outside};
    let src = "struct A {\n  A(int v) : x(v) {}\n  A() = default;\n  float get() const;\n  \
               static int twice(int v) { return 2 * v; }\n  friend int peek(A a);\n  \
               template <typename U> U as() const { return U(x); }\n  int x;\n};\n\
               float A::get() const { return x; }\n\
               inline int A::unused() { return 0; }\n\
               namespace ns {\n  int f(int v);\n  static int g(int v) { return v; }\n  \
               constexpr int h(int v) { return v; }\n}\n\
               int ns::f(int v) { return v; }\n";
    let heads: Vec<(String, crate::HeadKind)> = heads_of(src)
        .into_iter()
        .filter(|(_, kind)| matches!(kind, Free | Other | Outside))
        .collect();
    let expected: Vec<(String, crate::HeadKind)> = [
        ("A(int v) : x(v) {", Other),
        ("float get() const;", Other),
        ("static int twice(int v) {", Other),
        ("U as() const {", Other),
        ("float A::get() const {", Outside),
        ("inline int A::unused() {", Other),
        ("int f(int v);", Free),
        ("static int g(int v) {", Other),
        ("constexpr int h(int v) {", Free),
        ("int ns::f(int v) {", Outside),
    ]
    .into_iter()
    .map(|(s, k)| (s.to_string(), k))
    .collect();
    assert_eq!(heads, expected);
}

#[test]
fn signatures_mark_where_their_pointers_and_objects_may_name_a_space() {
    let src = "struct V {\n  float *p;\n  \
               V &add(const V &o, float *q, int n) { return *this; }\n  \
               static const float *first(float **rows) { return rows[0]; }\n  \
               int n() const { return 0; }\n  int m() const;\n};\n\
               V &twice(V &a) { return a; }\n";
    let of_kind = |kind: crate::HeadKind| -> Vec<String> {
        heads_of(src).into_iter().filter(|(_, k)| *k == kind).map(|(line, _)| line).collect()
    };
    assert_eq!(
        of_kind(crate::HeadKind::Space),
        ["const V &o, float *q, int n) {", "float *q, int n) {", "float **rows) {", "V &a) {"]
    );
    assert_eq!(
        of_kind(crate::HeadKind::Result),
        [
            "V &add(const V &o, float *q, int n) {",
            "const float *first(float **rows) {",
            "V &twice(V &a) {"
        ]
    );
    // After the qualifiers of the non-static members defined in the class.
    assert_eq!(of_kind(crate::HeadKind::Object), [" {", " {"]);
    // The mark's own character in a literal: the text as written, and no marks.
    let src = "struct W {\n  int *at(int *p) { return p + sizeof(\"\u{4}\"); }\n};\n";
    let parsed = parse_for_tests(src);
    let Item::Record(r) = parsed.unit.item(parsed.unit.items[0]) else { panic!("a record") };
    let member = r.members.iter().flatten().next().copied().expect("a member");
    let (text, heads) = crate::print_item_with_heads(&parsed.unit, member, true, true);
    assert!(text.contains("\"\u{4}\""), "{text:?}");
    assert!(heads.is_empty(), "{heads:?}");
}

#[test]
fn function_heads_leave_the_text_as_print_item_prints_it() {
    let src = "namespace ns {\n  struct B { int get() const { return 1; } };\n  \
               int f() { auto l = [](int v) { struct L { int m() { return 0; } }; return v; }; \
               return l(1); }\n}\n";
    let parsed = parse_for_tests(src);
    assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
    let id = parsed.unit.items[0];
    let (text, heads) = crate::print_item_with_heads(&parsed.unit, id, false, false);
    assert_eq!(text, crate::print_item(&parsed.unit, id));
    let lines: Vec<&str> = heads
        .iter()
        .filter(|h| !matches!(h.kind, crate::HeadKind::Object))
        .map(|h| text[h.offset..].lines().next().unwrap_or_default())
        .collect();
    // The member of the nested record and the namespace's function; nothing inside the lambda,
    // whose body is printed within a line.
    assert_eq!(lines, ["int get() const {", "int f() {"]);
}

/// A `;` inside parentheses that close later is dropped with its warning and the fix-it that
/// removes it: the tree is exactly that of the source without it (legacy OCCA's reading).
#[test]
fn stray_semicolons_in_parentheses_read_as_legacy_occa() {
    let legacy = parse_for_tests("void f() { y = w * ((a + b);\n +(c + d);\n +(e + f)); }");
    let plain = parse_for_tests("void f() { y = w * ((a + b)\n +(c + d)\n +(e + f)); }");
    assert_eq!(crate::dump(&legacy.unit), crate::dump(&plain.unit));
    assert!(plain.diagnostics.is_empty());
    assert_eq!(legacy.diagnostics.len(), 2);
    for d in &legacy.diagnostics {
        assert_eq!(d.code, oklc_diag::codes::parse::STRAY_SEMI_IN_PARENS);
        assert_eq!(d.severity, oklc_diag::Severity::Warning);
        assert_eq!(d.fixes.len(), 1);
        assert_eq!(d.fixes[0].edits[0].span, d.primary.span);
        assert!(d.fixes[0].edits[0].text.is_empty());
    }
    // A `for` header keeps its `;`, and an unclosed `(` stays a syntax error.
    assert!(parse_for_tests("void f() { for (i = 0; i < 2; ++i) g(i); }").diagnostics.is_empty());
    let open = parse_for_tests("void f() { a = (b + 1;\n}");
    assert!(open.diagnostics.iter().any(|d| d.is_error()));
}
