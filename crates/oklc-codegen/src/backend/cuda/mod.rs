//! The CUDA language's dialect (docs/backends.md), which the CUDA and HIP backends share: one
//! `extern "C" __global__` device kernel per top-level `@outer` loop, loops as
//! `blockIdx`/`threadIdx` blocks ([`crate::backend::simt`]), `@shared` as `__shared__`, barriers
//! as `__syncthreads()` and the warp barrier, `@atomic` as the atomic functions, helpers as
//! `__device__` functions and file-scope constants in constant memory. HIP's own spellings
//! (its header, its warp barrier, its reserved words) are in [`crate::backend::hip`]. The host
//! side is the launcher ([`crate::launcher`]).

pub mod keywords;

use oklc_ir::{
    AssignOp, BarrierKind, Block, BuiltinVar, Capture, Expr, ExprId, Function, FunctionId, Global,
    HeadKind, LocalId, Module, NamedRef, OklStorage, Quals, TyKind, without_typedefs,
};
use oklc_passes::{AtomicClass, AtomicOp, AtomicValue};
use oklc_span::Span;

use crate::Backend;
use crate::atomic::{
    CasBits, CasSpelling, Narrow, NarrowSpelling, write_cas_update, write_narrow_cas_update,
};
use crate::backend::simt::{SimtState, write_device_kernels};
use crate::dialect::{Dialect, single_expr_stmt};
use crate::printer::expr::{assign_spelling, prec, super_expr, write_expr_at, write_lambda};
use crate::printer::{Cx, Writer, get, super_kernel_param, super_write_function};

/// The dialect of the CUDA language, for CUDA or HIP.
#[derive(Debug)]
pub struct Cuda {
    backend: Backend,
    simt: SimtState,
}

impl Cuda {
    /// The dialect for `Backend::Cuda`, or for `Backend::Hip`: CUDA's language with
    /// [`crate::backend::hip`]'s spellings.
    pub fn new(backend: Backend) -> Cuda {
        Cuda { backend, simt: SimtState::default() }
    }

    fn is_hip(&self) -> bool {
        self.backend == Backend::Hip
    }
}

impl Default for Cuda {
    fn default() -> Cuda {
        Cuda::new(Backend::Cuda)
    }
}

impl Dialect for Cuda {
    fn backend(&self) -> Backend {
        self.backend
    }

    fn keywords(&self) -> crate::Keywords {
        if self.is_hip() { crate::backend::hip::KEYWORDS } else { keywords::KEYWORDS }
    }

    fn simt(&self) -> Option<&SimtState> {
        Some(&self.simt)
    }

    fn prelude(&self, w: &mut Writer<'_>) {
        if self.is_hip() {
            crate::backend::hip::prelude(w);
        }
    }

    fn write_function(&self, w: &mut Writer<'_>, id: FunctionId, f: &Function) {
        if f.is_kernel() { write_device_kernels(w, id, f) } else { super_write_function(w, id, f) }
    }

    fn kernel_qualifiers(&self, w: &Writer<'_>, f: &Function) -> String {
        let _ = (w, f);
        match self.simt.launch_bound() {
            Some(bound) => format!("extern \"C\" __global__ __launch_bounds__({bound})"),
            None => "extern \"C\" __global__".to_string(),
        }
    }

    fn kernel_params_by_reference(&self) -> bool {
        false
    }

    fn kernel_param(
        &self,
        w: &mut Writer<'_>,
        cx: &Cx<'_>,
        f: &Function,
        index: usize,
        id: LocalId,
    ) -> String {
        reject_reference_param(w, f, id);
        super_kernel_param(w, cx, f, index, id)
    }

