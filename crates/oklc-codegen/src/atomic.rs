//! Classification of `@atomic` statements for backends that spell atomics differently
//! depending on the operation (OpenMP `atomic` versus `critical`).
//!
//! One function, [`classify`], so that the passes' classification can replace it later.
//! It is conservative: anything it is not sure an `atomic update` can express is `General`.
//! OpenMP's `atomic` takes only scalar lvalues, so an update of a struct or class object
//! (`@atomic v += V2{1, 2};` through a user `operator+=`) is `General` too.

use oklc_ir::{
    AssignOp, BinaryOp, Block, Expr, ExprId, Module, NamedRef, Store, TyKind, UnaryOp, object_type,
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
                    (store.same_expr(*lhs, *a) && !mentions(store, *b, *lhs, 0))
                        || (store.same_expr(*lhs, *b) && !mentions(store, *a, *lhs, 0))
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
            store.is_pure_expr(*base) && store.is_pure_expr(*index)
        }
        Some(Expr::Member { base, .. }) => store.is_pure_expr(*base),
        Some(Expr::Unary { op: UnaryOp::Deref, arg }) => store.is_pure_expr(*arg),
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

    /// The C type of the value exchanged.
    pub fn c_type(self) -> &'static str {
        match self {
            CasBits::Int32 { signed: true } => "int",
            CasBits::Int32 { signed: false } => "unsigned int",
            CasBits::Int64 { signed: true } => "long long",
            CasBits::Int64 { signed: false } => "unsigned long long",
            CasBits::Float => "float",
            CasBits::Double => "double",
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
    old: Option<&str>,
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
    // A value that reads the old one reads it through the local `old`, set on each try.
    let (current, old_line) = match old {
        Some(name) => (name.to_string(), Some(format!("{} {name} = {current};", bits.c_type()))),
        None => (current, None),
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
    if let Some(line) = &old_line {
        w.line(line);
    }
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

/// The read-modify-write an `@atomic` update `e` performs, as the GPU dialects spell it:
/// `(Some(op), value)` for `old op value`, `(None, value)` for a store of `value`, the value
/// printed in parentheses. An update whose value reads its own target (the `atomic` pass's
/// [`oklc_passes::AtomicValue::ReadsTarget`]) prints the pass's copy of the value, which reads
/// the old value through [`old_value`]'s local. `Err` says what no atomic operation can do,
/// for the dialect's `OKL0605`.
pub fn read_modify_write(
    w: &mut crate::printer::Writer<'_>,
    cx: &Cx<'_>,
    e: ExprId,
    atomic: &oklc_passes::AtomicInfo,
) -> Result<(Option<&'static str>, String), String> {
    use oklc_passes::{AtomicClass as Class, AtomicOp, AtomicValue};
    let rhs = match (get(&cx.store.exprs, e), atomic.value) {
        (Some(Expr::Assign { .. }), AtomicValue::MayRead) => {
            return Err("an update whose value may read the updated location".to_string());
        }
        (Some(Expr::Assign { rhs, .. }), value) => {
            let rhs = match value {
                AtomicValue::ReadsTarget { value, .. } => value,
                _ => *rhs,
            };
            let mut text = String::from("(");
            crate::printer::expr::write_expr_at(
                w,
                cx,
                rhs,
                crate::printer::expr::prec::COMMA,
                &mut text,
            );
            text.push(')');
            Some(text)
        }
        _ => None,
    };
    match (atomic.class, rhs) {
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

/// The name of the local through which an update's value reads the old value of its target
/// (declared by the dialect's compare-and-swap loop), when the value reads it.
pub fn old_value(cx: &Cx<'_>, atomic: &oklc_passes::AtomicInfo) -> Option<smol_str::SmolStr> {
    let oklc_passes::AtomicValue::ReadsTarget { old, .. } = atomic.value else { return None };
    cx.func.and_then(|f| get(&f.locals, old)).map(|l| l.name.clone())
}

/// The hint of a dialect's `OKL0605` for an `@atomic` block the `atomic` pass left whole
/// (`span` is the `@atomic` statement's), and where the reason lies.
pub fn block_rejection<'w>(
    w: &'w crate::printer::Writer<'_>,
    span: oklc_span::Span,
) -> Option<&'w oklc_passes::AtomicBlockRejection> {
    let info = w.current_function.and_then(|f| w.info.kernels.get(&f))?;
    info.atomic_blocks.iter().find(|(s, _)| *s == span).map(|(_, r)| r)
}

/// `OKL0605` for an `@atomic` statement that is not one update (`span`), with the reason the
/// `atomic` pass gave for leaving the block whole.
pub fn report_block(w: &mut crate::printer::Writer<'_>, span: oklc_span::Span) {
    let backend = w.dialect.backend();
    let rejection = block_rejection(w, span).cloned();
    let why = rejection.as_ref().map_or("it is not one update", |r| r.why.as_str());
    let mut d = oklc_diag::Diagnostic::error(
        oklc_diag::codes::codegen::UNSUPPORTED_ATOMIC,
        format!("`{backend}` has no atomic operation for this block: {why}"),
        span,
    )
    .with_primary_message("cannot be made atomic on this backend")
    .with_help(
        "GPU targets make a block atomic one update at a time: let each statement update one \
         location (`x op= v`, `x = v`, `++x`, `--x`, `if (c) x = v;`) and read nothing another \
         statement of the block updates, or restructure it (e.g. a reduction through `@shared` \
         memory)",
    );
    if let Some(at) = rejection.and_then(|r| r.at).filter(|at| *at != span) {
        d = d.with_label(at, "here");
    }
    w.diagnostics.push(d);
}

/// Whether an `@atomic` operand lives in work-group memory: `@shared` itself, or reached
/// through a pointer the `addrspace` pass found to point there (`Bin *p = &bins[k]; p->n`).
pub fn in_local_memory(
    w: &crate::printer::Writer<'_>,
    cx: &Cx<'_>,
    atomic: &oklc_passes::AtomicInfo,
) -> bool {
    atomic.shared
        || atomic.operand.zip(cx.func).is_some_and(|(o, f)| {
            oklc_ir::object_space(w.module, f, o) == oklc_ir::AddressSpace::Local
        })
}

/// An operand narrower than the smallest compare-and-swap (`char`, `short`): the loop
/// exchanges the aligned 32-bit word that holds it and replaces only its bytes (GPUs and the
/// CPUs that run OpenCL are little-endian, so the byte offset in the word times 8 is the
/// operand's shift).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Narrow {
    /// The operand's type and its unsigned counterpart.
    pub ty: &'static str,
    pub unsigned: &'static str,
    /// `0xFFu` or `0xFFFFu`.
    pub mask: &'static str,
}

impl Narrow {
    /// The narrow integer type `ty` (in `store`), if it is one.
    pub fn of(module: &Module, store: &Store, ty: oklc_ir::TyId) -> Option<Narrow> {
        use oklc_ir::Builtin::*;
        let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
        let TyKind::Builtin(b) = &get(&store.types, ty)?.kind else { return None };
        let (ty, unsigned, mask) = match b {
            Char => ("char", "unsigned char", "0xFFu"),
            SChar => ("signed char", "unsigned char", "0xFFu"),
            UChar => ("unsigned char", "unsigned char", "0xFFu"),
            Short => ("short", "unsigned short", "0xFFFFu"),
            UShort => ("unsigned short", "unsigned short", "0xFFFFu"),
            _ => return None,
        };
        Some(Narrow { ty, unsigned, mask })
    }
}

/// How a dialect spells the word-sized compare-and-swap of [`write_narrow_cas_update`].
#[derive(Clone, Copy, Debug)]
pub struct NarrowSpelling {
    /// A pointer to the 32-bit word, address space included (`unsigned int *`,
    /// `volatile __global uint *`).
    pub word_ptr: &'static str,
    /// The unsigned integer type of an address (`size_t`).
    pub address: &'static str,
    /// `cas(address, expected, desired)` returning the old word (`atomicCAS`).
    pub cas: &'static str,
}

/// [`write_cas_update`] for a [`Narrow`] operand: the loop exchanges the 32-bit word that
/// holds it, keeping the word's other bytes as they are.
#[allow(clippy::too_many_arguments)]
pub fn write_narrow_cas_update(
    w: &mut crate::printer::Writer<'_>,
    spelling: &NarrowSpelling,
    narrow: Narrow,
    operand: &str,
    op: Option<&str>,
    value: &str,
    old: Option<&str>,
) {
    let Narrow { ty, unsigned, mask } = narrow;
    let NarrowSpelling { word_ptr, address, cas } = *spelling;
    let read = format!("({ty}) (_occa_seen >> _occa_shift)");
    let (current, old_line) = match old {
        Some(name) => (name.to_string(), Some(format!("{ty} {name} = {read};"))),
        None => (read, None),
    };
    let updated = match op {
        Some(op) => format!("{current} {op} ({value})"),
        None => value.to_string(),
    };
    w.open("");
    w.line(&format!("{address} _occa_at = ({address}) &{operand};"));
    w.line(&format!("{word_ptr}_occa_cas = ({word_ptr}) (_occa_at & ~({address}) 3);"));
    w.line("unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;");
    w.line(&format!("unsigned int _occa_mask = {mask} << _occa_shift;"));
    w.line("unsigned int _occa_old = *_occa_cas, _occa_seen;");
    w.open("do");
    w.line("_occa_seen = _occa_old;");
    if let Some(line) = &old_line {
        w.line(line);
    }
    w.line(&format!(
        "_occa_old = {cas}(_occa_cas, _occa_seen, (_occa_seen & ~_occa_mask) | \
         (((unsigned int) ({unsigned}) ({ty}) ({updated}) << _occa_shift) & _occa_mask));"
    ));
    w.close(" while (_occa_old != _occa_seen);");
    w.close("");
}

/// Whether an `@atomic` operand is a struct, class or union object, which no atomic operation
/// updates (its `+=` is a user function).
pub fn updates_record_object(
    w: &crate::printer::Writer<'_>,
    cx: &Cx<'_>,
    atomic: &oklc_passes::AtomicInfo,
) -> bool {
    atomic.operand_ty.is_some_and(|ty| {
        let (store, ty) = oklc_ir::without_typedefs(w.module, cx.store, ty);
        matches!(
            get(&store.types, ty).map(|t| &t.kind),
            Some(TyKind::Named { refers: NamedRef::Struct(_), .. })
        )
    })
}
