//! What each OKL attribute means, in a few sentences: the one text `oklc explain @name`, the
//! language server's hover and `docs/guide/attributes.md` show.

/// One attribute's documentation.
#[derive(Debug)]
pub struct AttrDoc {
    /// The name without `@`.
    pub name: &'static str,
    /// How it is written, e.g. `@outer(axis)`.
    pub syntax: &'static str,
    /// Where it goes and what it means (Markdown).
    pub text: &'static str,
}

/// The documentation of `@name` (`name` with or without `@`, or spelled `okl_name`).
pub fn attribute(name: &str) -> Option<&'static AttrDoc> {
    let name = name.trim_start_matches('@');
    let name = name.strip_prefix("okl_").unwrap_or(name);
    ATTRIBUTES.iter().find(|doc| doc.name == name)
}

/// Every attribute's documentation, in the order the user guide lists them.
pub fn attributes() -> &'static [AttrDoc] {
    ATTRIBUTES
}

const ATTRIBUTES: &[AttrDoc] = &[
    AttrDoc {
        name: "kernel",
        syntax: "@kernel",
        text: "Marks a function as a kernel: an entry point the host launches. It returns \
`void`; its body holds `@outer` loops (directly or through `@tile`), whose iterations run in \
parallel as work-groups.",
    },
    AttrDoc {
        name: "outer",
        syntax: "@outer / @outer(axis)",
        text: "On a `for` loop in a kernel: its iterations are distributed over work-groups \
(CUDA blocks, OpenCL work-groups; a parallel `for` on OpenMP, a plain loop on Serial). The \
axis 0, 1 or 2 (x, y, z) is optional; nested `@outer` loops take increasing axes from the \
innermost. The loop must be in canonical form `for (int i = start; i < end; i += step)`.",
    },
    AttrDoc {
        name: "inner",
        syntax: "@inner / @inner(axis)",
        text: "On a `for` loop inside an `@outer` loop: its iterations are distributed over the \
work-items of a work-group (CUDA threads). Axis 0, 1 or 2 (x, y, z) is optional. All `@inner` \
loops of one `@outer` iteration must have the same iteration counts, and work-items \
synchronise between consecutive `@inner` loops (see `@barrier`, `@nobarrier`).",
    },
    AttrDoc {
        name: "tile",
        syntax: "@tile(size, @outer, @inner, check = true)",
        text: "Splits a `for` loop into tiles of `size` iterations: the loop over tiles gets the \
first attribute (usually `@outer`), the loop inside a tile the second (usually `@inner`). With \
`check = true` (the default) the last tile guards against running past the end.",
    },
    AttrDoc {
        name: "shared",
        syntax: "@shared",
        text: "On an array declared in an `@outer` loop: one instance per work-group, visible \
to all its work-items (CUDA `__shared__`, OpenCL `__local`). Synchronise with `@barrier` \
between writing and reading it in different `@inner` loops.",
    },
    AttrDoc {
        name: "exclusive",
        syntax: "@exclusive",
        text: "On a variable declared in an `@outer` loop outside its `@inner` loops: one \
instance per work-item that keeps its value from one `@inner` loop to the next (a register on \
GPUs, an array indexed by the inner iteration on host backends).",
    },
    AttrDoc {
        name: "atomic",
        syntax: "@atomic",
        text: "On an update statement (`x += v;`, `x++;`) or a block of them: the update is \
done atomically (CUDA `atomicAdd`, OpenMP `#pragma omp atomic`).",
    },
    AttrDoc {
        name: "barrier",
        syntax: "@barrier / @barrier(\"warp\")",
        text: "As a statement, `@barrier;`: every work-item of the work-group waits here until \
all have arrived, and `@shared` memory writes before it are visible after it \
(`__syncthreads()`, `barrier(CLK_LOCAL_MEM_FENCE)`). `\"global\"` also orders global memory, \
`\"warp\"` synchronises one warp.",
    },
    AttrDoc {
        name: "nobarrier",
        syntax: "@nobarrier",
        text: "On an `@inner` loop: no barrier is inserted after it, although another `@inner` \
loop follows. Use it when the next loop does not read what this one wrote to `@shared` memory.",
    },
    AttrDoc {
        name: "restrict",
        syntax: "@restrict",
        text: "On a pointer parameter or variable: promises the compiler no other pointer \
aliases the memory it points to (`__restrict__`), so loads can be reordered and cached.",
    },
    AttrDoc {
        name: "dim",
        syntax: "@dim(n0, n1, ...)",
        text: "On a pointer (or a typedef of one): the memory is viewed as a multi-dimensional \
array with these extents, so `a(i, j)` indexes it. The first index varies fastest unless \
`@dimOrder` says otherwise.",
    },
    AttrDoc {
        name: "dimOrder",
        syntax: "@dimOrder(i0, i1, ...)",
        text: "With `@dim`: the order in which the indices of `a(i, j, ...)` vary in memory, a \
permutation of `0..n`.",
    },
    AttrDoc {
        name: "max_inner_dims",
        syntax: "@max_inner_dims(x, y, z)",
        text: "On an `@outer` loop: the largest work-group the kernel is launched with, so GPU \
backends can emit `__launch_bounds__` and the launcher can check the size.",
    },
    AttrDoc {
        name: "simd_length",
        syntax: "@simd_length(n)",
        text: "On an `@outer` loop: the SIMD width (sub-group size) the kernel is compiled for, \
on backends that have one (SYCL's `reqd_sub_group_size`).",
    },
    AttrDoc {
        name: "globalPtr",
        syntax: "@globalPtr",
        text: "On a pointer that points to global memory, for backends whose pointers carry an \
address space (OpenCL `__global`, Metal `device`).",
    },
    AttrDoc {
        name: "implicitArg",
        syntax: "@implicitArg",
        text: "On a kernel parameter the runtime passes itself rather than the caller (for \
instance a backend's queue); it is left out of the kernel's launch arguments.",
    },
    AttrDoc {
        name: "directive",
        syntax: "@directive(\"#pragma ...\")",
        text: "Emits its string as a preprocessor line in the generated code, for directives \
the OKL preprocessor would otherwise interpret.",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_known_attribute_has_documentation() {
        for name in oklc_lex::OKL_ATTRIBUTES {
            assert!(attribute(name).is_some(), "@{name} has no documentation");
        }
        assert_eq!(attribute("@outer").map(|d| d.name), Some("outer"));
        assert_eq!(attribute("okl_inner").map(|d| d.name), Some("inner"));
        assert!(attribute("outr").is_none());
    }
}
