//! IR invariants, checked after every pass in debug and test builds.
//!
//! A failure here is a bug in oklc (a pass or the lowering), never a user error. The checks:
//!
//! * every handle is in range of the arena it indexes, and a function's expressions and types
//!   only point into that function's own [`crate::Store`] (module-level declarations into
//!   [`Module::store`], where no [`Expr::Local`] may appear);
//! * expression/type graphs are acyclic (so printers terminate);
//! * parameters are `LocalKind::Param(n)` in position order; loop iterators are
//!   `LocalKind::LoopVar` locals of the same function, each owned by one loop;
//! * every loop in a function's arena is used by exactly one [`Stmt::Loop`], and every local
//!   is declared by at most one statement;
//! * axes are at most 2; from [`Stage::Tiled`] on no `Tile` loop remains; at
//!   [`Stage::Numbered`] every outer/inner loop has an axis, no `@outer` sits inside an
//!   `@inner`, every `@inner` has an `@outer` above it and helpers contain no OKL loops (the
//!   `loop_dims` pass reports and demotes such loops).
//! * a kernel's device kernels ([`crate::DeviceKernel`], set by `target/simt`) are its
//!   top-level `@outer` loops, each once and in source order; then every `@outer`/`@inner`
//!   loop has a [`crate::WorkItem`] whose index reads the matching work-group (`@outer`) or
//!   work-item (`@inner`) index on the loop's axis, and no other loop has one; launch counts,
//!   hoisted constants and declared iterators are handles of the function.

use crate::visit::ArenaExt;
use std::fmt;

use la_arena::ArenaMap;
use smol_str::SmolStr;

use crate::expr::{Capture, Expr, ExprId, Lambda};
use crate::func::{Function, LocalKind};
use crate::loops::{LoopId, LoopKind};
use crate::module::{Init, Item, Module};
use crate::stmt::{Block, Stmt};
use crate::ty::{AddressSpace, NamedRef, Store, TyId, TyKind};

/// How far down the pipeline a module is; later stages have stricter invariants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// Straight out of lowering: `@tile` loops may exist, axes may be unnumbered.
    Lowered,
    /// After the `tile` pass: no `LoopKind::Tile` remains.
    Tiled,
    /// After `loop_dims`: every outer/inner loop has an axis and the loop tree is well formed.
    Numbered,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    pub function: Option<SmolStr>,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.function {
            Some(name) => write!(f, "in `{name}`: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

/// Checks the invariants of `module` at `stage`.
pub fn verify(module: &Module, stage: Stage) -> Result<(), Vec<VerifyError>> {
    verify_since(module, &Checkpoint::default(), stage)
}

/// The lengths of a module's arenas at one moment. A module that grows one top-level item at a
/// time (the driver's streaming pipeline, ADR 0006) is verified a batch at a time against the
/// checkpoint taken before the batch, so verifying a whole file stays linear in its size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checkpoint {
    pub items: usize,
    pub functions: usize,
    pub globals: usize,
    pub structs: usize,
    pub enums: usize,
    pub typedefs: usize,
    /// Expressions and types of [`Module::store`].
    pub exprs: usize,
    pub types: usize,
}

impl Checkpoint {
    /// Everything `module` holds now.
    pub fn of(module: &Module) -> Checkpoint {
        Checkpoint {
            items: module.items.len(),
            functions: module.functions.len(),
            globals: module.globals.len(),
            structs: module.structs.len(),
            enums: module.enums.len(),
            typedefs: module.typedefs.len(),
            exprs: module.store.exprs.len(),
            types: module.store.types.len(),
        }
    }
}

/// Checks what was added to `module` after `since` (items, module-level declarations, new
/// module-store nodes and new functions), assuming the rest was verified before and has not
/// changed. Arenas are skipped through `values()` (a slice iterator): `iter().skip(n)` steps
/// through all `n` earlier entries, which made verifying each streamed item cost the size of
/// the whole module. Old store nodes cannot point at new ones (handles only ever point at nodes that
/// exist), so a cycle can only run through new nodes.
pub fn verify_since(
    module: &Module,
    since: &Checkpoint,
    stage: Stage,
) -> Result<(), Vec<VerifyError>> {
    let mut v = Verifier { module, errors: Vec::new(), function: None };
    v.module_level(since);
    let spaced = spaced_functions(module, since);
    for func in module.functions.values().skip(since.functions) {
        v.function = Some(func.name.clone());
        v.function_body(func, stage);
        if v.errors.is_empty() {
            v.spaces(func, &spaced);
        }
        v.function = None;
    }
    if v.errors.is_empty() { Ok(()) } else { Err(v.errors) }
}

/// The functions after `since` with a parameter in a non-generic address space, by name:
/// the only ones whose calls [`Verifier::spaces`] checks (the `addrspace` pass makes them in
/// the run that makes their callers, so the callers are after `since` too).
fn spaced_functions<'m>(
    module: &'m Module,
    since: &Checkpoint,
) -> indexmap::IndexMap<&'m str, &'m Function> {
    let mut out = indexmap::IndexMap::new();
    for f in module.functions.values().skip(since.functions) {
        let spaced = f
            .params
            .iter()
            .any(|p| f.locals.get(*p).is_some_and(|l| !f.store.space_of(l.ty).is_generic()));
        if spaced && !f.is_kernel() {
            out.insert(f.name.as_str(), f);
        }
    }
    out
}

