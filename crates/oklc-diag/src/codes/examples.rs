//! A minimal example and its fix for every diagnostic code.
//!
//! `oklc explain` prints them after the explanation, the diagnostics reference shows them, and
//! the `oklc` test suite runs each one: the example must report its code, the fix must report no
//! error. The table lives apart from the stage files so that adding a code and adding its
//! example touch different lines.

use super::{Code, codegen, driver, lex, lint, normalize, parse, passes, pp, sema};

/// The file an example's command line reads; its text is [`Example::Shown::source`].
pub const INPUT: &str = "k.okl";

/// How a code is provoked and how the input is corrected.
#[derive(Debug)]
pub enum Example {
    /// `oklc ARGS` run in a folder where [`INPUT`] holds `source` reports the code; with
    /// `fix_args` and `fix` it reports no error.
    Shown {
        args: &'static [&'static str],
        source: &'static [u8],
        fix_args: &'static [&'static str],
        fix: &'static [u8],
    },
    /// No input provokes the code from outside; the text says why.
    Unprovokable(&'static str),
}

/// The example of `code`, if the table has one.
pub fn of(code: Code) -> Option<&'static Example> {
    TABLE.iter().find(|(c, _)| *c == code).map(|(_, example)| example)
}

impl Example {
    /// The plain-text form `oklc explain` prints: command lines, sources indented by four.
    pub fn text(&self) -> String {
        match self {
            Example::Shown { args, source, fix_args, fix } => {
                let end = if source.is_empty() { "." } else { ":" };
                let mut out = format!("Example ({}){end}\n", command_line(args));
                push_indented(&mut out, source);
                out.push_str(&format!("\nFix ({})", command_line(fix_args)));
                if fix.is_empty() && source.is_empty() {
                    out.push_str(".\n");
                } else if fix == source {
                    out.push_str(&format!(", the same {INPUT}.\n"));
                } else {
                    out.push_str(":\n");
                    push_indented(&mut out, fix);
                }
                out
            }
            Example::Unprovokable(why) => format!("No example: {why}.\n"),
        }
    }

    /// The Markdown form of the diagnostics reference: command lines in code spans, sources
    /// in `okl` blocks.
    pub fn markdown(&self) -> String {
        match self {
            Example::Shown { args, source, fix_args, fix } => {
                let end = if source.is_empty() { "." } else { ":" };
                let mut out = format!("Example (`{}`){end}\n", command_line(args));
                push_block(&mut out, source);
                out.push_str(&format!("\nFix (`{}`)", command_line(fix_args)));
                if fix.is_empty() && source.is_empty() {
                    out.push_str(".\n");
                } else if fix == source {
                    out.push_str(&format!(", the same `{INPUT}`.\n"));
                } else {
                    out.push_str(":\n");
                    push_block(&mut out, fix);
                }
                out
            }
            Example::Unprovokable(why) => format!("No example: {why}.\n"),
        }
    }
}

fn push_indented(out: &mut String, source: &[u8]) {
    if source.is_empty() {
        return;
    }
    out.push('\n');
    for line in String::from_utf8_lossy(source).lines() {
        if !line.is_empty() {
            out.push_str("    ");
            out.push_str(line);
        }
        out.push('\n');
    }
}

fn push_block(out: &mut String, source: &[u8]) {
    if source.is_empty() {
        return;
    }
    out.push_str("\n```okl\n");
    out.push_str(&String::from_utf8_lossy(source));
    out.push_str("```\n");
}

/// `args` as one shell command line, `oklc` first, quoting what a shell would expand.
pub fn command_line(args: &[&str]) -> String {
    let mut line = String::from("oklc");
    for arg in args {
        let plain = !arg.is_empty()
            && arg.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_=./,:".contains(&b));
        line.push(' ');
        if plain {
            line.push_str(arg);
        } else {
            line.push('\'');
            line.push_str(&arg.replace('\'', r"'\''"));
            line.push('\'');
        }
    }
    line
}

const PRE: &[&str] = &["preprocess", INPUT];
const CHECK: &[&str] = &["check", INPUT];
const CUDA: &[&str] = &["check", INPUT, "--backend", "cuda"];
const CUDA_OUT: &[&str] = &["transpile", INPUT, "--backend", "cuda"];
const METAL_OUT: &[&str] = &["transpile", INPUT, "--backend", "metal"];
const DPCPP_OUT: &[&str] = &["transpile", INPUT, "--backend", "dpcpp"];
const OPENCL: &[&str] = &["check", INPUT, "--backend", "opencl"];
const OPENMP: &[&str] = &["check", INPUT, "--backend", "openmp"];
const CONVERSION: &[&str] = &["check", INPUT, "-W", "conversion"];
const NORMALIZE: &[&str] = &["normalize", INPUT, "--to", "cxx"];

/// A small valid kernel, the input of command-line examples.
const KERNEL: &[u8] = br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
";

const fn with(args: &'static [&'static str], source: &'static [u8], fix: &'static [u8]) -> Example {
    Example::Shown { args, source, fix_args: args, fix }
}

const fn pre(source: &'static [u8], fix: &'static [u8]) -> Example {
    with(PRE, source, fix)
}

const fn check(source: &'static [u8], fix: &'static [u8]) -> Example {
    with(CHECK, source, fix)
}

/// The same input under two command lines.
const fn args(
    args: &'static [&'static str],
    fix_args: &'static [&'static str],
    source: &'static [u8],
) -> Example {
    Example::Shown { args, source, fix_args, fix: source }
}

