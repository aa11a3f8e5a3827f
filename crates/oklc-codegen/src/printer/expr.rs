//! Expression printing with the minimal parentheses that keep the tree's meaning.
//!
//! The IR has no parenthesis node: every child is printed at the precedence its position
//! requires ([`prec`]) and wrapped when it binds looser. A few extra parentheses are added
//! where gcc's `-Wparentheses` would otherwise warn (`a || (b && c)`, `(a + b) << c`,
//! `a & (b == c)`), and where two prefix operators would glue into another token (`-(-x)`).

use oklc_ir::{
    AssignOp, BinaryOp, Capture, CastStyle, Designator, Expr, ExprId, FoldOp, Lambda, UnaryOp,
};

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
    let mut out = String::new();
    write_expr_at(w, cx, id, min, &mut out);
    out
}

/// [`expr_at`] appending to `out`: a whole expression tree is printed into one buffer.
pub fn write_expr_at(w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, min: u8, out: &mut String) {
    child_at(w, cx, id, min, false, out)
}

/// Like [`write_expr_at`], also wrapping when `extra` asks for clarifying parentheses. The
/// child is printed first and wrapped afterwards (its precedence is only known then), by
/// inserting `(` where its text starts.
fn child_at(w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, min: u8, extra: bool, out: &mut String) {
    if !w.enter() {
        out.push('0');
        return;
    }
    let d = w.dialect;
    let start = out.len();
    let prec = d.expr(w, cx, id, out);
    w.leave();
    if prec < min || extra {
        out.insert(start, '(');
        out.push(')');
    }
}

/// Comma-free arguments `a, b, c`.
pub fn arg_list(w: &mut Writer<'_>, cx: &Cx<'_>, args: &[ExprId]) -> String {
    let mut out = String::new();
    write_arg_list(w, cx, args, &mut out);
    out
}

/// [`arg_list`] appending to `out`.
pub fn write_arg_list(w: &mut Writer<'_>, cx: &Cx<'_>, args: &[ExprId], out: &mut String) {
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr_at(w, cx, *a, prec::ASSIGN, out);
    }
}

