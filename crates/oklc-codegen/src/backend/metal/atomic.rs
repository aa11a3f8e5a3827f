//! `@atomic` on Metal. Metal's atomics are typed objects (`atomic_int`, `atomic_uint`,
//! `atomic_float` from MSL 3.0), so the update reaches its operand through
//! `reinterpret_cast<device atomic_int *>` (or `threadgroup` for `@shared` memory):
//! `+=`, `-=`, `++`, `--`, `=` and, on integers, `&=`, `|=`, `^=` are one
//! `atomic_*_explicit` call with `memory_order_relaxed`; every other compound assignment is a
//! compare-and-swap loop (`float` through its bits in an `atomic_uint`). Metal has no atomics of
//! 64 bits for these operations, and anything else is an error, never silently non-atomic code.

use oklc_ir::{Block, Builtin, Module, NamedRef, Store, TyId, TyKind};
use oklc_span::Span;

use crate::dialect::single_expr_stmt;
use crate::printer::expr::{prec, write_expr_at};
use crate::printer::{Cx, Writer, get};

/// The operand types Metal has atomics for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Operand {
    Int,
    UInt,
    Float,
}

impl Operand {
    /// The element type and the atomic type that holds it.
    fn types(self) -> (&'static str, &'static str) {
        match self {
            Operand::Int => ("int", "atomic_int"),
            Operand::UInt => ("uint", "atomic_uint"),
            Operand::Float => ("float", "atomic_float"),
        }
    }
}

fn operand_kind(module: &Module, store: &Store, ty: TyId) -> Option<Operand> {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    match get(&store.types, ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(Builtin::Int)) => Some(Operand::Int),
        Some(TyKind::Builtin(Builtin::UInt)) => Some(Operand::UInt),
        Some(TyKind::Builtin(Builtin::Float)) => Some(Operand::Float),
        Some(TyKind::Named { refers: NamedRef::Enum(_), .. }) => Some(Operand::Int),
        _ => None,
    }
}

/// Whether `ty` is a 64-bit integer type (`long long` is Metal's `long`), which Metal has no
/// atomics for these updates of.
fn is_64bit_integer(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    matches!(
        get(&store.types, ty).map(|t| &t.kind),
        Some(TyKind::Builtin(
            Builtin::Long | Builtin::ULong | Builtin::LongLong | Builtin::ULongLong
        ))
    )
}

/// Prints one `@atomic` statement, or reports why Metal cannot make it atomic.
pub fn write_metal_atomic(w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
    let info = w.current_function.and_then(|f| w.info.kernels.get(&f));
    let found = single_expr_stmt(block).and_then(|e| info?.atomics.get(&e).map(|a| (e, a)));
    let Some((e, atomic)) = found else {
        return crate::atomic::report_block(w, span);
    };
    let (Some(operand), Some(ty)) = (atomic.operand, atomic.operand_ty) else {
        return unsupported(w, span, "an update of an operand of unknown type");
    };
    if crate::atomic::updates_record_object(w, cx, atomic) {
        return unsupported(w, span, "an update of a struct or class object");
    }
    let Some(kind) = operand_kind(w.module, cx.store, ty) else {
        if is_64bit_integer(w.module, cx.store, ty) {
            return unsupported(w, span, "an update of a 64-bit integer (`long`)");
        }
        return unsupported(w, span, "this operand type (only `int`, `unsigned int` and `float`)");
    };
    let (op, value) = match crate::atomic::read_modify_write(w, cx, e, atomic) {
        Ok(update) => update,
        Err(what) => return unsupported(w, span, &what),
    };
    let space =
        if crate::atomic::in_local_memory(w, cx, atomic) { "threadgroup" } else { "device" };
    let mut target = String::from("&");
    write_expr_at(w, cx, operand, prec::UNARY, &mut target);
    let (elem, atomic_ty) = kind.types();
    w.sync_line(span);
    let old = crate::atomic::old_value(cx, atomic);
    let function = match (op, kind) {
        _ if old.is_some() => None,
        (None, _) => Some("atomic_exchange_explicit"),
        (Some("+"), _) => Some("atomic_fetch_add_explicit"),
        (Some("-"), _) => Some("atomic_fetch_sub_explicit"),
        (Some("&"), Operand::Int | Operand::UInt) => Some("atomic_fetch_and_explicit"),
        (Some("|"), Operand::Int | Operand::UInt) => Some("atomic_fetch_or_explicit"),
        (Some("^"), Operand::Int | Operand::UInt) => Some("atomic_fetch_xor_explicit"),
        _ => None,
    };
    if let Some(function) = function {
        return w.line(&format!(
            "{function}(reinterpret_cast<{space} {atomic_ty} *>({target}), ({elem}) {value}, \
             memory_order_relaxed);"
        ));
    }
    if let (Some(op @ ("%" | "&" | "|" | "^" | "<<" | ">>")), Operand::Float) = (op, kind) {
        return unsupported(w, span, &format!("`{op}=` on a `float`"));
    }
    // A compare-and-swap loop over the operand's bits: `float`'s through an `atomic_uint`.
    // A value that reads the old one reads it through the local `name`, set on each try.
    let (current, old_line) = match (kind, &old) {
        (Operand::Float, Some(name)) => {
            (name.to_string(), Some(format!("{name} = as_type<float>(_occa_old);")))
        }
        (_, Some(name)) => (name.to_string(), Some(format!("{name} = _occa_old;"))),
        (Operand::Float, None) => ("as_type<float>(_occa_old)".to_string(), None),
        (_, None) => ("_occa_old".to_string(), None),
    };
    let updated = match op {
        Some(op) => format!("{current} {op} {value}"),
        None => value,
    };
    let (bits, bits_ty, new) = match kind {
        Operand::Float => ("uint", "atomic_uint", format!("as_type<uint>((float) ({updated}))")),
        _ => (elem, atomic_ty, format!("({elem}) ({updated})")),
    };
    w.open("");
    w.line(&format!(
        "{space} {bits_ty} *_occa_ptr = reinterpret_cast<{space} {bits_ty} *>({target});"
    ));
    w.line(&format!("{bits} _occa_old = atomic_load_explicit(_occa_ptr, memory_order_relaxed);"));
    let cas = format!(
        "atomic_compare_exchange_weak_explicit(_occa_ptr, &_occa_old, {new}, \
         memory_order_relaxed, memory_order_relaxed)"
    );
    match (old_line, &old) {
        (Some(line), Some(name)) => {
            w.line(&format!("{elem} {name};"));
            w.open("do");
            w.line(&line);
            w.close(&format!(" while (!{cas});"));
        }
        _ => {
            w.open(&format!("while (!{cas})"));
            w.close("");
        }
    }
    w.close("");
}

fn unsupported(w: &mut Writer<'_>, span: Span, what: &str) {
    w.diagnostics.push(
        oklc_diag::Diagnostic::error(
            oklc_diag::codes::codegen::UNSUPPORTED_ATOMIC,
            format!("`metal` has no atomic operation for {what}"),
            span,
        )
        .with_primary_message("cannot be made atomic on this backend")
        .with_help(
            "make the atomic one update (`x op= v`, `x = v`, `++x`, `--x`) of an `int`, \
             `unsigned` or `float` in global or `@shared` memory; Metal has no 64-bit atomics \
             for these updates",
        ),
    );
}
