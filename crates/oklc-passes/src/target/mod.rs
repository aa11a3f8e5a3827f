//! Family lowerings: IR-to-IR steps that give the tree the shape a family of back ends prints.
//!
//! `host` (serial, OpenMP) runs last in the host pipeline; `simt` (CUDA, HIP, OpenCL, Metal,
//! SYCL: loop headers become work-item indices, kernels split per top-level `@outer` loop)
//! will run last in the SIMT pipeline.

pub mod host;
