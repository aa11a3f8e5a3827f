//! The HIP backend (spec §7.5): CUDA's dialect (`Cuda::new(Backend::Hip)`) with the
//! HIP runtime's header in front of the device file, AMD's wavefront barrier for
//! `@barrier("warp")` and HIP's reserved words. The host side is the launcher
//! ([`crate::launcher`]), calling `hipLaunchKernel` with the native launcher API.

use crate::Keywords;
use crate::backend::cpp_keywords::CPP_KEYWORDS;
use crate::printer::Writer;

pub const KEYWORDS: Keywords = Keywords::new(&[CPP_KEYWORDS, RESERVED]);

/// What HIP reserves beyond C++ (the backend registry's list).
const RESERVED: &[&str] = crate::Backend::Hip.info().reserved;

/// `@barrier("warp")`: HIP has no `__syncwarp`; the lanes of an AMD wavefront run in lockstep,
/// so the barrier only has to keep the compiler from moving memory accesses across it.
pub const WARP_BARRIER: &str = "__builtin_amdgcn_wave_barrier();";

/// The device file starts with the HIP runtime's header, which declares the qualifiers, the
/// index variables, the barriers and the atomic functions.
pub(crate) fn prelude(w: &mut Writer<'_>) {
    w.raw_line("#include <hip/hip_runtime.h>");
    if !w.module.items.is_empty() {
        w.raw_line("");
    }
}
