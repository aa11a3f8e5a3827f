//! Small pieces of C++ text lowering needs: type names inside template arguments and the
//! mangled names of kernel instantiations.

use oklc_lex::{TokKind, Token};
use oklc_span::{FileId, Span};
use oklc_syntax::ast::{ExprId, Init, Item, TemplateArg, TranslationUnit, TypeRefId};

/// The name of the kernel instantiated as `name<args>`: `name_arg1_arg2`, with every character
/// that cannot appear in an identifier replaced (`*` → `ptr`, other runs → `_`). Documented in
/// `docs/templates.md`; deterministic, so metadata and launchers can rely on it.
pub fn mangle_instantiation(name: &str, args: &[String]) -> String {
    let mut out = String::from(name);
    for arg in args {
        let mut part = String::new();
        for c in arg.trim().chars() {
            if c.is_alphanumeric() || c == '_' {
                part.push(c);
            } else {
                if !part.is_empty() && !part.ends_with('_') {
                    part.push('_');
                }
                if c == '*' {
                    part.push_str("ptr");
                }
            }
        }
        out.push('_');
        out.push_str(part.trim_end_matches('_'));
    }
    out
}

/// Splits `name<a, b<c, d>>` into the name and its top-level arguments. A bare `name` asks for
/// the instantiation with every argument defaulted, like `name<>`.
pub(crate) fn split_instantiation(text: &str) -> Option<(String, Vec<String>)> {
    split_named(text, false)
}

/// [`split_instantiation`] of a type, whose name may be qualified (`util::Vec<int, 2>`).
pub(crate) fn split_type_instantiation(text: &str) -> Option<(String, Vec<String>)> {
    split_named(text, true)
}

