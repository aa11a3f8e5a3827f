//! The serial backend: the kernel as a plain C++ function (`extern "C"`, scalars by
//! reference), OKL loops as ordinary `for` loops, barriers dropped, `@atomic` ignored.
//!
//! It is the default [`crate::Dialect`] almost unchanged; the OpenMP backend builds on it.

pub mod keywords;

use crate::Backend;
use crate::dialect::Dialect;
use crate::printer::Writer;

/// Options of the serial backend (OCCA's `serial/include_std`, `kernel/include_occa`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SerialOptions {
    /// Prepend `<stdint.h>`, `<cstdlib>`, `<cstdio>`, `<cmath>` and `using namespace std;`.
    pub include_std: bool,
    /// Prepend `#include <occa.hpp>` and `using namespace occa;`.
    pub include_occa: bool,
}

/// Writes the optional host prelude shared by serial and OpenMP.
pub fn host_prelude(w: &mut Writer<'_>, options: &SerialOptions) {
    let mut any = false;
    if options.include_std {
        for line in
            ["#include <stdint.h>", "#include <cstdlib>", "#include <cstdio>", "#include <cmath>"]
        {
            w.raw_line(line);
        }
        w.raw_line("using namespace std;");
        any = true;
    }
    if options.include_occa {
        w.raw_line("#include <occa.hpp>");
        w.raw_line("using namespace occa;");
        any = true;
    }
    if any && !w.module.items.is_empty() {
        w.raw_line("");
    }
}

/// Pragmas as host C++ compilers understand them. CUDA-style `#pragma unroll N` becomes
/// `#pragma GCC unroll N` (understood by g++ and clang); a bare `#pragma unroll` asks for full
/// unrolling, which the GCC form cannot say, so it is left out rather than warned about.
pub fn host_directive(text: &str) -> Option<String> {
    let text = text.trim();
    let Some(rest) = text.strip_prefix("#pragma").map(str::trim_start) else {
        return Some(text.to_string());
    };
    let mut words = rest.splitn(2, char::is_whitespace);
    match (words.next(), words.next().map(str::trim)) {
        (Some("unroll"), Some(count)) if !count.is_empty() => {
            Some(format!("#pragma GCC unroll {count}"))
        }
        (Some("unroll"), _) => None,
        (Some("nounroll"), _) => Some("#pragma GCC unroll 1".to_string()),
        _ => Some(text.to_string()),
    }
}

/// The serial dialect.
#[derive(Clone, Debug, Default)]
pub struct Serial {
    pub options: SerialOptions,
}

impl Dialect for Serial {
    fn backend(&self) -> Backend {
        Backend::Serial
    }

    fn keywords(&self) -> crate::Keywords {
        keywords::KEYWORDS
    }

    fn prelude(&self, w: &mut Writer<'_>) {
        host_prelude(w, &self.options)
    }

    fn directive(&self, text: &str) -> Option<String> {
        host_directive(text)
    }
}

#[cfg(test)]
mod tests {
    use super::host_directive;

    #[test]
    fn unroll_pragmas_take_the_gcc_spelling() {
        assert_eq!(host_directive("#pragma unroll 8").as_deref(), Some("#pragma GCC unroll 8"));
        assert_eq!(
            host_directive("#pragma  unroll (4)").as_deref(),
            Some("#pragma GCC unroll (4)")
        );
        assert_eq!(host_directive("#pragma unroll"), None);
        assert_eq!(host_directive("#pragma nounroll").as_deref(), Some("#pragma GCC unroll 1"));
        assert_eq!(host_directive("#pragma omp simd").as_deref(), Some("#pragma omp simd"));
        assert_eq!(host_directive("#include <cmath>").as_deref(), Some("#include <cmath>"));
    }
}
