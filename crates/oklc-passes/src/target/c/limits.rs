//! `c-limits`: the standard library's numeric limits and explicitly typed `<algorithm>` calls
//! in OpenCL C's spelling. `std::numeric_limits<T>::max()` (and `min`, `lowest`, `epsilon`,
//! `infinity`, `quiet_NaN`) of an arithmetic `T` becomes the constant OpenCL C defines
//! (`FLT_MAX`, `-FLT_MAX`, `INT_MIN`, ...); `std::min<T>(a, b)`, `std::max<T>` and
//! `std::clamp<T>` convert their arguments to `T`, as the explicit argument makes C++ do (the
//! `c-math` pass then calls OpenCL C's overloaded built-in, which needs one argument type).
//! The standard integer typedefs written in `std` (`std::size_t`, `std::int64_t`) lose the
//! qualification C has no namespace for; the backend spells the plain names.

use oklc_ir::{Builtin, CastStyle, Expr, ExprId, NamedRef, Stage, Store, TyKind, UnaryOp};

use super::named_calls;
use crate::pipeline::{Pass, PassCx};

pub(super) struct LimitsPass;

impl Pass for LimitsPass {
    fn name(&self) -> &'static str {
        "c-limits"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        unqualified_integer_typedefs(&mut cx.module.store);
        for id in cx.functions() {
            unqualified_integer_typedefs(&mut cx.module.functions[id].store);
        }
        for id in cx.functions() {
            let f = &mut cx.module.functions[id];
            for (call, name, args) in named_calls(f) {
                let name = name.trim_start_matches("::");
                if let Some(rest) = name.strip_prefix("std::numeric_limits<") {
                    let Some((ty, member)) = rest.split_once(">::") else { continue };
                    let Some((value, negated)) = limit(ty.trim(), member.trim()) else { continue };
                    if !args.is_empty() {
                        continue;
                    }
                    let span = f.store.span_of(call);
                    f.store.exprs[call] = if negated {
                        let arg = f.store.expr(Expr::Name(value.into()), span);
                        Expr::Unary { op: UnaryOp::Neg, arg }
                    } else {
                        Expr::Name(value.into())
                    };
                    continue;
                }
                let Some(rest) = name.strip_prefix("std::") else { continue };
                let Some((function, targ)) = rest.split_once('<') else { continue };
                if !matches!(function, "min" | "max" | "clamp") {
                    continue;
                }
                let Some(builtin) = builtin_named(targ.trim_end_matches('>').trim()) else {
                    continue;
                };
                let ty = f.store.builtin(builtin);
                for arg in args {
                    convert(&mut f.store, arg, ty);
                }
            }
        }
    }
}

/// Puts the conversion `(ty)` around argument `e` in place.
fn convert(store: &mut oklc_ir::Store, e: ExprId, ty: oklc_ir::TyId) {
    let span = store.span_of(e);
    let node = std::mem::replace(&mut store.exprs[e], Expr::Literal(oklc_ir::Literal::int(0)));
    let inner = store.expr(node, span);
    store.exprs[e] = Expr::Cast { style: CastStyle::C, ty, arg: inner };
}

/// The arithmetic type spelled `name` (a type argument written as text).
pub(crate) fn builtin_named(name: &str) -> Option<Builtin> {
    Some(match name {
        "float" => Builtin::Float,
        "double" => Builtin::Double,
        "int" => Builtin::Int,
        "unsigned" | "unsigned int" => Builtin::UInt,
        "long" => Builtin::Long,
        "unsigned long" => Builtin::ULong,
        "short" => Builtin::Short,
        "unsigned short" => Builtin::UShort,
        "char" => Builtin::Char,
        "unsigned char" => Builtin::UChar,
        _ => return None,
    })
}

/// The OpenCL C constant `std::numeric_limits<ty>::member()` is, and whether it is negated.
fn limit(ty: &str, member: &str) -> Option<(&'static str, bool)> {
    let prefix = match ty {
        "float" => "FLT",
        "double" => "DBL",
        "int" => "INT",
        "unsigned" | "unsigned int" => "UINT",
        "long" | "long long" => "LONG",
        "unsigned long" | "unsigned long long" => "ULONG",
        "short" => "SHRT",
        "unsigned short" => "USHRT",
        "char" => "CHAR",
        "signed char" => "SCHAR",
        "unsigned char" => "UCHAR",
        _ => return None,
    };
    let floating = matches!(prefix, "FLT" | "DBL");
    let unsigned = prefix.starts_with('U');
    let constant = |suffix: &str| -> Option<&'static str> {
        LIMITS
            .iter()
            .find(|c| c.strip_prefix(prefix).and_then(|r| r.strip_prefix('_')) == Some(suffix))
            .copied()
    };
    Some(match (member, floating) {
        ("max", _) => (constant("MAX")?, false),
        ("lowest", true) => (constant("MAX")?, true),
        ("min", true) => (constant("MIN")?, false),
        ("epsilon", true) => (constant("EPSILON")?, false),
        ("infinity", true) => ("INFINITY", false),
        ("quiet_NaN", true) => ("NAN", false),
        ("min" | "lowest", false) if unsigned => ("0", false),
        ("min" | "lowest", false) => (constant("MIN")?, false),
        _ => return None,
    })
}

/// Whether `name` is one of the limits OpenCL C defines (`FLT_MAX`), which C++ declares in
/// `<cfloat>` and `<climits>`.
pub fn is_limit_constant(name: &str) -> bool {
    LIMITS.contains(&name)
}

/// The limits OpenCL C defines (OpenCL C specification, "Macros and Limits").
const LIMITS: &[&str] = &[
    "FLT_MAX",
    "FLT_MIN",
    "FLT_EPSILON",
    "DBL_MAX",
    "DBL_MIN",
    "DBL_EPSILON",
    "INT_MAX",
    "INT_MIN",
    "UINT_MAX",
    "LONG_MAX",
    "LONG_MIN",
    "ULONG_MAX",
    "SHRT_MAX",
    "SHRT_MIN",
    "USHRT_MAX",
    "CHAR_MAX",
    "CHAR_MIN",
    "SCHAR_MAX",
    "SCHAR_MIN",
    "UCHAR_MAX",
];

/// `std::size_t` and the other standard integer typedefs of `store` without `std::`.
fn unqualified_integer_typedefs(store: &mut Store) {
    for t in store.types.values_mut() {
        if let TyKind::Named { name, refers: NamedRef::Opaque, .. } = &mut t.kind
            && oklc_ir::is_integer_typedef_name(name)
            && let Some(plain) = name.trim_start_matches("::").strip_prefix("std::")
        {
            *name = plain.into();
        }
    }
}