fn split_named(text: &str, qualified: bool) -> Option<(String, Vec<String>)> {
    let is_name = |name: &str| {
        let name = if qualified { name.trim_start_matches("::") } else { name };
        let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
        match qualified {
            true => name.split("::").all(ident),
            false => ident(name),
        }
    };
    let Some(open) = text.find('<') else {
        let name = text.trim();
        return is_name(name).then(|| (name.to_string(), Vec::new()));
    };
    let name = text[..open].trim();
    let inner = text[open + 1..].trim_end().strip_suffix('>')?;
    if !is_name(name) {
        return None;
    }
    let mut args = Vec::new();
    // Inside parentheses `<` and `>` compare (`k<(2 > 1)>`); outside they nest arguments.
    let (mut angles, mut parens) = (0i32, 0i32);
    let mut cur = String::new();
    for c in inner.chars() {
        match c {
            '(' => parens += 1,
            ')' => parens -= 1,
            '<' if parens == 0 => angles += 1,
            '>' if parens == 0 => angles -= 1,
            ',' if angles == 0 && parens == 0 => {
                args.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if angles != 0 || parens != 0 {
        return None;
    }
    if !cur.trim().is_empty() || !args.is_empty() {
        args.push(cur.trim().to_string());
    }
    // `k<, float>` and `k<float,>` leave an argument out.
    if args.iter().any(String::is_empty) {
        return None;
    }
    Some((name.to_string(), args))
}

/// The spelling of a non-type argument's value in a mangled kernel name: the decimal value, a
/// negative one with `neg` for its sign (`-1` → `neg1`, which `_` alone would confuse with
/// `1`), a `bool` as `true`/`false`.
pub(crate) fn mangled_value(value: i64, is_bool: bool) -> String {
    match (is_bool, value) {
        (true, 0) => "false".into(),
        (true, _) => "true".into(),
        (false, v) if v < 0 => format!("neg{}", v.unsigned_abs()),
        (false, v) => v.to_string(),
    }
}

/// Parses `text` as a translation unit of its own (a command-line template argument wrapped in
/// a declaration); `None` unless it lexes and parses without any diagnostic.
fn parse_snippet(file: FileId, text: &str) -> Option<TranslationUnit> {
    parse_items(file, text, 1)
}

/// `text` parsed as `items` declarations without a diagnostic.
fn parse_items(file: FileId, text: &str, items: usize) -> Option<TranslationUnit> {
    let lexed = oklc_lex::lex(file, text);
    if !lexed.diagnostics.is_empty() {
        return None;
    }
    let tokens: Vec<Token> = lexed.tokens.into_iter().filter(|t| !t.kind.is_comment()).collect();
    // A `#` would start a directive, which only the preprocessor turns into a token.
    if tokens.iter().any(|t| matches!(t.kind, TokKind::Hash | TokKind::HashHash)) {
        return None;
    }
    let parsed = oklc_syntax::parse(&tokens, Span::point(file, text.len() as u32));
    (parsed.diagnostics.is_empty() && parsed.unit.items.len() == items).then_some(parsed.unit)
}

/// A command-line template argument read as an expression: its own syntax tree and the
/// expression in it, or `None` when it is not one (`float`, `unsigned int`, `T *`).
pub(crate) fn arg_as_expr(file: FileId, text: &str) -> Option<(TranslationUnit, ExprId)> {
    let unit = parse_snippet(file, &format!("int _oklc_arg = {text};"))?;
    arg_init(unit)
}

/// A template argument for a parameter of type `ty` read as an expression, `ty` known as a
/// type name when it is one: the cast `((Layout)1)` an enumeration's argument is spelled as
/// is then a cast (the snippet declares no other name).
pub(crate) fn arg_as_value(
    file: FileId,
    text: &str,
    ty: &str,
) -> Option<(TranslationUnit, ExprId)> {
    let is_name = ty.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && ty.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !is_name || crate::types::builtin_spelled(ty).is_some() {
        return arg_as_expr(file, text);
    }
    let unit = parse_items(file, &format!("typedef int {ty}; int _oklc_arg = {text};"), 2)?;
    arg_init(unit)
}

/// The initializer of the last declaration of `unit`, `int _oklc_arg = ...;`.
fn arg_init(unit: TranslationUnit) -> Option<(TranslationUnit, ExprId)> {
    let init = match unit.item(*unit.items.last()?) {
        Item::Var(decl) => match decl.declarators.as_slice() {
            [d] => match d.init {
                Some(Init::Assign(e)) => Some(e),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }?;
    Some((unit, init))
}

/// Whether a command-line template argument reads as a type (`float`, `unsigned int`,
/// `float *`). A name the parser does not know as a type does not.
pub(crate) fn arg_is_type(file: FileId, text: &str) -> bool {
    parse_snippet(file, &format!("typedef {text} _oklc_arg;")).is_some_and(|unit| {
        matches!(
            unit.items.first().map(|&i| unit.item(i)),
            Some(Item::Typedef(decl)) if decl.declarators.len() == 1
        )
    })
}

/// `text` with every name that `replace` maps (other than a member or qualified-name part after
/// `.`, `->` or `::`) replaced: template parameters inside text that lowering passes through
/// (template arguments of calls and types, lambdas). Comments and spacing are kept.
pub(crate) fn replace_names(
    file: FileId,
    text: &str,
    replace: &dyn Fn(&str) -> Option<String>,
) -> String {
    let lexed = oklc_lex::lex(file, text);
    let mut out = String::with_capacity(text.len());
    let mut copied = 0usize;
    let mut after_access = false;
    for t in &lexed.tokens {
        if t.kind.is_comment() {
            continue;
        }
        let (lo, hi) = (t.span.lo as usize, t.span.hi as usize);
        if t.kind == TokKind::Ident
            && !after_access
            && let Some(with) = replace(t.text.as_str())
            && let Some(before) = text.get(copied..lo)
        {
            out.push_str(before);
            out.push_str(&with);
            copied = hi;
        }
        after_access = matches!(t.kind, TokKind::Dot | TokKind::Arrow | TokKind::ColonColon);
    }
    out.push_str(text.get(copied..).unwrap_or_default());
    out
}

/// C++ spelling of a type used as a template argument or in a template header.
pub(crate) fn type_text(unit: &TranslationUnit, ty: TypeRefId) -> String {
    oklc_syntax::print_type(unit, ty)
}

pub(crate) fn targs_text(unit: &TranslationUnit, args: &[TemplateArg]) -> String {
    args.iter()
        .map(|a| match a {
            TemplateArg::Type(t) => type_text(unit, *t),
            TemplateArg::Expr(e) => oklc_syntax::print_expr(unit, *e),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instantiation_names_are_identifiers() {
        assert_eq!(mangle_instantiation("scale", &["float".into()]), "scale_float");
        assert_eq!(
            mangle_instantiation("f", &["unsigned int".into(), "4".into()]),
            "f_unsigned_int_4"
        );
        assert_eq!(mangle_instantiation("f", &["float *".into()]), "f_float_ptr");
        assert_eq!(
            mangle_instantiation("f", &["std::complex<double>".into()]),
            "f_std_complex_double"
        );
    }

    #[test]
    fn instantiation_text_splits_at_top_level_commas() {
        assert_eq!(split_instantiation("k<float>"), Some(("k".into(), vec!["float".into()])));
        assert_eq!(
            split_instantiation("k<pair<int, int>, 4>"),
            Some(("k".into(), vec!["pair<int, int>".into(), "4".into()]))
        );
        assert_eq!(split_instantiation("k"), Some(("k".into(), vec![])));
        assert_eq!(split_instantiation("k<>"), Some(("k".into(), vec![])));
        assert_eq!(
            split_instantiation("k<(2 > 1), 2*4>"),
            Some(("k".into(), vec!["(2 > 1)".into(), "2*4".into()]))
        );
        assert_eq!(split_instantiation("k<float"), None);
        assert_eq!(split_instantiation("k<, float>"), None);
        assert_eq!(split_instantiation("k<float,>"), None);
        assert_eq!(split_instantiation("k x"), None);
        assert_eq!(split_instantiation(""), None);
        assert_eq!(split_instantiation("util::Vec<int>"), None);
    }

    #[test]
    fn type_instantiations_may_be_qualified() {
        assert_eq!(
            split_type_instantiation("util::Vec<int, 2>"),
            Some(("util::Vec".into(), vec!["int".into(), "2".into()]))
        );
        assert_eq!(split_type_instantiation("::Pow<3>"), Some(("::Pow".into(), vec!["3".into()])));
        assert_eq!(split_type_instantiation("util::<int>"), None);
        assert_eq!(split_type_instantiation("a b<int>"), None);
    }

    #[test]
    fn negative_values_mangle_apart_from_positive_ones() {
        assert_eq!(mangled_value(8, false), "8");
        assert_eq!(mangled_value(-1, false), "neg1");
        assert_eq!(mangled_value(i64::MIN, false), "neg9223372036854775808");
        assert_eq!(mangled_value(1, true), "true");
        assert_eq!(mangled_value(0, true), "false");
    }

    #[test]
    fn arguments_read_as_expressions_or_types() {
        let f = FileId(0);
        assert!(arg_as_expr(f, "2*4").is_some());
        assert!(arg_as_expr(f, "-1").is_some());
        assert!(arg_as_expr(f, "'a'").is_some());
        assert!(arg_as_expr(f, "float").is_none());
        assert!(arg_as_expr(f, "unsigned int").is_none());
        assert!(arg_as_expr(f, "float *").is_none());
        assert!(arg_as_expr(f, "1; int y = 2").is_none());
        assert!(arg_as_expr(f, "# 1").is_none());
        assert!(arg_is_type(f, "float *"));
        assert!(arg_is_type(f, "unsigned int"));
        assert!(!arg_is_type(f, "8"));
        assert!(!arg_is_type(f, "2*4"));
    }

    /// An enumeration's argument is spelled `((Layout)1)`, which reads as a cast only when the
    /// parameter's type is known as a type; a snippet that declares more is no argument.
    #[test]
    fn value_arguments_read_casts_to_the_parameter_type() {
        let f = FileId(0);
        let (unit, e) = arg_as_value(f, "((Layout)1)", "Layout").expect("a cast");
        assert!(matches!(unit.expr(e), oklc_syntax::ast::Expr::Paren(_)), "{:?}", unit.expr(e));
        assert_eq!(oklc_sema::eval_int(&unit, e, &()), None, "no enumeration is known to ()");
        assert!(arg_as_value(f, "((Layout)1)", "unsigned int").is_none());
        assert!(arg_as_value(f, "3", "int").is_some());
        assert!(arg_as_value(f, "1; int y = 2", "Layout").is_none());
    }

    #[test]
    fn replaced_names_skip_members_and_qualified_parts() {
        let map = |n: &str| (n == "B").then(|| "8".to_string());
        assert_eq!(
            replace_names(FileId(0), "[&](int i) { return s.B + p->B + N::B + B * i; }", &map),
            "[&](int i) { return s.B + p->B + N::B + 8 * i; }"
        );
        assert_eq!(replace_names(FileId(0), "Bx + B/*B*/", &map), "Bx + 8/*B*/");
    }
}
