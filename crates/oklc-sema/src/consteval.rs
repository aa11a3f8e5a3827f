//! Integer constant evaluation over syntax-tree expressions.
//!
//! Attribute arguments, array extents and loop bounds are folded here when they are integer
//! constant expressions after macro expansion. Names are resolved through a [`ConstEnv`]
//! (enumerators, `const`/`constexpr` integer globals). Arithmetic is checked: overflow,
//! division by zero and oversized shifts make the expression non-constant rather than wrap.

use oklc_syntax::ast::{BinaryOp, Expr, ExprId, LitKind, TranslationUnit, TypeRef, UnaryOp};

/// Values of names that are integer constants.
pub trait ConstEnv {
    fn lookup(&self, name: &str) -> Option<i64>;

    /// Whether `name` names an enumeration type: a cast to it keeps an integer value
    /// (`(Layout)1`, as a scoped enumeration's template argument is spelled).
    fn is_enum(&self, _name: &str) -> bool {
        false
    }
}

/// An environment without names.
impl ConstEnv for () {
    fn lookup(&self, _: &str) -> Option<i64> {
        None
    }
}

/// Parses an integer literal (any base, digit separators, suffixes); `None` if it does not fit.
pub fn parse_int_literal(text: &str) -> Option<i64> {
    oklc_ir::int_literal_value(text).and_then(|v| i64::try_from(v).ok())
}

/// The value of a character literal (`'a'`, `'\n'`, `'\x41'`, `L'\t'`, `u'\u00e9'`) as gcc
/// and clang give it on x86: a narrow `char` is signed (`'\xff'` is -1), `wchar_t` is a signed
/// 32-bit type; `None` for a narrow literal of a character outside ASCII, which is several
/// bytes (an implementation-defined multicharacter value).
fn parse_char_literal(text: &str) -> Option<i64> {
    use oklc_ir::literal::{Encoding, decode_char};
    let d = decode_char(text)?;
    let unit = *d.units.first()?;
    match d.encoding {
        Encoding::Narrow | Encoding::Utf8 if unit.value > 0x7F => {
            (unit.numeric && unit.value <= 0xFF).then_some(i64::from(unit.value as u8 as i8))
        }
        Encoding::Wide => Some(i64::from(unit.value as i32)),
        _ => Some(i64::from(unit.value)),
    }
}

/// Evaluates `expr` as an integer constant expression.
pub fn eval_int(unit: &TranslationUnit, expr: ExprId, env: &dyn ConstEnv) -> Option<i64> {
    eval(unit, expr, env, 0)
}

/// Every tree the parser lets through: it cuts deeper ones (`MAX_TREE_DEPTH`), so a long but
/// valid constant chain is still evaluated.
const MAX_DEPTH: u32 = oklc_syntax::MAX_TREE_DEPTH as u32;

fn eval(unit: &TranslationUnit, expr: ExprId, env: &dyn ConstEnv, depth: u32) -> Option<i64> {
    if depth > MAX_DEPTH {
        return None;
    }
    let sub = |e: ExprId| eval(unit, e, env, depth + 1);
    match unit.expr(expr) {
        Expr::Lit { kind: LitKind::Int, text } => parse_int_literal(text),
        Expr::Lit { kind: LitKind::Char, text } => parse_char_literal(text),
        Expr::Lit { kind: LitKind::Bool, text } => Some(i64::from(text == "true")),
        Expr::Name { name, targs: None } => env.lookup(name),
        Expr::Paren(inner) => sub(*inner),
        Expr::Unary { op, operand } => {
            let v = sub(*operand)?;
            match op {
                UnaryOp::Plus => Some(v),
                UnaryOp::Neg => v.checked_neg(),
                UnaryOp::Not => Some(i64::from(v == 0)),
                UnaryOp::BitNot => Some(!v),
                _ => None,
            }
        }
        Expr::Binary { op, lhs, rhs } => {
            let l = sub(*lhs)?;
            // Short-circuit operators only evaluate what C evaluates.
            match op {
                BinaryOp::And => {
                    return if l == 0 { Some(0) } else { sub(*rhs).map(|r| i64::from(r != 0)) };
                }
                BinaryOp::Or => {
                    return if l != 0 { Some(1) } else { sub(*rhs).map(|r| i64::from(r != 0)) };
                }
                _ => {}
            }
            let r = sub(*rhs)?;
            binary(*op, l, r)
        }
        Expr::Cond { cond, then, els } => {
            if sub(*cond)? != 0 {
                sub(*then)
            } else {
                sub(*els)
            }
        }
        Expr::Cast { ty, expr: inner, .. }
            if is_integer_type(unit, *ty) || names_enum(unit, *ty, env) =>
        {
            sub(*inner)
        }
        Expr::Construct { ty, args, .. } if args.len() == 1 && is_integer_type(unit, *ty) => {
            sub(args[0])
        }
        _ => None,
    }
}

