//! The SYCL backend (OCCA's `dpcpp` mode, spec §7.8): SYCL 2020 C++ against `<sycl/sycl.hpp>`,
//! one device kernel `_occa_K_N` per top-level `@outer` loop ([`crate::backend::simt`]), in one
//! of two forms chosen by the launcher API:
//! * OCCA's (`--launcher-api occa`): `extern "C" void _occa_K_N(sycl::queue *queue_,
//!   sycl::nd_range<3> *range_, <params>)` submits a command group whose `parallel_for` runs
//!   the loop's body in a lambda `[=](sycl::nd_item<3> item_)`, which captures the parameters by
//!   value (and copies them again into a `mutable` lambda, so the body may change them); the
//!   OCCA launcher ([`crate::launcher`]) starts it through the `dpcpp` runtime.
//! * Standalone (`--launcher-api native`): free-function kernels
//!   (`sycl_ext_oneapi_free_function_kernels`), `extern "C"` with the `nd_range_kernel<3>`
//!   property, which the SYCL runtime can also compile from source at run time; the launcher
//!   ([`launcher`]) submits them to a `sycl::queue`.
//!
//! In both, SYCL's last dimension varies fastest, so OKL axis `a` is dimension `2 - a`
//! (`item_.get_local_id(2)` for `@inner(0)`); `@shared` arrays are work-group local memory
//! (`group_local_memory_for_overwrite`, `work_group_static`); barriers are
//! `sycl::group_barrier` on the work-group (the warp barrier on the sub-group); `@atomic`
//! updates go through `sycl::atomic_ref` in global or local memory, with a compare-and-swap
//! loop where `atomic_ref` has no operator; constant `@inner` sizes give
//! `[[sycl::reqd_work_group_size(z, y, x)]]` and `@simd_length(n)`
//! `[[sycl::reqd_sub_group_size(n)]]` (OCCA's form); helpers stay plain functions, declared
//! ones `SYCL_EXTERNAL`. Recursion and calls through function pointers are errors at their OKL
//! line ([`unsupported`]).

pub mod keywords;
pub mod launcher;
pub mod unsupported;

use oklc_ir::{
    BarrierKind, Block, Builtin, BuiltinVar, Function, FunctionId, LocalId, OklStorage, Stmt,
    TyKind, without_typedefs,
};
use oklc_span::Span;

use crate::backend::cuda::reject_reference_param;
use crate::backend::simt::{SimtState, write_device_kernels};
use crate::dialect::{Dialect, single_expr_stmt};
use crate::printer::expr::{prec, write_expr_at};
use crate::printer::{Cx, Writer, get, super_kernel_param, super_write_function, super_write_stmt};
use crate::{Backend, LauncherApi};

/// Options of the SYCL backend.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SyclOptions {
    /// Include the legacy `<CL/sycl.hpp>` (spec §7.8, OCCA's own output) instead of SYCL 2020's
    /// `<sycl/sycl.hpp>`, for toolchains that predate it; the code is the same, spelled
    /// `sycl::` throughout.
    pub legacy_header: bool,
}

impl SyclOptions {
    /// The `#include` line every SYCL file (device file and standalone launcher) starts with.
    pub fn header(&self) -> &'static str {
        if self.legacy_header { "#include <CL/sycl.hpp>" } else { "#include <sycl/sycl.hpp>" }
    }
}

/// The property that makes a free function an `nd_range` kernel of three dimensions.
pub const FREE_FUNCTION_PROPERTY: &str =
    "SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((sycl::ext::oneapi::experimental::nd_range_kernel<3>))";

/// Which shape the device kernels take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// OCCA's `dpcpp` mode: a host function that submits a `parallel_for` lambda.
    Occa,
    /// Free-function kernels, launched by the standalone launcher.
    FreeFunction,
}

/// The SYCL dialect.
#[derive(Debug)]
pub struct Sycl {
    form: Form,
    options: SyclOptions,
    /// The device kernel being printed.
    simt: SimtState,
    /// The calls of the functions printed so far, for recursion.
    calls: crate::recursion::CallGraph,
}

