//! `oklc-lint` through the driver: undeclared names, helper argument counts and the
//! `conversion` group, and the C++ constructs and runtime names they must not report.

use std::path::Path;

use oklc_diag::codes::lint as codes;
use oklc_diag::{Code, Diagnostic, Severity};
use oklc_driver::{LintOptions, MacroAction, MemoryLoader, Options, Session};

fn check_with(text: &str, options: Options, loader: MemoryLoader) -> Vec<Diagnostic> {
    let loader = loader.with("k.okl", text);
    let mut session = Session::new(options, &loader);
    session.check(Path::new("k.okl")).expect("readable").diagnostics.into_vec()
}

fn check(text: &str) -> Vec<Diagnostic> {
    check_with(text, Options::default(), MemoryLoader::new())
}

fn codes_of(diagnostics: &[Diagnostic]) -> Vec<Code> {
    diagnostics.iter().map(|d| d.code).collect()
}

/// A kernel whose inner loop body is `body`, after `prelude`.
fn kernel(prelude: &str, body: &str) -> String {
    format!(
        "{prelude}\n@kernel void k(const int n, const float alpha, float *x, int *c) {{\n\
         \x20 for (int b = 0; b < n; b += 16; @outer) {{\n\
         \x20   for (int i = b; i < b + 16; ++i; @inner) {{\n\
         \x20     {body}\n\
         \x20   }}\n\
         \x20 }}\n\
         }}\n"
    )
}

#[test]
fn an_undeclared_identifier_is_a_warning_with_a_did_you_mean_fix() {
    let text = kernel("", "x[i] = alpah * x[i];");
    let diagnostics = check(&text);
    assert_eq!(codes_of(&diagnostics), [codes::UNDECLARED_NAME], "{diagnostics:#?}");
    let d = &diagnostics[0];
    assert_eq!(d.severity, Severity::Warning);
    assert_eq!(&text[d.primary.span.range()], "alpah");
    assert_eq!(d.help.as_deref(), Some("did you mean `alpha`?"));
    assert_eq!(d.fixes[0].edits[0].text, "alpha");
    assert_eq!(d.fixes[0].edits[0].span, d.primary.span);
}

#[test]
fn an_undeclared_function_is_a_warning() {
    let diagnostics = check(&kernel("", "x[i] = foo(3);"));
    assert_eq!(codes_of(&diagnostics), [codes::UNDECLARED_FUNCTION], "{diagnostics:#?}");
    assert_eq!(diagnostics[0].message, "use of undeclared function `foo`");
}

#[test]
fn runtime_names_macros_and_declarations_of_every_kind_are_known() {
    let prelude = "#define SCALE 2.0f\n\
                   enum Mode { FAST, SLOW };\n\
                   struct P { float v; float get() const { return v; } };\n\
                   typedef float real;\n\
                   namespace util { inline float sq(float a) { return a * a; } }\n\
                   template <typename T> T twice(T a) { return a + a; }\n";
    let body = "float4 q = make_float4(1, 2, 3, 4);\n\
                real r = sqrtf(x[i]) + fabs(x[i]) + SCALE + util::sq(x[i]) + twice<float>(x[i]) + FROM_D;\n\
                auto f = [&](float y) { return y * r; };\n\
                P p{r}; x[i] = f(p.get()) + q.x + (FAST == SLOW) + threadIdx.x;\n\
                atomicAdd(&c[0], 1);";
    let options = Options {
        macros: vec![MacroAction::Define { name: "FROM_D".into(), value: Some("1".into()) }],
        ..Options::default()
    };
    let diagnostics = check_with(&kernel(prelude, body), options, MemoryLoader::new());
    assert!(diagnostics.is_empty(), "{diagnostics:#?}");
}

#[test]
fn names_from_force_included_headers_are_known() {
    let loader =
        MemoryLoader::new().with("defs.h", "const float gain = 2.0f;\nfloat boost(float v);\n");
    let options = Options { forced_includes: vec!["defs.h".into()], ..Options::default() };
    let diagnostics = check_with(&kernel("", "x[i] = boost(x[i]) * gain;"), options, loader);
    assert!(diagnostics.is_empty(), "{diagnostics:#?}");
}

#[test]
fn a_helper_called_with_the_wrong_number_of_arguments_is_an_error() {
    let prelude = "float mix2(float a, float b, float t = 0.5f) { return a + t * (b - a); }";
    let ok = check(&kernel(prelude, "x[i] = mix2(x[i], 1.0f) + mix2(x[i], 1.0f, alpha);"));
    assert!(ok.is_empty(), "default arguments count: {ok:#?}");
    let text = kernel(prelude, "x[i] = mix2(x[i]);");
    let diagnostics = check(&text);
    assert_eq!(codes_of(&diagnostics), [codes::WRONG_ARGUMENT_COUNT], "{diagnostics:#?}");
    let d = &diagnostics[0];
    assert_eq!(d.severity, Severity::Error);
    assert_eq!(d.message, "`mix2` takes 2 to 3 arguments, but 1 was given");
    assert!(text[d.secondary[0].span.range()].starts_with("float mix2"), "{d:#?}");
}

#[test]
fn overloaded_and_variadic_helpers_are_not_counted() {
    let prelude = "float h(float a) { return a; }\nfloat h(float a, float b) { return a + b; }\n\
                   int logf2(const char *f, ...) { return 0; }";
    let diagnostics =
        check(&kernel(prelude, "x[i] = h(x[i]) + h(x[i], 1.0f) + logf2(\"a\", 1, 2);"));
    assert!(diagnostics.is_empty(), "{diagnostics:#?}");
}

#[test]
fn conversions_are_reported_only_when_the_group_is_on() {
    let text = kernel("", "double d = x[i]; float t = d * 2; x[i] = t * 0.5;");
    assert!(check(&text).is_empty(), "off by default on the command line");
    let options = Options { lint: LintOptions { conversion: true }, ..Options::default() };
    let diagnostics = check_with(&text, options, MemoryLoader::new());
    assert_eq!(
        codes_of(&diagnostics),
        [codes::LOSSY_CONVERSION, codes::LOSSY_CONVERSION, codes::DOUBLE_PROMOTION],
        "{diagnostics:#?}"
    );
    assert_eq!(&text[diagnostics[0].primary.span.range()], "d * 2");
    // `t * 0.5` is a `double` stored into a `float`, and its literal promotes it.
    assert_eq!(&text[diagnostics[1].primary.span.range()], "t * 0.5");
    let promotion = &diagnostics[2];
    assert_eq!(&text[promotion.primary.span.range()], "0.5");
    assert_eq!(promotion.fixes[0].edits[0].text, "0.5f");
    // Literals, casts and float arithmetic are fine.
    let clean = kernel("", "float t = 0.5; x[i] = (float)(double)t + t * 0.5f + 2 * t;");
    let options = Options { lint: LintOptions { conversion: true }, ..Options::default() };
    let diagnostics = check_with(&clean, options, MemoryLoader::new());
    assert!(diagnostics.is_empty(), "{diagnostics:#?}");
}
