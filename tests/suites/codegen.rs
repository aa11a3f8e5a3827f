//! The `codegen` suite (see docs/testing.md).
