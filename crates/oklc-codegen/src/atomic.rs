//! Classification of `@atomic` statements for backends that spell atomics differently
//! depending on the operation (OpenMP `atomic` versus `critical`).
//!
//! One function, [`classify`], so that the passes' classification can replace it later.
//! It is conservative: anything it is not sure an `atomic update` can express is `General`.
//! OpenMP's `atomic` takes only scalar lvalues, so an update of a struct or class object
//! (`@atomic v += V2{1, 2};` through a user `operator+=`) is `General` too.

use oklc_ir::{
    AssignOp, BinaryOp, Block, Expr, ExprId, FoldOp, Module, NamedRef, Store, TyKind, UnaryOp,
    object_type,
};

use crate::dialect::single_expr_stmt;
use crate::printer::{Cx, get};

/// How an `@atomic` statement can be lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicClass {
    /// One read-modify-write of a scalar lvalue `x`: `x op= e`, `++x`, `x--`, `x = x op e`,
    /// `x = e op x`, where `e` does not mention `x` (OpenMP `atomic update`).
    Update(ExprId),
    /// Anything else: a plain assignment, several statements, declarations.
    General,
}

/// Classifies the body of an `@atomic`.
pub fn classify(module: &Module, cx: &Cx<'_>, block: &Block) -> AtomicClass {
    let Some(e) = single_expr_stmt(block) else { return AtomicClass::General };
    if is_update(cx.store, e) && !updates_record(module, cx, e) {
        AtomicClass::Update(e)
    } else {
        AtomicClass::General
    }
}

/// Whether the update `e` certainly writes an object of struct, class or union type.
fn updates_record(module: &Module, cx: &Cx<'_>, e: ExprId) -> bool {
    let target = match get(&cx.store.exprs, e) {
        Some(Expr::Unary { arg, .. }) => *arg,
        Some(Expr::Assign { lhs, .. }) => *lhs,
        _ => return false,
    };
    let Some(o) = cx.func.and_then(|f| object_type(module, f, target)) else { return false };
    matches!(
        get(&o.store.types, o.ty).map(|t| &t.kind),
        Some(TyKind::Named { refers: NamedRef::Struct(_), .. })
    )
}

fn is_update(store: &Store, e: ExprId) -> bool {
    match get(&store.exprs, e) {
        Some(Expr::Unary { op, arg }) => {
            matches!(op, UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec)
                && is_lvalue(store, *arg, 0)
        }
        Some(Expr::Assign { op: AssignOp::Assign, lhs, rhs }) => {
            if !is_lvalue(store, *lhs, 0) {
                return false;
            }
            match get(&store.exprs, *rhs) {
                Some(Expr::Binary { op, lhs: a, rhs: b }) if update_binop(*op) => {
                    (same(store, *lhs, *a, 0) && !mentions(store, *b, *lhs, 0))
                        || (same(store, *lhs, *b, 0) && !mentions(store, *a, *lhs, 0))
                }
                _ => false,
            }
        }
        Some(Expr::Assign { op, lhs, rhs }) => {
            !matches!(op, AssignOp::Rem)
                && is_lvalue(store, *lhs, 0)
                && !mentions(store, *rhs, *lhs, 0)
        }
        _ => false,
    }
}

fn update_binop(op: BinaryOp) -> bool {
    use BinaryOp::*;
    matches!(op, Add | Sub | Mul | Div | BitAnd | BitOr | BitXor | Shl | Shr)
}

const MAX_DEPTH: u32 = 64;

/// A side-effect-free lvalue: a variable, a subscript, a member or a dereference of such.
fn is_lvalue(store: &Store, e: ExprId, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match get(&store.exprs, e) {
        Some(Expr::Local(_) | Expr::Global(_) | Expr::Name(_)) => true,
        Some(Expr::Index { base, index }) => {
            is_pure(store, *base, depth + 1) && is_pure(store, *index, depth + 1)
        }
        Some(Expr::Member { base, .. }) => is_pure(store, *base, depth + 1),
        Some(Expr::Unary { op: UnaryOp::Deref, arg }) => is_pure(store, *arg, depth + 1),
        _ => false,
    }
}

/// No assignments, increments or calls anywhere inside.
fn is_pure(store: &Store, e: ExprId, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match get(&store.exprs, e) {
        None => false,
        Some(
            Expr::Assign { .. }
            | Expr::Call { .. }
            | Expr::Verbatim(_)
            | Expr::Fold { op: FoldOp::Assign(_), .. },
        ) => false,
        Some(Expr::Unary {
            op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
            ..
        }) => false,
        Some(node) => {
            let mut ok = true;
            node.for_each_child(|c| ok = ok && is_pure(store, c, depth + 1));
            ok
        }
    }
}

