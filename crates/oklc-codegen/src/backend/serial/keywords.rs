//! Identifiers the serial backend's output reserves: the C++ keywords.

pub use crate::backend::cpp_keywords::CPP_KEYWORDS as KEYWORDS;
