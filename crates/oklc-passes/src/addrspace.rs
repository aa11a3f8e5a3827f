//! `addrspace`: the address space of every pointer (SIMT targets).
//!
//! OpenCL C and Metal give each pointer one memory: global, local (work-group), constant or
//! private. The pass writes it into the pointer types ([`oklc_ir::Ty::space`]) of locals,
//! parameters, casts and return types, from where the pointer values come from
//! ([`oklc_ir::space`]): kernel pointer parameters and `@globalPtr` locals are global, `@shared`
//! arrays local, `const` namespace-scope objects constant, other locals private, and a pointer
//! computed from another (`p + i`, `c ? p : q`, a cast, `&p[i]`, a member of an array) points
//! where that one does. Locals are solved together, to a fixed point: a pointer assigned in a
//! loop from one assigned later still gets its space. References are solved like pointers,
//! with the space of the object they are bound to (`float (&row)[6] = s[j];` is a reference
//! into local memory, a range-`for` reference one into its range's, a `const` reference to a
//! temporary one into private memory), which Metal spells on every reference.
//!
//! With [`crate::Options::concrete_address_spaces`] (OpenCL, Metal) the pass also follows
//! calls: a helper's pointer and reference parameters take the spaces of the arguments of its
//! calls, from the kernels down, and a helper called with two combinations of spaces is copied,
//! one copy per combination (`_occa_<name>_as_<spaces>`, one letter per pointer or reference
//! parameter), with every
//! call renamed to its copy; its prototypes are copied alike. Function templates are helpers
//! like the others: the pointers and references their parameters spell (`const T (&row)[N]`)
//! take the spaces of the calls, which keep their explicit template arguments when renamed.
//! A lambda's pointer and reference parameters, locals of the function that defines it, take
//! the spaces of the arguments of its calls through the local it initialises.
//! A pointer given two spaces is
//! `OKL0580`. Without it (CUDA, HIP, whose pointers are generic), such a pointer stays generic,
//! helpers are analysed on their own and nothing is copied or reported, so the pass changes no
//! printed code there.
//!
//! Helpers no kernel reaches keep generic parameters, except, with
//! [`crate::Options::unreached_helpers_private`] (Metal), those no call may call (operators;
//! overloads the arguments pick others of, by the `const`-ness of what pointers point to),
//! whose arguments are temporaries and locals: private.

use indexmap::{IndexMap, IndexSet};
use oklc_diag::{Diagnostic, codes::passes as codes};
use oklc_ir::space::{
    Flow, SpaceEnv, callee_function, has_space_level, is_pointer, is_reference, object_flow,
    pointer_like, reference_like, value_flow,
};
use oklc_ir::visit::{stmt_exprs, walk, walk_expr};
use oklc_ir::{
    AddressSpace, ArenaExt, AssignOp, Expr, ExprId, Function, FunctionId, Init, Item, LocalId,
    Module, Stage, Stmt, Store, TyId, TyKind,
};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};

pub struct AddressSpacePass;

impl Pass for AddressSpacePass {
    fn name(&self) -> &'static str {
        "addrspace"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let concrete = cx.options.concrete_address_spaces;
        if concrete {
            global_ptr_members(cx.module);
            string_globals(cx.module);
        }
        let functions = cx.functions();
        let unreached = cx.options.unreached_helpers_private;
        let mut solved = solve(cx.module, &functions, concrete, unreached);
        // Pointer fields take the spaces the functions store into them; what reads them then
        // gets its space in a second solve.
        let mut field_conflicts = Vec::new();
        if concrete {
            let (changed, conflicts) = member_spaces(cx.module, &functions, &solved);
            field_conflicts = conflicts;
            if changed {
                solved = solve(cx.module, &functions, concrete, unreached);
            }
        }
        solved.conflicts.extend(field_conflicts);
        if concrete {
            let mut seen = IndexSet::new();
            for d in solved.conflicts.iter().filter(|c| seen.insert((c.at, c.sources))) {
                cx.report(conflict_diagnostic(d));
            }
            for (_, span, name) in &solved.too_many {
                cx.report(
                    Diagnostic::error(
                        codes::ADDRESS_SPACE_COPIES,
                        format!("`{name}` needs more than {MAX_COPIES} address-space copies"),
                        *span,
                    )
                    .with_primary_message("this call adds another combination of spaces")
                    .with_help("call the helper with fewer combinations of pointer spaces"),
                );
            }
        }
        let taken = cx.file_scope_generated_names.clone();
        apply(cx.module, solved, &taken);
    }
}