    /// `static` too (unless it is already, or `extern`): nvcc also emits a host definition of
    /// a `__device__` function, which would clash at link time with the launcher's host copy
    /// of the same helper.
    fn helper_qualifier(&self, f: &Function) -> Option<&'static str> {
        Some(if f.specs.is_static || f.specs.is_extern {
            "__device__"
        } else {
            "static __device__"
        })
    }

    /// Both spaces: a member function or a `constexpr` one may also be called on the host side
    /// of the device file (a constant expression at namespace scope). `static` or `inline`
    /// where it may be added, for the link-time reason of [`Dialect::helper_qualifier`] (the
    /// launcher defines the same functions); member functions defined in their class are
    /// inline already.
    fn verbatim_function_qualifier(&self, kind: HeadKind) -> Option<&'static str> {
        Some(match kind {
            HeadKind::Free => "static __host__ __device__",
            HeadKind::Outside => "inline __host__ __device__",
            HeadKind::Other => "__host__ __device__",
            HeadKind::Space | HeadKind::Result | HeadKind::Object => return None,
        })
    }

    fn global_qualifier(&self, module: &Module, g: &Global) -> Option<&'static str> {
        if g.class.is_extern {
            return None;
        }
        let shape = object_shape(module, g)?;
        if g.class.is_constexpr {
            // Device code may read a `constexpr` scalar of the host, but not an array or a
            // record: those need a copy in device memory (`__device__ constexpr`, CUDA 11.4).
            return (shape.array || !shape.scalar).then_some("__device__");
        }
        if !shape.is_const {
            // A variable device code may write (or a pointer it may move) lives in global
            // memory, one copy for every work-item, as on the host. Records may need dynamic
            // initialisation, which `__device__` variables cannot have.
            return shape.scalar.then_some("__device__");
        }
        (shape.array || !shape.integral).then_some("__constant__")
    }

    fn shared_qualifier(&self) -> Option<&'static str> {
        Some("__shared__")
    }

    fn builtin_var(&self, var: BuiltinVar) -> Option<String> {
        let axis = |a: u8| ["x", "y", "z"][usize::from(a.min(2))];
        Some(match var {
            BuiltinVar::LocalId(a) => format!("threadIdx.{}", axis(a)),
            BuiltinVar::GroupId(a) => format!("blockIdx.{}", axis(a)),
            BuiltinVar::LocalSize(a) => format!("blockDim.{}", axis(a)),
            BuiltinVar::GroupCount(a) => format!("gridDim.{}", axis(a)),
        })
    }

    fn barrier(&self, kind: BarrierKind) -> Option<String> {
        Some(match kind {
            BarrierKind::Warp if self.is_hip() => crate::backend::hip::WARP_BARRIER.to_string(),
            BarrierKind::Warp => "__syncwarp();".to_string(),
            _ => "__syncthreads();".to_string(),
        })
    }

    /// A lambda names `__shared__` variables, which have static storage duration, without
    /// capturing them: a capture list entry for one is left out.
    fn expr(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, out: &mut String) -> u8 {
        if let Some(Expr::Lambda(lambda)) = get(&cx.store.exprs, id)
            && let Some(f) = cx.func
        {
            let shared = |c: &Capture| match c {
                Capture::Var { local: Some(l), .. } => {
                    get(&f.locals, *l).is_some_and(|l| l.storage == OklStorage::Shared)
                }
                _ => false,
            };
            if lambda.captures.iter().any(shared) {
                let mut kept = (**lambda).clone();
                kept.captures.retain(|c| !shared(c));
                write_lambda(w, cx, &kept, out);
                return prec::PRIMARY;
            }
        }
        super_expr(w, cx, id, out)
    }

    fn write_atomic(&self, w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
        write_cuda_atomic(w, cx, block, span)
    }
}

/// A kernel parameter passed by reference cannot reach a device kernel, whose arguments are
/// copied by value from the host (docs/backends.md).
pub fn reject_reference_param(w: &mut Writer<'_>, f: &Function, id: LocalId) {
    let Some(local) = get(&f.locals, id) else { return };
    let (store, ty) = without_typedefs(w.module, &f.store, local.ty);
    if matches!(
        get(&store.types, ty).map(|t| &t.kind),
        Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
    ) {
        let span = local.span;
        let backend = w.dialect.backend();
        w.diagnostics.push(
            oklc_diag::Diagnostic::error(
                oklc_diag::codes::codegen::REFERENCE_PARAMETER,
                format!(
                    "kernel parameter `{}` is a reference, which `{backend}` cannot pass",
                    local.name
                ),
                span,
            )
            .with_primary_message("device kernels take their arguments by value")
            .with_help("pass the value, or a pointer to device memory"),
        );
    }
}

/// What decides where a file-scope variable goes ([`Dialect::global_qualifier`]): a `const`
/// object (also an array of them) goes to constant memory, which device code can read, except
/// `const` integer and enum scalars, which stay as they are: they are constant expressions,
/// which device code may use, and `__constant__` would stop them sizing arrays. Other
/// variables are `__device__`, and so are `constexpr` arrays and records, which device code
/// cannot read from the host. `extern` declarations are left alone.
struct ObjectShape {
    is_const: bool,
    array: bool,
    integral: bool,
    /// An arithmetic, enumeration or pointer object (or an array of them).
    scalar: bool,
}

