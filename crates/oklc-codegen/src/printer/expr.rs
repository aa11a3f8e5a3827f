//! Expression printing with the minimal parentheses that keep the tree's meaning.
//!
//! The IR has no parenthesis node: every child is printed at the precedence its position
//! requires ([`prec`]) and wrapped when it binds looser. A few extra parentheses are added
//! where gcc's `-Wparentheses` would otherwise warn (`a || (b && c)`, `(a + b) << c`,
//! `a & (b == c)`), and where two prefix operators would glue into another token (`-(-x)`).

use oklc_ir::{AssignOp, BinaryOp, CastStyle, Designator, Expr, ExprId, UnaryOp};

use super::{Cx, Writer, get, types};

/// C++ precedence levels; a larger number binds tighter.
pub mod prec {
    pub const COMMA: u8 = 1;
    /// Assignment, `?:` and `throw` (right-associative).
    pub const ASSIGN: u8 = 2;
    /// The condition of `?:`: a logical-or expression.
    pub const COND: u8 = 3;
    pub const OR: u8 = 3;
    pub const AND: u8 = 4;
    pub const BIT_OR: u8 = 5;
    pub const BIT_XOR: u8 = 6;
    pub const BIT_AND: u8 = 7;
    pub const EQUALITY: u8 = 8;
    pub const RELATIONAL: u8 = 9;
    pub const SPACESHIP: u8 = 10;
    pub const SHIFT: u8 = 11;
    pub const ADDITIVE: u8 = 12;
    pub const MULTIPLICATIVE: u8 = 13;
    pub const POINTER_TO_MEMBER: u8 = 14;
    pub const UNARY: u8 = 15;
    pub const POSTFIX: u8 = 16;
    pub const PRIMARY: u8 = 17;
}

/// A printed expression and the precedence of its top operator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    pub text: String,
    pub prec: u8,
}

impl Printed {
    pub fn new(text: impl Into<String>, prec: u8) -> Printed {
        Printed { text: text.into(), prec }
    }
}

/// Precedence and spelling of a binary operator.
pub fn binary_info(op: BinaryOp) -> (u8, &'static str) {
    use BinaryOp::*;
    match op {
        Mul => (prec::MULTIPLICATIVE, "*"),
        Div => (prec::MULTIPLICATIVE, "/"),
        Rem => (prec::MULTIPLICATIVE, "%"),
        Add => (prec::ADDITIVE, "+"),
        Sub => (prec::ADDITIVE, "-"),
        Shl => (prec::SHIFT, "<<"),
        Shr => (prec::SHIFT, ">>"),
        Spaceship => (prec::SPACESHIP, "<=>"),
        Lt => (prec::RELATIONAL, "<"),
        Gt => (prec::RELATIONAL, ">"),
        Le => (prec::RELATIONAL, "<="),
        Ge => (prec::RELATIONAL, ">="),
        Eq => (prec::EQUALITY, "=="),
        Ne => (prec::EQUALITY, "!="),
        BitAnd => (prec::BIT_AND, "&"),
        BitXor => (prec::BIT_XOR, "^"),
        BitOr => (prec::BIT_OR, "|"),
        And => (prec::AND, "&&"),
        Or => (prec::OR, "||"),
        Comma => (prec::COMMA, ","),
        PtrMemDot => (prec::POINTER_TO_MEMBER, ".*"),
        PtrMemArrow => (prec::POINTER_TO_MEMBER, "->*"),
    }
}

pub fn assign_spelling(op: AssignOp) -> &'static str {
    use AssignOp::*;
    match op {
        Assign => "=",
        Add => "+=",
        Sub => "-=",
        Mul => "*=",
        Div => "/=",
        Rem => "%=",
        Shl => "<<=",
        Shr => ">>=",
        BitAnd => "&=",
        BitXor => "^=",
        BitOr => "|=",
    }
}

fn unary_spelling(op: UnaryOp) -> &'static str {
    use UnaryOp::*;
    match op {
        Plus => "+",
        Neg => "-",
        Not => "!",
        BitNot => "~",
        Deref => "*",
        AddrOf => "&",
        PreInc | PostInc => "++",
        PreDec | PostDec => "--",
    }
}

fn is_comparison(op: BinaryOp) -> bool {
    use BinaryOp::*;
    matches!(op, Lt | Gt | Le | Ge | Eq | Ne | Spaceship)
}

