//! Template kernel instantiation: binding the arguments of an `--instantiate` request to the
//! template's parameters, and what each parameter stands for while the kernel is lowered.
//!
//! A type parameter stands for its argument's spelling (lowered with
//! [`Lowerer::type_from_text`]). A non-type parameter (`int B`) stands for its argument's value
//! as an expression of the parameter's type — `8`, `true`, `8u`, `(short)8` — wherever the
//! kernel names it: in expressions (so loop bounds and `@shared`/`@exclusive` extents fold to
//! constants), in attribute arguments (`@tile(B, ...)`, through the constant environment) and in
//! text that lowering passes through (template arguments, lambdas). An argument oklc cannot
//! evaluate (`sizeof(float)`) is substituted as written, parenthesised and cast to the
//! parameter's type, and left to the C++ compiler. `docs/templates.md` has the rules.

use indexmap::IndexMap;
use oklc_diag::{Diagnostic, codes::sema as codes};
use oklc_ir::{Builtin, CastStyle, Expr, ExprId, LitKind, Literal, UnaryOp};
use oklc_sema::{ConstEnv, eval_int};
use oklc_span::Span;
use oklc_syntax::ast::{self, TemplateArg, TemplateParam, TranslationUnit};
use smol_str::SmolStr;

use crate::body::Body;
use crate::text::{
    arg_as_expr, arg_as_value, arg_is_type, mangled_value, replace_names, type_text,
};
use crate::types::builtin_spelled;
use crate::{Consts, Lowerer};

/// What a template parameter stands for in one instantiation.
#[derive(Clone, Debug)]
pub(crate) enum Subst {
    /// A type parameter: the argument's C++ spelling.
    Type(String),
    /// A non-type parameter.
    Value(ValueArg),
}

impl Subst {
    /// The C++ text that replaces the parameter's name in text lowering passes through: a
    /// type's spelling, or the value as one primary expression.
    pub(crate) fn text(&self) -> String {
        match self {
            Subst::Type(t) => t.clone(),
            Subst::Value(v) => match v.form() {
                Form::Bool(b) => b.to_string(),
                Form::Literal { negative: false, text } => text,
                Form::Literal { negative: true, text } => format!("(-{text})"),
                Form::Cast { negative, magnitude } => {
                    format!("(({}){}{magnitude})", v.ty, if negative { "-" } else { "" })
                }
                Form::Written => format!("(({})({}))", v.ty, v.written),
            },
        }
    }
}

/// The argument of a non-type template parameter.
#[derive(Clone, Debug)]
pub(crate) struct ValueArg {
    /// The parameter's type, earlier arguments substituted (`int`, `unsigned int`, `size_t`).
    ty: String,
    /// That type when it is a builtin one.
    builtin: Option<Builtin>,
    /// The value, when oklc evaluates the argument (integer constant expressions over
    /// literals, enumerators, `const`/`constexpr` globals and earlier parameters).
    value: Option<i64>,
    /// The argument as written, or the default as printed.
    written: String,
}

/// How a [`ValueArg`] is spelled in the instantiated kernel.
enum Form {
    Bool(bool),
    /// A literal whose own type is the parameter's (`8`, `8u`, `8ull`), negated when `negative`.
    Literal {
        negative: bool,
        text: String,
    },
    /// `(T)value`, for types no literal has (`short`, `char`, `size_t`, enums).
    Cast {
        negative: bool,
        magnitude: u64,
    },
    /// `(T)(argument as written)`, for a value oklc could not evaluate.
    Written,
}

impl ValueArg {
    fn form(&self) -> Form {
        // `i64::MIN`'s magnitude is no literal of a signed type; the argument as written is.
        let Some(v) = self.value.filter(|&v| v != i64::MIN) else { return Form::Written };
        let (negative, magnitude) = (v < 0, v.unsigned_abs());
        let suffix = match self.builtin {
            Some(Builtin::Bool) => return Form::Bool(v != 0),
            // A larger decimal literal would be a `long`.
            Some(Builtin::Int) if magnitude <= i32::MAX as u64 => "",
            Some(Builtin::UInt) => "u",
            Some(Builtin::Long) => "l",
            Some(Builtin::ULong) => "ul",
            Some(Builtin::LongLong) => "ll",
            Some(Builtin::ULongLong) => "ull",
            _ => return Form::Cast { negative, magnitude },
        };
        Form::Literal { negative, text: format!("{magnitude}{suffix}") }
    }
}

