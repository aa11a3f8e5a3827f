//! What the Metal Shading Language cannot express, reported at its OKL line instead of being
//! printed into code Metal rejects: `double`, `wchar_t` and pointers to functions (the first
//! use in the file of each; `long long` is printed as Metal's 64-bit `long`, except in text
//! passed through, where it is reported), calls of C library functions Metal has no counterpart
//! of (`printf`, `malloc`, ...), names of the C++ standard library Metal has none of
//! (`std::forward`; [`super::library`] respells those Metal has, and oklc's device subset
//! provides `std::pair`, `std::complex`, `std::swap` and `std::exchange`), lambdas the passes
//! could not lower (`crate`'s callers run the `lambdas` pass for Metal), and recursion (the call
//! that closes a cycle of helper calls, [`crate::recursion`]).

use std::cell::{Cell, RefCell};

use oklc_diag::Diagnostic;
use oklc_diag::codes::codegen as codes;
use oklc_ir::{Builtin, Expr, ExprId, Item, LocalKind, Stmt, Store, TyId, TyKind};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::printer::{Cx, Writer, get};

/// C library functions Metal device code has no counterpart of.
const UNSUPPORTED_FUNCTIONS: &[&str] = &[
    "abort", "calloc", "exit", "fprintf", "free", "malloc", "printf", "putchar", "puts", "realloc",
    "snprintf", "sprintf",
];

/// What the file has reported so far, and the calls of the functions printed so far.
#[derive(Debug, Default)]
pub struct Reported {
    double: Cell<bool>,
    long_long: Cell<bool>,
    wchar: Cell<bool>,
    function_pointer: Cell<bool>,
    lambda: Cell<bool>,
    /// Functions and `std` names reported.
    functions: RefCell<Vec<SmolStr>>,
    calls: crate::recursion::CallGraph,
}

/// The types Metal lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Missing {
    Double,
    /// `long long` in text passed through, which is printed as written.
    LongLong,
    WChar,
    FunctionPointer,
    /// A name of the C++ standard library (`pair` of `std::pair`).
    Library(SmolStr),
}

fn missing_builtin(b: Builtin) -> Option<Missing> {
    match b {
        Builtin::Double | Builtin::LongDouble => Some(Missing::Double),
        Builtin::WChar => Some(Missing::WChar),
        _ => None,
    }
}

/// The first type Metal lacks in `ty`, through pointers, references, arrays and function
/// types (typedef names are reported where they are defined).
fn missing_in(store: &Store, ty: TyId, depth: u32) -> Option<Missing> {
    if depth > 64 {
        return None;
    }
    match &get(&store.types, ty)?.kind {
        TyKind::Builtin(b) => missing_builtin(*b),
        TyKind::Pointer(inner) | TyKind::Reference(inner)
            if matches!(
                get(&store.types, *inner).map(|t| &t.kind),
                Some(TyKind::Function { .. })
            ) =>
        {
            Some(Missing::FunctionPointer)
        }
        TyKind::Named { name, .. } => {
            super::library::missing(name).map(|n| Missing::Library(SmolStr::new(n)))
        }
        TyKind::Pointer(inner)
        | TyKind::Reference(inner)
        | TyKind::RvalueReference(inner)
        | TyKind::Pack(inner)
        | TyKind::Array { elem: inner, .. } => missing_in(store, *inner, depth + 1),
        TyKind::Function { ret, params, .. } => {
            std::iter::once(ret).chain(params).find_map(|t| missing_in(store, *t, depth + 1))
        }
        _ => None,
    }
}

/// The first type Metal lacks named in source text passed through (`typedef double T;` in a
/// kernel, members of a class with methods).
fn missing_in_text(text: &str) -> Option<Missing> {
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    if words.contains(&"double") {
        return Some(Missing::Double);
    }
    if words.contains(&"wchar_t") {
        return Some(Missing::WChar);
    }
    words.windows(2).any(|w| w == ["long", "long"]).then_some(Missing::LongLong)
}

