//! The host launcher of a SIMT backend (docs/backends.md): the file's non-kernel code in host
//! form, and per kernel `K` a host function that runs `K`'s code outside its top-level `@outer`
//! loops and launches device kernel `_occa_K_N` where loop `N` stood.
//!
//! Each launch computes, per `@outer`/`@inner` axis, the largest iteration count of the loops
//! on that axis (the device kernel guards the smaller ones, [`crate::backend::simt`]), running
//! the ranges of the enclosing loops whose iterators a count reads, and skips the launch when a
//! count is not positive (the loop runs no iteration; a wrapped negative count would launch billions).
//!
//! Two runtimes ([`LauncherApi`]): OCCA's (`occa::modeKernel_t **deviceKernels` first, device
//! pointers as `occa::modeMemory_t *`, scalars by reference, launches through `occa::kernel`)
//! and the vendor's own (the kernel's parameters by value, the registry's
//! [`oklc_target::Runtime`] launch function on the default stream), which needs no OCCA at all.

use oklc_ir::{Function, FunctionId, Global, Item, LocalId, Loop, LoopId, Module, Stmt};
use oklc_span::Span;

use crate::backend::serial::host_directive;
use crate::backend::simt::{Dim, DimCounts, SimtState, SplitState, device_launch_counts};
use crate::dialect::Dialect;
use crate::printer::namer::Namer;
use crate::printer::{
    Cx, Writer, get, local_decl, local_name_of, loop_head, super_kernel_param,
    super_kernel_signature, super_write_function, super_write_loop, super_write_stmt, types,
};
use crate::{Backend, LauncherApi};

/// The launcher dialect of a SIMT backend.
#[derive(Debug)]
pub struct Launcher {
    /// The backend whose device kernels it launches.
    pub device: Backend,
    pub api: LauncherApi,
    /// The SYCL backend's options (its header is the standalone launcher's too).
    pub sycl: crate::SyclOptions,
    /// The device backend's reserved words, so host and device code name locals alike.
    pub keywords: crate::Keywords,
    /// The device kernel whose declaration is being printed.
    pub simt: SimtState,
}

impl Dialect for Launcher {
    fn backend(&self) -> Backend {
        self.device
    }

    fn keywords(&self) -> crate::Keywords {
        self.keywords
    }

    fn simt(&self) -> Option<&SimtState> {
        Some(&self.simt)
    }

    fn directive(&self, text: &str) -> Option<String> {
        host_directive(text)
    }

    fn prelude(&self, w: &mut Writer<'_>) {
        match (self.api, self.device) {
            (LauncherApi::Occa, _) => w.raw_line("#include <occa/core/kernel.hpp>"),
            (LauncherApi::Native, Backend::OpenCl) => {
                for line in crate::backend::opencl::launcher::RUNTIME.lines() {
                    w.raw_line(line);
                }
            }
            (LauncherApi::Native, Backend::Sycl) => w.raw_line(self.sycl.header()),
            (LauncherApi::Native, _) => {
                let header = self.device.info().runtime.map_or("", |r| r.header);
                w.raw_line(&format!("#include <{header}>"));
            }
        }
        // Device helpers the host calls may read OpenCL C's limits (`FLT_MAX`), which C++
        // declares in headers.
        if self.device.info().c_language && uses_limit_constants(w.module) {
            w.raw_line("#include <cfloat>");
            w.raw_line("#include <climits>");
        }
        if !w.module.items.is_empty() {
            w.raw_line("");
        }
    }

    /// The OpenCL launchers declare the file's types under their C names (`phys__Params`);
    /// the host program, which is C++, names them as the source does (`phys::Params`,
    /// `Op::Add` of a scoped enum).
    fn write_item(&self, w: &mut Writer<'_>, item: &Item) {
        if self.device.info().c_language
            && crate::backend::opencl::launcher::write_scoped_enum(w, item)
        {
            return;
        }
        crate::printer::super_write_item(w, item);
        if self.device.info().c_language {
            crate::backend::opencl::launcher::write_scoped_names(w, item);
        }
    }

    fn write_function(&self, w: &mut Writer<'_>, id: FunctionId, f: &Function) {
        if f.is_kernel() && f.body.is_some() && self.api == LauncherApi::Native {
            if self.device.info().runtime.is_none() {
                no_native_launcher(w, self.device, f);
            } else if self.device == Backend::OpenCl {
                crate::backend::opencl::launcher::write_entry_points(w, f);
            } else if self.device != Backend::Sycl {
                declare_device_kernels(w, id, f);
            }
        }
        super_write_function(w, id, f)
    }

