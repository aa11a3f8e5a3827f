//! The backends: one folder each with its `Options`, its [`crate::Dialect`] implementation and
//! its reserved words. The host family (serial, OpenMP), CUDA and HIP (CUDA's dialect with
//! HIP's spellings), OpenCL, Metal and SYCL are implemented; `simt` holds what the GPU backends
//! print alike.

pub mod cpp_keywords;
pub mod cuda;
pub mod hip;
pub mod metal;
pub mod opencl;
pub mod openmp;
pub mod serial;
pub mod simt;
pub mod sycl;
