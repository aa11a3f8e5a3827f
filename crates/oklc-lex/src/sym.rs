//! Interned token spellings: a [`Sym`] is a 4-byte id for a string, so a token stays small and
//! `Copy`, and the preprocessor can look macros up by integer instead of hashing strings.
//!
//! The table is process-wide and append-only: a spelling is stored once, the first time any
//! thread interns it, and lives until the process exits. That keeps [`Sym::as_str`] free of
//! lifetimes and locks on the hot path; the price is that a long-running process which keeps
//! seeing new spellings (a fuzzer, say) grows by the size of those spellings. Each thread keeps
//! a cache of the table, so the shared lock is only taken for spellings new to that thread, and
//! spellings are read back from a lock-free copy of the table.

use std::cell::RefCell;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Deref;
use std::sync::{LazyLock, Mutex, OnceLock, PoisonError};

use indexmap::{IndexMap, IndexSet};

use crate::kind::PUNCT_SPELLINGS;

/// An interned string. Equal ids mean equal strings; [`Sym::as_str`] gives the string back.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Sym(u32);

impl Sym {
    /// The empty string.
    pub const EMPTY: Sym = Sym(0);

    /// The id of `text`, interning it on first use.
    pub fn intern(text: &str) -> Sym {
        with_local(|local| local.intern(text))
    }

    /// The interned string. Out of line on purpose: it is called from nearly every stage, and
    /// inlined copies cost the callers more than the call does.
    #[inline(never)]
    pub fn as_str(self) -> &'static str {
        match spelling(self.index()) {
            Some(s) => s,
            None => spelling_slow(self.index()),
        }
    }

    /// A small integer naming the spelling, for tables indexed by symbol.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The symbol of a seeded punctuator spelling (see [`PUNCT_SPELLINGS`]).
    pub(crate) const fn seeded(index: usize) -> Sym {
        Sym(index as u32 + 1)
    }
}

