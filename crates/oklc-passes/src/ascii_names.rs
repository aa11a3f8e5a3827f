//! `ascii-names` (SIMT targets): helpers, file-scope variables and locals whose names hold
//! characters outside ASCII (`café`, also written `caf\u00e9`) get ASCII names.
//!
//! C++ allows such identifiers, and g++ and clang take them, but nvcc rejects them in the name
//! of any device entity ("Universal character is not allowed in device entity name"), and GPU
//! drivers that compile OpenCL C or Metal at run time need not accept them. Each character
//! outside ASCII becomes `_u` and its code point in hexadecimal (`caf_u00e9`), in the
//! definition and in every use (every name outside ASCII that code refers to is one of the
//! file's), so the device file and the launcher agree. Kernels keep their names: they are the
//! names the host program calls.

use oklc_ir::{Expr, Stage};
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
        // Items may reach the pipeline one run at a time: each run renames what it added, and
        // a call whose name is not ASCII names a function that has (or will have) the ASCII
        // spelling, whichever run renames it.
        let run = cx.functions();
        let (functions, globals) = (cx.since.functions, cx.since.globals);
        let module = &mut *cx.module;
        for (_, f) in module.functions.iter_mut().skip(functions) {
            if !f.is_kernel() && !f.name.is_ascii() {
                f.name = ascii(&f.name);
            }
        }
        for (_, g) in module.globals.iter_mut().skip(globals) {
            if !g.name.is_ascii() {
                g.name = ascii(&g.name);
            }
        }
        for fid in run {
            let f = &mut module.functions[fid];
            for local in f.locals.values_mut() {
                if !local.name.is_ascii() {
                    local.name = ascii(&local.name);
                }
            }
            for (_, e) in f.store.exprs.iter_mut() {
                if let Expr::Name(n) = e
                    && !n.is_ascii()
                {
                    *n = ascii(n);
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
