//! The arithmetic type of an expression, as far as C needs it to pick a library function
//! (`fabs` for a floating `abs`): locals, globals, subscripts, members, dereferences, casts,
//! literals, operators and calls of helpers (and the record a helper returns). `None` where
//! the IR does not say (a template parameter, a library call, a class type).

use oklc_ir::{
    ArenaExt, BinaryOp, Builtin, Expr, ExprId, Function, LitKind, Module, NamedRef, Store, TyId,
    TyKind, UnaryOp, without_typedefs,
};

use super::called_helper;

/// The C arithmetic classes an overload is picked by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Arith {
    Integer,
    Float,
    Double,
}

impl Arith {
    pub(super) fn is_floating(self) -> bool {
        self != Arith::Integer
    }
}

/// The arithmetic class of `e` in `f`.
pub(super) fn arith(module: &Module, f: &Function, e: ExprId) -> Option<Arith> {
    arith_at(module, f, e, 0)
}

const MAX_DEPTH: u32 = 64;

fn arith_at(module: &Module, f: &Function, e: ExprId, depth: u32) -> Option<Arith> {
    if depth > MAX_DEPTH {
        return None;
    }
    match f.store.exprs.get(e)? {
        Expr::Literal(lit) => match lit.kind {
            LitKind::Float => {
                let float = lit.text.ends_with(['f', 'F']) && !lit.text.starts_with("0x");
                Some(if float { Arith::Float } else { Arith::Double })
            }
            LitKind::Int | LitKind::Char | LitKind::Bool => Some(Arith::Integer),
            _ => None,
        },
        Expr::Unary { op: UnaryOp::Not, .. } => Some(Arith::Integer),
        Expr::Unary { op: UnaryOp::Deref | UnaryOp::AddrOf, .. } => {
            let (store, ty) = type_of(module, f, e, depth)?;
            class_of(module, store, ty)
        }
        Expr::Unary { arg, .. } => arith_at(module, f, *arg, depth + 1),
        Expr::Binary { op, lhs, rhs } => match op {
            op if op.yields_bool() => Some(Arith::Integer),
            BinaryOp::Comma => arith_at(module, f, *rhs, depth + 1),
            BinaryOp::Shl | BinaryOp::Shr => arith_at(module, f, *lhs, depth + 1),
            _ => {
                let l = arith_at(module, f, *lhs, depth + 1)?;
                let r = arith_at(module, f, *rhs, depth + 1)?;
                Some(l.max(r))
            }
        },
        Expr::Cond { then, els, .. } => {
            let t = arith_at(module, f, *then, depth + 1)?;
            let e = arith_at(module, f, *els, depth + 1)?;
            Some(t.max(e))
        }
        Expr::Assign { lhs, .. } => arith_at(module, f, *lhs, depth + 1),
        Expr::Call { callee, args } => {
            let Some(Expr::Name(name)) = f.store.exprs.get(*callee) else { return None };
            if let Some(h) = called_helper(module, name, args.len()) {
                let h = &module.functions[h];
                return class_of(module, &h.store, h.ret);
            }
            // The C library's generic functions return the type of their argument.
            match (name.as_str(), args.as_slice()) {
                (
                    "abs" | "fabs" | "sqrt" | "exp" | "log" | "sin" | "cos" | "floor" | "ceil"
                    | "std::abs" | "std::sqrt",
                    [a],
                ) => arith_at(module, f, *a, depth + 1),
                _ => None,
            }
        }
        Expr::SizeOfType(_) | Expr::SizeOfExpr(_) | Expr::AlignOf(_) => Some(Arith::Integer),
        _ => {
            let (store, ty) = type_of(module, f, e, depth)?;
            class_of(module, store, ty)
        }
    }
}