/// Parentheses that do not change the meaning but that gcc asks for under `-Wparentheses`
/// (and that readers appreciate).
fn clarity_parens(cx: &Cx<'_>, parent: BinaryOp, child: ExprId, is_lhs: bool) -> bool {
    use BinaryOp::*;
    match get(&cx.store.exprs, child) {
        Some(Expr::Binary { op, .. }) => {
            let op = *op;
            match parent {
                Or => op == And,
                Shl | Shr => matches!(op, Add | Sub),
                BitAnd | BitOr | BitXor => op != parent && op != Comma,
                _ if is_comparison(parent) => is_comparison(op),
                _ => false,
            }
        }
        Some(Expr::Unary { op: UnaryOp::Not, .. }) => is_lhs && is_comparison(parent),
        _ => false,
    }
}

/// Prints `id` so that it binds at least as tightly as `min`.
pub fn expr_at(w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, min: u8) -> String {
    child_at(w, cx, id, min, false)
}

/// Like [`expr_at`], also wrapping when `extra` asks for clarifying parentheses.
fn child_at(w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, min: u8, extra: bool) -> String {
    if !w.enter() {
        return "0".to_string();
    }
    let d = w.dialect;
    let printed = d.expr(w, cx, id);
    w.leave();
    if printed.prec < min || extra { format!("({})", printed.text) } else { printed.text }
}

/// Comma-free arguments `a, b, c`.
pub fn arg_list(w: &mut Writer<'_>, cx: &Cx<'_>, args: &[ExprId]) -> String {
    args.iter().map(|a| expr_at(w, cx, *a, prec::ASSIGN)).collect::<Vec<_>>().join(", ")
}

