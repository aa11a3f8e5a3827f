//! The `conversion` group: implicit conversions that lose precision (`double` into `float`,
//! floating into integer) and unsuffixed `double` literals in `float` arithmetic.
//!
//! Types are known for literals, the function's parameters and locals declared with a built-in
//! scalar type (or pointers and arrays of one), and what arithmetic, indexing and casts make of
//! them; anything else (typedefs, calls, members) is unknown and never reported.

use indexmap::IndexMap;

use oklc_diag::Diagnostic;
use oklc_syntax::ast::{
    BinaryOp, Declarator, Expr, ExprId, Init, Item, ItemId, LitKind, StmtKind, TranslationUnit,
    TypeRef, TypeRefId, UnaryOp,
};
use smol_str::SmolStr;

use crate::codes;
use crate::walk;

/// An arithmetic type, ordered by the usual arithmetic conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Num {
    Int,
    Float,
    Double,
}

impl Num {
    fn as_str(self) -> &'static str {
        match self {
            Num::Int => "int",
            Num::Float => "float",
            Num::Double => "double",
        }
    }
}

/// A scalar type behind `depth` pointers or array dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ty {
    num: Num,
    depth: u8,
}

/// Reports the conversions in the function bodies of `item`.
pub(crate) fn item(unit: &TranslationUnit, id: ItemId, out: &mut Vec<Diagnostic>) {
    let mut functions = Vec::new();
    walk::functions(unit, id, true, &mut functions);
    for (f, _) in functions {
        let Item::Function(def) = unit.item(f) else { continue };
        let Some(body) = def.body else { continue };
        let mut scope = Scope::default();
        for p in &def.params {
            scope.declare(unit, &p.decl);
        }
        walk::stmts_in(unit, body, &mut |s| {
            if let StmtKind::Decl(decl) = &unit.stmt(s).kind {
                decl.declarators.iter().for_each(|d| scope.declare(unit, d));
            }
        });
        let cx = Cx { unit, scope: &scope };
        walk::stmts_in(unit, body, &mut |s| {
            if let StmtKind::Decl(decl) = &unit.stmt(s).kind {
                for d in &decl.declarators {
                    if let (Some(target), Some(Init::Assign(e))) = (scalar(unit, d.ty), &d.init) {
                        cx.stored(target, *e, out);
                    }
                }
            }
        });
        walk::exprs_in_stmt(unit, body, &mut |e| cx.check(e, out));
    }
}

/// The types of a function's parameters and locals by name; a name declared twice with
/// different types is unknown.
#[derive(Default)]
struct Scope {
    types: IndexMap<SmolStr, Option<Ty>>,
}

impl Scope {
    fn declare(&mut self, unit: &TranslationUnit, d: &Declarator) {
        let Some(name) = &d.name else { return };
        let ty = ty_of(unit, d.ty);
        let entry = self.types.entry(name.clone()).or_insert(ty);
        if *entry != ty {
            *entry = None;
        }
    }
}

struct Cx<'a> {
    unit: &'a TranslationUnit,
    scope: &'a Scope,
}

