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

/// The serial dialect.
#[derive(Clone, Debug, Default)]
pub struct Serial {
    pub options: SerialOptions,
}

impl Dialect for Serial {
    fn backend(&self) -> Backend {
        Backend::Serial
    }

    fn keywords(&self) -> &'static [&'static str] {
        keywords::KEYWORDS
    }

    fn prelude(&self, w: &mut Writer<'_>) {
        host_prelude(w, &self.options)
    }
}