struct Verifier<'a> {
    module: &'a Module,
    errors: Vec<VerifyError>,
    function: Option<SmolStr>,
}

fn raw<T>(idx: la_arena::Idx<T>) -> usize {
    u32::from(idx.into_raw()) as usize
}

fn in_range<T>(arena: &la_arena::Arena<T>, idx: la_arena::Idx<T>) -> bool {
    raw(idx) < arena.len()
}

struct WalkCx {
    inner_depth: u32,
    outer_depth: u32,
    kernel: bool,
    depth: u32,
    /// The function has device kernels: its OKL loops run from work-item indices.
    simt: bool,
    /// The `@outer` loops met outside every OKL loop, in order.
    roots: Vec<LoopId>,
}

impl Verifier<'_> {
    fn err(&mut self, message: impl Into<String>) {
        self.errors.push(VerifyError { function: self.function.clone(), message: message.into() });
    }

    fn module_level(&mut self, since: &Checkpoint) {
        let m = self.module;
        self.store(&m.store, None, (since.exprs, since.types));
        for item in m.items.iter().skip(since.items) {
            let ok = match item {
                Item::Function(f) => in_range(&m.functions, *f),
                Item::Global(g) => in_range(&m.globals, *g),
                Item::Struct(s) => in_range(&m.structs, *s),
                Item::Enum(e) => in_range(&m.enums, *e),
                Item::Typedef(t) => in_range(&m.typedefs, *t),
                Item::Directive(_) | Item::Verbatim(_) => true,
            };
            if !ok {
                self.err(format!("item {item:?} is out of range"));
            }
        }
        for g in m.globals.values().skip(since.globals) {
            self.ty(&m.store, g.ty, "global type");
            self.init(&m.store, g.init.as_ref());
            for s in g.dim.iter().flat_map(|d| &d.sizes) {
                self.expr(&m.store, *s, "@dim size");
            }
        }
        for s in m.structs.values().skip(since.structs) {
            for f in &s.fields {
                self.ty(&m.store, f.ty, "field type");
                if let Some(w) = f.bit_width {
                    self.expr(&m.store, w, "bit width");
                }
            }
        }
        for e in m.enums.values().skip(since.enums) {
            if let Some(u) = e.underlying {
                self.ty(&m.store, u, "enum underlying type");
            }
            for (_, v) in &e.enumerators {
                if let Some(v) = v {
                    self.expr(&m.store, *v, "enumerator value");
                }
            }
        }
        for t in m.typedefs.values().skip(since.typedefs) {
            self.ty(&m.store, t.ty, "typedef type");
        }
    }

    fn expr(&mut self, store: &Store, e: ExprId, what: &str) -> bool {
        if in_range(&store.exprs, e) {
            true
        } else {
            self.err(format!("{what}: expression handle {} out of range", raw(e)));
            false
        }
    }

    fn ty(&mut self, store: &Store, t: TyId, what: &str) -> bool {
        if in_range(&store.types, t) {
            true
        } else {
            self.err(format!("{what}: type handle {} out of range", raw(t)));
            false
        }
    }

    fn init(&mut self, store: &Store, init: Option<&Init>) {
        match init {
            None => {}
            Some(Init::Assign(e)) => {
                self.expr(store, *e, "initializer");
            }
            Some(Init::Direct(args) | Init::Brace(args)) => {
                for a in args {
                    self.expr(store, *a, "initializer");
                }
            }
        }
    }

    /// Handles inside a store are in range, and the expression/type graph is acyclic.
    /// `func` is the owning function (`None` for the module store). Only the expressions and
    /// types from `from` on are checked (the earlier ones were checked before).
    fn store(&mut self, store: &Store, func: Option<&Function>, from: (usize, usize)) {
        let m = self.module;
        let (e0, t0) = (from.0.min(store.exprs.len()), from.1.min(store.types.len()));
        // Range checks. On the way, `ordered` records whether the graph among the checked nodes
        // is acyclic by construction: every expression -> expression and type -> type edge
        // points to an earlier node and no type points at a checked expression. Then a path
        // that reaches a type stays among types, whose indices fall, and a path among
        // expressions falls too, so nothing can close a cycle. Lowering and the passes always
        // build stores that way; only otherwise is the edge list built and searched.
        let mut ordered = true;
        for (i, node) in store.exprs.values().enumerate().skip(e0) {
            node.for_each_child(|c| {
                if self.expr(store, c, "operand") && raw(c) >= i {
                    ordered = false;
                }
            });
            let ty = match node {
                Expr::Cast { ty, .. } | Expr::Construct { ty, .. } => Some(*ty),
                Expr::SizeOfType(ty) | Expr::AlignOf(ty) => Some(*ty),
                Expr::Local(l) => {
                    match func {
                        None => self.err("module-level expression refers to a local"),
                        Some(f) => {
                            if !in_range(&f.locals, *l) {
                                self.err(format!("local handle {} out of range", raw(*l)));
                            }
                        }
                    }
                    None
                }
                Expr::Global(g) => {
                    if !in_range(&m.globals, *g) {
                        self.err(format!("global handle {} out of range", raw(*g)));
                    }
                    None
                }
                Expr::Lambda(lambda) => {
                    self.lambda(store, func, lambda);
                    lambda.ret
                }
                _ => None,
            };
            if let Some(t) = ty {
                self.ty(store, t, "type operand");
            }
        }
        for (j, t) in store.types.values().enumerate().skip(t0) {
            if !t.space.is_generic() && !t.may_have_space() {
                self.err(format!(
                    "address space `{}` on a type level that is no pointer, reference, array or name",
                    t.space.name()
                ));
            }
            // Checks a type operand; true when it points forward.
            let forward = |v: &mut Self, x: TyId| v.ty(store, x, "type operand") && raw(x) >= j;
            match &t.kind {
                TyKind::Pointer(x)
                | TyKind::Reference(x)
                | TyKind::RvalueReference(x)
                | TyKind::Pack(x) => ordered &= !forward(self, *x),
                TyKind::Array { elem, size } => {
                    if let Some(s) = size
                        && self.expr(store, *s, "array size")
                        && raw(*s) >= e0
                    {
                        ordered = false;
                    }
                    ordered &= !forward(self, *elem);
                }
                TyKind::Function { ret, params, .. } => {
                    ordered &= !forward(self, *ret);
                    for p in params {
                        ordered &= !forward(self, *p);
                    }
                }
                TyKind::Named { refers: NamedRef::Alias(x), .. } => {
                    ordered &= !forward(self, *x);
                }
                TyKind::Named { refers, .. } => {
                    let ok = match refers {
                        NamedRef::Typedef(x) => in_range(&m.typedefs, *x),
                        NamedRef::Struct(x) => in_range(&m.structs, *x),
                        NamedRef::Enum(x) => in_range(&m.enums, *x),
                        NamedRef::Opaque | NamedRef::Alias(_) => true,
                    };
                    if !ok {
                        self.err(format!("named type refers out of range: {refers:?}"));
                    }
                }
                TyKind::Decltype(e) => {
                    if self.expr(store, *e, "decltype operand") && raw(*e) >= e0 {
                        ordered = false;
                    }
                }
                TyKind::Builtin(_) | TyKind::Auto => {}
            }
        }
        if !ordered {
            let (offsets, targets) = store_edges(store, e0, t0);
            if has_cycle(&offsets, &targets) {
                self.err("expression/type graph has a cycle");
            }
        }
    }

    /// A lambda's locals are the enclosing function's, its body holds no OKL loop, and its
    /// `uses` (through which its body's expressions are checked) match the body.
    fn lambda(&mut self, store: &Store, func: Option<&Function>, lambda: &Lambda) {
        let Some(f) = func else {
            return self.err("lambda in a module-level expression");
        };
        let captured = lambda.captures.iter().filter_map(|c| match c {
            Capture::Var { local, .. } => *local,
            Capture::Init { local, .. } => Some(*local),
            _ => None,
        });
        if captured.chain(lambda.params.iter().copied()).any(|l| !in_range(&f.locals, l)) {
            return self.err("lambda local out of range");
        }
        let mut loops = false;
        let mut bad_decl = false;
        crate::visit::walk(f, &lambda.body, &mut |v| match v.stmt {
            Stmt::Loop(_) => loops = true,
            Stmt::Decl(l) | Stmt::RangeFor { var: l, .. } => bad_decl |= !in_range(&f.locals, *l),
            _ => {}
        });
        if loops {
            self.err("lambda body holds an OKL loop");
        }
        if bad_decl {
            self.err("lambda body declares a local out of range");
        }
        if crate::visit::lambda_uses(store, &f.locals, &lambda.params, &lambda.body) != lambda.uses
        {
            self.err("lambda `uses` do not match its body");
        }
    }

    /// Pointers and references agree on their address spaces: a call passes a pointer into
    /// (or binds a reference to an object in) the space its parameter says (a generic parameter
    /// takes any), and a pointer local is initialised and assigned from its own space, a
    /// reference local bound in it. A value whose space is not known passes.
    fn spaces(&mut self, func: &Function, spaced: &indexmap::IndexMap<&str, &Function>) {
        use crate::space::{Flow, Written, object_flow, reference_like, value_flow};
        let m = self.module;
        let env = Written { module: m, func };
        let Some(body) = &func.body else { return };
        let mut mismatches: Vec<String> = Vec::new();
        // `binds`: `value` is bound to a reference, whose space is its object's.
        let mut check =
            |target: AddressSpace, value: ExprId, binds: bool, what: &dyn Fn() -> String| {
                if target.is_generic() {
                    return;
                }
                let flow = if binds {
                    object_flow(m, func, &env, value)
                } else {
                    value_flow(m, func, &env, value)
                };
                if let Flow::Space(s, _) = flow
                    && s != target
                {
                    mismatches.push(format!(
                        "{} is in {} memory but given a pointer into {} memory",
                        what(),
                        target.name(),
                        s.name()
                    ));
                }
            };
        crate::visit::walk(func, body, &mut |v| {
            if let Stmt::Decl(l) = v.stmt
                && let Some(local) = func.locals.get(*l)
                && crate::space::has_space_level(m, func, *l)
                && let Some(Init::Assign(e)) = &local.init
            {
                let binds = reference_like(m, func, *l);
                check(func.store.space_of(local.ty), *e, binds, &|| {
                    format!("local `{}`", local.name)
                });
            }
            crate::visit::stmt_exprs(func, v.stmt, |root| {
                crate::visit::walk_expr(&func.store, root, |_, node| match node {
                    Expr::Assign { op: crate::AssignOp::Assign, lhs, rhs } => {
                        if let Some(Expr::Local(l)) = func.store.exprs.get(*lhs)
                            && let Some(local) = func.locals.get(*l)
                            && crate::space::pointer_like(m, func, *l)
                        {
                            let name = &local.name;
                            check(func.store.space_of(local.ty), *rhs, false, &|| {
                                format!("local `{name}`")
                            });
                        }
                    }
                    Expr::Call { callee, args } => {
                        let Some(Expr::Name(name)) = func.store.exprs.get(*callee) else {
                            return;
                        };
                        let Some(callee) = spaced.get(name.as_str()) else { return };
                        for (i, (p, a)) in callee.params.iter().zip(args).enumerate() {
                            let Some(param) = callee.locals.get(*p) else { continue };
                            let binds = reference_like(m, callee, *p);
                            check(callee.store.space_of(param.ty), *a, binds, &|| {
                                format!("parameter {i} of `{}`", callee.name)
                            });
                        }
                    }
                    _ => {}
                });
            });
        });
        for message in mismatches {
            self.err(message);
        }
    }

    fn function_body(&mut self, func: &Function, stage: Stage) {
        self.store(&func.store, Some(func), (0, 0));
        self.ty(&func.store, func.ret, "return type");
        for (i, p) in func.params.iter().enumerate() {
            match func.locals.get(*p) {
                None => self.err(format!("parameter {i} out of range")),
                Some(l) => {
                    if l.kind != LocalKind::Param(i as u32) {
                        self.err(format!(
                            "parameter `{}` has kind {:?}, not Param({i})",
                            l.name, l.kind
                        ));
                    }
                }
            }
        }
        for (_, l) in func.locals.iter() {
            if l.bindings.iter().flatten().any(|b| !in_range(&func.locals, *b)) {
                self.err(format!("binding of `{}` out of range", l.name));
            }
            self.ty(&func.store, l.ty, "local type");
            self.init(&func.store, l.init.as_ref());
            if let Some(dim) = &l.dim {
                for s in &dim.sizes {
                    self.expr(&func.store, *s, "@dim size");
                }
            }
        }
        let mut loop_uses: ArenaMap<LoopId, u32> = ArenaMap::default();
        let mut decls = vec![0u32; func.locals.len()];
        let mut var_owner = vec![None::<LoopId>; func.locals.len()];
        if let Some(body) = &func.body {
            let mut cx = WalkCx {
                inner_depth: 0,
                outer_depth: 0,
                kernel: func.is_kernel(),
                depth: 0,
                simt: !func.device_kernels.is_empty(),
                roots: Vec::new(),
            };
            self.block(func, body, stage, &mut cx, &mut loop_uses, &mut decls, &mut var_owner);
            if cx.simt {
                self.device_kernels(func, &cx.roots);
            }
        } else if !func.device_kernels.is_empty() {
            self.err("a function without a body has device kernels");
        }
        for (id, _) in func.loops.iter() {
            let n = loop_uses.get(id).copied().unwrap_or(0);
            if n != 1 {
                self.err(format!("loop {} is used by {n} statements (expected 1)", raw(id)));
            }
        }
        for (i, n) in decls.iter().enumerate() {
            if *n > 1 {
                let name =
                    func.locals.iter().nth(i).map(|(_, l)| l.name.clone()).unwrap_or_default();
                self.err(format!("local `{name}` is declared {n} times"));
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn block(
        &mut self,
        func: &Function,
        block: &Block,
        stage: Stage,
        cx: &mut WalkCx,
        loop_uses: &mut ArenaMap<LoopId, u32>,
        decls: &mut [u32],
        var_owner: &mut [Option<LoopId>],
    ) {
        if block.stmts.len() != block.spans.len() {
            self.err("block has a different number of statements and spans");
        }
        if cx.depth > 4096 {
            self.err("statement nesting too deep");
            return;
        }
        cx.depth += 1;
        for stmt in &block.stmts {
            self.stmt(func, stmt, stage, cx, loop_uses, decls, var_owner);
        }
        cx.depth -= 1;
    }

    #[allow(clippy::too_many_arguments)]
    fn stmt(
        &mut self,
        func: &Function,
        stmt: &Stmt,
        stage: Stage,
        cx: &mut WalkCx,
        loop_uses: &mut ArenaMap<LoopId, u32>,
        decls: &mut [u32],
        var_owner: &mut [Option<LoopId>],
    ) {
        let st = &func.store;
        match stmt {
            Stmt::Block(b) | Stmt::Atomic(b) => {
                self.block(func, b, stage, cx, loop_uses, decls, var_owner)
            }
            Stmt::Attributed(a) => {
                self.block(func, &a.body, stage, cx, loop_uses, decls, var_owner)
            }
            Stmt::Decl(l) => {
                for l in crate::func::Local::declared(&func.locals, *l) {
                    match decls.get_mut(raw(l)) {
                        Some(n) => *n += 1,
                        None => self.err(format!("declared local {} out of range", raw(l))),
                    }
                }
            }
            Stmt::Expr(e) | Stmt::Case(e) => {
                self.expr(st, *e, "statement");
            }
            Stmt::Return(e) => {
                if let Some(e) = e {
                    self.expr(st, *e, "return value");
                }
            }
            Stmt::If { cond, then, els, .. } => {
                self.expr(st, *cond, "if condition");
                self.block(func, then, stage, cx, loop_uses, decls, var_owner);
                if let Some(els) = els {
                    self.block(func, els, stage, cx, loop_uses, decls, var_owner);
                }
            }
            Stmt::For { init, cond, step, body } => {
                self.block(func, init, stage, cx, loop_uses, decls, var_owner);
                if let Some(c) = cond {
                    self.expr(st, *c, "for condition");
                }
                if let Some(s) = step {
                    self.expr(st, *s, "for step");
                }
                self.block(func, body, stage, cx, loop_uses, decls, var_owner);
            }
            Stmt::RangeFor { var, range, body } => {
                if !in_range(&func.locals, *var) {
                    self.err("range-for variable out of range");
                }
                self.expr(st, *range, "range-for range");
                self.block(func, body, stage, cx, loop_uses, decls, var_owner);
            }
            Stmt::While { cond, body }
            | Stmt::DoWhile { body, cond }
            | Stmt::Switch { cond, body } => {
                self.expr(st, *cond, "condition");
                self.block(func, body, stage, cx, loop_uses, decls, var_owner);
            }
            Stmt::Loop(id) => self.okl_loop(func, *id, stage, cx, loop_uses, decls, var_owner),
            Stmt::Default
            | Stmt::Label(_)
            | Stmt::Goto(_)
            | Stmt::Break
            | Stmt::Continue
            | Stmt::Barrier { .. }
            | Stmt::Directive(_)
            | Stmt::TypeDecl(_)
            | Stmt::Empty
            | Stmt::AttrEmpty(_) => {}
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn okl_loop(
        &mut self,
        func: &Function,
        id: LoopId,
        stage: Stage,
        cx: &mut WalkCx,
        loop_uses: &mut ArenaMap<LoopId, u32>,
        decls: &mut [u32],
        var_owner: &mut [Option<LoopId>],
    ) {
        let Some(l) = func.loops.get(id) else {
            self.err(format!("loop handle {} out of range", raw(id)));
            return;
        };
        let uses = loop_uses.entry(id).or_insert(0);
        *uses += 1;
        if *uses > 1 {
            // Reported after the walk; do not descend twice (a loop inside itself would recurse).
            return;
        }
        let st = &func.store;
        match func.locals.get(l.var) {
            None => self.err(format!("loop {} iterator out of range", raw(id))),
            Some(var) => {
                if var.kind != LocalKind::LoopVar {
                    self.err(format!(
                        "iterator `{}` of loop {} is not a LoopVar",
                        var.name,
                        raw(id)
                    ));
                }
                let owner = &mut var_owner[raw(l.var)];
                if let Some(other) = owner {
                    self.err(format!(
                        "iterator `{}` is shared by loops {} and {}",
                        var.name,
                        raw(*other),
                        raw(id)
                    ));
                } else {
                    *owner = Some(id);
                }
            }
        }
        self.expr(st, l.range.start, "loop start");
        self.expr(st, l.range.bound, "loop bound");
        if let Some(g) = l.range.guard {
            self.expr(st, g, "loop guard");
        }
        if let Some(s) = l.range.step.amount() {
            self.expr(st, s, "loop step");
        }
        let axis = match &l.kind {
            LoopKind::Tile(t) => {
                self.expr(st, t.size, "tile size");
                if stage >= Stage::Tiled {
                    self.err(format!("`@tile` loop {} remains after tiling", raw(id)));
                }
                for role in [t.block, t.element] {
                    if let crate::TileRole::Outer(Some(a)) | crate::TileRole::Inner(Some(a)) = role
                        && a > 2
                    {
                        self.err(format!("tile role axis {a} out of range"));
                    }
                }
                None
            }
            k => k.axis(),
        };
        if let Some(a) = axis
            && a > 2
        {
            self.err(format!("loop {} has axis {a}", raw(id)));
        }
        let okl = l.kind.is_outer() || l.kind.is_inner();
        if l.kind.is_outer() && cx.outer_depth == 0 && cx.inner_depth == 0 {
            cx.roots.push(id);
        }
        self.work_item(func, id, l, cx.simt);
        if stage >= Stage::Numbered && okl {
            if axis.is_none() {
                self.err(format!("loop {} has no axis after numbering", raw(id)));
            }
            if !cx.kernel {
                self.err(format!("OKL loop {} in a non-kernel function after loop_dims", raw(id)));
            }
            if l.kind.is_outer() && cx.inner_depth > 0 {
                self.err(format!("`@outer` loop {} inside an `@inner` loop", raw(id)));
            }
            if l.kind.is_inner() && cx.outer_depth == 0 {
                self.err(format!("`@inner` loop {} outside every `@outer` loop", raw(id)));
            }
        }
        let (o, i) = (l.kind.is_outer() as u32, l.kind.is_inner() as u32);
        cx.outer_depth += o;
        cx.inner_depth += i;
        self.block(func, &l.body, stage, cx, loop_uses, decls, var_owner);
        cx.outer_depth -= o;
        cx.inner_depth -= i;
    }
}

impl Verifier<'_> {
    /// The work-item form of loop `id`: present exactly on the `@outer`/`@inner` loops of a
    /// function with device kernels, its index reading the loop's own work-group or work-item
    /// index.
    fn work_item(&mut self, func: &Function, id: LoopId, l: &crate::Loop, simt: bool) {
        let okl = l.kind.is_outer() || l.kind.is_inner();
        let Some(item) = &l.work_item else {
            if simt && okl {
                self.err(format!("OKL loop {} of a device kernel has no work-item index", raw(id)));
            }
            return;
        };
        if !simt || !okl {
            self.err(format!("loop {} has a work-item index outside a device kernel", raw(id)));
            return;
        }
        let st = &func.store;
        if let Some(g) = item.guard {
            self.expr(st, g, "work-item guard");
        }
        if !self.expr(st, item.index, "work-item index") {
            return;
        }
        let axis = l.kind.axis().unwrap_or(0);
        let want = if l.kind.is_outer() {
            crate::BuiltinVar::GroupId(axis)
        } else {
            crate::BuiltinVar::LocalId(axis)
        };
        let mut found = false;
        crate::visit::walk_expr(st, item.index, |_, e| {
            found |= matches!(e, Expr::Builtin(b) if *b == want);
        });
        if !found {
            self.err(format!("work-item index of loop {} does not read {want:?}", raw(id)));
        }
    }

    /// The device kernels of `func`, whose top-level `@outer` loops are `roots`.
    fn device_kernels(&mut self, func: &Function, roots: &[LoopId]) {
        if !func.is_kernel() {
            self.err("a function that is not a kernel has device kernels");
        }
        let listed: Vec<LoopId> = func.device_kernels.iter().map(|k| k.root).collect();
        if listed != roots {
            self.err(format!(
                "device kernels run loops {:?}, the top-level `@outer` loops are {:?}",
                listed.iter().map(|l| raw(*l)).collect::<Vec<_>>(),
                roots.iter().map(|l| raw(*l)).collect::<Vec<_>>()
            ));
        }
        let st = &func.store;
        for (n, k) in func.device_kernels.iter().enumerate() {
            for c in &k.constants {
                if !in_range(&func.locals, *c) {
                    self.err(format!("constant of device kernel {n} out of range"));
                }
            }
            for v in &k.host_values {
                if !in_range(&func.locals, *v) {
                    self.err(format!("host value of device kernel {n} out of range"));
                }
            }
            for c in k.launch.iter().flat_map(|d| &d.counts) {
                for l in c.over.iter().chain([&c.of]) {
                    if !in_range(&func.loops, *l) {
                        self.err(format!("loop of device kernel {n}'s launch out of range"));
                    }
                }
                if c.constant.is_some() && !c.over.is_empty() {
                    self.err(format!("constant launch count of device kernel {n} runs over loops"));
                }
                if !c.over.is_empty() {
                    let enclosing = crate::visit::enclosing_loops(func, c.of).unwrap_or_default();
                    let mut rest = enclosing.iter();
                    if !c.over.iter().all(|l| rest.any(|e| e == l)) {
                        self.err(format!(
                            "launch count of loop {} in device kernel {n} runs over loops that do not enclose it in order",
                            raw(c.of)
                        ));
                    }
                }
            }
            for d in &k.launch {
                if d.axis > 2 || d.counts.is_empty() {
                    self.err(format!("launch dimension of device kernel {n} malformed"));
                }
                for c in &d.counts {
                    self.expr(st, c.expr, "launch count");
                }
            }
        }
    }
}

/// Iterative three-colour DFS over a graph in compressed rows (see [`Verifier::store`]).
/// The edges among a store's expressions from `e0` on and types from `t0` on, in compressed
/// rows (one allocation for all nodes, not one per node): expression `e0 + i` is node `i`, type
/// `t0 + j` is node `ne + j`; the edges of node `n` are `targets[offsets[n]..offsets[n + 1]]`.
/// Out-of-range handles (reported by [`Verifier::store`]) and edges into earlier nodes, which
/// cannot close a cycle, are left out.
fn store_edges(store: &Store, e0: usize, t0: usize) -> (Vec<usize>, Vec<usize>) {
    let ne = store.exprs.len() - e0;
    let nt = store.types.len() - t0;
    let expr_node = |e: ExprId| raw(e).checked_sub(e0).filter(|_| in_range(&store.exprs, e));
    let ty_node =
        |t: TyId| raw(t).checked_sub(t0).filter(|_| in_range(&store.types, t)).map(|j| ne + j);
    let mut offsets: Vec<usize> = Vec::with_capacity(ne + nt + 1);
    let mut targets: Vec<usize> = Vec::with_capacity(ne + nt);
    for node in store.exprs.values().skip(e0) {
        offsets.push(targets.len());
        node.for_each_child(|c| targets.extend(expr_node(c)));
        let ty = match node {
            Expr::Cast { ty, .. } | Expr::Construct { ty, .. } => Some(*ty),
            Expr::SizeOfType(ty) | Expr::AlignOf(ty) => Some(*ty),
            Expr::Lambda(lambda) => lambda.ret,
            _ => None,
        };
        targets.extend(ty.and_then(ty_node));
    }
    for t in store.types.values().skip(t0) {
        offsets.push(targets.len());
        match &t.kind {
            TyKind::Pointer(x)
            | TyKind::Reference(x)
            | TyKind::RvalueReference(x)
            | TyKind::Pack(x) => targets.extend(ty_node(*x)),
            TyKind::Array { elem, size } => {
                targets.extend(size.and_then(expr_node));
                targets.extend(ty_node(*elem));
            }
            TyKind::Function { ret, params, .. } => {
                targets.extend(ty_node(*ret));
                targets.extend(params.iter().filter_map(|p| ty_node(*p)));
            }
            TyKind::Decltype(e) => targets.extend(expr_node(*e)),
            TyKind::Named { refers: NamedRef::Alias(x), .. } => targets.extend(ty_node(*x)),
            TyKind::Named { .. } | TyKind::Builtin(_) | TyKind::Auto => {}
        }
    }
    offsets.push(targets.len());
    (offsets, targets)
}

fn has_cycle(offsets: &[usize], targets: &[usize]) -> bool {
    let n = offsets.len().saturating_sub(1);
    let edges = |node: usize| &targets[offsets[node]..offsets[node + 1]];
    let mut color = vec![0u8; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if color[root] != 0 {
            continue;
        }
        stack.push((root, 0));
        color[root] = 1;
        while let Some((node, next)) = stack.last_mut() {
            let node = *node;
            if let Some(&child) = edges(node).get(*next) {
                *next += 1;
                match color.get(child) {
                    Some(1) => return true,
                    Some(0) => {
                        color[child] = 1;
                        stack.push((child, 0));
                    }
                    _ => {}
                }
            } else {
                color[node] = 2;
                stack.pop();
            }
        }
    }
    false
}
