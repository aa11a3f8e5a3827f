//! Identifiers the serial backend's output reserves: the C++ keywords.

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS]);