    /// The standalone SYCL launcher hands its parameters to `handler::set_args`, which passes a
    /// `__restrict__` pointer as plain bytes (`std::is_pointer` is false for it) rather than as
    /// a USM pointer; the host gains nothing from restrict, so that launcher spells none.
    fn restrict_keyword(&self) -> &'static str {
        if self.device == Backend::Sycl && self.api == LauncherApi::Native {
            ""
        } else {
            "__restrict__"
        }
    }

    /// The C lowering calls OpenCL C's overloaded built-ins `min`, `max` and `clamp` where the
    /// source wrote `std::min<T>`; the launcher's copy of a helper is C++, which has them in
    /// `std` (`<algorithm>`, which such a source includes).
    fn math_function(&self, name: &str) -> Option<&'static str> {
        if !self.device.info().c_language {
            return None;
        }
        match name {
            "min" => Some("std::min"),
            "max" => Some("std::max"),
            "clamp" => Some("std::clamp"),
            _ => None,
        }
    }

    /// The standalone OpenCL launcher holds the file's variables for the host code; a
    /// `static` one only device code reads is unused there.
    fn global_qualifier(&self, module: &Module, g: &Global) -> Option<&'static str> {
        let _ = module;
        (self.device == Backend::OpenCl && self.api == LauncherApi::Native && g.class.is_static)
            .then_some("__attribute__((unused))")
    }

    fn kernel_params_by_reference(&self) -> bool {
        self.api == LauncherApi::Occa
    }

    /// The standalone OpenCL and SYCL launchers are compiled on their own: a helper only
    /// their device code calls is unused there.
    fn helper_qualifier(&self, f: &Function) -> Option<&'static str> {
        let _ = f;
        (matches!(self.device, Backend::OpenCl | Backend::Sycl) && self.api == LauncherApi::Native)
            .then_some("[[maybe_unused]]")
    }

    fn kernel_extra_params(&self, f: &Function) -> (Vec<String>, Vec<String>) {
        let _ = f;
        match self.api {
            LauncherApi::Occa => (vec!["occa::modeKernel_t **deviceKernels".to_string()], vec![]),
            LauncherApi::Native if self.device == Backend::Sycl => {
                (crate::backend::sycl::launcher::extra_params(), Vec::new())
            }
            LauncherApi::Native => (Vec::new(), Vec::new()),
        }
    }

    fn kernel_param(
        &self,
        w: &mut Writer<'_>,
        cx: &Cx<'_>,
        f: &Function,
        index: usize,
        id: LocalId,
    ) -> String {
        if self.api == LauncherApi::Occa
            && let Some(local) = get(&f.locals, id)
            && types::is_pointer(w.module, cx.store, local.ty)
        {
            return format!("occa::modeMemory_t *{}", local_name_of(cx, id));
        }
        // The standalone OpenCL launcher takes buffers for pointers (and arrays, which decay).
        if self.api == LauncherApi::Native
            && self.device == Backend::OpenCl
            && let Some(local) = get(&f.locals, id)
            && types::is_pointer_or_array(w.module, cx.store, local.ty)
        {
            return format!("cl_mem {}", local_name_of(cx, id));
        }
        super_kernel_param(w, cx, f, index, id)
    }

    fn write_stmt(&self, w: &mut Writer<'_>, cx: &Cx<'_>, stmt: &Stmt, span: Span) {
        // A constant the device kernels declare again may have no use left on the host.
        if let Stmt::Decl(id) = stmt
            && cx.func.is_some_and(|f| f.device_kernels.iter().any(|k| k.constants.contains(id)))
        {
            return w.line_with(|w, text| {
                text.push_str("[[maybe_unused]] ");
                local_decl(w, cx, *id, text);
                text.push(';');
            });
        }
        // A type alias of the kernel's body may be used by its device code only.
        if let Stmt::TypeDecl(text) = stmt
            && cx.func.is_some_and(|f| f.is_kernel())
            && let Some(marked) = maybe_unused_alias(text)
        {
            for line in marked.lines() {
                w.line(line.trim_end());
            }
            return;
        }
        super_write_stmt(w, cx, stmt, span)
    }

    /// An `@outer` loop the launcher prints is a top-level one: it prints no loop's body.
    fn loop_prints_as_block(&self, w: &Writer<'_>, lp: &Loop) -> bool {
        let _ = w;
        lp.kind.is_outer()
    }

    fn write_loop(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop, span: Span) {
        if lp.kind.is_outer() {
            write_launch(self.api, self.device, w, cx, id, span);
        } else {
            super_write_loop(w, cx, id, lp, span)
        }
    }
}

