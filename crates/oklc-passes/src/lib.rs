//! oklc-passes: see crates/oklc-passes/Cargo.toml; filled in by its issue.
