//! Unit tests of the conversion: spellings, moved clauses, macro bodies, the way back, bad input.

use oklc_span::FileId;

use crate::{Spelling, normalize};

fn cxx(src: &str) -> String {
    normalize(FileId(0), src, Spelling::Cxx).expect("converts").text
}

fn okl(src: &str) -> String {
    normalize(FileId(0), src, Spelling::Okl).expect("converts").text
}

/// Converts to C++, checks the expected text, and converts back to the input.
fn round_trip(src: &str, expected: &str) {
    let c = cxx(src);
    assert_eq!(c, expected, "C++ spelling of {src:?}");
    assert_eq!(okl(&c), src, "way back from {c:?}");
}

#[test]
fn prefix_attributes_take_the_spec_spelling() {
    round_trip(
        "@kernel void k(@restrict float *a) {\n  @outer for (;;) { @inner(0) for (;;) {} }\n}\n",
        "[[okl_kernel(\"\")]] void k([[okl_restrict(\"\")]] float *a) {\n  [[okl_outer(\"\")]] for (;;) { [[okl_inner(\"(0)\")]] for (;;) {} }\n}\n",
    );
    round_trip(
        "@tile(16,@outer,@inner,check=false) for (;;) {}",
        "[[okl_tile(\"(16,@outer,@inner,check=false)\")]] for (;;) {}",
    );
    round_trip("@barrier(\"warp\");", "[[okl_barrier(\"(\\\"warp\\\")\")]];");
    round_trip("float *p @dim(4, 8);", "float *p [[okl_dim(\"(4, 8)\")]];");
    round_trip("@ restrict int *q;", "[[ okl_restrict(\"\")]] int *q;");
    round_trip("@outer() for (;;) {}", "[[okl_outer(\"()\")]] for (;;) {}");
}

#[test]
fn trailing_loop_clause_moves_in_front_and_comes_back() {
    round_trip(
        "for (int i = 0; i < n; ++i; @outer) {}",
        "[[okl_outer(\"\")]] for (int i = 0; i < n; ++i/*okl:; @outer*/) {}",
    );
    round_trip(
        "@max_inner_dims(8) for (int i = 0; i < n; ++i ;@tile(4, @outer, @inner) /* a */ @nobarrier ) {}",
        "[[okl_max_inner_dims(\"(8)\")]] [[okl_tile(\"(4, @outer, @inner)\")]] [[okl_nobarrier(\"\")]] for (int i = 0; i < n; ++i /*okl:;@tile(4, @outer, @inner) /* a *\\/ @nobarrier*/ ) {}",
    );
    // A clause holding something else than attributes stays where it is.
    round_trip(
        "for (i = 0; i < n; ++i; @outer x) {}",
        "for (i = 0; i < n; ++i; [[okl_outer(\"\")]] x) {}",
    );
}

#[test]
fn attributes_after_pointer_qualifiers_move_after_the_star_and_come_back() {
    round_trip(
        "void f(float *const @restrict p);",
        "void f(float *[[okl_restrict(\"\")]] const /*okl:@restrict*/ p);",
    );
    round_trip(
        "void f(float * const volatile  @restrict /* c */ @restrict p);",
        "void f(float *[[okl_restrict(\"\")]] [[okl_restrict(\"\")]]  const volatile  /*okl:@restrict /* c *\\/ @restrict*/ p);",
    );
    // Right after the `*` nothing moves.
    round_trip("float *@restrict p;", "float *[[okl_restrict(\"\")]] p;");
    // A macro name or an attribute of an unknown name stays, in place.
    assert_eq!(cxx("float *const @R p;"), "float *const @R p;");
    // Attributes edited in front of the qualifiers leave the marker alone.
    let edited = "float *[[okl_dim(\"(2)\")]] const /*okl:@restrict*/ p;";
    assert_eq!(okl(edited), "float *@dim(2) const /*okl:@restrict*/ p;");
}

#[test]
fn nested_cxx_attributes_go_into_the_string_and_come_back_as_okl() {
    let src = "for (int i = 0; i < n; ++i; @tile(8, [[okl_outer(\"\")]], @inner)) {}";
    let c = cxx(src);
    assert_eq!(
        c,
        "[[okl_tile(\"(8, [[okl_outer(\\\"\\\")]], @inner)\")]] for (int i = 0; i < n; ++i/*okl:; @tile(8, [[okl_outer(\"\")]], @inner)*/) {}"
    );
    // A file that mixes the spellings comes back all in `@attr`.
    assert_eq!(okl(&c), okl(src));
    assert_eq!(okl(src), "for (int i = 0; i < n; ++i; @tile(8, @outer, @inner)) {}");
}

#[test]
fn line_breaks_and_comments_stay_outside_the_strings() {
    round_trip(
        "@tile(16, // size\n      @outer)\nfor (;;) {}",
        "[[okl_tile(\"(16,\" // size\n      \"@outer)\")]]\nfor (;;) {}",
    );
    round_trip(
        "for (int i = 0; i < n; ++i;\n     @outer) {}",
        "[[okl_outer(\"\")]] for (int i = 0; i < n; ++i/*okl:;\n     @outer*/) {}",
    );
}

#[test]
fn macro_parameters_become_stringified() {
    round_trip(
        "#define INNER(a, ...) @inner(a) @dim( __VA_ARGS__ )\n",
        "#define INNER(a, ...) [[okl_inner(\"(\" #a \")\")]] [[okl_dim(\"( \" #__VA_ARGS__ \" )\")]]\n",
    );
    round_trip(
        "#define LOOP(n) for (int i = 0; i < n; ++i; @tile(n, @outer)) {}\n",
        "#define LOOP(n) [[okl_tile(\"(\" #n \", @outer)\")]] for (int i = 0; i < n; ++i/*okl:; @tile(n, @outer)*/) {}\n",
    );
    round_trip(
        "#define X @outer(1)\n#if 0\n@inner\n#endif\n",
        "#define X [[okl_outer(\"(1)\")]]\n#if 0\n[[okl_inner(\"\")]]\n#endif\n",
    );
}

