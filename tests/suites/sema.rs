//! The `sema` suite (see docs/testing.md).