/// The declared type of an lvalue-like expression: a local, a global, a subscript, a member,
/// a dereference, a cast, a construction or a call returning a reference.
fn type_of<'a>(
    module: &'a Module,
    f: &'a Function,
    e: ExprId,
    depth: u32,
) -> Option<(&'a Store, TyId)> {
    if depth > MAX_DEPTH {
        return None;
    }
    match f.store.exprs.get(e)? {
        Expr::Local(l) => {
            let ty = f.locals.get(*l)?.ty;
            if matches!(f.store.types.get(ty)?.kind, TyKind::Auto)
                && let Some(found) = binding_type(module, f, *l, depth)
            {
                return Some(found);
            }
            Some((&f.store, ty))
        }
        Expr::Global(g) => Some((&module.store, module.globals.get(*g)?.ty)),
        Expr::Cast { ty, .. } | Expr::Construct { ty, .. } => Some((&f.store, *ty)),
        // A record a helper returns (`auto wb = w * b;` once the operator is a call), or what
        // the one function of that name that returns a reference refers to.
        Expr::Call { callee, args } => {
            let Some(Expr::Name(name)) = f.store.exprs.get(*callee) else { return None };
            if let Some(id) = called_helper(module, name, args.len()) {
                let h = &module.functions[id];
                let (store, ret) = without_typedefs(module, &h.store, h.ret);
                if let TyKind::Named { refers: NamedRef::Struct(_), .. } =
                    store.types.get(ret)?.kind
                {
                    return Some((&h.store, h.ret));
                }
            }
            if let Some(record) = overloads_record(module, name) {
                return Some(record);
            }
            let mut named = module.functions.iter().filter(|(_, g)| g.name == *name);
            let (_, target) = named.next().filter(|_| named.next().is_none())?;
            let ret = target.store.types.get(target.ret)?;
            matches!(ret.kind, TyKind::Reference(_)).then_some((&target.store, target.ret))
        }
        Expr::Index { base, .. } | Expr::Unary { op: UnaryOp::Deref, arg: base } => {
            let (store, ty) = type_of(module, f, *base, depth + 1)?;
            let (store, ty) = without_refs(module, store, ty);
            match store.types.get(ty)?.kind {
                TyKind::Pointer(inner) | TyKind::Array { elem: inner, .. } => Some((store, inner)),
                _ => None,
            }
        }
        Expr::Member { base, member, arrow } => {
            let (store, ty) = type_of(module, f, *base, depth + 1)?;
            let (mut store, mut ty) = without_refs(module, store, ty);
            if *arrow {
                let TyKind::Pointer(inner) = store.types.get(ty)?.kind else { return None };
                (store, ty) = without_refs(module, store, inner);
            }
            let TyKind::Named { refers: NamedRef::Struct(s), .. } = store.types.get(ty)?.kind
            else {
                return None;
            };
            let def = module.structs.get(s)?;
            let field = def.fields.iter().find(|fl| fl.name == *member)?;
            Some((&module.store, field.ty))
        }
        _ => None,
    }
}

/// The type of `l` when it is a name of a structured binding (`auto [a, b] = e;`): the field
/// of the record `e` is (one binding per field, fields modelled), or the element of the array.
fn binding_type<'a>(
    module: &'a Module,
    f: &'a Function,
    l: oklc_ir::LocalId,
    depth: u32,
) -> Option<(&'a Store, TyId)> {
    let (hidden, k) = f.locals.iter().find_map(|(_, h)| {
        let k = h.bindings.as_deref()?.iter().position(|b| *b == l)?;
        Some((h, k))
    })?;
    let init = match hidden.init.as_ref()? {
        oklc_ir::Init::Assign(e) => *e,
        oklc_ir::Init::Brace(v) | oklc_ir::Init::Direct(v) if v.len() == 1 => v[0],
        _ => return None,
    };
    let (store, ty) = type_of(module, f, init, depth + 1)?;
    let (store, ty) = without_refs(module, store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Array { elem, .. } => Some((store, elem)),
        TyKind::Named { refers: NamedRef::Struct(s), .. } => {
            let def = module.structs.get(s)?;
            let n = hidden.bindings.as_deref()?.len();
            (def.verbatim_members.is_empty()
                && def.template_header.is_none()
                && def.fields.len() == n)
                .then(|| (&module.store, def.fields[k].ty))
        }
        _ => None,
    }
}

/// Whether integer expression `e` is of type `int` itself: arithmetic on operands that
/// promote to `int` (`int`, narrower integers, `bool`, plain decimal literals), or a variable,
/// element or member declared `int`.
pub(super) fn is_int(module: &Module, f: &Function, e: ExprId) -> bool {
    is_int_at(module, f, e, 0, false)
}

