//! The OKL attribute table: placement rules, argument rules, and decoding into typed values.
//!
//! Every decoder takes the attributes written on one construct, reports unknown, misplaced,
//! duplicated and malformed attributes, and returns what the valid ones mean. Decoders never
//! fail: a bad attribute is reported and then ignored.

use oklc_diag::{Diagnostic, codes::sema as codes};
use oklc_ir::BarrierKind;
use oklc_span::Span;
use oklc_syntax::ast::{
    Attr, AttrArg, AttrId, AttrKind, AttrSyntax, Expr, ExprId, LitKind, TranslationUnit,
};

use crate::consteval::{ConstEnv, eval_int};
use crate::suggest::closest;

/// Known attribute names, for suggestions.
const KNOWN: &[&str] = oklc_lex::OKL_ATTRIBUTES;

/// The kind of construct attributes are written on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    Function,
    Loop,
    /// A variable declaration, parameter or typedef declarator.
    Variable,
    /// A file-scope variable: only `@dim`, `@dimOrder` and `@restrict` mean something there
    /// (the OKL reference lists globals among `@dim`'s places).
    Global,
    /// A data member of a struct, class or union: `@restrict` and `@globalPtr`.
    Field,
    /// `@barrier;`
    EmptyStatement,
    ExprStatement,
    BlockStatement,
    /// Any other statement; the string names it for messages ("`while` loop").
    Statement(&'static str),
    /// A struct, enum or other declaration that takes no OKL attributes.
    Declaration,
}

impl Placement {
    fn allows(self, kind: AttrKind) -> bool {
        use AttrKind::*;
        match self {
            // `@restrict float *f(...)`: the returned pointer (the OKL reference allows it).
            Placement::Function => matches!(kind, Kernel | Restrict),
            Placement::Loop => {
                matches!(kind, Outer | Inner | Tile | NoBarrier | MaxInnerDims | SimdLength)
            }
            Placement::Variable => matches!(
                kind,
                Shared | Exclusive | Dim | DimOrder | Restrict | GlobalPtr | ImplicitArg
            ),
            Placement::Global => matches!(kind, Dim | DimOrder | Restrict),
            // A pointer member of a struct or class (the OKL reference lists struct fields);
            // `@globalPtr` on one is what legacy OCCA accepts (nekRS's boundary-data struct).
            Placement::Field => matches!(kind, Restrict | GlobalPtr),
            Placement::EmptyStatement => matches!(kind, Barrier),
            Placement::ExprStatement | Placement::BlockStatement => matches!(kind, Atomic),
            Placement::Statement(_) | Placement::Declaration => false,
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Placement::Function => "a function",
            Placement::Loop => "a `for` loop",
            Placement::Variable => "a variable declaration",
            Placement::Global => "a file-scope variable",
            Placement::Field => "a struct member",
            Placement::EmptyStatement => "an empty statement",
            Placement::ExprStatement => "an expression statement",
            Placement::BlockStatement => "a block",
            Placement::Statement(what) => what,
            Placement::Declaration => "this declaration",
        }
    }
}

/// Where an attribute belongs, for the help line of a misplaced one.
fn home_of(kind: AttrKind) -> &'static str {
    use AttrKind::*;
    match kind {
        Kernel => "`@kernel` marks a function definition: `@kernel void f(...)`",
        Outer | Inner | Tile | NoBarrier | MaxInnerDims | SimdLength => {
            "loop attributes go on a `for` loop: `for (...; ...; ...; @outer)` or `@outer for (...)`"
        }
        Restrict => {
            "`@restrict` goes on a pointer variable, parameter, typedef or function return type"
        }
        Shared | Exclusive => {
            "`@shared` and `@exclusive` variables are declared in an `@outer` loop body, outside its `@inner` loops"
        }
        Dim | DimOrder | GlobalPtr | ImplicitArg => {
            "this attribute goes on a variable declaration, parameter or typedef"
        }
        Barrier => "write `@barrier;` as a statement of its own",
        Atomic => "`@atomic` goes on an expression statement or a block",
        Directive => {
            "`@directive(\"#...\")` is expanded by the preprocessor into the directive it names"
        }
        Unknown => "",
    }
}

