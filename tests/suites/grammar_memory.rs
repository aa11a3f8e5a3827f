//! The parser's grammar is built once per thread and freed with the thread: a thread that parses
//! and exits leaves no memory behind. (The grammar's rules are mutually recursive; built with
//! strong references both ways, each thread leaked about 33 KB of `Rc` cycles.) This binary
//! counts live heap bytes with its own global allocator, so it is a test of its own.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

// SAFETY: forwards to the system allocator unchanged and only counts the bytes.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::SeqCst);
        // SAFETY: the caller's contract for `alloc` is passed on as it is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::SeqCst);
        // SAFETY: `ptr` was allocated by `System` with this layout (see `alloc`).
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn parse_in_a_thread() {
    std::thread::spawn(|| {
        let text = "typedef float real;\n@kernel void k(const int n, real *x) {\n  for (int i = 0; i < n; ++i; @tile(16, @outer, @inner)) {\n    x[i] = 2 * x[i] + (real) i;\n  }\n}\n";
        let (tokens, eoi) = oklc_syntax::testing::tokens_for_tests(oklc_span::FileId(0), text);
        let parsed = oklc_syntax::parse(&tokens, eoi);
        assert!(parsed.diagnostics.is_empty());
    })
    .join()
    .expect("the parsing thread panicked");
}

#[test]
fn a_thread_that_parsed_leaves_no_memory_behind() {
    // The first run interns the spellings (the lexer's symbol table is process-wide).
    parse_in_a_thread();
    let before = LIVE.load(Ordering::SeqCst);
    for _ in 0..20 {
        parse_in_a_thread();
    }
    let grown = LIVE.load(Ordering::SeqCst) - before;
    assert!(grown < 4096, "20 parsing threads left {grown} bytes allocated");
}
