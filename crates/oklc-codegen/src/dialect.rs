//! The [`Dialect`] hook trait: every point where C-family backends spell things differently.
//!
//! Each method has a default that either returns the plain C++ spelling or calls the shared
//! `super_*` walker in [`crate::printer`], so a backend overrides only what differs and can
//! still call the `super_*` function from its override (Cranelift's `FuncWriter` pattern).
//! Hooks only choose spellings; they never restructure the tree (that is a pass's job).

use oklc_ir::{
    AddressSpace, BarrierKind, Block, Builtin, BuiltinVar, ExprId, Function, FunctionId, Global,
    HeadKind, Item, LocalId, Loop, LoopId, Module, Stmt,
};
use oklc_span::Span;

use crate::printer::expr::super_expr;
use crate::printer::{
    Cx, Writer, super_kernel_param, super_kernel_signature, super_write_function, super_write_item,
    super_write_loop, super_write_stmt, write_braced,
};
use crate::{Backend, Keywords};

/// Backend-specific spellings and overrides of the shared printer.
pub trait Dialect {
    /// Which backend this is.
    fn backend(&self) -> Backend;

    /// Identifiers that locals must not use in this backend's output (renamed with a suffix).
    fn keywords(&self) -> Keywords;

    /// The printer state of a SIMT dialect (which device kernel is being printed); `None` for
    /// the host backends. The dialect owns it, so the shared [`Writer`] carries nothing of one
    /// family.
    fn simt(&self) -> Option<&crate::backend::simt::SimtState> {
        None
    }