const TABLE: &[(Code, Example)] = &[
    // Lexer.
    (lex::INVALID_CHARACTER, pre(b"int a = 1 ` 2;\n", b"int a = 1 + 2;\n")),
    (lex::UNTERMINATED_COMMENT, pre(b"int a; /* the count\n", b"int a; /* the count */\n")),
    (lex::UNTERMINATED_STRING, pre(b"const char *s = \"open;\n", b"const char *s = \"open\";\n")),
    (lex::UNTERMINATED_CHAR, pre(b"char c = 'a;\n", b"char c = 'a';\n")),
    (lex::INVALID_NUMBER, pre(b"#if 08 > 1\nint a;\n#endif\n", b"#if 8 > 1\nint a;\n#endif\n")),
    (lex::STRAY_AT, pre(b"float *x @;\n", b"float *x @restrict;\n")),
    (
        lex::UNTERMINATED_RAW_STRING,
        pre(b"const char *s = R\"x(text)\";\n", b"const char *s = R\"x(text)x\";\n"),
    ),
    (lex::EMPTY_CHAR, pre(b"char c = '';\n", b"char c = '\\0';\n")),
    (
        lex::INVALID_RAW_DELIMITER,
        pre(b"const char *s = R\"a b(text)a b\";\n", b"const char *s = R\"ab(text)ab\";\n"),
    ),
    (
        lex::SPACED_LINE_SPLICE,
        pre(
            b"#define ADD(a, b) \\ \n  ((a) + (b))\nint v = ADD(1, 2);\n",
            b"#define ADD(a, b) \\\n  ((a) + (b))\nint v = ADD(1, 2);\n",
        ),
    ),
    // Preprocessor.
    (pp::UNKNOWN_DIRECTIVE, pre(b"#defin N 16\n", b"#define N 16\n")),
    (
        pp::UNTERMINATED_CONDITIONAL,
        pre(
            b"#ifdef USE_DOUBLE\ntypedef double real;\n",
            b"#ifdef USE_DOUBLE\ntypedef double real;\n#endif\n",
        ),
    ),
    (
        pp::UNMATCHED_CONDITIONAL,
        pre(b"typedef float real;\n#endif\n", b"#ifndef REAL\ntypedef float real;\n#endif\n"),
    ),
    (
        pp::ELSE_AFTER_ELSE,
        pre(
            br"#if N == 1
int a;
#else
int b;
#elif N == 2
int c;
#endif
",
            br"#if N == 1
int a;
#elif N == 2
int c;
#else
int b;
#endif
",
        ),
    ),
    (
        pp::EXTRA_TOKENS,
        pre(
            b"#ifdef USE_DOUBLE 1\ntypedef double real;\n#endif\n",
            b"#ifdef USE_DOUBLE\ntypedef double real;\n#endif\n",
        ),
    ),
    (pp::INVALID_MACRO_NAME, pre(b"#define 16 N\n", b"#define N 16\n")),
    (
        pp::INVALID_MACRO_PARAMS,
        pre(b"#define ADD(a, a) ((a) + (a))\n", b"#define ADD(a, b) ((a) + (b))\n"),
    ),
    (pp::STRINGIFY_NOT_PARAM, pre(b"#define STR(x) #y\n", b"#define STR(x) #x\n")),
    (pp::PASTE_AT_EDGE, pre(b"#define CAT(a, b) ## a b\n", b"#define CAT(a, b) a ## b\n")),
    (
        pp::INVALID_PASTE,
        pre(
            b"#define CAT(a, b) a ## b\nint CAT(x, +);\n",
            b"#define CAT(a, b) a ## b\nint CAT(x, 1);\n",
        ),
    ),
    (
        pp::MACRO_REDEFINED,
        pre(b"#define N 16\n#define N 32\n", b"#define N 16\n#undef N\n#define N 32\n"),
    ),
    (
        pp::MACRO_ARG_COUNT,
        pre(
            b"#define ADD(a, b) ((a) + (b))\nint v = ADD(1);\n",
            b"#define ADD(a, b) ((a) + (b))\nint v = ADD(1, 2);\n",
        ),
    ),
    (
        pp::UNTERMINATED_MACRO_ARGS,
        pre(
            b"#define ADD(a, b) ((a) + (b))\nint v = ADD(1, 2;\n",
            b"#define ADD(a, b) ((a) + (b))\nint v = ADD(1, 2);\n",
        ),
    ),
    (pp::INVALID_IF_EXPR, pre(b"#if N ==\nint a;\n#endif\n", b"#if N == 2\nint a;\n#endif\n")),
    (
        pp::IF_DIVISION_BY_ZERO,
        pre(
            b"#define N 0\n#if 16 / N > 2\nint a;\n#endif\n",
            b"#define N 0\n#if N != 0 && 16 / N > 2\nint a;\n#endif\n",
        ),
    ),
    (
        pp::IF_SIZEOF,
        pre(
            b"#if sizeof(double) == 8\nint a;\n#endif\n",
            b"#if SIZEOF_DOUBLE == 8\nint a;\n#endif\n",
        ),
    ),
    (
        pp::IF_FLOAT,
        pre(b"#if VERSION >= 1.5\nint a;\n#endif\n", b"#if VERSION_X100 >= 150\nint a;\n#endif\n"),
    ),
    (
        pp::INCLUDE_NOT_FOUND,
        pre(
            b"#include \"params.h\"\n",
            b"#if __has_include(\"params.h\")\n#include \"params.h\"\n#endif\n",
        ),
    ),
    (
        pp::SYSTEM_HEADER_PASSTHROUGH,
        pre(
            b"#include <cmath>\nfloat root(float x) { return sqrtf(x); }\n",
            b"float root(float x) { return sqrtf(x); }\n",
        ),
    ),
    (
        pp::INVALID_INCLUDE,
        pre(
            b"#define HEADER cmath\n#include HEADER\n",
            b"#define HEADER <cmath>\n#include HEADER\n",
        ),
    ),
    (
        pp::INCLUDE_TOO_DEEP,
        pre(b"#include \"k.okl\"\nint a;\n", b"#pragma once\n#include \"k.okl\"\nint a;\n"),
    ),
    (pp::INCLUDE_READ_FAILED, pre(b"#include \"/\"\nint a;\n", b"int a;\n")),
    (
        pp::ERROR_DIRECTIVE,
        args(
            PRE,
            &["preprocess", INPUT, "-D", "N=16"],
            b"#ifndef N\n#error define N, e.g. -D N=16\n#endif\nint a[N];\n",
        ),
    ),
    (pp::WARNING_DIRECTIVE, pre(b"#warning this kernel is slow\n", b"// this kernel is slow\n")),
    (pp::INVALID_LINE_DIRECTIVE, pre(b"#line ten\n", b"#line 10\n")),
    (
        pp::EXPANSION_TOO_LARGE,
        pre(
            br"#define A 1, 1
#define B A, A, A, A, A, A, A, A
#define C B, B, B, B, B, B, B, B
#define D C, C, C, C, C, C, C, C
#define E D, D, D, D, D, D, D, D
#define F E, E, E, E, E, E, E, E
#define G F, F, F, F, F, F, F, F
int v[] = { G };
",
            br"#define A 1, 1
#define B A, A, A, A, A, A, A, A
#define C B, B, B, B, B, B, B, B
int v[] = { C };
",
        ),
    ),
    (
        pp::EXPANSION_TOO_DEEP,
        pre(
            br"#define F(x) x
int v =
F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(
F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(
F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(
F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(
F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(F(
F(1)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));
",
            b"#define F(x) x\nint v = F(F(F(1)));\n",
        ),
    ),
    (
        pp::CONDITIONAL_TOO_DEEP,
        Example::Unprovokable(
            "needs more than 10000 `#if` groups open at once, written as that many lines",
        ),
    ),
    (
        pp::IF_EXPR_TOO_DEEP,
        pre(
            br"#define P(x) ((((((((x))))))))
#define Q(x) P(P(P(P(x))))
#define R(x) Q(Q(Q(Q(Q(Q(Q(Q(Q(x)))))))))
#if R(1)
int a;
#endif
",
            br"#define P(x) ((((((((x))))))))
#define Q(x) P(P(P(P(x))))
#if Q(1)
int a;
#endif
",
        ),
    ),
    (
        pp::INVALID_AT_DIRECTIVE,
        pre(b"@directive(\"pragma unroll 4\")\n", b"@directive(\"#pragma unroll 4\")\n"),
    ),
    (
        pp::INVALID_OKL_MACRO,
        pre(
            b"#define RESTRICT OKL(@restrict)\nfloat *RESTRICT p;\n",
            b"#define RESTRICT OKL(\"@restrict\")\nfloat *RESTRICT p;\n",
        ),
    ),
    (pp::INVALID_PRAGMA_OPERATOR, pre(b"_Pragma(unroll 4)\n", b"_Pragma(\"unroll 4\")\n")),
    (
        pp::INVALID_DEFINED,
        pre(b"#if defined(1)\nint a;\n#endif\n", b"#if defined(N)\nint a;\n#endif\n"),
    ),
    (
        pp::INVALID_HAS_INCLUDE,
        pre(
            b"#if __has_include(cmath)\nint a;\n#endif\n",
            b"#if __has_include(<cmath>)\nint a;\n#endif\n",
        ),
    ),
    (
        pp::IF_INTEGER_TOO_LARGE,
        pre(
            b"#if N > 99999999999999999999\nint a;\n#endif\n",
            b"#if N > 9999999999\nint a;\n#endif\n",
        ),
    ),
    (
        pp::OUTPUT_TOO_LARGE,
        pre(
            br"#define A 1 1 1 1 1 1 1 1
#define B A A A A A A A A
#define C B B B B B B B B
#define D C C C C C C C C
#define E D D D D D D D D
#define F E E E E E E E E
int v[] = {
F F F F F F F F F F F F F F F F F F F F
F F F F F F F F F F F F F F F F F F F F
F F F F F F F F F F F F F F F F F F F F
F F F F F F F F F F F F F F F F F F F F
};
",
            br"#define A 1 1 1 1 1 1 1 1
#define B A A A A A A A A
#define C B B B B B B B B
#define D C C C C C C C C
#define E D D D D D D D D
#define F E E E E E E E E
int v[] = {
F
};
",
        ),
    ),
    (
        pp::INVALID_COMMAND_LINE_MACRO,
        args(
            &["preprocess", INPUT, "-D", "1N=2"],
            &["preprocess", INPUT, "-D", "N=2"],
            b"int a[N];\n",
        ),
    ),
    (
        pp::DIRECTIVE_IN_MACRO_ARGS,
        pre(
            br"#define ADD(a, b) ((a) + (b))
int v = ADD(1,
#define BIG 100
  BIG);
",
            br"#define ADD(a, b) ((a) + (b))
#define BIG 100
int v = ADD(1, BIG);
",
        ),
    ),
    (
        pp::EXTRA_EMPTY_MACRO_ARG,
        pre(
            b"#define ADD(a, b) ((a) + (b))\nint v = ADD(1, 2, );\n",
            b"#define ADD(a, b) ((a) + (b))\nint v = ADD(1, 2);\n",
        ),
    ),
    (
        pp::ATTRIBUTE_NAME_EXPANSION,
        pre(
            b"#define ATT(x) @x\nfloat *ATT(1) p;\n",
            b"#define ATT(x) @x\nfloat *ATT(restrict) p;\n",
        ),
    ),
    (
        pp::STRAY_BACKSLASH_IN_MACRO,
        pre(
            b"#define CLEAR(x) x = 0; \\ \\\n  x += 1;\nvoid f(int y) { CLEAR(y) }\n",
            b"#define CLEAR(x) x = 0; \\\n  x += 1;\nvoid f(int y) { CLEAR(y) }\n",
        ),
    ),
    (
        pp::IF_ASSIGNMENT,
        pre(b"#if USE_CUDA=1\nint a;\n#endif\n", b"#if USE_CUDA == 1\nint a;\n#endif\n"),
    ),
    (
        pp::BAD_DIAGNOSTIC_PRAGMA,
        pre(
            b"#pragma okl diagnostic ignore \"OKL0700\"\n",
            b"#pragma okl diagnostic ignored \"OKL0700\"\n",
        ),
    ),
    // Parser.
    (
        parse::UNEXPECTED_TOKEN,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        parse::UNEXPECTED_EOF,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        parse::NESTING_TOO_DEEP,
        check(
            br"#define P(x) ((((((((x))))))))
#define Q(x) P(P(P(P(x))))
#define R(x) Q(Q(Q(Q(Q(Q(Q(Q(Q(x)))))))))
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = R(0);
  }
}
",
            br"#define P(x) ((((((((x))))))))
#define Q(x) P(P(P(P(x))))
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = Q(0);
  }
}
",
        ),
    ),
    (
        parse::BAD_NORMALIZED_ATTR,
        check(
            br#"[[okl_kernel("")]] void k(const int N, float *x) {
  [[okl_tile(16, @outer, @inner)]] for (int i = 0; i < N; ++i) {
    x[i] = 0;
  }
}
"#,
            br#"[[okl_kernel("")]] void k(const int N, float *x) {
  [[okl_tile("(16, @outer, @inner)")]] for (int i = 0; i < N; ++i) {
    x[i] = 0;
  }
}
"#,
        ),
    ),
    (
        parse::STRAY_SEMI_IN_PARENS,
        check(
            br"@kernel void k(const int N, float *x, const float *a, const float *b) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 2 * ((a[i] + b[i]);
                + 1);
  }
}
",
            br"@kernel void k(const int N, float *x, const float *a, const float *b) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 2 * ((a[i] + b[i])
                + 1);
  }
}
",
        ),
    ),
    // Semantics.
    (
        sema::UNKNOWN_ATTRIBUTE,
        check(
            br"@kernel void k(const int N, float *x @restict) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x @restrict) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::ATTRIBUTE_PLACEMENT,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    @kernel x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::ATTRIBUTE_ARGUMENTS,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer(0, 1), @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer(0), @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::NOT_CONSTANT,
        check(
            br"@kernel void k(const int N, const int axis, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer(axis), @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, const int axis, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer(0), @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::AXIS_OUT_OF_RANGE,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer(3), @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer(0), @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::OUTER_AND_INNER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @outer @inner) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::SHARED_AND_EXCLUSIVE,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared @exclusive float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
    }
  }
}
",
        ),
    ),
    (
        sema::INVALID_BARRIER,
        check(
            br#"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
    @barrier("block");
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] += 1;
    }
  }
}
"#,
            br#"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
    @barrier("local");
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] += 1;
    }
  }
}
"#,
        ),
    ),
    (
        sema::INVALID_DIM_ORDER,
        check(
            br"@kernel void k(const int N, float *x @dim(N, N) @dimOrder(0, 0)) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x(i, 0) = 0;
  }
}
",
            br"@kernel void k(const int N, float *x @dim(N, N) @dimOrder(1, 0)) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x(i, 0) = 0;
  }
}
",
        ),
    ),
    (
        sema::DIM_ORDER_MISMATCH,
        check(
            br"@kernel void k(const int N, float *x @dim(N, N) @dimOrder(2, 1, 0)) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x(i, 0) = 0;
  }
}
",
            br"@kernel void k(const int N, float *x @dim(N, N) @dimOrder(1, 0)) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x(i, 0) = 0;
  }
}
",
        ),
    ),
    (
        sema::KERNEL_NOT_VOID,
        check(
            br"@kernel int k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
  return 0;
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::NO_KERNELS,
        check(
            br"void k(const int N, float *x) {
  for (int i = 0; i < N; ++i) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::DUPLICATE_ATTRIBUTE,
        check(
            br"@kernel void k(const int N, float *x @restrict @restrict) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x @restrict) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::ATTRIBUTE_IGNORED,
        check(
            br"@kernel void k(@restrict const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::DUPLICATE_KERNEL,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) { x[i] = 0; }
}
@kernel void k(const int N, float *x, float v) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) { x[i] = v; }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) { x[i] = 0; }
}
@kernel void fill(const int N, float *x, float v) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) { x[i] = v; }
}
",
        ),
    ),
    (
        sema::LOOP_INIT,
        check(
            br"@kernel void k(const int N, float *x) {
  int i;
  for (i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::LOOP_CONDITION,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i != N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::LOOP_UPDATE,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; i = i + 1; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::LOOP_ITERATOR_TYPE,
        check(
            br"@kernel void k(const int N, float *x) {
  for (float i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[(int)i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::TEMPLATE_NOT_INSTANTIATED,
        args(
            CHECK,
            &["check", INPUT, "--instantiate", "k<float>"],
            br"template <typename T>
@kernel void k(const int N, T *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::BAD_INSTANTIATION,
        args(
            &["check", INPUT, "--instantiate", "fill<float>"],
            &["check", INPUT, "--instantiate", "k<float>"],
            br"template <typename T>
@kernel void k(const int N, T *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::BAD_TEMPLATE_ARGUMENT,
        args(
            &["check", INPUT, "--instantiate", "k<float>"],
            &["check", INPUT, "--instantiate", "k<16>"],
            br"template <int B>
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(B, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        sema::TEMPLATE_PARAM_REDECLARED,
        with(
            &["check", INPUT, "--instantiate", "k<float>"],
            br"template <typename T>
@kernel void k(const int N, T *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    int T = i;
    x[i] = T;
  }
}
",
            br"template <typename T>
@kernel void k(const int N, T *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    int t = i;
    x[i] = t;
  }
}
",
        ),
    ),
    (
        sema::UNSUPPORTED,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    float *t = new float[4];
    x[i] = t[0];
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    float t[4] = {0};
    x[i] = t[0];
  }
}
",
        ),
    ),
    (
        sema::NAME_CONFLICT,
        Example::Unprovokable("reserved: no stage of this version of oklc reports it"),
    ),
    (
        sema::STATIC_ASSERT_FAILED,
        with(
            OPENCL,
            br#"constexpr int TILE = 6;
static_assert(TILE % 4 == 0, "TILE must be a multiple of 4");
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(TILE, @outer, @inner)) {
    x[i] = 0;
  }
}
"#,
            br#"constexpr int TILE = 8;
static_assert(TILE % 4 == 0, "TILE must be a multiple of 4");
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(TILE, @outer, @inner)) {
    x[i] = 0;
  }
}
"#,
        ),
    ),
    (
        sema::OKL_IN_LAMBDA,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    auto clear = [&]() { @barrier; x[i] = 0; };
    clear();
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    auto clear = [&]() { x[i] = 0; };
    clear();
  }
}
",
        ),
    ),
    // Passes.
    (
        passes::DIM_ARITY,
        check(
            br"@kernel void k(const int N, float *x @dim(N, N)) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x(i) = 0;
  }
}
",
            br"@kernel void k(const int N, float *x @dim(N, N)) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x(i, 0) = 0;
  }
}
",
        ),
    ),
    (
        passes::DIM_ORDER,
        Example::Unprovokable(
            "semantic analysis reports every invalid `@dimOrder` first (OKL0308, OKL0309); the \
             pass repeats the check on the IR",
        ),
    ),
    (
        passes::TILE_STEP,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; i += 2; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N / 2; ++i; @tile(16, @outer, @inner)) {
    x[2 * i] = 0;
  }
}
",
        ),
    ),
    (
        passes::TILE_SIZE,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(0, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        passes::OUTER_INSIDE_INNER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      for (int c = 0; c < 4; ++c; @outer) {
        for (int u = 0; u < 4; ++u; @inner) {
          x[((b * 16 + t) * 4 + c) * 4 + u] = 0;
        }
      }
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer(1)) {
    for (int c = 0; c < 4; ++c; @outer(0)) {
      for (int t = 0; t < 16; ++t; @inner(1)) {
        for (int u = 0; u < 4; ++u; @inner(0)) {
          x[((b * 16 + t) * 4 + c) * 4 + u] = 0;
        }
      }
    }
  }
}
",
        ),
    ),
    (
        passes::INNER_OUTSIDE_OUTER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
  for (int t = 0; t < 16; ++t; @inner) {
    x[t] = 1;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = b == 0 ? 1 : 0;
    }
  }
}
",
        ),
    ),
    (
        passes::MISSING_INNER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
  for (int b = 0; b < N; ++b; @outer) {
    x[b] = 1;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 1; ++t; @inner) {
      x[b] = 1;
    }
  }
}
",
        ),
    ),
    (
        passes::LOOP_COUNT_MISMATCH,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
    for (int u = 0; u < 4; ++u; @inner) {
      for (int t = 0; t < 4; ++t; @inner) {
        x[b * 16 + u * 4 + t] += 1;
      }
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] += 1;
    }
  }
}
",
        ),
    ),
    (
        passes::TOO_MANY_NESTED,
        check(
            br"@kernel void k(float *x) {
  for (int a = 0; a < 2; ++a; @outer) {
    for (int b = 0; b < 2; ++b; @outer) {
      for (int c = 0; c < 2; ++c; @outer) {
        for (int d = 0; d < 2; ++d; @outer) {
          for (int t = 0; t < 16; ++t; @inner) {
            x[(((a * 2 + b) * 2 + c) * 2 + d) * 16 + t] = 0;
          }
        }
      }
    }
  }
}
",
            br"@kernel void k(float *x) {
  for (int a = 0; a < 2; ++a; @outer) {
    for (int b = 0; b < 2; ++b; @outer) {
      for (int cd = 0; cd < 4; ++cd; @outer) {
        for (int t = 0; t < 16; ++t; @inner) {
          x[((a * 2 + b) * 4 + cd) * 16 + t] = 0;
        }
      }
    }
  }
}
",
        ),
    ),
    (
        passes::BREAK_IN_OKL_LOOP,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    if (x[i] < 0) continue;
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    if (x[i] >= 0) {
      x[i] = 0;
    }
  }
}
",
        ),
    ),
    (
        passes::OKL_LOOP_OUTSIDE_KERNEL,
        check(
            br"void clear(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
@kernel void k(const int N, float *x) {
  clear(N, x);
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        passes::KERNEL_WITHOUT_LOOPS,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        passes::LOOP_DIRECTION,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; --i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        passes::EMPTY_RANGE,
        check(
            br"@kernel void k(float *x) {
  for (int i = 16; i < 0; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(float *x) {
  for (int i = 0; i < 16; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        passes::MAX_INNER_DIMS,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer @max_inner_dims(8)) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer @max_inner_dims(16)) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
}
",
        ),
    ),
    (
        passes::AXIS_REPEATED,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int y = 0; y < N; ++y; @outer(0)) {
    for (int b = 0; b < N; ++b; @outer(0)) {
      for (int t = 0; t < 16; ++t; @inner) {
        x[(y * N + b) * 16 + t] = 0;
      }
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int y = 0; y < N; ++y; @outer(1)) {
    for (int b = 0; b < N; ++b; @outer(0)) {
      for (int t = 0; t < 16; ++t; @inner) {
        x[(y * N + b) * 16 + t] = 0;
      }
    }
  }
}
",
        ),
    ),
    (
        passes::RETURN_IN_INNER,
        with(
            OPENMP,
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int u = 0; u < 2; ++u; @inner) {
      if (x[b * 16 + u] < 0) return;
      for (int t = 0; t < 8; ++t; @inner) {
        x[b * 16 + u * 8 + t] *= 2;
      }
    }
    for (int u = 0; u < 2; ++u; @inner) {
      for (int t = 0; t < 8; ++t; @inner) {
        x[b * 16 + u * 8 + t] += 1;
      }
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int u = 0; u < 2; ++u; @inner) {
      for (int t = 0; t < 8; ++t; @inner) {
        if (x[b * 16 + u] < 0) return;
        x[b * 16 + u * 8 + t] *= 2;
      }
    }
    for (int u = 0; u < 2; ++u; @inner) {
      for (int t = 0; t < 8; ++t; @inner) {
        x[b * 16 + u * 8 + t] += 1;
      }
    }
  }
}
",
        ),
    ),
    (
        passes::DIVERGENT_BARRIER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
      if (t < 8) @barrier;
      x[b * 16 + t] = s[15 - t];
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
      @barrier;
      x[b * 16 + t] = s[15 - t];
    }
  }
}
",
        ),
    ),
    (
        passes::KERNEL_CALL,
        check(
            br"@kernel void clear(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    if (i == 0) clear(N, x);
  }
}
",
            br"void clear_one(float *x, int i) { x[i] = 0; }