/// [`is_int`]; `promoted`: whether `e` is an operand of arithmetic, where what is narrower
/// than `int` becomes `int` (a comparison's `bool` too).
fn is_int_at(module: &Module, f: &Function, e: ExprId, depth: u32, promoted: bool) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    let operand = |x: ExprId| is_int_at(module, f, x, depth + 1, true);
    match f.store.exprs.get(e) {
        Some(Expr::Literal(lit)) => match lit.kind {
            LitKind::Int => {
                lit.text.chars().all(|c| c.is_ascii_digit()) && lit.text.parse::<i32>().is_ok()
            }
            LitKind::Char | LitKind::Bool => promoted,
            _ => false,
        },
        Some(Expr::Unary { op: UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot, arg }) => {
            operand(*arg)
        }
        Some(Expr::Unary { op: UnaryOp::Not, .. }) => promoted,
        Some(Expr::Binary { op, lhs, rhs }) => match op {
            BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::Div
            | BinaryOp::Rem
            | BinaryOp::BitAnd
            | BinaryOp::BitOr
            | BinaryOp::BitXor => operand(*lhs) && operand(*rhs),
            BinaryOp::Shl | BinaryOp::Shr => operand(*lhs),
            op if op.yields_bool() => promoted,
            _ => false,
        },
        Some(Expr::Cond { then, els, .. }) => {
            is_int_at(module, f, *then, depth + 1, promoted)
                && is_int_at(module, f, *els, depth + 1, promoted)
        }
        Some(_) => type_of(module, f, e, depth).is_some_and(|(store, ty)| {
            let (store, ty) = without_refs(module, store, ty);
            match store.types.get(ty).map(|t| &t.kind) {
                Some(TyKind::Builtin(Builtin::Int)) => true,
                Some(TyKind::Builtin(
                    Builtin::Bool
                    | Builtin::Char
                    | Builtin::SChar
                    | Builtin::UChar
                    | Builtin::Short
                    | Builtin::UShort,
                )) => promoted,
                _ => false,
            }
        }),
        None => false,
    }
}

/// The record every function named `name` returns, by value or by reference, when they all
/// return the same one: the overloads of a member (`operator[]` and its `const` twin,
/// `operator*` of a record and of a scalar) tell the type of a call the IR does not resolve.
fn overloads_record<'a>(module: &'a Module, name: &str) -> Option<(&'a Store, TyId)> {
    let mut found: Option<(oklc_ir::StructId, &Store, TyId)> = None;
    for g in module.functions.values().filter(|g| g.name == name) {
        if g.template_header.is_some() {
            return None;
        }
        let (store, ret) = without_refs(module, &g.store, g.ret);
        let TyKind::Named { refers: NamedRef::Struct(sid), .. } = store.types.get(ret)?.kind else {
            return None;
        };
        match found {
            Some((other, ..)) if other != sid => return None,
            Some(_) => {}
            None => found = Some((sid, &g.store, g.ret)),
        }
    }
    found.map(|(_, store, ret)| (store, ret))
}

/// `ty` with typedefs and references looked through.
fn without_refs<'a>(module: &'a Module, store: &'a Store, ty: TyId) -> (&'a Store, TyId) {
    let (store, ty) = without_typedefs(module, store, ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Reference(inner) | TyKind::RvalueReference(inner)) => {
            without_typedefs(module, store, *inner)
        }
        _ => (store, ty),
    }
}

/// The arithmetic class of a type.
fn class_of(module: &Module, store: &Store, ty: TyId) -> Option<Arith> {
    let (store, ty) = without_refs(module, store, ty);
    match &store.types.get(ty)?.kind {
        TyKind::Builtin(b) => match b {
            Builtin::Float => Some(Arith::Float),
            Builtin::Double | Builtin::LongDouble => Some(Arith::Double),
            Builtin::Void => None,
            _ => Some(Arith::Integer),
        },
        TyKind::Named { refers: NamedRef::Enum(_), .. } => Some(Arith::Integer),
        TyKind::Named { name, refers: NamedRef::Opaque, .. }
            if oklc_ir::is_integer_typedef_name(name) =>
        {
            Some(Arith::Integer)
        }
        _ => None,
    }
}

