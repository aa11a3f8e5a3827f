//! Which statements write a local variable: the `params` pass copies a kernel parameter or an
//! OKL loop iterator per work-item when this says it is written.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::visit::{stmt_exprs, walk, walk_expr};
use std::sync::Arc;

use oklc_ir::{
    ArenaExt, BinaryOp, Block, Expr, ExprId, Function, Init, Local, LocalId, Quals, Stmt, TyKind,
    UnaryOp,
};
use smol_str::SmolStr;

/// What a call may do to the arguments at each position (the first 64), by function name.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CallMask {
    /// [`Function::mut_ref_params`], merged over the overloads (any may write).
    mut_refs: u64,
    /// [`Function::const_ptr_params`], merged over the overloads (every one must take a
    /// pointer to `const` there for `&x` to be a read).
    const_ptrs: u64,
}

/// What calls may write: the [`CallMask`] of every function of the module by name, and the
/// member functions of its records that may modify their object.
#[derive(Clone, Debug, Default)]
pub(crate) struct CallMasks {
    functions: IndexMap<SmolStr, CallMask>,
    /// Names of member functions that some record declares neither `const` nor `static`
    /// ([`oklc_ir::StructDef::mutating_methods`]): `x.m()` writes `x`. By name over all
    /// records, so a `const` method that shares its name with another record's modifying one
    /// counts as a write (a per-work-item copy more, never a wrong value).
    mutating_methods: IndexSet<SmolStr>,
}

/// Standard functions that write through reference parameters, for calls the module does not
/// define: `std::swap(a, b)` (also found unqualified by argument-dependent lookup) and
/// `std::exchange(obj, v)`, also as oklc's device subset spells them (`_occa_std::swap`,
/// [`oklc_target::DEVICE_STD_NAMESPACE`]).
const STD_WRITERS: &[(&str, u64)] = &[("std::swap", 0b11), ("swap", 0b11), ("std::exchange", 0b1)];

impl CallMasks {
    /// The mask of the function named `name` (template arguments ignored).
    fn get(&self, name: &str) -> Option<CallMask> {
        let name = name.split('<').next().unwrap_or(name).trim();
        self.functions
            .get(name)
            .copied()
            .or_else(|| library_writes(name).map(|mut_refs| CallMask { mut_refs, const_ptrs: 0 }))
    }
}

/// The reference parameters (bit `i`: parameter `i`) that the standard library function
/// `name` writes through, for the functions of [`STD_WRITERS`] (template arguments ignored).
pub fn library_writes(name: &str) -> Option<u64> {
    let name = name.split('<').next().unwrap_or(name).trim();
    let library = name
        .strip_prefix(oklc_target::DEVICE_STD_NAMESPACE)
        .and_then(|rest| rest.strip_prefix("::"))
        .map(|rest| format!("std::{rest}"));
    let name = library.as_deref().unwrap_or(name);
    STD_WRITERS.iter().find(|(n, _)| *n == name).map(|(_, mut_refs)| *mut_refs)
}

/// The module's [`CallMasks`], kept in its [`oklc_ir::PassMemo`] and caught up with the
/// functions and records added since the last call: built afresh, each pass run of an
/// item-by-item compilation would scan every function so far. Shared, not copied, for the same
/// reason.
pub(crate) fn call_masks(module: &oklc_ir::Module) -> Arc<CallMasks> {
    module.pass_memo().with(|memo: &mut CallMasksMemo| {
        if memo.scanned < module.functions.len() || memo.structs < module.structs.len() {
            let masks = Arc::make_mut(&mut memo.masks);
            for raw in memo.scanned..module.functions.len() {
                let id = oklc_ir::FunctionId::from_raw(oklc_ir::la_arena::RawIdx::from(raw as u32));
                let Some(f) = module.functions.get(id) else { continue };
                let m = masks
                    .functions
                    .entry(f.name.clone())
                    .or_insert(CallMask { mut_refs: 0, const_ptrs: u64::MAX });
                m.mut_refs |= f.mut_ref_params();
                m.const_ptrs &= f.const_ptr_params();
            }
            for (_, def) in module.structs.iter().skip(memo.structs) {
                masks.mutating_methods.extend(def.mutating_methods.iter().cloned());
            }
            memo.scanned = module.functions.len();
            memo.structs = module.structs.len();
        }
        Arc::clone(&memo.masks)
    })
}

/// [`call_masks`]' memo: how many functions and records it has seen, and their masks.
#[derive(Default)]
struct CallMasksMemo {
    scanned: usize,
    structs: usize,
    masks: Arc<CallMasks>,
}

/// Whether the statement's own expressions write `p` ([`expr_writes`]), or it declares a
/// non-`const` reference bound to it: `T &r = p;`, a structured binding `auto &[a, b] = p;`
/// (its hidden object is that reference, its names are parts of `p`), or a range-`for`
/// variable `for (auto &x : p.v)` / `for (auto &[a, b] : p.pairs)` over an array member.
pub(crate) fn stmt_writes(
    f: &Function,
    stmt: &Stmt,
    p: LocalId,
    masks: Option<&CallMasks>,
) -> bool {
    let mut found = false;
    stmt_written_locals(f, stmt, masks, &mut |l| found |= l == p);
    found
}

