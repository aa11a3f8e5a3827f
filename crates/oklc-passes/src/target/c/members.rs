//! `c-members`: C has no member functions. Lowering makes each member function of a record
//! that C can express a function of its own (`LowerOptions::c_language`,
//! [`oklc_ir::Module::member_functions`]); this pass names it `Record::member` (the
//! `c-namespaces` pass then spells `Record__member`) and rewrites what uses it:
//! - `x.m(a)` and `p->m(a)` call `Record::m(&x, a)` and `Record::m(p, a)`, a static member
//!   `Record::m(a)` (its object not evaluated), a member template `x.m<T>(a)`
//!   `Record::m<T>(&x, a)`, which the `c-templates` pass copies per argument list;
//! - a static integer constant of a record, `Record::n`, is its value;
//! - `T(a, b)` and `T{a, b}` call the constructor that takes that many arguments (the defaults
//!   pass writes out the arguments left out), `T v(a, b);`, `T v{a, b};` and `T v;` (not
//!   `@shared`) are initialised with such a call;
//! - in the initializer of a program-scope constant, which cannot call a function in C,
//!   `T(a, b)` of a constructor that only assigns its parameters (or constants) to members is
//!   the designated initializer it amounts to (`{.re = 1.0, .im = 0.0}`);
//! - default member initializers apply where an object is created without a constructor of its
//!   own (`T v;`, `T v{};`, `T()`) and in every constructor's object first, as a designated
//!   initializer (`{.n = 3, .inner = {.k = 1}}`; the other members are zero);
//! - operators on records call the record's operator functions: `a + b`, `a += b`, `-a`, `a[i]`
//!   and `f(x)` (`operator_add`, `operator_add_assign`, `operator_sub`, `operator_index`,
//!   `operator_call`), a member one with the object's address, one outside the class with the
//!   operands;
//! - a conversion function is called where the object converts to another type
//!   (`super::conversions`).
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
        let defaults =
            cx.module.structs.values().any(|s| s.fields.iter().any(|f| f.default.is_some()));
        if cx.module.member_functions.is_empty() && cx.module.scoped_consts.is_empty() && !defaults
        {
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
            apply_defaults(cx.module, f);
        }
        constant_constructions(cx.module);
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
        .find(|m| {
            let ctor = &module.functions[m.function];
            let required = ctor.params.iter().filter(|&&p| ctor.locals[p].init.is_none()).count();
            m.record == record
                && m.kind == MemberKind::Constructor
                && (required..=m.params).contains(&args)
        })
        .map(|m| m.function)
}

/// The record the type `ty` of `f`'s store names (typedefs looked through).
fn named_record(module: &Module, f: FunctionId, ty: oklc_ir::TyId) -> Option<StructId> {
    let (store, ty) = oklc_ir::without_typedefs(module, &module.functions[f].store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Named { refers: NamedRef::Struct(record), .. } => Some(record),
        _ => None,
    }
}

/// How the default member initializers of a record initialise an object: per member with
/// one, its value (in the module's store) or the plan of the record it is an object of.
#[derive(Clone, Debug)]
enum Defaults {
    Value(ExprId),
    Record(Vec<(SmolStr, Defaults)>),
}

/// The defaults of `record`, `None` when no member (nested objects included) has one.
fn defaults_of(module: &Module, record: StructId, depth: u32) -> Option<Vec<(SmolStr, Defaults)>> {
    if depth > 16 {
        return None;
    }
    let mut plan = Vec::new();
    for field in &module.structs.get(record)?.fields {
        if let Some(value) = field.default {
            plan.push((field.name.clone(), Defaults::Value(value)));
            continue;
        }
        let (store, ty) = oklc_ir::without_typedefs(module, &module.store, field.ty);
        if let Some(TyKind::Named { refers: NamedRef::Struct(inner), .. }) =
            store.types.get(ty).map(|t| &t.kind)
            && let Some(nested) = defaults_of(module, *inner, depth + 1)
        {
            plan.push((field.name.clone(), Defaults::Record(nested)));
        }
    }
    (!plan.is_empty()).then_some(plan)
}

