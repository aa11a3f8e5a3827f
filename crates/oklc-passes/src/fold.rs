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
    fn constant(c: i128) -> Linear {
        Linear { constant: c, terms: Vec::new() }
    }

    /// The value when there are no terms.
    pub fn as_constant(&self) -> Option<i128> {
        self.terms.is_empty().then_some(self.constant)
    }

    fn add(mut self, other: Linear, sign: i128) -> Option<Linear> {
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
    let t: String = text.chars().filter(|c| *c != '\'').collect();
    let t = t.trim_end_matches(['u', 'U', 'l', 'L', 'z', 'Z']);
    let (digits, radix) = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (b, 2)
    } else if t.len() > 1 && t.starts_with('0') {
        (&t[1..], 8)
    } else {
        (t, 10)
    };
    if digits.is_empty() {
        return None;
    }
    i128::from_str_radix(digits, radix).ok()
}

fn eval(store: &Store, e: ExprId, depth: u32) -> Option<Linear> {
    if depth > 256 {
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
        Expr::Cast { ty, arg, .. } => match store.types.get(*ty).map(|t| &t.kind) {
            Some(TyKind::Builtin(b)) if b.is_integer() => sub(*arg),
            _ => None,
        },
        _ => None,
    }
}
