//! The `fuzz_regressions` suite (see docs/testing.md).
