//! oklc-target: the backend registry, the one place that says what each code generation target
//! is.
//!
//! Every backend has one [`BackendInfo`] in [`REGISTRY`]: OCCA's mode name and its aliases, the
//! value of the predefined `OKL_MODE` macro and whether `OCCA_USING_GPU` is defined, whether its
//! kernels run on the host or as SIMT work-items, the extension of its generated source, the
//! words its output reserves beyond C++, the runtime its native launcher calls and whether oklc
//! implements it. The driver, the pass pipeline, code generation and the command line derive
//! what they need from it, so adding a backend adds one entry here (docs/architecture.md,
//! "Adding a backend").
//!
//! The crate depends on nothing, so every stage may depend on it.

use std::fmt;
use std::str::FromStr;

/// A code generation target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Backend {
    Serial,
    OpenMp,
    Cuda,
    Hip,
    OpenCl,
    Metal,
    Sycl,
}

/// How a backend runs a kernel's loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Serial and OpenMP: loops stay loops; `@exclusive` becomes an indexed array.
    Host,
    /// CUDA, HIP, OpenCL, Metal, SYCL: loops become work-group/work-item indices, and a host
    /// launcher starts the device kernels.
    Simt,
}

/// The vendor runtime a GPU backend's native launcher (`--launcher-api native`) calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Runtime {
    /// The header that declares the runtime API.
    pub header: &'static str,
    /// The launch function: for CUDA and HIP `cudaLaunchKernel`'s shape, `(const void *kernel,
    /// dim3 grid, dim3 block, void **args, size_t shared_bytes, stream)`; OpenCL's standalone
    /// launcher builds its program and enqueues each kernel through its own runtime code.
    pub launch_kernel: &'static str,
    /// The launch function's result is `[[nodiscard]]` (HIP's): the launcher casts the
    /// ignored result to `void`.
    pub result_must_be_used: bool,
}

/// Everything oklc knows about one backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackendInfo {
    pub backend: Backend,
    /// OCCA's mode name (`dpcpp` for SYCL), as the runtime and `--mode` spell it.
    pub mode: &'static str,
    /// Other names `--mode` accepts.
    pub aliases: &'static [&'static str],
    /// The value of the predefined `OKL_MODE` string macro: OCCA's mode name in upper case.
    pub okl_mode: &'static str,
    pub family: Family,
    /// The extension of the generated source, without the dot.
    pub extension: &'static str,
    /// Identifiers the backend's output reserves beyond C++'s keywords (qualifiers, built-in
    /// variables, functions the output calls), sorted; generated names avoid them.
    pub reserved: &'static [&'static str],
    /// The runtime of the native launcher; `None` for host backends, which have no launcher.
    pub runtime: Option<Runtime>,
    /// Whether its output spells an address space on every pointer (OpenCL, Metal, SYCL), so
    /// the passes give each pointer a concrete one and copy helpers per combination.
    pub concrete_address_spaces: bool,
    /// Whether its output is C rather than C++ (OpenCL C): the passes then lower what C lacks
    /// (reference parameters, default arguments, typedef'd pointers with a space, C++-only
    /// library overloads) before printing.
    pub c_language: bool,
    /// Whether its device code may call a recursive function only where C++ evaluates the call
    /// at compile time (SYCL: `constexpr` functions in constant expressions; OpenCL C, which
    /// has no recursion and no `constexpr`): the passes fold other calls of recursive
    /// `constexpr` functions into their values.
    pub recursion_only_in_constants: bool,
    /// The names of the C++ standard library (`pair` for `std::pair`) that the target's device
    /// code takes from oklc's device subset instead (`_occa_std`, written in OKL/C++ and added
    /// to the translation unit when a kernel file uses one): the target has no standard
    /// library (Metal, OpenCL C), or its compiler does not compile the standard library's
    /// `constexpr` functions for the device (nvcc without `--expt-relaxed-constexpr`).
    pub device_std: &'static [&'static str],
    /// Whether this version of oklc can print the backend.
    pub implemented: bool,
}

impl BackendInfo {
    /// GPU backends define `OCCA_USING_GPU` while preprocessing (spec §15.1).
    pub fn using_gpu(&self) -> bool {
        self.family == Family::Simt
    }
}