/// The primary text of a misplaced attribute: the construct it belongs on.
fn belongs_on(kind: AttrKind) -> &'static str {
    use AttrKind::*;
    match kind {
        Kernel => "only on a function definition",
        Outer | Inner | Tile | NoBarrier | MaxInnerDims | SimdLength => "only on a `for` loop",
        Restrict => "only on a pointer or a function",
        Shared | Exclusive => "only on a variable in an `@outer` loop",
        Dim | DimOrder | GlobalPtr | ImplicitArg => "only on a variable, parameter or typedef",
        Barrier => "only as a statement of its own",
        Atomic => "only on an expression statement or a block",
        Directive | Unknown => "only expanded by the preprocessor",
    }
}

/// "no sizes given", "1 argument given", "4 arguments given".
fn given(n: usize, noun: &str) -> String {
    match n {
        0 => format!("no {noun}s given"),
        1 => format!("1 {noun} given"),
        _ => format!("{n} {noun}s given"),
    }
}

/// What an attribute argument is, for "found ..." texts.
fn arg_kind(arg: &AttrArg) -> String {
    match arg {
        AttrArg::Expr(_) => "an expression".to_string(),
        AttrArg::Nested(_) => "a loop attribute".to_string(),
        AttrArg::Named { key, .. } => format!("the option `{key}=`"),
        AttrArg::Str(_) => "a string".to_string(),
    }
}

/// The primary text of an argument that is not a compile-time constant: the name it reads, if
/// it is one.
fn not_constant(unit: &TranslationUnit, e: ExprId) -> String {
    match unit.expr(e) {
        Expr::Name { name, .. } => format!("`{name}` is not a compile-time constant"),
        _ => "not a compile-time constant".to_string(),
    }
}

/// What decoding needs: the tree, a constant environment and the diagnostic sink.
pub struct AttrCtx<'a> {
    pub unit: &'a TranslationUnit,
    pub env: &'a dyn ConstEnv,
    pub diags: &'a mut Vec<Diagnostic>,
}

impl<'a> AttrCtx<'a> {
    fn span(&self, id: AttrId) -> Span {
        self.unit.spans.attrs.get(id).copied().unwrap_or_default()
    }

    fn expr_span(&self, id: ExprId) -> Span {
        self.unit.spans.exprs.get(id).copied().unwrap_or_default()
    }

