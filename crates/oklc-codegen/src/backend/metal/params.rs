//! Kernel parameters a Metal kernel keeps a copy of. Metal receives every non-pointer
//! parameter as a `constant T &` buffer, read-only memory, while a kernel may use a parameter
//! as an object of its own, as every work-item's private copy on the other GPU backends (and
//! in the `addrspace` pass): write it, take its address, bind it to a reference or call a
//! member function on it. Such a parameter is received under another name
//! ([`received_name`]) and copied into a `thread` local of its own name first in the kernel.

use oklc_ir::space::{callee_function, reference_like};
use oklc_ir::visit::{stmt_exprs, walk, walk_expr};
use oklc_ir::{Expr, ExprId, Function, Init, LocalId, Module, Stmt, TyKind};

use crate::printer::get;

/// The name a copied parameter is received under.
pub fn received_name(name: &str) -> String {
    format!("{}arg_{name}", oklc_ir::GENERATED_PREFIX)
}

/// Whether parameter `id` of kernel `f` is passed as a `constant` buffer by reference
/// (neither a pointer nor an array once typedefs are followed).
pub fn by_constant_reference(module: &Module, f: &Function, id: LocalId) -> bool {
    let Some(local) = get(&f.locals, id) else { return false };
    let (store, ty) = oklc_ir::without_typedefs(module, &f.store, local.ty);
    !matches!(
        get(&store.types, ty).map(|t| &t.kind),
        Some(
            TyKind::Array { .. }
                | TyKind::Pointer(_)
                | TyKind::Reference(_)
                | TyKind::RvalueReference(_)
        )
    )
}

/// The parameters of kernel `f` received by constant reference that its body uses as
/// objects: the root of a written operand or of an address taken, of an argument bound to a
/// reference parameter (of a helper, or of `std::swap`/`std::exchange`), of a reference
/// local's initializer, of a range-`for`'s range bound
/// to a reference, or the object a member function is called on.
pub fn copied_params(module: &Module, f: &Function) -> Vec<LocalId> {
    let Some(body) = &f.body else { return Vec::new() };
    let mut used: Vec<LocalId> = Vec::new();
    let mut mark = |e: ExprId| {
        if let Some(l) = root_local(f, e)
            && f.params.contains(&l)
            && !used.contains(&l)
        {
            used.push(l);
        }
    };
    walk(f, body, &mut |v| {
        match v.stmt {
            Stmt::Decl(l) if reference_like(module, f, *l) => {
                match get(&f.locals, *l).and_then(|x| x.init.as_ref()) {
                    Some(Init::Assign(e)) => mark(*e),
                    Some(Init::Direct(args) | Init::Brace(args)) => {
                        args.iter().for_each(|a| mark(*a))
                    }
                    None => {}
                }
            }
            Stmt::RangeFor { var, range, .. } if reference_like(module, f, *var) => mark(*range),
            _ => {}
        }
        stmt_exprs(f, v.stmt, |root| {
            walk_expr(&f.store, root, |_, node| {
                if let Some(op) = node.written_operand() {
                    mark(op);
                }
                let Expr::Call { callee, args } = node else { return };
                if let Some(Expr::Member { base, .. }) = get(&f.store.exprs, *callee) {
                    mark(*base);
                }
                if let Some(Expr::Name(name)) = get(&f.store.exprs, *callee)
                    && let Some(written) = oklc_passes::library_writes(name)
                {
                    for (i, a) in args.iter().enumerate().take(64) {
                        if written & (1 << i) != 0 {
                            mark(*a);
                        }
                    }
                }
                if let Some(target) = callee_function(module, f, *callee, args) {
                    for (p, a) in target.params.iter().zip(args) {
                        if reference_like(module, target, *p) {
                            mark(*a);
                        }
                    }
                }
            });
        });
    });
    used.retain(|l| by_constant_reference(module, f, *l));
    used
}

/// The local whose object `e` designates a part of (`s`, `s.x`, `s.a[i]`).
fn root_local(f: &Function, mut e: ExprId) -> Option<LocalId> {
    for _ in 0..256 {
        match get(&f.store.exprs, e)? {
            Expr::Local(l) => return Some(*l),
            Expr::Member { base, arrow: false, .. } | Expr::Index { base, .. } => e = *base,
            Expr::Cast { arg, .. } => e = *arg,
            _ => return None,
        }
    }
    None
}
