//! The Metal backend (spec §7.7, OCCA's Metal mode): the Metal Shading Language (C++14 with
//! address spaces) for Apple GPUs. One `kernel void _occa_K_N` per top-level `@outer` loop
//! ([`crate::backend::simt`]) whose parameters are buffers in parameter order, pointers as
//! `device T *p [[buffer(i)]]` and everything else as `constant T &x [[buffer(i)]]`, followed
//! by the two position arguments OCCA's Metal launcher provides
//! (`[[threadgroup_position_in_grid]]`, `[[thread_position_in_threadgroup]]`), from which the
//! loops take their indices. Pointers carry the address spaces the `addrspace` pass inferred
//! (`device`, `threadgroup`, `constant`, `thread`), `@shared` is `threadgroup` declared at the
//! kernel's function scope, barriers are `threadgroup_barrier`/`simdgroup_barrier`, `@atomic`
//! goes through Metal's typed atomics ([`atomic`]), and what Metal cannot express (`double`,
//! `long long`, `printf`, recursion) is an error at its OKL line ([`unsupported`]). The host
//! side is OCCA's launcher ([`crate::launcher`]).

pub mod atomic;
pub mod keywords;
pub mod library;
pub mod methods;
pub mod namespaces;
pub mod params;
pub mod unsupported;

use std::cell::RefCell;

use oklc_ir::{
    AddressSpace, BarrierKind, Block, Builtin, BuiltinVar, CastStyle, Expr, ExprId, Function,
    FunctionId, Global, HeadKind, Item, LitKind, LocalId, Module, Stmt, TyKind, without_typedefs,
};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::Backend;
use crate::backend::cuda::reject_reference_param;
use crate::backend::simt::{
    SimtState, is_kernel_scope_shared, without_library_include, write_device_kernels,
};
use crate::dialect::Dialect;
use crate::printer::expr::{prec, super_expr};
use crate::printer::{
    Cx, Writer, get, local_name_of, storage_prefix, super_write_function, super_write_item,
    super_write_stmt, write_init,
};

/// The name of the work-group index parameter (`[[threadgroup_position_in_grid]]`).
pub const GROUP_POSITION: &str = "_occa_group_position";
/// The name of the work-item index parameter (`[[thread_position_in_threadgroup]]`).
pub const THREAD_POSITION: &str = "_occa_thread_position";

/// The Metal dialect.
#[derive(Debug, Default)]
pub struct Metal {
    /// The device kernel being printed.
    simt: SimtState,
    /// What the file has already reported of Metal's restrictions (one error each).
    reported: unsupported::Reported,
    /// Helpers named like one of Metal's own names, and the names they are printed under
    /// (printed before their calls, and released once printed).
    renamed: RefCell<Vec<(SmolStr, SmolStr)>>,
}

impl Dialect for Metal {
    fn backend(&self) -> Backend {
        Backend::Metal
    }

    fn simt(&self) -> Option<&SimtState> {
        Some(&self.simt)
    }

    fn keywords(&self) -> crate::Keywords {
        keywords::KEYWORDS
    }

