//! Expressions: the C++ operator table over handles, plus the few OKL-specific leaves.

use la_arena::Idx;
use smol_str::SmolStr;

use crate::func::LocalId;
use crate::module::GlobalId;
use crate::stmt::Block;
use crate::ty::TyId;

pub type ExprId = Idx<Expr>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LitKind {
    Int,
    Float,
    Char,
    Str,
    Bool,
    Nullptr,
}

/// The value of a C/C++ integer literal spelling: any base, digit separators, any suffix
/// (`0x1Fu`, `1'000ull`, `017`); `None` when the digits do not fit the base or overflow `u64`.
pub fn int_literal_value(text: &str) -> Option<u64> {
    // Plain decimal spellings (nearly every literal) parse without the normalising copies.
    let bytes = text.as_bytes();
    if !bytes.is_empty()
        && bytes.iter().all(u8::is_ascii_digit)
        && (bytes.len() == 1 || bytes[0] != b'0')
    {
        return text.parse().ok();
    }
    let clean: String = text.chars().filter(|&c| c != '\'').collect();
    let lower = clean.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    let digits = digits.trim_end_matches(['u', 'l', 'z']);
    if digits.is_empty() {
        // `0` alone (octal with no further digits) or `0u`.
        return (radix == 8 || lower.starts_with('0') && radix == 10).then_some(0);
    }
    u64::from_str_radix(digits, radix).ok()
}

/// A literal keeps its spelling, so `1.0f`, `0x10u` and `'\n'` print exactly as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    pub kind: LitKind,
    pub text: SmolStr,
}

