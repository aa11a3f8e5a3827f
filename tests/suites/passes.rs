//! The `passes` suite (see docs/testing.md).