fn object_shape(module: &Module, g: &Global) -> Option<ObjectShape> {
    let (mut store, mut ty) = (&module.store, g.ty);
    let mut is_const = false;
    let mut array = false;
    for _ in 0..64 {
        let t = get(&store.types, ty)?;
        is_const |= t.quals.contains(Quals::CONST);
        match &t.kind {
            TyKind::Array { elem, .. } => {
                array = true;
                ty = *elem;
            }
            TyKind::Named { refers: NamedRef::Typedef(_) | NamedRef::Alias(_), .. } => {
                let (s, next) = without_typedefs(module, store, ty);
                if next == ty {
                    break;
                }
                (store, ty) = (s, next);
            }
            _ => break,
        }
    }
    let kind = get(&store.types, ty).map(|t| &t.kind);
    let integral = match kind {
        Some(TyKind::Builtin(b)) => b.is_integer(),
        Some(TyKind::Named { refers: NamedRef::Enum(_), .. }) => true,
        _ => false,
    };
    let scalar = integral || matches!(kind, Some(TyKind::Builtin(_) | TyKind::Pointer(_)));
    Some(ObjectShape { is_const, array, integral, scalar })
}

/// `@atomic` on CUDA: `+=`/`-=`/`++`/`--` become `atomicAdd`, `=` `atomicExch`,
/// `&=`/`|=`/`^=` `atomicAnd`/`atomicOr`/`atomicXor` (docs/guide/okl-reference.md, as oklt
/// does) where the operand's type has that function; every other update of a 32- or 64-bit
/// integer, `float` or `double` is a compare-and-swap loop. Anything else is an error, never
/// silently non-atomic code.
fn write_cuda_atomic(w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
    let info = w.current_function.and_then(|f| w.info.kernels.get(&f));
    let found = single_expr_stmt(block).and_then(|e| info?.atomics.get(&e).map(|a| (e, a)));
    let Some((e, atomic)) = found else {
        return crate::atomic::report_block(w, span);
    };
    let Some(operand) = atomic.operand else {
        return unsupported_atomic(w, span, "an update without an operand");
    };
    let value_expr = match (get(&cx.store.exprs, e), atomic.value) {
        (Some(Expr::Assign { .. }), AtomicValue::MayRead) => {
            return unsupported_atomic(
                w,
                span,
                "an update whose value may read the updated location",
            );
        }
        (_, AtomicValue::ReadsTarget { value, .. }) => Some(value),
        (Some(Expr::Assign { rhs, .. }), _) => Some(*rhs),
        _ => None,
    };
    if crate::atomic::updates_record_object(w, cx, atomic) {
        return unsupported_atomic(w, span, "an update of a struct or class object");
    }
    let old = crate::atomic::old_value(cx, atomic);
    let bits = atomic.operand_ty.and_then(|ty| CasBits::of(w.module, cx.store, ty));
    let func = match atomic.class {
        AtomicClass::Basic(_) => Some("atomicAdd"),
        AtomicClass::Assign(AssignOp::Assign) => Some("atomicExch"),
        AtomicClass::Assign(AssignOp::BitAnd) => Some("atomicAnd"),
        AtomicClass::Assign(AssignOp::BitOr) => Some("atomicOr"),
        AtomicClass::Assign(AssignOp::BitXor) => Some("atomicXor"),
        _ => None,
    };
    let mut target = String::new();
    write_expr_at(w, cx, operand, prec::UNARY, &mut target);
    let narrow = atomic.operand_ty.and_then(|ty| Narrow::of(w.module, cx.store, ty));
    // The operand's type has the atomic function (or oklc cannot tell its type), and the
    // value does not read the old one.
    let native = old.is_none() && narrow.is_none();
    if let Some(func) = func.filter(|f| native && bits.is_none_or(|b| has_atomic(f, b))) {
        // Unsigned `-=` has no atomicSub for every width; atomicAdd of the negated value wraps
        // the same way and exists for every type CUDA supports.
        let value = match atomic.class {
            AtomicClass::Basic(AtomicOp::Inc { .. }) => Some("1".to_string()),
            AtomicClass::Basic(AtomicOp::Dec { .. }) => Some("-1".to_string()),
            AtomicClass::Basic(AtomicOp::Sub) => value_expr.map(|v| value_text(w, cx, v, true)),
            _ => value_expr.map(|v| value_text(w, cx, v, false)),
        };
        let Some(value) = value else { return unsupported_atomic(w, span, "this update") };
        w.sync_line(span);
        return w.line(&format!("{func}(&{target}, {value});"));
    }
    // Otherwise a compare-and-swap loop computes `old OP value` (`None`: stores `value`).
    let value = value_expr.map(|v| value_text(w, cx, v, false));
    let (op, value): (Option<&str>, Option<String>) = match atomic.class {
        AtomicClass::Basic(AtomicOp::Inc { .. }) => (Some("+"), Some("1".to_string())),
        AtomicClass::Basic(AtomicOp::Dec { .. }) => (Some("-"), Some("1".to_string())),
        AtomicClass::Basic(AtomicOp::Add) => (Some("+"), value),
        AtomicClass::Basic(AtomicOp::Sub) => (Some("-"), value),
        AtomicClass::Assign(op) => (crate::atomic::compound_operator(op), value),
        AtomicClass::General => return unsupported_atomic(w, span, "this statement"),
    };
    if let (Some(narrow), Some(value)) = (narrow, &value) {
        w.sync_line(span);
        return write_narrow_cas_update(w, &NARROW_CAS, narrow, &target, op, value, old.as_deref());
    }
    let (Some(bits), Some(value)) = (bits, value) else {
        let what = match atomic.class {
            AtomicClass::Assign(op) => format!("`{}`", assign_spelling(op)),
            _ => "this update".to_string(),
        };
        return unsupported_atomic(w, span, &what);
    };
    w.sync_line(span);
    write_cas_update(w, &CAS, bits, &target, op, &value, old.as_deref());
}