fn binary(op: BinaryOp, l: i64, r: i64) -> Option<i64> {
    Some(match op {
        BinaryOp::Add => l.checked_add(r)?,
        BinaryOp::Sub => l.checked_sub(r)?,
        BinaryOp::Mul => l.checked_mul(r)?,
        BinaryOp::Div => l.checked_div(r)?,
        BinaryOp::Rem => l.checked_rem(r)?,
        BinaryOp::Shl => {
            if !(0..63).contains(&r) {
                return None;
            }
            l.checked_mul(1i64 << r)?
        }
        BinaryOp::Shr => {
            if !(0..63).contains(&r) {
                return None;
            }
            l >> r
        }
        BinaryOp::Lt => i64::from(l < r),
        BinaryOp::Gt => i64::from(l > r),
        BinaryOp::Le => i64::from(l <= r),
        BinaryOp::Ge => i64::from(l >= r),
        BinaryOp::Eq => i64::from(l == r),
        BinaryOp::Ne => i64::from(l != r),
        BinaryOp::BitAnd => l & r,
        BinaryOp::BitXor => l ^ r,
        BinaryOp::BitOr => l | r,
        BinaryOp::Comma => r,
        _ => return None,
    })
}

/// Whether `ty` is an enumeration type `env` knows (`Layout`, `const Layout`).
fn names_enum(unit: &TranslationUnit, ty: oklc_syntax::ast::TypeRefId, env: &dyn ConstEnv) -> bool {
    match unit.ty(ty) {
        TypeRef::Qualified { inner, .. } => names_enum(unit, *inner, env),
        TypeRef::Named { name, args: None } => env.is_enum(name),
        _ => false,
    }
}

fn is_integer_type(unit: &TranslationUnit, ty: oklc_syntax::ast::TypeRefId) -> bool {
    match unit.ty(ty) {
        TypeRef::Builtin(name) => {
            !matches!(name.as_str(), "float" | "double" | "long double" | "void")
        }
        TypeRef::Qualified { inner, .. } => is_integer_type(unit, *inner),
        TypeRef::Named { name, args: None } => oklc_ir::is_integer_typedef_name(name),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_literals_of_every_base() {
        assert_eq!(parse_int_literal("42"), Some(42));
        assert_eq!(parse_int_literal("0x1F"), Some(31));
        assert_eq!(parse_int_literal("017"), Some(15));
        assert_eq!(parse_int_literal("0b101u"), Some(5));
        assert_eq!(parse_int_literal("1'000ull"), Some(1000));
        assert_eq!(parse_int_literal("0"), Some(0));
        assert_eq!(parse_int_literal("99999999999999999999"), None);
    }

    #[test]
    fn char_literals() {
        assert_eq!(parse_char_literal("'a'"), Some(97));
        assert_eq!(parse_char_literal("'\\n'"), Some(10));
        assert_eq!(parse_char_literal("'\\x41'"), Some(65));
        assert_eq!(parse_char_literal("'\\xff'"), Some(-1));
        assert_eq!(parse_char_literal("L'\\t'"), Some(9));
        assert_eq!(parse_char_literal("u'\\u00e9'"), Some(233));
        assert_eq!(parse_char_literal("U'\\U0001F600'"), Some(0x1F600));
        assert_eq!(parse_char_literal("'é'"), None);
    }

    /// Knows one enumeration, `Layout`.
    struct Layouts;

    impl ConstEnv for Layouts {
        fn lookup(&self, _: &str) -> Option<i64> {
            None
        }

        fn is_enum(&self, name: &str) -> bool {
            name == "Layout"
        }
    }

    #[test]
    fn casts_to_enumerations_keep_the_value() {
        let toks =
            oklc_lex::lex(oklc_span::FileId(0), "typedef int Layout; int v = (Layout)3 + 1;");
        let parsed =
            oklc_syntax::parse(&toks.tokens, oklc_span::Span::point(oklc_span::FileId(0), 0));
        let unit = parsed.unit;
        let oklc_syntax::ast::Item::Var(decl) = unit.item(unit.items[1]) else { panic!("a var") };
        let Some(oklc_syntax::ast::Init::Assign(e)) = decl.declarators[0].init else {
            panic!("an initializer")
        };
        assert_eq!(eval_int(&unit, e, &Layouts), Some(4));
        assert_eq!(eval_int(&unit, e, &()), None);
    }

    #[test]
    fn checked_arithmetic_refuses_ub() {
        assert_eq!(binary(BinaryOp::Div, 1, 0), None);
        assert_eq!(binary(BinaryOp::Shl, 1, 64), None);
        assert_eq!(binary(BinaryOp::Add, i64::MAX, 1), None);
        assert_eq!(binary(BinaryOp::Sub, 10, 3), Some(7));
    }
}
