//! The OpenMP backend: serial output plus `#pragma omp parallel for` before every top-level
//! `@outer` loop, and `@atomic` as `#pragma omp atomic` (single read-modify-write statements)
//! or `#pragma omp critical` (everything else).
//!
//! The driver runs the host passes with `oklc_passes::Options::inner_guard_bounds` for this
//! backend, so `@inner` loops whose whole body was a guard computed in the kernel arrive with
//! a guard condition (`for (...; t < b && t < alive; ++t)`), which the shared printer prints.
//!
//! Exclusive arrays are declared by the host lowering inside the outer loop body, so they are
//! private to the thread running that iteration; nothing here needs a `private` clause.

pub mod keywords;

use oklc_ir::{Block, Loop, LoopId};
use oklc_span::Span;

use crate::Backend;
use crate::atomic::{AtomicClass, classify};
use crate::backend::serial::{SerialOptions, host_directive, host_prelude};
use crate::dialect::Dialect;
use std::cell::Cell;

use crate::printer::{Cx, Writer, super_write_loop, write_braced};

/// Options of the OpenMP backend.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpenMpOptions {
    /// The serial prelude options, which OpenMP shares.
    pub host: SerialOptions,
}

/// The OpenMP dialect.
#[derive(Clone, Debug, Default)]
pub struct OpenMp {
    pub options: OpenMpOptions,
    /// Number of `@outer` loops around the statement being printed: only the outermost one
    /// is parallel.
    outer_depth: Cell<u32>,
}

impl OpenMp {
    pub fn new(options: OpenMpOptions) -> OpenMp {
        OpenMp { options, outer_depth: Cell::new(0) }
    }
}

impl Dialect for OpenMp {
    fn backend(&self) -> Backend {
        Backend::OpenMp
    }

    fn keywords(&self) -> crate::Keywords {
        keywords::KEYWORDS
    }

    fn prelude(&self, w: &mut Writer<'_>) {
        host_prelude(w, &self.options.host)
    }

    fn directive(&self, text: &str) -> Option<String> {
        host_directive(text)
    }

    fn write_loop(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop, span: Span) {
        let outer = u32::from(lp.kind.is_outer());
        if outer == 1 && self.outer_depth.get() == 0 {
            w.line("#pragma omp parallel for");
        }
        self.outer_depth.set(self.outer_depth.get() + outer);
        super_write_loop(w, cx, id, lp, span);
        self.outer_depth.set(self.outer_depth.get() - outer);
    }

    fn write_atomic(&self, w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
        match classify(w.module, cx, block) {
            AtomicClass::Update(e) => {
                w.line("#pragma omp atomic");
                w.sync_line(span);
                let text = w.full_expr(cx, e);
                w.line(&format!("{text};"));
            }
            AtomicClass::General => {
                w.line("#pragma omp critical");
                w.sync_line(span);
                write_braced(w, cx, "", block, span, "");
            }
        }
    }
}
