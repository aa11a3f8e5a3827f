//! Family lowerings: IR-to-IR steps that give the tree the shape a family of back ends prints.
//!
//! `host` (serial, OpenMP) runs last in the host pipeline; `simt` (CUDA, HIP, OpenCL, Metal,
//! SYCL) runs last in the SIMT pipeline and records each device kernel's launch and guards.
//! `c` lowers C++ that C cannot say, for the backends that print C (OpenCL C).

pub mod c;
pub mod host;
pub mod simt;