/// `typedef T name;` and `using name = T;` marked `[[maybe_unused]]` (g++ `-Wall` reports a
/// local alias no host code uses); `None` for other type declarations.
fn maybe_unused_alias(text: &str) -> Option<String> {
    let trimmed = text.trim_start();
    if trimmed.starts_with("typedef ") {
        return Some(format!("[[maybe_unused]] {trimmed}"));
    }
    let rest = trimmed.strip_prefix("using ")?;
    if rest.starts_with("namespace ") {
        return None;
    }
    let name_end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    let (name, tail) = rest.split_at(name_end);
    (!name.is_empty() && tail.trim_start().starts_with('='))
        .then(|| format!("using {name} [[maybe_unused]]{tail}"))
}

/// A backend without a standalone launcher (Metal) is launched through OCCA only.
fn no_native_launcher(w: &mut Writer<'_>, device: Backend, f: &Function) {
    w.diagnostics.push(
        oklc_diag::Diagnostic::error(
            oklc_diag::codes::codegen::UNSUPPORTED_CONSTRUCT,
            format!("the `{device}` backend has no standalone launcher"),
            f.head.unwrap_or(f.span),
        )
        .with_primary_message("this kernel cannot be launched without OCCA")
        .with_help("use `--launcher-api occa`, OCCA's runtime launches the kernels"),
    );
}

/// `extern "C" void _occa_K_N(...);` for each device kernel of `f`: the host stubs that the
/// runtime's launch function is given, defined by the device file's compilation.
fn declare_device_kernels(w: &mut Writer<'_>, id: FunctionId, f: &Function) {
    let _ = id;
    let splits = f.device_kernels.len();
    let names = Namer::for_function(f, w.dialect.keywords());
    let cx = Cx { store: &f.store, func: Some(f), names: Some(&names) };
    let Some(simt) = w.dialect.simt() else { return };
    for index in 0..splits {
        simt.enter(SplitState { index, ..Default::default() });
        let signature = super_kernel_signature(w, &cx, f);
        w.line(&format!("{signature};"));
    }
    simt.leave();
}

/// The block that replaces top-level `@outer` loop `root`: launch sizes, then the launch.
fn write_launch(
    api: LauncherApi,
    device: Backend,
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    root: LoopId,
    span: Span,
) {
    let Some(f) = cx.func else { return };
    let Some((index, kernel)) = f.device_kernels.iter().enumerate().find(|(_, k)| k.root == root)
    else {
        w.error(
            oklc_diag::codes::codegen::MALFORMED_IR,
            "an `@outer` loop the passes did not record as a device kernel",
            span,
        );
        return;
    };
    let dims = device_launch_counts(w, cx, kernel);
    w.sync_line(span);
    w.open("");
    let mut sizes: Vec<(Dim, String)> = Vec::new();
    for outer in [true, false] {
        for axis in 0..3u8 {
            let dim = Dim { outer, axis };
            let Some((counts, _)) = dims.get(&dim) else { continue };
            let name = format!(
                "_occa_{}_{}",
                if outer { "outer" } else { "inner" },
                ["x", "y", "z"][usize::from(axis)]
            );
            write_size(w, cx, &name, counts);
            sizes.push((dim, name));
        }
    }
    let args: Vec<String> = f
        .params
        .iter()
        .chain(&kernel.host_values)
        .map(|&p| local_name_of(cx, p).to_string())
        .collect();
    let positive: Vec<String> = sizes.iter().map(|(_, n)| format!("{n} > 0")).collect();
    let condition = if positive.is_empty() { "true".to_string() } else { positive.join(" && ") };
    match api {
        LauncherApi::Occa => {
            w.line("occa::dim outer, inner;");
            for (outer, kind) in [(true, "outer"), (false, "inner")] {
                let count = sizes.iter().filter(|(d, _)| d.outer == outer).map(|(d, _)| d.axis);
                let used = count.max().map_or(1, |a| a + 1);
                w.line(&format!("{kind}.dims = {used};"));
                for (d, n) in sizes.iter().filter(|(d, _)| d.outer == outer) {
                    w.line(&format!("{kind}[{}] = {n};", d.axis));
                }
            }
            w.open(&format!("if ({condition})"));
            w.line(&format!("occa::kernel kernel(deviceKernels[{}]);", index));
            w.line("kernel.setRunDims(outer, inner);");
            w.line(&format!("kernel({});", args.join(", ")));
            w.close("");
        }
        LauncherApi::Native if device == Backend::OpenCl => {
            let name = w.dialect.kernel_name(f, Some(index));
            crate::backend::opencl::launcher::write_launch(w, f, &name, &sizes, &args, &condition);
        }
        LauncherApi::Native if device == Backend::Sycl => {
            let name = w.dialect.kernel_name(f, Some(index));
            crate::backend::sycl::launcher::write_launch(w, &name, &sizes, &args, &condition);
        }
        LauncherApi::Native => {
            let dim3 = |outer: bool| {
                let axes: Vec<String> = (0..3u8)
                    .map(|axis| {
                        sizes
                            .iter()
                            .find(|(d, _)| *d == Dim { outer, axis })
                            .map_or("1".to_string(), |(_, n)| format!("(unsigned int) {n}"))
                    })
                    .collect();
                format!("dim3({})", axes.join(", "))
            };
            let (grid, block) = (dim3(true), dim3(false));
            let name = w.dialect.kernel_name(f, Some(index));
            w.open(&format!("if ({condition})"));
            let argv = if args.is_empty() {
                "nullptr".to_string()
            } else {
                let addresses: Vec<String> =
                    args.iter().map(|a| format!("(void *) &{a}")).collect();
                w.line(&format!("void *_occa_args[] = {{{}}};", addresses.join(", ")));
                "_occa_args".to_string()
            };
            let runtime = w.dialect.backend().info().runtime;
            let launch = runtime.map_or("", |r| r.launch_kernel);
            let discard =
                if runtime.is_some_and(|r| r.result_must_be_used) { "(void) " } else { "" };
            w.line(&format!(
                "{discard}{launch}((const void *) &{name}, {grid}, {block}, {argv}, 0, 0);"
            ));
            w.close("");
        }
    }
    w.close("");
}

