//! The OpenCL backend (spec §7.6, OCCA's OpenCL mode): OpenCL C that `clang -x cl` accepts at
//! CL1.2 and CL3.0. One `__kernel` per top-level `@outer` loop ([`crate::backend::simt`]), loops
//! as `get_group_id`/`get_local_id` blocks, `__attribute__((reqd_work_group_size(x, y, z)))`
//! when the work-group size is constant, `@shared` as `__local` declared at the kernel's
//! function scope, pointers in the address spaces the `addrspace` pass inferred (`__global`, `__local`,
//! `__constant`), barriers as
//! `barrier(CLK_LOCAL_MEM_FENCE)` (the warp barrier as a sub-group barrier where the device has
//! sub-groups), `@atomic` as OpenCL's 32-bit atomic functions or compare-and-swap loops, and the
//! extension pragmas (`cl_khr_fp64`, `cl_khr_int64_base_atomics`) before the first item that
//! needs them. The host side is the launcher ([`crate::launcher`]).

pub mod keywords;
pub mod launcher;

use std::cell::{Cell, OnceCell};

use oklc_ir::literal::Encoding;
use oklc_ir::{
    AddressSpace, BarrierKind, Block, Builtin, BuiltinVar, CastStyle, Expr, ExprId, Function,
    FunctionId, Global, Item, LitKind, LocalId, Module, NamedRef, Stmt, Store, TyId, TyKind,
    without_typedefs,
};
use oklc_passes::{AtomicClass, AtomicInfo, AtomicOp};
use oklc_span::Span;

use crate::Backend;
use crate::backend::cuda::reject_reference_param;
use crate::backend::simt::{
    SimtState, is_kernel_scope_shared, without_library_include, write_device_kernels,
};
use crate::dialect::{Dialect, single_expr_stmt};
use crate::printer::expr::{prec, super_expr, write_expr_at};
use crate::printer::{
    Cx, Writer, get, super_kernel_param, super_write_function, super_write_item, super_write_stmt,
};

/// The OpenCL dialect. The cells remember which extension pragmas the file has printed.
#[derive(Debug, Default)]
pub struct OpenCl {
    fp64: Cell<bool>,
    int64_atomics: Cell<bool>,
    /// The device kernel being printed.
    simt: SimtState,
    /// The calls of the functions printed so far, for recursion (OpenCL C has none).
    calls: crate::recursion::CallGraph,
    /// The functions kernels call ([`crate::recursion::reachable_from_kernels`]).
    reachable: OnceCell<indexmap::IndexSet<smol_str::SmolStr>>,
}

impl Dialect for OpenCl {
    fn backend(&self) -> Backend {
        Backend::OpenCl
    }

    fn simt(&self) -> Option<&SimtState> {
        Some(&self.simt)
    }

    fn keywords(&self) -> crate::Keywords {
        keywords::KEYWORDS
    }