impl Deref for Sym {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Sym {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for Sym {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Sym {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl fmt::Debug for Sym {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Sym {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<&str> for Sym {
    fn from(text: &str) -> Sym {
        Sym::intern(text)
    }
}

impl From<String> for Sym {
    fn from(text: String) -> Sym {
        Sym::intern(&text)
    }
}

/// A fast, non-cryptographic hasher for the interner's string keys and for maps keyed by
/// [`Sym`]: the standard SipHash dominated preprocessing time.
#[derive(Clone, Copy, Default)]
pub struct FastHasher(u64);

const MUL: u64 = 0x9E37_79B9_7F4A_7C15;

impl FastHasher {
    fn mix(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(23) ^ word).wrapping_mul(MUL);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.mix(u64::from_le_bytes(chunk.try_into().unwrap_or_default()));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.mix(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.mix(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.mix(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.mix(n as u64);
    }

    fn finish(&self) -> u64 {
        // The table uses both the top and the bottom bits; fold the well-mixed top into both.
        self.0 ^ (self.0 >> 29)
    }
}

/// Builds [`FastHasher`]s.
pub type FastBuild = BuildHasherDefault<FastHasher>;

/// A map keyed by [`Sym`] (or anything cheap to hash) with [`FastHasher`].
pub type SymMap<K, V> = IndexMap<K, V, FastBuild>;

/// Bytes per arena chunk; longer spellings get an allocation of their own.
const CHUNK: usize = 64 * 1024;

/// The shared table: the index of a spelling in the set is its symbol.
struct Global {
    strs: IndexSet<&'static str, FastBuild>,
    /// The unused tail of the current chunk; spellings are copied here and never freed.
    arena: &'static mut [u8],
}

impl Global {
    fn seeded() -> Global {
        let mut g = Global { strs: IndexSet::default(), arena: &mut [] };
        g.intern("");
        for p in PUNCT_SPELLINGS {
            g.intern(p);
        }
        g
    }

    fn intern(&mut self, text: &str) -> Sym {
        if let Some(i) = self.strs.get_index_of(text) {
            return Sym(i as u32);
        }
        let stored = self.store(text);
        let index = self.strs.insert_full(stored).0;
        publish(index, stored);
        Sym(index as u32)
    }

    fn store(&mut self, text: &str) -> &'static str {
        if text.is_empty() {
            return "";
        }
        if text.len() > CHUNK / 8 {
            return Box::leak(text.to_owned().into_boxed_str());
        }
        if self.arena.len() < text.len() {
            self.arena = Box::leak(vec![0u8; CHUNK].into_boxed_slice());
        }
        let (dst, rest) = std::mem::take(&mut self.arena).split_at_mut(text.len());
        self.arena = rest;
        dst.copy_from_slice(text.as_bytes());
        let dst: &'static [u8] = dst;
        // The bytes are a copy of a `str`, so this never fails.
        std::str::from_utf8(dst).unwrap_or_default()
    }

    /// Appends the spellings `local` does not have yet.
    fn sync(&self, local: &mut Vec<&'static str>) {
        if let Some(new) = self.strs.get_range(local.len()..) {
            local.extend(new.iter().copied());
        }
    }
}

/// Slots in the first segment of [`SPELLINGS`]; each further segment is twice as large.
const FIRST_SEGMENT: usize = 1024;
/// Enough segments for every `u32` symbol.
const SEGMENTS: usize = 23;

/// The spellings by symbol again, readable without a lock or a thread-local: [`Sym::as_str`]
/// runs for nearly every token in every stage, and this makes it a few loads. Segments are
/// allocated as the table grows and never move, so a slot, once set (under the [`GLOBAL`]
/// lock, when the symbol is created), stays valid for the rest of the process.
type Segment = Box<[OnceLock<&'static str>]>;
static SPELLINGS: [OnceLock<Segment>; SEGMENTS] = [const { OnceLock::new() }; SEGMENTS];

/// The segment and offset of symbol index `index` in [`SPELLINGS`].
#[inline(always)]
fn locate(index: usize) -> (usize, usize) {
    let n = index + FIRST_SEGMENT;
    let segment = (n.ilog2() - FIRST_SEGMENT.ilog2()) as usize;
    (segment, n - (FIRST_SEGMENT << segment))
}

/// The spelling of symbol index `index`, if it is published.
#[inline(always)]
fn spelling(index: usize) -> Option<&'static str> {
    let (segment, offset) = locate(index);
    SPELLINGS.get(segment)?.get()?.get(offset)?.get().copied()
}

/// [`Sym::as_str`] for a symbol not yet published, which only happens to the seeded symbols
/// before the table is first used (or to an id that names nothing, which reads as empty).
#[cold]
#[inline(never)]
fn spelling_slow(index: usize) -> &'static str {
    global(|_| ());
    spelling(index).unwrap_or_default()
}

/// Makes `text` the spelling of symbol index `index` for [`spelling`].
fn publish(index: usize, text: &'static str) {
    let (segment, offset) = locate(index);
    if let Some(cell) = SPELLINGS.get(segment) {
        let slots =
            cell.get_or_init(|| (0..FIRST_SEGMENT << segment).map(|_| OnceLock::new()).collect());
        if let Some(slot) = slots.get(offset) {
            let _ = slot.set(text);
        }
    }
}

static GLOBAL: LazyLock<Mutex<Global>> = LazyLock::new(|| Mutex::new(Global::seeded()));

fn global<R>(f: impl FnOnce(&mut Global) -> R) -> R {
    let mut g = GLOBAL.lock().unwrap_or_else(PoisonError::into_inner);
    f(&mut g)
}

/// Hashes a spelling for [`Local`]'s table: a few loads and one wide multiply for the short
/// strings tokens are.
#[inline(always)]
fn hash_str(b: &[u8]) -> u32 {
    const K1: u64 = 0x243F_6A88_85A3_08D3;
    const K2: u64 = 0x1319_8A2E_0370_7344;
    let read8 = |i: usize| word::<8>(b, i);
    let read4 = |i: usize| word::<4>(b, i);
    let n = b.len();
    let (lo, hi) = if n > 8 {
        let mut acc = 0u64;
        let mut i = 0;
        while i + 8 < n {
            acc = (acc ^ read8(i)).wrapping_mul(MUL).rotate_left(29);
            i += 8;
        }
        (acc, read8(n - 8))
    } else if n >= 4 {
        (read4(0), read4(n - 4))
    } else if n > 0 {
        (u64::from(b[0]) << 16 | u64::from(b[n / 2]) << 8 | u64::from(b[n - 1]), 0)
    } else {
        (0, 0)
    };
    let product = u128::from(lo ^ K1) * u128::from(hi ^ K2 ^ n as u64);
    ((product as u64) ^ (product >> 64) as u64) as u32
}

/// The little-endian word of `N` bytes at `i` (zero when out of range, which callers rule out).
#[inline(always)]
fn word<const N: usize>(b: &[u8], i: usize) -> u64 {
    let mut w = [0u8; 8];
    if let Some(src) = b.get(i..i + N) {
        w[..N].copy_from_slice(src);
    }
    u64::from_le_bytes(w)
}

/// String equality without a `memcmp` call for the short strings tokens are: two overlapping
/// word compares cover a string of up to 16 bytes.
#[inline(always)]
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let n = a.len();
    if n != b.len() {
        return false;
    }
    match n {
        0 => true,
        1..=3 => a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1],
        4..=7 => word::<4>(a, 0) == word::<4>(b, 0) && word::<4>(a, n - 4) == word::<4>(b, n - 4),
        8..=16 => word::<8>(a, 0) == word::<8>(b, 0) && word::<8>(a, n - 8) == word::<8>(b, n - 8),
        _ => a == b,
    }
}

/// One thread's cache of the table: an open-addressing hash table from spelling to symbol,
/// and the spellings by symbol.
#[derive(Default)]
pub(crate) struct Local {
    /// `(hash, symbol + 1)`; `0` marks an empty slot. The length is a power of two (or zero).
    slots: Vec<(u32, u32)>,
    used: usize,
    strs: Vec<&'static str>,
}

impl Local {
    /// Inlined into the lexer loop: nearly every call finds the spelling in the table.
    #[inline(always)]
    pub(crate) fn intern(&mut self, text: &str) -> Sym {
        let hash = hash_str(text.as_bytes());
        let mask = self.slots.len().wrapping_sub(1);
        let mut i = hash as usize & mask;
        while let Some(&(h, s)) = self.slots.get(i) {
            if s == 0 {
                break;
            }
            if h == hash && self.strs.get(s as usize - 1).is_some_and(|&t| same(t, text)) {
                return Sym(s - 1);
            }
            i = (i + 1) & mask;
        }
        self.intern_new(hash, text)
    }