    /// Reports unknown, misplaced and duplicated attributes; returns the usable ones.
    fn filter(&mut self, attrs: &[AttrId], placement: Placement) -> Vec<(AttrId, &'a Attr)> {
        let unit: &'a TranslationUnit = self.unit;
        let mut kept: Vec<(AttrId, &'a Attr)> = Vec::new();
        for &id in attrs {
            let attr = unit.attr(id);
            let span = self.span(id);
            if attr.kind == AttrKind::Unknown {
                // Named as written: `[[okl_innr("")]]` is reported as `okl_innr`.
                let prefix = match attr.syntax {
                    AttrSyntax::Normalized => "okl_",
                    AttrSyntax::At => "@",
                };
                let mut d = Diagnostic::error(
                    codes::UNKNOWN_ATTRIBUTE,
                    format!("unknown attribute `{prefix}{}`", attr.name),
                    span,
                )
                .with_primary_message("not an OKL attribute");
                d = match closest(&attr.name, KNOWN) {
                    Some(s) => d.with_help(format!("did you mean `{prefix}{s}`?")),
                    None => d.with_help("OKL attributes are listed by `oklc explain OKL0300`"),
                };
                self.diags.push(d);
                continue;
            }
            if !placement.allows(attr.kind) {
                self.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_PLACEMENT,
                        format!("`@{}` cannot be applied to {}", attr.name, placement.describe()),
                        span,
                    )
                    .with_primary_message(belongs_on(attr.kind))
                    .with_help(home_of(attr.kind)),
                );
                continue;
            }
            if let Some(pos) = kept.iter().position(|(_, a)| a.kind == attr.kind) {
                let first = self.span(kept[pos].0);
                self.diags.push(
                    Diagnostic::warning(
                        codes::DUPLICATE_ATTRIBUTE,
                        format!("duplicate `@{}`", attr.name),
                        span,
                    )
                    .with_primary_message("this one is used, the first is ignored")
                    .with_label(first, "first written here")
                    .with_help("the last one wins; remove one of them"),
                );
                kept.remove(pos);
            }
            kept.push((id, attr));
        }
        kept
    }

    fn expect_no_args(&mut self, id: AttrId, attr: &Attr) {
        if !attr.args().is_empty() {
            self.diags.push(
                Diagnostic::error(
                    codes::ATTRIBUTE_ARGUMENTS,
                    format!("`@{}` does not take arguments", attr.name),
                    self.span(id),
                )
                .with_primary_message(given(attr.args().len(), "argument"))
                .with_help(format!("write `@{}`", attr.name)),
            );
        }
    }

    /// A positional constant integer argument.
    fn const_arg(&mut self, id: AttrId, attr: &Attr, arg: &AttrArg, what: &str) -> Option<i64> {
        match arg {
            AttrArg::Expr(e) => match eval_int(self.unit, *e, self.env) {
                Some(v) => Some(v),
                None => {
                    self.diags.push(
                        Diagnostic::error(
                            codes::NOT_CONSTANT,
                            format!("{what} of `@{}` is not an integer constant", attr.name),
                            self.expr_span(*e),
                        )
                        .with_primary_message(not_constant(self.unit, *e))
                        .with_help("use an integer literal or a macro that expands to one"),
                    );
                    None
                }
            },
            _ => {
                self.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_ARGUMENTS,
                        format!("{what} of `@{}` must be an integer", attr.name),
                        self.span(id),
                    )
                    .with_primary_message(format!("found {}", arg_kind(arg)))
                    .with_help(format!("write `@{}(1)`", attr.name)),
                );
                None
            }
        }
    }

    /// The optional axis argument of `@outer`/`@inner`.
    fn axis(&mut self, id: AttrId, attr: &Attr) -> Option<u8> {
        match attr.args() {
            [] => None,
            [arg] => {
                let v = self.const_arg(id, attr, arg, "the axis")?;
                if (0..=2).contains(&v) {
                    Some(v as u8)
                } else {
                    let span = match arg {
                        AttrArg::Expr(e) => self.expr_span(*e),
                        _ => self.span(id),
                    };
                    self.diags.push(
                        Diagnostic::error(
                            codes::AXIS_OUT_OF_RANGE,
                            format!("axis {v} of `@{}` is out of range", attr.name),
                            span,
                        )
                        .with_primary_message("must be 0, 1 or 2")
                        .with_help("axes are 0 (x), 1 (y) and 2 (z)"),
                    );
                    None
                }
            }
            _ => {
                self.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_ARGUMENTS,
                        format!("`@{}` takes at most one argument, the axis", attr.name),
                        self.span(id),
                    )
                    .with_primary_message(given(attr.args().len(), "argument"))
                    .with_help(format!("write `@{}` or `@{}(0)`", attr.name, attr.name)),
                );
                None
            }
        }
    }
}

/// The role a `@tile` gives one of its two loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileRoleSpec {
    Regular,
    Outer(Option<u8>),
    Inner(Option<u8>),
}

/// The OKL meaning of a `for` loop's attributes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopOklKind {
    Regular,
    Outer(Option<u8>),
    Inner(Option<u8>),
    Tile { size: ExprId, block: TileRoleSpec, element: TileRoleSpec, check: bool },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopOkl {
    pub kind: LoopOklKind,
    /// Span of the attribute that gave the kind.
    pub kind_span: Option<Span>,
    pub nobarrier: bool,
    pub max_inner_dims: Option<[u32; 3]>,
    pub simd_length: Option<u32>,
}

impl LoopOkl {
    pub fn is_okl(&self) -> bool {
        self.kind != LoopOklKind::Regular
    }
}