    fn restrict_keyword(&self) -> &'static str {
        "restrict"
    }

    fn builtin_spelling(&self, b: Builtin) -> &'static str {
        match b {
            Builtin::LongLong => "long",
            Builtin::ULongLong => "unsigned long",
            _ => b.spelling(),
        }
    }

    fn tags_named_types(&self) -> bool {
        true
    }

    /// A `decltype` the `c-auto` pass could not replace (the operand's type is kept as text,
    /// as a local struct's members are): clang's OpenCL C takes GNU's `__typeof__`.
    fn decltype_keyword(&self) -> &'static str {
        "__typeof__"
    }

    fn member_initializers(&self) -> bool {
        false
    }

    /// C++'s fixed-width integer names come from `<cstdint>`, which OpenCL C lacks: a typedef
    /// for each one the file uses without defining it.
    fn prelude(&self, w: &mut Writer<'_>) {
        for (name, ty) in fixed_width_typedefs(w.module) {
            w.raw_line(&format!("typedef {ty} {name};"));
        }
    }

    fn write_item(&self, w: &mut Writer<'_>, item: &Item) {
        self.enable_extensions(w, item);
        if let Item::Global(id) = item
            && let Some(g) = get(&w.module.globals, *id)
            && program_scope_pointer(w.module, g)
        {
            return crate::printer::write_program_scope_pointer(w, g, "__constant");
        }
        super_write_item(w, item)
    }

    fn write_function(&self, w: &mut Writer<'_>, id: FunctionId, f: &Function) {
        let reachable =
            self.reachable.get_or_init(|| crate::recursion::reachable_from_kernels(w.module));
        if f.is_kernel() || reachable.contains(&f.name) {
            self.calls.check(w, f);
        }
        if f.is_kernel() { write_device_kernels(w, id, f) } else { super_write_function(w, id, f) }
    }

    fn kernel_qualifiers(&self, w: &Writer<'_>, f: &Function) -> String {
        let _ = (w, f);
        match self.simt.inner_sizes() {
            Some([x, y, z]) => {
                format!("__kernel __attribute__((reqd_work_group_size({x}, {y}, {z})))")
            }
            None => "__kernel".to_string(),
        }
    }

    fn kernel_params_by_reference(&self) -> bool {
        false
    }

    /// Pointers in `__global` memory; `bool`, `size_t` and `ptrdiff_t`, which OpenCL kernels
    /// cannot take, as `char`, `ulong` and `long` (the same bytes on a 64-bit host).
    fn kernel_param(
        &self,
        w: &mut Writer<'_>,
        cx: &Cx<'_>,
        f: &Function,
        index: usize,
        id: LocalId,
    ) -> String {
        reject_reference_param(w, f, id);
        let text = super_kernel_param(w, cx, f, index, id);
        let Some(local) = get(&f.locals, id) else { return text };
        let (store, ty) = without_typedefs(w.module, cx.store, local.ty);
        // A typedef'd pointer the pass left without a space: its definition, in global memory.
        if ty != local.ty
            && !text.contains("__global")
            && matches!(get(&store.types, ty).map(|t| &t.kind), Some(TyKind::Pointer(_)))
        {
            let resolved = Cx { store, func: cx.func, names: cx.names };
            let name = crate::printer::local_name_of(cx, id);
            return format!("__global {}", w.decl(&resolved, ty, name));
        }
        match get(&store.types, ty).map(|t| &t.kind) {
            // The `addrspace` pass puts kernel buffers in global memory; a pointer it left
            // without a space still is one.
            Some(TyKind::Pointer(_) | TyKind::Array { .. }) if !text.contains("__global") => {
                format!("__global {text}")
            }
            Some(TyKind::Builtin(Builtin::Bool)) => replace_word(&text, "bool", "char"),
            // Kernels cannot take `size_t` or `ptrdiff_t` either: the 64-bit types of the
            // host's.
            Some(TyKind::Named { name, refers: NamedRef::Opaque, .. })
                if matches!(name.as_str(), "size_t" | "ptrdiff_t") =>
            {
                let to = if name == "size_t" { "ulong" } else { "long" };
                replace_word(&text, name, to)
            }
            _ => text,
        }
    }

    /// `@shared` declarations of the device kernel, at its function scope: some OpenCL
    /// implementations reject `__local` in nested blocks.
    fn function_body_start(&self, w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) {
        crate::backend::simt::write_kernel_scope_shared(w, cx, &self.simt, f);
    }

    /// Program-scope variables of OpenCL C 1.2 live in constant memory (pointers say so after
    /// their `*`, [`Dialect::write_item`]).
    fn global_qualifier(&self, module: &Module, g: &Global) -> Option<&'static str> {
        (!g.class.is_extern && !program_scope_pointer(module, g)).then_some("__constant")
    }

    fn shared_qualifier(&self) -> Option<&'static str> {
        Some("__local")
    }

    /// Pointers into private memory need no keyword: unqualified, they are private (CL1.2) or
    /// generic (CL3.0), which reaches private memory.
    fn address_space(&self, space: AddressSpace) -> Option<&'static str> {
        match space {
            AddressSpace::Global => Some("__global"),
            AddressSpace::Local => Some("__local"),
            AddressSpace::Constant => Some("__constant"),
            AddressSpace::Private | AddressSpace::Generic => None,
        }
    }

    fn builtin_var(&self, var: BuiltinVar) -> Option<String> {
        Some(match var {
            BuiltinVar::LocalId(a) => format!("get_local_id({})", a.min(2)),
            BuiltinVar::GroupId(a) => format!("get_group_id({})", a.min(2)),
            BuiltinVar::LocalSize(a) => format!("get_local_size({})", a.min(2)),
            BuiltinVar::GroupCount(a) => format!("get_num_groups({})", a.min(2)),
        })
    }

    fn barrier(&self, kind: BarrierKind) -> Option<String> {
        Some(match kind {
            BarrierKind::Warp => "#if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)\n\
                 sub_group_barrier(CLK_LOCAL_MEM_FENCE);\n\
                 #else\n\
                 #warning \"@barrier(\\\"warp\\\") without sub-groups (cl_khr_subgroups): a work-group barrier, which every work-item of the group must reach\"\n\
                 barrier(CLK_LOCAL_MEM_FENCE);\n\
                 #endif"
                .to_string(),
            BarrierKind::Global => "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);".to_string(),
            _ => "barrier(CLK_LOCAL_MEM_FENCE);".to_string(),
        })
    }

    fn write_atomic(&self, w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
        write_opencl_atomic(w, cx, block, span)
    }

    fn standard_attributes(&self) -> bool {
        false
    }

    fn write_stmt(&self, w: &mut Writer<'_>, cx: &Cx<'_>, stmt: &Stmt, span: Span) {
        // C has no standard attributes: the statement without them.
        match stmt {
            Stmt::AttrEmpty(_) => return w.line(";"),
            Stmt::Attributed(a) => {
                for (inner, inner_span) in a.body.iter() {
                    self.write_stmt(w, cx, inner, inner_span);
                }
                return;
            }
            _ => {}
        }
        // Declared at the kernel's function scope ([`Dialect::function_body_start`]).
        if is_kernel_scope_shared(&self.simt, cx, stmt) {
            return;
        }
        super_write_stmt(w, cx, stmt, span)
    }

    /// `#include <...>` names a C or C++ library header, which OpenCL C has none of (its
    /// built-in functions need no include); other lines are kept.
    fn directive(&self, text: &str) -> Option<String> {
        without_library_include(text)
    }

    fn expr(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, out: &mut String) -> u8 {
        match get(&cx.store.exprs, id) {
            Some(Expr::Literal(lit)) if lit.kind == LitKind::Int => {
                out.push_str(&c_integer_literal(&lit.text));
                prec::PRIMARY
            }
            Some(Expr::Literal(lit)) if lit.kind == LitKind::Float => {
                out.extend(lit.text.chars().filter(|&c| c != '\''));
                prec::PRIMARY
            }
            Some(Expr::Literal(lit)) if lit.kind == LitKind::Nullptr => {
                out.push('0');
                prec::PRIMARY
            }
            Some(Expr::Literal(lit)) if lit.kind == LitKind::Str => {
                out.push_str(&c_string_literal(&lit.text));
                prec::PRIMARY
            }
            Some(Expr::Literal(lit)) if lit.kind == LitKind::Char => {
                out.push_str(&c_char_literal(&lit.text));
                prec::PRIMARY
            }
            // A compound literal whose address is taken (`c-casts` makes it private): OpenCL
            // C 1.2 gives one no address space unless it is written.
            Some(Expr::Cast { style: CastStyle::C, ty, arg })
                if get(&cx.store.types, *ty).is_some_and(|t| t.space == AddressSpace::Private)
                    && matches!(get(&cx.store.exprs, *arg), Some(Expr::InitList(_))) =>
            {
                let t = w.decl(cx, *ty, "");
                out.push_str(&format!("(__private {t})"));
                write_expr_at(w, cx, *arg, prec::UNARY, out);
                prec::UNARY
            }
            // C99 has no `alignof`; clang's OpenCL C spells it as GNU C does.
            Some(Expr::AlignOf(ty)) => {
                let t = w.decl(cx, *ty, "");
                out.push_str(&format!("__alignof__({t})"));
                prec::UNARY
            }
            _ => super_expr(w, cx, id, out),
        }
    }

    fn helper_qualifier(&self, f: &Function) -> Option<&'static str> {
        let _ = f;
        None
    }

    fn math_function(&self, name: &str) -> Option<&'static str> {
        match name {
            "fabsf" => Some("fabs"),
            "sqrtf" => Some("sqrt"),
            "expf" => Some("exp"),
            "logf" => Some("log"),
            "sinf" => Some("sin"),
            "cosf" => Some("cos"),
            "powf" => Some("pow"),
            "fminf" => Some("fmin"),
            "fmaxf" => Some("fmax"),
            "floorf" => Some("floor"),
            "ceilf" => Some("ceil"),
            "tanhf" => Some("tanh"),
            "rsqrtf" => Some("rsqrt"),
            _ => None,
        }
    }
}