/// `@globalPtr` struct members point to global memory: their pointer level gets that space,
/// on a copy of the type, so no other declaration that shares the type changes.
fn global_ptr_members(module: &mut Module) {
    let marked: Vec<(oklc_ir::StructId, usize)> = module
        .structs
        .iter()
        .flat_map(|(id, def)| {
            def.fields
                .iter()
                .enumerate()
                .filter(|(_, f)| f.global_ptr && is_pointer(module, &module.store, f.ty))
                .map(move |(i, _)| (id, i))
        })
        .collect();
    for (id, index) in marked {
        let field = &mut module.structs[id].fields[index];
        let mut ty = module.store.types[field.ty].clone();
        ty.space = AddressSpace::Global;
        field.ty = module.store.ty(ty);
    }
}

/// Namespace-scope pointers initialised with a string literal point into constant memory, where
/// string literals are.
fn string_globals(module: &mut Module) {
    let strings: Vec<oklc_ir::GlobalId> = module
        .globals
        .iter()
        .filter(|(_, g)| {
            is_pointer(module, &module.store, g.ty)
                && module.store.space_of(g.ty).is_generic()
                && matches!(
                    g.init.as_ref().and_then(|i| match i {
                        Init::Assign(e) => module.store.exprs.get(*e),
                        _ => None,
                    }),
                    Some(Expr::Literal(lit)) if lit.kind == oklc_ir::LitKind::Str
                )
        })
        .map(|(id, _)| id)
        .collect();
    for id in strings {
        let ty = module.globals[id].ty;
        module.globals[id].ty = retag(&mut module.store, ty, AddressSpace::Constant);
    }
}

/// Gives each pointer field of a struct without a space the one space every value the
/// functions store into it points into (`r.data = p;`, `Rec r{p, 4};`, `Rec r = {p, 4};`);
/// says whether a field
/// changed, and returns the fields given two spaces, which keep none.
fn member_spaces(
    module: &mut Module,
    functions: &[FunctionId],
    solved: &Solved,
) -> (bool, Vec<Conflict>) {
    let mut flows: IndexMap<(oklc_ir::StructId, usize), Flow> = IndexMap::new();
    let helpers: IndexSet<FunctionId> =
        functions.iter().copied().filter(|f| !module.functions[*f].is_kernel()).collect();
    for ((fid, _), inst) in &solved.instances {
        let f = &module.functions[*fid];
        let Some(body) = &f.body else { continue };
        let state: IndexMap<LocalId, Flow> = inst.locals.iter().copied().collect();
        let env = Env {
            module,
            func: f,
            concrete: true,
            helpers: &helpers,
            instances: &solved.instances,
            state: &state,
        };
        let mut stores: Vec<((oklc_ir::StructId, usize), ExprId)> = Vec::new();
        walk(f, body, &mut |v| {
            // `Rec r{p, 4};` and `Rec r = {p, 4};` (entries without designators) store in order.
            if let Stmt::Decl(l) = v.stmt
                && let Some(local) = f.locals.get(*l)
                && let Some(id) = struct_of(module, &f.store, local.ty)
                && module.structs.get(id).is_some_and(|d| d.bases.is_none())
            {
                let args: Vec<ExprId> = match &local.init {
                    Some(Init::Brace(args)) => args.clone(),
                    Some(Init::Assign(e)) => match f.store.exprs.get(*e) {
                        Some(Expr::InitList(entries))
                            if entries.iter().all(|x| x.designators.is_empty()) =>
                        {
                            entries.iter().map(|x| x.value).collect()
                        }
                        _ => Vec::new(),
                    },
                    _ => Vec::new(),
                };
                for (i, a) in args.into_iter().enumerate() {
                    stores.push(((id, i), a));
                }
            }
            // `View v(p, n);`: a view's constructor stores the one pointer it is given.
            if let Stmt::Decl(l) = v.stmt
                && let Some(local) = f.locals.get(*l)
                && let Some(id) = record_of(module, &f.store, local.ty)
                && let Some(index) = view_field(module, id)
                && let Some(Init::Direct(args) | Init::Brace(args)) = &local.init
            {
                let pointers: Vec<ExprId> = args
                    .iter()
                    .copied()
                    .filter(|a| value_flow(module, f, &env, *a).space().is_some())
                    .collect();
                if let [pointer] = pointers[..] {
                    stores.push(((id, index), pointer));
                }
            }
            stmt_exprs(f, v.stmt, |root| {
                walk_expr(&f.store, root, |_, node| {
                    if let Expr::Assign { op: AssignOp::Assign, lhs, rhs } = node
                        && let Some(field) = field_of(module, f, *lhs)
                    {
                        stores.push((field, *rhs));
                    }
                });
            });
        });
        for (field, value) in stores {
            let flow = value_flow(module, f, &env, value);
            let slot = flows.entry(field).or_default();
            *slot = slot.join(flow);
        }
    }
    let mut changed = false;
    let mut conflicts = Vec::new();
    for ((id, index), flow) in flows {
        let Some(def) = module.structs.get(id) else { continue };
        let Some(field) = def.fields.get(index) else { continue };
        if let Flow::Conflict(sources) = flow {
            let owner = def.name.as_deref().unwrap_or("(unnamed)");
            conflicts.push(Conflict {
                at: def.span,
                what: format!("field `{owner}::{}`", field.name),
                sources,
            });
            continue;
        }
        let Some(space) = flow.space() else { continue };
        let ty = field.ty;
        if is_pointer(module, &module.store, ty) && module.store.space_of(ty).is_generic() {
            let ty = retag(&mut module.store, ty, space);
            module.structs[id].fields[index].ty = ty;
            changed = true;
        }
    }
    (changed, conflicts)
}

