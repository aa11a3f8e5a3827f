//! Printable names for a function's locals that never collide with the backend's reserved
//! words (an OKL variable called `kernel` is fine in C++ but not in OpenCL).
//!
//! Names are derived from the source name only (never from arena indices), so output is
//! deterministic. Globals, functions and types keep their names: other code links to them.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{Function, LocalId};
use smol_str::SmolStr;

/// The printable name of every renamed local of one function.
#[derive(Clone, Debug, Default)]
pub struct Namer {
    renamed: IndexMap<LocalId, SmolStr>,
}

impl Namer {
    /// Renames the locals of `f` whose names are in `keywords` (`name` → `name_`, `name_1`, ...).
    /// `keywords` is sorted ([`crate::Dialect::keywords`]).
    pub fn for_function(f: &Function, keywords: &[&str]) -> Namer {
        let reserved = |name: &str| keywords.binary_search(&name).is_ok();
        // Nearly every function has nothing to rename: skip collecting its names then.
        if !f.locals.values().any(|l| reserved(&l.name)) {
            return Namer::default();
        }
        let mut used: IndexSet<SmolStr> = f.locals.values().map(|l| l.name.clone()).collect();
        let mut renamed = IndexMap::new();
        for (id, local) in f.locals.iter() {
            if !reserved(&local.name) {
                continue;
            }
            let mut candidate = SmolStr::from(format!("{}_", local.name));
            let mut n = 1u32;
            while used.contains(&candidate) {
                candidate = SmolStr::from(format!("{}_{n}", local.name));
                n += 1;
            }
            used.insert(candidate.clone());
            renamed.insert(id, candidate);
        }
        Namer { renamed }
    }

    /// The new name of a renamed local.
    pub fn get(&self, id: LocalId) -> Option<&SmolStr> {
        self.renamed.get(&id)
    }
}