/// `const long long NAME = count;`, or the largest of several counts; a count over enclosing
/// loops ([`oklc_ir::LaunchCount::over`]) is the largest over the loops' ranges, which the
/// host runs.
fn write_size(w: &mut Writer<'_>, cx: &Cx<'_>, name: &str, counts: &DimCounts) {
    let mut values: Vec<String> = Vec::new();
    if let Some((c, _)) = counts.constant {
        values.push(c.to_string());
    }
    // Printed at the lowest precedence, so each is a whole initializer.
    let (ranged, plain): (Vec<_>, Vec<_>) =
        counts.dynamic.iter().partition(|(_, count)| !count.over.is_empty());
    values.extend(plain.iter().map(|(text, _)| text.clone()));
    match (values.as_slice(), ranged.is_empty()) {
        ([], true) => w.line(&format!("const long long {name} = 1;")),
        ([one], true) => w.line(&format!("const long long {name} = {one};")),
        _ => {
            let first = values.first().map_or("0", String::as_str);
            w.line(&format!("long long {name} = {first};"));
            for v in values.iter().skip(1) {
                w.open("");
                w.line(&format!("const long long count = {v};"));
                w.line(&format!("if (count > {name}) {name} = count;"));
                w.close("");
            }
            let Some(f) = cx.func else { return };
            for (text, count) in ranged {
                w.open("");
                let loops: Vec<&Loop> =
                    count.over.iter().filter_map(|&l| get(&f.loops, l)).collect();
                for lp in &loops {
                    let head = loop_head(w, cx, lp);
                    w.open(&head);
                }
                w.line(&format!("const long long count = {text};"));
                w.line(&format!("if (count > {name}) {name} = count;"));
                for _ in &loops {
                    w.close("");
                }
                w.close("");
            }
        }
    }
}

/// `source` as adjacent C string literals, one per line of it, indented for a `return`
/// (`""` when it is empty): the device source a standalone launcher embeds. `?` is escaped so
/// that no trigraph forms.
pub fn push_c_string_lines(out: &mut String, source: &str) {
    if source.is_empty() {
        out.push_str("      \"\"");
    }
    for (k, line) in source.split_inclusive('\n').enumerate() {
        if k > 0 {
            out.push('\n');
        }
        out.push_str("      \"");
        for c in line.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '"' => out.push_str("\\\""),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                '?' => out.push_str("\\?"),
                c => out.push(c),
            }
        }
        out.push('"');
    }
}

/// Whether a helper of `module` names one of OpenCL C's limit constants.
fn uses_limit_constants(module: &oklc_ir::Module) -> bool {
    module.functions.values().filter(|f| !f.is_kernel()).any(|f| {
        f.store.exprs.values().any(
            |e| matches!(e, oklc_ir::Expr::Name(n) if oklc_passes::target::c::is_limit_constant(n)),
        )
    })
}
