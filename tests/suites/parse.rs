//! The `parse` suite (see docs/testing.md).
