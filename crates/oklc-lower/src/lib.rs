//! oklc-lower: see crates/oklc-lower/Cargo.toml; filled in by its issue.