/// Calls `out` with every local that [`stmt_writes`] says the statement writes (a local may
/// come more than once). One walk answers for every local: asking [`stmt_writes`] once per
/// kernel parameter walked the kernel once per parameter, quadratic in kernels with thousands
/// of parameters.
pub(crate) fn stmt_written_locals(
    f: &Function,
    stmt: &Stmt,
    masks: Option<&CallMasks>,
    out: &mut dyn FnMut(LocalId),
) {
    stmt_exprs(f, stmt, |e| expr_written_locals(f, e, masks, out));
    if let Stmt::Decl(l) = stmt
        && let Some(local) = f.locals.get(*l)
        && binds_mut_ref(f, local)
    {
        match &local.init {
            Some(Init::Assign(e)) => roots(f, *e, out),
            Some(Init::Direct(a) | Init::Brace(a)) => a.iter().for_each(|e| roots(f, *e, out)),
            None => {}
        }
    }
    if let Stmt::RangeFor { var, range, .. } = stmt
        && f.locals.get(*var).is_some_and(|local| binds_mut_ref(f, local))
    {
        roots(f, *range, out);
    }
}

/// What the `params` pass asks of a kernel before it looks closer, answered by one walk of its
/// body: asking each OKL loop about its own iterator walked every statement once per enclosing
/// loop.
pub(crate) struct KernelWrites {
    /// Every local written by a statement inside an `@outer` loop, `masks` as for
    /// [`stmt_writes`].
    pub(crate) in_outer: IndexSet<LocalId>,
    /// The OKL loops whose iterator a statement of their body writes, any call counting as a
    /// write (`masks` of `None`).
    pub(crate) iterators: IndexSet<oklc_ir::LoopId>,
}

impl KernelWrites {
    pub(crate) fn of(f: &Function, body: &Block, masks: Option<&CallMasks>) -> KernelWrites {
        let mut in_outer = IndexSet::new();
        let mut iterators = IndexSet::new();
        walk(f, body, &mut |v| {
            if v.loops.is_empty() {
                return;
            }
            let outer = v.loops.iter().any(|l| f.loops.get(*l).is_some_and(|l| l.kind.is_outer()));
            let mut iterator = |l: LocalId| {
                for &id in v.loops {
                    if f.loops.get(id).is_some_and(|lp| lp.var == l) {
                        iterators.insert(id);
                    }
                }
            };
            match masks {
                // One walk of the statement answers both questions.
                None => stmt_written_locals(f, v.stmt, None, &mut |l| {
                    if outer {
                        in_outer.insert(l);
                    }
                    iterator(l);
                }),
                Some(_) => {
                    if outer {
                        stmt_written_locals(f, v.stmt, masks, &mut |l| {
                            in_outer.insert(l);
                        });
                    }
                    stmt_written_locals(f, v.stmt, None, &mut iterator);
                }
            }
        });
        KernelWrites { in_outer, iterators }
    }
}

/// Whether `local` is a reference through which its initializer may be written.
fn binds_mut_ref(f: &Function, local: &Local) -> bool {
    match f.store.types.get(local.ty).map(|t| &t.kind) {
        Some(TyKind::Reference(r) | TyKind::RvalueReference(r)) => {
            f.store.types.get(*r).is_none_or(|t| !t.quals.contains(Quals::CONST))
        }
        _ => false,
    }
}

/// Calls `out` with every local the expression tree at `root` writes: assigns, increments or
/// decrements, takes the address of (a member or element of a by-value object counts as the
/// object) other than as the argument of a pointer-to-`const` parameter of a function named in
/// `masks`, passes to a non-`const` reference parameter of such a function or of
/// `std::swap`/`std::exchange`, or calls a member function on that a record of the module
/// declares neither `const` nor `static` (any call when `masks` is `None`).
fn expr_written_locals(
    f: &Function,
    root: ExprId,
    masks: Option<&CallMasks>,
    out: &mut dyn FnMut(LocalId),
) {
    let mask_of = |callee: ExprId| match (masks, f.store.exprs.get(callee)) {
        (Some(m), Some(Expr::Name(n))) => m.get(n),
        _ => None,
    };
    // `&x` as the argument of a pointer-to-`const` parameter: read only. Without masks every
    // address taken is a write, and the tree needs no walk for this.
    let mut read_only = IndexSet::new();
    if masks.is_some() {
        walk_expr(&f.store, root, |_, e| {
            if let Expr::Call { callee, args } = e
                && let Some(m) = mask_of(*callee)
            {
                read_only.extend(
                    args.iter().enumerate().filter_map(|(i, a)| {
                        (i < 64 && m.const_ptrs & (1 << i) != 0).then_some(*a)
                    }),
                );
            }
        });
    }
    walk_expr(&f.store, root, |id, e| {
        if let Some(t) = e.written_operand() {
            let address = matches!(e, Expr::Unary { op: UnaryOp::AddrOf, .. });
            if !(address && read_only.contains(&id)) {
                roots(f, t, out);
            }
        } else if let Expr::Call { callee, args } = e {
            let mask = match masks {
                None => u64::MAX,
                Some(_) => mask_of(*callee).map_or(0, |m| m.mut_refs),
            };
            for (i, a) in args.iter().enumerate() {
                if i < 64 && mask & (1 << i) != 0 {
                    roots(f, *a, out);
                }
            }
            if let Some(Expr::Member { base, member, arrow: false }) = f.store.exprs.get(*callee)
                && masks.is_none_or(|m| m.mutating_methods.contains(member))
            {
                roots(f, *base, out);
            }
        }
    });
}

