//! Fuzz target `parse`: arbitrary bytes through lex → preprocess → parse; for inputs that parse
//! cleanly, the normalize round trip must be exact. The body is `oklc_driver::fuzz::parse`, so
//! `tests/suites/fuzz_regressions.rs` replays saved inputs on stable.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| oklc_driver::fuzz::parse(data));
