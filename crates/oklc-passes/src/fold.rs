//! Constant folding of integer expressions, as linear forms.
//!
//! [`linear`] evaluates an IR expression to `c + Σ kᵢ·xᵢ` where the `xᵢ` are opaque names
//! (locals, globals, unresolved names). That is enough to fold ordinary constants
//! (`(16 + 2) * 4`, `1 << 5`, `(int) 3`) and also the extents of tile element loops, whose bound
//! is `_occa_tiled_i + 16` and whose start is `_occa_tiled_i`: their difference has no terms
//! left. Division, remainder, shifts and bitwise operators only fold when both operands are
//! constants. Arithmetic is checked `i128`; overflow or division by zero means "unknown".

use oklc_ir::la_arena::Arena;
use oklc_ir::{
    ArenaExt, BinaryOp, Builtin, Expr, ExprId, GlobalId, LitKind, LocalId, Module, NamedRef, Store,
    Ty, TyId, TyKind, Typedef, UnaryOp,
};
use smol_str::SmolStr;

/// An opaque variable of a linear form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    Local(LocalId),
    Global(GlobalId),
    Name(SmolStr),
}

/// `constant + Σ coefficient·term`, with terms merged and zero coefficients dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Linear {
    pub constant: i128,
    pub terms: Vec<(Term, i128)>,
    /// An operand has an unsigned type (`16u`, `(unsigned)x`): C++ wraps the value, so it is
    /// only a constant within `0..=UINT_MAX`, where every unsigned width agrees, and only
    /// operators other than `+`, `-`, `*` whose operands and result stay there fold.
    pub unsigned: bool,
}

impl Linear {
    pub(crate) fn constant(c: i128) -> Linear {
        Linear { constant: c, terms: Vec::new(), unsigned: false }
    }

    pub(crate) fn term(t: Term) -> Linear {
        Linear { constant: 0, terms: vec![(t, 1)], unsigned: false }
    }

    /// The value when there are no terms (and no unsigned wrap-around).
    pub fn as_constant(&self) -> Option<i128> {
        let wraps = self.unsigned && !(0..=i128::from(u32::MAX)).contains(&self.constant);
        (self.terms.is_empty() && !wraps).then_some(self.constant)
    }

    pub(crate) fn add(mut self, other: Linear, sign: i128) -> Option<Linear> {
        self.unsigned |= other.unsigned;
        self.constant = self.constant.checked_add(other.constant.checked_mul(sign)?)?;
        for (t, k) in other.terms {
            let k = k.checked_mul(sign)?;
            match self.terms.iter_mut().find(|(x, _)| *x == t) {
                Some((_, c)) => *c = c.checked_add(k)?,
                None => self.terms.push((t, k)),
            }
        }
        self.terms.retain(|(_, k)| *k != 0);
        Some(self)
    }

    pub(crate) fn scale(mut self, by: i128) -> Option<Linear> {
        self.constant = self.constant.checked_mul(by)?;
        for (_, k) in &mut self.terms {
            *k = k.checked_mul(by)?;
        }
        self.terms.retain(|(_, k)| *k != 0);
        Some(self)
    }
}

/// Folds `e` to a constant, if it is one.
pub fn const_int(store: &Store, e: ExprId) -> Option<i128> {
    linear(store, e)?.as_constant()
}

/// Evaluates `e` as a linear form, or `None` when it is not one (calls, memory, floats...).
pub fn linear(store: &Store, e: ExprId) -> Option<Linear> {
    eval(store, e, 0)
}

/// Parses a C/C++ integer literal (`42`, `0x2A`, `052`, `0b101`, `1'000u`, `10UL`).
pub fn parse_int_literal(text: &str) -> Option<i128> {
    oklc_ir::int_literal_value(text).map(i128::from)
}

/// How deep the folders recurse: above the parser's tree-depth limit (1024), so that a long but
/// valid constant (a macro-generated sum as an array extent) still folds; a bound, so that no
/// expression graph recurses without end.
pub(crate) const MAX_FOLD_DEPTH: u32 = 1100;