#[test]
fn directives_and_pragmas() {
    round_trip(
        "@directive(\"#define BS 8\")\n#define D(t) @directive(t)\n#pragma occa attributes @inner(1)\n#error keep @this\n",
        "OKL(\"@directive(\\\"#define BS 8\\\")\")\n#define D(t) OKL(\"@directive(\" #t \")\")\n#pragma occa attributes [[okl_inner(\"(1)\")]]\n#error keep @this\n",
    );
}

#[test]
fn existing_cxx_attributes_are_read_back() {
    assert_eq!(okl("[[okl_dim(\"4, 4\")]] int x;"), "@dim(4, 4) int x;");
    // Not the form `--to cxx` writes: left alone.
    assert_eq!(okl("[[okl_dim(\"\\x41\")]] [[nodiscard]]"), "[[okl_dim(\"\\x41\")]] [[nodiscard]]");
    assert_eq!(cxx("[[okl_atomic(\"\")]] x += 1;"), "[[okl_atomic(\"\")]] x += 1;");
}

#[test]
fn bad_input_is_a_diagnostic() {
    let e = normalize(FileId(0), "@tile(16, @outer for (;;) {}", Spelling::Cxx).unwrap_err();
    assert_eq!(e[0].code, oklc_diag::codes::normalize::UNCLOSED_ATTRIBUTE_ARGUMENTS);
    assert_eq!(e[0].primary.span.lo, 5);
    let e = normalize(FileId(0), "int a = 'x;\n", Spelling::Cxx).unwrap_err();
    assert!(e[0].is_error());
    let e = normalize(FileId(0), "#define A(x) @dim(1,\n2)\n", Spelling::Cxx).unwrap_err();
    assert_eq!(e[0].code, oklc_diag::codes::normalize::UNCLOSED_ATTRIBUTE_ARGUMENTS);
    let e = normalize(FileId(0), "@dim(1,\n#if X\n2)\n#endif\n", Spelling::Cxx).unwrap_err();
    assert_eq!(e[0].code, oklc_diag::codes::normalize::UNCONVERTIBLE_ATTRIBUTE);
}

#[test]
fn macro_names_and_pastes() {
    round_trip(
        "#define T(NAME) for (;;; @tile(TILE_ ##NAME, @outer)) {}\n",
        "#define T(NAME) [[okl_tile(\"(TILE_\"/*okl:##*/#NAME \", @outer)\")]] for (;;/*okl:; @tile(TILE_ ##NAME, @outer)*/) {}\n",
    );
    let src = "#define LOOP(x) @x\n#define KIND outer\n@KIND for (;;) {}\n@dim(#x)\n";
    let c = normalize(FileId(0), src, Spelling::Cxx).expect("converts");
    assert_eq!(
        c.text,
        "#define LOOP(x) @x\n#define KIND outer\n@KIND for (;;) {}\n[[okl_dim(\"(#x)\")]]\n"
    );
    assert_eq!(c.warnings.len(), 2);
    assert!(c.warnings.iter().all(|w| !w.is_error()));
    let c = normalize(FileId(0), "#define S(x) @dim(#x)\n", Spelling::Cxx).expect("converts");
    assert_eq!(c.text, "#define S(x) @dim(#x)\n");
    assert_eq!(c.warnings.len(), 1);
}

#[test]
fn cxx_attributes_in_the_trailing_clause_move_too() {
    let src = "for (int t = 0; t < n; ++t; [[okl_inner(\"(0)\")]]) {}";
    let c = cxx(src);
    assert_eq!(
        c,
        "[[okl_inner(\"(0)\")]] for (int t = 0; t < n; ++t/*okl:; [[okl_inner(\"(0)\")]]*/) {}"
    );
    assert_eq!(okl(&c), okl(src));
    assert_eq!(okl(src), "for (int t = 0; t < n; ++t; @inner(0)) {}");
}

#[test]
fn a_moved_clause_never_adds_a_line() {
    round_trip(
        "for (int t = 0; t < 4; ++t; @inner(\\\n  0) // x\n) {}",
        "[[okl_inner(\"( 0)\")]] for (int t = 0; t < 4; ++t/*okl:; @inner(\\\\\n  0) // x*/\n) {}",
    );
}

#[test]
fn the_way_back_leaves_strings_that_would_not_lex() {
    for src in ["[[okl_outer(\"(\")]] for (;;) {}", "[[okl_tile(\"(`)\")]] x;"] {
        assert_eq!(okl(src), src);
    }
}

#[test]
fn attributes_that_macros_may_nest_stay_as_written() {
    for src in [
        "#define LOOPS @outer, @inner\n",
        "TILED(k, N, 4, @outer, @inner(0)) {}\n",
        "#define OUTER(it, n) LOOP_(@outer(0), it, n)\n",
        "STR(@inner)\n",
        "STR(@inner(0) @shared)\n",
        "for (;;) @inner @nobarrier {}\n",
    ] {
        let c = normalize(FileId(0), src, Spelling::Cxx).expect("converts");
        assert_eq!(c.text, src);
        assert!(!c.warnings.is_empty());
    }
    round_trip(
        "int a @dim(2), b;\nf(@restrict float *p);\n",
        "int a [[okl_dim(\"(2)\")]], b;\nf([[okl_restrict(\"\")]] float *p);\n",
    );
}