    /// Metal's 64-bit integer is `long`; the index casts the SIMT printing adds use it.
    fn builtin_spelling(&self, b: Builtin) -> &'static str {
        match b {
            Builtin::LongLong => "long",
            Builtin::ULongLong => "unsigned long",
            _ => b.spelling(),
        }
    }

    /// `metal_stdlib` declares the types, atomics, barriers and math functions; legacy OCCA
    /// includes `metal_compute` in front of it. A file that computes with 64-bit integers says
    /// that it needs MSL 2.3, the first version with them.
    fn prelude(&self, w: &mut Writer<'_>) {
        if uses_64bit_integers(w.module) {
            w.raw_line(
                "// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).",
            );
        }
        w.raw_line("#include <metal_compute>");
        w.raw_line("#include <metal_stdlib>");
        w.raw_line("using namespace metal;");
        if !w.module.items.is_empty() {
            w.raw_line("");
        }
    }

    fn write_item(&self, w: &mut Writer<'_>, item: &Item) {
        unsupported::check_item(w, &self.reported, item);
        // A namespace's functions with their overloads for the spaces their calls pass.
        if let Item::Verbatim(v) = item
            && let Some(text) =
                namespaces::with_overloads(w.module, v, |space| self.address_space(space))
        {
            for line in text.lines() {
                w.line(line.trim_end());
            }
            return;
        }
        if let Item::Global(id) = item
            && let Some(g) = get(&w.module.globals, *id)
            && program_scope_pointer(w.module, g)
        {
            // The pointer itself lives in constant memory: `constant` after its `*`, where the
            // space of what it points to is in front.
            let cx = Cx::module(w.module);
            let mut text = storage_prefix(&g.class);
            text.push_str(&w.decl(&cx, g.ty, &format!("constant {}", g.name)));
            text.push_str(&write_init(w, &cx, g.init.as_ref()));
            text.push(';');
            return w.line(&text);
        }
        super_write_item(w, item)
    }

    /// A helper named like one of Metal's own names (`half`) is printed under another
    /// ([`helper_name`]).
    fn write_function(&self, w: &mut Writer<'_>, id: FunctionId, f: &Function) {
        if f.is_kernel() {
            return write_device_kernels(w, id, f);
        }
        match self.renamed_helper(&f.name).or_else(|| helper_name(w.module, &f.name)) {
            Some(name) => {
                self.renamed.borrow_mut().push((f.name.clone(), name.clone()));
                let mut renamed = f.clone();
                renamed.name = name;
                super_write_function(w, id, &renamed)
            }
            None => super_write_function(w, id, f),
        }
    }

    fn kernel_qualifiers(&self, w: &Writer<'_>, f: &Function) -> String {
        let _ = (w, f);
        "kernel".to_string()
    }

    /// Every parameter is a buffer `[[buffer(i)]]` at its position: pointers (typedef'd ones
    /// resolved) in `device` memory, the rest by reference in `constant` memory, without
    /// `const` (constant memory is read-only).
    fn kernel_param(
        &self,
        w: &mut Writer<'_>,
        cx: &Cx<'_>,
        f: &Function,
        index: usize,
        id: LocalId,
    ) -> String {
        reject_reference_param(w, f, id);
        let buffer = format!(" [[buffer({index})]]");
        let Some(local) = get(&f.locals, id) else {
            return crate::printer::super_kernel_param(w, cx, f, index, id);
        };
        let name = local_name_of(cx, id);
        let (store, ty) = without_typedefs(w.module, cx.store, local.ty);
        let resolved = Cx { store, func: cx.func, names: cx.names };
        match get(&store.types, ty).map(|t| &t.kind) {
            // An array parameter is the pointer C makes of it, which can carry the space.
            Some(TyKind::Array { elem, .. }) => {
                let text = w.decl(&resolved, *elem, &format!("*{name}"));
                format!("device {text}{buffer}")
            }
            // A typedef'd pointer is printed resolved, so its level can carry the space.
            Some(TyKind::Pointer(_)) => {
                let text = w.decl(&resolved, ty, name);
                // The `addrspace` pass puts kernel buffers in device memory; a pointer it left
                // without a space still is one.
                if has_space(&text) {
                    format!("{text}{buffer}")
                } else {
                    format!("device {text}{buffer}")
                }
            }
            _ => {
                let name = if params::copied_params(w.module, f).contains(&id) {
                    params::received_name(name)
                } else {
                    name.to_string()
                };
                let text = w.decl(cx, local.ty, &format!("&{name}"));
                let text = text.strip_prefix("const ").unwrap_or(&text);
                format!("constant {text}{buffer}")
            }
        }
    }

    /// The positions OCCA's Metal launcher passes after the buffers.
    fn kernel_extra_params(&self, f: &Function) -> (Vec<String>, Vec<String>) {
        let _ = f;
        (
            Vec::new(),
            vec![
                format!("uint3 {GROUP_POSITION} [[threadgroup_position_in_grid]]"),
                format!("uint3 {THREAD_POSITION} [[thread_position_in_threadgroup]]"),
            ],
        )
    }

    /// The `thread` copies of the parameters the kernel uses as objects ([`params`]), and the
    /// `@shared` declarations of the device kernel, at its function scope: Metal declares
    /// `threadgroup` variables only there.
    fn function_body_start(&self, w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) {
        if f.is_kernel() {
            for id in params::copied_params(w.module, f) {
                let Some(local) = get(&f.locals, id) else { continue };
                let name = local_name_of(cx, id);
                let decl = w.decl(cx, local.ty, name);
                w.line(&format!("{decl} = {};", params::received_name(name)));
            }
        }
        crate::backend::simt::write_kernel_scope_shared(w, cx, &self.simt, f);
    }

    /// The pointer and reference parameters and return types of functions passed through as
    /// text, which name no address space, are `thread`: where the object a member function is
    /// called on is, unless the function says otherwise (MSL; [`methods`] writes the overloads
    /// for objects elsewhere), and where arguments are when they are locals or temporaries. An
    /// argument elsewhere is a type error Metal's compiler reports.
    fn verbatim_function_qualifier(&self, kind: HeadKind) -> Option<&'static str> {
        matches!(kind, HeadKind::Space | HeadKind::Result).then_some("thread")
    }

    /// A member function of a view over memory outside `thread` memory, whose pointers into
    /// it name that space, and after a member function called on objects outside `thread`
    /// memory, its overloads for them ([`methods`]).
    fn verbatim_member(
        &self,
        w: &Writer<'_>,
        def: &oklc_ir::StructDef,
        member: &oklc_ir::Verbatim,
    ) -> Option<Vec<String>> {
        let name = member.member_function_name()?;
        let view = methods::view_space(w, def)
            .and_then(|(ty, space)| self.address_space(space).map(|s| (ty, s)));
        let id = w.module.structs.iter().find(|(_, d)| std::ptr::eq(*d, def)).map(|(id, _)| id);
        let calls = methods::object_calls(w.module);
        let spaces = methods::overload_spaces(def, id, &calls, name);
        if view.is_none() && spaces.is_empty() {
            return None;
        }
        let view = view.as_ref().map(|(ty, s)| (ty.as_str(), *s));
        let mut texts = vec![methods::qualify(member, view, None)];
        for space in spaces.into_iter().filter_map(|s| self.address_space(s)) {
            texts.push(methods::qualify(member, view, Some(space)));
        }
        Some(texts)
    }

    /// Program-scope variables of Metal live in constant memory (pointers say so after their
    /// `*`, [`Dialect::write_item`]).
    fn global_qualifier(&self, module: &Module, g: &Global) -> Option<&'static str> {
        (!g.class.is_extern && !program_scope_pointer(module, g)).then_some("constant")
    }

    fn array_params_as_pointers(&self) -> bool {
        true
    }

    fn shared_qualifier(&self) -> Option<&'static str> {
        Some("threadgroup")
    }

    fn global_ptr_qualifier(&self) -> Option<&'static str> {
        Some("device")
    }

    /// Every pointer names its memory; `Generic` (no space inferred) prints none, which the
    /// structural checker of the test suite reports.
    fn address_space(&self, space: AddressSpace) -> Option<&'static str> {
        match space {
            AddressSpace::Global => Some("device"),
            AddressSpace::Local => Some("threadgroup"),
            AddressSpace::Constant => Some("constant"),
            AddressSpace::Private => Some("thread"),
            AddressSpace::Generic => None,
        }
    }

    fn builtin_var(&self, var: BuiltinVar) -> Option<String> {
        let axis = |a: u8| ["x", "y", "z"][usize::from(a.min(2))];
        match var {
            BuiltinVar::GroupId(a) => Some(format!("{GROUP_POSITION}.{}", axis(a))),
            BuiltinVar::LocalId(a) => Some(format!("{THREAD_POSITION}.{}", axis(a))),
            // The launcher passes only the two positions.
            BuiltinVar::LocalSize(_) | BuiltinVar::GroupCount(_) => None,
        }
    }

    fn barrier(&self, kind: BarrierKind) -> Option<String> {
        Some(
            match kind {
                BarrierKind::Warp => "simdgroup_barrier(mem_flags::mem_threadgroup);",
                BarrierKind::Global => {
                    "threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);"
                }
                BarrierKind::Group => "threadgroup_barrier(mem_flags::mem_threadgroup);",
            }
            .to_string(),
        )
    }

    fn write_atomic(&self, w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
        atomic::write_metal_atomic(w, cx, block, span)
    }

    fn write_stmt(&self, w: &mut Writer<'_>, cx: &Cx<'_>, stmt: &Stmt, span: Span) {
        unsupported::check_stmt(w, &self.reported, cx, stmt, span);
        // Declared at the kernel's function scope ([`Dialect::function_body_start`]).
        if is_kernel_scope_shared(&self.simt, cx, stmt) {
            return;
        }
        super_write_stmt(w, cx, stmt, span)
    }

    /// `#include <...>` names a C or C++ library header, which Metal has none of (the prelude
    /// includes `metal_stdlib`); other lines are kept.
    fn directive(&self, text: &str) -> Option<String> {
        without_library_include(text)
    }

    /// Integer literals with a `long long` suffix take Metal's `long` (`7ll` → `7l`); calls of
    /// helpers named like Metal's own names take the helper's printed name.
    fn expr(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, out: &mut String) -> u8 {
        match get(&cx.store.exprs, id) {
            Some(Expr::Name(n)) => {
                let (base, targs) = n.split_at(n.find('<').unwrap_or(n.len()));
                if let Some(name) = self.renamed_helper(base) {
                    out.push_str(&name);
                    out.push_str(targs);
                    return prec::PRIMARY;
                }
            }
            // OKL knows `half` as a type, so a call `half(x)` of the file's own `half` reads
            // as a conversion `T(x)` (or `T(x, y)`); it is the helper's call.
            Some(Expr::Cast { style: CastStyle::Functional, ty, arg }) => {
                if let Some(name) = self.renamed_type(cx, *ty) {
                    return self.write_call(w, cx, &name, std::slice::from_ref(arg), out);
                }
            }
            Some(Expr::Construct { ty, args, braces: false }) => {
                if let Some(name) = self.renamed_type(cx, *ty) {
                    return self.write_call(w, cx, &name, args, out);
                }
            }
            _ => {}
        }
        match get(&cx.store.exprs, id) {
            Some(Expr::Literal(lit))
                if lit.kind == LitKind::Int && lit.text.to_ascii_lowercase().contains("ll") =>
            {
                out.push_str(&lit.text.replace("ll", "l").replace("LL", "L"));
                prec::PRIMARY
            }
            _ => super_expr(w, cx, id, out),
        }
    }

    /// `std` names as the `metal` namespace spells them ([`library`]).
    fn library_name(&self, name: &str) -> Option<String> {
        library::respell(name)
    }

    /// The C library's math functions as Metal spells them; the transcendental ones in their
    /// `precise` form, since Metal compiles with fast math by default and C++ code expects the
    /// C library's accuracy.
    fn math_function(&self, name: &str) -> Option<&'static str> {
        math_name(name)
    }
}

