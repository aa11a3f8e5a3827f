//! Small pieces of C++ text lowering needs: type names inside template arguments, template
//! headers, and the mangled names of kernel instantiations.

use oklc_syntax::ast::{TemplateArg, TemplateParam, TranslationUnit, TypeRefId};

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

/// Splits `name<a, b<c, d>>` into the name and its top-level arguments.
pub(crate) fn split_instantiation(text: &str) -> Option<(String, Vec<String>)> {
    let open = text.find('<')?;
    let name = text[..open].trim();
    let inner = text[open + 1..].trim_end().strip_suffix('>')?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let mut args = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in inner.chars() {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                args.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if depth != 0 {
        return None;
    }
    if !cur.trim().is_empty() {
        args.push(cur.trim().to_string());
    }
    Some((name.to_string(), args))
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

/// `template <typename T, int N>` for a template's parameter list.
pub(crate) fn template_header(unit: &TranslationUnit, params: &[TemplateParam]) -> String {
    let parts: Vec<String> = params
        .iter()
        .map(|p| match p {
            TemplateParam::Type { name, default, pack } => {
                let mut s = String::from("typename");
                if *pack {
                    s.push_str("...");
                }
                if let Some(name) = name {
                    s.push(' ');
                    s.push_str(name);
                }
                if let Some(d) = default {
                    s.push_str(" = ");
                    s.push_str(&type_text(unit, *d));
                }
                s
            }
            TemplateParam::Value { ty, name, default, pack } => {
                let mut s = type_text(unit, *ty);
                if *pack {
                    s.push_str("...");
                }
                if let Some(name) = name {
                    s.push(' ');
                    s.push_str(name);
                }
                if let Some(d) = default {
                    s.push_str(" = ");
                    s.push_str(&oklc_syntax::print_expr(unit, *d));
                }
                s
            }
        })
        .collect();
    format!("template <{}>", parts.join(", "))
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
        assert_eq!(split_instantiation("k"), None);
        assert_eq!(split_instantiation("k<float"), None);
    }
}