/// [`linear`] of `e` met at nesting `depth` of a larger expression (the depth limit counts from
/// the root), for callers that fold an expression without building it.
pub(crate) fn eval(store: &Store, e: ExprId, depth: u32) -> Option<Linear> {
    if depth > MAX_FOLD_DEPTH {
        return None;
    }
    let sub = |x: ExprId| eval(store, x, depth + 1);
    let node = store.exprs.get(e)?;
    match node {
        Expr::Literal(l) => match l.kind {
            LitKind::Int => {
                let c = Linear::constant(parse_int_literal(&l.text)?);
                Some(Linear { unsigned: crate::consts::unsigned_literal(&l.text), ..c })
            }
            LitKind::Bool => match l.text.as_str() {
                "true" => Some(Linear::constant(1)),
                "false" => Some(Linear::constant(0)),
                _ => None,
            },
            LitKind::Char => {
                let inner = l.text.strip_prefix('\'')?.strip_suffix('\'')?;
                let mut chars = inner.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if c != '\\' && c.is_ascii() => {
                        Some(Linear::constant(c as i128))
                    }
                    _ => None,
                }
            }
            _ => None,
        },
        Expr::Local(l) => Some(Linear::term(Term::Local(*l))),
        Expr::Global(g) => Some(Linear::term(Term::Global(*g))),
        Expr::Name(n) => Some(Linear::term(Term::Name(n.clone()))),
        Expr::Unary { op, arg } => {
            let a = sub(*arg)?;
            match op {
                UnaryOp::Plus => Some(a),
                UnaryOp::Neg => a.scale(-1),
                UnaryOp::BitNot if !a.unsigned => Some(Linear::constant(!a.as_constant()?)),
                UnaryOp::Not => Some(Linear::constant((a.as_constant()? == 0) as i128)),
                _ => None,
            }
        }
        Expr::Binary { op, lhs, rhs } => {
            let l = sub(*lhs)?;
            let r = sub(*rhs)?;
            match op {
                BinaryOp::Add => l.add(r, 1),
                BinaryOp::Sub => l.add(r, -1),
                BinaryOp::Mul => match (l.as_constant(), r.as_constant()) {
                    (Some(c), _) => r.scale(c),
                    (_, Some(c)) => l.scale(c),
                    _ => None,
                },
                _ => {
                    let v = binary(*op, l.as_constant()?, r.as_constant()?)?;
                    let unsigned = l.unsigned || r.unsigned;
                    // `-1 < 0u` compares 4294967295 with 0: only operands that keep their
                    // value in every common type fold.
                    let unsigned_range = 0..=i128::from(u32::MAX);
                    if unsigned
                        && !(unsigned_range.contains(&l.constant)
                            && unsigned_range.contains(&r.constant))
                    {
                        return None;
                    }
                    let comparison = matches!(
                        op,
                        BinaryOp::Lt
                            | BinaryOp::Le
                            | BinaryOp::Gt
                            | BinaryOp::Ge
                            | BinaryOp::Eq
                            | BinaryOp::Ne
                            | BinaryOp::And
                            | BinaryOp::Or
                    );
                    let c = Linear { unsigned: unsigned && !comparison, ..Linear::constant(v) };
                    // A shift past 32 bits is checked by `as_constant`.
                    c.as_constant().is_some().then_some(c)
                }
            }
        }
        Expr::Cond { cond, then, els } => {
            if sub(*cond)?.as_constant()? != 0 {
                sub(*then)
            } else {
                sub(*els)
            }
        }
        // Casts to `size_t` and the other standard integer typedefs fold too: a template
        // kernel's `size_t N` stands for `(size_t)8` once instantiated. User typedefs need the
        // module's typedef table: `consts::extent` folds those.
        Expr::Cast { ty, arg, .. } => {
            let to = int_type(None, store, *ty)?;
            let a = sub(*arg)?;
            match a.as_constant() {
                Some(c) => {
                    let c = Linear::constant(to.convert(c)?);
                    Some(Linear { unsigned: matches!(to, IntTy::Fixed { signed: false, .. }), ..c })
                }
                // A symbolic value keeps its form (`(int)(_occa_tiled_i + 16)`); only `bool`
                // is no integer of the same value.
                None => (to != IntTy::Bool).then_some(a),
            }
        }
        _ => None,
    }
}

