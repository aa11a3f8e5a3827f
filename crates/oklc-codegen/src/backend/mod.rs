//! The backends: one folder each with its `Options`, its [`crate::Dialect`] implementation and
//! its reserved words. Only the host family (serial, OpenMP) is implemented so far.

pub mod cpp_keywords;
pub mod openmp;
pub mod serial;