/// Structural equality of two lvalue expressions.
fn same(store: &Store, a: ExprId, b: ExprId, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let (Some(x), Some(y)) = (get(&store.exprs, a), get(&store.exprs, b)) else { return false };
    match (x, y) {
        (Expr::Local(p), Expr::Local(q)) => p == q,
        (Expr::Global(p), Expr::Global(q)) => p == q,
        (Expr::Name(p), Expr::Name(q)) => p == q,
        (Expr::Literal(p), Expr::Literal(q)) => p == q,
        (Expr::Index { base: b1, index: i1 }, Expr::Index { base: b2, index: i2 }) => {
            same(store, *b1, *b2, depth + 1) && same(store, *i1, *i2, depth + 1)
        }
        (
            Expr::Member { base: b1, member: m1, arrow: r1 },
            Expr::Member { base: b2, member: m2, arrow: r2 },
        ) => m1 == m2 && r1 == r2 && same(store, *b1, *b2, depth + 1),
        (Expr::Unary { op: o1, arg: a1 }, Expr::Unary { op: o2, arg: a2 }) => {
            o1 == o2 && same(store, *a1, *a2, depth + 1)
        }
        (Expr::Binary { op: o1, lhs: l1, rhs: r1 }, Expr::Binary { op: o2, lhs: l2, rhs: r2 }) => {
            o1 == o2 && same(store, *l1, *l2, depth + 1) && same(store, *r1, *r2, depth + 1)
        }
        _ => false,
    }
}

/// Whether `e` may read the storage of the lvalue `x`: it mentions the variable `x` is rooted
/// in (`a` for `a[i].f`), so `a[i] += a[j]` is not an update of a single location.
pub(crate) fn mentions(store: &Store, e: ExprId, x: ExprId, depth: u32) -> bool {
    let Some(root) = root_of(store, x) else { return true };
    uses(store, e, root, depth)
}

fn root_of(store: &Store, x: ExprId) -> Option<&Expr> {
    let mut cur = x;
    for _ in 0..MAX_DEPTH {
        match get(&store.exprs, cur)? {
            Expr::Index { base, .. } | Expr::Member { base, .. } => cur = *base,
            Expr::Unary { op: UnaryOp::Deref, arg } => cur = *arg,
            leaf @ (Expr::Local(_) | Expr::Global(_) | Expr::Name(_)) => return Some(leaf),
            _ => return None,
        }
    }
    None
}

fn uses(store: &Store, e: ExprId, root: &Expr, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    let Some(node) = get(&store.exprs, e) else { return true };
    if node == root {
        return true;
    }
    let mut found = false;
    node.for_each_child(|c| found = found || uses(store, c, root, depth + 1));
    found
}

/// The integer that a compare-and-swap loop exchanges for a value, and how the value's bits
/// become that integer and back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CasBits {
    /// A 32-bit integer, exchanged as itself.
    Int32 { signed: bool },
    /// A 64-bit integer, exchanged as itself.
    Int64 { signed: bool },
    /// `float`, exchanged as its 32 bits.
    Float,
    /// `double`, exchanged as its 64 bits.
    Double,
}

impl CasBits {
    /// The bits of a value of type `ty` (in `store`), when they fit one compare-and-swap.
    pub fn of(module: &Module, store: &Store, ty: oklc_ir::TyId) -> Option<CasBits> {
        use oklc_ir::Builtin::*;
        let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
        match &get(&store.types, ty)?.kind {
            TyKind::Builtin(b) => Some(match b {
                Int => CasBits::Int32 { signed: true },
                UInt => CasBits::Int32 { signed: false },
                Long | LongLong => CasBits::Int64 { signed: true },
                ULong | ULongLong => CasBits::Int64 { signed: false },
                Float => CasBits::Float,
                Double => CasBits::Double,
                _ => return None,
            }),
            TyKind::Named { name, .. } => {
                Some(match name.trim_start_matches("::").trim_start_matches("std::") {
                    "int32_t" => CasBits::Int32 { signed: true },
                    "uint32_t" => CasBits::Int32 { signed: false },
                    "int64_t" | "ptrdiff_t" | "intptr_t" => CasBits::Int64 { signed: true },
                    "uint64_t" | "size_t" | "uintptr_t" => CasBits::Int64 { signed: false },
                    _ => return None,
                })
            }
            _ => None,
        }
    }

    /// Whether the exchanged integer has 64 bits.
    pub fn is_wide(self) -> bool {
        matches!(self, CasBits::Int64 { .. } | CasBits::Double)
    }
}