/// `a op b` for an operator of integer constants (not `+`, `-`, `*` of linear forms): `None`
/// where C++ has no value (division by zero, a shift past 63 bits, overflow).
pub(crate) fn binary(op: BinaryOp, a: i128, b: i128) -> Option<i128> {
    let shift_ok = (0..64).contains(&b);
    Some(match op {
        BinaryOp::Add => a.checked_add(b)?,
        BinaryOp::Sub => a.checked_sub(b)?,
        BinaryOp::Mul => a.checked_mul(b)?,
        BinaryOp::Div => a.checked_div(b)?,
        BinaryOp::Rem => a.checked_rem(b)?,
        BinaryOp::Shl if shift_ok => a.checked_mul(1i128 << b)?,
        BinaryOp::Shr if shift_ok => a >> b,
        BinaryOp::BitAnd => a & b,
        BinaryOp::BitOr => a | b,
        BinaryOp::BitXor => a ^ b,
        BinaryOp::Lt => (a < b) as i128,
        BinaryOp::Le => (a <= b) as i128,
        BinaryOp::Gt => (a > b) as i128,
        BinaryOp::Ge => (a >= b) as i128,
        BinaryOp::Eq => (a == b) as i128,
        BinaryOp::Ne => (a != b) as i128,
        BinaryOp::And => (a != 0 && b != 0) as i128,
        BinaryOp::Or => (a != 0 || b != 0) as i128,
        _ => return None,
    })
}

/// The module's typedefs, for following a typedef name to the type it names.
#[derive(Clone, Copy)]
pub(crate) struct Types<'a> {
    pub typedefs: &'a Arena<Typedef>,
    /// Where the typedefs' types live ([`Module::store`]).
    pub store: &'a Store,
}

impl<'a> Types<'a> {
    pub(crate) fn of(module: &'a Module) -> Types<'a> {
        Types { typedefs: &module.typedefs, store: &module.store }
    }
}

/// How many typedefs deep a type name is followed. Lowering only lets a typedef name earlier
/// ones, so chains end; the bound is for hand-built IR.
const MAX_TYPEDEF_CHAIN: usize = 64;

/// The type `ty` of `store` stands for, with typedef names followed through `types` (when
/// given) to what they name, and the store that type lives in.
pub(crate) fn resolve<'a>(
    types: Option<Types<'a>>,
    store: &'a Store,
    ty: TyId,
) -> Option<(&'a Store, &'a Ty)> {
    let (mut store, mut ty) = (store, ty);
    for _ in 0..MAX_TYPEDEF_CHAIN {
        let t = store.types.get(ty)?;
        match (&t.kind, types) {
            (TyKind::Named { refers: NamedRef::Typedef(td), .. }, Some(m)) => {
                ty = m.typedefs.get(*td)?.ty;
                store = m.store;
            }
            (TyKind::Named { refers: NamedRef::Alias(aliased), .. }, _) => ty = *aliased,
            _ => return Some((store, t)),
        }
    }
    None
}

/// An integer type as the folders see it, the same on every target OCCA compiles for (LP64
/// hosts; CUDA, HIP, OpenCL, Metal and SYCL devices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IntTy {
    Bool,
    /// Same width and signedness everywhere: a conversion wraps modulo 2^bits.
    Fixed {
        bits: u32,
        signed: bool,
    },
    /// `char` (signed on x86, unsigned on Arm) and `wchar_t` (4 bytes on Linux, 2 on Windows):
    /// only `0..=127` converts the same everywhere.
    Varies,
}

