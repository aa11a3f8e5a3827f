//! Evaluation of `#if` / `#elif` expressions (C11 6.10.1) over already macro-expanded tokens.
//!
//! `defined` and `__has_include` were replaced by `0`/`1` during expansion; remaining
//! identifiers are 0 (`true` is 1, as in C++). Arithmetic is done in `i64`/`u64` with the usual
//! arithmetic conversions; operands skipped by `&&`, `||` and `?:` are parsed but not evaluated, so
//! they cannot divide by zero. Parentheses, `?:` nesting and unary chains are bounded by
//! [`MAX_DEPTH`] so hostile input cannot overflow the stack.

use oklc_diag::{Diagnostic, codes::pp as codes};
use oklc_lex::{TokKind, Token};
use oklc_span::Span;

/// Deepest nesting of parentheses / `?:` an expression may have.
pub(crate) const MAX_DEPTH: u32 = 256;

/// A value of an `#if` expression: C's `intmax_t` or `uintmax_t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    Signed(i64),
    Unsigned(u64),
}

impl Value {
    fn truthy(self) -> bool {
        match self {
            Value::Signed(v) => v != 0,
            Value::Unsigned(v) => v != 0,
        }
    }

    fn bits(self) -> u64 {
        match self {
            Value::Signed(v) => v as u64,
            Value::Unsigned(v) => v,
        }
    }

    fn bool(b: bool) -> Value {
        Value::Signed(i64::from(b))
    }
}

type Result<T> = std::result::Result<T, Box<Diagnostic>>;

/// Evaluates the expression `toks`; `whole` is the directive's span for errors at the end.
/// Warnings go to `warnings` (also when the expression then fails).
pub(crate) fn evaluate(
    toks: &[Token],
    whole: Span,
    warnings: &mut Vec<Diagnostic>,
) -> Result<Value> {
    let mut p = Parser { toks, pos: 0, depth: 0, whole, warnings };
    if toks.is_empty() {
        return Err(Box::new(
            Diagnostic::error(codes::INVALID_IF_EXPR, "`#if` with no expression", whole)
                .with_primary_message("no condition follows")
                .with_help("write a condition such as `#if N > 2`, or use `#ifdef NAME`"),
        ));
    }
    let v = p.comma(true)?;
    if let Some(t) = p.toks.get(p.pos) {
        let (msg, text) = if t.kind == TokKind::LParen {
            (
                format!(
                    "missing binary operator before `(` (is `{}` an undefined function-like macro?)",
                    p.prev_text()
                ),
                "an undefined name is 0, and `0(` is invalid",
            )
        } else {
            (
                format!("missing binary operator before `{}`", t.text),
                "an operator is missing before this",
            )
        };
        return Err(Box::new(
            Diagnostic::error(codes::INVALID_IF_EXPR, msg, t.span)
                .with_primary_message(text)
                .with_help("an `#if` expression is one integer constant expression"),
        ));
    }
    Ok(v)
}

struct Parser<'t> {
    toks: &'t [Token],
    pos: usize,
    depth: u32,
    whole: Span,
    warnings: &'t mut Vec<Diagnostic>,
}

/// An error with `text` at `span`.
fn err(
    code: oklc_diag::Code,
    msg: impl Into<String>,
    span: Span,
    text: impl Into<String>,
    help: &str,
) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(code, msg, span).with_primary_message(text).with_help(help))
}

