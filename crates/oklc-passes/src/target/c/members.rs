//! `c-members`: C has no member functions. Lowering makes each member function of a record
//! that C can express a function of its own (`LowerOptions::c_language`,
//! [`oklc_ir::Module::member_functions`]); this pass names it `Record::member` (the
//! `c-namespaces` pass then spells `Record__member`) and rewrites what uses it:
//! - `x.m(a)` and `p->m(a)` call `Record::m(&x, a)` and `Record::m(p, a)`, a static member
//!   `Record::m(a)` (its object not evaluated), a member template `x.m<T>(a)`
//!   `Record::m<T>(&x, a)`, which the `c-templates` pass copies per argument list;
//! - a static integer constant of a record, `Record::n`, is its value;
//! - `T(a, b)` and `T{a, b}` call the constructor of that many parameters, `T v(a, b);`,
//!   `T v{a, b};` and `T v;` (not `@shared`) are initialised with such a call;
//! - operators on records call the record's operator functions: `a + b`, `a += b`, `-a`, `a[i]`
//!   and `f(x)` (`operator_add`, `operator_add_assign`, `operator_sub`, `operator_index`,
//!   `operator_call`), a member one with the object's address, one outside the class with the
//!   operands.
//!
//! An object of another address space than the private one is passed like any pointer: the
//! `addrspace` pass gives the member a copy for it.

use oklc_ir::{
    ArenaExt, AssignOp, BinaryOp, CastStyle, Expr, ExprId, FunctionId, Init, LocalKind,
    MemberFunction, MemberKind, Module, NamedRef, OklStorage, Stage, StructId, TyKind, UnaryOp,
    operator_function_name,
};

use smol_str::SmolStr;

use super::types::record_of;
use crate::pipeline::{Pass, PassCx};

pub(super) struct MembersPass;

impl Pass for MembersPass {
    fn name(&self) -> &'static str {
        "c-members"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        if cx.module.member_functions.is_empty() && cx.module.scoped_consts.is_empty() {
            return;
        }
        let functions = cx.functions();
        for m in cx.module.member_functions.clone() {
            if m.kind != MemberKind::Operator && functions.contains(&m.function) {
                let record = cx.module.structs[m.record].name.clone().unwrap_or_default();
                cx.module.functions[m.function].name = format!("{record}::{}", m.name).into();
            }
        }
        for f in functions {
            rewrite(cx.module, f);
        }
    }
}

/// The member `name` of record `record` of `kinds` taking `args` arguments.
fn member<'m>(
    module: &'m Module,
    record: StructId,
    name: &str,
    args: usize,
    kinds: &[MemberKind],
) -> Option<&'m MemberFunction> {
    module.member_functions.iter().find(|m| {
        m.record == record && m.name == name && m.params == args && kinds.contains(&m.kind)
    })
}

/// The constructor of the record type `ty` (of `f`'s store) taking `args` arguments.
fn constructor(
    module: &Module,
    f: FunctionId,
    ty: oklc_ir::TyId,
    args: usize,
) -> Option<FunctionId> {
    let func = &module.functions[f];
    let (store, ty) = oklc_ir::without_typedefs(module, &func.store, ty);
    let TyKind::Named { refers: NamedRef::Struct(record), .. } = store.types.get(ty)?.kind else {
        return None;
    };
    module
        .member_functions
        .iter()
        .find(|m| m.record == record && m.kind == MemberKind::Constructor && m.params == args)
        .map(|m| m.function)
}

