//! oklc-sema: see crates/oklc-sema/Cargo.toml; filled in by its issue.
