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
    let out = check(
        "int x = 1 + 2 * 3;\n@kernel void f(int n, @restrict float *p) { for (int i = 0; i < n; ++i; @outer) { p[i] = 0; } }",
    );
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

#[test]
fn timing_probe() {
    let Ok(path) = std::env::var("OKLC_TIME_FILE") else { return };
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut big = String::new();
    for i in 0..50 {
        big.push_str(&text.replace("semOperator_v", &format!("k{i}_")));
    }
    let t = std::time::Instant::now();
    let p = parse_for_tests(&big);
    println!("{} bytes, {} diags, {:?}", big.len(), p.diagnostics.len(), t.elapsed());
}