/// Binary operators and their precedence (higher binds tighter).
fn binop(kind: TokKind) -> Option<u8> {
    Some(match kind {
        TokKind::PipePipe => 1,
        TokKind::AmpAmp => 2,
        TokKind::Pipe => 3,
        TokKind::Caret => 4,
        TokKind::Amp => 5,
        TokKind::EqEq | TokKind::BangEq => 6,
        TokKind::Lt | TokKind::Gt | TokKind::Le | TokKind::Ge => 7,
        TokKind::Shl | TokKind::Shr => 8,
        TokKind::Plus | TokKind::Minus => 9,
        TokKind::Star | TokKind::Slash | TokKind::Percent => 10,
        _ => return None,
    })
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.pos)
    }

    fn peek_kind(&self) -> Option<TokKind> {
        self.peek().map(|t| t.kind)
    }

    fn prev_text(&self) -> &str {
        self.pos.checked_sub(1).and_then(|i| self.toks.get(i)).map_or("", |t| t.text.as_str())
    }

    fn end_span(&self) -> Span {
        self.toks.last().map_or(self.whole, |t| Span::point(t.span.file, t.span.hi))
    }

    fn enter(&mut self, span: Span) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(err(
                codes::IF_EXPR_TOO_DEEP,
                format!("`#if` expression nested more than {MAX_DEPTH} levels deep"),
                span,
                format!("level {} of nesting", MAX_DEPTH + 1),
                "simplify the expression",
            ));
        }
        Ok(())
    }

    fn comma(&mut self, ev: bool) -> Result<Value> {
        let mut v = self.assignment(ev)?;
        while self.peek_kind() == Some(TokKind::Comma) {
            self.pos += 1;
            v = self.assignment(ev)?;
        }
        Ok(v)
    }

    /// `a = b`, which C forbids in `#if`: legacy OCCA evaluates it as an assignment, whose value
    /// is the right-hand side (`#if USE_CUDA=1` is always true), and kernels written for it rely
    /// on that, so it is accepted with a warning.
    fn assignment(&mut self, ev: bool) -> Result<Value> {
        let v = self.ternary(ev)?;
        let Some(eq) = self.peek().filter(|t| t.kind == TokKind::Eq) else {
            return Ok(v);
        };
        let span = eq.span;
        self.pos += 1;
        self.enter(span)?;
        self.warnings.push(
            Diagnostic::warning(
                codes::IF_ASSIGNMENT,
                "`=` in `#if` is an assignment; did you mean `==`?",
                span,
            )
            .with_primary_message("the condition is the value on the right of `=`")
            .with_help(
                "write `==` to compare; legacy OCCA's reading, kept here, ignores the left side",
            )
            .with_fix("write `==`", span, "=="),
        );
        let rhs = self.assignment(ev)?;
        self.depth -= 1;
        Ok(rhs)
    }

    fn ternary(&mut self, ev: bool) -> Result<Value> {
        let cond = self.binary(1, ev)?;
        let Some(q) = self.peek().filter(|t| t.kind == TokKind::Question) else {
            return Ok(cond);
        };
        let qspan = q.span;
        self.pos += 1;
        self.enter(qspan)?;
        let c = cond.truthy();
        let a = self.comma(ev && c)?;
        match self.peek() {
            Some(t) if t.kind == TokKind::Colon => self.pos += 1,
            Some(t) => {
                return Err(err(
                    codes::INVALID_IF_EXPR,
                    format!("expected `:` in `?:`, found `{}`", t.text),
                    t.span,
                    "the `:` of the `?` should come before this",
                    "a conditional expression is `cond ? a : b`",
                ));
            }
            None => {
                return Err(err(
                    codes::INVALID_IF_EXPR,
                    "expected `:` in `?:`, found the end of the line",
                    qspan,
                    "this `?` has no `:`",
                    "a conditional expression is `cond ? a : b`",
                ));
            }
        }
        let b = self.ternary(ev && !c)?;
        self.depth -= 1;
        let picked = if c { a } else { b };
        Ok(match (a, b) {
            (Value::Unsigned(_), _) | (_, Value::Unsigned(_)) => Value::Unsigned(picked.bits()),
            _ => picked,
        })
    }

    /// Precedence climbing; recursion depth is bounded by the number of precedence levels.
    fn binary(&mut self, min_prec: u8, ev: bool) -> Result<Value> {
        let mut lhs = self.unary(ev)?;
        while let Some(tok) = self.peek() {
            let Some(prec) = binop(tok.kind) else { break };
            if prec < min_prec {
                break;
            }
            let (kind, span) = (tok.kind, tok.span);
            self.pos += 1;
            let rhs_ev = match kind {
                TokKind::AmpAmp => ev && lhs.truthy(),
                TokKind::PipePipe => ev && !lhs.truthy(),
                _ => ev,
            };
            let rhs = self.binary(prec + 1, rhs_ev)?;
            lhs = apply(kind, lhs, rhs, ev, span)?;
        }
        Ok(lhs)
    }

    fn unary(&mut self, ev: bool) -> Result<Value> {
        // Prefix operators are collected first so `- - - ... x` needs no recursion.
        let mut ops = Vec::new();
        while let Some(k) = self.peek_kind() {
            if matches!(k, TokKind::Minus | TokKind::Plus | TokKind::Bang | TokKind::Tilde) {
                ops.push(k);
                self.pos += 1;
            } else {
                break;
            }
        }
        let mut v = self.primary(ev)?;
        for op in ops.into_iter().rev() {
            v = match (op, v) {
                (TokKind::Minus, Value::Signed(x)) => Value::Signed(x.wrapping_neg()),
                (TokKind::Minus, Value::Unsigned(x)) => Value::Unsigned(x.wrapping_neg()),
                (TokKind::Tilde, Value::Signed(x)) => Value::Signed(!x),
                (TokKind::Tilde, Value::Unsigned(x)) => Value::Unsigned(!x),
                (TokKind::Bang, v) => Value::bool(!v.truthy()),
                (_, v) => v,
            };
        }
        Ok(v)
    }

    fn primary(&mut self, ev: bool) -> Result<Value> {
        let Some(tok) = self.peek() else {
            return Err(err(
                codes::INVALID_IF_EXPR,
                "expected a value, found the end of the line",
                self.end_span(),
                "the expression stops here",
                "complete the expression",
            ));
        };
        let tok = *tok;
        self.pos += 1;
        match tok.kind {
            TokKind::IntLit => parse_int(&tok),
            TokKind::PpNumber => Err(Box::new(oklc_lex::invalid_number(&tok))),
            TokKind::CharLit => parse_char(&tok),
            TokKind::FloatLit => Err(err(
                codes::IF_FLOAT,
                format!("floating constant `{}` in `#if`", tok.text),
                tok.span,
                "not an integer",
                "`#if` evaluates integers only; scale the value to an integer",
            )),
            TokKind::Ident => match tok.text.as_str() {
                "true" => Ok(Value::Signed(1)),
                "sizeof" | "alignof" | "_Alignof" => Err(err(
                    codes::IF_SIZEOF,
                    format!("`{}` cannot be evaluated in `#if`", tok.text),
                    tok.span,
                    "the preprocessor knows no types",
                    "the preprocessor knows no types; pass the size as a macro, e.g. `-D SIZEOF_T=8`",
                )),
                _ => {
                    if self.peek_kind() == Some(TokKind::LParen) {
                        return Err(err(
                            codes::INVALID_IF_EXPR,
                            format!("`{}` is not a defined function-like macro", tok.text),
                            tok.span,
                            "read as 0, then `(` follows",
                            "define the macro, or test it with `defined(NAME)`",
                        ));
                    }
                    Ok(Value::Signed(0))
                }
            },
            TokKind::LParen => {
                self.enter(tok.span)?;
                let v = self.comma(ev)?;
                match self.peek() {
                    Some(t) if t.kind == TokKind::RParen => self.pos += 1,
                    Some(t) => {
                        return Err(err(
                            codes::INVALID_IF_EXPR,
                            format!("expected `)`, found `{}`", t.text),
                            t.span,
                            "the `(` is still open here",
                            "close the parenthesis",
                        ));
                    }
                    None => {
                        return Err(Box::new(
                            Diagnostic::error(
                                codes::INVALID_IF_EXPR,
                                "missing `)` in `#if` expression",
                                self.end_span(),
                            )
                            .with_primary_message("the line ends here")
                            .with_label(tok.span, "to match this `(`")
                            .with_help("close the parenthesis"),
                        ));
                    }
                }
                self.depth -= 1;
                Ok(v)
            }
            _ => Err(err(
                codes::INVALID_IF_EXPR,
                format!("expected a value in `#if`, found `{}`", tok.text),
                tok.span,
                "expected a number, a name or `(`",
                "`#if` takes an integer constant expression",
            )),
        }
    }
}