/// The pointer field of record `id` when it is a view over memory: a record with members
/// oklc keeps as text (its constructors among them) and one pointer field, which its
/// constructor is taken to store the one pointer it is given into (`View2D(T *data, int ld)`),
/// and which what its member functions return points into.
fn view_field(module: &Module, id: oklc_ir::StructId) -> Option<usize> {
    let def = module.structs.get(id)?;
    if def.verbatim_members.is_empty() {
        return None;
    }
    let mut pointers = def
        .fields
        .iter()
        .enumerate()
        .filter(|(_, x)| is_pointer(module, &module.store, x.ty))
        .map(|(i, _)| i);
    let first = pointers.next()?;
    pointers.next().is_none().then_some(first)
}

/// The record a type of `store` names: a struct, or a specialization of a class template
/// (`View2D<float>`), whose pointer fields are those of the template.
fn record_of(module: &Module, store: &Store, ty: TyId) -> Option<oklc_ir::StructId> {
    if let Some(id) = struct_of(module, store, ty) {
        return Some(id);
    }
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    let TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. } = &store.types.get(ty)?.kind
    else {
        return None;
    };
    let (template, _) = name.split_once('<')?;
    let mut found = module.structs.iter().filter(|(_, d)| {
        d.template_header.is_some() && !d.is_forward && d.name.as_deref() == Some(template.trim())
    });
    let (id, _) = found.next()?;
    found.next().is_none().then_some(id)
}

/// The struct a type of `store` names (typedefs followed).
fn struct_of(module: &Module, store: &Store, ty: TyId) -> Option<oklc_ir::StructId> {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Named { refers: oklc_ir::NamedRef::Struct(id), .. } => Some(id),
        _ => None,
    }
}

/// The field (struct and position) a member expression `s.f` or `p->f` of `f` names.
fn field_of(module: &Module, f: &Function, e: ExprId) -> Option<(oklc_ir::StructId, usize)> {
    let Some(Expr::Member { base, member, arrow }) = f.store.exprs.get(e) else { return None };
    let o = oklc_ir::object_type(module, f, *base)?;
    let (store, mut ty) = (o.store, o.ty);
    if *arrow {
        let (s, t) = oklc_ir::without_typedefs(module, store, ty);
        ty = match s.types.get(t)?.kind {
            TyKind::Pointer(elem) | TyKind::Array { elem, .. } => elem,
            _ => return None,
        };
        let id = struct_of(module, s, ty)?;
        let index = module.structs.get(id)?.fields.iter().position(|x| x.name == *member)?;
        return Some((id, index));
    }
    let id = struct_of(module, store, ty)?;
    let index = module.structs.get(id)?.fields.iter().position(|x| x.name == *member)?;
    Some((id, index))
}

/// At most this many copies of one helper.
const MAX_COPIES: usize = 64;

/// The space of each parameter a helper is analysed with (`Generic` for non-pointers and
/// unknown arguments).
type Combo = Vec<AddressSpace>;

/// What one function analysed with one [`Combo`] gives its pointers.
#[derive(Clone, Debug, Default, PartialEq)]
struct Instance {
    locals: Vec<(LocalId, Flow)>,
    casts: Vec<(ExprId, Flow)>,
    /// Calls of helpers of this run, with the combination each passes.
    calls: Vec<(ExprId, FunctionId, Combo)>,
    ret: Flow,
}

/// A pointer given two spaces.
struct Conflict {
    /// The pointer's declaration, or the argument that is given both.
    at: Span,
    what: String,
    sources: [(AddressSpace, Span); 2],
}

struct Solved {
    instances: IndexMap<(FunctionId, Combo), Instance>,
    conflicts: Vec<Conflict>,
    too_many: Vec<(ExprId, Span, SmolStr)>,
}