impl OpenCl {
    /// Prints the extension pragmas `item` needs that the file has not enabled yet.
    fn enable_extensions(&self, w: &mut Writer<'_>, item: &Item) {
        let module = w.module;
        let (double, wide_atomics) = match item {
            Item::Function(id) => match get(&module.functions, *id) {
                Some(f) => {
                    let wide = w.info.kernels.get(id).is_some_and(|k| {
                        k.atomics.values().any(|a| atomic_width(module, &f.store, a) == Some(8))
                    });
                    (store_uses_double(&f.store), wide)
                }
                None => (false, false),
            },
            Item::Global(_) | Item::Struct(_) | Item::Typedef(_) => {
                (store_uses_double(&module.store), false)
            }
            _ => (false, false),
        };
        if double && !self.fp64.replace(true) {
            w.raw_line("#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
        }
        if wide_atomics && !self.int64_atomics.replace(true) {
            w.raw_line("#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable");
        }
    }
}

/// Whether `g` is a pointer defined at program scope, which must itself be `__constant`.
fn program_scope_pointer(module: &Module, g: &Global) -> bool {
    !g.class.is_extern && crate::printer::types::is_pointer(module, &module.store, g.ty)
}

/// The `<cstdint>` names OpenCL C lacks, with its types of the same widths.
const FIXED_WIDTH: [(&str, &str); 8] = [
    ("int8_t", "char"),
    ("uint8_t", "uchar"),
    ("int16_t", "short"),
    ("uint16_t", "ushort"),
    ("int32_t", "int"),
    ("uint32_t", "uint"),
    ("int64_t", "long"),
    ("uint64_t", "ulong"),
];

/// The fixed-width integer names the module uses without a definition of its own, in
/// [`FIXED_WIDTH`]'s order.
fn fixed_width_typedefs(module: &Module) -> Vec<(&'static str, &'static str)> {
    let stores = std::iter::once(&module.store).chain(module.functions.values().map(|f| &f.store));
    let mut used = [false; FIXED_WIDTH.len()];
    for store in stores {
        for (_, t) in store.types.iter() {
            if let TyKind::Named { name, refers: NamedRef::Opaque, .. } = &t.kind
                && let Some(k) = FIXED_WIDTH.iter().position(|(n, _)| n == name)
            {
                used[k] = true;
            }
        }
    }
    FIXED_WIDTH.iter().zip(used).filter(|(_, u)| *u).map(|(t, _)| *t).collect()
}

fn store_uses_double(store: &Store) -> bool {
    store
        .types
        .iter()
        .any(|(_, t)| matches!(t.kind, TyKind::Builtin(Builtin::Double | Builtin::LongDouble)))
}

/// An integer literal as C99 spells it: no digit separators, binary digits in hexadecimal,
/// `ll` suffixes as `l` (OpenCL C's `long` is 64 bits).
fn c_integer_literal(text: &str) -> String {
    let digits_end = text
        .char_indices()
        .rev()
        .take_while(|(_, c)| matches!(c, 'u' | 'U' | 'l' | 'L' | 'z' | 'Z'))
        .last()
        .map_or(text.len(), |(k, _)| k);
    let (digits, suffix) = text.split_at(digits_end);
    let suffix = suffix.replace("ll", "l").replace("LL", "L");
    let binary = digits.starts_with("0b") || digits.starts_with("0B");
    if binary && let Some(v) = oklc_ir::int_literal_value(digits) {
        return format!("0x{v:X}{suffix}");
    }
    let digits: String = digits.chars().filter(|&c| c != '\'').collect();
    format!("{digits}{suffix}")
}

/// A string literal as C99 spells it: `u8` and raw strings (which C has not) as a plain string
/// of the same bytes; other spellings as written (wide strings are reported by `c-unsupported`).
fn c_string_literal(text: &str) -> String {
    let Some(d) = oklc_ir::literal::decode_string(text) else { return text.to_string() };
    if !d.raw && !d.prefixed || !matches!(d.encoding, Encoding::Narrow | Encoding::Utf8) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for b in oklc_ir::literal::utf8_units(&d) {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            // `??` would start a trigraph in C99.
            b' '..=b'~' if b != b'?' => out.push(char::from(b)),
            // Octal escapes end after three digits, so a digit after one is its own character.
            _ => out.push_str(&format!("\\{b:03o}")),
        }
    }
    out.push('"');
    out
}