impl Cx<'_> {
    /// Checks one expression node (its children are visited separately).
    fn check(&self, e: ExprId, out: &mut Vec<Diagnostic>) {
        match self.unit.expr(e) {
            Expr::Binary { op, lhs, rhs } if is_arithmetic(*op) => {
                for (side, other) in [(*lhs, *rhs), (*rhs, *lhs)] {
                    if self.scalar_of(other) == Some(Num::Float) {
                        self.double_literal(side, out);
                    }
                }
            }
            Expr::Assign { op, lhs, rhs } => match (op, self.scalar_of(*lhs)) {
                (None, Some(target)) => self.stored(target, *rhs, out),
                (Some(op), Some(Num::Float)) if is_arithmetic(*op) => {
                    self.double_literal(*rhs, out)
                }
                _ => {}
            },
            _ => {}
        }
    }

    /// `value` is converted to `target`, as in an initialisation or assignment.
    fn stored(&self, target: Num, value: ExprId, out: &mut Vec<Diagnostic>) {
        if is_literal(self.unit, value) {
            return;
        }
        let Some(source) = self.scalar_of(value) else { return };
        if source <= target || (source == Num::Float && target == Num::Double) {
            return;
        }
        let Some(&span) = self.unit.spans.exprs.get(value) else { return };
        out.push(
            Diagnostic::warning(
                codes::LOSSY_CONVERSION,
                format!(
                    "implicit conversion from `{}` to `{}` may lose precision",
                    source.as_str(),
                    target.as_str()
                ),
                span,
            )
            .with_primary_message(format!("this is a `{}`", source.as_str()))
            .with_help(format!("write the conversion if it is meant: `({})`", target.as_str())),
        );
    }

    /// Reports `e` when it is an unsuffixed floating literal in `float` arithmetic.
    fn double_literal(&self, e: ExprId, out: &mut Vec<Diagnostic>) {
        let Expr::Lit { kind: LitKind::Float, text } = self.unit.expr(e) else { return };
        if lit_num(text) != Some(Num::Double) {
            return;
        }
        let Some(&span) = self.unit.spans.exprs.get(e) else { return };
        out.push(
            Diagnostic::warning(
                codes::DOUBLE_PROMOTION,
                format!("`double` literal `{text}` makes this `float` arithmetic double precision"),
                span,
            )
            .with_primary_message("a `double`")
            .with_help(format!("write `{text}f` to keep the arithmetic in `float`"))
            .with_fix(format!("write `{text}f`"), span, format!("{text}f")),
        );
    }

    /// The arithmetic type of a scalar expression, when known.
    fn scalar_of(&self, e: ExprId) -> Option<Num> {
        self.ty_of(e).filter(|t| t.depth == 0).map(|t| t.num)
    }

    fn ty_of(&self, e: ExprId) -> Option<Ty> {
        let scalar = |num| Some(Ty { num, depth: 0 });
        match self.unit.expr(e) {
            Expr::Lit { kind: LitKind::Int, .. } => scalar(Num::Int),
            Expr::Lit { kind: LitKind::Float, text } => lit_num(text).and_then(scalar),
            Expr::Name { name, targs: None } => self.scope.types.get(name).copied().flatten(),
            Expr::Paren(inner) => self.ty_of(*inner),
            Expr::Unary { op: UnaryOp::Neg | UnaryOp::Plus, operand } => self.ty_of(*operand),
            Expr::Unary { op: UnaryOp::Deref, operand } => deref(self.ty_of(*operand)?),
            Expr::Index { base, .. } => deref(self.ty_of(*base)?),
            Expr::Binary { op, lhs, rhs } if is_arithmetic(*op) => {
                let (l, r) = (self.scalar_of(*lhs)?, self.scalar_of(*rhs)?);
                scalar(l.max(r))
            }
            Expr::Cast { ty, .. } | Expr::Construct { ty, .. } => ty_of(self.unit, *ty),
            Expr::Cond { then, els, .. } => {
                let (t, e) = (self.ty_of(*then)?, self.ty_of(*els)?);
                (t == e).then_some(t)
            }
            _ => None,
        }
    }
}

fn deref(t: Ty) -> Option<Ty> {
    Some(Ty { num: t.num, depth: t.depth.checked_sub(1)? })
}

fn is_arithmetic(op: BinaryOp) -> bool {
    matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div)
}

/// A literal, possibly negated or parenthesised: its conversion happens at compile time.
fn is_literal(unit: &TranslationUnit, e: ExprId) -> bool {
    match unit.expr(e) {
        Expr::Lit { .. } => true,
        Expr::Paren(inner) | Expr::Unary { op: UnaryOp::Neg | UnaryOp::Plus, operand: inner } => {
            is_literal(unit, *inner)
        }
        _ => false,
    }
}

/// The type of a floating literal from its suffix (`long double` is not modelled).
fn lit_num(text: &str) -> Option<Num> {
    let hex = text.starts_with("0x") || text.starts_with("0X");
    match text.chars().last()? {
        'f' | 'F' if !hex || text.contains(['p', 'P']) => Some(Num::Float),
        'l' | 'L' => None,
        _ => Some(Num::Double),
    }
}

/// The scalar arithmetic type of a declarator's type, with no pointer or array.
fn scalar(unit: &TranslationUnit, ty: TypeRefId) -> Option<Num> {
    ty_of(unit, ty).filter(|t| t.depth == 0).map(|t| t.num)
}

fn ty_of(unit: &TranslationUnit, ty: TypeRefId) -> Option<Ty> {
    match unit.ty(ty) {
        TypeRef::Builtin(name) => {
            let num = match name.as_str() {
                "float" => Num::Float,
                "double" => Num::Double,
                "bool" | "void" | "long double" => return None,
                n if n.contains("int")
                    || n.contains("char")
                    || n.contains("short")
                    || n.contains("long")
                    || n.contains("unsigned")
                    || n.contains("signed") =>
                {
                    Num::Int
                }
                _ => return None,
            };
            Some(Ty { num, depth: 0 })
        }
        TypeRef::Qualified { inner, .. } => ty_of(unit, *inner),
        TypeRef::Pointer { pointee: inner, class: None, .. }
        | TypeRef::Array { elem: inner, .. } => {
            let t = ty_of(unit, *inner)?;
            Some(Ty { num: t.num, depth: t.depth.checked_add(1)? })
        }
        _ => None,
    }
}
