//! The `lex` suite (see docs/testing.md).
