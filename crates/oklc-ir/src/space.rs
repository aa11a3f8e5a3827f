//! Which memory a pointer value points into, worked out from the expression that computes it.
//!
//! The rules are the same whoever asks: the `addrspace` pass, which infers the spaces of
//! locals and helper parameters from these rules and a guess per local ([`SpaceEnv`]), and the
//! verifier and the printers, which read the spaces the pass wrote into the types
//! ([`Written`]). An array names its first element wherever it decays, so an array object's
//! storage is where its pointers point: a `@shared` array is work-group memory, a `const`
//! namespace-scope object constant memory, any other local private memory. A reference has a
//! space like a pointer (Metal spells it, `threadgroup float &`): the space of the object it is
//! bound to ([`object_flow`]); a temporary, which a `const` reference may be bound to, lives in
//! private memory. String literals are constant memory.

use oklc_span::Span;

use crate::func::{Function, LocalId, LocalKind, OklStorage};
use crate::module::Module;
use crate::object::{object_type, without_typedefs};
use crate::ty::{AddressSpace, NamedRef, Quals, Store, TyId, TyKind};
use crate::visit::ArenaExt;
use crate::{BinaryOp, Expr, ExprId, LitKind, UnaryOp};

/// How deep a chain of operands is followed; lowering makes much shorter ones.
const MAX_DEPTH: u32 = 256;

/// What is known about where a pointer value points: nothing, one space (with the source
/// that says so, for diagnostics), or two different spaces (an error where pointers must have
/// one space).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Flow {
    #[default]
    Unknown,
    Space(AddressSpace, Span),
    Conflict([(AddressSpace, Span); 2]),
}

impl Flow {
    /// The least flow that says both: a second space makes a conflict (the first two sources
    /// are kept).
    pub fn join(self, other: Flow) -> Flow {
        match (self, other) {
            (Flow::Unknown, x) | (x, Flow::Unknown) => x,
            (Flow::Conflict(_), _) => self,
            (Flow::Space(a, _), Flow::Space(b, _)) if a == b => self,
            (Flow::Space(a, sa), Flow::Space(b, sb)) => Flow::Conflict([(a, sa), (b, sb)]),
            (Flow::Space(a, sa), Flow::Conflict([(b, sb), (c, sc)])) => {
                Flow::Conflict([(a, sa), if a == b { (c, sc) } else { (b, sb) }])
            }
        }
    }

    /// The one space, if there is exactly one.
    pub fn space(self) -> Option<AddressSpace> {
        match self {
            Flow::Space(s, _) => Some(s),
            _ => None,
        }
    }
}

/// Where the spaces of locals and of call results come from.
pub trait SpaceEnv {
    /// The space the pointer local `l` points into, or the one the object the reference local
    /// `l` is bound to lives in.
    fn local(&self, l: LocalId) -> Flow;
    /// The space the pointer a call returns points into, or the one the object the reference
    /// it returns is bound to lives in.
    fn call(&self, call: ExprId) -> Flow;
}

/// The spaces as the types say them: what the verifier and the printers read once the
/// `addrspace` pass has run.
pub struct Written<'a> {
    pub module: &'a Module,
    pub func: &'a Function,
}

impl SpaceEnv for Written<'_> {
    fn local(&self, l: LocalId) -> Flow {
        match self.func.locals.get(l) {
            Some(local) if has_space_level(self.module, self.func, l) => {
                match self.func.store.space_of(local.ty) {
                    AddressSpace::Generic => Flow::Unknown,
                    s => Flow::Space(s, local.span),
                }
            }
            _ => Flow::Unknown,
        }
    }

    fn call(&self, call: ExprId) -> Flow {
        let Some(Expr::Call { callee, args }) = self.func.store.exprs.get(call) else {
            return Flow::Unknown;
        };
        let callee = callee_function(self.module, self.func, *callee, args);
        match callee.map(|c| c.store.space_of(c.ret)) {
            Some(AddressSpace::Generic) | None => Flow::Unknown,
            Some(s) => Flow::Space(s, self.func.store.span_of(call).unwrap_or(self.func.span)),
        }
    }
}

