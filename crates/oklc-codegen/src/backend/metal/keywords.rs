//! Identifiers the Metal backend's output reserves: the C++ keywords, and the Metal Shading
//! Language's address spaces, function qualifiers, scalar and vector type names and the
//! namespaces, types and functions the output uses.

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS, RESERVED]);

/// What Metal reserves beyond C++ (the backend registry's list).
const RESERVED: &[&str] = crate::Backend::Metal.info().reserved;
