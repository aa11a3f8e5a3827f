//! Identifiers the OpenMP backend's output reserves: the C++ keywords (OpenMP adds none; its
//! runtime functions are prefixed `omp_`).

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS]);