impl Sycl {
    /// The dialect whose kernels the launcher of `api` starts.
    pub fn new(api: LauncherApi, options: SyclOptions) -> Sycl {
        let form = match api {
            LauncherApi::Occa => Form::Occa,
            LauncherApi::Native => Form::FreeFunction,
        };
        Sycl { form, options, simt: SimtState::default(), calls: Default::default() }
    }

    /// Work-group local memory for the `@shared` array `id`, where it is declared (in the
    /// `@outer` loop's body, which every work-item of the group runs, so the declaration may
    /// use the kernel's constants). OCCA's form allocates it from the group (spec §7.8),
    /// `auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());`;
    /// free-function kernels declare it `static` with work-group scope
    /// (`sycl_ext_oneapi_work_group_static`), which the run-time compiler supports.
    fn declare_shared(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: LocalId) {
        let Some(local) = cx.func.and_then(|f| get(&f.locals, id)) else { return };
        let ty = w.decl(cx, local.ty, "");
        let ty = ty.trim();
        let name = crate::printer::declared_name(cx, id).into_owned();
        match self.form {
            Form::Occa => w.line(&format!(
                "auto &{name} = *sycl::ext::oneapi::group_local_memory_for_overwrite<{ty}>(item_.get_group());"
            )),
            Form::FreeFunction => {
                // Raw storage: `work_group_static` holds only trivially constructible types,
                // and `@shared` memory starts uninitialised anyway.
                w.line(&format!(
                    "static sycl::ext::oneapi::experimental::work_group_static<std::aligned_storage_t<sizeof({ty}), alignof({ty})>> _occa_local_{name};"
                ));
                w.line(&format!(
                    "auto &{name} = *reinterpret_cast<std::add_pointer_t<{ty}>>(&_occa_local_{name});"
                ));
            }
        }
    }

    /// The attributes of OCCA's kernel lambda: the work-group size when every `@inner` count
    /// is constant, the sub-group size of `@simd_length`.
    fn lambda_attributes(&self, w: &Writer<'_>) -> String {
        let mut text = String::new();
        if let Some([x, y, z]) = self.simt.inner_sizes() {
            text.push_str(&format!(" [[sycl::reqd_work_group_size({z}, {y}, {x})]]"));
        }
        let split = self.simt.index().and_then(|n| {
            w.current_function.and_then(|k| w.info.kernels.get(&k)).and_then(|k| k.splits.get(n))
        });
        if let Some(n) = split.and_then(|s| s.dims.simd_length).filter(|&n| n > 0) {
            text.push_str(&format!(" [[sycl::reqd_sub_group_size({n})]]"));
        }
        text
    }
}

impl Dialect for Sycl {
    fn backend(&self) -> Backend {
        Backend::Sycl
    }

    fn keywords(&self) -> crate::Keywords {
        keywords::KEYWORDS
    }

    fn simt(&self) -> Option<&SimtState> {
        Some(&self.simt)
    }

    /// A free-function kernel's parameter types must be forward-declarable, so named.
    fn tags_typedef_records(&self) -> bool {
        self.form == Form::FreeFunction
    }

    fn prelude(&self, w: &mut Writer<'_>) {
        w.raw_line(self.options.header());
        if !w.module.items.is_empty() {
            w.raw_line("");
        }
    }

    fn write_function(&self, w: &mut Writer<'_>, id: FunctionId, f: &Function) {
        unsupported::check_function(w, &self.calls, f);
        if f.is_kernel() { write_device_kernels(w, id, f) } else { super_write_function(w, id, f) }
    }

    fn kernel_qualifiers(&self, w: &Writer<'_>, f: &Function) -> String {
        let _ = (w, f);
        match self.form {
            Form::Occa => "extern \"C\"".to_string(),
            Form::FreeFunction => format!("extern \"C\" {FREE_FUNCTION_PROPERTY}"),
        }
    }

    /// OCCA's trampoline passes scalars by address (spec §7.8); free-function kernels take
    /// their arguments by value.
    fn kernel_params_by_reference(&self) -> bool {
        self.form == Form::Occa
    }

