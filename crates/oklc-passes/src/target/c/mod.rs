//! Lowerings for the backends that print C rather than C++ (OpenCL C): each rewrites one C++
//! construct that C lacks into C the printers spell as is. They run after `split` and before
//! `addrspace`, so the pointers they introduce get address spaces like any other.
//!
//! - `enums`: scoped enums as plain ones with qualified enumerators, enum types with an
//!   underlying type as that type;
//! - `members`: member functions lowered as functions of their own get their record's name,
//!   and member calls and constructions call them;
//! - `namespaces`: declarations in namespaces and their uses get C names (`util__pad`);
//! - `names`: helpers named like OpenCL C's reserved words get `_occa_` names;
//! - `traits`: the standard aliases that compute a type (`std::conditional_t<c, A, B>`) as
//!   that type, standard constants (`std::is_same_v<int, float>`) as their value;
//! - `templates`: a copy of a function template per combination of template arguments its
//!   calls use, its traits resolved and its `if constexpr` statements folded where the
//!   arguments decide them; `packs` expands a variadic one's packs and folds for its call's
//!   arguments, `lambda_args` writes out at its call a copy that a lambda is passed to;
//! - `bindings`: range-`for` over arrays as counted loops, structured bindings as a hidden
//!   object (or pointer) and its members;
//! - `lambdas`: a lambda held by a variable and called becomes a helper taking what it
//!   captures;
//! - `auto`: `auto` variables get the type of their initializer where the IR says it;
//! - `typedef_pointers`: locals of a typedef'd pointer type get the pointer type itself, which
//!   can carry the space of what the local points to;
//! - `overloads`: helpers sharing a name are renamed apart, and their calls with them;
//! - `defaults`: default arguments are written out at each call that leaves them out;
//! - `references`: helper reference parameters become pointers (by value when `const`);
//! - `private_params`: by-value record kernel parameters the kernel writes are copied into
//!   private locals, each work-item its own;
//! - `limits`: `std::numeric_limits` as OpenCL C's constants, explicitly typed `std::min`,
//!   `std::max` and `std::clamp` arguments converted;
//! - `math`: C++ overloads of the C library that C spells apart (`abs` of a floating value);
//! - `constexpr`: constant extents and labels folded, `constexpr` as `const`;
//! - `aliases`: `using` aliases as typedefs;
//! - `struct_tags`: records and enums declared in function bodies get a typedef of their name;
//! - `inits`: initialisers written with `=`;
//! - `casts`: functional and named casts as C casts;
//! - `lvalues`: a conditional assigned to (or incremented) picks an address;
//! - `unsupported`: bit-fields and pointers to functions reported (OKL0610).

mod aliases;
mod auto;
mod bases;
mod bindings;
mod by_value;
mod casts;
mod constexpr;
mod conversions;
mod defaults;
mod enums;
mod inits;
mod lambda_args;
mod lambdas;
mod limits;
mod lvalues;
mod math;
mod members;
mod names;
mod namespaces;
mod overloads;
mod packs;
mod private_params;
mod references;
mod struct_tags;
mod templates;
mod traits;
mod typedef_pointers;
mod types;
mod unsupported;

pub use limits::is_limit_constant;

use oklc_ir::{ArenaExt, Expr, ExprId, Function, FunctionId, Module, Store, UnaryOp};

use crate::pipeline::Pass;

pub(crate) use limits::builtin_named;

/// The passes, in the order they run.
pub fn passes() -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(enums::EnumsPass),
        Box::new(bases::BasesPass),
        Box::new(members::MembersPass),
        Box::new(namespaces::NamespacesPass),
        Box::new(names::NamesPass),
        Box::new(traits::TraitsPass),
        Box::new(templates::TemplatesPass),
        Box::new(bindings::BindingsPass),
        Box::new(lambdas::LambdasPass),
        Box::new(auto::AutoPass),
        Box::new(typedef_pointers::TypedefPointersPass),
        Box::new(overloads::OverloadsPass),
        Box::new(defaults::DefaultsPass),
        Box::new(references::ReferencesPass),
        Box::new(private_params::PrivateParamsPass),
        Box::new(limits::LimitsPass),
        Box::new(math::MathPass),
        Box::new(constexpr::ConstexprPass),
        Box::new(aliases::AliasesPass),
        Box::new(struct_tags::StructTagsPass),
        Box::new(inits::InitsPass),
        Box::new(casts::CastsPass),
        Box::new(lvalues::LvaluesPass),
        Box::new(bases::BaseOrderPass),
        Box::new(unsupported::UnsupportedPass),
    ]
}