/// Every backend, in OCCA's order. [`Backend::info`] indexes it by the enum's discriminant.
pub static REGISTRY: [BackendInfo; 7] = [
    BackendInfo {
        backend: Backend::Serial,
        mode: "serial",
        aliases: &[],
        okl_mode: "SERIAL",
        family: Family::Host,
        extension: "cpp",
        reserved: &[],
        runtime: None,
        concrete_address_spaces: false,
        c_language: false,
        recursion_only_in_constants: false,
        device_std: &[],
        implemented: true,
    },
    BackendInfo {
        backend: Backend::OpenMp,
        mode: "openmp",
        aliases: &["omp"],
        okl_mode: "OPENMP",
        family: Family::Host,
        extension: "cpp",
        reserved: &[],
        runtime: None,
        concrete_address_spaces: false,
        c_language: false,
        recursion_only_in_constants: false,
        device_std: &[],
        implemented: true,
    },
    BackendInfo {
        backend: Backend::Cuda,
        mode: "cuda",
        aliases: &[],
        okl_mode: "CUDA",
        family: Family::Simt,
        extension: "cu",
        reserved: CUDA_RESERVED,
        runtime: Some(Runtime {
            header: "cuda_runtime.h",
            launch_kernel: "cudaLaunchKernel",
            result_must_be_used: false,
        }),
        concrete_address_spaces: false,
        c_language: false,
        recursion_only_in_constants: false,
        device_std: CUDA_DEVICE_STD,
        implemented: true,
    },
    BackendInfo {
        backend: Backend::Hip,
        mode: "hip",
        aliases: &[],
        okl_mode: "HIP",
        family: Family::Simt,
        extension: "hip.cpp",
        reserved: HIP_RESERVED,
        runtime: Some(Runtime {
            header: "hip/hip_runtime.h",
            launch_kernel: "hipLaunchKernel",
            result_must_be_used: true,
        }),
        concrete_address_spaces: false,
        c_language: false,
        recursion_only_in_constants: false,
        device_std: CUDA_DEVICE_STD,
        implemented: true,
    },
    BackendInfo {
        backend: Backend::OpenCl,
        mode: "opencl",
        aliases: &[],
        okl_mode: "OPENCL",
        family: Family::Simt,
        extension: "cl",
        reserved: OPENCL_RESERVED,
        runtime: Some(Runtime {
            header: "CL/cl.h",
            launch_kernel: "clEnqueueNDRangeKernel",
            result_must_be_used: false,
        }),
        concrete_address_spaces: true,
        c_language: true,
        recursion_only_in_constants: true,
        device_std: OPENCL_DEVICE_STD,
        implemented: true,
    },
    BackendInfo {
        backend: Backend::Metal,
        mode: "metal",
        aliases: &[],
        okl_mode: "METAL",
        family: Family::Simt,
        extension: "metal",
        reserved: METAL_RESERVED,
        // OCCA's runtime launches Metal kernels; oklc writes no standalone launcher for it.
        runtime: None,
        concrete_address_spaces: true,
        c_language: false,
        recursion_only_in_constants: false,
        device_std: METAL_DEVICE_STD,
        implemented: true,
    },
    BackendInfo {
        backend: Backend::Sycl,
        mode: "dpcpp",
        aliases: &["sycl"],
        okl_mode: "DPCPP",
        family: Family::Simt,
        extension: "cpp",
        reserved: SYCL_RESERVED,
        runtime: Some(Runtime {
            header: "sycl/sycl.hpp",
            launch_kernel: "parallel_for",
            result_must_be_used: false,
        }),
        // SYCL 2020 pointers are generic: no space is spelt, no helper is copied.
        concrete_address_spaces: false,
        c_language: false,
        recursion_only_in_constants: true,
        device_std: &[],
        implemented: true,
    },
];

/// The namespace of oklc's device subset of the C++ standard library
/// ([`BackendInfo::device_std`]): a use of `std::X` the target takes from the subset is
/// respelt `_occa_std::X`.
pub const DEVICE_STD_NAMESPACE: &str = "_occa_std";

/// The standard library names CUDA and HIP device code takes from oklc's subset: the
/// `constexpr` functions nvcc compiles for the host only (`std::min`, the members of
/// `std::numeric_limits`, `std::array` and `std::pair`), and `std::swap`/`std::exchange`, which
/// the device has no definition of.
const CUDA_DEVICE_STD: &[&str] = &[
    "array",
    "clamp",
    "complex",
    "conj",
    "exchange",
    "imag",
    "make_pair",
    "max",
    "min",
    "norm",
    "numeric_limits",
    "pair",
    "real",
    "swap",
    "tuple_size",
    "tuple_size_v",
];

/// The standard library names OpenCL C takes from oklc's subset: its function templates and
/// class templates (`std::array`, `std::pair`, `std::complex`), which the C lowering
/// instantiates per use (`std::numeric_limits`, explicitly typed `std::min`/`std::max` and
/// `std::tuple_size_v` are OpenCL C's own constants and functions, or computed).
const OPENCL_DEVICE_STD: &[&str] =
    &["array", "complex", "conj", "exchange", "imag", "make_pair", "norm", "pair", "real", "swap"];

