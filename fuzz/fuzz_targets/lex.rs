//! Fuzz target: arbitrary text through the lexer never panics and keeps spans in bounds.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lexed = oklc_lex::lex(oklc_span::FileId(0), &text);
    for t in &lexed.tokens {
        assert!(t.span.lo <= t.span.hi && t.span.hi as usize <= text.len());
    }
});