/// The lambda lowering alone, for a C++ backend whose language has no lambdas (Metal).
pub fn lambdas_pass() -> Box<dyn Pass> {
    Box::new(lambdas::LambdasPass)
}

/// The helper a call `name(args...)` of `args` arguments calls: the one non-template helper
/// with a body of that name that takes that many arguments, counting those with a default
/// (`None` for an overloaded, variadic or unknown name).
pub(crate) fn called_helper(module: &Module, name: &str, args: usize) -> Option<FunctionId> {
    let mut found = None;
    for (id, f) in module.functions.iter() {
        if f.name != name || f.is_kernel() || f.template_header.is_some() || f.body.is_none() {
            continue;
        }
        let required = f.params.iter().filter(|&&p| f.locals[p].init.is_none()).count();
        if f.variadic || args < required || args > f.params.len() || found.is_some() {
            return None;
        }
        found = Some(id);
    }
    found
}

/// The calls in `f` of a helper named in `Expr::Name`: `(call, callee name, arguments)`.
pub(crate) fn named_calls(f: &Function) -> Vec<(ExprId, smol_str::SmolStr, Vec<ExprId>)> {
    f.store
        .exprs
        .iter()
        .filter_map(|(id, e)| match e {
            Expr::Call { callee, args } => match f.store.exprs.get(*callee) {
                Some(Expr::Name(name)) => Some((id, name.clone(), args.clone())),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// Rewrites every type declaration kept as text in the bodies of `cx`'s functions
/// ([`oklc_ir::Stmt::TypeDecl`], loop bodies included) that `rewrite` has another spelling for.
pub(crate) fn rewrite_type_decls(
    cx: &mut crate::pipeline::PassCx<'_>,
    rewrite: fn(&str) -> Option<smol_str::SmolStr>,
) {
    fn in_block(block: &mut oklc_ir::Block, rewrite: fn(&str) -> Option<smol_str::SmolStr>) {
        for stmt in &mut block.stmts {
            if let oklc_ir::Stmt::TypeDecl(text) = stmt
                && let Some(new) = rewrite(text)
            {
                *text = new;
            }
            for inner in oklc_ir::visit::child_blocks_mut(stmt) {
                in_block(inner, rewrite);
            }
        }
    }
    for id in cx.functions() {
        let f = &mut cx.module.functions[id];
        let mut blocks: Vec<&mut oklc_ir::Block> =
            f.loops.values_mut().map(|lp| &mut lp.body).collect();
        if let Some(body) = f.body.as_mut() {
            blocks.push(body);
        }
        for block in blocks {
            in_block(block, rewrite);
        }
    }
}

/// Whether `e` designates an object whose address C can take as it is written: a variable,
/// an element or member of one, or what a pointer points to.
pub(crate) fn is_plain_lvalue(store: &Store, e: ExprId) -> bool {
    matches!(
        store.exprs.get(e),
        Some(
            Expr::Local(_)
                | Expr::Global(_)
                | Expr::Index { .. }
                | Expr::Member { .. }
                | Expr::Unary { op: UnaryOp::Deref, .. }
        )
    )
}

/// Puts `op` around the expression `e` in place: every parent of `e` then sees `op e`.
pub(crate) fn wrap(store: &mut Store, e: ExprId, op: UnaryOp) {
    let span = store.span_of(e);
    let node = std::mem::replace(&mut store.exprs[e], Expr::Literal(oklc_ir::Literal::int(0)));
    let inner = store.expr(node, span);
    store.exprs[e] = Expr::Unary { op, arg: inner };
}
