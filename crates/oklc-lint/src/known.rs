//! Names every backend's runtime provides, so a kernel may use them without declaring them:
//! the C math library (and its `f` variants), OKL's vector types and their constructors, the
//! built-ins of CUDA, HIP, OpenCL, Metal and SYCL, and a few C library functions kernels call.

/// Whether `name` is provided by some backend's runtime.
pub(crate) fn is_runtime_name(name: &str) -> bool {
    RUNTIME.binary_search(&name).is_ok()
        || is_math(name)
        || is_vector(name)
        || name.starts_with("__")
        || name.starts_with("atomic")
        || name.starts_with("occa")
        || name.starts_with("OCCA_")
        || name.starts_with("get_")
        || name.starts_with("native_")
        || name.starts_with("half_")
        || name.starts_with("convert_")
        || name.starts_with("as_")
        || name.starts_with("vload")
        || name.starts_with("vstore")
        || name.starts_with("simd_")
        || name.starts_with("CLK_")
        || name.starts_with("M_")
        || name.starts_with("FLT_")
        || name.starts_with("DBL_")
        || name.starts_with("INT")
        || name.starts_with("UINT")
        || name.starts_with("LLONG_")
        || name.starts_with("ULLONG_")
}

/// The runtime names a did-you-mean may suggest: the math library and common built-ins.
pub(crate) fn suggestions() -> impl Iterator<Item = &'static str> {
    MATH.iter().copied().chain(RUNTIME.iter().copied())
}

/// C math functions, each also with an `f` (float) and `l` suffix.
const MATH: &[&str] = &[
    "abs",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "cbrt",
    "ceil",
    "copysign",
    "cos",
    "cosh",
    "cospi",
    "erf",
    "erfc",
    "exp",
    "exp10",
    "exp2",
    "expm1",
    "fabs",
    "fdim",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "fmod",
    "frexp",
    "hypot",
    "ilogb",
    "isfinite",
    "isinf",
    "isnan",
    "ldexp",
    "lgamma",
    "llrint",
    "llround",
    "log",
    "log10",
    "log1p",
    "log2",
    "logb",
    "lrint",
    "lround",
    "max",
    "min",
    "modf",
    "nan",
    "nearbyint",
    "nextafter",
    "pow",
    "remainder",
    "remquo",
    "rint",
    "round",
    "rsqrt",
    "scalbn",
    "signbit",
    "sin",
    "sincos",
    "sinh",
    "sinpi",
    "sqrt",
    "tan",
    "tanh",
    "tgamma",
    "trunc",
    "clamp",
    "mix",
    "sign",
    "step",
    "smoothstep",
    "dot",
    "cross",
    "length",
    "normalize",
    "distance",
    "rcbrt",
    "rhypot",
    "saturate",
    "labs",
    "llabs",
    "div",
    "ldiv",
];

fn is_math(name: &str) -> bool {
    let base = name
        .strip_suffix('f')
        .filter(|b| MATH.contains(b))
        .or_else(|| name.strip_suffix('l').filter(|b| MATH.contains(b)))
        .unwrap_or(name);
    MATH.contains(&base)
}

/// OKL's vector types (`float4`, `make_int2`...) and OpenCL's `half`.
fn is_vector(name: &str) -> bool {
    let base = name.strip_prefix("make_").unwrap_or(name);
    let scalar = base.trim_end_matches(|c: char| c.is_ascii_digit());
    matches!(
        scalar,
        "char"
            | "uchar"
            | "short"
            | "ushort"
            | "int"
            | "uint"
            | "long"
            | "ulong"
            | "longlong"
            | "ulonglong"
            | "float"
            | "double"
            | "bool"
            | "half"
    ) && scalar.len() < base.len()
}

/// Other built-ins, sorted for binary search.
const RUNTIME: &[&str] = &[
    "CHAR_BIT",
    "CHAR_MAX",
    "CHAR_MIN",
    "EOF",
    "HUGE_VAL",
    "HUGE_VALF",
    "INFINITY",
    "MAXFLOAT",
    "NAN",
    "NULL",
    "RAND_MAX",
    "SHRT_MAX",
    "SHRT_MIN",
    "alloca",
    "assert",
    "barrier",
    "blockDim",
    "blockIdx",
    "calloc",
    "exit",
    "false",
    "fprintf",
    "free",
    "gridDim",
    "half",
    "malloc",
    "mem_fence",
    "memcpy",
    "memmove",
    "memset",
    "nullptr",
    "printf",
    "puts",
    "rand",
    "read_mem_fence",
    "size_t",
    "snprintf",
    "sprintf",
    "srand",
    "std",
    "stderr",
    "stdout",
    "threadIdx",
    "threadgroup_barrier",
    "true",
    "warpSize",
    "write_mem_fence",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_table_is_sorted() {
        assert!(RUNTIME.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn math_vector_and_builtin_names_are_known() {
        for name in ["sqrtf", "sqrt", "fabsl", "float4", "make_int2", "threadIdx", "atomicAdd"] {
            assert!(is_runtime_name(name), "{name}");
        }
        for name in ["foo", "undeclared_name", "sqrtff", "float", "make_"] {
            assert!(!is_runtime_name(name), "{name}");
        }
    }
}