/// Decodes the attributes of a `for` loop.
pub fn loop_attrs(cx: &mut AttrCtx<'_>, attrs: &[AttrId]) -> LoopOkl {
    let mut out = LoopOkl {
        kind: LoopOklKind::Regular,
        kind_span: None,
        nobarrier: false,
        max_inner_dims: None,
        simd_length: None,
    };
    let mut kind_name = "";
    for (id, attr) in cx.filter(attrs, Placement::Loop) {
        let span = cx.span(id);
        let kind = match attr.kind {
            AttrKind::Outer => LoopOklKind::Outer(cx.axis(id, attr)),
            AttrKind::Inner => LoopOklKind::Inner(cx.axis(id, attr)),
            AttrKind::Tile => match tile(cx, id, attr) {
                Some(kind) => kind,
                None => continue,
            },
            AttrKind::NoBarrier => {
                cx.expect_no_args(id, attr);
                out.nobarrier = true;
                continue;
            }
            AttrKind::MaxInnerDims => {
                out.max_inner_dims = max_inner_dims(cx, id, attr);
                continue;
            }
            AttrKind::SimdLength => {
                out.simd_length = simd_length(cx, id, attr);
                continue;
            }
            _ => continue,
        };
        if let Some(previous) = out.kind_span {
            cx.diags.push(
                Diagnostic::error(
                    codes::OUTER_AND_INNER,
                    "a loop can carry only one of `@outer`, `@inner` and `@tile`",
                    span,
                )
                .with_primary_message(format!("conflicts with `@{kind_name}`"))
                .with_label(previous, "already marked here")
                .with_help(
                    "nest two loops, or use `@tile(size, @outer, @inner)` to split one loop",
                ),
            );
            continue;
        }
        out.kind = kind;
        out.kind_span = Some(span);
        kind_name = &attr.name;
    }
    out
}

fn tile(cx: &mut AttrCtx<'_>, id: AttrId, attr: &Attr) -> Option<LoopOklKind> {
    let args = attr.args();
    let span = cx.span(id);
    let usage = "write `@tile(size, @outer, @inner, check=true)`; the loop attributes and `check` are optional";
    let Some(AttrArg::Expr(size)) = args.first() else {
        cx.diags.push(
            Diagnostic::error(
                codes::ATTRIBUTE_ARGUMENTS,
                "`@tile` needs the tile size as its first argument",
                span,
            )
            .with_primary_message(match args.first() {
                None => "no arguments given".to_string(),
                Some(arg) => format!("the first argument is {}", arg_kind(arg)),
            })
            .with_help(usage),
        );
        return None;
    };
    let mut roles = Vec::new();
    let mut check = true;
    for arg in &args[1..] {
        match arg {
            AttrArg::Nested(ids) => {
                if roles.len() == 2 {
                    cx.diags.push(
                        Diagnostic::error(
                            codes::ATTRIBUTE_ARGUMENTS,
                            "`@tile` takes at most two loop-attribute arguments",
                            span,
                        )
                        .with_primary_message(given(
                            args.iter().filter(|a| matches!(a, AttrArg::Nested(_))).count(),
                            "loop attribute",
                        ))
                        .with_help(usage),
                    );
                    return None;
                }
                roles.push(tile_role(cx, ids)?);
            }
            AttrArg::Named { key, value } if key == "check" => {
                match eval_int(cx.unit, *value, cx.env) {
                    Some(v) => check = v != 0,
                    None => {
                        cx.diags.push(
                            Diagnostic::error(
                                codes::NOT_CONSTANT,
                                "`check` of `@tile` must be a constant",
                                cx.expr_span(*value),
                            )
                            .with_primary_message(not_constant(cx.unit, *value))
                            .with_help("write `check=true` or `check=false`"),
                        );
                    }
                }
            }
            AttrArg::Named { key, .. } => {
                cx.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_ARGUMENTS,
                        format!("`@tile` has no option `{key}`"),
                        span,
                    )
                    .with_primary_message(format!("expected `check=`, found `{key}=`"))
                    .with_help("the only option is `check=true|false`"),
                );
            }
            AttrArg::Expr(e) => {
                cx.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_ARGUMENTS,
                        "`@tile` arguments after the size must be loop attributes",
                        cx.expr_span(*e),
                    )
                    .with_primary_message("expected a loop attribute such as `@outer`")
                    .with_help(usage),
                );
                return None;
            }
            AttrArg::Str(_) => {
                cx.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_ARGUMENTS,
                        "`@tile` does not take strings",
                        span,
                    )
                    .with_primary_message("expected a loop attribute, found a string")
                    .with_help(usage),
                );
                return None;
            }
        }
    }
    let block = roles.first().copied().unwrap_or(TileRoleSpec::Regular);
    let element = roles.get(1).copied().unwrap_or(TileRoleSpec::Regular);
    Some(LoopOklKind::Tile { size: *size, block, element, check })
}