/// The designated initializer list of `plan` in `store` (values copied from `from`).
fn defaults_list(
    store: &mut oklc_ir::Store,
    from: &oklc_ir::Store,
    plan: &[(SmolStr, Defaults)],
    span: Option<oklc_span::Span>,
) -> ExprId {
    let entries = plan
        .iter()
        .map(|(name, d)| {
            let value = match d {
                Defaults::Value(v) => store.import_expr(from, *v),
                Defaults::Record(nested) => defaults_list(store, from, nested, span),
            };
            oklc_ir::InitEntry {
                designators: vec![oklc_ir::Designator::Field(name.clone())],
                value,
            }
        })
        .collect();
    store.expr(Expr::InitList(entries), span)
}

/// The default member initializers of `record` as a list in `f`'s store, if it has any.
fn defaults_in(
    module: &mut Module,
    f: FunctionId,
    record: StructId,
    span: Option<oklc_span::Span>,
) -> Option<ExprId> {
    let plan = defaults_of(module, record, 0)?;
    let Module { store, functions, .. } = module;
    Some(defaults_list(&mut functions[f].store, store, &plan, span))
}

/// Whether `record` has a constructor of no arguments.
fn has_default_constructor(module: &Module, record: StructId) -> bool {
    module.member_functions.iter().any(|m| {
        m.record == record && m.kind == MemberKind::Constructor && {
            let ctor = &module.functions[m.function];
            ctor.params.iter().all(|&p| ctor.locals[p].init.is_some())
        }
    })
}

/// Applies default member initializers in function `f`: to the object a constructor builds,
/// to locals made without a constructor (`T v;`, `T v{};`) and to `T()` and `T{}`.
fn apply_defaults(module: &mut Module, f: FunctionId) {
    let is_ctor = module
        .member_functions
        .iter()
        .any(|m| m.function == f && m.kind == MemberKind::Constructor);
    let self_name = format!("{}self", oklc_ir::GENERATED_PREFIX);
    let locals: Vec<_> = module.functions[f].locals.iter().map(|(id, _)| id).collect();
    for l in locals {
        let local = &module.functions[f].locals[l];
        let Some(record) = named_record(module, f, local.ty) else { continue };
        let empty = |e: &ExprId| matches!(module.functions[f].store.exprs.get(*e), Some(Expr::InitList(v)) if v.is_empty());
        let applies = match (&local.kind, &local.init) {
            (LocalKind::Synthetic, Some(_)) => is_ctor && local.name == self_name,
            (LocalKind::Var, _) if local.storage == OklStorage::Shared => false,
            (LocalKind::Var, None) => !has_default_constructor(module, record),
            (LocalKind::Var, Some(Init::Brace(args))) => args.is_empty(),
            (LocalKind::Var, Some(Init::Assign(e))) => empty(e),
            _ => false,
        };
        if !applies {
            continue;
        }
        let span = Some(module.functions[f].locals[l].span);
        if let Some(list) = defaults_in(module, f, record, span) {
            module.functions[f].locals[l].init = Some(Init::Assign(list));
        }
    }
    let temporaries: Vec<(ExprId, oklc_ir::TyId)> = module.functions[f]
        .store
        .exprs
        .iter()
        .filter_map(|(id, e)| match e {
            Expr::Construct { ty, args, .. } if args.is_empty() => Some((id, *ty)),
            _ => None,
        })
        .collect();
    for (e, ty) in temporaries {
        let Some(record) = named_record(module, f, ty) else { continue };
        if has_default_constructor(module, record) {
            continue;
        }
        let span = module.functions[f].store.span_of(e);
        if let Some(list) = defaults_in(module, f, record, span) {
            module.functions[f].store.exprs[e] = Expr::Cast { style: CastStyle::C, ty, arg: list };
        }
    }
}

/// The expressions of `f` whose value is discarded: expression statements and `for` steps.
fn discarded(f: &oklc_ir::Function) -> indexmap::IndexSet<ExprId> {
    let mut found = indexmap::IndexSet::new();
    if let Some(body) = &f.body {
        oklc_ir::visit::walk(f, body, &mut |v| match v.stmt {
            oklc_ir::Stmt::Expr(e) | oklc_ir::Stmt::For { step: Some(e), .. } => {
                found.insert(*e);
            }
            _ => {}
        });
    }
    found
}