impl IntTy {
    fn of_builtin(b: Builtin) -> Option<IntTy> {
        let fixed = |bits, signed| Some(IntTy::Fixed { bits, signed });
        match b {
            Builtin::Bool => Some(IntTy::Bool),
            Builtin::Char | Builtin::WChar => Some(IntTy::Varies),
            Builtin::SChar => fixed(8, true),
            Builtin::UChar => fixed(8, false),
            Builtin::Short => fixed(16, true),
            Builtin::UShort | Builtin::Char16 => fixed(16, false),
            Builtin::Int => fixed(32, true),
            Builtin::UInt | Builtin::Char32 => fixed(32, false),
            Builtin::Long | Builtin::LongLong => fixed(64, true),
            Builtin::ULong | Builtin::ULongLong => fixed(64, false),
            Builtin::Void | Builtin::Float | Builtin::Double | Builtin::LongDouble => None,
        }
    }

    /// A standard integer typedef named without its definition (`size_t`, `std::int32_t`).
    pub(crate) fn of_standard_name(name: &str) -> Option<IntTy> {
        if !oklc_ir::is_integer_typedef_name(name) {
            return None;
        }
        let name = name.trim_start_matches("::");
        let name = name.strip_prefix("std::").unwrap_or(name);
        let signed = !name.starts_with('u') && name != "size_t";
        let bits = match name {
            "int8_t" | "uint8_t" => 8,
            "int16_t" | "uint16_t" => 16,
            "int32_t" | "uint32_t" => 32,
            _ => 64,
        };
        Some(IntTy::Fixed { bits, signed })
    }

    /// The values of a fixed-width type.
    pub(crate) fn range(self) -> Option<(i128, i128)> {
        match self {
            IntTy::Fixed { bits, signed: true } => {
                Some((-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1))
            }
            IntTy::Fixed { bits, signed: false } => Some((0, (1i128 << bits) - 1)),
            _ => None,
        }
    }

    /// `(T)v` for this type `T`, when every target agrees on it.
    pub(crate) fn convert(self, v: i128) -> Option<i128> {
        match self {
            IntTy::Bool => Some(i128::from(v != 0)),
            IntTy::Varies => (0..=127).contains(&v).then_some(v),
            IntTy::Fixed { bits, signed } => {
                let m = 1i128 << bits;
                let r = v.rem_euclid(m);
                Some(if signed && r >= m / 2 { r - m } else { r })
            }
        }
    }
}