/// The shared expression printer every [`crate::Dialect::expr`] defaults to.
pub fn super_expr(w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId) -> Printed {
    let Some(e) = get(&cx.store.exprs, id) else {
        super::malformed(w, "expression");
        return Printed::new("0", prec::PRIMARY);
    };
    match e {
        Expr::Literal(lit) => Printed::new(lit.text.as_str(), prec::PRIMARY),
        Expr::Local(l) => Printed::new(w.local_name(cx, *l), prec::PRIMARY),
        Expr::Global(g) => match get(&w.module.globals, *g) {
            Some(global) => Printed::new(global.name.as_str(), prec::PRIMARY),
            None => {
                super::malformed(w, "global");
                Printed::new("0", prec::PRIMARY)
            }
        },
        Expr::Name(n) => {
            let text = w.dialect.math_function(n).unwrap_or(n.as_str()).to_string();
            Printed::new(text, prec::PRIMARY)
        }
        Expr::Unary { op, arg } => {
            let (op, arg) = (*op, *arg);
            let spelling = unary_spelling(op);
            if matches!(op, UnaryOp::PostInc | UnaryOp::PostDec) {
                let operand = expr_at(w, cx, arg, prec::POSTFIX);
                return Printed::new(format!("{operand}{spelling}"), prec::POSTFIX);
            }
            let mut operand = expr_at(w, cx, arg, prec::UNARY);
            // `-(-x)` must not print `--x`, nor `+(++x)` print `+++x`.
            let first = spelling.chars().next().unwrap_or(' ');
            if matches!(first, '-' | '+' | '&') && operand.starts_with(first) {
                operand = format!("({operand})");
            }
            Printed::new(format!("{spelling}{operand}"), prec::UNARY)
        }
        Expr::Binary { op, lhs, rhs } => {
            let (op, lhs, rhs) = (*op, *lhs, *rhs);
            let (p, spelling) = binary_info(op);
            let l_extra = clarity_parens(cx, op, lhs, true);
            let l = child_at(w, cx, lhs, p, l_extra);
            let r_extra = clarity_parens(cx, op, rhs, false);
            let r = child_at(w, cx, rhs, p + 1, r_extra);
            let text = match op {
                BinaryOp::Comma => format!("{l}, {r}"),
                BinaryOp::PtrMemDot | BinaryOp::PtrMemArrow => format!("{l}{spelling}{r}"),
                _ => format!("{l} {spelling} {r}"),
            };
            Printed::new(text, p)
        }
        Expr::Assign { op, lhs, rhs } => {
            let (op, lhs, rhs) = (*op, *lhs, *rhs);
            let l = expr_at(w, cx, lhs, prec::OR);
            let r = expr_at(w, cx, rhs, prec::ASSIGN);
            Printed::new(format!("{l} {} {r}", assign_spelling(op)), prec::ASSIGN)
        }
        Expr::Cond { cond, then, els } => {
            let (cond, then, els) = (*cond, *then, *els);
            let c = expr_at(w, cx, cond, prec::COND);
            let t = expr_at(w, cx, then, prec::ASSIGN);
            let e = expr_at(w, cx, els, prec::ASSIGN);
            Printed::new(format!("{c} ? {t} : {e}"), prec::ASSIGN)
        }
        Expr::Call { callee, args } => {
            let callee = expr_at(w, cx, *callee, prec::POSTFIX);
            let args = arg_list(w, cx, args);
            Printed::new(format!("{callee}({args})"), prec::POSTFIX)
        }
        Expr::Index { base, index } => {
            let (base, index) = (*base, *index);
            let b = expr_at(w, cx, base, prec::POSTFIX);
            let i = expr_at(w, cx, index, prec::ASSIGN);
            Printed::new(format!("{b}[{i}]"), prec::POSTFIX)
        }
        Expr::Member { base, member, arrow } => {
            let b = expr_at(w, cx, *base, prec::POSTFIX);
            let sep = if *arrow { "->" } else { "." };
            Printed::new(format!("{b}{sep}{member}"), prec::POSTFIX)
        }
        Expr::Cast { style, ty, arg } => {
            let (style, ty, arg) = (*style, *ty, *arg);
            let t = w.decl(cx, ty, "");
            let keyword = match style {
                CastStyle::Static => Some("static_cast"),
                CastStyle::Reinterpret => Some("reinterpret_cast"),
                CastStyle::Const => Some("const_cast"),
                CastStyle::Dynamic => Some("dynamic_cast"),
                CastStyle::C | CastStyle::Functional => None,
            };
            if let Some(k) = keyword {
                let a = expr_at(w, cx, arg, prec::COMMA);
                return Printed::new(format!("{k}<{t}>({a})"), prec::POSTFIX);
            }
            if style == CastStyle::Functional && types::is_simple_name(cx.store, ty) {
                let a = expr_at(w, cx, arg, prec::COMMA);
                return Printed::new(format!("{t}({a})"), prec::POSTFIX);
            }
            let a = expr_at(w, cx, arg, prec::UNARY);
            Printed::new(format!("({t}){a}"), prec::UNARY)
        }
        Expr::Construct { ty, args, braces } => {
            let t = w.decl(cx, *ty, "");
            let a = arg_list(w, cx, args);
            let text = if *braces { format!("{t}{{{a}}}") } else { format!("{t}({a})") };
            Printed::new(text, prec::POSTFIX)
        }
        Expr::SizeOfType(ty) => {
            let t = w.decl(cx, *ty, "");
            Printed::new(format!("sizeof({t})"), prec::UNARY)
        }
        Expr::SizeOfExpr(arg) => {
            let a = expr_at(w, cx, *arg, prec::COMMA);
            Printed::new(format!("sizeof({a})"), prec::UNARY)
        }
        Expr::AlignOf(ty) => {
            let t = w.decl(cx, *ty, "");
            Printed::new(format!("alignof({t})"), prec::UNARY)
        }
        Expr::InitList(entries) => {
            let mut parts = Vec::new();
            for entry in entries {
                let mut text = String::new();
                for d in &entry.designators {
                    match d {
                        Designator::Field(f) => {
                            text.push('.');
                            text.push_str(f);
                        }
                        Designator::Index(i) => {
                            let i = expr_at(w, cx, *i, prec::COND);
                            text.push_str(&format!("[{i}]"));
                        }
                    }
                }
                if !entry.designators.is_empty() {
                    text.push_str(" = ");
                }
                text.push_str(&expr_at(w, cx, entry.value, prec::ASSIGN));
                parts.push(text);
            }
            Printed::new(format!("{{{}}}", parts.join(", ")), prec::PRIMARY)
        }
        Expr::Builtin(b) => match w.dialect.builtin_var(*b) {
            Some(text) => Printed::new(text, prec::POSTFIX),
            None => {
                let span = cx.store.span_of(id).unwrap_or_default();
                w.error(
                    oklc_diag::codes::codegen::UNSUPPORTED_CONSTRUCT,
                    format!("work-item index `{b:?}` has no spelling on this backend"),
                    span,
                );
                Printed::new("0", prec::PRIMARY)
            }
        },
        Expr::Verbatim(text) => Printed::new(text.as_str(), prec::ASSIGN),
    }
}
