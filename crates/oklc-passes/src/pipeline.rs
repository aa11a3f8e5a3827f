//! The [`Pass`] trait and the [`Pipeline`] that runs passes in order.
//!
//! The pipeline verifies its input (always: passes may assume handle-valid IR), runs each pass,
//! times it, verifies the IR after it when [`crate::Options::verify`] is set (the default in
//! debug and test builds) and dumps the IR after the passes named in
//! [`crate::Options::dump_after`]. A verifier failure is an oklc bug: the pipeline stops and
//! reports it in [`PipelineOutput::internal`] instead of running later passes on broken IR.

use std::time::{Duration, Instant};

use indexmap::{IndexMap, IndexSet};
use oklc_diag::Diagnostic;
use oklc_ir::{Checkpoint, FunctionId, Item, Module, Stage, VerifyError};

use crate::{Family, KernelInfo, ModuleInfo, Options};

/// One pass over the module.
pub trait Pass {
    /// Name used by `--emit ir-after=NAME` and in the timing table.
    fn name(&self) -> &'static str;
    /// The invariants that hold after this pass.
    fn stage(&self) -> Stage;
    fn run(&self, cx: &mut PassCx<'_>);
}

/// What a pass works on.
pub struct PassCx<'m> {
    pub module: &'m mut Module,
    pub family: Family,
    pub options: &'m Options,
    pub diagnostics: Vec<Diagnostic>,
    /// Per-kernel results, filled in by the passes.
    pub kernels: IndexMap<FunctionId, KernelInfo>,
    /// Functions with loop-structure errors; passes that need a sound shape skip them.
    pub failed: IndexSet<FunctionId>,
    /// What the module held before the items this run works on ([`Pipeline::run_since`]).
    pub since: Checkpoint,
    /// Per function of this run, the names in oklc's own namespace (`_occa_...`) that its
    /// source declares or refers to, collected before any pass generated one: names the
    /// passes must not generate ([`crate::util::TakenNames`]). Nearly always empty.
    pub user_generated_names: IndexMap<FunctionId, Vec<smol_str::SmolStr>>,
    /// The file-scope declarations in that namespace ([`Module::generated_file_scope_names`]).
    pub file_scope_generated_names: Vec<smol_str::SmolStr>,
}

impl PassCx<'_> {
    pub fn report(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }

    /// The per-kernel record of `f`, created on first use.
    pub fn kernel(&mut self, f: FunctionId) -> &mut KernelInfo {
        self.kernels.entry(f).or_default()
    }

    /// The functions with bodies this run works on, in item order: those of the items after
    /// the run's checkpoint.
    pub fn functions(&self) -> Vec<FunctionId> {
        let raw = |f: &FunctionId| u32::from(f.into_raw());
        let fs: Vec<FunctionId> = self.module.items
            [self.since.items.min(self.module.items.len())..]
            .iter()
            .filter_map(|item| match item {
                Item::Function(f) if self.module.functions.len() > raw(f) as usize => {
                    self.module.functions[*f].body.as_ref().map(|_| *f)
                }
                _ => None,
            })
            .collect();
        // Items name functions in arena order, so the ids nearly always increase and then
        // cannot repeat; only otherwise are repeats dropped (first one kept) through a hash set.
        // Every pass asks, once per streamed item.
        if fs.windows(2).all(|w| raw(&w[0]) < raw(&w[1])) {
            return fs;
        }
        fs.into_iter().collect::<IndexSet<_>>().into_iter().collect()
    }
}

