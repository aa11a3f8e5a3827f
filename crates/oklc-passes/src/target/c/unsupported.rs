//! `c-unsupported`: what OpenCL C forbids and oklc does not lower, reported at its OKL line
//! (OKL0610) instead of being printed into code the OpenCL compiler rejects: bit-fields (in
//! the records the file declares), pointers to functions (locals, parameters, members and
//! typedefs), virtual member functions, base classes the lowering keeps as text, `wchar_t`
//! and the wide string literals (`L"…"`, `u"…"`, `U"…"`) whose elements have no OpenCL C
//! type, and assignments to program-scope variables, which OpenCL C 1.2 keeps in constant
//! memory.

use oklc_diag::Diagnostic;
use oklc_diag::codes::codegen as codes;
use oklc_ir::literal::{Encoding, decode_string};
use oklc_ir::{ArenaExt, Builtin, Expr, ExprId, LitKind, Stage, Store, TyId, TyKind, UnaryOp};
use oklc_span::Span;

use crate::pipeline::{Pass, PassCx};

pub(super) struct UnsupportedPass;

impl Pass for UnsupportedPass {
    fn name(&self) -> &'static str {
        "c-unsupported"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let mut found: Vec<Diagnostic> = Vec::new();
        let since = cx.since;
        let module = &*cx.module;
        let virtuals = module
            .structs
            .values()
            .any(|def| def.verbatim_members.iter().any(|m| declares_virtual(&m.text)));
        for (_, def) in module.structs.iter().skip(since.structs) {
            let name = def.name.as_deref().unwrap_or("");
            // A base lowering kept as text (`crate::target::c::bases`); a virtual function,
            // reported below, is the likelier cause.
            if let Some(bases) = def.bases.as_deref().filter(|_| !virtuals) {
                let several = several_bases(bases);
                let (message, help) = match several {
                    true => (
                        format!(
                            "OpenCL C has no base classes, and oklc holds one base per record: `{name}` has several"
                        ),
                        "derive from one base, holding the other as a member",
                    ),
                    false => (
                        format!(
                            "OpenCL C has no base classes, and oklc cannot lower those of `{name}`"
                        ),
                        "give the record and its base only data members, member functions, member templates and static integer constants, at file scope",
                    ),
                };
                found.push(
                    Diagnostic::error(codes::UNSUPPORTED_TYPE, message, def.span)
                        .with_primary_message("derives from a base kept as C++")
                        .with_help(help),
                );
            }
            if let Some(field) = def.fields.iter().find(|f| f.bit_width.is_some()) {
                let message = format!("OpenCL C has no bit-fields: `{name}::{}`", field.name);
                found.push(
                    Diagnostic::error(codes::UNSUPPORTED_TYPE, message, def.span)
                        .with_primary_message("declares a bit-field")
                        .with_help("declare the member with its whole type, or pack the bits into an integer with shifts and masks"),
                );
            }
            if let Some(member) = def.verbatim_members.iter().find(|m| declares_virtual(&m.text)) {
                let at = if member.span.is_empty() { def.span } else { member.span };
                found.push(
                    Diagnostic::error(
                        codes::UNSUPPORTED_TYPE,
                        format!("OpenCL C has no virtual functions: `{name}` declares one"),
                        at,
                    )
                    .with_primary_message("a virtual member function")
                    .with_help("call the member of the derived class directly, or pass the class as a template argument (the curiously recurring template pattern)"),
                );
            }
            if let Some(field) =
                def.fields.iter().find(|f| function_pointer(&module.store, f.ty, 0))
            {
                found.push(pointer_to_function(&format!("`{name}::{}`", field.name), def.span));
            }
        }
        for (_, t) in module.typedefs.iter().skip(since.typedefs) {
            if function_pointer(&module.store, t.ty, 0) {
                found.push(pointer_to_function(&format!("the type `{}`", t.name), t.span));
            }
        }
        for id in cx.functions() {
            let f = &module.functions[id];
            if let Some((_, local)) =
                f.locals.iter().find(|(_, l)| function_pointer(&f.store, l.ty, 0))
            {
                found.push(pointer_to_function(&format!("`{}`", local.name), local.span));
            }
        }
        found.extend(first_wide(cx));
        for id in cx.functions() {
            let f = &module.functions[id];
            for (e, expr) in f.store.exprs.iter() {
                let written = match expr {
                    Expr::Assign { lhs, .. } => *lhs,
                    Expr::Unary {
                        op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                        arg,
                    } => *arg,
                    _ => continue,
                };
                let Some(g) = written_global(&f.store, written) else { continue };
                let Some(global) = module.globals.get(g) else { continue };
                if global.class.is_extern {
                    continue;
                }
                let span = f.store.span_of(e).unwrap_or(global.span);
                found.push(
                    Diagnostic::error(
                        codes::UNSUPPORTED_TYPE,
                        format!(
                            "OpenCL C has no writable program-scope variables: `{}` is assigned",
                            global.name
                        ),
                        span,
                    )
                    .with_primary_message("writes a variable OpenCL C keeps in constant memory")
                    .with_help(
                        "pass the value as a kernel argument, or keep it in a local of the kernel",
                    ),
                );
            }
        }
        for d in found {
            cx.report(d);
        }
    }
}