    fn kernel_extra_params(&self, f: &Function) -> (Vec<String>, Vec<String>) {
        let _ = f;
        match self.form {
            Form::Occa => (
                vec!["sycl::queue *queue_".to_string(), "sycl::nd_range<3> *range_".to_string()],
                Vec::new(),
            ),
            Form::FreeFunction => (Vec::new(), Vec::new()),
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
        // Every device kernel takes the kernel's parameters: the first reports them.
        if self.simt.index().unwrap_or(0) == 0 {
            reject_reference_param(w, f, id);
            reject_non_device_copyable(w, f, id);
        }
        super_kernel_param(w, cx, f, index, id)
    }

    /// OCCA's form opens the command group and the kernel lambda; free-function kernels name
    /// their work-item (`item_`).
    fn function_body_start(&self, w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) {
        let _ = (cx, f);
        if self.simt.index().is_none() {
            return;
        }
        match self.form {
            Form::Occa => {
                w.open("queue_->submit([&](sycl::handler &handler_)");
                let attributes = self.lambda_attributes(w);
                w.open(&format!(
                    "handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_){attributes}"
                ));
                // The kernel lambda is `const`, so are its copies of the parameters; the work-item
                // changes its own copies, as CUDA's and OpenCL's kernels change their arguments.
                w.open("[=]() mutable");
            }
            Form::FreeFunction => {
                w.line(
                    "const sycl::nd_item<3> item_ = sycl::ext::oneapi::this_work_item::get_nd_item<3>();",
                );
            }
        }
    }

    fn function_body_end(&self, w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) {
        let _ = (cx, f);
        if self.simt.index().is_some() && self.form == Form::Occa {
            w.close("();");
            w.close(");");
            w.close(");");
        }
    }

    /// Helpers defined in the file need nothing; one only declared here is defined in another
    /// translation unit, which device code may call only as `SYCL_EXTERNAL`.
    fn helper_qualifier(&self, f: &Function) -> Option<&'static str> {
        (f.body.is_none() && !f.specs.is_static).then_some("SYCL_EXTERNAL")
    }

    fn builtin_var(&self, var: BuiltinVar) -> Option<String> {
        let dim = |a: u8| 2 - a.min(2);
        Some(match var {
            BuiltinVar::LocalId(a) => format!("item_.get_local_id({})", dim(a)),
            BuiltinVar::GroupId(a) => format!("item_.get_group({})", dim(a)),
            BuiltinVar::LocalSize(a) => format!("item_.get_local_range({})", dim(a)),
            BuiltinVar::GroupCount(a) => format!("item_.get_group_range({})", dim(a)),
        })
    }

    fn barrier(&self, kind: BarrierKind) -> Option<String> {
        Some(match kind {
            BarrierKind::Warp => "sycl::group_barrier(item_.get_sub_group());".to_string(),
            _ => "sycl::group_barrier(item_.get_group());".to_string(),
        })
    }

    fn write_atomic(&self, w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
        write_sycl_atomic(w, cx, block, span)
    }

    fn write_stmt(&self, w: &mut Writer<'_>, cx: &Cx<'_>, stmt: &Stmt, span: Span) {
        if let Stmt::Decl(id) = stmt
            && self.simt.index().is_some()
            && cx
                .func
                .and_then(|f| get(&f.locals, *id))
                .is_some_and(|l| l.storage == OklStorage::Shared)
        {
            w.sync_line(span);
            return self.declare_shared(w, cx, *id);
        }
        super_write_stmt(w, cx, stmt, span)
    }
}

/// SYCL copies kernel arguments to the device as bytes: a record passed by value must be
/// device-copyable. `OKL0606` names a parameter whose record (or an element or data member of
/// it) is not, and the member that makes it so.
fn reject_non_device_copyable(w: &mut Writer<'_>, f: &Function, id: LocalId) {
    let Some(local) = get(&f.locals, id) else { return };
    let Some((record, why, at)) = copy_blocker(w.module, &f.store, local.ty, 0) else { return };
    w.diagnostics.push(
        oklc_diag::Diagnostic::error(
            oklc_diag::codes::codegen::NOT_DEVICE_COPYABLE,
            format!("kernel parameter `{}` is not device-copyable: `{record}` {why}", local.name),
            local.span,
        )
        .with_primary_message("`dpcpp` copies kernel arguments to the device as bytes")
        .with_label(at, "this makes a copy more than a copy of the bytes")
        .with_help(
            "keep the record plain data: no virtual member function, and no copy \
             constructor, copy assignment or destructor of its own (`= default` keeps one)",
        ),
    );
}