/// The values C++ lets an integer template parameter of type `b` take without a narrowing
/// conversion (plain `char` may be signed or not: either range is accepted).
fn value_range(b: Builtin) -> Option<(i128, i128)> {
    let bits = |n: u32| (-(1i128 << (n - 1)), (1i128 << (n - 1)) - 1);
    let ubits = |n: u32| (0, (1i128 << n) - 1);
    Some(match b {
        Builtin::Bool => (0, 1),
        Builtin::Char => (-128, 255),
        Builtin::SChar => bits(8),
        Builtin::UChar => ubits(8),
        Builtin::Short => bits(16),
        Builtin::UShort | Builtin::Char16 => ubits(16),
        Builtin::Int | Builtin::WChar => bits(32),
        Builtin::UInt | Builtin::Char32 => ubits(32),
        Builtin::Long | Builtin::LongLong => bits(64),
        Builtin::ULong | Builtin::ULongLong => ubits(64),
        Builtin::Void | Builtin::Float | Builtin::Double | Builtin::LongDouble => return None,
    })
}

/// The module's constants seen through the parameters bound so far: inside its template, a
/// parameter hides a global of the same name.
struct ParamEnv<'a> {
    consts: &'a Consts,
    bound: &'a IndexMap<SmolStr, Subst>,
    /// The enumerations declared so far, by qualified name.
    enums: &'a IndexMap<SmolStr, oklc_ir::EnumId>,
}

impl ConstEnv for ParamEnv<'_> {
    fn lookup(&self, name: &str) -> Option<i64> {
        match self.bound.get(name) {
            Some(Subst::Value(v)) => v.value,
            Some(Subst::Type(_)) => None,
            None => self.consts.lookup(name),
        }
    }

    fn is_enum(&self, name: &str) -> bool {
        crate::lookup_scoped(&self.consts.scope, name, |n| self.enums.get(n)).is_some()
    }
}

/// What a command-line template argument reads as.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ArgKind {
    Type,
    Value,
    /// A name the file does not declare, or text oklc does not parse: left to the C++ compiler.
    Unknown,
}

/// One instantiation of a template kernel, with every parameter bound.
pub(crate) struct Instance {
    pub(crate) subst: IndexMap<SmolStr, Subst>,
    /// The arguments, defaults filled in: types as written, values as evaluated (`8`, `true`).
    /// Two requests with the same list are the same instantiation, as in C++.
    pub(crate) shown: Vec<String>,
    /// What the kernel name is mangled from (`neg1` for a value of `-1`).
    pub(crate) mangled: Vec<String>,
}

pub(crate) fn is_pack(p: &TemplateParam) -> bool {
    matches!(p, TemplateParam::Type { pack: true, .. } | TemplateParam::Value { pack: true, .. })
}

fn has_default(p: &TemplateParam) -> bool {
    matches!(
        p,
        TemplateParam::Type { default: Some(_), .. }
            | TemplateParam::Value { default: Some(_), .. }
    )
}

fn param_name(p: &TemplateParam) -> SmolStr {
    match p {
        TemplateParam::Type { name, .. } | TemplateParam::Value { name, .. } => {
            name.clone().unwrap_or_default()
        }
    }
}

/// Whether `e` is a floating-point literal, possibly signed or parenthesised.
fn is_float_literal(unit: &TranslationUnit, e: ast::ExprId) -> bool {
    match unit.expr(e) {
        ast::Expr::Lit { kind: ast::LitKind::Float, .. } => true,
        ast::Expr::Paren(inner)
        | ast::Expr::Unary { op: ast::UnaryOp::Neg | ast::UnaryOp::Plus, operand: inner } => {
            is_float_literal(unit, *inner)
        }
        _ => false,
    }
}

