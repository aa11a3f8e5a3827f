//! The OKL passes over the loop-tree IR, one file per pass, run in order by the pipeline.

use indexmap::IndexMap;
use oklc_ir::FunctionId;

/// What the passes learned about each kernel; codegen requires it, and only the pipeline can
/// build it, so the type system guarantees that the passes ran before printing.
#[derive(Clone, Debug, Default)]
pub struct ModuleInfo {
    pub kernels: IndexMap<FunctionId, KernelInfo>,
    _sealed: (),
}

/// Per-kernel results of the passes.
#[derive(Clone, Debug, Default)]
pub struct KernelInfo {}
