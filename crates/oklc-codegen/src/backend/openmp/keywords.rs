//! Identifiers the OpenMP backend's output reserves: the C++ keywords (OpenMP adds none; its
//! runtime functions are prefixed `omp_`).

pub use crate::backend::cpp_keywords::CPP_KEYWORDS as KEYWORDS;