/// The standard library names Metal takes from oklc's subset: those the `metal` namespace has
/// no counterpart of (`std::array`, `std::min` and `std::numeric_limits` are Metal's own).
const METAL_DEVICE_STD: &[&str] =
    &["complex", "conj", "exchange", "imag", "make_pair", "norm", "pair", "real", "swap"];

/// What OpenCL C reserves beyond C++: address-space and access qualifiers, scalar, vector and
/// opaque type names, and the built-in functions the output calls.
const OPENCL_RESERVED: &[&str] = &[
    "__constant",
    "__generic",
    "__global",
    "__kernel",
    "__local",
    "__private",
    "__read_only",
    "__read_write",
    "__write_only",
    "as_double",
    "as_float",
    "as_int",
    "as_long",
    "as_uint",
    "as_ulong",
    "atom_add",
    "atom_cmpxchg",
    "atom_xchg",
    "atomic_add",
    "atomic_and",
    "atomic_cmpxchg",
    "atomic_dec",
    "atomic_inc",
    "atomic_max",
    "atomic_min",
    "atomic_or",
    "atomic_sub",
    "atomic_xchg",
    "atomic_xor",
    "barrier",
    "char16",
    "char2",
    "char3",
    "char4",
    "char8",
    "cl_mem_fence_flags",
    "clk_event_t",
    "constant",
    "double16",
    "double2",
    "double3",
    "double4",
    "double8",
    "event_t",
    "fabs",
    "float16",
    "float2",
    "float3",
    "float4",
    "float8",
    "generic",
    "get_global_id",
    "get_global_size",
    "get_group_id",
    "get_local_id",
    "get_local_size",
    "get_num_groups",
    "get_sub_group_size",
    "global",
    "half",
    "half16",
    "half2",
    "half3",
    "half4",
    "half8",
    "image1d_array_t",
    "image1d_buffer_t",
    "image1d_t",
    "image2d_array_depth_t",
    "image2d_array_t",
    "image2d_depth_t",
    "image2d_t",
    "image3d_t",
    "int16",
    "int2",
    "int3",
    "int4",
    "int8",
    "intptr_t",
    "kernel",
    "local",
    "long16",
    "long2",
    "long3",
    "long4",
    "long8",
    "mem_fence",
    "ndrange_t",
    "pipe",
    "ptrdiff_t",
    "quad",
    "queue_t",
    "read_only",
    "read_write",
    "reserve_id_t",
    "restrict",
    "sampler_t",
    "short16",
    "short2",
    "short3",
    "short4",
    "short8",
    "size_t",
    "sub_group_barrier",
    "uchar",
    "uchar16",
    "uchar2",
    "uchar3",
    "uchar4",
    "uchar8",
    "uint",
    "uint16",
    "uint2",
    "uint3",
    "uint4",
    "uint8",
    "uintptr_t",
    "ulong",
    "ulong16",
    "ulong2",
    "ulong3",
    "ulong4",
    "ulong8",
    "uniform",
    "ushort",
    "ushort16",
    "ushort2",
    "ushort3",
    "ushort4",
    "ushort8",
    "write_only",
];

/// What the Metal Shading Language reserves beyond C++: address spaces, function qualifiers,
/// its scalar and vector type names, and the namespaces, types and functions the output uses.
const METAL_RESERVED: &[&str] = &[
    "access",
    "as_type",
    "atomic",
    "atomic_bool",
    "atomic_compare_exchange_weak_explicit",
    "atomic_exchange_explicit",
    "atomic_fetch_add_explicit",
    "atomic_fetch_and_explicit",
    "atomic_fetch_max_explicit",
    "atomic_fetch_min_explicit",
    "atomic_fetch_or_explicit",
    "atomic_fetch_sub_explicit",
    "atomic_fetch_xor_explicit",
    "atomic_float",
    "atomic_int",
    "atomic_load_explicit",
    "atomic_store_explicit",
    "atomic_uint",
    "bfloat",
    "bool2",
    "bool3",
    "bool4",
    "char2",
    "char3",
    "char4",
    "constant",
    "device",
    "fast",
    "float2",
    "float3",
    "float4",
    "fragment",
    "half",
    "half2",
    "half3",
    "half4",
    "int2",
    "int3",
    "int4",
    "kernel",
    "long2",
    "long3",
    "long4",
    "mem_flags",
    "memory_order",
    "memory_order_relaxed",
    "metal",
    "object_data",
    "precise",
    "ptrdiff_t",
    "ray_data",
    "sampler",
    "short2",
    "short3",
    "short4",
    "simdgroup_barrier",
    "size_t",
    "texture1d",
    "texture2d",
    "texture3d",
    "thread",
    "threadgroup",
    "threadgroup_barrier",
    "threadgroup_imageblock",
    "uchar",
    "uchar2",
    "uchar3",
    "uchar4",
    "uint",
    "uint2",
    "uint3",
    "uint4",
    "ulong",
    "ulong2",
    "ulong3",
    "ulong4",
    "ushort",
    "ushort2",
    "ushort3",
    "ushort4",
    "vertex",
];

