//! The `diagnostics` suite (see docs/testing.md).
