//! Identifiers the CUDA backend's output reserves: the C++ keywords, and CUDA's execution-space
//! and memory-space qualifiers, its built-in index variables and the functions the output calls.

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS, RESERVED]);

/// What CUDA reserves beyond C++ (the backend registry's list).
const RESERVED: &[&str] = crate::Backend::Cuda.info().reserved;