fn apply(kind: TokKind, a: Value, b: Value, ev: bool, span: Span) -> Result<Value> {
    use Value::{Signed as S, Unsigned as U};
    if matches!(kind, TokKind::Shl | TokKind::Shr) {
        // The result has the (promoted) type of the left operand; the count is taken as signed.
        let n = match b {
            S(n) => n,
            U(n) => i64::try_from(n).unwrap_or(i64::MAX),
        };
        let left = kind == TokKind::Shl;
        let (left, n) = if n < 0 { (!left, n.unsigned_abs()) } else { (left, n as u64) };
        return Ok(match a {
            S(x) => S(if left {
                if n >= 64 { 0 } else { x.wrapping_shl(n as u32) }
            } else if n >= 64 {
                if x < 0 { -1 } else { 0 }
            } else {
                x >> n
            }),
            U(x) => U(if n >= 64 {
                0
            } else if left {
                x << n
            } else {
                x >> n
            }),
        });
    }
    match kind {
        TokKind::AmpAmp => return Ok(Value::bool(a.truthy() && b.truthy())),
        TokKind::PipePipe => return Ok(Value::bool(a.truthy() || b.truthy())),
        _ => {}
    }
    let unsigned = matches!(a, U(_)) || matches!(b, U(_));
    if matches!(kind, TokKind::Slash | TokKind::Percent) && b.bits() == 0 {
        if !ev {
            return Ok(S(0));
        }
        return Err(err(
            codes::IF_DIVISION_BY_ZERO,
            if kind == TokKind::Slash {
                "division by zero in `#if`"
            } else {
                "remainder by zero in `#if`"
            },
            span,
            "the divisor is 0",
            "guard the division, e.g. `N != 0 && M / N > 2`",
        ));
    }
    if unsigned {
        let (x, y) = (a.bits(), b.bits());
        Ok(match kind {
            TokKind::Plus => U(x.wrapping_add(y)),
            TokKind::Minus => U(x.wrapping_sub(y)),
            TokKind::Star => U(x.wrapping_mul(y)),
            TokKind::Slash => U(x / y),
            TokKind::Percent => U(x % y),
            TokKind::Amp => U(x & y),
            TokKind::Pipe => U(x | y),
            TokKind::Caret => U(x ^ y),
            TokKind::EqEq => Value::bool(x == y),
            TokKind::BangEq => Value::bool(x != y),
            TokKind::Lt => Value::bool(x < y),
            TokKind::Gt => Value::bool(x > y),
            TokKind::Le => Value::bool(x <= y),
            _ => Value::bool(x >= y),
        })
    } else {
        let (x, y) = (a.bits() as i64, b.bits() as i64);
        Ok(match kind {
            TokKind::Plus => S(x.wrapping_add(y)),
            TokKind::Minus => S(x.wrapping_sub(y)),
            TokKind::Star => S(x.wrapping_mul(y)),
            TokKind::Slash => S(x.wrapping_div(y)),
            TokKind::Percent => S(x.wrapping_rem(y)),
            TokKind::Amp => S(x & y),
            TokKind::Pipe => S(x | y),
            TokKind::Caret => S(x ^ y),
            TokKind::EqEq => Value::bool(x == y),
            TokKind::BangEq => Value::bool(x != y),
            TokKind::Lt => Value::bool(x < y),
            TokKind::Gt => Value::bool(x > y),
            TokKind::Le => Value::bool(x <= y),
            _ => Value::bool(x >= y),
        })
    }
}