impl Reported {
    /// Reports `missing` at `span` unless the file reported it already.
    fn report_type(&self, w: &mut Writer<'_>, missing: Missing, span: Span) {
        let (flag, diagnostic) = match missing {
            Missing::Library(name) => return report_library(w, self, &name, span),
            Missing::WChar => (
                &self.wchar,
                Diagnostic::error(codes::UNSUPPORTED_TYPE, "`metal` has no `wchar_t`", span)
                    .with_primary_message("Metal's character type is `char`")
                    .with_help("write `char` (and narrow literals without the `L` prefix)"),
            ),
            Missing::FunctionPointer => (
                &self.function_pointer,
                Diagnostic::error(
                    codes::UNSUPPORTED_TYPE,
                    "`metal` has no pointers to functions",
                    span,
                )
                .with_primary_message("a Metal kernel calls only functions it names")
                .with_help(
                    "select the function with an index and a `switch`, or make it a template \
                     parameter",
                ),
            ),
            Missing::LongLong => (
                &self.long_long,
                Diagnostic::error(codes::UNSUPPORTED_TYPE, "`metal` has no `long long`", span)
                    .with_primary_message(
                        "Metal's 64-bit integer is `long`; this text is printed as written",
                    )
                    .with_help("write `long` (or `unsigned long`), which has 64 bits in Metal"),
            ),
            Missing::Double => (
                &self.double,
                Diagnostic::error(codes::UNSUPPORTED_TYPE, "`metal` has no `double`", span)
                    .with_primary_message("Metal computes in single precision at most")
                    .with_help(
                        "build with the single-precision type, for example `-D dfloat=float` \
                         when the kernel names its floating type through a macro, or write \
                         `float`",
                    ),
            ),
        };
        if !flag.replace(true) {
            w.diagnostics.push(diagnostic);
        }
    }
}

/// Checks a top-level item's types (a function's signature, a global, a typedef, a struct) and
/// a function's calls.
pub fn check_item(w: &mut Writer<'_>, reported: &Reported, item: &Item) {
    let module = w.module;
    match item {
        Item::Function(id) => {
            let Some(f) = get(&module.functions, *id) else { return };
            let span = f.head.unwrap_or(f.span);
            if let Some(m) = missing_in(&f.store, f.ret, 0) {
                reported.report_type(w, m, span);
            }
            for &p in &f.params {
                if let Some(local) = get(&f.locals, p)
                    && let Some(m) = missing_in(&f.store, local.ty, 0)
                {
                    reported.report_type(w, m, local.span);
                }
            }
            reported.calls.check(w, f);
        }
        Item::Global(id) => {
            if let Some(g) = get(&module.globals, *id)
                && let Some(m) = missing_in(&module.store, g.ty, 0)
            {
                reported.report_type(w, m, g.span);
            }
        }
        Item::Typedef(id) => {
            if let Some(td) = get(&module.typedefs, *id)
                && let Some(m) = missing_in(&module.store, td.ty, 0)
            {
                reported.report_type(w, m, td.span);
            }
        }
        Item::Struct(id) => {
            let Some(def) = get(&module.structs, *id) else { return };
            let found = def
                .fields
                .iter()
                .find_map(|f| missing_in(&module.store, f.ty, 0))
                .or_else(|| def.verbatim_members.iter().find_map(|v| missing_in_text(&v.text)));
            if let Some(m) = found {
                reported.report_type(w, m, def.span);
            }
        }
        // Namespaces and definitions outside their class, printed as written.
        Item::Verbatim(v) => {
            if let Some(m) = missing_in_text(&v.text) {
                reported.report_type(w, m, v.span);
            }
        }
        _ => {}
    }
}