    /// Spelling of `Quals::RESTRICT` on pointers (`__restrict__`, `restrict`, or empty).
    fn restrict_keyword(&self) -> &'static str {
        "__restrict__"
    }

    /// Spelling of a builtin type (OpenCL C has no `long long`: its `long` is 64 bits).
    fn builtin_spelling(&self, b: Builtin) -> &'static str {
        b.spelling()
    }

    /// The spelling of `decltype(e)`'s keyword: C has none, and C compilers take GNU's
    /// `__typeof__`, which gives the same type for the operands C has.
    fn decltype_keyword(&self) -> &'static str {
        "decltype"
    }

    /// Whether records print their default member initializers (`int n = 3;`): C has none,
    /// and the `c-members` pass applies them where objects are made instead.
    fn member_initializers(&self) -> bool {
        true
    }

    /// Whether a struct, union or enum named without its tag is printed with it (`struct P p;`,
    /// as C needs it).
    fn tags_named_types(&self) -> bool {
        false
    }

    /// Whether an anonymous struct or enum defined in a typedef takes the typedef's name as its
    /// tag (`typedef struct pt_t {...} pt_t;`), so that the type has a name a compiler can
    /// forward-declare (SYCL's free-function kernels take no parameter of an unnamed type).
    fn tags_typedef_records(&self) -> bool {
        false
    }

    /// The keyword of a pointer's address space (`__global`); `None` prints nothing (C++ and
    /// CUDA pointers reach any memory).
    fn address_space(&self, space: AddressSpace) -> Option<&'static str> {
        let _ = space;
        None
    }

    /// Whether an array parameter with an address space is spelled as the pointer C adjusts it
    /// to (`threadgroup float *s` for `float s[16]`): a C++ compiler takes no address space on
    /// an array parameter (OpenCL C does).
    fn array_params_as_pointers(&self) -> bool {
        false
    }

    /// Whether C++ standard attributes (`[[maybe_unused]]`, `[[likely]]`) are printed; C has
    /// none of them.
    fn standard_attributes(&self) -> bool {
        true
    }

    /// A preprocessor line kept from the source (`#pragma unroll 4`), as this backend prints
    /// it; `None` leaves it out.
    fn directive(&self, text: &str) -> Option<String> {
        Some(text.trim().to_string())
    }

    /// Lines before the first item (`#include <hip/hip_runtime.h>`, OpenCL extension pragmas).
    fn prelude(&self, w: &mut Writer<'_>) {
        let _ = w;
    }

    /// One top-level item.
    fn write_item(&self, w: &mut Writer<'_>, item: &Item) {
        super_write_item(w, item)
    }

    /// A helper function or a kernel, signature and body.
    fn write_function(&self, w: &mut Writer<'_>, id: FunctionId, f: &Function) {
        super_write_function(w, id, f)
    }

    /// Qualifiers in front of a kernel's `void` (`extern "C"`, `__global__`, `__kernel`).
    /// `w.current_function` identifies the kernel in `w.info` (launch bounds).
    fn kernel_qualifiers(&self, w: &Writer<'_>, f: &Function) -> String {
        let _ = (w, f);
        "extern \"C\"".to_string()
    }

    /// The printed name of a kernel, or of its device kernel `split` (GPU backends print
    /// split kernels as `_occa_K_N`).
    fn kernel_name(&self, f: &Function, split: Option<usize>) -> String {
        match split {
            Some(n) => format!("_occa_{}_{n}", f.name),
            None => f.name.to_string(),
        }
    }

    /// Whether by-value kernel parameters become references (OCCA's host trampoline passes
    /// the address of every non-pointer argument).
    fn kernel_params_by_reference(&self) -> bool {
        true
    }

    /// Parameters added in front of and after the user's (SYCL queue and range, Metal
    /// positions), as printed declarations.
    fn kernel_extra_params(&self, f: &Function) -> (Vec<String>, Vec<String>) {
        let _ = f;
        (Vec::new(), Vec::new())
    }

    /// One kernel parameter (`const int &n`; OpenCL adds `__global` to pointers, Metal
    /// `[[buffer(i)]]`). `index` is the parameter's position.
    fn kernel_param(
        &self,
        w: &mut Writer<'_>,
        cx: &Cx<'_>,
        f: &Function,
        index: usize,
        id: LocalId,
    ) -> String {
        super_kernel_param(w, cx, f, index, id)
    }

    /// The full kernel signature without the body's brace.
    fn kernel_signature(&self, w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) -> String {
        super_kernel_signature(w, cx, f)
    }

    /// Called after a function's opening brace (SYCL opens its lambdas, OpenCL hoists
    /// `__local` declarations).
    fn function_body_start(&self, w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) {
        let _ = (w, cx, f);
    }

    /// Called before a function's closing brace (SYCL closes its lambdas).
    fn function_body_end(&self, w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) {
        let _ = (w, cx, f);
    }

    /// Qualifier in front of helper function definitions (`__device__`, `SYCL_EXTERNAL`).
    fn helper_qualifier(&self, f: &Function) -> Option<&'static str> {
        let _ = f;
        None
    }

    /// Qualifier in front of the functions of code passed through as text (member functions,
    /// functions in namespaces, out-of-class definitions), by what may be added to each.
    fn verbatim_function_qualifier(&self, kind: HeadKind) -> Option<&'static str> {
        let _ = kind;
        None
    }

    /// What to print for `member`, a member of record `def` kept as text, where the dialect
    /// prints it otherwise than [`Dialect::verbatim_function_qualifier`] qualifies it: the
    /// member and what follows it (Metal's overloads of a member function for objects in other
    /// address spaces), each as text; `None` to print it as usual.
    fn verbatim_member(
        &self,
        w: &Writer<'_>,
        def: &oklc_ir::StructDef,
        member: &oklc_ir::Verbatim,
    ) -> Option<Vec<String>> {
        let _ = (w, def, member);
        None
    }

    /// Qualifier in front of a namespace-scope variable (`__constant__` for `const` ones).
    fn global_qualifier(&self, module: &Module, g: &Global) -> Option<&'static str> {
        let _ = (module, g);
        None
    }

    /// Qualifier of `@shared` declarations (`__shared__`, `__local`, `threadgroup`).
    fn shared_qualifier(&self) -> Option<&'static str> {
        None
    }

    /// Qualifier of `@globalPtr` declarations (`__global`, `device`).
    fn global_ptr_qualifier(&self) -> Option<&'static str> {
        None
    }

    /// Spelling of a work-item index (`threadIdx.x`, `get_local_id(0)`); `None` when the
    /// backend has none (host backends).
    fn builtin_var(&self, var: BuiltinVar) -> Option<String> {
        let _ = var;
        None
    }

    /// The statement a barrier prints as; `None` prints nothing.
    fn barrier(&self, kind: BarrierKind) -> Option<String> {
        let _ = kind;
        None
    }

    /// An `@atomic` statement or block.
    fn write_atomic(&self, w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
        super_write_atomic_plain(w, cx, block, span)
    }

    /// Lines before an OKL loop printed as a `for`.
    fn before_loop(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop) {
        let _ = (w, cx, id, lp);
    }

    /// Whether this OKL loop prints as something other than a loop (a SIMT index block, a
    /// launch), so a directive in front of it is left out.
    fn loop_prints_as_block(&self, w: &Writer<'_>, lp: &Loop) -> bool {
        let _ = w;
        self.simt().is_some() && (lp.kind.is_outer() || lp.kind.is_inner())
    }

    /// An OKL loop: on a SIMT backend, an `@outer`/`@inner` loop is its work-item block
    /// ([`crate::backend::simt::write_simt_loop`]).
    fn write_loop(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop, span: Span) {
        if self.simt().is_some() {
            crate::backend::simt::write_simt_loop(w, cx, id, lp, span)
        } else {
            super_write_loop(w, cx, id, lp, span)
        }
    }

    /// Any statement.
    fn write_stmt(&self, w: &mut Writer<'_>, cx: &Cx<'_>, stmt: &Stmt, span: Span) {
        super_write_stmt(w, cx, stmt, span)
    }

    /// Any expression, appended to `out`; returns the precedence of its top operator.
    fn expr(&self, w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, out: &mut String) -> u8 {
        super_expr(w, cx, id, out)
    }

    /// Backend name of a library function (`sqrtf` → `metal::sqrt`); `None` keeps it.
    fn math_function(&self, name: &str) -> Option<&'static str> {
        let _ = name;
        None
    }

    /// A name or type name the source qualifies with a library namespace (`std::min<float>`,
    /// `std::array<float, 4>`) as the backend spells it; `None` keeps it as written.
    fn library_name(&self, name: &str) -> Option<String> {
        let _ = name;
        None
    }
}

/// The statement an `@atomic` applies to when it is a single expression statement (possibly
/// in nested one-statement blocks).
pub fn single_expr_stmt(block: &Block) -> Option<ExprId> {
    match block.stmts.as_slice() {
        [Stmt::Expr(e)] => Some(*e),
        [Stmt::Block(inner)] => single_expr_stmt(inner),
        _ => None,
    }
}

/// `@atomic` as plain code: a single statement unchanged, a block with its braces.
pub fn super_write_atomic_plain(w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, span: Span) {
    match single_expr_stmt(block) {
        Some(e) => {
            let text = w.full_expr(cx, e);
            w.line(&format!("{text};"));
        }
        None => write_braced(w, cx, "", block, span, ""),
    }
}