/// The record in `ty` (itself, an array's element or, recursively, a data member) that
/// [`oklc_ir::StructDef::copy_blocker`] says cannot be copied as bytes: its name, why, and
/// where.
fn copy_blocker(
    module: &oklc_ir::Module,
    store: &oklc_ir::Store,
    ty: oklc_ir::TyId,
    depth: usize,
) -> Option<(String, String, Span)> {
    if depth > 32 {
        return None;
    }
    let (store, ty) = without_typedefs(module, store, ty);
    match &get(&store.types, ty)?.kind {
        TyKind::Array { elem, .. } => copy_blocker(module, store, *elem, depth + 1),
        TyKind::Named { name, refers: oklc_ir::NamedRef::Struct(sid), .. } => {
            let def = get(&module.structs, *sid)?;
            if let Some((why, at)) = &def.copy_blocker {
                return Some((name.to_string(), why.to_string(), *at));
            }
            def.fields.iter().find_map(|f| copy_blocker(module, &module.store, f.ty, depth + 1))
        }
        _ => None,
    }
}

/// The scalar types `sycl::atomic_ref` holds, and whether they are integers (which have
/// `++`, `--`, `&=`, `|=` and `^=`).
fn atomic_type(b: Builtin) -> Option<bool> {
    match b {
        Builtin::Int
        | Builtin::UInt
        | Builtin::Long
        | Builtin::ULong
        | Builtin::LongLong
        | Builtin::ULongLong => Some(true),
        Builtin::Float | Builtin::Double => Some(false),
        _ => None,
    }
}

/// `@atomic` on SYCL: the update through `sycl::atomic_ref<T, relaxed, device, space>` on the
/// operand, in global memory or, for `@shared` operands, local memory. Integer `+=`, `-=`,
/// `&=`, `|=`, `^=`, `++`, `--`, floating `+=` and `-=`, and `=` are `atomic_ref`'s own
/// operations; every other compound assignment, and `++`/`--` of a floating value, is a
/// compare-and-swap loop. Anything else is an error, never silently non-atomic code.
fn write_sycl_atomic(w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
    let info = w.current_function.and_then(|f| w.info.kernels.get(&f));
    let found = single_expr_stmt(block).and_then(|e| info?.atomics.get(&e).map(|a| (e, a)));
    let Some((e, atomic)) = found else {
        return crate::atomic::report_block(w, span);
    };
    let Some(operand) = atomic.operand else {
        return unsupported_atomic(w, span, "an update without an operand");
    };
    if crate::atomic::updates_record_object(w, cx, atomic) {
        return unsupported_atomic(w, span, "an update of a struct or class object");
    }
    // The operand's type when oklc knows it: `Some(integer)` for a builtin `atomic_ref` holds.
    let builtin = atomic.operand_ty.and_then(|ty| {
        let (store, resolved) = without_typedefs(w.module, cx.store, ty);
        match get(&store.types, resolved).map(|t| &t.kind) {
            Some(TyKind::Builtin(b)) => Some(*b),
            _ => None,
        }
    });
    let narrow = atomic.operand_ty.and_then(|ty| crate::atomic::Narrow::of(w.module, cx.store, ty));
    let integer = match builtin {
        Some(_) if narrow.is_some() => Some(true),
        Some(b) => match atomic_type(b) {
            Some(integer) => Some(integer),
            None => {
                return unsupported_atomic(
                    w,
                    span,
                    "this operand type (only integers, `float` and `double`)",
                );
            }
        },
        None => None,
    };
    let (op, value) = match crate::atomic::read_modify_write(w, cx, e, atomic) {
        Ok(update) => update,
        Err(what) => return unsupported_atomic(w, span, &what),
    };
    let space =
        if crate::atomic::in_local_memory(w, cx, atomic) { "local_space" } else { "global_space" };
    let mut target = String::new();
    write_expr_at(w, cx, operand, prec::COMMA, &mut target);
    let old = crate::atomic::old_value(cx, atomic);
    if let Some(narrow) = narrow {
        w.sync_line(span);
        return write_narrow(w, narrow, space, &target, op, &value, old.as_deref());
    }
    // A type oklc does not resolve (a member, a call's result) is the operand's own.
    let elem = match builtin {
        Some(b) => b.spelling().to_string(),
        None => format!("std::remove_cv_t<std::remove_reference_t<decltype({target})>>"),
    };
    let native = old.is_none()
        && match op {
            None | Some("+" | "-") => true,
            Some("&" | "|" | "^") => integer == Some(true),
            _ => false,
        };
    w.sync_line(span);
    w.open("");
    w.line(&format!("using _occa_atomic_t = {elem};"));
    let elem = "_occa_atomic_t";
    w.line(&format!(
        "sycl::atomic_ref<{elem}, sycl::memory_order::relaxed, sycl::memory_scope::device, \
         sycl::access::address_space::{space}> _occa_ref({target});"
    ));
    match (op, old) {
        (None, None) => w.line(&format!("_occa_ref.store(({elem}) {value});")),
        (Some(o), None) if native => w.line(&format!("_occa_ref {o}= ({elem}) {value};")),
        // The value reads the old one through the local `name`, set on each try.
        (op, Some(name)) => {
            let new = match op {
                Some(o) => format!("{name} {o} {value}"),
                None => value,
            };
            w.line(&format!("{elem} _occa_old = _occa_ref.load(), {name};"));
            w.open("do");
            w.line(&format!("{name} = _occa_old;"));
            w.close(&format!(
                " while (!_occa_ref.compare_exchange_strong(_occa_old, ({elem}) ({new})));"
            ));
        }
        (Some(o), None) => {
            w.line(&format!("{elem} _occa_old = _occa_ref.load();"));
            w.line(&format!(
                "while (!_occa_ref.compare_exchange_weak(_occa_old, ({elem}) (_occa_old {o} {value}))) {{}}"
            ));
        }
    }
    w.close("");
}

