//! Fuzz target `pp`: arbitrary bytes as a root file through the driver's preprocess step; the
//! invariants live in `oklc_driver::fuzz::preprocess` so that `tests/suites/fuzz_regressions.rs`
//! can replay crashes on stable.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| oklc_driver::fuzz::preprocess(data));
