//! oklc-codegen: see crates/oklc-codegen/Cargo.toml; filled in by its issue.
