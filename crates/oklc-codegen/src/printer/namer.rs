//! Printable names for a function's locals that never collide with the backend's reserved
//! words (an OKL variable called `kernel` is fine in C++ but not in OpenCL).
//!
//! Names are derived from the source name only (never from arena indices), so output is
//! deterministic. Globals, functions and types keep their names: other code links to them.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{Function, LocalId};
use smol_str::SmolStr;

/// The identifiers a backend's output reserves, as sorted lists without repeats between them
/// (the C++ keywords, then what a backend adds), so that backends share the common list.
#[derive(Clone, Copy, Debug)]
pub struct Keywords(&'static [&'static [&'static str]]);

impl Keywords {
    pub const fn new(lists: &'static [&'static [&'static str]]) -> Keywords {
        Keywords(lists)
    }

    /// Whether `name` is reserved (a binary search per list).
    pub fn contains(self, name: &str) -> bool {
        self.0.iter().any(|list| list.binary_search(&name).is_ok())
    }

    /// The lists, for checks of their order.
    pub fn lists(self) -> &'static [&'static [&'static str]] {
        self.0
    }
}

/// The printable name of every renamed local of one function.
#[derive(Clone, Debug, Default)]
pub struct Namer {
    renamed: IndexMap<LocalId, SmolStr>,
}

impl Namer {
    /// Renames the locals of `f` whose names are in `keywords` (`name` → `name_`, `name_1`, ...).
    pub fn for_function(f: &Function, keywords: Keywords) -> Namer {
        let filter = KeywordFilter::cached(keywords);
        let reserved = |name: &str| filter.may_hold(name) && keywords.contains(name);
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

/// A quick "certainly not a keyword" test, so most locals skip the binary search over the
/// keyword list (a string comparison per step; every local of every printed function asks):
/// one bit per (length, first byte modulo 64) pair that some keyword has.
#[derive(Clone, Copy)]
struct KeywordFilter([u64; 32]);

impl KeywordFilter {
    fn new(keywords: Keywords) -> KeywordFilter {
        let mut bits = [0u64; 32];
        for k in keywords.0.iter().flat_map(|list| list.iter()) {
            let (row, bit) = Self::slot(k);
            bits[row] |= 1 << bit;
        }
        KeywordFilter(bits)
    }

    /// Lengths from 31 up share the last row.
    fn slot(name: &str) -> (usize, u32) {
        (name.len().min(31), u32::from(name.as_bytes().first().copied().unwrap_or(0) & 63))
    }

    /// Whether `name` may be in the list the filter was made from.
    fn may_hold(&self, name: &str) -> bool {
        let (row, bit) = Self::slot(name);
        self.0[row] >> bit & 1 != 0
    }

    /// The filter of `keywords`, made once per set of lists: a `'static` slice's address names
    /// its contents.
    fn cached(keywords: Keywords) -> KeywordFilter {
        thread_local! {
            static LAST: std::cell::Cell<Option<(usize, usize, KeywordFilter)>> =
                const { std::cell::Cell::new(None) };
        }
        let key = (keywords.0.as_ptr() as usize, keywords.0.len());
        LAST.with(|last| match last.get() {
            Some((ptr, len, filter)) if (ptr, len) == key => filter,
            _ => {
                let filter = KeywordFilter::new(keywords);
                last.set(Some((key.0, key.1, filter)));
                filter
            }
        })
    }
}
