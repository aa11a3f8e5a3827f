//! The `conformance` suite (see docs/testing.md).
