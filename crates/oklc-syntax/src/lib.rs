//! oklc-syntax: see crates/oklc-syntax/Cargo.toml; filled in by its issue.
