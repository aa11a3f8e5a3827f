//! The `pp` suite (see docs/testing.md).