/// Calls `out` with the local that writing the lvalue `e` writes itself, if any: `p` for `p`,
/// a member of it, an element of an array member (`p[i]` of a pointer parameter writes memory
/// instead), either arm of `?:` (both may come), the right side of a comma.
fn roots(f: &Function, mut e: ExprId, out: &mut dyn FnMut(LocalId)) {
    for _ in 0..1024 {
        match f.store.exprs.get(e) {
            Some(Expr::Local(l)) => return out(*l),
            Some(Expr::Member { base, arrow: false, .. }) => e = *base,
            Some(Expr::Index { base, .. }) => {
                if matches!(f.store.exprs.get(*base), Some(Expr::Local(_))) {
                    return;
                }
                e = *base;
            }
            Some(Expr::Cond { then, els, .. }) => {
                roots(f, *then, out);
                return roots(f, *els, out);
            }
            Some(Expr::Binary { op: BinaryOp::Comma, rhs, .. }) => e = *rhs,
            _ => return,
        }
    }
}

/// Whether `p` is written anywhere in `block` (nested loops included); `masks` as for
/// [`stmt_writes`].
pub(crate) fn any_writes(
    f: &Function,
    block: &Block,
    p: LocalId,
    masks: Option<&CallMasks>,
) -> bool {
    let mut found = false;
    walk(f, block, &mut |v| found = found || stmt_writes(f, v.stmt, p, masks));
    found
}

#[cfg(test)]
mod tests {
    use oklc_ir::build::FnBuilder;
    use oklc_ir::{Local, LocalKind, Quals, Stmt, TyKind};

    use super::stmt_writes;

    /// `q` (a by-value parameter) and the statement `decl [a, b] = q;` of a structured binding
    /// whose hidden object has the type `ty` built by `hidden`.
    fn binding(hidden: impl FnOnce(&mut FnBuilder) -> oklc_ir::TyId) -> (bool, bool) {
        let mut b = FnBuilder::kernel("k");
        let int = b.int();
        let q = b.param("q", int);
        let ty = hidden(&mut b);
        let init = b.local(q);
        let obj = b.var_init("[a, b]", ty, init);
        let auto = b.qualified(TyKind::Auto, Quals::empty());
        let span = b.span();
        let names: Vec<_> = ["a", "b"]
            .into_iter()
            .map(|n| b.func.add_local(Local::new(n, auto, LocalKind::Var, span)))
            .collect();
        b.func.locals[obj].bindings = Some(names.into());
        let decl = stmt_writes(&b.func, &Stmt::Decl(obj), q, None);
        let range = b.local(q);
        let body = oklc_ir::Block::new();
        let for_stmt = Stmt::RangeFor { var: obj, range, body };
        (decl, stmt_writes(&b.func, &for_stmt, q, None))
    }

    /// Writes through `auto &[a, b] = q;` (or `auto &&`) write `q`; a copy (`auto [a, b]`) or a
    /// `const` reference cannot.
    #[test]
    fn reference_bindings_write_their_object() {
        let lref = |b: &mut FnBuilder| {
            let auto = b.qualified(TyKind::Auto, Quals::empty());
            b.qualified(TyKind::Reference(auto), Quals::empty())
        };
        let rref = |b: &mut FnBuilder| {
            let auto = b.qualified(TyKind::Auto, Quals::empty());
            b.qualified(TyKind::RvalueReference(auto), Quals::empty())
        };
        let const_ref = |b: &mut FnBuilder| {
            let auto = b.qualified(TyKind::Auto, Quals::CONST);
            b.qualified(TyKind::Reference(auto), Quals::empty())
        };
        let copy = |b: &mut FnBuilder| b.qualified(TyKind::Auto, Quals::empty());
        assert_eq!(binding(lref), (true, true));
        assert_eq!(binding(rref), (true, true));
        assert_eq!(binding(const_ref), (false, false));
        assert_eq!(binding(copy), (false, false));
    }
}