@kernel void clear(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    clear_one(x, i);
  }
}
",
        ),
    ),
    (
        passes::STORAGE_IN_INNER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      @shared float s[16];
      s[t] = x[b * 16 + t];
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
    }
  }
}
",
        ),
    ),
    (
        passes::STORAGE_OUTSIDE_OUTER,
        check(
            br"@kernel void k(const int N, float *x) {
  @shared float s[16];
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
    }
  }
}
",
        ),
    ),
    (
        passes::STORAGE_USE_OUTSIDE_INNER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    s[0] = 0;
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = s[0];
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      if (t == 0) s[0] = 0;
    }
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = s[0];
    }
  }
}
",
        ),
    ),
    (
        passes::SHARED_NOT_ARRAY,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s;
    for (int t = 0; t < 16; ++t; @inner) {
      if (t == 0) s = x[b];
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[1];
    for (int t = 0; t < 16; ++t; @inner) {
      if (t == 0) s[0] = x[b];
    }
  }
}
",
        ),
    ),
    (
        passes::SHARED_SIZE,
        check(
            br"@kernel void k(const int N, const int M, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[M];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
    }
  }
}
",
            br"#define M 16
@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[M];
    for (int t = 0; t < 16; ++t; @inner) {
      s[t] = x[b * 16 + t];
    }
  }
}
",
        ),
    ),
    (
        passes::EXCLUSIVE_SIZE,
        check(
            br"@kernel void k(const int N, const int M, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int t = 0; t < M; ++t; @inner) {
      v = x[b * M + t];
      x[b * M + t] = 2 * v;
    }
  }
}
",
            br"@kernel void k(const int N, const int M, float *x) {
  for (int b = 0; b < N; ++b; @outer @max_inner_dims(256)) {
    @exclusive float v;
    for (int t = 0; t < M; ++t; @inner) {
      v = x[b * M + t];
      x[b * M + t] = 2 * v;
    }
  }
}
",
        ),
    ),
    (
        passes::EXCLUSIVE_INIT,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v[2] = {0, 0};
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = v[0] + v[1];
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v[2];
    for (int t = 0; t < 16; ++t; @inner) {
      v[0] = 0;
      v[1] = 0;
      x[b * 16 + t] = v[0] + v[1];
    }
  }
}
",
        ),
    ),
    (
        passes::EXCLUSIVE_RESERVED,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int t = 0; t < 16; ++t; @inner) {
      int _occa_exclusive_index = b * 16 + t;
      v = x[_occa_exclusive_index];
      x[_occa_exclusive_index] = 2 * v;
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int t = 0; t < 16; ++t; @inner) {
      int index = b * 16 + t;
      v = x[index];
      x[index] = 2 * v;
    }
  }
}
",
        ),
    ),
    (
        passes::EXCLUSIVE_CONTROLS_INNER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int y = 0; y < 4; ++y; @inner(1)) {
      v = x[b * 16 + y];
      if (v > 0) {
        for (int t = 0; t < 4; ++t; @inner(0)) {
          x[b * 16 + y * 4 + t] = v;
        }
      }
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int y = 0; y < 4; ++y; @inner(1)) {
      v = x[b * 16 + y];
      for (int t = 0; t < 4; ++t; @inner(0)) {
        if (v > 0) x[b * 16 + y * 4 + t] = v;
      }
    }
  }
}
",
        ),
    ),
    (
        passes::EXCLUSIVE_NOT_REPLICABLE,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int y = 0; y < 4; ++y; @inner(1)) {
      float w = v + 1;
      for (int t = 0; t < 4; ++t; @inner(0)) {
        v = x[b * 16 + y * 4 + t] + w;
      }
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int y = 0; y < 4; ++y; @inner(1)) {
      for (int t = 0; t < 4; ++t; @inner(0)) {
        float w = v + 1;
        v = x[b * 16 + y * 4 + t] + w;
      }
    }
  }
}
",
        ),
    ),
    (
        passes::RESTRICT_NOT_POINTER,
        check(
            br"@kernel void k(const int N, float __restrict__ *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *__restrict__ x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        passes::EXCLUSIVE_LAMBDA_OUTSIDE_INNER,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int y = 0; y < 4; ++y; @inner(1)) {
      auto add = [&](float w) { v += w; };
      for (int t = 0; t < 4; ++t; @inner(0)) {
        v = 0;
        add(x[b * 16 + y * 4 + t]);
        x[b * 16 + y * 4 + t] = v;
      }
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v;
    for (int y = 0; y < 4; ++y; @inner(1)) {
      for (int t = 0; t < 4; ++t; @inner(0)) {
        auto add = [&](float w) { v += w; };
        v = 0;
        add(x[b * 16 + y * 4 + t]);
        x[b * 16 + y * 4 + t] = v;
      }
    }
  }
}
",
        ),
    ),
    (
        passes::OUTER_LOOP_PRAGMA,
        with(
            OPENMP,
            br"@kernel void k(const int N, float *x) {
#pragma unroll 4
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
#pragma unroll 4
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
}
",
        ),
    ),
    (
        passes::EXCLUSIVE_AUTO,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive auto v = x[b];
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = v;
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @exclusive float v = x[b];
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = v;
    }
  }
}
",
        ),
    ),
    (
        passes::PARAM_PER_WORK_ITEM,
        check(
            br"@kernel void k(const int N, const int M, float *x, float v) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < M; ++t; @inner) {
      v += t;
    }
    for (int t = 0; t < M; ++t; @inner) {
      x[b * M + t] = v;
    }
  }
}
",
            br"@kernel void k(const int N, const int M, float *x, float v) {
  for (int b = 0; b < N; ++b; @outer @max_inner_dims(256)) {
    for (int t = 0; t < M; ++t; @inner) {
      v += t;
    }
    for (int t = 0; t < M; ++t; @inner) {
      x[b * M + t] = v;
    }
  }
}
",
        ),
    ),
    (
        passes::HOST_LOCAL_IN_DEVICE,
        with(
            CUDA,
            br"@kernel void k(const int N, const float *x, float *total) {
  float sum = 0;
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    sum += x[i];
  }
  total[0] = sum;
}
",
            br"@kernel void k(const int N, const float *x, float *total) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    @atomic total[0] += x[i];
  }
}
",
        ),
    ),
    (
        passes::INNER_SIZE_NOT_HOST,
        with(
            CUDA,
            br"@kernel void k(const int N, const int *len, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    const int m = len[b];
    for (int t = 0; t < m; ++t; @inner) {
      x[b * N + t] = 0;
    }
  }
}
",
            br"@kernel void k(const int N, const int *len, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < N; ++t; @inner) {
      if (t < len[b]) x[b * N + t] = 0;
    }
  }
}
",
        ),
    ),
    (
        passes::HOST_READS_DEVICE_MEMORY,
        with(
            CUDA,
            br"@kernel void k(const int *n, float *x) {
  for (int i = 0; i < n[0]; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int n, float *x) {
  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        passes::ATOMIC_TARGET,
        check(
            br"@kernel void k(const int N, const int *hits) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    @atomic hits[i] += 1;
  }
}
",
            br"@kernel void k(const int N, int *hits) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    @atomic hits[i] += 1;
  }
}
",
        ),
    ),
    (
        passes::LAUNCH_ATTR_PLACEMENT,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner @max_inner_dims(16)) {
      x[b * 16 + t] = 0;
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer @max_inner_dims(16)) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
}
",
        ),
    ),
    (
        passes::ADDRESS_SPACE_CONFLICT,
        with(
            OPENCL,
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      float *p = t % 2 ? x : s;
      p[t] = 0;
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      if (t % 2) x[t] = 0;
      else s[t] = 0;
    }
  }
}
",
        ),
    ),
    (
        passes::ADDRESS_SPACE_COPIES,
        with(
            OPENCL,
            br"void h(float *a, float *b, float *c, float *d, float *e, float *f, float *g) {}
#define C7(...) h(__VA_ARGS__);
#define C6(...) C7(__VA_ARGS__, s) C7(__VA_ARGS__, x)
#define C5(...) C6(__VA_ARGS__, s) C6(__VA_ARGS__, x)
#define C4(...) C5(__VA_ARGS__, s) C5(__VA_ARGS__, x)
#define C3(...) C4(__VA_ARGS__, s) C4(__VA_ARGS__, x)
#define C2(...) C3(__VA_ARGS__, s) C3(__VA_ARGS__, x)
@kernel void k(float *x) {
  for (int b = 0; b < 4; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      C2(s, s) C2(s, x) C2(x, s) C2(x, x)
    }
  }
}
",
            br"void h(float *a, float *b, float *c, float *d, float *e, float *f, float *g) {}
#define C7(...) h(__VA_ARGS__);
#define C6(...) C7(__VA_ARGS__, s) C7(__VA_ARGS__, x)
#define C5(...) C6(__VA_ARGS__, s) C6(__VA_ARGS__, x)
#define C4(...) C5(__VA_ARGS__, s) C5(__VA_ARGS__, x)
#define C3(...) C4(__VA_ARGS__, s) C4(__VA_ARGS__, x)
@kernel void k(float *x) {
  for (int b = 0; b < 4; ++b; @outer) {
    @shared float s[16];
    for (int t = 0; t < 16; ++t; @inner) {
      C3(s, s, s) C3(x, x, x)
    }
  }
}
",
        ),
    ),
    // Code generation.
    (
        codegen::BACKEND_NOT_IMPLEMENTED,
        Example::Unprovokable(
            "the command line refuses a backend that is not available (OKL0905) before \
             code generation runs",
        ),
    ),
    (
        codegen::UNSUPPORTED_CONSTRUCT,
        Example::Unprovokable(
            "reports IR that the passes should have lowered for the backend: a bug in oklc",
        ),
    ),
    (
        codegen::MALFORMED_IR,
        Example::Unprovokable("reports IR that the verifier should have rejected: a bug in oklc"),
    ),
    (
        codegen::REFERENCE_PARAMETER,
        with(
            CUDA_OUT,
            br"@kernel void k(const int N, int &count, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
    if (i == 0) count = N;
  }
}
",
            br"@kernel void k(const int N, int *count, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
    if (i == 0) *count = N;
  }
}
",
        ),
    ),
    (
        codegen::UNSUPPORTED_ATOMIC,
        with(
            CUDA_OUT,
            br"@kernel void k(const int N, const float *x, float *stats) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    @atomic {
      stats[0] += x[i];
      stats[1] += 1;
      stats[2] = stats[0] / stats[1];
    }
  }
}
",
            br"@kernel void k(const int N, const float *x, float *stats) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    @atomic stats[0] += x[i];
    @atomic stats[1] += 1;
  }
}
",
        ),
    ),
    (
        codegen::NOT_DEVICE_COPYABLE,
        with(
            DPCPP_OUT,
            br"struct Range {
  int lo, hi;
  Range(const Range &other) : lo(other.lo), hi(other.hi) {}
};
@kernel void k(const Range r, float *x) {
  for (int i = r.lo; i < r.hi; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
            br"struct Range {
  int lo, hi;
};
@kernel void k(const Range r, float *x) {
  for (int i = r.lo; i < r.hi; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        codegen::UNSUPPORTED_TYPE,
        with(
            METAL_OUT,
            br"@kernel void k(const int N, double *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 2 * x[i];
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 2 * x[i];
  }
}
",
        ),
    ),
    (
        codegen::UNSUPPORTED_FUNCTION,
        with(
            METAL_OUT,
            br#"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    if (x[i] < 0) printf("negative at %d\n", i);
  }
}
"#,
            br"@kernel void k(const int N, float *x, int *negative) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    if (x[i] < 0) negative[i] = 1;
  }
}
",
        ),
    ),
    (
        codegen::RECURSION,
        with(
            METAL_OUT,
            br"int depth(int n) { return n <= 1 ? 0 : 1 + depth(n / 2); }
@kernel void k(const int N, int *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = depth(x[i]);
  }
}
",
            br"int depth(int n) {
  int d = 0;
  for (; n > 1; n /= 2) ++d;
  return d;
}
@kernel void k(const int N, int *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = depth(x[i]);
  }
}
",
        ),
    ),
    (
        codegen::FUNCTION_POINTER_CALL,
        with(
            DPCPP_OUT,
            br"static int inc(int v) { return v + 1; }
static int dbl(int v) { return 2 * v; }
@kernel void k(const int N, int *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    int (*op)(int) = (i % 2) ? dbl : inc;
    x[i] = op(x[i]);
  }
}
",
            br"static int inc(int v) { return v + 1; }
static int dbl(int v) { return 2 * v; }
@kernel void k(const int N, int *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = (i % 2) ? dbl(x[i]) : inc(x[i]);
  }
}
",
        ),
    ),
    // Lint analyses.
    (
        lint::UNDECLARED_NAME,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = scale;
  }
}
",
            br"@kernel void k(const int N, float *x, const float scale) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = scale;
  }
}
",
        ),
    ),
    (
        lint::UNDECLARED_FUNCTION,
        check(
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = square(x[i]);
  }
}
",
            br"float square(float v) { return v * v; }
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = square(x[i]);
  }
}
",
        ),
    ),
    (
        lint::WRONG_ARGUMENT_COUNT,
        check(
            br"float scale(float v, float s) { return v * s; }
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = scale(x[i]);
  }
}
",
            br"float scale(float v, float s) { return v * s; }
