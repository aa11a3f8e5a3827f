//! Fuzz target `compile`: the whole pipeline for every backend. Inputs containing `@kernel` are
//! compiled as OKL source; any other input drives the structure-aware generator (`oklc_gen`),
//! whose valid kernels reach sema, the passes (IR verified after each) and code generation. The
//! body is `oklc_driver::fuzz::compile`, so `tests/suites/fuzz_regressions.rs` replays saved
//! inputs on stable.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| oklc_driver::fuzz::compile(data));