/// What SYCL reserves beyond C++: the `sycl` namespace and the names its kernels and launchers
/// declare (queue, range, handler, work-item, bundle, atomic reference, kernel).
const SYCL_RESERVED: &[&str] = &[
    "SYCL_EXTERNAL",
    "_occa_atomic_t",
    "_occa_kernel",
    "_occa_old",
    "_occa_ref",
    "bundle_",
    "handler_",
    "item_",
    "queue_",
    "range_",
    "sycl",
];

/// What CUDA reserves beyond C++.
const CUDA_RESERVED: &[&str] = &[
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

/// What HIP reserves beyond C++: CUDA's spellings, which HIP keeps, and the compare-and-swap
/// its atomic loops call.
const HIP_RESERVED: &[&str] = &[
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
    "atomicCAS",
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

impl Backend {
    /// Every backend, in [`REGISTRY`] order.
    pub const ALL: [Backend; 7] = [
        Backend::Serial,
        Backend::OpenMp,
        Backend::Cuda,
        Backend::Hip,
        Backend::OpenCl,
        Backend::Metal,
        Backend::Sycl,
    ];

    /// The backend's descriptor.
    pub const fn info(self) -> &'static BackendInfo {
        &REGISTRY[self as usize]
    }

    /// OCCA's mode name (`dpcpp` for SYCL).
    pub fn name(self) -> &'static str {
        self.info().mode
    }

    pub fn family(self) -> Family {
        self.info().family
    }

    /// Serial and OpenMP keep the loops and run on the host; the rest are SIMT backends.
    pub fn is_host(self) -> bool {
        self.family() == Family::Host
    }

    /// Whether this version of oklc can print this backend.
    pub fn is_implemented(self) -> bool {
        self.info().implemented
    }

    /// The backend `name` names: a mode name or an alias, compared case-insensitively as OCCA
    /// compares mode names.
    pub fn from_name(name: &str) -> Option<Backend> {
        REGISTRY
            .iter()
            .find(|b| {
                b.mode.eq_ignore_ascii_case(name)
                    || b.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
            })
            .map(|b| b.backend)
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing an unknown backend name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBackend(pub String);

impl fmt::Display for UnknownBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = REGISTRY.iter().map(|b| b.mode).collect();
        write!(f, "unknown backend `{}` (expected {})", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownBackend {}

impl FromStr for Backend {
    type Err = UnknownBackend;

    fn from_str(s: &str) -> Result<Backend, UnknownBackend> {
        Backend::from_name(s).ok_or_else(|| UnknownBackend(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_is_indexed_by_the_enum() {
        for backend in Backend::ALL {
            assert_eq!(backend.info().backend, backend);
        }
    }

    #[test]
    fn names_parse_case_insensitively_with_aliases() {
        assert_eq!("CUDA".parse(), Ok(Backend::Cuda));
        assert_eq!("Serial".parse(), Ok(Backend::Serial));
        assert_eq!("sycl".parse(), Ok(Backend::Sycl));
        assert_eq!("DPCPP".parse(), Ok(Backend::Sycl));
        assert_eq!("omp".parse(), Ok(Backend::OpenMp));
        let err = "vulkan".parse::<Backend>().unwrap_err();
        assert!(err.to_string().contains("serial, openmp, cuda, hip, opencl, metal, dpcpp"));
    }

    #[test]
    fn every_name_round_trips_and_the_facts_agree() {
        for info in &REGISTRY {
            assert_eq!(Backend::from_name(info.mode), Some(info.backend));
            assert_eq!(info.okl_mode, info.mode.to_ascii_uppercase());
            // Host backends have no launcher; a GPU backend may have no standalone one (Metal).
            if !info.using_gpu() {
                assert!(info.runtime.is_none(), "{}", info.mode);
            }
            assert!(info.reserved.windows(2).all(|w| w[0] < w[1]), "{} unsorted", info.mode);
        }
    }
}