/// An update of a `char` or `short` operand, which `atomic_ref` does not hold: a
/// compare-and-swap loop on the aligned 32-bit word that holds it, keeping the word's other
/// bytes (the devices are little-endian).
fn write_narrow(
    w: &mut Writer<'_>,
    narrow: crate::atomic::Narrow,
    space: &str,
    target: &str,
    op: Option<&str>,
    value: &str,
    old: Option<&str>,
) {
    let crate::atomic::Narrow { ty, unsigned, mask } = narrow;
    let read = format!("({ty}) (_occa_seen >> _occa_shift)");
    let current = old.map_or(read.clone(), str::to_string);
    let updated = match op {
        Some(op) => format!("{current} {op} {value}"),
        None => value.to_string(),
    };
    w.open("");
    w.line(&format!("std::uintptr_t _occa_at = reinterpret_cast<std::uintptr_t>(&{target});"));
    w.line(&format!(
        "sycl::atomic_ref<unsigned int, sycl::memory_order::relaxed, sycl::memory_scope::device, \
         sycl::access::address_space::{space}> _occa_ref(*reinterpret_cast<unsigned int *>(\
         _occa_at & ~std::uintptr_t(3)));"
    ));
    w.line("unsigned int _occa_shift = (unsigned int) (_occa_at & 3) * 8u;");
    w.line(&format!("unsigned int _occa_mask = {mask} << _occa_shift;"));
    w.line("unsigned int _occa_seen = _occa_ref.load();");
    if let Some(name) = old {
        w.line(&format!("{ty} {name};"));
    }
    w.open("do");
    if let Some(name) = old {
        w.line(&format!("{name} = {read};"));
    }
    w.close(&format!(
        " while (!_occa_ref.compare_exchange_strong(_occa_seen, (_occa_seen & ~_occa_mask) | \
         (((unsigned int) ({unsigned}) ({ty}) ({updated}) << _occa_shift) & _occa_mask)));"
    ));
    w.close("");
}

fn unsupported_atomic(w: &mut Writer<'_>, span: Span, what: &str) {
    w.diagnostics.push(
        oklc_diag::Diagnostic::error(
            oklc_diag::codes::codegen::UNSUPPORTED_ATOMIC,
            format!("`dpcpp` has no atomic operation for {what}"),
            span,
        )
        .with_primary_message("cannot be made atomic on this backend")
        .with_help(
            "make the atomic one update (`x op= v`, `x = f(x)`, `++x`, `--x`) of an integer, \
             `float` or `double` in global or `@shared` memory",
        ),
    );
}