/// Checks one statement as it is printed: a declaration's type, the types its expressions
/// name (casts, `sizeof`, constructions) and the functions they call.
pub fn check_stmt(w: &mut Writer<'_>, reported: &Reported, cx: &Cx<'_>, stmt: &Stmt, span: Span) {
    let Some(f) = cx.func else { return };
    match stmt {
        Stmt::Decl(id) => {
            if let Some(local) = get(&f.locals, *id)
                && local.kind != LocalKind::Synthetic
                && let Some(m) = missing_in(&f.store, local.ty, 0)
            {
                reported.report_type(w, m, local.span);
            }
        }
        Stmt::TypeDecl(text) => {
            if let Some(m) = missing_in_text(text) {
                reported.report_type(w, m, span);
            }
        }
        _ => {}
    }
    let mut roots = Vec::new();
    oklc_ir::visit::stmt_exprs(f, stmt, |e| roots.push(e));
    for root in roots {
        let mut found: Vec<(ExprId, Finding)> = Vec::new();
        oklc_ir::visit::walk_expr(&f.store, root, |id, expr| match expr {
            Expr::Cast { ty, .. }
            | Expr::Construct { ty, .. }
            | Expr::SizeOfType(ty)
            | Expr::AlignOf(ty) => {
                if let Some(m) = missing_in(&f.store, *ty, 0) {
                    found.push((id, Finding::Type(m)));
                }
            }
            // `std::sqrt` and the like are printed as Metal's math functions.
            Expr::Name(name) if super::math_name(name).is_none() => {
                if let Some(n) = super::library::missing(name) {
                    found.push((id, Finding::Type(Missing::Library(SmolStr::new(n)))));
                }
            }
            Expr::Lambda(_) => found.push((id, Finding::Lambda)),
            Expr::Call { callee, .. } => {
                if let Some(Expr::Name(name)) = get(&f.store.exprs, *callee) {
                    let bare = name.trim_start_matches("::").trim_start_matches("std::");
                    if UNSUPPORTED_FUNCTIONS.contains(&bare) {
                        found.push((id, Finding::Function(SmolStr::new(bare))));
                    }
                }
            }
            _ => {}
        });
        for (id, finding) in found {
            let at = f.store.expr_spans.get(id).copied().unwrap_or(span);
            match finding {
                Finding::Type(m) => reported.report_type(w, m, at),
                Finding::Function(name) => report_function(w, reported, &name, at),
                Finding::Lambda => report_lambda(w, reported, at),
            }
        }
    }
}

enum Finding {
    Type(Missing),
    Function(SmolStr),
    /// A lambda the `lambdas` pass left as written.
    Lambda,
}

/// Reports the first lambda of the file the passes could not turn into a helper.
fn report_lambda(w: &mut Writer<'_>, reported: &Reported, span: Span) {
    if reported.lambda.replace(true) {
        return;
    }
    w.diagnostics.push(
        Diagnostic::error(codes::UNSUPPORTED_TYPE, "`metal` has no lambda expressions", span)
            .with_primary_message(
                "oklc turns a lambda into a helper function only where a local holds it and \
                 is only called",
            )
            .with_help(
                "hold the lambda in a local and call it, or write the helper function, or a \
                 struct with an `operator()`, yourself",
            ),
    );
}

/// Reports the first use of a `std` name Metal has no counterpart of.
fn report_library(w: &mut Writer<'_>, reported: &Reported, name: &str, span: Span) {
    let qualified = format!("std::{name}");
    if reported.functions.borrow().iter().any(|n| *n == qualified) {
        return;
    }
    reported.functions.borrow_mut().push(SmolStr::new(&qualified));
    w.diagnostics.push(
        Diagnostic::error(
            codes::UNSUPPORTED_FUNCTION,
            format!("`metal` has no `{qualified}`"),
            span,
        )
        .with_primary_message("the Metal Shading Language has no C++ standard library")
        .with_help(
            "write it out, or call Metal's own library; `std::numeric_limits`, `std::array`, \
             `std::min`, `std::max`, `std::clamp`, `std::abs` and the fixed-width integer types \
             are printed as their `metal::` counterparts, and `std::pair`, `std::complex`, \
             `std::swap` and `std::exchange` come from oklc's device subset",
        ),
    );
}

fn report_function(w: &mut Writer<'_>, reported: &Reported, name: &str, span: Span) {
    if reported.functions.borrow().iter().any(|n| n == name) {
        return;
    }
    reported.functions.borrow_mut().push(SmolStr::new(name));
    w.diagnostics.push(
        Diagnostic::error(
            codes::UNSUPPORTED_FUNCTION,
            format!("`metal` device code cannot call `{name}`"),
            span,
        )
        .with_primary_message("the Metal Shading Language has no such function")
        .with_help("write what the host needs to a buffer and read it there"),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_passed_through_names_missing_types_as_words() {
        assert_eq!(missing_in_text("typedef double real;"), Some(Missing::Double));
        assert_eq!(missing_in_text("wchar_t c;"), Some(Missing::WChar));
        assert_eq!(missing_in_text("unsigned long long n;"), Some(Missing::LongLong));
        assert_eq!(missing_in_text("long n; double_t x; long_long y;"), None);
    }
}