impl Lowerer<'_> {
    /// Binds the arguments of `--instantiate kernel<args>` to `params`, filling in defaults.
    /// `None` after reporting why the request is not a valid instantiation.
    pub(crate) fn bind_template_args(
        &mut self,
        kernel: &str,
        params: &[TemplateParam],
        args: &[String],
        span: Span,
    ) -> Option<Instance> {
        let request = format!("--instantiate '{kernel}<{}>'", args.join(", "));
        let header = oklc_syntax::print_template_header(self.unit, params);
        if params.iter().any(is_pack) {
            self.w.diags.push(
                Diagnostic::error(
                    codes::UNSUPPORTED,
                    "template parameter packs on a `@kernel` are not supported",
                    span,
                )
                .with_primary_message("its template has a `...` parameter")
                .with_help("give the kernel a fixed list of template parameters"),
            );
            return None;
        }
        let missing_default = params.iter().skip(args.len()).any(|p| !has_default(p));
        if args.len() > params.len() || missing_default {
            let required = params.iter().filter(|p| !has_default(p)).count();
            let takes = if required == params.len() {
                required.to_string()
            } else {
                format!("{required} to {}", params.len())
            };
            let names: Vec<SmolStr> = params.iter().map(param_name).collect();
            self.w.diags.push(
                Diagnostic::error(
                    codes::BAD_INSTANTIATION,
                    format!(
                        "`{kernel}` takes {takes} template arguments but {} were given",
                        args.len()
                    ),
                    span,
                )
                .with_primary_message(format!("its template has {} parameters", params.len()))
                .with_help(format!("write `--instantiate '{kernel}<{}>'`", names.join(", "))),
            );
            return None;
        }
        let mut subst: IndexMap<SmolStr, Subst> = IndexMap::new();
        let mut shown = Vec::new();
        let mut mangled = Vec::new();
        let mut ok = true;
        for (i, param) in params.iter().enumerate() {
            let name = param_name(param);
            let given = args.get(i);
            match param {
                TemplateParam::Type { default, .. } => {
                    let text = match (given, default) {
                        (Some(arg), _) => {
                            if self.arg_kind(arg) == ArgKind::Value {
                                self.w.diags.push(
                                    Diagnostic::error(
                                        codes::BAD_TEMPLATE_ARGUMENT,
                                        format!(
                                            "template argument `{arg}` for `typename {name}` is a \
                                             value, not a type"
                                        ),
                                        span,
                                    )
                                    .with_primary_message(format!("`{arg}` given for `{name}`"))
                                    .with_note(format!(
                                        "in {request}; the parameters are `{header}`"
                                    ))
                                    .with_help(format!(
                                        "give a type for `{name}`, such as `float`"
                                    )),
                                );
                                ok = false;
                            }
                            arg.clone()
                        }
                        (None, Some(d)) => replace_params(
                            self.options.file_span.file,
                            type_text(self.unit, *d),
                            &subst,
                        ),
                        (None, None) => return None,
                    };
                    shown.push(text.clone());
                    mangled.push(text.clone());
                    subst.insert(name, Subst::Type(text));
                }
                TemplateParam::Value { ty, default, .. } => {
                    let file = self.options.file_span.file;
                    let ty_text = replace_params(file, type_text(self.unit, *ty), &subst);
                    let builtin = builtin_spelled(&ty_text);
                    let integral = builtin.is_some_and(Builtin::is_integer);
                    let param_at = self.type_span(*ty);
                    let env =
                        ParamEnv { consts: &self.w.consts, bound: &subst, enums: &self.w.enums };
                    let (written, value, float) = match (given, default) {
                        (Some(arg), _) => {
                            let parsed = arg_as_value(file, arg, &ty_text);
                            let value = parsed.as_ref().and_then(|(u, e)| eval_int(u, *e, &env));
                            let float =
                                parsed.as_ref().is_some_and(|(u, e)| is_float_literal(u, *e));
                            (arg.clone(), value, float)
                        }
                        (None, Some(d)) => {
                            let text = oklc_syntax::print_expr(self.unit, *d);
                            let value = eval_int(self.unit, *d, &env);
                            (replace_params(file, text, &subst), value, false)
                        }
                        (None, None) => return None,
                    };
                    let bad = |message: String, help: String| {
                        Diagnostic::error(codes::BAD_TEMPLATE_ARGUMENT, message, param_at)
                            .with_primary_message(format!("`{name}` is a `{ty_text}`"))
                            .with_note(format!("in {request}"))
                            .with_help(help)
                    };
                    if given.is_some_and(|arg| self.arg_kind(arg) == ArgKind::Type) {
                        self.w.diags.push(bad(
                            format!(
                                "template argument `{written}` for `{ty_text} {name}` is a type, \
                                 not a value"
                            ),
                            format!(
                                "give a constant of type `{ty_text}` for `{name}`, such as `8`"
                            ),
                        ));
                        ok = false;
                    } else if integral && float {
                        self.w.diags.push(bad(
                            format!(
                                "template argument `{written}` for `{ty_text} {name}` is not an \
                                 integer"
                            ),
                            format!("give an integer constant for `{name}`"),
                        ));
                        ok = false;
                    } else if let (Some(v), Some((lo, hi))) = (value, builtin.and_then(value_range))
                        && !(lo..=hi).contains(&i128::from(v))
                    {
                        self.w.diags.push(bad(
                            format!(
                                "template argument `{written}`{} does not fit `{ty_text} {name}`",
                                if written.trim() == v.to_string() {
                                    String::new()
                                } else {
                                    format!(" (= {v})")
                                }
                            ),
                            format!(
                                "C++ rejects narrowing template arguments: give a value from \
                                 {lo} to {hi}"
                            ),
                        ));
                        ok = false;
                    }
                    let is_bool = builtin == Some(Builtin::Bool);
                    match value {
                        Some(v) => {
                            shown.push(if is_bool { (v != 0).to_string() } else { v.to_string() });
                            mangled.push(mangled_value(v, is_bool));
                        }
                        None => {
                            shown.push(written.clone());
                            mangled.push(written.clone());
                        }
                    }
                    let arg = ValueArg { ty: ty_text, builtin, value, written };
                    subst.insert(name, Subst::Value(arg));
                }
            }
        }
        ok.then_some(Instance { subst, shown, mangled })
    }

    /// Whether `text` reads as a type or a value; a name is what the file declared it as.
    fn arg_kind(&self, text: &str) -> ArgKind {
        let name = text.trim();
        if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            let is_type = builtin_spelled(name).is_some()
                || oklc_ir::is_integer_typedef_name(name)
                || self.w.typedefs.contains_key(name)
                || self.w.structs.contains_key(name)
                || self.w.enums.contains_key(name);
            let is_value = self.w.consts.values.contains_key(name)
                || self.w.globals.contains_key(name)
                || matches!(name, "true" | "false");
            return match (is_type, is_value) {
                (true, false) => ArgKind::Type,
                (false, true) => ArgKind::Value,
                _ if name.starts_with(|c: char| c.is_ascii_digit()) => ArgKind::Value,
                _ => ArgKind::Unknown,
            };
        }
        let file = self.options.file_span.file;
        match (arg_as_expr(file, text).is_some(), arg_is_type(file, text)) {
            (true, false) => ArgKind::Value,
            (false, true) => ArgKind::Type,
            _ => ArgKind::Unknown,
        }
    }

    /// Makes the instance's evaluated non-type arguments visible to constant evaluation of
    /// attribute arguments (`@tile(B, ...)`, `@max_inner_dims(B)`) while its body is lowered,
    /// hiding constants of the same names. Returns what [`Lowerer::unbind_param_consts`] restores.
    pub(crate) fn bind_param_consts(
        &mut self,
        subst: &IndexMap<SmolStr, Subst>,
    ) -> Vec<(SmolStr, Option<i64>)> {
        let mut saved = Vec::new();
        for (name, s) in subst {
            let Subst::Value(arg) = s else { continue };
            let previous = match arg.value {
                Some(v) => self.w.consts.values.insert(name.clone(), v),
                None => self.w.consts.values.swap_remove(name),
            };
            saved.push((name.clone(), previous));
        }
        saved
    }

    pub(crate) fn unbind_param_consts(&mut self, saved: Vec<(SmolStr, Option<i64>)>) {
        for (name, previous) in saved.into_iter().rev() {
            match previous {
                Some(v) => self.w.consts.values.insert(name, v),
                None => self.w.consts.values.swap_remove(&name),
            };
        }
    }

    /// The expression a non-type template parameter stands for, at `span`.
    pub(crate) fn value_arg_expr(&mut self, b: &mut Body, arg: &ValueArg, span: Span) -> ExprId {
        let int = |b: &mut Body, negative: bool, text: String| {
            let lit = b
                .store
                .expr(Expr::Literal(Literal { kind: LitKind::Int, text: text.into() }), Some(span));
            if negative {
                b.store.expr(Expr::Unary { op: UnaryOp::Neg, arg: lit }, Some(span))
            } else {
                lit
            }
        };
        let node = match arg.form() {
            Form::Bool(v) => {
                Expr::Literal(Literal { kind: LitKind::Bool, text: v.to_string().into() })
            }
            Form::Literal { negative, text } => return int(b, negative, text),
            Form::Cast { negative, magnitude } => {
                let ty = self.type_from_text(b, &arg.ty);
                let arg = int(b, negative, magnitude.to_string());
                Expr::Cast { style: CastStyle::C, ty, arg }
            }
            Form::Written => {
                let ty = self.type_from_text(b, &arg.ty);
                // Printers parenthesise verbatim text wherever an operand needs it.
                let text = Expr::Verbatim(arg.written.as_str().into());
                let arg = b.store.expr(text, Some(span));
                Expr::Cast { style: CastStyle::C, ty, arg }
            }
        };
        b.store.expr(node, Some(span))
    }

    /// `text` with this instantiation's template parameters replaced, except names a local
    /// declares.
    pub(crate) fn substituted(&self, b: &Body, text: String) -> String {
        if b.subst.is_empty() {
            return text;
        }
        let replace = |n: &str| match b.is_local(n) {
            true => None,
            false => b.subst.get(n).map(Subst::text),
        };
        replace_names(self.options.file_span.file, &text, &replace)
    }

    /// Template arguments of a name or a type (`rowSum<T, B>`) as C++ text, parameters replaced.
    pub(crate) fn targs_substituted(&self, b: &Body, args: &[TemplateArg]) -> String {
        self.substituted(b, crate::text::targs_text(self.unit, args))
    }

    /// The class a member is named through (`Pow<3>` in `Pow<3>::eval`, `Traits<T>` in
    /// `Traits<T>::value_type`) as C++ text, parameters replaced.
    pub(crate) fn scope_substituted(&self, b: &Body, scope: ast::TypeRefId) -> String {
        match self.unit.ty(scope) {
            ast::TypeRef::Named { name, args: Some(args) } => {
                format!("{name}<{}>", self.targs_substituted(b, args))
            }
            ast::TypeRef::Member { scope, name } => {
                format!("{}::{name}", self.scope_substituted(b, *scope))
            }
            _ => self.substituted(b, type_text(self.unit, scope)),
        }
    }

    /// Reports a variable or parameter that reuses a template parameter's name: C++ forbids it
    /// ([temp.local]), and after substitution the declaration would silently hide the argument.
    pub(crate) fn check_not_template_param(&mut self, b: &Body, name: &str, span: Span) {
        if name.is_empty() || !b.subst.contains_key(name) {
            return;
        }
        let kernel = b.function.clone().unwrap_or_default();
        self.w.diags.push(
            Diagnostic::error(
                codes::TEMPLATE_PARAM_REDECLARED,
                format!("`{name}` redeclares a template parameter of kernel `{kernel}`"),
                span,
            )
            .with_primary_message(format!("hides the template parameter `{name}`"))
            .with_help(format!(
                "rename the variable: inside the template, `{name}` is the template parameter"
            )),
        );
    }
}

/// `text` (a type or default argument of the template header) with the parameters bound so
/// far replaced.
fn replace_params(
    file: oklc_span::FileId,
    text: String,
    bound: &IndexMap<SmolStr, Subst>,
) -> String {
    if bound.is_empty() {
        return text;
    }
    replace_names(file, &text, &|n| bound.get(n).map(Subst::text))
}