/// Whether CUDA's (and HIP's) atomic function `func` takes an operand of this type:
/// `atomicAdd` every 32-bit integer, `unsigned long long`, `float` and `double`; `atomicExch`
/// every 32-bit integer, `unsigned long long` and `float`; the bitwise ones the integers
/// but the signed 64-bit one.
fn has_atomic(func: &str, bits: CasBits) -> bool {
    match bits {
        CasBits::Int32 { .. } | CasBits::Int64 { signed: false } => true,
        CasBits::Int64 { signed: true } => false,
        CasBits::Float => matches!(func, "atomicAdd" | "atomicExch"),
        CasBits::Double => func == "atomicAdd",
    }
}

/// CUDA's and HIP's compare-and-swap loop pieces ([`crate::atomic::write_cas_update`]).
const CAS: CasSpelling = CasSpelling {
    word: ["unsigned int", "unsigned long long"],
    cas: "atomicCAS",
    float_bits: ["__float_as_uint", "__uint_as_float"],
    double_bits: ["__double_as_longlong", "__longlong_as_double"],
};

/// CUDA's and HIP's compare-and-swap of the word that holds a `char` or `short`.
const NARROW_CAS: NarrowSpelling =
    NarrowSpelling { word_ptr: "unsigned int *", address: "size_t", cas: "atomicCAS" };

/// The value `v` of an update, negated for `-=`: `-(v)`.
fn value_text(w: &mut Writer<'_>, cx: &Cx<'_>, v: oklc_ir::ExprId, negate: bool) -> String {
    let mut text = String::new();
    if negate {
        text.push_str("-(");
        write_expr_at(w, cx, v, prec::COMMA, &mut text);
        text.push(')');
    } else {
        write_expr_at(w, cx, v, prec::ASSIGN, &mut text);
    }
    text
}

fn unsupported_atomic(w: &mut Writer<'_>, span: Span, what: &str) {
    let backend = w.dialect.backend();
    w.diagnostics.push(
        oklc_diag::Diagnostic::error(
            oklc_diag::codes::codegen::UNSUPPORTED_ATOMIC,
            format!("`{backend}` has no atomic operation for {what}"),
            span,
        )
        .with_primary_message("cannot be made atomic on this backend")
        .with_help(
            "make the atomic one update (`x op= v`, `x = f(x)`, `++x`, `--x`) of a number whose \
             value reads `x` only as `x` itself, or restructure the update (e.g. a reduction \
             through `@shared` memory)",
        ),
    );
}