/// `call` (which replaces the compound assignment `e` to `lhs`) as an expression whose value
/// is the object when that value is used and the operator function returns nothing (a C++
/// operator returning `*this` by reference): `(Record::operator_add_assign(&a, b), a)`.
fn with_object_value(
    module: &mut Module,
    f: FunctionId,
    e: ExprId,
    call: Expr,
    lhs: ExprId,
    discarded: &indexmap::IndexSet<ExprId>,
) -> Expr {
    let Expr::Call { callee, .. } = &call else { return call };
    let func = &module.functions[f];
    let returns_void = match func.store.exprs.get(*callee) {
        Some(Expr::Name(name)) => module.functions.values().any(|g| {
            g.name == *name
                && matches!(
                    g.store.types.get(g.ret).map(|t| &t.kind),
                    Some(TyKind::Builtin(oklc_ir::Builtin::Void))
                )
        }),
        _ => false,
    };
    if discarded.contains(&e) || !returns_void || !func.store.is_pure_expr(lhs) {
        return call;
    }
    let store = &mut module.functions[f].store;
    let span = store.span_of(e);
    let snapshot = store.clone();
    let object = store.import_expr(&snapshot, lhs);
    let call = store.expr(call, span);
    Expr::Binary { op: BinaryOp::Comma, lhs: call, rhs: object }
}

