//! `c-names`: OpenCL C reserves names C++ leaves free (`half`, `kernel`, `global`, the vector
//! types, its built-in functions). A helper the file defines under one of them is renamed
//! `_occa_<name>`, and every call of it with it; locals are renamed by the printer.

use oklc_ir::{CastStyle, Expr, ExprId, GENERATED_PREFIX, NamedRef, Stage, TyKind};
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};

pub(super) struct NamesPass;

impl Pass for NamesPass {
    fn name(&self) -> &'static str {
        "c-names"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let reserved = oklc_target::Backend::OpenCl.info().reserved;
        let renamed: Vec<SmolStr> = cx
            .module
            .functions
            .values()
            .filter(|f| !f.is_kernel() && reserved.binary_search(&f.name.as_str()).is_ok())
            .map(|f| f.name.clone())
            .collect();
        if renamed.is_empty() {
            return;
        }
        let new_name = |n: &str| SmolStr::new(format!("{GENERATED_PREFIX}{n}"));
        for f in cx.module.functions.values_mut() {
            if renamed.contains(&f.name) && !f.is_kernel() {
                f.name = new_name(&f.name);
            }
            let ids: Vec<ExprId> = f.store.exprs.iter().map(|(id, _)| id).collect();
            for e in ids {
                match &f.store.exprs[e] {
                    Expr::Name(n) if renamed.contains(n) => {
                        f.store.exprs[e] = Expr::Name(new_name(n));
                    }
                    // `half(m)` parses as a functional cast to OpenCL's `half`.
                    &Expr::Cast { style: CastStyle::Functional, ty, arg } => {
                        let TyKind::Named { name, refers: NamedRef::Opaque, .. } =
                            &f.store.types[ty].kind
                        else {
                            continue;
                        };
                        if !renamed.contains(name) {
                            continue;
                        }
                        let span = f.store.span_of(e);
                        let callee = f.store.expr(Expr::Name(new_name(name)), span);
                        f.store.exprs[e] = Expr::Call { callee, args: vec![arg] };
                    }
                    _ => {}
                }
            }
        }
    }
}
