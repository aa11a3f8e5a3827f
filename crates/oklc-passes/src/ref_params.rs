//! `ref_params`: a reference kernel parameter that the kernel only reads is a value parameter on
//! GPU targets (docs/passes.md, "Reference kernel parameters on GPU targets").
//!
//! A device kernel takes its arguments by value: there is no host object on the device for a
//! reference to bind to. OCCA passes the value of such an argument (`const Params &p`,
//! `int &n` as OKL kernels write them), which is the same kernel when nothing writes through
//! the reference. So a reference parameter (`T &`, `T &&`) that no statement of the kernel
//! writes (as the `params` pass counts writes: assigned, `++`/`--`, address taken, bound to a
//! non-`const` reference, passed to a non-`const` reference parameter of a function of the
//! module, the object of a modifying member function) becomes a parameter of its referred type
//! `T`, `const` kept. The kernel's metadata is the same for both (an argument's flags and
//! dtype are those of the referred type). A written one stays a reference, which the
//! printers report (`OKL0604`); so does a reference to an array or a function (no value
//! parameter has that type) and one whose reference is spelled through a typedef.

use oklc_ir::{ArenaExt, Stage, TyKind};

use crate::pipeline::{Pass, PassCx};
use crate::writes::{any_writes, call_masks};

pub struct RefParamsPass;

impl Pass for RefParamsPass {
    fn name(&self) -> &'static str {
        "ref_params"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let mut masks = None;
        for fid in cx.functions() {
            if cx.failed.contains(&fid) || !cx.module.functions[fid].is_kernel() {
                continue;
            }
            let module = &*cx.module;
            let f = &module.functions[fid];
            let Some(body) = &f.body else { continue };
            let mut by_value = Vec::new();
            for &p in &f.params {
                let Some(local) = f.locals.get(p) else { continue };
                let Some(referred) = f.store.types.get(local.ty).and_then(|t| match t.kind {
                    TyKind::Reference(r) | TyKind::RvalueReference(r) => Some(r),
                    _ => None,
                }) else {
                    continue;
                };
                let (store, object) = oklc_ir::without_typedefs(module, &f.store, referred);
                if matches!(
                    store.types.get(object).map(|t| &t.kind),
                    Some(TyKind::Array { .. } | TyKind::Function { .. }) | None
                ) {
                    continue;
                }
                let masks = masks.get_or_insert_with(|| call_masks(module));
                if !any_writes(f, body, p, Some(masks)) {
                    by_value.push((p, referred));
                }
            }
            let f = &mut cx.module.functions[fid];
            for (p, referred) in by_value {
                f.locals[p].ty = referred;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use oklc_ir::build::FnBuilder;
    use oklc_ir::{AssignOp, Builtin, Module, Quals, TyKind};

    use super::RefParamsPass;
    use crate::Family;
    use crate::pipeline::Pipeline;

    /// A kernel with the parameters `const int &c`, `int &r` (both only read) and `int &w`
    /// (assigned `w = r + c`) after the pass: whether each is still a reference.
    fn still_references() -> Vec<bool> {
        let mut module = Module::default();
        let mut b = FnBuilder::kernel("k");
        let int = b.int();
        let const_int = b.qualified(TyKind::Builtin(Builtin::Int), Quals::CONST);
        let const_ref = b.qualified(TyKind::Reference(const_int), Quals::empty());
        let int_ref = b.qualified(TyKind::Reference(int), Quals::empty());
        let c = b.param("c", const_ref);
        let r = b.param("r", int_ref);
        let w = b.param("w", int_ref);
        let (lhs, rc, cc) = (b.local(w), b.local(r), b.local(c));
        let sum = b.add(rc, cc);
        let assign = b.assign(AssignOp::Assign, lhs, sum);
        let stmt = b.expr_stmt(assign);
        b.push(vec![stmt]);
        let fid = b.finish(&mut module);
        let pipeline = Pipeline { family: Family::Simt, passes: vec![Box::new(RefParamsPass)] };
        let out = pipeline.run(&mut module, &crate::Options::default());
        assert!(out.internal.is_empty(), "{:?}", out.internal);
        let f = &module.functions[fid];
        f.params
            .iter()
            .map(|p| matches!(f.store.types[f.locals[*p].ty].kind, TyKind::Reference(_)))
            .collect()
    }

    /// The references only read become values; the written one stays a reference.
    #[test]
    fn only_read_references_become_values() {
        assert_eq!(still_references(), [false, false, true]);
    }
}
