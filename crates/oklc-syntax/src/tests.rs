//! Unit tests of the parser on small snippets; golden tests live in `tests/suites/parse.rs`.

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
    let out = check("int x = 1 + 2 * 3;\n@kernel void f(int n, @restrict float *p) { for (int i = 0; i < n; ++i; @outer) { p[i] = 0; } }");
    println!("{out}");
    assert!(!out.contains("error"), "{out}");
}

#[test]
fn debug_snippets() {
    let Ok(src) = std::env::var("OKLC_SNIPPET") else { return };
    println!("{}", check(&src));
    let p = parse_for_tests(&src);
    println!("--- printed ---\n{}", crate::print(&p.unit));
}
