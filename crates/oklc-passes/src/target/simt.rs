//! `target/simt`: the launch of every device kernel (CUDA, HIP and the other SIMT targets).
//!
//! For each device kernel (a [`crate::Split`], one per top-level `@outer` loop) the pass
//! records, per `@outer`/`@inner` dimension, the iteration counts of the loops on it
//! ([`crate::DimLaunch`]): the launch covers the largest, and a loop whose count may be
//! smaller than the launch keeps its condition as a guard ([`crate::Split::guarded`]), so
//! sibling `@inner` loops of different extents run exactly their own iterations (spec §15.4).
//! The launcher prints the counts and the printers the guards; neither decides them.
//!
//! `--emit info` shows the records (`launch` and `guarded loop` lines of each split).

use oklc_ir::{ArenaExt, Function, LoopId, Stage, Stmt};

use crate::pipeline::{Pass, PassCx};
use crate::{DimLaunch, LoopCount};

pub struct SimtPass;

impl Pass for SimtPass {
    fn name(&self) -> &'static str {
        "simt"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for fid in cx.functions() {
            if cx.failed.contains(&fid) {
                continue;
            }
            let module = &*cx.module;
            let f = &module.functions[fid];
            let Some(info) = cx.kernels.get_mut(&fid) else { continue };
            let counts = info.loop_counts.clone();
            for split in &mut info.splits {
                split.launch = launch(module, f, &counts, split.loop_id);
                split.guarded = guarded(f, &split.launch, split.loop_id);
            }
        }
    }
}

/// The OKL loops of the device kernel rooted at `root`, in source order, root first.
pub fn split_loops(f: &Function, root: LoopId) -> Vec<LoopId> {
    let mut loops = vec![root];
    if let Some(lp) = f.loops.get(root) {
        oklc_ir::visit::walk(f, &lp.body, &mut |v| {
            if let Stmt::Loop(id) = v.stmt {
                loops.push(*id);
            }
        });
    }
    loops
}

/// The counts per dimension of the device kernel rooted at `root`, in the order the
/// dimensions are first met; non-constant counts that are the same expression are one.
fn launch(
    module: &oklc_ir::Module,
    f: &Function,
    counts: &indexmap::IndexMap<LoopId, LoopCount>,
    root: LoopId,
) -> Vec<DimLaunch> {
    let mut dims: Vec<DimLaunch> = Vec::new();
    let mut texts: Vec<Vec<String>> = Vec::new();
    for id in split_loops(f, root) {
        let Some(lp) = f.loops.get(id) else { continue };
        let outer = lp.kind.is_outer();
        if !outer && !lp.kind.is_inner() {
            continue;
        }
        let Some(count) = counts.get(&id).copied() else { continue };
        let axis = lp.kind.axis().unwrap_or(0).min(2);
        let k = match dims.iter().position(|d| d.outer == outer && d.axis == axis) {
            Some(k) => k,
            None => {
                dims.push(DimLaunch {
                    outer,
                    axis,
                    constant: None,
                    dynamic: Vec::new(),
                    constants_agree: true,
                });
                texts.push(Vec::new());
                dims.len() - 1
            }
        };
        let dim = &mut dims[k];
        match count.constant {
            Some(c) => match dim.constant {
                Some((prev, _)) if prev == c => {}
                Some((prev, _)) => {
                    dim.constants_agree = false;
                    if c > prev {
                        dim.constant = Some((c, id));
                    }
                }
                None => dim.constant = Some((c, id)),
            },
            None => {
                let text = oklc_ir::dump::expr_to_string(module, Some(f), count.expr);
                if !texts[k].contains(&text) {
                    texts[k].push(text);
                    dim.dynamic.push(count);
                }
            }
        }
    }
    dims
}

/// The loops whose count may be smaller than the launch on their dimension: all of a
/// dimension whose counts differ, except the one with the largest constant count when that
/// sets the launch alone.
fn guarded(f: &Function, launch: &[DimLaunch], root: LoopId) -> Vec<LoopId> {
    let mut guarded = Vec::new();
    for id in split_loops(f, root) {
        let Some(lp) = f.loops.get(id) else { continue };
        if !lp.kind.is_outer() && !lp.kind.is_inner() {
            continue;
        }
        let (outer, axis) = (lp.kind.is_outer(), lp.kind.axis().unwrap_or(0).min(2));
        let Some(dim) = launch.iter().find(|d| d.outer == outer && d.axis == axis) else {
            continue;
        };
        if dim.uniform() {
            continue;
        }
        let widest = dim.constant.filter(|_| dim.dynamic.is_empty()).map(|(_, l)| l);
        if Some(id) != widest {
            guarded.push(id);
        }
    }
    guarded
}