/// The arithmetic class of local `l` of `f` (a parameter's type, references looked through).
pub(super) fn local_arith(module: &Module, f: &Function, l: oklc_ir::LocalId) -> Option<Arith> {
    class_of(module, &f.store, f.locals.get(l)?.ty)
}

/// Whether local `l` of `f` is a pointer (or array parameter), and to `const`: `Some(true)` for
/// `const T *`, `Some(false)` for `T *`, `None` for any other type.
pub(super) fn local_pointee_const(
    module: &Module,
    f: &Function,
    l: oklc_ir::LocalId,
) -> Option<bool> {
    pointee_const(module, &f.store, f.locals.get(l)?.ty)
}

/// Whether the pointer value `e` points to `const`: `&x` of a `const` or non-`const` object,
/// or an expression of pointer type. `None` where the IR does not say.
pub(super) fn expr_pointee_const(module: &Module, f: &Function, e: ExprId) -> Option<bool> {
    match f.store.exprs.get(e)? {
        Expr::Unary { op: UnaryOp::AddrOf, arg } => {
            let (store, ty) = type_of(module, f, *arg, 0)?;
            let (store, ty) = without_refs(module, store, ty);
            Some(store.types.get(ty)?.quals.contains(oklc_ir::Quals::CONST))
        }
        _ => {
            let (store, ty) = type_of(module, f, e, 0)?;
            pointee_const(module, store, ty)
        }
    }
}

fn pointee_const(module: &Module, store: &Store, ty: TyId) -> Option<bool> {
    let (store, ty) = without_refs(module, store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Pointer(inner) | TyKind::Array { elem: inner, .. } => {
            let (store, inner) = without_typedefs(module, store, inner);
            Some(store.types.get(inner)?.quals.contains(oklc_ir::Quals::CONST))
        }
        _ => None,
    }
}

/// The declared type of `e` where the IR says it (locals, globals, subscripts, members,
/// dereferences, casts), with the store it lives in.
pub(super) fn expr_type<'a>(
    module: &'a Module,
    f: &'a Function,
    e: ExprId,
) -> Option<(&'a Store, TyId)> {
    type_of(module, f, e, 0)
}

/// The record `e` is an object of (`arrow`: the record `e` points to), where the IR says it.
pub(super) fn record_of(
    module: &Module,
    f: &Function,
    e: ExprId,
    arrow: bool,
) -> Option<oklc_ir::StructId> {
    let (store, ty) = type_of(module, f, e, 0)?;
    let (mut store, mut ty) = without_refs(module, store, ty);
    if arrow {
        let TyKind::Pointer(inner) = store.types.get(ty)?.kind else { return None };
        (store, ty) = without_refs(module, store, inner);
    }
    match store.types.get(ty)?.kind {
        TyKind::Named { refers: NamedRef::Struct(s), .. } => Some(s),
        _ => None,
    }
}

/// What a value is, as far as overloads are told apart by it beyond arithmetic classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    Record(oklc_ir::StructId),
    Pointer,
}

/// The shape of a type (references looked through; an array parameter is a pointer).
fn shape_of(module: &Module, store: &Store, ty: TyId) -> Option<Shape> {
    let (store, ty) = without_refs(module, store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Named { refers: NamedRef::Struct(s), .. } => Some(Shape::Record(s)),
        TyKind::Pointer(_) | TyKind::Array { .. } => Some(Shape::Pointer),
        _ => None,
    }
}

/// The shape of the value `e` of `f` where the IR says it.
pub(super) fn expr_shape(module: &Module, f: &Function, e: ExprId) -> Option<Shape> {
    if let Some(Expr::Unary { op: UnaryOp::AddrOf, .. }) = f.store.exprs.get(e) {
        return Some(Shape::Pointer);
    }
    let (store, ty) = type_of(module, f, e, 0)?;
    shape_of(module, store, ty)
}

/// The shape of local `l` of `f` (a parameter).
pub(super) fn local_shape(module: &Module, f: &Function, l: oklc_ir::LocalId) -> Option<Shape> {
    shape_of(module, &f.store, f.locals.get(l)?.ty)
}