/// The first declaration of the new items whose type holds `wchar_t`, or else the first wide
/// string literal of their code: one report per file is enough to say what to change.
fn first_wide(cx: &PassCx<'_>) -> Option<Diagnostic> {
    let since = cx.since;
    let module = &*cx.module;
    let wide_type = |span: Span, what: &str| {
        Diagnostic::error(
            codes::UNSUPPORTED_TYPE,
            format!("OpenCL C has no `wchar_t`: {what}"),
            span,
        )
        .with_primary_message("has the wide character type")
        .with_help(
            "use `char` (or `int` for the values), and narrow literals without the `L` prefix",
        )
    };
    for (_, g) in module.globals.iter().skip(since.globals) {
        if holds_wchar(&module.store, g.ty, 0) {
            return Some(wide_type(g.span, &format!("`{}`", g.name)));
        }
    }
    for (_, def) in module.structs.iter().skip(since.structs) {
        if let Some(field) = def.fields.iter().find(|f| holds_wchar(&module.store, f.ty, 0)) {
            let name = def.name.as_deref().unwrap_or("");
            return Some(wide_type(def.span, &format!("`{name}::{}`", field.name)));
        }
    }
    for (_, t) in module.typedefs.iter().skip(since.typedefs) {
        if holds_wchar(&module.store, t.ty, 0) {
            return Some(wide_type(t.span, &format!("the type `{}`", t.name)));
        }
    }
    for id in cx.functions() {
        let f = &module.functions[id];
        if holds_wchar(&f.store, f.ret, 0) {
            return Some(wide_type(f.head_span(), &format!("the result of `{}`", f.name)));
        }
        if let Some((_, local)) = f.locals.iter().find(|(_, l)| holds_wchar(&f.store, l.ty, 0)) {
            return Some(wide_type(local.span, &format!("`{}`", local.name)));
        }
        for (e, expr) in f.store.exprs.iter() {
            let Expr::Literal(lit) = expr else { continue };
            if lit.kind != LitKind::Str {
                continue;
            }
            let encoding = decode_string(&lit.text).map(|d| d.encoding);
            if let Some(Encoding::Wide | Encoding::Utf16 | Encoding::Utf32) = encoding {
                return Some(
                    Diagnostic::error(
                        codes::UNSUPPORTED_TYPE,
                        format!("OpenCL C has no wide string literals: `{}`", lit.text),
                        f.store.span_of(e).unwrap_or(f.span),
                    )
                    .with_primary_message("a string of `wchar_t`, `char16_t` or `char32_t`")
                    .with_help("write a narrow string (`\"…\"` or `u8\"…\"`), which OpenCL C stores as UTF-8"),
                );
            }
        }
    }
    None
}

/// Whether `ty` is or holds `wchar_t`.
fn holds_wchar(store: &Store, ty: TyId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    let Some(t) = store.types.get(ty) else { return false };
    match &t.kind {
        TyKind::Builtin(b) => *b == Builtin::WChar,
        TyKind::Pointer(inner)
        | TyKind::Reference(inner)
        | TyKind::RvalueReference(inner)
        | TyKind::Array { elem: inner, .. } => holds_wchar(store, *inner, depth + 1),
        _ => false,
    }
}

fn pointer_to_function(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        codes::UNSUPPORTED_TYPE,
        format!("OpenCL C has no pointers to functions: {what}"),
        span,
    )
    .with_primary_message("points to a function")
    .with_help("call the function by its name, choosing among the functions with `if` or `switch`")
}

/// Whether `ty` is or holds a pointer (or reference) to a function.
fn function_pointer(store: &Store, ty: TyId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    let Some(t) = store.types.get(ty) else { return false };
    match &t.kind {
        TyKind::Pointer(inner) | TyKind::Reference(inner) => {
            matches!(store.types.get(*inner).map(|t| &t.kind), Some(TyKind::Function { .. }))
                || function_pointer(store, *inner, depth + 1)
        }
        TyKind::Array { elem, .. } => function_pointer(store, *elem, depth + 1),
        _ => false,
    }
}

/// The program-scope variable the lvalue `e` is (an element or member of), if it is one.
fn written_global(store: &Store, e: ExprId) -> Option<oklc_ir::GlobalId> {
    let mut cur = e;
    for _ in 0..64 {
        match store.exprs.get(cur)? {
            Expr::Global(g) => return Some(*g),
            Expr::Index { base, .. } | Expr::Member { base, arrow: false, .. } => cur = *base,
            _ => return None,
        }
    }
    None
}

/// Whether the member text `text` declares a virtual function.
fn declares_virtual(text: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|word| word == "virtual")
}

/// Whether the base clause `bases` (` : public A, B<int, 2>`) names several bases.
fn several_bases(bases: &str) -> bool {
    let mut depth = 0i32;
    for c in bases.chars() {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}