fn tile_role(cx: &mut AttrCtx<'_>, ids: &[AttrId]) -> Option<TileRoleSpec> {
    let mut role = TileRoleSpec::Regular;
    for &id in ids {
        let attr = cx.unit.attr(id);
        match attr.kind {
            AttrKind::Outer if role == TileRoleSpec::Regular => {
                role = TileRoleSpec::Outer(cx.axis(id, attr))
            }
            AttrKind::Inner if role == TileRoleSpec::Regular => {
                role = TileRoleSpec::Inner(cx.axis(id, attr))
            }
            _ => {
                cx.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_ARGUMENTS,
                        format!("`@{}` is not allowed inside `@tile`", attr.name),
                        cx.span(id),
                    )
                    .with_primary_message(match (attr.kind, role) {
                        (AttrKind::Outer | AttrKind::Inner, TileRoleSpec::Outer(_)) => {
                            "this loop already has `@outer`"
                        }
                        (AttrKind::Outer | AttrKind::Inner, _) => "this loop already has `@inner`",
                        _ => "expected `@outer` or `@inner`",
                    })
                    .with_help("each loop of a tile takes one of `@outer` or `@inner`"),
                );
                return None;
            }
        }
    }
    Some(role)
}

fn positive_ints(cx: &mut AttrCtx<'_>, id: AttrId, attr: &Attr, min: i64) -> Option<Vec<u32>> {
    let mut out = Vec::new();
    for arg in attr.args() {
        let v = cx.const_arg(id, attr, arg, "an argument")?;
        if v < min || v > i64::from(u32::MAX) {
            cx.diags.push(
                Diagnostic::error(
                    codes::ATTRIBUTE_ARGUMENTS,
                    format!("`@{}` argument {v} is out of range", attr.name),
                    cx.span(id),
                )
                .with_primary_message(if v < min {
                    format!("must be {min} or more")
                } else {
                    format!("must be at most {}", u32::MAX)
                })
                .with_help(if min > 0 {
                    "sizes must be positive"
                } else {
                    "the value must not be negative"
                }),
            );
            return None;
        }
        out.push(v as u32);
    }
    Some(out)
}

fn max_inner_dims(cx: &mut AttrCtx<'_>, id: AttrId, attr: &Attr) -> Option<[u32; 3]> {
    if attr.args().is_empty() || attr.args().len() > 3 {
        cx.diags.push(
            Diagnostic::error(
                codes::ATTRIBUTE_ARGUMENTS,
                "`@max_inner_dims` takes one to three sizes",
                cx.span(id),
            )
            .with_primary_message(given(attr.args().len(), "size"))
            .with_help("write `@max_inner_dims(x)`, `(x, y)` or `(x, y, z)`"),
        );
        return None;
    }
    let v = positive_ints(cx, id, attr, 1)?;
    Some([v[0], v.get(1).copied().unwrap_or(1), v.get(2).copied().unwrap_or(1)])
}

