//! The oklc benchmark binary (filled in by the performance issue).

fn main() {}