    /// Interns a spelling this thread has not seen: through the shared table.
    #[cold]
    #[inline(never)]
    fn intern_new(&mut self, hash: u32, text: &str) -> Sym {
        let sym = global(|g| {
            let sym = g.intern(text);
            g.sync(&mut self.strs);
            sym
        });
        self.insert(hash, sym);
        sym
    }

    fn insert(&mut self, hash: u32, sym: Sym) {
        if (self.used + 1) * 2 > self.slots.len() {
            let size = (self.slots.len() * 2).max(1024);
            let old = std::mem::replace(&mut self.slots, vec![(0, 0); size]);
            self.used = 0;
            for (h, s) in old {
                if s != 0 {
                    self.place(h, s);
                }
            }
        }
        self.place(hash, sym.0 + 1);
    }

    fn place(&mut self, hash: u32, slot_value: u32) {
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        while self.slots[i].1 != 0 {
            i = (i + 1) & mask;
        }
        self.slots[i] = (hash, slot_value);
        self.used += 1;
    }
}

thread_local! {
    static LOCAL: RefCell<Local> = RefCell::new(Local::default());
}

/// Runs `f` with this thread's cache; a re-entrant call, or one during thread teardown, gets a
/// fresh cache (slower, same results).
pub(crate) fn with_local<R>(mut f: impl FnMut(&mut Local) -> R) -> R {
    match LOCAL.try_with(|cell| cell.try_borrow_mut().ok().map(|mut local| f(&mut local))) {
        Ok(Some(r)) => r,
        _ => f(&mut Local::default()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_canonical_across_threads() {
        let a = Sym::intern("some_name");
        let b = std::thread::spawn(|| Sym::intern("some_name")).join().ok();
        assert_eq!(Some(a), b);
        let other = std::thread::spawn(|| Sym::intern("other_thread_name")).join().ok();
        assert_eq!(other.map(Sym::as_str), Some("other_thread_name"));
        assert_eq!(a.as_str(), "some_name");
        assert_eq!(Sym::intern(""), Sym::EMPTY);
        let long = "x".repeat(CHUNK);
        assert_eq!(Sym::intern(&long).as_str(), long);
        for (i, p) in PUNCT_SPELLINGS.iter().enumerate() {
            assert_eq!(Sym::intern(p), Sym::seeded(i));
        }
    }

    #[test]
    fn spelling_slots_tile_the_symbol_range() {
        let mut expected = (0, 0);
        for index in 0..20_000 {
            assert_eq!(locate(index), expected);
            expected.1 += 1;
            if expected.1 == FIRST_SEGMENT << expected.0 {
                expected = (expected.0 + 1, 0);
            }
        }
        assert!(locate(u32::MAX as usize).0 < SEGMENTS);
    }

    #[test]
    fn nested_use_falls_back_to_a_fresh_cache() {
        let outer = with_local(|_| Sym::intern("nested").as_str());
        assert_eq!(outer, "nested");
    }
}