/// Analyses every function of the run: kernels first, then (concrete) the helpers with the
/// combinations their calls pass, until no instance changes; helpers no kernel reaches are
/// analysed with generic parameters, or private ones with `unreached_private`.
fn solve(
    module: &Module,
    functions: &[FunctionId],
    concrete: bool,
    unreached_private: bool,
) -> Solved {
    let helpers: IndexSet<FunctionId> =
        functions.iter().copied().filter(|f| !module.functions[*f].is_kernel()).collect();
    let mut instances: IndexMap<(FunctionId, Combo), Instance> = IndexMap::new();
    let mut roots: Vec<(FunctionId, Combo)> = Vec::new();
    for &f in functions {
        if module.functions[f].is_kernel() || !concrete {
            let key = (f, generic_combo(&module.functions[f]));
            instances.insert(key.clone(), Instance::default());
            roots.push(key);
        }
    }
    let mut too_many = Vec::new();
    settle(module, concrete, &helpers, &mut instances, &mut too_many);
    retain_reached(&mut instances, &roots);
    if concrete {
        // Helpers no kernel calls, with generic parameters, and what they call; with
        // `unreached_private`, private ones for those no call may call (operators, overloads
        // the calls pick others of), whose arguments are then temporaries and locals.
        let called = if unreached_private { called(module, functions) } else { Called::default() };
        for &f in &helpers {
            if !instances.keys().any(|(g, _)| *g == f) {
                let helper = &module.functions[f];
                let combo = if unreached_private && !called.may_call(f, &helper.name) {
                    private_combo(module, helper)
                } else {
                    generic_combo(helper)
                };
                let key = (f, combo);
                instances.insert(key.clone(), Instance::default());
                roots.push(key);
            }
        }
        settle(module, concrete, &helpers, &mut instances, &mut too_many);
        retain_reached(&mut instances, &roots);
    }
    too_many.sort_by_key(|(call, _, _)| *call);
    too_many.dedup_by_key(|(call, _, _)| *call);
    let mut conflicts = Vec::new();
    for ((f, _), inst) in &instances {
        conflicts.extend(instance_conflicts(module, &module.functions[*f], inst));
    }
    Solved { instances, conflicts, too_many }
}

/// Analyses the instances until none changes. Each round re-analyses every instance with the
/// return spaces the last one found; instances that calls ask for join the round. Return
/// spaces only grow, so this ends; the bound is for hostile input.
fn settle(
    module: &Module,
    concrete: bool,
    helpers: &IndexSet<FunctionId>,
    instances: &mut IndexMap<(FunctionId, Combo), Instance>,
    too_many: &mut Vec<(ExprId, Span, SmolStr)>,
) {
    for _ in 0..16 {
        let mut changed = false;
        let mut i = 0;
        while let Some((key, old)) = instances.get_index(i).map(|(k, v)| (k.clone(), v.clone())) {
            let found = analyse(module, key.0, &key.1, concrete, helpers, instances);
            for (call, callee, combo) in &found.calls {
                if instances.contains_key(&(*callee, combo.clone())) {
                    continue;
                }
                let copies = instances.keys().filter(|(f, _)| f == callee).count();
                if copies >= MAX_COPIES {
                    let caller = &module.functions[key.0];
                    let span = caller.store.span_of(*call).unwrap_or(caller.span);
                    too_many.push((*call, span, module.functions[*callee].name.clone()));
                    continue;
                }
                instances.insert((*callee, combo.clone()), Instance::default());
                changed = true;
            }
            if found != old {
                changed = true;
                instances[i] = found;
            }
            i += 1;
        }
        if !changed {
            break;
        }
    }
}

/// Drops the instances no call from `roots` reaches: those asked for by a call before its
/// caller's pointers were all solved (an argument still unknown then).
fn retain_reached(
    instances: &mut IndexMap<(FunctionId, Combo), Instance>,
    roots: &[(FunctionId, Combo)],
) {
    let mut reached: IndexSet<(FunctionId, Combo)> = roots.iter().cloned().collect();
    let mut i = 0;
    while let Some(key) = reached.get_index(i).cloned() {
        if let Some(inst) = instances.get(&key) {
            for (_, callee, combo) in &inst.calls {
                reached.insert((*callee, combo.clone()));
            }
        }
        i += 1;
    }
    instances.retain(|key, _| reached.contains(key));
}

fn generic_combo(f: &Function) -> Combo {
    vec![AddressSpace::Generic; f.params.len()]
}

/// What the calls of a run call: the functions they resolve to, and the names of those
/// they do not (an overload set the arguments do not decide).
#[derive(Default)]
struct Called {
    functions: IndexSet<FunctionId>,
    names: Vec<SmolStr>,
}

impl Called {
    /// Whether a call may call `f`, named `name`.
    fn may_call(&self, f: FunctionId, name: &str) -> bool {
        self.functions.contains(&f) || self.names.iter().any(|n| n == name)
    }
}

/// The calls of `functions`: what they call ([`Called`]).
fn called(module: &Module, functions: &[FunctionId]) -> Called {
    let mut out = Called::default();
    for &id in functions {
        let f = &module.functions[id];
        let Some(body) = &f.body else { continue };
        walk(f, body, &mut |v| {
            stmt_exprs(f, v.stmt, |root| {
                walk_expr(&f.store, root, |_, node| {
                    let Expr::Call { callee, args } = node else { return };
                    if let Some(target) = callee_function(module, f, *callee, args) {
                        if let Some((tid, _)) =
                            module.functions.iter().find(|(_, g)| std::ptr::eq(*g, target))
                        {
                            out.functions.insert(tid);
                        }
                    } else if let Some(Expr::Name(name)) = f.store.exprs.get(*callee) {
                        let bare = name.split('<').next().unwrap_or(name).trim_end();
                        if !out.names.iter().any(|n| n == bare) {
                            out.names.push(SmolStr::new(bare));
                        }
                    }
                });
            });
        });
    }
    out
}

