//! Functions and kernels, and the locals (parameters included) they declare.

use la_arena::{Arena, ArenaMap, Idx};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::expr::ExprId;
use crate::loops::{Loop, LoopId};
use crate::module::Init;
use crate::stmt::Block;
use crate::ty::{Store, TyId, TyKind};
use crate::visit::ArenaExt;

pub type FunctionId = Idx<Function>;
pub type LocalId = Idx<Local>;

/// Where a local's storage lives in OKL terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum OklStorage {
    /// An ordinary C++ local (one per work-item on GPUs).
    #[default]
    Private,
    /// `@shared`: one instance per work-group.
    Shared,
    /// `@exclusive`: one instance per work-item that persists across the inner loops of one
    /// outer iteration.
    Exclusive,
}

/// C++ storage-class and declaration specifiers of a local or global.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct StorageClass {
    pub is_static: bool,
    pub is_extern: bool,
    pub is_constexpr: bool,
    pub is_register: bool,
    pub is_thread_local: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LocalKind {
    /// The n-th parameter of its function.
    Param(u32),
    /// Declared by a declaration statement.
    Var,
    /// The iterator of an OKL [`Loop`] (declared by the loop itself).
    LoopVar,
    /// Introduced by a pass (exclusive index, tile iterator...).
    Synthetic,
}

/// `@dim(d0, ..., dk)` with its `@dimOrder` permutation (identity when absent).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimSpec {
    /// Extents in the owning function's [`Store`].
    pub sizes: Vec<ExprId>,
    pub order: Vec<u8>,
}

/// A parameter or local variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Local {
    pub name: SmolStr,
    pub ty: TyId,
    pub kind: LocalKind,
    pub storage: OklStorage,
    pub class: StorageClass,
    pub init: Option<Init>,
    /// Boxed: rare, and inline it made every local 40 bytes larger.
    pub dim: Option<Box<DimSpec>>,
    /// `@globalPtr` (OpenCL `__global` on a local pointer).
    pub global_ptr: bool,
    /// `@implicitArg`: supplied by the backend, left out of metadata.
    pub implicit_arg: bool,
    /// Standard and GNU attributes written on the declaration (`[[maybe_unused]]`,
    /// `__attribute__((unused))`), as written: printed in front of it, where they apply to the
    /// declared name as they did in the source.
    pub attrs: Box<[SmolStr]>,
    /// A C++17 structured binding (`auto &[a, b] = e;`): this local is the hidden object, of
    /// type `auto`, `auto &` or `auto &&` as written, with the initializer; these are the
    /// locals its names declare (of type `auto`, no initializer). The statement that declares
    /// this local declares them too ([`Local::declared`]), and printers write them in place of
    /// its name. Boxed: rare.
    pub bindings: Option<Box<[LocalId]>>,
    pub span: Span,
}

impl Local {
    pub fn new(name: impl Into<SmolStr>, ty: TyId, kind: LocalKind, span: Span) -> Local {
        Local {
            name: name.into(),
            ty,
            kind,
            storage: OklStorage::Private,
            class: StorageClass::default(),
            init: None,
            dim: None,
            global_ptr: false,
            implicit_arg: false,
            attrs: Box::default(),
            bindings: None,
            span,
        }
    }

    /// The locals a declaration of `id` (a [`Stmt::Decl`] or a range-`for` variable) brings
    /// into scope: `id` itself, then the names of a structured binding.
    ///
    /// [`Stmt::Decl`]: crate::Stmt::Decl
    pub fn declared(locals: &Arena<Local>, id: LocalId) -> impl Iterator<Item = LocalId> + '_ {
        let bound = locals.get(id).and_then(|l| l.bindings.as_deref()).unwrap_or(&[]);
        std::iter::once(id).chain(bound.iter().copied())
    }
}

/// Function-level attributes of a `@kernel`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelAttrs {
    /// The name the user wrote; for template instantiations `name` on the [`Function`] is the
    /// mangled instantiation name and this is the template's name.
    pub source_name: SmolStr,
    /// Template arguments of this instantiation, as written (`float`, `int, 4`).
    pub template_args: Option<SmolStr>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    /// A device helper (or any non-kernel function).
    Helper,
    Kernel(KernelAttrs),
}

/// Function-level specifiers kept for printing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FunctionSpecs {
    pub is_static: bool,
    pub is_inline: bool,
    pub is_constexpr: bool,
    pub is_extern: bool,
    /// Printed `auto f(params) -> R`: the return type `R` (a `decltype` of the parameters,
    /// kept as written) must follow the parameters it names.
    pub trailing_return: bool,
}