/// The integer type `ty` (of `store`) is, following user typedefs through `types` when given;
/// without them only builtins and the standard typedef names are known.
pub(crate) fn int_type(types: Option<Types<'_>>, store: &Store, ty: TyId) -> Option<IntTy> {
    match &resolve(types, store, ty)?.1.kind {
        TyKind::Builtin(b) => IntTy::of_builtin(*b),
        TyKind::Named { name, refers: NamedRef::Opaque | NamedRef::Typedef(_), .. } => {
            IntTy::of_standard_name(name)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oklc_ir::build::FnBuilder;

    #[test]
    fn literals_parse_in_every_base() {
        assert_eq!(parse_int_literal("42"), Some(42));
        assert_eq!(parse_int_literal("0x2A"), Some(42));
        assert_eq!(parse_int_literal("052"), Some(42));
        assert_eq!(parse_int_literal("0b101010"), Some(42));
        assert_eq!(parse_int_literal("1'000ul"), Some(1000));
        assert_eq!(parse_int_literal("0"), Some(0));
        assert_eq!(parse_int_literal("08"), None);
        assert_eq!(parse_int_literal("0x"), None);
    }

    #[test]
    fn linear_forms_cancel_symbols() {
        let mut b = FnBuilder::kernel("k");
        let i = b.loop_var("t");
        // (t + 16 * 2) - t + 2 - 1) / 2 == 16
        let (t1, t2) = (b.local(i), b.local(i));
        let (c16, c2) = (b.lit(16), b.lit(2));
        let w = b.mul(c16, c2);
        let hi = b.add(t1, w);
        let base = b.sub(hi, t2);
        let s = b.lit(2);
        let plus = b.add(base, s);
        let one = b.lit(1);
        let minus = b.sub(plus, one);
        let s2 = b.lit(2);
        let count = b.bin(oklc_ir::BinaryOp::Div, minus, s2);
        assert_eq!(const_int(&b.func.store, count), Some(16));
        // N - (M - 1) stays symbolic; 1 << 5 folds; division by zero is unknown
        let (n, m, one) = (b.name("N"), b.name("M"), b.lit(1));
        let mm = b.sub(m, one);
        let d = b.sub(n, mm);
        assert_eq!(const_int(&b.func.store, d), None);
        let lin = linear(&b.func.store, d).unwrap();
        assert_eq!(lin.constant, 1);
        let (one, five) = (b.lit(1), b.lit(5));
        let sh = b.bin(oklc_ir::BinaryOp::Shl, one, five);
        assert_eq!(const_int(&b.func.store, sh), Some(32));
        let (x, z) = (b.lit(1), b.lit(0));
        let dz = b.bin(oklc_ir::BinaryOp::Div, x, z);
        assert_eq!(const_int(&b.func.store, dz), None);
    }

    #[test]
    fn unsigned_values_fold_only_where_they_do_not_wrap() {
        let mut b = FnBuilder::kernel("k");
        let u = |b: &mut FnBuilder, t: &str| b.lit_text(LitKind::Int, t);
        // `0u - 2` wraps; `(0u - 2) % 16u` is 14 in C++, not -2.
        let (z, two) = (u(&mut b, "0u"), b.lit(2));
        let wrapped = b.sub(z, two);
        assert_eq!(const_int(&b.func.store, wrapped), None);
        let sixteen = u(&mut b, "16u");
        let rem = b.bin(BinaryOp::Rem, wrapped, sixteen);
        assert_eq!(const_int(&b.func.store, rem), None);
        // `8u - 2` and `0x10u >> 2` keep their values.
        let (eight, two) = (u(&mut b, "8u"), b.lit(2));
        let six = b.sub(eight, two);
        assert_eq!(const_int(&b.func.store, six), Some(6));
        let (hex, two) = (u(&mut b, "0x10u"), b.lit(2));
        let shr = b.bin(BinaryOp::Shr, hex, two);
        assert_eq!(const_int(&b.func.store, shr), Some(4));
        // `-1 < 0u` is false in C++: no value here.
        let (one, zero) = (b.lit(1), u(&mut b, "0u"));
        let minus = b.unary(UnaryOp::Neg, one);
        let lt = b.bin(BinaryOp::Lt, minus, zero);
        assert_eq!(const_int(&b.func.store, lt), None);
    }

    #[test]
    fn conversions_wrap_like_cpp_where_targets_agree() {
        let int = IntTy::of_builtin(Builtin::Int).unwrap();
        assert_eq!(int.convert(1 << 31), Some(-(1 << 31)));
        assert_eq!(IntTy::of_builtin(Builtin::UChar).unwrap().convert(300), Some(44));
        assert_eq!(IntTy::of_builtin(Builtin::UInt).unwrap().convert(-1), Some(0xFFFF_FFFF));
        assert_eq!(IntTy::Bool.convert(7), Some(1));
        // `char` is signed on x86 and unsigned on Arm.
        assert_eq!(IntTy::of_builtin(Builtin::Char).unwrap().convert(200), None);
        assert_eq!(IntTy::of_builtin(Builtin::Char).unwrap().convert(65), Some(65));
        assert_eq!(IntTy::of_builtin(Builtin::Double), None);
        assert_eq!(
            IntTy::of_standard_name("std::size_t").unwrap().range(),
            Some((0, u64::MAX.into()))
        );
        assert_eq!(IntTy::of_standard_name("int16_t").unwrap().range(), Some((-32768, 32767)));
        assert_eq!(IntTy::of_standard_name("dlong"), None);
    }
}
