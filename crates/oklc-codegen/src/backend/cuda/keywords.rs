//! Identifiers the CUDA backend's output reserves: the C++ keywords, and CUDA's execution-space
//! and memory-space qualifiers, its built-in index variables and the functions the output calls.

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS, CUDA_KEYWORDS]);

/// What CUDA reserves beyond C++. Sorted, as every keyword list.
const CUDA_KEYWORDS: &[&str] = &[
    "__constant__",
    "__device__",
    "__global__",
    "__host__",
    "__launch_bounds__",
    "__shared__",
    "__syncthreads",
    "__syncwarp",
    "atomicAdd",
    "atomicAnd",
    "atomicExch",
    "atomicOr",
    "atomicSub",
    "atomicXor",
    "blockDim",
    "blockIdx",
    "dim3",
    "gridDim",
    "threadIdx",
    "warpSize",
];
