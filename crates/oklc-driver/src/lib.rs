//! oklc-driver: see crates/oklc-driver/Cargo.toml; filled in by its issue.