/// A character literal as C99 spells it: one with an encoding prefix (`L'x'`, `u'é'`, `U'😀'`,
/// `u8'a'`) as its value converted to the type C++ gives it (`wchar_t` is `int` on the
/// platforms OCCA supports); others as written.
fn c_char_literal(text: &str) -> String {
    let Some(d) = oklc_ir::literal::decode_char(text).filter(|d| d.prefixed) else {
        return text.to_string();
    };
    let value = d.units.first().map_or(0, |u| u.value);
    let ty = match d.encoding {
        Encoding::Narrow | Encoding::Utf8 => "char",
        Encoding::Utf16 => "ushort",
        Encoding::Utf32 => "uint",
        Encoding::Wide => "int",
    };
    format!("(({ty}){value})")
}

/// `text` with the whole word `from` replaced by `to`.
fn replace_word(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(k) = rest.find(from) {
        let before_ok = !rest[..k].ends_with(|c: char| c.is_alphanumeric() || c == '_')
            && (k > 0
                || out.is_empty()
                || !out.ends_with(|c: char| c.is_alphanumeric() || c == '_'));
        let after = &rest[k + from.len()..];
        let after_ok = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
        out.push_str(&rest[..k]);
        out.push_str(if before_ok && after_ok { to } else { from });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// How an atomic's operand type is updated: its C spelling in a cast, and its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Operand {
    /// `int`, `unsigned int`: OpenCL's atomic functions.
    Int32(bool),
    /// `float`: compare-and-swap through `as_uint`.
    Float,
    /// `long`, `unsigned long`, `double`: compare-and-swap through `as_ulong` (64-bit atomics).
    Wide(&'static str),
}

fn operand_kind(module: &Module, store: &Store, ty: TyId) -> Option<Operand> {
    let (store, ty) = without_typedefs(module, store, ty);
    match get(&store.types, ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(b)) => Some(match b {
            Builtin::Int => Operand::Int32(false),
            Builtin::UInt => Operand::Int32(true),
            Builtin::Float => Operand::Float,
            Builtin::Long | Builtin::LongLong => Operand::Wide("long"),
            Builtin::ULong | Builtin::ULongLong => Operand::Wide("ulong"),
            Builtin::Double => Operand::Wide("double"),
            _ => return None,
        }),
        Some(TyKind::Named { refers: NamedRef::Enum(_), .. }) => Some(Operand::Int32(false)),
        _ => None,
    }
}

fn atomic_width(module: &Module, store: &Store, a: &AtomicInfo) -> Option<u8> {
    match operand_kind(module, store, a.operand_ty?)? {
        Operand::Wide(_) => Some(8),
        _ => Some(4),
    }
}

/// `@atomic` on OpenCL: 32-bit integers through `atomic_add`/`atomic_sub`/`atomic_inc`/
/// `atomic_dec`/`atomic_xchg`/`atomic_and`/`atomic_or`/`atomic_xor`, every other compound
/// assignment and every `float`, `double` and 64-bit update through a compare-and-swap loop.
/// Anything else is an error, never silently non-atomic code.
fn write_opencl_atomic(w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
    let info = w.current_function.and_then(|f| w.info.kernels.get(&f));
    let found = single_expr_stmt(block).and_then(|e| info?.atomics.get(&e).map(|a| (e, a)));
    let Some((e, atomic)) = found else {
        return crate::atomic::report_block(w, span);
    };
    let (Some(operand), Some(ty)) = (atomic.operand, atomic.operand_ty) else {
        return unsupported_atomic(w, span, "an update of an operand of unknown type");
    };
    if crate::atomic::updates_record_object(w, cx, atomic) {
        return unsupported_atomic(w, span, "an update of a struct or class object");
    }
    let narrow = crate::atomic::Narrow::of(w.module, cx.store, ty);
    let kind = operand_kind(w.module, cx.store, ty);
    if kind.is_none() && narrow.is_none() {
        return unsupported_atomic(
            w,
            span,
            "this operand type (only integers, `float` and `double`)",
        );
    }
    let (op, value) = match crate::atomic::read_modify_write(w, cx, e, atomic) {
        Ok(update) => update,
        Err(what) => return unsupported_atomic(w, span, &what),
    };
    let space = if crate::atomic::in_local_memory(w, cx, atomic) { "__local" } else { "__global" };
    let mut target = String::from("&");
    write_expr_at(w, cx, operand, prec::UNARY, &mut target);
    let old = crate::atomic::old_value(cx, atomic);
    w.sync_line(span);
    let Some(kind) = kind else {
        let Some(narrow) = narrow else { return };
        let word_ptr =
            if space == "__local" { "volatile __local uint *" } else { "volatile __global uint *" };
        let spelling =
            crate::atomic::NarrowSpelling { word_ptr, address: "size_t", cas: "atomic_cmpxchg" };
        return crate::atomic::write_narrow_cas_update(
            w,
            &spelling,
            narrow,
            &target[1..],
            op,
            &value,
            old.as_deref(),
        );
    };
    if let (Operand::Int32(_), None) = (kind, &old) {
        let func = match (atomic.class, op) {
            (AtomicClass::Basic(AtomicOp::Inc { .. }), _) => Some("atomic_inc"),
            (AtomicClass::Basic(AtomicOp::Dec { .. }), _) => Some("atomic_dec"),
            (_, Some("+")) => Some("atomic_add"),
            (_, Some("-")) => Some("atomic_sub"),
            (_, Some("&")) => Some("atomic_and"),
            (_, Some("|")) => Some("atomic_or"),
            (_, Some("^")) => Some("atomic_xor"),
            (_, None) => Some("atomic_xchg"),
            _ => None,
        };
        match (func, atomic.class) {
            (Some(f @ ("atomic_inc" | "atomic_dec")), _) => {
                return w.line(&format!("{f}({target});"));
            }
            (Some(f), _) => return w.line(&format!("{f}({target}, {value});")),
            (None, _) => {}
        }
    }
    if let (Operand::Float, None, None) = (kind, op, &old) {
        return w.line(&format!("atomic_xchg({target}, {value});"));
    }
    let (elem, bits, cmpxchg, as_bits) = match kind {
        Operand::Int32(unsigned) => {
            (if unsigned { "uint" } else { "int" }, "uint", "atomic_cmpxchg", "as_uint")
        }
        Operand::Float => ("float", "uint", "atomic_cmpxchg", "as_uint"),
        Operand::Wide(t) => (t, "ulong", "atom_cmpxchg", "as_ulong"),
    };
    let new_value = match op {
        Some(o) => format!("_occa_old {o} {value}"),
        None => value,
    };
    w.open("");
    w.line(&format!("volatile {space} {elem} *_occa_ptr = {target};"));
    w.line(&format!("{elem} _occa_old, _occa_new;"));
    w.open("do");
    w.line("_occa_old = *_occa_ptr;");
    if let Some(name) = &old {
        w.line(&format!("{elem} {name} = _occa_old;"));
    }
    w.line(&format!("_occa_new = ({elem}) ({new_value});"));
    w.close(&format!(
        " while ({cmpxchg}((volatile {space} {bits} *) _occa_ptr, {as_bits}(_occa_old), \
         {as_bits}(_occa_new)) != {as_bits}(_occa_old));"
    ));
    w.close("");
}

fn unsupported_atomic(w: &mut Writer<'_>, span: Span, what: &str) {
    w.diagnostics.push(
        oklc_diag::Diagnostic::error(
            oklc_diag::codes::codegen::UNSUPPORTED_ATOMIC,
            format!("`opencl` has no atomic operation for {what}"),
            span,
        )
        .with_primary_message("cannot be made atomic on this backend")
        .with_help(
            "make the atomic one update (`x op= v`, `x = f(x)`, `++x`, `--x`) of an integer, \
             `float` or `double` in global or `@shared` memory",
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::replace_word;

    #[test]
    fn replace_word_keeps_longer_names() {
        assert_eq!(replace_word("const bool flag", "bool", "char"), "const char flag");
        assert_eq!(replace_word("boolean bool", "bool", "char"), "boolean char");
        assert_eq!(replace_word("is_bool", "bool", "char"), "is_bool");
    }

    #[test]
    fn integer_literals_take_c99_spellings() {
        use super::c_integer_literal;
        assert_eq!(c_integer_literal("1'000'000L"), "1000000L");
        assert_eq!(c_integer_literal("0b1010'0101"), "0xA5");
        assert_eq!(c_integer_literal("7ull"), "7ul");
        assert_eq!(c_integer_literal("0x1Fu"), "0x1Fu");
    }
}