/// Rewrites the member calls, constructions and constructed locals of function `f` (also of
/// the copies `c-templates` makes, whose objects have record types only there).
pub(super) fn rewrite(module: &mut Module, f: FunctionId) {
    let discarded = discarded(&module.functions[f]);
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
                let (mut target, kind, base, arrow, args) =
                    (m.function, m.kind, *base, *arrow, args.clone());
                let targs = SmolStr::new(targs);
                // `(a * b).norm()`: a record a call returns goes to the by-value twin.
                let returned = kind == MemberKind::Method
                    && !arrow
                    && super::by_value::returns_value(module, &func.store, base);
                if returned {
                    let Some(twin) = super::by_value::twin(module, target) else { continue };
                    target = twin;
                }
                let name = SmolStr::new(format!("{}{targs}", module.functions[target].name));
                let store = &mut module.functions[f].store;
                let span = store.span_of(e);
                let callee = store.expr(Expr::Name(name), span);
                let mut all = Vec::with_capacity(args.len() + 1);
                if kind == MemberKind::Method {
                    all.push(match arrow || returned {
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
                let lhs = *lhs;
                let Some(call) = operator_call(module, f, e, name, lhs, Some(*rhs)) else {
                    continue;
                };
                with_object_value(module, f, e, call, lhs, &discarded)
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
    super::conversions::apply(module, f);
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
    if let Some(record) = referenced_record(module, &module.functions[f], e) {
        return Some(record);
    }
    // `auto &b = buf[i];`, whose type the `c-auto` pass spells later: its initializer's.
    if let Some(Expr::Local(l)) = func.store.exprs.get(e)
        && let Some(local) = func.locals.get(*l)
        && is_auto(&func.store, local.ty)
        && let Some(Init::Assign(init)) = local.init
    {
        return record_of(module, func, init, false);
    }
    match func.store.exprs.get(e)? {
        Expr::Call { callee, args } => {
            let Expr::Name(name) = func.store.exprs.get(*callee)? else { return None };
            let member = module
                .member_functions
                .iter()
                .find(|m| module.functions[m.function].name == *name)
                .and_then(|m| m.returns);
            // An operator template (`template_operator`) returning the class template instance
            // one of its parameters takes (`V2<T> operator+(const T &, const V2<T> &)`): the
            // record of that argument.
            member.or_else(|| {
                let template = module.functions.values().find(|t| {
                    t.name == *name && t.template_header.is_some() && t.params.len() == args.len()
                })?;
                let ret = named_text(&template.store, template.ret)?;
                let k = template.params.iter().position(|&p| {
                    named_text(&template.store, template.locals[p].ty) == Some(ret.clone())
                })?;
                value_record(module, f, *args.get(k)?)
            })
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

/// The name of the named type `ty` is, or refers to (`_occa_V2<T>` of `const V2<T> &`).
fn named_text(store: &oklc_ir::Store, mut ty: oklc_ir::TyId) -> Option<SmolStr> {
    while let TyKind::Reference(inner) = store.types.get(ty)?.kind {
        ty = inner;
    }
    match &store.types.get(ty)?.kind {
        TyKind::Named { name, .. } => Some(name.clone()),
        _ => None,
    }
}

/// Whether `ty` is `auto` (or a reference to it).
fn is_auto(store: &oklc_ir::Store, ty: oklc_ir::TyId) -> bool {
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Auto) => true,
        Some(TyKind::Reference(inner)) => {
            matches!(store.types.get(*inner).map(|t| &t.kind), Some(TyKind::Auto))
        }
        _ => false,
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
    // `2.0f * v`: an operator outside the class may take the record second.
    let referenced = referenced_record(module, &module.functions[f], lhs);
    let record = value_record(module, f, lhs)
        .or(referenced)
        .or_else(|| rhs.and_then(|rhs| value_record(module, f, rhs)))?;
    let operands = usize::from(rhs.is_some());
    // An object whose address C can take: a variable, an element or member of one, what a
    // call returning a reference designates, or a temporary `T{...}` (a compound literal,
    // `c-casts`).
    let store = &module.functions[f].store;
    let object = referenced.is_some()
        || super::is_plain_lvalue(store, lhs)
        || matches!(store.exprs.get(lhs), Some(Expr::Construct { .. }));
    // A record a call returns (`a * b + c`) goes to the member's by-value twin.
    let returned = !object && super::by_value::returns_value(module, store, lhs);
    let (target, takes_address) =
        match member(module, record, name, operands, &[MemberKind::Method]) {
            Some(m) if object => (m.function, true),
            Some(m) if returned => (super::by_value::twin(module, m.function)?, false),
            _ => match member(module, record, name, operands + 1, &[MemberKind::Operator]) {
                Some(m) => (m.function, false),
                None => (template_operator(module, record, name, operands + 1)?, false),
            },
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

/// A function template outside any class that overloads the operator `name` (`operator_mul`)
/// with `params` parameters, one of which takes an instance of the class template `record` was
/// made from (`operator*(const T &, const complex<T> &)` for `complex<float>`). It is renamed
/// like operator functions (`_occa_std::operator_mul`), so that `c-templates` copies it for the
/// call's arguments.
fn template_operator(
    module: &mut Module,
    record: StructId,
    name: &str,
    params: usize,
) -> Option<FunctionId> {
    let record_name = module.structs[record].name.clone()?;
    let template = module.record_instances.get(&record_name)?.template.clone();
    let takes_instance = |f: &oklc_ir::Function| {
        f.params.iter().any(|&p| {
            named_text(&f.store, f.locals[p].ty).is_some_and(|ty| {
                ty.strip_prefix(template.as_str()).is_some_and(|rest| rest.starts_with('<'))
            })
        })
    };
    let (id, qualifier) = module.functions.iter().find_map(|(id, f)| {
        let (qualifier, base) = match f.name.rsplit_once("::") {
            Some((q, b)) => (Some(q), b),
            None => (None, f.name.as_str()),
        };
        let overloads = base == name
            || base.strip_prefix("operator").and_then(operator_function_name) == Some(name);
        (f.template_header.is_some()
            && f.body.is_some()
            && f.params.len() == params
            && overloads
            && takes_instance(f))
        .then(|| (id, qualifier.map(SmolStr::new)))
    })?;
    module.functions[id].name = match qualifier {
        Some(q) => SmolStr::new(format!("{q}::{name}")),
        None => SmolStr::new(name),
    };
    Some(id)
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

/// Rewrites the constructions in the initializers of program-scope variables (in the module's
/// store) as the designated initializers their constructors amount to.
fn constant_constructions(module: &mut Module) {
    let roots: Vec<ExprId> = module
        .globals
        .values()
        .filter_map(|g| match &g.init {
            Some(Init::Assign(e)) => Some(*e),
            _ => None,
        })
        .collect();
    let mut found = Vec::new();
    for root in roots {
        oklc_ir::visit::walk_expr(&module.store, root, |e, expr| {
            let (ty, args) = match expr {
                Expr::Cast { style: CastStyle::Functional, ty, arg } => (*ty, vec![*arg]),
                Expr::Construct { ty, args, .. } => (*ty, args.clone()),
                _ => return,
            };
            found.push((e, ty, args));
        });
    }
    for (e, ty, args) in found {
        let (store, t) = oklc_ir::without_typedefs(module, &module.store, ty);
        let Some(TyKind::Named { refers: NamedRef::Struct(record), .. }) =
            store.types.get(t).map(|t| &t.kind)
        else {
            continue;
        };
        let Some(ctor) = module.member_functions.iter().find(|m| {
            let c = &module.functions[m.function];
            let required = c.params.iter().filter(|&&p| c.locals[p].init.is_none()).count();
            m.record == *record
                && m.kind == MemberKind::Constructor
                && (required..=m.params).contains(&args.len())
        }) else {
            continue;
        };
        let Some(plan) = member_assignments(&module.functions[ctor.function]) else { continue };
        let Module { store, functions, .. } = module;
        let ctor = &functions[ctor.function];
        let entries = plan
            .into_iter()
            .filter_map(|(member, value)| {
                let value = match value {
                    Assigned::Param(k) => match args.get(k) {
                        Some(&arg) => arg,
                        None => match &ctor.locals[ctor.params[k]].init {
                            Some(Init::Assign(d)) => store.import_expr(&ctor.store, *d),
                            _ => return None,
                        },
                    },
                    Assigned::Constant(v) => store.import_expr(&ctor.store, v),
                };
                Some(oklc_ir::InitEntry {
                    designators: vec![oklc_ir::Designator::Field(member)],
                    value,
                })
            })
            .collect();
        store.exprs[e] = Expr::InitList(entries);
    }
}

/// What a constructor assigns to a member: its `k`-th parameter or a constant expression.
enum Assigned {
    Param(usize),
    Constant(ExprId),
}

/// The members a constructor's lowered body (`self` declared, `this` pointing to it, then
/// `this->m = v;` only, and `return self;`) assigns, in order; `None` for any other body.
fn member_assignments(ctor: &oklc_ir::Function) -> Option<Vec<(SmolStr, Assigned)>> {
    let store = &ctor.store;
    let mut plan = Vec::new();
    for stmt in &ctor.body.as_ref()?.stmts {
        match stmt {
            // `self`, whose default member initializers come first, and `this`.
            oklc_ir::Stmt::Decl(l) => {
                let local = ctor.locals.get(*l)?;
                if local.kind != LocalKind::Synthetic {
                    return None;
                }
                if let Some(Init::Assign(init)) = local.init
                    && let Some(Expr::InitList(entries)) = store.exprs.get(init)
                {
                    for entry in entries {
                        if let [oklc_ir::Designator::Field(member)] = entry.designators.as_slice() {
                            plan.push((member.clone(), Assigned::Constant(entry.value)));
                        }
                    }
                }
            }
            oklc_ir::Stmt::Return(_) => {}
            oklc_ir::Stmt::Expr(e) => {
                let Some(Expr::Assign { op: AssignOp::Assign, lhs, rhs }) = store.exprs.get(*e)
                else {
                    return None;
                };
                let Some(Expr::Member { member, arrow: true, .. }) = store.exprs.get(*lhs) else {
                    return None;
                };
                let value = match store.exprs.get(*rhs)? {
                    Expr::Local(l) => Assigned::Param(ctor.params.iter().position(|p| p == l)?),
                    _ if oklc_ir::visit::locals_in_expr(store, *rhs).is_empty()
                        && store.is_pure_expr(*rhs) =>
                    {
                        Assigned::Constant(*rhs)
                    }
                    _ => return None,
                };
                plan.push((member.clone(), value));
            }
            _ => return None,
        }
    }
    Some(plan)
}
