//! The `oklc` command line.

fn main() {}