/// The shared expression printer every [`crate::Dialect::expr`] defaults to: appends `id` to
/// `out` and returns the precedence of its top operator.
pub fn super_expr(w: &mut Writer<'_>, cx: &Cx<'_>, id: ExprId, out: &mut String) -> u8 {
    let Some(e) = get(&cx.store.exprs, id) else {
        super::malformed(w, "expression");
        out.push('0');
        return prec::PRIMARY;
    };
    match e {
        Expr::Literal(lit) => {
            out.push_str(&lit.text);
            prec::PRIMARY
        }
        Expr::Local(l) => {
            out.push_str(super::local_name_of(cx, *l));
            prec::PRIMARY
        }
        Expr::Global(g) => match get(&w.module.globals, *g) {
            Some(global) => {
                out.push_str(&global.name);
                prec::PRIMARY
            }
            None => {
                super::malformed(w, "global");
                out.push('0');
                prec::PRIMARY
            }
        },
        Expr::Name(n) => {
            match (w.dialect.math_function(n), w.dialect.library_name(n)) {
                (Some(math), _) => out.push_str(math),
                (None, Some(library)) => out.push_str(&library),
                (None, None) => out.push_str(n),
            }
            prec::PRIMARY
        }
        Expr::Unary { op, arg } => {
            let (op, arg) = (*op, *arg);
            let spelling = unary_spelling(op);
            if matches!(op, UnaryOp::PostInc | UnaryOp::PostDec) {
                write_expr_at(w, cx, arg, prec::POSTFIX, out);
                out.push_str(spelling);
                return prec::POSTFIX;
            }
            out.push_str(spelling);
            let operand = out.len();
            write_expr_at(w, cx, arg, prec::UNARY, out);
            // `-(-x)` must not print `--x`, nor `+(++x)` print `+++x`.
            let first = spelling.chars().next().unwrap_or(' ');
            if matches!(first, '-' | '+' | '&') && out[operand..].starts_with(first) {
                out.insert(operand, '(');
                out.push(')');
            }
            prec::UNARY
        }
        Expr::Binary { op, lhs, rhs } => {
            let (op, lhs, rhs) = (*op, *lhs, *rhs);
            let (p, spelling) = binary_info(op);
            let l_extra = clarity_parens(cx, op, lhs, true);
            child_at(w, cx, lhs, p, l_extra, out);
            match op {
                BinaryOp::Comma => out.push_str(", "),
                BinaryOp::PtrMemDot | BinaryOp::PtrMemArrow => out.push_str(spelling),
                _ => {
                    out.push(' ');
                    out.push_str(spelling);
                    out.push(' ');
                }
            }
            let r_extra = clarity_parens(cx, op, rhs, false);
            child_at(w, cx, rhs, p + 1, r_extra, out);
            p
        }
        Expr::Assign { op, lhs, rhs } => {
            let (op, lhs, rhs) = (*op, *lhs, *rhs);
            write_expr_at(w, cx, lhs, prec::OR, out);
            out.push(' ');
            out.push_str(assign_spelling(op));
            out.push(' ');
            write_expr_at(w, cx, rhs, prec::ASSIGN, out);
            prec::ASSIGN
        }
        Expr::Cond { cond, then, els } => {
            let (cond, then, els) = (*cond, *then, *els);
            write_expr_at(w, cx, cond, prec::COND, out);
            out.push_str(" ? ");
            write_expr_at(w, cx, then, prec::ASSIGN, out);
            out.push_str(" : ");
            write_expr_at(w, cx, els, prec::ASSIGN, out);
            prec::ASSIGN
        }
        Expr::Call { callee, args } => {
            write_expr_at(w, cx, *callee, prec::POSTFIX, out);
            out.push('(');
            write_arg_list(w, cx, args, out);
            out.push(')');
            prec::POSTFIX
        }
        Expr::Index { base, index } => {
            let (base, index) = (*base, *index);
            write_expr_at(w, cx, base, prec::POSTFIX, out);
            out.push('[');
            write_expr_at(w, cx, index, prec::ASSIGN, out);
            out.push(']');
            prec::POSTFIX
        }
        Expr::Member { base, member, arrow } => {
            write_expr_at(w, cx, *base, prec::POSTFIX, out);
            out.push_str(if *arrow { "->" } else { "." });
            out.push_str(member);
            prec::POSTFIX
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
                out.push_str(k);
                out.push('<');
                out.push_str(&t);
                out.push_str(">(");
                write_expr_at(w, cx, arg, prec::COMMA, out);
                out.push(')');
                return prec::POSTFIX;
            }
            if style == CastStyle::Functional && types::is_simple_name(cx.store, ty) {
                out.push_str(&t);
                out.push('(');
                write_expr_at(w, cx, arg, prec::COMMA, out);
                out.push(')');
                return prec::POSTFIX;
            }
            out.push('(');
            out.push_str(&t);
            out.push(')');
            write_expr_at(w, cx, arg, prec::UNARY, out);
            prec::UNARY
        }
        Expr::Construct { ty, args, braces } => {
            let t = w.decl(cx, *ty, "");
            out.push_str(&t);
            out.push(if *braces { '{' } else { '(' });
            write_arg_list(w, cx, args, out);
            out.push(if *braces { '}' } else { ')' });
            prec::POSTFIX
        }
        Expr::SizeOfType(ty) => {
            let t = w.decl(cx, *ty, "");
            out.push_str("sizeof(");
            out.push_str(&t);
            out.push(')');
            prec::UNARY
        }
        Expr::SizeOfExpr(arg) => {
            out.push_str("sizeof(");
            write_expr_at(w, cx, *arg, prec::COMMA, out);
            out.push(')');
            prec::UNARY
        }
        Expr::AlignOf(ty) => {
            let t = w.decl(cx, *ty, "");
            out.push_str("alignof(");
            out.push_str(&t);
            out.push(')');
            prec::UNARY
        }
        Expr::InitList(entries) => {
            out.push('{');
            for (n, entry) in entries.iter().enumerate() {
                if n > 0 {
                    out.push_str(", ");
                }
                for d in &entry.designators {
                    match d {
                        Designator::Field(f) => {
                            out.push('.');
                            out.push_str(f);
                        }
                        Designator::Index(i) => {
                            out.push('[');
                            write_expr_at(w, cx, *i, prec::COND, out);
                            out.push(']');
                        }
                    }
                }
                if !entry.designators.is_empty() {
                    out.push_str(" = ");
                }
                write_expr_at(w, cx, entry.value, prec::ASSIGN, out);
            }
            out.push('}');
            prec::PRIMARY
        }
        Expr::Builtin(b) => match w.dialect.builtin_var(*b) {
            Some(text) => {
                out.push_str(&text);
                prec::POSTFIX
            }
            None => {
                let span = cx.store.span_of(id).unwrap_or_default();
                w.error(
                    oklc_diag::codes::codegen::UNSUPPORTED_CONSTRUCT,
                    format!("work-item index `{b:?}` has no spelling on this backend"),
                    span,
                );
                out.push('0');
                prec::PRIMARY
            }
        },
        Expr::Verbatim(text) => {
            out.push_str(text);
            prec::ASSIGN
        }
        Expr::Lambda(lambda) => {
            write_lambda(w, cx, lambda, out);
            prec::PRIMARY
        }
        Expr::SizeOfPack(pack) => {
            out.push_str("sizeof...(");
            write_expr_at(w, cx, *pack, prec::ASSIGN, out);
            out.push(')');
            prec::UNARY
        }
        Expr::Throw(operand) => {
            out.push_str("throw");
            if let Some(e) = operand {
                out.push(' ');
                write_expr_at(w, cx, *e, prec::ASSIGN, out);
            }
            prec::ASSIGN
        }
        Expr::Expand(pattern) => {
            write_expr_at(w, cx, *pattern, prec::ASSIGN, out);
            out.push_str("...");
            prec::ASSIGN
        }
        Expr::Fold { op, lhs, rhs } => {
            write_fold(w, cx, *op, *lhs, *rhs, out);
            prec::PRIMARY
        }
    }
}