/// Rewrites the member calls, constructions and constructed locals of function `f` (also of
/// the copies `c-templates` makes, whose objects have record types only there).
pub(super) fn rewrite(module: &mut Module, f: FunctionId) {
    let exprs: Vec<ExprId> = module.functions[f].store.exprs.iter().map(|(id, _)| id).collect();
    for e in exprs {
        let func = &module.functions[f];
        let new = match &func.store.exprs[e] {
            Expr::Name(name) if name.contains("::") => {
                let Some(&value) = module.scoped_consts.get(name.trim_start_matches("::")) else {
                    continue;
                };
                Expr::Literal(oklc_ir::Literal::int(i128::from(value)))
            }
            Expr::Call { callee, args } => {
                let Expr::Member { base, member: name, arrow } = &func.store.exprs[*callee] else {
                    // `f(a, b)` of an object: its call operator.
                    let Some(call) = call_operator(module, f, e, *callee, args.clone()) else {
                        continue;
                    };
                    module.functions[f].store.exprs[e] = call;
                    continue;
                };
                // A temporary `Scale<3>()` is a compound literal (`c-casts`), whose address
                // C can take.
                let temporary = matches!(func.store.exprs.get(*base), Some(Expr::Construct { .. }));
                let record = match temporary && !*arrow {
                    true => value_record(module, f, *base),
                    false => record_of(module, func, *base, *arrow),
                };
                let Some(record) = record else { continue };
                let kinds = [MemberKind::Method, MemberKind::Static];
                // `p.as<float>(x)` calls the member template `as` with its arguments written.
                let (name, targs) = name.split_at(name.find('<').unwrap_or(name.len()));
                let Some(m) = member(module, record, name, args.len(), &kinds) else { continue };
                let (target, kind, base, arrow, args) =
                    (m.function, m.kind, *base, *arrow, args.clone());
                let name = SmolStr::new(format!("{}{targs}", module.functions[target].name));
                let store = &mut module.functions[f].store;
                let span = store.span_of(e);
                let callee = store.expr(Expr::Name(name), span);
                let mut all = Vec::with_capacity(args.len() + 1);
                if kind == MemberKind::Method {
                    all.push(match arrow {
                        true => base,
                        false => store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg: base }, span),
                    });
                }
                all.extend(args);
                Expr::Call { callee, args: all }
            }
            Expr::Binary { op, lhs, rhs } => {
                let Some(name) = binary_symbol(*op).and_then(operator_function_name) else {
                    continue;
                };
                let Some(call) = operator_call(module, f, e, name, *lhs, Some(*rhs)) else {
                    continue;
                };
                call
            }
            Expr::Assign { op, lhs, rhs } => {
                let Some(name) = assign_symbol(*op).and_then(operator_function_name) else {
                    continue;
                };
                let Some(call) = operator_call(module, f, e, name, *lhs, Some(*rhs)) else {
                    continue;
                };
                call
            }
            Expr::Index { base, index } => {
                let Some(call) = operator_call(module, f, e, "operator_index", *base, Some(*index))
                else {
                    continue;
                };
                call
            }
            Expr::Unary { op: UnaryOp::Neg, arg } => {
                let Some(call) = operator_call(module, f, e, "operator_sub", *arg, None) else {
                    continue;
                };
                call
            }
            Expr::Construct { ty, args, .. } => {
                let Some(ctor) = constructor(module, f, *ty, args.len()) else { continue };
                let args = args.clone();
                construct(module, f, e, ctor, args)
            }
            Expr::Cast { style: CastStyle::Functional, ty, arg } => {
                let arg = *arg;
                // `Counter::twice(v)` parses as a cast to a type `Counter::twice`.
                let target =
                    constructor(module, f, *ty, 1).or_else(|| static_member(module, f, *ty));
                let Some(target) = target else { continue };
                construct(module, f, e, target, vec![arg])
            }
            _ => continue,
        };
        module.functions[f].store.exprs[e] = new;
    }
    let locals: Vec<_> = module.functions[f].locals.iter().map(|(id, _)| id).collect();
    for l in locals {
        let local = &module.functions[f].locals[l];
        if local.kind != LocalKind::Var || local.storage == OklStorage::Shared {
            continue;
        }
        let args = match &local.init {
            Some(Init::Direct(args) | Init::Brace(args)) => args.clone(),
            None => Vec::new(),
            Some(Init::Assign(_)) => continue,
        };
        let Some(ctor) = constructor(module, f, local.ty, args.len()) else { continue };
        let span = local.span;
        let name = module.functions[ctor].name.clone();
        let store = &mut module.functions[f].store;
        let callee = store.expr(Expr::Name(name), Some(span));
        let call = store.expr(Expr::Call { callee, args }, Some(span));
        module.functions[f].locals[l].init = Some(Init::Assign(call));
    }
}

/// The call of constructor `ctor` with `args` that replaces expression `e` of `f`.
fn construct(
    module: &mut Module,
    f: FunctionId,
    e: ExprId,
    ctor: FunctionId,
    args: Vec<ExprId>,
) -> Expr {
    let name = module.functions[ctor].name.clone();
    let store = &mut module.functions[f].store;
    let span = store.span_of(e);
    let callee = store.expr(Expr::Name(name), span);
    Expr::Call { callee, args }
}