fn simd_length(cx: &mut AttrCtx<'_>, id: AttrId, attr: &Attr) -> Option<u32> {
    if attr.args().len() != 1 {
        cx.diags.push(
            Diagnostic::error(
                codes::ATTRIBUTE_ARGUMENTS,
                "`@simd_length` takes exactly one argument",
                cx.span(id),
            )
            .with_primary_message(given(attr.args().len(), "argument"))
            .with_help("write `@simd_length(16)`"),
        );
        return None;
    }
    positive_ints(cx, id, attr, 0).map(|v| v[0])
}

/// The OKL meaning of a declaration's attributes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeclOkl {
    pub shared: Option<Span>,
    pub exclusive: Option<Span>,
    pub restrict: Option<Span>,
    /// `@dim` extents (syntax expressions) and the attribute's span.
    pub dim: Option<(Vec<ExprId>, Span)>,
    /// `@dimOrder` indices, each listed once; whether they fit the `@dim` is [`DeclOkl::check`]'s
    /// question, since the extents may come from a typedef.
    pub dim_order: Option<(Vec<i64>, Span)>,
    pub global_ptr: bool,
    pub implicit_arg: bool,
}

impl DeclOkl {
    /// Combines typedef-inherited attributes (`base`) with the declaration's own (`self` wins).
    pub fn inherit(mut self, base: &DeclOkl) -> DeclOkl {
        self.shared = self.shared.or(base.shared);
        self.exclusive = self.exclusive.or(base.exclusive);
        self.restrict = self.restrict.or(base.restrict);
        if self.dim.is_none() {
            self.dim = base.dim.clone();
            if self.dim_order.is_none() {
                self.dim_order = base.dim_order.clone();
            }
        }
        self.global_ptr |= base.global_ptr;
        self.implicit_arg |= base.implicit_arg;
        self
    }

    /// Final consistency checks once inherited attributes are merged.
    pub fn check(&self, diags: &mut Vec<Diagnostic>) {
        if let (Some(shared), Some(exclusive)) = (self.shared, self.exclusive) {
            diags.push(
                Diagnostic::error(codes::SHARED_AND_EXCLUSIVE, "a variable cannot be both `@shared` and `@exclusive`", exclusive)
                    .with_primary_message("conflicts with `@shared`")
                    .with_label(shared, "`@shared` here")
                    .with_help("`@shared` is one copy per work-group, `@exclusive` one per work-item: keep one"),
            );
        }
        if let Some((order, span)) = &self.dim_order {
            match &self.dim {
                None => diags.push(
                    Diagnostic::error(
                        codes::DIM_ORDER_MISMATCH,
                        "`@dimOrder` without `@dim`",
                        *span,
                    )
                    .with_primary_message("no `@dim` to permute")
                    .with_help("add `@dim(...)` with the extents to permute"),
                ),
                Some((dims, dim_span)) if dims.len() != order.len() => diags.push(
                    Diagnostic::error(
                        codes::DIM_ORDER_MISMATCH,
                        format!(
                            "`@dimOrder` lists {} indices but `@dim` has {} extents",
                            order.len(),
                            dims.len()
                        ),
                        *span,
                    )
                    .with_primary_message(format!("needs {} indices", dims.len()))
                    .with_label(*dim_span, "extents declared here")
                    .with_help("list every dimension index exactly once"),
                ),
                Some((dims, dim_span)) => {
                    let n = dims.len() as i64;
                    if let Some(v) = order.iter().find(|v| **v >= n) {
                        diags.push(
                            Diagnostic::error(
                                codes::INVALID_DIM_ORDER,
                                format!("invalid `@dimOrder`: index {v} is out of range 0..{n}"),
                                *span,
                            )
                            .with_primary_message(format!("{n} indices run from 0 to {}", n - 1))
                            .with_label(*dim_span, format!("{n} extents declared here"))
                            .with_help("list every dimension index 0..n-1 exactly once"),
                        );
                    }
                }
            }
        }
    }
}