/// Private memory for each pointer and reference parameter of `f`.
fn private_combo(module: &Module, f: &Function) -> Combo {
    f.params
        .iter()
        .map(|p| {
            if has_space_level(module, f, *p) {
                AddressSpace::Private
            } else {
                AddressSpace::Generic
            }
        })
        .collect()
}

/// How a local is given a value.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Given {
    /// Its initializer, which binds a reference.
    Init,
    /// An assignment, which writes through a reference.
    Assign,
    /// An element of the range of a range-`for` that declares it.
    Element,
}

/// The assignments, calls, casts and returns of one function body, collected once.
#[derive(Default)]
struct Facts {
    /// `(local, value it is given, how)`.
    edges: Vec<(LocalId, ExprId, Given)>,
    calls: Vec<ExprId>,
    casts: Vec<ExprId>,
    returns: Vec<ExprId>,
}

fn facts(f: &Function) -> Facts {
    let mut out = Facts::default();
    let Some(body) = &f.body else { return out };
    walk(f, body, &mut |v| {
        match v.stmt {
            Stmt::Decl(l) => {
                if let Some(local) = f.locals.get(*l) {
                    match &local.init {
                        Some(Init::Assign(e)) => out.edges.push((*l, *e, Given::Init)),
                        Some(Init::Direct(args) | Init::Brace(args)) if args.len() == 1 => {
                            out.edges.push((*l, args[0], Given::Init))
                        }
                        _ => {}
                    }
                }
            }
            Stmt::RangeFor { var, range, .. } => out.edges.push((*var, *range, Given::Element)),
            Stmt::Return(Some(e)) => out.returns.push(*e),
            _ => {}
        }
        stmt_exprs(f, v.stmt, |root| {
            walk_expr(&f.store, root, |id, node| match node {
                Expr::Assign { op: AssignOp::Assign, lhs, rhs } => {
                    if let Some(Expr::Local(l)) = f.store.exprs.get(*lhs) {
                        out.edges.push((*l, *rhs, Given::Assign));
                    }
                }
                Expr::Call { callee, args } => {
                    out.calls.push(id);
                    // A lambda's parameters are locals of this function, given the arguments.
                    if let Some(params) = lambda_params(f, *callee) {
                        for (p, a) in params.iter().zip(args) {
                            out.edges.push((*p, *a, Given::Init));
                        }
                    }
                }
                Expr::Cast { .. } => out.casts.push(id),
                _ => {}
            });
        });
    });
    out
}

/// The parameters of the lambda a call calls through the local it initialises
/// (`auto load = [&](float *s, int t) {...}; load(tile, t);`).
fn lambda_params(f: &Function, callee: ExprId) -> Option<&[LocalId]> {
    let Some(Expr::Local(l)) = f.store.exprs.get(callee) else { return None };
    let init = match f.locals.get(*l)?.init.as_ref()? {
        Init::Assign(e) => *e,
        Init::Direct(args) | Init::Brace(args) if args.len() == 1 => args[0],
        _ => return None,
    };
    match f.store.exprs.get(init)? {
        Expr::Lambda(lambda) => Some(&lambda.params),
        _ => None,
    }
}

/// The locals whose pointer values the pass follows: pointers, array parameters, references
/// and `auto` locals (which may hold a pointer).
fn tracked(module: &Module, f: &Function, l: LocalId) -> bool {
    has_space_level(module, f, l)
        || f.locals
            .get(l)
            .is_some_and(|x| matches!(f.store.types.get(x.ty).map(|t| &t.kind), Some(TyKind::Auto)))
}

/// The flows while one instance is being solved.
struct Env<'a> {
    module: &'a Module,
    func: &'a Function,
    concrete: bool,
    helpers: &'a IndexSet<FunctionId>,
    instances: &'a IndexMap<(FunctionId, Combo), Instance>,
    state: &'a IndexMap<LocalId, Flow>,
}

impl SpaceEnv for Env<'_> {
    fn local(&self, l: LocalId) -> Flow {
        self.state.get(&l).copied().unwrap_or_default()
    }

    fn call(&self, call: ExprId) -> Flow {
        let Some((callee, combo)) = self.callee(call) else { return self.view_call(call) };
        let ret = self.instances.get(&(callee, combo)).map(|i| i.ret).unwrap_or_default();
        match ret.space() {
            Some(s) => Flow::Space(s, self.func.store.span_of(call).unwrap_or(self.func.span)),
            None => Flow::Unknown,
        }
    }
}