@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = scale(x[i], 2.0f);
  }
}
",
        ),
    ),
    (
        lint::LOSSY_CONVERSION,
        with(
            CONVERSION,
            br"@kernel void k(const int N, float *x, const double *y) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = y[i];
  }
}
",
            br"@kernel void k(const int N, float *x, const double *y) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = (float)y[i];
  }
}
",
        ),
    ),
    (
        lint::DOUBLE_PROMOTION,
        with(
            CONVERSION,
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = x[i] * 0.5;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = x[i] * 0.5f;
  }
}
",
        ),
    ),
    // Normalize.
    (
        normalize::UNCLOSED_ATTRIBUTE_ARGUMENTS,
        with(
            NORMALIZE,
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner {
    x[i] = 0;
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int i = 0; i < N; ++i; @tile(16, @outer, @inner)) {
    x[i] = 0;
  }
}
",
        ),
    ),
    (
        normalize::UNCONVERTIBLE_ATTRIBUTE,
        with(
            NORMALIZE,
            br"#define KIND outer
@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @KIND) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
}
",
            br"@kernel void k(const int N, float *x) {
  for (int b = 0; b < N; ++b; @outer) {
    for (int t = 0; t < 16; ++t; @inner) {
      x[b * 16 + t] = 0;
    }
  }
}
",
        ),
    ),
    // Driver.
    (driver::CANNOT_READ_INPUT, args(&["check", "kernel.okl"], CHECK, KERNEL)),
    (
        driver::CANNOT_WRITE_OUTPUT,
        args(
            &["transpile", INPUT, "-o", "out/k.cpp"],
            &["transpile", INPUT, "-o", "k.cpp"],
            KERNEL,
        ),
    ),
    (driver::INPUT_TOO_LARGE, Example::Unprovokable("needs an input file of more than 4 GiB")),
    (
        driver::INVALID_UTF8,
        pre(b"// na\xefve Latin-1 comment\nint a;\n", b"// na\xc3\xafve UTF-8 comment\nint a;\n"),
    ),
    (
        driver::INVALID_COMMAND_LINE,
        args(&["check", INPUT, "--bakend", "cuda"], &["check", INPUT, "--backend", "cuda"], KERNEL),
    ),
    (driver::UNKNOWN_CODE, args(&["explain", "OKL9999"], &["explain", "OKL0901"], b"")),
    (
        driver::INTERNAL_ERROR,
        Example::Unprovokable("reports a bug in oklc; no input is meant to produce it"),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_one_example_and_every_example_a_code() {
        let codes: Vec<Code> = crate::codes::all().map(|info| info.code).collect();
        for code in &codes {
            let n = TABLE.iter().filter(|(c, _)| c == code).count();
            assert_eq!(n, 1, "{code} has {n} entries in codes/examples.rs (one is needed)");
        }
        for (code, _) in TABLE {
            assert!(codes.contains(code), "{code} has an example but is not registered");
        }
    }

    #[test]
    fn command_lines_quote_what_a_shell_expands() {
        assert_eq!(command_line(&["check", "k.okl", "-D", "N=2"]), "oklc check k.okl -D N=2");
        assert_eq!(command_line(&["--instantiate", "k<float>"]), "oklc --instantiate 'k<float>'");
        assert_eq!(command_line(&["a b", ""]), "oklc 'a b' ''");
    }
}