/// Decodes the OKL attributes of a declarator placed at `placement` ([`Placement::Variable`] or
/// [`Placement::Global`]); misplaced ones are reported and dropped.
pub fn decl_attrs(cx: &mut AttrCtx<'_>, attrs: &[AttrId], placement: Placement) -> DeclOkl {
    let mut out = DeclOkl::default();
    for (id, attr) in cx.filter(attrs, placement) {
        let span = cx.span(id);
        match attr.kind {
            AttrKind::Shared => {
                cx.expect_no_args(id, attr);
                out.shared = Some(span);
            }
            AttrKind::Exclusive => {
                cx.expect_no_args(id, attr);
                out.exclusive = Some(span);
            }
            AttrKind::Restrict => {
                cx.expect_no_args(id, attr);
                out.restrict = Some(span);
            }
            AttrKind::GlobalPtr => {
                cx.expect_no_args(id, attr);
                out.global_ptr = true;
            }
            AttrKind::ImplicitArg => {
                cx.expect_no_args(id, attr);
                out.implicit_arg = true;
            }
            AttrKind::Dim => {
                let mut dims = Vec::new();
                for arg in attr.args() {
                    match arg {
                        AttrArg::Expr(e) => dims.push(*e),
                        other => {
                            cx.diags.push(
                                Diagnostic::error(
                                    codes::ATTRIBUTE_ARGUMENTS,
                                    "`@dim` arguments must be expressions",
                                    span,
                                )
                                .with_primary_message(format!(
                                    "expected an extent, found {}",
                                    arg_kind(other)
                                ))
                                .with_help("write `@dim(N, M)`"),
                            );
                            dims.clear();
                            break;
                        }
                    }
                }
                if attr.args().is_empty() {
                    cx.diags.push(
                        Diagnostic::error(
                            codes::ATTRIBUTE_ARGUMENTS,
                            "`@dim` needs at least one extent",
                            span,
                        )
                        .with_primary_message("no extents given")
                        .with_help("write `@dim(N, M)`"),
                    );
                }
                if !dims.is_empty() {
                    out.dim = Some((dims, span));
                }
            }
            AttrKind::DimOrder => {
                let mut order = Vec::new();
                let n = attr.args().len() as i64;
                let mut ok = n > 0;
                // Indices past the end are judged against the `@dim` in `check`: with another
                // number of extents the list is the wrong length (OKL0309), not a bad index.
                for arg in attr.args() {
                    match cx.const_arg(id, attr, arg, "an index") {
                        Some(v) if v >= 0 && !order.contains(&v) => order.push(v),
                        Some(v) => {
                            let (why, text) = if v >= 0 {
                                (
                                    format!("index {v} appears twice"),
                                    format!("{v} is already listed"),
                                )
                            } else {
                                (
                                    format!("index {v} is negative"),
                                    "indices count from 0".to_string(),
                                )
                            };
                            cx.diags.push(
                                Diagnostic::error(
                                    codes::INVALID_DIM_ORDER,
                                    format!("invalid `@dimOrder`: {why}"),
                                    span,
                                )
                                .with_primary_message(text)
                                .with_help("list every dimension index 0..n-1 exactly once"),
                            );
                            ok = false;
                        }
                        None => ok = false,
                    }
                }
                if n == 0 {
                    cx.diags.push(
                        Diagnostic::error(
                            codes::ATTRIBUTE_ARGUMENTS,
                            "`@dimOrder` needs at least one index",
                            span,
                        )
                        .with_primary_message("no indices given")
                        .with_help("write `@dimOrder(1, 0)`"),
                    );
                }
                if ok {
                    out.dim_order = Some((order, span));
                }
            }
            _ => {}
        }
    }
    out
}

/// What an attributed statement means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StmtOkl {
    Barrier(BarrierKind),
    Atomic,
}

/// Decodes the attributes of a statement that is not a `for` loop.
pub fn stmt_attrs(cx: &mut AttrCtx<'_>, attrs: &[AttrId], placement: Placement) -> Option<StmtOkl> {
    let mut out = None;
    for (id, attr) in cx.filter(attrs, placement) {
        match attr.kind {
            AttrKind::Barrier => out = barrier(cx, id, attr),
            AttrKind::Atomic => {
                cx.expect_no_args(id, attr);
                out = Some(StmtOkl::Atomic);
            }
            _ => {}
        }
    }
    out
}

