//! Identifiers the OpenCL backend's output reserves: the C++ keywords (the launcher is C++), and
//! OpenCL C's address-space and access qualifiers, its scalar, vector and opaque type names and
//! the built-in functions the output calls.

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS, RESERVED]);

/// What OpenCL reserves beyond C++ (the backend registry's list).
const RESERVED: &[&str] = crate::Backend::OpenCl.info().reserved;