/// The record the value of `e` (in `f`) is, where the IR says it: an object, a construction, or
/// a call of a member or operator function that returns one.
fn value_record(module: &Module, f: FunctionId, e: ExprId) -> Option<StructId> {
    let func = &module.functions[f];
    if let Some(record) = record_of(module, func, e, false) {
        return Some(record);
    }
    match func.store.exprs.get(e)? {
        Expr::Call { callee, .. } => {
            let Expr::Name(name) = func.store.exprs.get(*callee)? else { return None };
            module
                .member_functions
                .iter()
                .find(|m| module.functions[m.function].name == *name)
                .and_then(|m| m.returns)
        }
        Expr::Construct { ty, .. } | Expr::Cast { ty, .. } => {
            let (store, ty) = oklc_ir::without_typedefs(module, &func.store, *ty);
            match store.types.get(ty)?.kind {
                TyKind::Named { refers: NamedRef::Struct(record), .. } => Some(record),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The record a call in `f` of a member or operator function returning a reference to one
/// (`m[r]` of an array of arrays, `T &operator[]`) designates.
fn referenced_record(module: &Module, f: &oklc_ir::Function, e: ExprId) -> Option<StructId> {
    let Expr::Call { callee, .. } = f.store.exprs.get(e)? else { return None };
    let Expr::Name(name) = f.store.exprs.get(*callee)? else { return None };
    let m = module.member_functions.iter().find(|m| module.functions[m.function].name == *name)?;
    let target = &module.functions[m.function];
    let (store, ty) = oklc_ir::without_typedefs(module, &target.store, target.ret);
    let TyKind::Reference(inner) = store.types.get(ty)?.kind else { return None };
    let (store, ty) = oklc_ir::without_typedefs(module, store, inner);
    match store.types.get(ty)?.kind {
        TyKind::Named { refers: NamedRef::Struct(record), .. } => Some(record),
        _ => None,
    }
}

/// The call of operator function `name` on `lhs` (and `rhs`) that replaces expression `e` of
/// `f`: a member operator takes `lhs`'s address (an object, not a temporary), an operator
/// outside the class takes the operands.
fn operator_call(
    module: &mut Module,
    f: FunctionId,
    e: ExprId,
    name: &str,
    lhs: ExprId,
    rhs: Option<ExprId>,
) -> Option<Expr> {
    let referenced = referenced_record(module, &module.functions[f], lhs);
    let record = value_record(module, f, lhs).or(referenced)?;
    let operands = usize::from(rhs.is_some());
    let func = &module.functions[f];
    // A temporary `T{...}` is a compound literal (`c-casts`), whose address C can take.
    let object = record_of(module, func, lhs, false).is_some()
        || referenced.is_some()
        || matches!(func.store.exprs.get(lhs), Some(Expr::Construct { .. }));
    let (target, takes_address) =
        match member(module, record, name, operands, &[MemberKind::Method]) {
            Some(m) if object => (m.function, true),
            _ => (
                member(module, record, name, operands + 1, &[MemberKind::Operator])?.function,
                false,
            ),
        };
    let callee_name = module.functions[target].name.clone();
    let store = &mut module.functions[f].store;
    let span = store.span_of(e);
    let callee = store.expr(Expr::Name(callee_name), span);
    let first = match takes_address {
        true => store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg: lhs }, span),
        false => lhs,
    };
    Some(Expr::Call { callee, args: std::iter::once(first).chain(rhs).collect() })
}

/// The symbol of the binary operator `op` overloads name (`+` for `operator+`).
fn binary_symbol(op: BinaryOp) -> Option<&'static str> {
    Some(match op {
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Mul => "*",
        BinaryOp::Div => "/",
        BinaryOp::Rem => "%",
        BinaryOp::Eq => "==",
        BinaryOp::Ne => "!=",
        BinaryOp::Lt => "<",
        BinaryOp::Gt => ">",
        BinaryOp::Le => "<=",
        BinaryOp::Ge => ">=",
        BinaryOp::BitAnd => "&",
        BinaryOp::BitOr => "|",
        BinaryOp::BitXor => "^",
        BinaryOp::Shl => "<<",
        BinaryOp::Shr => ">>",
        _ => return None,
    })
}

/// The symbol of the compound assignment `op` (`+=`); `None` for `=`.
fn assign_symbol(op: AssignOp) -> Option<&'static str> {
    Some(match op {
        AssignOp::Add => "+=",
        AssignOp::Sub => "-=",
        AssignOp::Mul => "*=",
        AssignOp::Div => "/=",
        AssignOp::Rem => "%=",
        _ => return None,
    })
}

/// The call of the call operator of the object `callee` with `args` that replaces expression
/// `e` of `f` (`op(a, b)` → `Record::operator_call(&op, a, b)`).
fn call_operator(
    module: &mut Module,
    f: FunctionId,
    e: ExprId,
    callee: ExprId,
    args: Vec<ExprId>,
) -> Option<Expr> {
    let record = record_of(module, &module.functions[f], callee, false)?;
    let m = member(module, record, "operator_call", args.len(), &[MemberKind::Method])?;
    let name = module.functions[m.function].name.clone();
    let store = &mut module.functions[f].store;
    let span = store.span_of(e);
    let function = store.expr(Expr::Name(name), span);
    let object = store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg: callee }, span);
    Some(Expr::Call { callee: function, args: std::iter::once(object).chain(args).collect() })
}

/// The static member of one parameter that the type name `ty` of `f`'s store spells
/// (`Counter::twice`).
fn static_member(module: &Module, f: FunctionId, ty: oklc_ir::TyId) -> Option<FunctionId> {
    let TyKind::Named { name, refers: NamedRef::Opaque, .. } =
        &module.functions[f].store.types.get(ty)?.kind
    else {
        return None;
    };
    let (class, member_name) = name.rsplit_once("::")?;
    let (record, _) = module.structs.iter().find(|(_, s)| s.name.as_deref() == Some(class))?;
    member(module, record, member_name, 1, &[MemberKind::Static]).map(|m| m.function)
}