impl Literal {
    /// An integer literal spelling `v` in decimal. The passes make one for every folded count
    /// and size: the digits go straight into the inline `SmolStr`, without `i128`'s `Display`
    /// and a heap `String` per literal.
    pub fn int(v: i128) -> Literal {
        let mut buf = [0u8; 40];
        let mut at = buf.len();
        let mut n = v.unsigned_abs();
        loop {
            at -= 1;
            buf[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        if v < 0 {
            at -= 1;
            buf[at] = b'-';
        }
        let text = std::str::from_utf8(&buf[at..]).map(SmolStr::new).unwrap_or_default();
        Literal { kind: LitKind::Int, text }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Plus,
    Neg,
    Not,
    BitNot,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

impl UnaryOp {
    /// Whether the operator yields a value (a prvalue) on builtin operands: everything but
    /// `*p`, `++x` and `--x`, which designate an object.
    pub fn yields_value(self) -> bool {
        !matches!(self, UnaryOp::Deref | UnaryOp::PreInc | UnaryOp::PreDec)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Spaceship,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
    Comma,
    /// `.*`
    PtrMemDot,
    /// `->*`
    PtrMemArrow,
}

impl BinaryOp {
    /// A comparison or a logical operator: its result is `bool` in C++ (`int` in C), whatever
    /// its operands are.
    pub fn yields_bool(self) -> bool {
        use BinaryOp::*;
        matches!(self, Lt | Gt | Le | Ge | Eq | Ne | And | Or)
    }
}

/// `=` and the compound assignments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AssignOp {
    Assign,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitXor,
    BitOr,
}

/// The operator of a fold expression: a binary operator (not `<=>`) or an assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FoldOp {
    Binary(BinaryOp),
    Assign(AssignOp),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastStyle {
    /// `(T) x`
    C,
    /// `T(x)`
    Functional,
    Static,
    Reinterpret,
    Const,
    Dynamic,
}

/// Work-item and work-group indices; only present after the SIMT family lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinVar {
    /// Index of the work-item in its group along an axis (`threadIdx.x`).
    LocalId(u8),
    /// Index of the group (`blockIdx.x`).
    GroupId(u8),
    /// Work-group size (`blockDim.x`).
    LocalSize(u8),
    /// Number of groups (`gridDim.x`).
    GroupCount(u8),
}

/// A designator in a brace initializer: `.x = ...` or `[2] = ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Designator {
    Field(SmolStr),
    Index(ExprId),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InitEntry {
    pub designators: Vec<Designator>,
    pub value: ExprId,
}

/// One entry of a lambda's capture list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Capture {
    /// `=`
    DefaultCopy,
    /// `&`
    DefaultRef,
    /// `this`
    This,
    /// `x` or `&x`: a variable of the enclosing scope (`local` when oklc resolved the name, so
    /// the capture prints the local's final name).
    Var { by_ref: bool, local: Option<LocalId>, name: SmolStr },
    /// `x = init` or `&x = init`: declares `local` (of type `auto`, visible in the body only),
    /// initialised by `init`, which is evaluated in the enclosing scope.
    Init { by_ref: bool, local: LocalId, init: ExprId },
}

/// A lambda expression, lowered like a function body nested in its enclosing function: its
/// parameters and body locals live in the enclosing function's arenas, so every pass that
/// rewrites uses of locals (`@exclusive` indexing, `@dim` accessors) reaches inside it.
///
/// `uses` lists the root expressions of the body: the expressions of its statements (nested
/// blocks included) and the initializers, `@dim` sizes and array sizes of the locals it declares,
/// parameters' default arguments first. They are the lambda's children for expression walkers
/// ([`Expr::for_each_child`]), so an analysis of the statement that defines a lambda sees what
/// its body reads and writes. Lowering fills it with [`crate::visit::lambda_uses`]; the verifier
/// checks that it still matches the body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lambda {
    pub captures: Vec<Capture>,
    /// Declared as [`crate::LocalKind::Var`] locals (the declaration is the lambda).
    pub params: Vec<LocalId>,
    /// A C-style `...` after the parameters.
    pub variadic: bool,
    pub mutable: bool,
    /// The trailing return type `-> T`.
    pub ret: Option<TyId>,
    pub body: Block,
    pub uses: Vec<ExprId>,
}

impl Lambda {
    /// Whether the capture list starts with `=` or `&`, so names used in the body are captured
    /// without being listed.
    pub fn has_default_capture(&self) -> bool {
        self.captures.iter().any(|c| matches!(c, Capture::DefaultCopy | Capture::DefaultRef))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Literal(Literal),
    Local(LocalId),
    Global(GlobalId),
    /// A name oklc does not resolve: functions (helpers and library), enumerators, qualified
    /// and template names (`std::min`, `twice<float>`), printed verbatim.
    Name(SmolStr),
    Unary {
        op: UnaryOp,
        arg: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    Assign {
        op: AssignOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    Cond {
        cond: ExprId,
        then: ExprId,
        els: ExprId,
    },
    Call {
        callee: ExprId,
        args: Vec<ExprId>,
    },
    Index {
        base: ExprId,
        index: ExprId,
    },
    Member {
        base: ExprId,
        member: SmolStr,
        arrow: bool,
    },
    Cast {
        style: CastStyle,
        ty: TyId,
        arg: ExprId,
    },
    /// `T{a, b}` or `T(a, b)` with several arguments.
    Construct {
        ty: TyId,
        args: Vec<ExprId>,
        braces: bool,
    },
    SizeOfType(TyId),
    SizeOfExpr(ExprId),
    AlignOf(TyId),
    /// `{a, .x = b, [2] = c}`
    InitList(Vec<InitEntry>),
    Builtin(BuiltinVar),
    /// Boxed: rare, and inline it would make every expression larger.
    Lambda(Box<Lambda>),
    /// Source text oklc passes through without modelling it (file-scope lambdas, lambdas in
    /// constant initializers).
    Verbatim(SmolStr),
    /// A pack expansion `pattern...` in a call's or constructor's arguments or a braced list
    /// (variadic helpers).
    Expand(ExprId),
    /// A C++17 fold expression, printed with its parentheses: `(lhs op ...)` when only `lhs`
    /// is set, `(... op rhs)` when only `rhs` is, `(lhs op ... op rhs)` with both.
    Fold {
        op: FoldOp,
        lhs: Option<ExprId>,
        rhs: Option<ExprId>,
    },
    /// `sizeof...(pack)`: the pack is a function parameter pack (a [`Expr::Local`]) or the
    /// name of a template parameter pack (a [`Expr::Name`]).
    SizeOfPack(ExprId),
    /// `throw e` or `throw`: C++ on host backends; the passes reject it on GPU backends, which
    /// have no exceptions.
    Throw(Option<ExprId>),
}

impl Expr {
    /// The operand this node writes, or lets be written through its address: the left side of
    /// an assignment, the operand of `++`/`--` and of `&`.
    pub fn written_operand(&self) -> Option<ExprId> {
        match self {
            Expr::Assign { lhs, .. } => Some(*lhs),
            // `(xs = ...)` assigns to the pack's elements, `(... = xs)` too.
            Expr::Fold { op: FoldOp::Assign(_), lhs, rhs } => lhs.or(*rhs),
            Expr::Unary {
                op:
                    UnaryOp::PreInc
                    | UnaryOp::PreDec
                    | UnaryOp::PostInc
                    | UnaryOp::PostDec
                    | UnaryOp::AddrOf,
                arg,
            } => Some(*arg),
            _ => None,
        }
    }

    /// Rebuilds the node with every child expression and type handle mapped. A lambda keeps its
    /// body and parameters (statements and locals are not expression handles): only its
    /// init-captures and return type are mapped, so a copied lambda shares its body with the
    /// original.
    pub fn map_handles<C>(
        self,
        ctx: &mut C,
        fe: fn(&mut C, ExprId) -> ExprId,
        ft: fn(&mut C, TyId) -> TyId,
    ) -> Expr {
        match self {
            Expr::Unary { op, arg } => Expr::Unary { op, arg: fe(ctx, arg) },
            Expr::Binary { op, lhs, rhs } => {
                let lhs = fe(ctx, lhs);
                Expr::Binary { op, lhs, rhs: fe(ctx, rhs) }
            }
            Expr::Assign { op, lhs, rhs } => {
                let lhs = fe(ctx, lhs);
                Expr::Assign { op, lhs, rhs: fe(ctx, rhs) }
            }
            Expr::Cond { cond, then, els } => {
                let cond = fe(ctx, cond);
                let then = fe(ctx, then);
                Expr::Cond { cond, then, els: fe(ctx, els) }
            }
            Expr::Call { callee, args } => {
                let callee = fe(ctx, callee);
                Expr::Call { callee, args: args.into_iter().map(|a| fe(ctx, a)).collect() }
            }
            Expr::Index { base, index } => {
                let base = fe(ctx, base);
                Expr::Index { base, index: fe(ctx, index) }
            }
            Expr::Member { base, member, arrow } => {
                Expr::Member { base: fe(ctx, base), member, arrow }
            }
            Expr::Cast { style, ty, arg } => {
                let ty = ft(ctx, ty);
                Expr::Cast { style, ty, arg: fe(ctx, arg) }
            }
            Expr::Construct { ty, args, braces } => {
                let ty = ft(ctx, ty);
                Expr::Construct { ty, args: args.into_iter().map(|a| fe(ctx, a)).collect(), braces }
            }
            Expr::SizeOfType(ty) => Expr::SizeOfType(ft(ctx, ty)),
            Expr::SizeOfExpr(e) => Expr::SizeOfExpr(fe(ctx, e)),
            Expr::SizeOfPack(e) => Expr::SizeOfPack(fe(ctx, e)),
            Expr::Throw(e) => Expr::Throw(e.map(|e| fe(ctx, e))),
            Expr::Expand(e) => Expr::Expand(fe(ctx, e)),
            Expr::Fold { op, lhs, rhs } => {
                let lhs = lhs.map(|e| fe(ctx, e));
                Expr::Fold { op, lhs, rhs: rhs.map(|e| fe(ctx, e)) }
            }
            Expr::AlignOf(ty) => Expr::AlignOf(ft(ctx, ty)),
            Expr::InitList(entries) => Expr::InitList(
                entries
                    .into_iter()
                    .map(|entry| InitEntry {
                        designators: entry
                            .designators
                            .into_iter()
                            .map(|d| match d {
                                Designator::Index(e) => Designator::Index(fe(ctx, e)),
                                field => field,
                            })
                            .collect(),
                        value: fe(ctx, entry.value),
                    })
                    .collect(),
            ),
            Expr::Lambda(mut lambda) => {
                for c in &mut lambda.captures {
                    if let Capture::Init { init, .. } = c {
                        *init = fe(ctx, *init);
                    }
                }
                lambda.ret = lambda.ret.map(|t| ft(ctx, t));
                Expr::Lambda(lambda)
            }
            leaf @ (Expr::Literal(_)
            | Expr::Local(_)
            | Expr::Global(_)
            | Expr::Name(_)
            | Expr::Builtin(_)
            | Expr::Verbatim(_)) => leaf,
        }
    }

    /// Calls `f` on every direct child expression, in evaluation-neutral source order.
    pub fn for_each_child(&self, mut f: impl FnMut(ExprId)) {
        match self {
            Expr::Unary { arg, .. }
            | Expr::Cast { arg, .. }
            | Expr::SizeOfExpr(arg)
            | Expr::SizeOfPack(arg)
            | Expr::Expand(arg) => f(*arg),
            Expr::Fold { lhs, rhs, .. } => lhs.iter().chain(rhs).copied().for_each(f),
            Expr::Throw(e) => e.iter().copied().for_each(f),
            Expr::Member { base, .. } => f(*base),
            Expr::Binary { lhs, rhs, .. } | Expr::Assign { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs);
            }
            Expr::Index { base, index } => {
                f(*base);
                f(*index);
            }
            Expr::Cond { cond, then, els } => {
                f(*cond);
                f(*then);
                f(*els);
            }
            Expr::Call { callee, args } => {
                f(*callee);
                args.iter().copied().for_each(f);
            }
            Expr::Construct { args, .. } => args.iter().copied().for_each(f),
            Expr::Lambda(lambda) => {
                for c in &lambda.captures {
                    if let Capture::Init { init, .. } = c {
                        f(*init);
                    }
                }
                lambda.uses.iter().copied().for_each(f);
            }
            Expr::InitList(entries) => {
                for entry in entries {
                    for d in &entry.designators {
                        if let Designator::Index(e) = d {
                            f(*e);
                        }
                    }
                    f(entry.value);
                }
            }
            Expr::Literal(_)
            | Expr::Local(_)
            | Expr::Global(_)
            | Expr::Name(_)
            | Expr::SizeOfType(_)
            | Expr::AlignOf(_)
            | Expr::Builtin(_)
            | Expr::Verbatim(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{LitKind, Literal, int_literal_value};

    #[test]
    fn int_literals_spell_like_display() {
        for v in [0, 1, -1, 9, 10, 16, -42, 1 << 40, i128::from(i64::MIN), i128::MAX, i128::MIN] {
            let lit = Literal::int(v);
            assert_eq!(lit.kind, LitKind::Int);
            assert_eq!(lit.text, v.to_string());
        }
    }

    #[test]
    fn integer_literals_in_every_base_and_suffix() {
        assert_eq!(int_literal_value("42"), Some(42));
        assert_eq!(int_literal_value("0x2A"), Some(42));
        assert_eq!(int_literal_value("052"), Some(42));
        assert_eq!(int_literal_value("0b101010u"), Some(42));
        assert_eq!(int_literal_value("1'000ull"), Some(1000));
        assert_eq!(int_literal_value("0"), Some(0));
        assert_eq!(int_literal_value("0u"), Some(0));
        assert_eq!(int_literal_value("08"), None);
        assert_eq!(int_literal_value("0x"), None);
        assert_eq!(int_literal_value("99999999999999999999"), None);
    }
}