/// The one function with a body or prototype named `name` (as a call spells it, explicit
/// template arguments aside) and taking the arguments `args`, when the module has exactly one
/// helper or function template of that name, or when the overloads of that name differ in the
/// `const`-ness of what their pointer parameters point to and the arguments pick one as C++
/// does (a pointer to non-`const` data prefers the non-`const` parameter); other overloaded
/// names are left alone.
pub fn callee_function<'m>(
    module: &'m Module,
    caller: &Function,
    callee: ExprId,
    args: &[ExprId],
) -> Option<&'m Function> {
    let Some(Expr::Name(name)) = caller.store.exprs.get(callee) else { return None };
    let (name, explicit) = match name.find('<') {
        Some(at) => (name[..at].trim_end(), true),
        None => (name.as_str(), false),
    };
    let mut found: Option<&Function> = None;
    let mut definitions: Vec<&Function> = Vec::new();
    for f in module.functions.values() {
        if f.name != name || f.is_kernel() || (explicit && f.template_header.is_none()) {
            continue;
        }
        if f.params.len() != args.len() || f.variadic {
            return None;
        }
        if f.body.is_some() {
            definitions.push(f);
        }
        match found {
            // A prototype and its definition: the definition is the function.
            Some(prev) if prev.body.is_some() && f.body.is_some() => {}
            Some(prev) if prev.body.is_some() => {}
            _ => found = Some(f),
        }
    }
    if definitions.len() > 1 {
        return by_pointee_const(module, caller, &definitions, args);
    }
    found
}

/// The overload among `candidates` the arguments pick when they differ only in whether their
/// pointer parameters point to `const` data: viable where no `const` argument meets a
/// non-`const` parameter, best with the fewest added `const`s; `None` unless one is best.
fn by_pointee_const<'m>(
    module: &'m Module,
    caller: &Function,
    candidates: &[&'m Function],
    args: &[ExprId],
) -> Option<&'m Function> {
    let mut ranked: Vec<(usize, &Function)> = Vec::new();
    for &f in candidates {
        let mut added = 0;
        let mut viable = true;
        for (p, a) in f.params.iter().zip(args) {
            let param = pointee_const(module, &f.store, f.locals.get(*p)?.ty);
            let Some(param) = param else { continue };
            let arg = argument_pointee_const(module, caller, *a)?;
            match (arg, param) {
                (true, false) => viable = false,
                (false, true) => added += 1,
                _ => {}
            }
        }
        if viable {
            ranked.push((added, f));
        }
    }
    let best = ranked.iter().map(|(n, _)| *n).min()?;
    let mut best_ones = ranked.iter().filter(|(n, _)| *n == best);
    let (_, f) = best_ones.next()?;
    best_ones.next().is_none().then_some(*f)
}

/// Whether a pointer type points to `const` data; `None` when `ty` is not a pointer.
fn pointee_const(module: &Module, store: &Store, ty: TyId) -> Option<bool> {
    let (store, ty) = without_typedefs(module, store, ty);
    let TyKind::Pointer(inner) = store.types.get(ty)?.kind else { return None };
    let (store, inner) = without_typedefs(module, store, inner);
    Some(store.types.get(inner)?.quals.contains(Quals::CONST))
}

/// Whether a pointer argument points to `const` data: `&x` of a variable (or an element or
/// field of one) or a pointer variable; `None` where the IR does not say.
fn argument_pointee_const(module: &Module, caller: &Function, arg: ExprId) -> Option<bool> {
    match caller.store.exprs.get(arg)? {
        Expr::Unary { op: UnaryOp::AddrOf, arg } => {
            let o = object_type(module, caller, *arg)?;
            let (store, ty) = without_typedefs(module, o.store, o.ty);
            Some(
                store.types.get(ty)?.quals.contains(Quals::CONST)
                    || o.store.types.get(o.ty)?.quals.contains(Quals::CONST),
            )
        }
        _ => {
            let o = object_type(module, caller, arg)?;
            pointee_const(module, o.store, o.ty)
        }
    }
}