fn parse_int(tok: &Token) -> Result<Value> {
    let text: String = tok.text.chars().filter(|&c| c != '\'').collect();
    let lower = text.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    let end = digits.find(|c: char| !c.is_digit(radix)).unwrap_or(digits.len());
    let (num, suffix) = digits.split_at(end);
    let bad = |text: String| {
        err(
            codes::INVALID_IF_EXPR,
            format!("invalid integer constant `{}` in `#if`", tok.text),
            tok.span,
            text,
            "write a decimal, 0x hex, 0b binary or 0 octal integer with an optional u/l/ll suffix",
        )
    };
    if !suffix.chars().all(|c| matches!(c, 'u' | 'l' | 'z')) || suffix.len() > 3 {
        return Err(bad(format!(
            "invalid suffix `{}`",
            &tok.text[tok.text.len() - suffix.len()..]
        )));
    }
    if num.is_empty() && radix != 8 {
        return Err(bad("no digits".to_string()));
    }
    let mut value: u64 = 0;
    for c in num.chars() {
        let d = u64::from(c.to_digit(radix).unwrap_or(0));
        value = value.checked_mul(u64::from(radix)).and_then(|v| v.checked_add(d)).ok_or_else(
            || {
                err(
                    codes::IF_INTEGER_TOO_LARGE,
                    format!("integer constant `{}` does not fit in 64 bits", tok.text),
                    tok.span,
                    "more than 64 bits",
                    "`#if` arithmetic uses 64-bit integers",
                )
            },
        )?;
    }
    if suffix.contains('u') || value > i64::MAX as u64 {
        Ok(Value::Unsigned(value))
    } else {
        Ok(Value::Signed(value as i64))
    }
}

fn parse_char(tok: &Token) -> Result<Value> {
    let text = tok.text.as_str();
    let (prefix, rest) = match text.find('\'') {
        Some(i) => (&text[..i], &text[i..]),
        None => ("", text),
    };
    let body = rest.strip_prefix('\'').and_then(|r| r.strip_suffix('\'')).unwrap_or("");
    let mut units: Vec<u32> = Vec::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            if prefix.is_empty() {
                let mut buf = [0u8; 4];
                units.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            } else {
                units.push(c as u32);
            }
            continue;
        }
        let Some(e) = chars.next() else { break };
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            'x' => {
                let mut v: u32 = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    chars.next();
                }
                v
            }
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                v
            }
            other => other as u32,
        };
        units.push(v);
    }
    if units.is_empty() {
        return Err(err(
            codes::INVALID_IF_EXPR,
            "empty character constant in `#if`",
            tok.span,
            "no character between the quotes",
            "write '\\0' for the null character",
        ));
    }
    if !prefix.is_empty() {
        return Ok(Value::Signed(i64::from(units[0])));
    }
    if units.len() == 1 {
        // Plain `char` is signed, as on the x86 and ARM ABIs gcc targets by default.
        return Ok(Value::Signed(i64::from(units[0] as u8 as i8)));
    }
    let mut v: i64 = 0;
    for u in units {
        v = (v << 8) | i64::from(u & 0xff);
    }
    Ok(Value::Signed(i64::from(v as i32)))
}
