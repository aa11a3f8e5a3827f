//! Fuzz target `lex`: arbitrary bytes through the lexer; the invariants live in
//! `oklc_driver::fuzz::lex` so that `tests/suites/fuzz_regressions.rs` can replay crashes on stable.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| oklc_driver::fuzz::lex(data));
