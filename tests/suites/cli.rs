//! The `cli` suite (see docs/testing.md).