/// Result of [`Pipeline::run`].
pub struct PipelineOutput {
    pub info: ModuleInfo,
    pub diagnostics: Vec<Diagnostic>,
    /// `(pass, dump)` for each requested dump.
    pub dumps: Vec<(&'static str, String)>,
    pub timings: Vec<(&'static str, Duration)>,
    /// Verifier errors (oklc bugs); empty in a correct build.
    pub internal: Vec<VerifyError>,
    /// The pass after which verification failed (`"input"` for the input module).
    pub failed_pass: Option<&'static str>,
    /// For each of `diagnostics`, the index of the pass that reported it, for
    /// [`merge_diagnostics`].
    pub pass_indices: Vec<usize>,
}

impl PipelineOutput {
    /// The diagnostics paired with the index of the pass that reported them.
    pub fn take_diagnostics(&mut self) -> Vec<(usize, Diagnostic)> {
        let indices = std::mem::take(&mut self.pass_indices);
        indices.into_iter().zip(std::mem::take(&mut self.diagnostics)).collect()
    }
}

/// The diagnostics of one or more runs over consecutive items, in the order a single run over
/// all of them reports: pass by pass, each pass in item order; the same problem found twice
/// (e.g. on both loops a tile produced) is reported once.
pub fn merge_diagnostics(reported: Vec<(usize, Diagnostic)>) -> Vec<Diagnostic> {
    in_pass_order(reported).into_iter().map(|(_, d)| d).collect()
}

/// [`merge_diagnostics`], keeping the pass indices.
fn in_pass_order(mut reported: Vec<(usize, Diagnostic)>) -> Vec<(usize, Diagnostic)> {
    reported.sort_by_key(|(pass, _)| *pass);
    let mut seen = IndexSet::new();
    reported.retain(|(_, d)| seen.insert((d.code, d.primary.span)));
    reported
}

impl PipelineOutput {
    /// The timing table (`-Z time-passes`).
    pub fn timing_table(&self) -> String {
        let mut s = String::from("pass          time\n");
        let mut total = Duration::ZERO;
        for (name, t) in &self.timings {
            total += *t;
            s.push_str(&format!("{name:<12} {:>8.3} ms\n", t.as_secs_f64() * 1e3));
        }
        s.push_str(&format!("{:<12} {:>8.3} ms\n", "total", total.as_secs_f64() * 1e3));
        s
    }
}

/// An ordered list of passes.
pub struct Pipeline {
    pub family: Family,
    pub passes: Vec<Box<dyn Pass>>,
}

impl Pipeline {
    /// The standard pipeline of a family.
    pub fn new(family: Family) -> Pipeline {
        Pipeline::for_target(family, false, false)
    }

    /// The pipeline of a family; with `c_language` (a backend that prints C) the passes of
    /// `target/c` run before address spaces are inferred, so the pointers they introduce get
    /// spaces too; with `lower_lambdas` (a language without lambdas) its lambda lowering alone.
    pub fn for_target(family: Family, c_language: bool, lower_lambdas: bool) -> Pipeline {
        let mut passes: Vec<Box<dyn Pass>> =
            vec![Box::new(crate::dim::DimPass), Box::new(crate::tile::TilePass)];
        if family == Family::Simt {
            passes.push(Box::new(crate::regular_loops::RegularLoopsPass));
        }
        passes.extend::<[Box<dyn Pass>; 3]>([
            Box::new(crate::loop_dims::LoopDimsPass),
            Box::new(crate::divergence::DivergencePass),
            Box::new(crate::shared::SharedPass),
        ]);
        if family == Family::Host {
            passes.push(Box::new(crate::params::ParamsPass));
        }
        if family == Family::Simt {
            passes.push(Box::new(crate::ref_params::RefParamsPass));
            passes.push(Box::new(crate::constexpr_calls::ConstexprCallsPass));
            passes.push(Box::new(crate::pointer_offsets::PointerOffsetsPass));
            passes.push(Box::new(crate::ascii_names::AsciiNamesPass));
        }
        passes.push(Box::new(crate::exclusive::ExclusivePass));
        if family == Family::Simt {
            passes.push(Box::new(crate::barrier::BarrierPass));
        }
        passes.push(Box::new(crate::atomic::AtomicPass));
        passes.push(Box::new(crate::restrict::RestrictPass));
        passes.push(Box::new(crate::split::SplitPass));
        if c_language {
            passes.extend(crate::target::c::passes());
        } else if lower_lambdas {
            passes.push(crate::target::c::lambdas_pass());
        }
        if family == Family::Simt {
            passes.push(Box::new(crate::addrspace::AddressSpacePass));
        }
        match family {
            Family::Host => passes.push(Box::new(crate::target::host::HostPass)),
            Family::Simt => {
                passes.push(Box::new(crate::target::simt::SimtPass));
                passes.push(Box::new(crate::shared_storage::SharedStoragePass));
            }
        }
        Pipeline { family, passes }
    }

    /// Names of the passes in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name()).collect()
    }

    /// Runs the passes over `module`.
    pub fn run(&self, module: &mut Module, options: &Options) -> PipelineOutput {
        self.run_since(module, &Checkpoint::default(), options)
    }

    /// Runs the passes over the items added to `module` after `since`; the earlier items were
    /// processed (and possibly released) by earlier runs. The module-level declarations of
    /// earlier items are read, never changed, so a file can go through the pipeline one
    /// top-level item at a time (ADR 0006) with the same result as in one run.
    pub fn run_since(
        &self,
        module: &mut Module,
        since: &Checkpoint,
        options: &Options,
    ) -> PipelineOutput {
        let mut out = PipelineOutput {
            info: ModuleInfo::new(self.family, IndexMap::new()),
            diagnostics: Vec::new(),
            dumps: Vec::new(),
            timings: Vec::new(),
            internal: Vec::new(),
            failed_pass: None,
            pass_indices: Vec::new(),
        };
        if let Err(errors) = oklc_ir::verify_since(module, since, Stage::Lowered) {
            out.internal = errors;
            out.failed_pass = Some("input");
            return out;
        }
        let file_scope_generated_names = module.generated_file_scope_names().to_vec();
        let mut cx = PassCx {
            module,
            family: self.family,
            options,
            diagnostics: Vec::new(),
            kernels: IndexMap::new(),
            failed: IndexSet::new(),
            since: *since,
            user_generated_names: IndexMap::new(),
            file_scope_generated_names,
        };
        for f in cx.functions() {
            let names = crate::util::user_generated_names(&cx.module.functions[f]);
            if !names.is_empty() {
                cx.user_generated_names.insert(f, names);
            }
            if cx.module.functions[f].is_kernel() {
                cx.kernel(f);
            }
        }
        let mut reported: Vec<(usize, Diagnostic)> = Vec::new();
        for (index, pass) in self.passes.iter().enumerate() {
            let start = Instant::now();
            pass.run(&mut cx);
            reported.extend(cx.diagnostics.drain(..).map(|d| (index, d)));
            out.timings.push((pass.name(), start.elapsed()));
            if options.verify
                && let Err(errors) = oklc_ir::verify_since(cx.module, since, pass.stage())
            {
                out.internal = errors;
                out.failed_pass = Some(pass.name());
                break;
            }
            if options.dump_after.iter().any(|d| d == pass.name() || d == "all") {
                out.dumps.push((pass.name(), oklc_ir::dump(cx.module)));
            }
        }
        (out.pass_indices, out.diagnostics) = in_pass_order(reported).into_iter().unzip();
        out.info = ModuleInfo::new(self.family, cx.kernels);
        out
    }
}