/// Whether local `l` holds a pointer whose space the IR can say: a pointer (also through a
/// typedef) or a parameter of array type (which C adjusts to a pointer).
pub fn pointer_like(module: &Module, func: &Function, l: LocalId) -> bool {
    let Some(local) = func.locals.get(l) else { return false };
    let (store, ty) = without_typedefs(module, &func.store, local.ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Pointer(_)) => true,
        Some(TyKind::Array { .. }) => matches!(local.kind, LocalKind::Param(_)),
        _ => false,
    }
}

/// Whether local `l` is a reference (also through a typedef), lvalue or rvalue: its space is
/// the one of the object it is bound to.
pub fn reference_like(module: &Module, func: &Function, l: LocalId) -> bool {
    func.locals.get(l).is_some_and(|local| is_reference(module, &func.store, local.ty))
}

/// Whether local `l` has a type level that carries an address space: a pointer
/// ([`pointer_like`]) or a reference ([`reference_like`]).
pub fn has_space_level(module: &Module, func: &Function, l: LocalId) -> bool {
    pointer_like(module, func, l) || reference_like(module, func, l)
}

/// Where a local variable itself lives: `@shared` ones in work-group memory, the others in
/// the work-item's private memory (kernel parameters are private copies of the arguments).
pub fn local_object_space(func: &Function, l: LocalId) -> AddressSpace {
    match func.locals.get(l).map(|x| x.storage) {
        Some(OklStorage::Shared) => AddressSpace::Local,
        _ => AddressSpace::Private,
    }
}

/// Where a namespace-scope variable lives: a `const` object (also an array of them) in
/// constant memory, any other in global memory.
pub fn global_object_space(module: &Module, g: crate::GlobalId) -> AddressSpace {
    let Some(global) = module.globals.get(g) else { return AddressSpace::Generic };
    let (mut store, mut ty) = (&module.store, global.ty);
    for _ in 0..MAX_DEPTH {
        let Some(t) = store.types.get(ty) else { break };
        if t.quals.contains(Quals::CONST) {
            return AddressSpace::Constant;
        }
        match &t.kind {
            TyKind::Array { elem, .. } => ty = *elem,
            TyKind::Named { refers: NamedRef::Typedef(_) | NamedRef::Alias(_), .. } => {
                let (s, next) = without_typedefs(module, store, ty);
                if next == ty {
                    break;
                }
                (store, ty) = (s, next);
            }
            _ => break,
        }
    }
    AddressSpace::Global
}

/// The space the pointer value of `e` points into (what `e` decays to, for an array).
pub fn value_flow(module: &Module, func: &Function, env: &dyn SpaceEnv, e: ExprId) -> Flow {
    Eval { module, func, env }.value(e, 0)
}

/// The space the object the lvalue `e` names lives in.
pub fn object_flow(module: &Module, func: &Function, env: &dyn SpaceEnv, e: ExprId) -> Flow {
    Eval { module, func, env }.object(e, 0)
}

/// [`object_flow`] over the spaces written in the IR: where the object the lvalue `e` names
/// lives (an `@atomic` operand); `Generic` when not known or not one space.
pub fn object_space(module: &Module, func: &Function, e: ExprId) -> AddressSpace {
    let env = Written { module, func };
    object_flow(module, func, &env, e).space().unwrap_or_default()
}

/// [`value_flow`] over the spaces written in the IR: `Generic` when not known or not one space.
pub fn pointer_space(module: &Module, func: &Function, e: ExprId) -> AddressSpace {
    let env = Written { module, func };
    value_flow(module, func, &env, e).space().unwrap_or_default()
}

