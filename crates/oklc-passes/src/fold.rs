//! Constant folding of integer expressions, as linear forms.
//!
//! [`linear`] evaluates an IR expression to `c + Σ kᵢ·xᵢ` where the `xᵢ` are opaque names
//! (locals, globals, unresolved names). That is enough to fold ordinary constants
//! (`(16 + 2) * 4`, `1 << 5`, `(int) 3`) and also the extents of tile element loops, whose bound
//! is `_occa_tiled_i + 16` and whose start is `_occa_tiled_i`: their difference has no terms
//! left. Division, remainder, shifts and bitwise operators only fold when both operands are
//! constants. Arithmetic is checked `i128`; overflow or division by zero means "unknown".

use oklc_ir::{
    ArenaExt, BinaryOp, Expr, ExprId, GlobalId, LitKind, LocalId, Store, TyKind, UnaryOp,
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
}

impl Linear {
    pub(crate) fn constant(c: i128) -> Linear {
        Linear { constant: c, terms: Vec::new() }
    }

    /// The value when there are no terms.
    pub fn as_constant(&self) -> Option<i128> {
        self.terms.is_empty().then_some(self.constant)
    }

    pub(crate) fn add(mut self, other: Linear, sign: i128) -> Option<Linear> {
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

    fn scale(mut self, by: i128) -> Option<Linear> {
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
            LitKind::Int => parse_int_literal(&l.text).map(Linear::constant),
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
        Expr::Local(l) => Some(Linear { constant: 0, terms: vec![(Term::Local(*l), 1)] }),
        Expr::Global(g) => Some(Linear { constant: 0, terms: vec![(Term::Global(*g), 1)] }),
        Expr::Name(n) => Some(Linear { constant: 0, terms: vec![(Term::Name(n.clone()), 1)] }),
        Expr::Unary { op, arg } => {
            let a = sub(*arg)?;
            match op {
                UnaryOp::Plus => Some(a),
                UnaryOp::Neg => a.scale(-1),
                UnaryOp::BitNot => Some(Linear::constant(!a.as_constant()?)),
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
                    let (a, b) = (l.as_constant()?, r.as_constant()?);
                    let v = match op {
                        BinaryOp::Div => a.checked_div(b)?,
                        BinaryOp::Rem => a.checked_rem(b)?,
                        BinaryOp::Shl => {
                            if !(0..64).contains(&b) {
                                return None;
                            }
                            a.checked_mul(1i128 << b)?
                        }
                        BinaryOp::Shr => {
                            if !(0..64).contains(&b) {
                                return None;
                            }
                            a >> b
                        }
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
                    };
                    Some(Linear::constant(v))
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
        // kernel's `size_t N` stands for `(size_t)8` once instantiated.
        Expr::Cast { ty, arg, .. } if is_integer_cast(store, *ty) => sub(*arg),
        _ => None,
    }
}

/// Whether a cast to `ty` keeps an integer value: a builtin integer type or a standard integer
/// typedef.
pub(crate) fn is_integer_cast(store: &Store, ty: oklc_ir::TyId) -> bool {
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(b)) => b.is_integer(),
        Some(TyKind::Named { name, .. }) => oklc_ir::is_integer_typedef_name(name),
        _ => false,
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
}