impl Metal {
    /// The printed name of the helper named `name`, when it is printed under another.
    fn renamed_helper(&self, name: &str) -> Option<SmolStr> {
        self.renamed.borrow().iter().find(|(h, _)| h == name).map(|(_, r)| r.clone())
    }

    /// The printed name of a renamed helper whose name `ty` is (a call read as a conversion).
    fn renamed_type(&self, cx: &Cx<'_>, ty: oklc_ir::TyId) -> Option<SmolStr> {
        match &get(&cx.store.types, ty)?.kind {
            TyKind::Named { name, keyword: None, .. } => self.renamed_helper(name),
            _ => None,
        }
    }

    /// `name(args...)`.
    fn write_call(
        &self,
        w: &mut Writer<'_>,
        cx: &Cx<'_>,
        name: &str,
        args: &[ExprId],
        out: &mut String,
    ) -> u8 {
        out.push_str(name);
        out.push('(');
        crate::printer::expr::write_arg_list(w, cx, args, out);
        out.push(')');
        prec::POSTFIX
    }
}

/// The C library's math functions as Metal spells them ([`Dialect::math_function`]).
pub fn math_name(name: &str) -> Option<&'static str> {
    // `min`, `max` and `abs` unqualified may be the file's own helpers; `metal::` ones are
    // found by `using namespace metal;` otherwise.
    let (std, name) = match name.strip_prefix("std::") {
        Some(rest) => (true, rest),
        None => (false, name),
    };
    Some(match name {
        "sqrt" | "sqrtf" => "metal::precise::sqrt",
        "rsqrt" | "rsqrtf" => "metal::precise::rsqrt",
        "exp" | "expf" => "metal::precise::exp",
        "exp2" | "exp2f" => "metal::precise::exp2",
        "log" | "logf" => "metal::precise::log",
        "log2" | "log2f" => "metal::precise::log2",
        "log10" | "log10f" => "metal::precise::log10",
        "pow" | "powf" => "metal::precise::pow",
        "sin" | "sinf" => "metal::precise::sin",
        "cos" | "cosf" => "metal::precise::cos",
        "tan" | "tanf" => "metal::precise::tan",
        "asin" | "asinf" => "metal::precise::asin",
        "acos" | "acosf" => "metal::precise::acos",
        "atan" | "atanf" => "metal::precise::atan",
        "atan2" | "atan2f" => "metal::precise::atan2",
        "sinh" | "sinhf" => "metal::precise::sinh",
        "cosh" | "coshf" => "metal::precise::cosh",
        "tanh" | "tanhf" => "metal::precise::tanh",
        "fmod" | "fmodf" => "metal::precise::fmod",
        "fabs" | "fabsf" => "metal::fabs",
        "floor" | "floorf" => "metal::floor",
        "ceil" | "ceilf" => "metal::ceil",
        "round" | "roundf" => "metal::round",
        "trunc" | "truncf" => "metal::trunc",
        "fmin" | "fminf" => "metal::fmin",
        "fmax" | "fmaxf" => "metal::fmax",
        "fma" | "fmaf" => "metal::fma",
        "min" if std => "metal::min",
        "max" if std => "metal::max",
        "abs" if std => "metal::abs",
        _ => return None,
    })
}