impl Env<'_> {
    /// A call of a member function of a view ([`view_field`]), `v(r, c)` or `v.at(i)`, whose
    /// pointer field has a space: what it returns points there.
    fn view_call(&self, call: ExprId) -> Flow {
        let Some(Expr::Call { callee, .. }) = self.func.store.exprs.get(call) else {
            return Flow::Unknown;
        };
        let object = match self.func.store.exprs.get(*callee) {
            Some(Expr::Member { base, arrow: false, .. }) => *base,
            Some(Expr::Local(_)) => *callee,
            _ => return Flow::Unknown,
        };
        let Some(o) = oklc_ir::object_type(self.module, self.func, object) else {
            return Flow::Unknown;
        };
        let Some(id) = record_of(self.module, o.store, o.ty) else { return Flow::Unknown };
        let Some(index) = view_field(self.module, id) else { return Flow::Unknown };
        let field = &self.module.structs[id].fields[index];
        match self.module.store.space_of(field.ty) {
            AddressSpace::Generic => Flow::Unknown,
            s => Flow::Space(s, self.func.store.span_of(call).unwrap_or(self.func.span)),
        }
    }

    /// The helper of this run a call calls, with the spaces its arguments pass.
    fn callee(&self, call: ExprId) -> Option<(FunctionId, Combo)> {
        if !self.concrete {
            return None;
        }
        let Some(Expr::Call { callee, args }) = self.func.store.exprs.get(call) else {
            return None;
        };
        let target = callee_function(self.module, self.func, *callee, args)?;
        let id = self
            .helpers
            .iter()
            .copied()
            .find(|h| std::ptr::eq(&self.module.functions[*h], target))?;
        let combo = target
            .params
            .iter()
            .zip(args)
            .map(|(p, a)| {
                if pointer_like(self.module, target, *p) {
                    value_flow(self.module, self.func, self, *a).space().unwrap_or_default()
                } else if reference_like(self.module, target, *p) {
                    object_flow(self.module, self.func, self, *a).space().unwrap_or_default()
                } else {
                    AddressSpace::Generic
                }
            })
            .collect();
        Some((id, combo))
    }
}