/// A function with its own expressions, types, locals and OKL loops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    pub name: SmolStr,
    pub kind: FunctionKind,
    pub ret: TyId,
    pub params: Vec<LocalId>,
    pub variadic: bool,
    pub specs: FunctionSpecs,
    /// `template <...>` header of a (non-kernel) template, printed verbatim.
    pub template_header: Option<SmolStr>,
    /// `None` for a prototype.
    pub body: Option<Block>,
    pub store: Store,
    pub locals: Arena<Local>,
    pub loops: Arena<Loop>,
    pub loop_spans: ArenaMap<LoopId, Span>,
    /// Each loop's header as written, `for (…)`: where a diagnostic names the loop. A label over
    /// the whole loop would be shown (and its lines walked) once per diagnostic inside it.
    pub loop_heads: ArenaMap<LoopId, Span>,
    pub span: Span,
    /// The declaration up to the body (`@kernel void k(int n)`), where a diagnostic names the
    /// function ([`Function::head_span`]); `None` for a prototype or IR built by hand.
    pub head: Option<Span>,
    /// Set by [`Function::release`]: what later functions' passes still need of the signature.
    pub released: Option<Released>,
    /// The enumerators of enums defined in the body ([`crate::Stmt::TypeDecl`]), which its
    /// expressions name as [`crate::Expr::Name`], with their values for the passes' constant
    /// evaluation: `None` where the value is unknown or one name has two values in different
    /// blocks (left unevaluated rather than guessed).
    pub local_consts: Vec<(SmolStr, Option<i64>)>,
    /// A SIMT kernel's device kernels, one per top-level `@outer` loop in source order; set
    /// by `target/simt`, empty before it and on host targets.
    pub device_kernels: Vec<crate::simt::DeviceKernel>,
}

/// What [`Function::release`] keeps of a function's signature.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Released {
    /// [`Function::returns_lvalue`] before the release (`OKL0560` checks `f() += 1`).
    pub returns_lvalue: Option<bool>,
    /// [`Function::mut_ref_params`] before the release.
    pub mut_ref_params: u64,
    /// [`Function::const_ptr_params`] before the release.
    pub const_ptr_params: u64,
}

impl Function {
    pub fn new(name: impl Into<SmolStr>, kind: FunctionKind, span: Span) -> Function {
        let mut store = Store::default();
        let ret = store.builtin(crate::ty::Builtin::Void);
        Function {
            name: name.into(),
            kind,
            ret,
            params: Vec::new(),
            variadic: false,
            specs: FunctionSpecs::default(),
            template_header: None,
            body: None,
            store,
            locals: Arena::new(),
            loops: Arena::new(),
            loop_spans: ArenaMap::default(),
            loop_heads: ArenaMap::default(),
            span,
            head: None,
            released: None,
            local_consts: Vec::new(),
            device_kernels: Vec::new(),
        }
    }

    /// Frees the body and everything it refers to (expressions, types, locals, loops), keeping
    /// the name, kind and span: what the streaming driver keeps of a function once it has been
    /// printed (ADR 0006). What is left is a valid prototype `void name()`.
    pub fn release(&mut self) {
        let kept = Released {
            returns_lvalue: self.returns_lvalue(),
            mut_ref_params: self.mut_ref_params(),
            const_ptr_params: self.const_ptr_params(),
        };
        let name = std::mem::take(&mut self.name);
        *self = Function::new(name, self.kind.clone(), self.span);
        // Released functions stay until the end of the file, one per function of it: the
        // `void` type of the fresh store need not keep a vector's first growth step.
        self.store.types.shrink_to_fit();
        self.released = Some(kept);
    }

    /// The value of the enumerator `name` of an enum defined in the body: `Some(None)` when
    /// there is one but its value is not known.
    pub fn local_const(&self, name: &str) -> Option<Option<i64>> {
        self.local_consts.iter().find(|(n, _)| n == name).map(|&(_, v)| v)
    }

    /// Whether a call of the function is an lvalue: `Some(true)` for an lvalue reference return
    /// type, `Some(false)` for a builtin or pointer one; `None` where oklc cannot tell (a
    /// template, a class type whose operators may take an rvalue, a typedef'd type, `auto`).
    pub fn returns_lvalue(&self) -> Option<bool> {
        if let Some(r) = self.released {
            return r.returns_lvalue;
        }
        if self.template_header.is_some() {
            return None;
        }
        match &self.store.types.get(self.ret)?.kind {
            TyKind::Reference(_) => Some(true),
            TyKind::Builtin(_) | TyKind::Pointer(_) => Some(false),
            _ => None,
        }
    }