/// How a SIMT dialect spells the pieces of a compare-and-swap loop.
#[derive(Clone, Copy, Debug)]
pub struct CasSpelling {
    /// The exchanged integers: 32 and 64 bits (`unsigned int`, `unsigned long long`).
    pub word: [&'static str; 2],
    /// `cas(address, expected, desired)` returning the old value (`atomicCAS`).
    pub cas: &'static str,
    /// `float` to and from its bits (`__float_as_uint`, `__uint_as_float`).
    pub float_bits: [&'static str; 2],
    /// `double` to and from its bits (`__double_as_longlong`, `__longlong_as_double`), which
    /// take and give a signed 64-bit integer.
    pub double_bits: [&'static str; 2],
}

/// An update `operand = operand OP value` no atomic function performs, as a compare-and-swap
/// loop on the operand's bits: read the bits, compute the new value from them, and store it
/// only if the bits are still those read, else retry with the bits found.
///
/// `operand` is the update's target printed as an operand of unary `&`, `op` the binary
/// operator's spelling (`None`: a plain store of `value`), `value` the right side printed as
/// an operand of the assignment.
pub fn write_cas_update(
    w: &mut crate::printer::Writer<'_>,
    spelling: &CasSpelling,
    bits: CasBits,
    operand: &str,
    op: Option<&str>,
    value: &str,
) {
    let word = spelling.word[usize::from(bits.is_wide())];
    let [to_float, from_float] = spelling.float_bits;
    let [to_double, from_double] = spelling.double_bits;
    let current = match bits {
        CasBits::Int32 { signed: true } => "(int) _occa_seen".to_string(),
        CasBits::Int64 { signed: true } => "(long long) _occa_seen".to_string(),
        CasBits::Int32 { signed: false } | CasBits::Int64 { signed: false } => {
            "_occa_seen".to_string()
        }
        CasBits::Float => format!("{from_float}(_occa_seen)"),
        CasBits::Double => format!("{from_double}((long long) _occa_seen)"),
    };
    let updated = match op {
        Some(op) => format!("{current} {op} ({value})"),
        None => value.to_string(),
    };
    let desired = match bits {
        CasBits::Int32 { signed: true } => format!("({word}) (int) ({updated})"),
        CasBits::Int64 { signed: true } => format!("({word}) (long long) ({updated})"),
        CasBits::Int32 { signed: false } | CasBits::Int64 { signed: false } => {
            format!("({word}) ({updated})")
        }
        CasBits::Float => format!("{to_float}({updated})"),
        CasBits::Double => format!("({word}) {to_double}({updated})"),
    };
    w.open("");
    w.line(&format!("{word} *_occa_cas = ({word} *) &{operand};"));
    w.line(&format!("{word} _occa_old = *_occa_cas, _occa_seen;"));
    w.open("do");
    w.line("_occa_seen = _occa_old;");
    w.line(&format!("_occa_old = {}(_occa_cas, _occa_seen, {desired});", spelling.cas));
    w.close(" while (_occa_old != _occa_seen);");
    w.close("");
}

/// The binary operator a compound assignment applies (`+` for `+=`); `None` for `=`.
pub fn compound_operator(op: AssignOp) -> Option<&'static str> {
    Some(match op {
        AssignOp::Assign => return None,
        AssignOp::Add => "+",
        AssignOp::Sub => "-",
        AssignOp::Mul => "*",
        AssignOp::Div => "/",
        AssignOp::Rem => "%",
        AssignOp::Shl => "<<",
        AssignOp::Shr => ">>",
        AssignOp::BitAnd => "&",
        AssignOp::BitXor => "^",
        AssignOp::BitOr => "|",
    })
}

/// The read-modify-write an `@atomic` update `e` of `operand` performs, as the GPU dialects
/// spell it: `(Some(op), value)` for `old op value`, `(None, value)` for a store of `value`, the
/// value printed in parentheses. `Err` says what no atomic operation can do, for the dialect's
/// `OKL0605`.
pub fn read_modify_write(
    w: &mut crate::printer::Writer<'_>,
    cx: &Cx<'_>,
    e: ExprId,
    operand: ExprId,
    class: oklc_passes::AtomicClass,
) -> Result<(Option<&'static str>, String), String> {
    use oklc_passes::{AtomicClass as Class, AtomicOp};
    let rhs = match get(&cx.store.exprs, e) {
        Some(Expr::Assign { rhs, .. }) => {
            if mentions(cx.store, *rhs, operand, 0) {
                return Err("an update whose value reads the updated location".to_string());
            }
            let mut text = String::from("(");
            crate::printer::expr::write_expr_at(
                w,
                cx,
                *rhs,
                crate::printer::expr::prec::COMMA,
                &mut text,
            );
            text.push(')');
            Some(text)
        }
        _ => None,
    };
    match (class, rhs) {
        (Class::Basic(AtomicOp::Add), Some(v)) => Ok((Some("+"), v)),
        (Class::Basic(AtomicOp::Sub), Some(v)) => Ok((Some("-"), v)),
        (Class::Basic(AtomicOp::Inc { .. }), _) => Ok((Some("+"), "1".to_string())),
        (Class::Basic(AtomicOp::Dec { .. }), _) => Ok((Some("-"), "1".to_string())),
        (Class::Assign(AssignOp::Assign), Some(v)) => Ok((None, v)),
        (Class::Assign(op), Some(v)) => match compound_operator(op) {
            Some(o) => Ok((Some(o), v)),
            None => Err(format!("`{}`", crate::printer::expr::assign_spelling(op))),
        },
        _ => Err("this statement".to_string()),
    }
}
