//! oklc-ir: see crates/oklc-ir/Cargo.toml; filled in by its issue.