/// The name a helper named `name` is printed under when `name` is one of Metal's own (`half`
/// → `half_`, numbered when the file has that name too); `None` when it keeps its name.
fn helper_name(module: &Module, name: &str) -> Option<SmolStr> {
    if !keywords::KEYWORDS.contains(name) {
        return None;
    }
    let taken = |candidate: &str| {
        module.functions.iter().any(|(_, f)| f.name == candidate)
            || module.globals.iter().any(|(_, g)| g.name == candidate)
            || module.structs.iter().any(|(_, s)| s.name.as_deref() == Some(candidate))
    };
    let mut candidate = format!("{name}_");
    let mut n = 1;
    while taken(&candidate) {
        candidate = format!("{name}_{n}");
        n += 1;
    }
    Some(SmolStr::from(candidate))
}

/// Whether a type of the module or of one of its functions is a 64-bit integer.
fn uses_64bit_integers(module: &Module) -> bool {
    let wide = |store: &oklc_ir::Store| {
        store.types.iter().any(|(_, t)| {
            matches!(
                t.kind,
                TyKind::Builtin(
                    Builtin::Long | Builtin::ULong | Builtin::LongLong | Builtin::ULongLong
                )
            )
        })
    };
    wide(&module.store) || module.functions.iter().any(|(_, f)| wide(&f.store))
}

/// Whether `g` is a program-scope pointer variable (not `extern`), which lives in constant
/// memory like every program-scope variable.
fn program_scope_pointer(module: &Module, g: &Global) -> bool {
    !g.class.is_extern && crate::printer::types::is_pointer(module, &module.store, g.ty)
}

/// Whether a printed declaration starts with an address space (after `const`/`volatile`).
fn has_space(text: &str) -> bool {
    text.split_whitespace()
        .take_while(|w| !w.contains('*') && !w.contains('('))
        .any(|w| matches!(w, "device" | "constant" | "threadgroup" | "thread"))
}
