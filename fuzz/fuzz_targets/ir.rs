//! Fuzz target `ir`: a random but handle-valid module (built by `oklc_ir::arbitrary` from the
//! input bytes) goes through verify → pipeline (host and SIMT families) → verify; any panic
//! is a bug. The body is `oklc_passes::fuzz_ir`, so the `passes` test suite replays inputs.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    oklc_passes::fuzz_ir(data);
});