/// Solves the pointer locals of `fid` analysed with `combo`.
fn analyse(
    module: &Module,
    fid: FunctionId,
    combo: &Combo,
    concrete: bool,
    helpers: &IndexSet<FunctionId>,
    instances: &IndexMap<(FunctionId, Combo), Instance>,
) -> Instance {
    let f = &module.functions[fid];
    let facts = facts(f);
    let mut state: IndexMap<LocalId, Flow> = IndexMap::new();
    for (i, p) in f.params.iter().enumerate() {
        if !has_space_level(module, f, *p) {
            continue;
        }
        let span = f.locals[*p].span;
        // Kernel buffers are global (a kernel's reference parameter is an error of its own).
        let space = if f.is_kernel() {
            if pointer_like(module, f, *p) { AddressSpace::Global } else { AddressSpace::Generic }
        } else {
            combo.get(i).copied().unwrap_or_default()
        };
        if !space.is_generic() {
            state.insert(*p, Flow::Space(space, span));
        }
    }
    for (l, local) in f.locals.iter() {
        if local.global_ptr && pointer_like(module, f, l) {
            let seed = Flow::Space(AddressSpace::Global, local.span);
            state.insert(l, state.get(&l).copied().unwrap_or_default().join(seed));
        }
    }
    // A reference is bound by its initializer (or its range), a pointer given values by its
    // initializer and assignments.
    let edges: Vec<(LocalId, ExprId, bool)> = facts
        .edges
        .iter()
        .filter(|(l, _, _)| tracked(module, f, *l))
        .filter_map(|&(l, e, given)| match (reference_like(module, f, l), given) {
            (true, Given::Init | Given::Element) => Some((l, e, true)),
            (false, Given::Init | Given::Assign) => Some((l, e, false)),
            _ => None,
        })
        .collect();
    // Every round that changes something moves one local up a lattice of height 3.
    for _ in 0..(2 * edges.len() + 2) {
        let mut changed = false;
        for &(l, e, binds) in &edges {
            let env = Env { module, func: f, concrete, helpers, instances, state: &state };
            let given = if binds {
                object_flow(module, f, &env, e)
            } else {
                value_flow(module, f, &env, e)
            };
            let old = state.get(&l).copied().unwrap_or_default();
            let new = old.join(given);
            if new != old {
                state.insert(l, new);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let env = Env { module, func: f, concrete, helpers, instances, state: &state };
    let mut out = Instance::default();
    for (l, _) in f.locals.iter() {
        if has_space_level(module, f, l)
            && let Some(flow) = state.get(&l)
        {
            out.locals.push((l, *flow));
        }
    }
    for &e in &facts.casts {
        if let Some(Expr::Cast { ty, arg, .. }) = f.store.exprs.get(e) {
            if is_pointer(module, &f.store, *ty) {
                out.casts.push((e, value_flow(module, f, &env, *arg)));
            } else if is_reference(module, &f.store, *ty) {
                out.casts.push((e, object_flow(module, f, &env, *arg)));
            }
        }
    }
    for &e in &facts.calls {
        if let Some((callee, combo)) = env.callee(e) {
            out.calls.push((e, callee, combo));
        }
    }
    if is_pointer(module, &f.store, f.ret) {
        for &e in &facts.returns {
            out.ret = out.ret.join(value_flow(module, f, &env, e));
        }
    } else if is_reference(module, &f.store, f.ret) {
        for &e in &facts.returns {
            out.ret = out.ret.join(object_flow(module, f, &env, e));
        }
    }
    out
}

/// The pointers of one instance given two spaces: its locals, and call arguments that are.
fn instance_conflicts(module: &Module, f: &Function, inst: &Instance) -> Vec<Conflict> {
    let mut out = Vec::new();
    for (l, flow) in &inst.locals {
        if let Flow::Conflict(sources) = flow {
            let local = &f.locals[*l];
            let kind = if reference_like(module, f, *l) { "reference" } else { "pointer" };
            out.push(Conflict {
                at: local.span,
                what: format!("{kind} `{}`", local.name),
                sources: *sources,
            });
        }
    }
    let state: IndexMap<LocalId, Flow> = inst.locals.iter().copied().collect();
    let helpers = IndexSet::new();
    let none = IndexMap::new();
    let env = Env {
        module,
        func: f,
        concrete: false,
        helpers: &helpers,
        instances: &none,
        state: &state,
    };
    for (call, _, _) in &inst.calls {
        let Some(Expr::Call { args, .. }) = f.store.exprs.get(*call) else { continue };
        for a in args {
            if let Flow::Conflict(sources) = value_flow(module, f, &env, *a) {
                let at = f.store.span_of(*a).unwrap_or(f.span);
                out.push(Conflict { at, what: "this argument".into(), sources });
            }
        }
    }
    out
}

fn conflict_diagnostic(c: &Conflict) -> Diagnostic {
    let [(a, sa), (b, sb)] = c.sources;
    Diagnostic::error(
        codes::ADDRESS_SPACE_CONFLICT,
        format!("{} points into both {} and {} memory", c.what, a.name(), b.name()),
        c.at,
    )
    .with_primary_message("needs one address space on this backend")
    .with_label(sa, format!("{} memory from here", a.name()))
    .with_label(sb, format!("{} memory from here", b.name()))
    .with_help("use one pointer per address space")
}

/// Writes the solved spaces into the IR, copying and renaming helpers with several
/// combinations.
fn apply(module: &mut Module, solved: Solved, taken: &[SmolStr]) {
    let mut by_function: IndexMap<FunctionId, Vec<Combo>> = IndexMap::new();
    for (f, combo) in solved.instances.keys() {
        by_function.entry(*f).or_default().push(combo.clone());
    }
    // The name of each instance: the function's own when it has one combination.
    let mut names: IndexMap<(FunctionId, Combo), SmolStr> = IndexMap::new();
    let mut used: IndexSet<SmolStr> = module.functions.values().map(|f| f.name.clone()).collect();
    used.extend(taken.iter().cloned());
    for (f, combos) in &by_function {
        let func = &module.functions[*f];
        for combo in combos {
            let name = if combos.len() == 1 {
                func.name.clone()
            } else {
                let base = mangle(module, func, combo);
                let name = (0u32..)
                    .map(|k| if k == 0 { base.clone() } else { format!("{base}_{k}") })
                    .find(|n| !used.contains(n.as_str()))
                    .unwrap_or(base);
                used.insert(SmolStr::new(&name));
                SmolStr::new(name)
            };
            names.insert((*f, combo.clone()), name);
        }
    }
    // Copies first (from the functions as written), then the spaces.
    let mut extra: IndexMap<FunctionId, Vec<FunctionId>> = IndexMap::new();
    let mut targets: Vec<(FunctionId, FunctionId, Combo)> = Vec::new();
    for (f, combos) in &by_function {
        for (k, combo) in combos.iter().enumerate() {
            let target = if k == 0 {
                *f
            } else {
                let copy = module.functions[*f].clone();
                let id = module.functions.alloc(copy);
                extra.entry(*f).or_default().push(id);
                id
            };
            targets.push((target, *f, combo.clone()));
        }
    }
    // Prototypes of copied or re-typed helpers follow their definitions.
    let prototypes = prototypes_of(module, &by_function);
    for (target, f, combo) in &targets {
        let inst = &solved.instances[&(*f, combo.clone())];
        let func = &mut module.functions[*target];
        func.name = names[&(*f, combo.clone())].clone();
        write_instance(func, inst, &names);
    }
    for (proto, def) in prototypes {
        for (k, combo) in by_function[&def].iter().enumerate() {
            let target = if k == 0 {
                proto
            } else {
                let copy = module.functions[proto].clone();
                let id = module.functions.alloc(copy);
                extra.entry(proto).or_default().push(id);
                id
            };
            let ret = solved.instances[&(def, combo.clone())].ret.space();
            let func = &mut module.functions[target];
            func.name = names[&(def, combo.clone())].clone();
            for (p, space) in func.params.clone().iter().zip(combo) {
                let ty = func.locals[*p].ty;
                func.locals[*p].ty = retag(&mut func.store, ty, *space);
            }
            if let Some(ret) = ret {
                func.ret = retag(&mut func.store, func.ret, ret);
            }
        }
    }
    if !extra.is_empty() {
        let items = std::mem::take(&mut module.items);
        for item in items {
            let copies = match &item {
                Item::Function(f) => extra.get(f).cloned().unwrap_or_default(),
                _ => Vec::new(),
            };
            module.items.push(item);
            module.items.extend(copies.into_iter().map(Item::Function));
        }
    }
}

/// The prototypes (functions without a body) of the helpers this pass re-types or copies,
/// each with its definition, in item order.
fn prototypes_of(
    module: &Module,
    by_function: &IndexMap<FunctionId, Vec<Combo>>,
) -> Vec<(FunctionId, FunctionId)> {
    let defs: Vec<FunctionId> = by_function
        .iter()
        .filter(|(f, combos)| {
            !module.functions[**f].is_kernel()
                && (combos.len() > 1 || combos.iter().flatten().any(|s| !s.is_generic()))
        })
        .map(|(f, _)| *f)
        .collect();
    let mut out: Vec<(FunctionId, FunctionId)> = Vec::new();
    for item in &module.items {
        let Item::Function(p) = item else { continue };
        let Some(proto) = module.functions.get(*p) else { continue };
        if proto.body.is_some()
            || proto.is_kernel()
            || proto.released.is_some()
            || out.iter().any(|(q, _)| q == p)
        {
            continue;
        }
        let def = defs.iter().copied().find(|d| {
            let d = &module.functions[*d];
            d.name == proto.name && d.params.len() == proto.params.len()
        });
        if let Some(def) = def {
            out.push((*p, def));
        }
    }
    out
}

/// `_occa_<name>_as_<letters>`: one letter per pointer or reference parameter (`g`lobal,
/// `l`ocal, `c`onstant, `p`rivate, `x` generic).
fn mangle(module: &Module, f: &Function, combo: &Combo) -> String {
    let letters: String = f
        .params
        .iter()
        .zip(combo)
        .filter(|(p, _)| has_space_level(module, f, **p))
        .map(|(_, s)| match s {
            AddressSpace::Generic => 'x',
            AddressSpace::Global => 'g',
            AddressSpace::Local => 'l',
            AddressSpace::Constant => 'c',
            AddressSpace::Private => 'p',
        })
        .collect();
    format!("{}{}_as_{letters}", oklc_ir::GENERATED_PREFIX, f.name)
}

/// Writes one instance's spaces into `func` (the function or its copy) and points its calls
/// at the instances they call.
fn write_instance(
    func: &mut Function,
    inst: &Instance,
    names: &IndexMap<(FunctionId, Combo), SmolStr>,
) {
    for (l, flow) in &inst.locals {
        if let Some(space) = flow.space() {
            let ty = func.locals[*l].ty;
            func.locals[*l].ty = retag(&mut func.store, ty, space);
        }
    }
    for (e, flow) in &inst.casts {
        if let Some(space) = flow.space()
            && let Some(&Expr::Cast { ty, .. }) = func.store.exprs.get(*e)
        {
            let ty = retag(&mut func.store, ty, space);
            if let Some(Expr::Cast { ty: slot, .. }) = func.store.exprs.get_mut(*e) {
                *slot = ty;
            }
        }
    }
    if let Some(space) = inst.ret.space() {
        func.ret = retag(&mut func.store, func.ret, space);
    }
    for (call, callee, combo) in &inst.calls {
        let Some(name) = names.get(&(*callee, combo.clone())) else { continue };
        let Some(Expr::Call { callee: c, .. }) = func.store.exprs.get(*call) else { continue };
        let c = *c;
        if let Some(Expr::Name(n)) = func.store.exprs.get_mut(c) {
            // Explicit template arguments stay on the renamed call.
            let renamed = match n.find('<') {
                Some(at) => SmolStr::new(format!("{name}{}", &n[at..])),
                None => name.clone(),
            };
            if *n != renamed {
                *n = renamed;
            }
        }
    }
}

/// `ty` with its outermost level in `space`: a new level when the space changes, since a
/// type level may be shared by several declarations.
fn retag(store: &mut Store, ty: TyId, space: AddressSpace) -> TyId {
    match store.types.get(ty) {
        Some(t) if t.space != space => {
            let mut t = t.clone();
            t.space = space;
            store.ty(t)
        }
        _ => ty,
    }
}