struct Eval<'a> {
    module: &'a Module,
    func: &'a Function,
    env: &'a dyn SpaceEnv,
}

impl Eval<'_> {
    fn span(&self, e: ExprId) -> Span {
        self.func.store.span_of(e).unwrap_or(self.func.span)
    }

    fn known(&self, space: AddressSpace, e: ExprId) -> Flow {
        if space.is_generic() { Flow::Unknown } else { Flow::Space(space, self.span(e)) }
    }

    /// Whether `e` names an array object, which decays to a pointer to its first element
    /// (array parameters are pointers already; references to arrays are arrays).
    fn is_array(&self, e: ExprId) -> bool {
        if let Some(Expr::Local(l)) = self.func.store.exprs.get(e)
            && self.func.locals.get(*l).is_some_and(|x| matches!(x.kind, LocalKind::Param(_)))
            && pointer_like(self.module, self.func, *l)
        {
            return false;
        }
        object_type(self.module, self.func, e)
            .and_then(|o| o.store.types.get(o.ty))
            .is_some_and(|t| matches!(t.kind, TyKind::Array { .. }))
    }

    fn value(&self, e: ExprId, depth: u32) -> Flow {
        if depth > MAX_DEPTH {
            return Flow::Unknown;
        }
        let d = depth + 1;
        let Some(node) = self.func.store.exprs.get(e) else { return Flow::Unknown };
        match node {
            // A reference to an array decays where the array lives; the value of another
            // referred object is not followed.
            Expr::Local(l) if reference_like(self.module, self.func, *l) => {
                if self.is_array(e) {
                    self.object(e, d)
                } else {
                    Flow::Unknown
                }
            }
            Expr::Local(l) => {
                if !pointer_like(self.module, self.func, *l) && self.is_array(e) {
                    return self.known(local_object_space(self.func, *l), e);
                }
                // A pointer (or an `auto` local): what it was given, from where it is read.
                match self.env.local(*l) {
                    Flow::Space(s, _) => Flow::Space(s, self.span(e)),
                    other => other,
                }
            }
            Expr::Global(g) => {
                if self.is_array(e) {
                    return self.known(global_object_space(self.module, *g), e);
                }
                let ty = self.module.globals.get(*g).map(|x| x.ty);
                self.known(ty.map_or(AddressSpace::Generic, |t| self.module.store.space_of(t)), e)
            }
            Expr::Unary { op: UnaryOp::AddrOf, arg } => self.object(*arg, d),
            Expr::Unary {
                op:
                    UnaryOp::Plus
                    | UnaryOp::PreInc
                    | UnaryOp::PreDec
                    | UnaryOp::PostInc
                    | UnaryOp::PostDec,
                arg,
            } => self.value(*arg, d),
            Expr::Index { .. } | Expr::Unary { op: UnaryOp::Deref, .. } | Expr::Member { .. }
                if self.is_array(e) =>
            {
                self.object(e, d)
            }
            Expr::Member { .. } => self.known(self.field_space(e).unwrap_or_default(), e),
            Expr::Binary { op: BinaryOp::Add, lhs, rhs } => match self.value(*lhs, d) {
                Flow::Unknown => self.value(*rhs, d),
                known => known,
            },
            // `p - q` of two pointers is a number; `p - n` a pointer.
            Expr::Binary { op: BinaryOp::Sub, lhs, rhs } => match self.value(*rhs, d) {
                Flow::Unknown => self.value(*lhs, d),
                _ => Flow::Unknown,
            },
            Expr::Binary { op: BinaryOp::Comma, rhs, .. } => self.value(*rhs, d),
            Expr::Assign { op, lhs, rhs } => match op {
                crate::AssignOp::Assign => self.value(*rhs, d),
                _ => self.value(*lhs, d),
            },
            Expr::Cond { then, els, .. } => self.value(*then, d).join(self.value(*els, d)),
            Expr::Cast { arg, .. } => self.value(*arg, d),
            Expr::Call { .. } => self.env.call(e),
            Expr::Literal(lit) if lit.kind == LitKind::Str => self.known(AddressSpace::Constant, e),
            _ => Flow::Unknown,
        }
    }

    fn object(&self, e: ExprId, depth: u32) -> Flow {
        if depth > MAX_DEPTH {
            return Flow::Unknown;
        }
        let d = depth + 1;
        let Some(node) = self.func.store.exprs.get(e) else { return Flow::Unknown };
        match node {
            Expr::Local(l) if reference_like(self.module, self.func, *l) => {
                match self.env.local(*l) {
                    Flow::Space(s, _) => Flow::Space(s, self.span(e)),
                    other => other,
                }
            }
            Expr::Local(l) => self.known(local_object_space(self.func, *l), e),
            Expr::Global(g) => self.known(global_object_space(self.module, *g), e),
            Expr::Index { base, .. } => {
                if self.is_array(*base) {
                    self.object(*base, d)
                } else {
                    self.value(*base, d)
                }
            }
            Expr::Unary { op: UnaryOp::Deref, arg } => self.value(*arg, d),
            Expr::Member { base, arrow: false, .. } => self.object(*base, d),
            Expr::Member { base, arrow: true, .. } => self.value(*base, d),
            // A cast to a reference names its operand; another makes a temporary.
            Expr::Cast { ty, arg, .. } => {
                if is_reference(self.module, &self.func.store, *ty) {
                    self.object(*arg, d)
                } else {
                    self.known(AddressSpace::Private, e)
                }
            }
            // A call returning a reference names the object it is bound to.
            Expr::Call { .. } => self.env.call(e),
            Expr::Cond { then, els, .. } => self.object(*then, d).join(self.object(*els, d)),
            Expr::Assign { lhs, .. }
            | Expr::Unary { op: UnaryOp::PreInc | UnaryOp::PreDec, arg: lhs } => {
                self.object(*lhs, d)
            }
            Expr::Binary { op: BinaryOp::Comma, rhs, .. } => self.object(*rhs, d),
            // Temporaries, which a `const` reference may be bound to, are the work-item's own.
            Expr::Literal(_)
            | Expr::Binary { .. }
            | Expr::Unary { .. }
            | Expr::Construct { .. }
            | Expr::SizeOfType(_)
            | Expr::SizeOfExpr(_)
            | Expr::AlignOf(_)
            | Expr::Builtin(_) => self.known(AddressSpace::Private, e),
            _ => Flow::Unknown,
        }
    }

    /// The space written on the declared type of the field `e` (`s.f`, `p->f`) names.
    fn field_space(&self, e: ExprId) -> Option<AddressSpace> {
        let Some(Expr::Member { base, member, arrow }) = self.func.store.exprs.get(e) else {
            return None;
        };
        let o = object_type(self.module, self.func, *base)?;
        let (store, mut ty) = (o.store, o.ty);
        if *arrow {
            ty = match store.types.get(ty)?.kind {
                TyKind::Pointer(elem) | TyKind::Array { elem, .. } => elem,
                _ => return None,
            };
        }
        let (store, ty) = without_typedefs(self.module, store, ty);
        let TyKind::Named { refers: NamedRef::Struct(id), .. } = store.types.get(ty)?.kind else {
            return None;
        };
        let field = self.module.structs.get(id)?.fields.iter().find(|f| f.name == *member)?;
        Some(self.module.store.space_of(field.ty))
    }
}

/// Whether the type `ty` of `store` (typedefs followed) is a pointer.
pub fn is_pointer(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = without_typedefs(module, store, ty);
    matches!(store.types.get(ty).map(|t| &t.kind), Some(TyKind::Pointer(_)))
}

/// Whether the type `ty` of `store` (typedefs followed) is a reference, lvalue or rvalue.
pub fn is_reference(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = without_typedefs(module, store, ty);
    matches!(
        store.types.get(ty).map(|t| &t.kind),
        Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
    )
}