/// `(lhs op ...)`, `(... op rhs)` or `(lhs op ... op rhs)`. The operands are cast-expressions
/// in C++: anything that binds looser is parenthesised.
fn write_fold(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    op: FoldOp,
    lhs: Option<ExprId>,
    rhs: Option<ExprId>,
    out: &mut String,
) {
    let (o, before) = match op {
        FoldOp::Binary(BinaryOp::Comma) => (",", ""),
        FoldOp::Binary(b) => (binary_info(b).1, " "),
        FoldOp::Assign(a) => (assign_spelling(a), " "),
    };
    out.push('(');
    if let Some(l) = lhs {
        write_expr_at(w, cx, l, prec::UNARY, out);
        out.push_str(before);
        out.push_str(o);
        out.push(' ');
    }
    out.push_str("...");
    if let Some(r) = rhs {
        if lhs.is_some() {
            out.push_str(before);
        } else {
            out.push(' ');
        }
        out.push_str(o);
        out.push(' ');
        write_expr_at(w, cx, r, prec::UNARY, out);
    }
    out.push(')');
}

/// `[captures](params) mutable -> T {` body `}`; the body's lines are indented one level
/// deeper than the statement holding the lambda, the closing brace at its level.
pub(crate) fn write_lambda(w: &mut Writer<'_>, cx: &Cx<'_>, lambda: &Lambda, out: &mut String) {
    out.push('[');
    for (n, c) in lambda.captures.iter().enumerate() {
        if n > 0 {
            out.push_str(", ");
        }
        match c {
            Capture::DefaultCopy => out.push('='),
            Capture::DefaultRef => out.push('&'),
            Capture::This => out.push_str("this"),
            Capture::Var { by_ref, local, name } => {
                if *by_ref {
                    out.push('&');
                }
                out.push_str(local.map_or(name.as_str(), |l| super::local_name_of(cx, l)));
            }
            Capture::Init { by_ref, local, init } => {
                if *by_ref {
                    out.push('&');
                }
                out.push_str(super::local_name_of(cx, *local));
                out.push_str(" = ");
                write_expr_at(w, cx, *init, prec::ASSIGN, out);
            }
        }
    }
    out.push_str("](");
    for (n, p) in lambda.params.iter().enumerate() {
        if n > 0 {
            out.push_str(", ");
        }
        super::local_decl(w, cx, *p, out);
    }
    if lambda.variadic {
        out.push_str(if lambda.params.is_empty() { "..." } else { ", ..." });
    }
    out.push(')');
    if lambda.mutable {
        out.push_str(" mutable");
    }
    if let Some(ret) = lambda.ret {
        out.push_str(" -> ");
        w.decl_into(cx, ret, "", out);
    }
    if lambda.body.is_empty() {
        out.push_str(" {}");
        return;
    }
    let body = w.lambda_body(cx, &lambda.body);
    out.push_str(" {\n");
    out.push_str(&body);
    out.push_str(&w.indentation());
    out.push('}');
}
