//! Identifiers the SYCL backend's output reserves: the C++ keywords, and the names its kernels
//! and launchers declare or call (the queue, range, handler and work-item of OCCA's form, the
//! atomic reference, the `sycl` namespace).

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS, RESERVED]);

/// What SYCL reserves beyond C++ (the backend registry's list).
const RESERVED: &[&str] = crate::Backend::Sycl.info().reserved;
