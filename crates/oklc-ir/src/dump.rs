//! Stable text form of the IR, for `--emit ir` and pass snapshots.