fn barrier(cx: &mut AttrCtx<'_>, id: AttrId, attr: &Attr) -> Option<StmtOkl> {
    let span = cx.span(id);
    match attr.args() {
        [] => Some(StmtOkl::Barrier(BarrierKind::Group)),
        [AttrArg::Str(s)] => string_barrier(cx, s, span),
        [AttrArg::Expr(e)] => match cx.unit.expr(*e) {
            Expr::Lit { kind: LitKind::Str, text } => string_barrier(cx, text, span),
            _ => {
                cx.diags.push(
                    Diagnostic::error(
                        codes::INVALID_BARRIER,
                        "`@barrier` takes a string argument",
                        cx.expr_span(*e),
                    )
                    .with_primary_message("not a string literal")
                    .with_help(
                        "write `@barrier;`, `@barrier(\"global\");` or `@barrier(\"warp\");`",
                    ),
                );
                Some(StmtOkl::Barrier(BarrierKind::Group))
            }
        },
        _ => {
            cx.diags.push(
                Diagnostic::error(
                    codes::ATTRIBUTE_ARGUMENTS,
                    "`@barrier` takes at most one argument",
                    span,
                )
                .with_primary_message(given(attr.args().len(), "argument"))
                .with_help("write `@barrier;`, `@barrier(\"global\");` or `@barrier(\"warp\");`"),
            );
            Some(StmtOkl::Barrier(BarrierKind::Group))
        }
    }
}

/// `"local"` and `"global"` are legacy OCCA spellings (it accepted any string) that real
/// kernels use; other strings are most likely typos and stay errors (docs/passes.md).
fn string_barrier(cx: &mut AttrCtx<'_>, text: &str, span: Span) -> Option<StmtOkl> {
    match text.trim_matches('"') {
        "local" => Some(StmtOkl::Barrier(BarrierKind::Group)),
        "global" => Some(StmtOkl::Barrier(BarrierKind::Global)),
        "warp" => Some(StmtOkl::Barrier(BarrierKind::Warp)),
        other => {
            cx.diags.push(
                Diagnostic::error(
                    codes::INVALID_BARRIER,
                    format!("invalid barrier type \"{}\"", oklc_diag::escape_controls(other)),
                    span,
                )
                .with_primary_message("expected \"local\", \"global\" or \"warp\"")
                .with_help(
                    "barrier types are \"local\" (the same as `@barrier;`), \"global\" and \"warp\"",
                ),
            );
            Some(StmtOkl::Barrier(BarrierKind::Group))
        }
    }
}

/// Decodes a function's attributes: whether it is a `@kernel`.
pub fn function_attrs(cx: &mut AttrCtx<'_>, attrs: &[AttrId]) -> FunctionOkl {
    let misspelt_kernel = attrs.iter().any(|&id| {
        let attr = cx.unit.attr(id);
        attr.kind == AttrKind::Unknown && closest(&attr.name, KNOWN) == Some("kernel")
    });
    let mut out = FunctionOkl { misspelt_kernel, ..FunctionOkl::default() };
    for (id, attr) in cx.filter(attrs, Placement::Function) {
        cx.expect_no_args(id, attr);
        match attr.kind {
            AttrKind::Kernel => out.kernel = true,
            AttrKind::Restrict => out.restrict = Some(cx.span(id)),
            _ => {}
        }
    }
    out
}

/// The OKL attributes of a function definition or prototype.
#[derive(Clone, Copy, Debug, Default)]
pub struct FunctionOkl {
    pub kernel: bool,
    /// `@restrict` on the function: its returned pointer is restrict-qualified.
    pub restrict: Option<Span>,
    /// An unknown attribute that looks like a misspelt `@kernel` (`@kernal`), already reported:
    /// a file without kernels because of it needs no second error.
    pub misspelt_kernel: bool,
}

/// Reports every attribute on a construct that takes none.
pub fn no_attrs(cx: &mut AttrCtx<'_>, attrs: &[AttrId], placement: Placement) {
    cx.filter(attrs, placement);
}