    /// Bit `i` is set when parameter `i` (of the first 64) may bind an argument lvalue that
    /// the function then writes: a non-`const` lvalue reference, or an rvalue reference of a
    /// template (a forwarding reference). Kernel parameters written through such a call need a
    /// per-work-item copy on host targets (`oklc-passes`' `params` pass).
    pub fn mut_ref_params(&self) -> u64 {
        if let Some(r) = self.released {
            return r.mut_ref_params;
        }
        self.param_mask(|store, ty| {
            let referee = match ty.kind {
                TyKind::Reference(r) => r,
                TyKind::RvalueReference(r) if self.template_header.is_some() => r,
                _ => return false,
            };
            store.types.get(referee).is_none_or(|t| !t.quals.contains(crate::Quals::CONST))
        })
    }

    /// Bit `i` is set when parameter `i` (of the first 64) is a pointer to `const`: an address
    /// passed there is only read through (`peek(&n)` for `int peek(const int *)`). Never set
    /// for a template, whose parameter types may depend on the call.
    pub fn const_ptr_params(&self) -> u64 {
        if let Some(r) = self.released {
            return r.const_ptr_params;
        }
        if self.template_header.is_some() {
            return 0;
        }
        self.param_mask(|store, ty| match ty.kind {
            TyKind::Pointer(pointee) => {
                store.types.get(pointee).is_some_and(|t| t.quals.contains(crate::Quals::CONST))
            }
            _ => false,
        })
    }

    /// Bit `i` set when the type of parameter `i` (of the first 64) passes `pick`.
    fn param_mask(&self, pick: impl Fn(&Store, &crate::Ty) -> bool) -> u64 {
        let mut mask = 0u64;
        for (i, p) in self.params.iter().enumerate().take(64) {
            if let Some(ty) = self.locals.get(*p).and_then(|l| self.store.types.get(l.ty))
                && pick(&self.store, ty)
            {
                mask |= 1 << i;
            }
        }
        mask
    }

    pub fn is_kernel(&self) -> bool {
        matches!(self.kind, FunctionKind::Kernel(_))
    }

    /// The returned expression of a `constexpr` function whose body is one `return e;` (not a
    /// template): the functions constant evaluation calls (`constexpr int sq(int x) { return
    /// x * x; }`).
    pub fn constexpr_return(&self) -> Option<ExprId> {
        if !self.specs.is_constexpr || self.template_header.is_some() || self.is_kernel() {
            return None;
        }
        match self.body.as_ref()?.stmts.as_slice() {
            [crate::stmt::Stmt::Return(Some(e))] => Some(*e),
            _ => None,
        }
    }

    pub fn kernel_attrs(&self) -> Option<&KernelAttrs> {
        match &self.kind {
            FunctionKind::Kernel(attrs) => Some(attrs),
            FunctionKind::Helper => None,
        }
    }

    /// Declares a local and returns its id.
    pub fn add_local(&mut self, local: Local) -> LocalId {
        self.locals.alloc(local)
    }

    /// Where a diagnostic names the function: its head, else its whole span.
    pub fn head_span(&self) -> Span {
        self.head.unwrap_or(self.span)
    }

    pub fn add_loop(&mut self, l: Loop, span: Span) -> LoopId {
        let id = self.loops.alloc(l);
        self.loop_spans.insert(id, span);
        id
    }
}

#[cfg(test)]
mod tests {
    use crate::build::FnBuilder;
    use crate::ty::TyKind;

    /// `OKL0560` checks calls of helpers the streaming driver has released.
    #[test]
    fn release_keeps_whether_calls_are_lvalues() {
        let mut reference = FnBuilder::helper("slot");
        let int = reference.int();
        reference.func.ret = reference.qualified(TyKind::Reference(int), crate::ty::Quals::empty());
        let mut value = FnBuilder::helper("value");
        value.func.ret = value.int();
        let (mut reference, mut value) = (reference.func, value.func);
        assert_eq!((reference.returns_lvalue(), value.returns_lvalue()), (Some(true), Some(false)));
        reference.release();
        value.release();
        assert_eq!((reference.returns_lvalue(), value.returns_lvalue()), (Some(true), Some(false)));
    }
}
