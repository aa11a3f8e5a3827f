//! `ascii-names` (SIMT targets): helpers, file-scope variables and locals whose names hold
//! characters outside ASCII (`café`, also written `caf\u00e9`) get ASCII names.
//!
//! C++ allows such identifiers, and g++ and clang take them, but nvcc rejects them in the name
//! of any device entity ("Universal character is not allowed in device entity name"), and GPU
//! drivers that compile OpenCL C or Metal at run time need not accept them. Each character
//! outside ASCII becomes `_u` and its code point in hexadecimal (`caf_u00e9`), in the
//! definition and in every use, so the device file and the launcher agree. Kernels keep their
//! names: they are the names the host program calls.

use indexmap::IndexSet;
use oklc_ir::{Expr, ExprId, Stage};
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};

pub struct AsciiNamesPass;

impl Pass for AsciiNamesPass {
    fn name(&self) -> &'static str {
        "ascii-names"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let run = cx.functions();
        let module = &mut *cx.module;
        for f in module.functions.values_mut() {
            if !f.is_kernel() && !f.name.is_ascii() {
                f.name = ascii(&f.name);
            }
        }
        for g in module.globals.values_mut() {
            if !g.name.is_ascii() {
                g.name = ascii(&g.name);
            }
        }
        // Items may reach the pipeline one run at a time: a call is renamed when the function
        // it names has the ASCII name now, whichever run renamed it.
        let helpers: IndexSet<SmolStr> =
            module.functions.values().filter(|f| !f.is_kernel()).map(|f| f.name.clone()).collect();
        for fid in run {
            let f = &mut module.functions[fid];
            for local in f.locals.values_mut() {
                if !local.name.is_ascii() {
                    local.name = ascii(&local.name);
                }
            }
            let ids: Vec<ExprId> = f.store.exprs.iter().map(|(id, _)| id).collect();
            for e in ids {
                if let Expr::Name(n) = &f.store.exprs[e]
                    && !n.is_ascii()
                {
                    let renamed = ascii(n);
                    if helpers.contains(&renamed) {
                        f.store.exprs[e] = Expr::Name(renamed);
                    }
                }
            }
        }
    }
}

/// `name` with every character outside ASCII spelled `_u` and its code point (at least four
/// hexadecimal digits).
fn ascii(name: &str) -> SmolStr {
    let mut out = String::with_capacity(name.len() + 8);
    for c in name.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&format!("_u{:04x}", u32::from(c)));
        }
    }
    out.into()
}

#[cfg(test)]
mod tests {
    use super::ascii;

    #[test]
    fn spells_code_points_in_ascii() {
        assert_eq!(ascii("café"), "caf_u00e9");
        assert_eq!(ascii("über"), "_u00fcber");
        assert_eq!(ascii("x😀"), "x_u1f600");
        assert_eq!(ascii("plain"), "plain");
    }
}
