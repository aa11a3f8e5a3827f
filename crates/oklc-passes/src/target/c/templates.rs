//! `c-templates`: C has no templates. Each call of a function template gets a copy of the
//! template for its template arguments, `_occa_<name>_<arguments>`, with the parameters
//! replaced by the arguments, and the call is renamed to it. Arguments are those written
//! (`twice<float>(x)`) or deduced from the types of the call's arguments where the IR says them
//! (a parameter `T`, `T *`, `const T &` or `T (&)[N]` against a typed local, subscript, member,
//! literal or arithmetic expression), else the parameter's default when it is a literal or a
//! type. Copies are made from the kernels down, so templates called by copies are copied too;
//! a template every call of which has a copy (or that no call names) is no longer printed.
//! Calls whose arguments oklc cannot tell keep calling the template.

use indexmap::IndexMap;
use oklc_ir::{
    ArenaExt, Builtin, Expr, ExprId, Function, FunctionId, GENERATED_PREFIX, Item, Literal, Module,
    Stage, Store, StructId, Ty, TyId, TyKind,
};
use smol_str::SmolStr;

use super::types::{Arith, arith, expr_type};
use crate::pipeline::{Pass, PassCx};

pub(super) struct TemplatesPass;

/// One template parameter: a type (`typename T`) or a value (`int N`), or a pack of them
/// (`typename... Ts`, `std::size_t... K`).
#[derive(Clone, Debug)]
pub(super) struct Param {
    pub(super) name: SmolStr,
    pub(super) is_type: bool,
    /// The default argument, as written (`2` in `int P = 2`).
    default: Option<SmolStr>,
    pub(super) pack: bool,
}

/// A template argument: a type (in its own store) or an integer value; a pack's arguments.
#[derive(Clone, Debug)]
pub(super) enum Arg {
    Type(Store, TyId),
    Value(i128),
    Pack(Vec<Arg>),
}

/// The templates of one name: several only when one of them is variadic.
type Overloads = Vec<(FunctionId, Vec<Param>)>;

impl Pass for TemplatesPass {
    fn name(&self) -> &'static str {
        "c-templates"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let mut templates: IndexMap<SmolStr, Overloads> = IndexMap::new();
        for (id, f) in cx.module.functions.iter() {
            let Some(header) = &f.template_header else { continue };
            if f.is_kernel() || f.body.is_none() {
                continue;
            }
            let Some(params) = parse_header(header) else { continue };
            templates.entry(f.name.clone()).or_default().push((id, params));
        }
        // Overloaded templates are told apart by their arity only where one is variadic.
        templates.retain(|_, overloads| {
            overloads.len() == 1
                || overloads.iter().any(|(_, params)| super::packs::variadic(params))
        });
        if templates.is_empty() {
            return;
        }
        let mut instances: IndexMap<(FunctionId, String), FunctionId> = IndexMap::new();
        let mut unresolved: Vec<FunctionId> = Vec::new();
        let mut work: Vec<FunctionId> = cx
            .functions()
            .into_iter()
            .filter(|&f| cx.module.functions[f].template_header.is_none())
            .collect();
        let mut placed: IndexMap<FunctionId, Vec<FunctionId>> = IndexMap::new();
        while let Some(caller) = work.pop() {
            for (call, name, args) in super::named_calls(&cx.module.functions[caller]) {
                let (base, written) = split_name(&name);
                let Some(overloads) = templates.get(base) else { continue };
                let Some((template, params)) =
                    super::packs::choose(cx.module, overloads, args.len()).cloned()
                else {
                    unresolved.extend(overloads.iter().map(|(t, _)| *t));
                    continue;
                };
                let dropped =
                    super::packs::sequence_params(&cx.module.functions[template], &params);
                let Some(bound) = bind(cx.module, caller, template, &params, written, &args) else {
                    unresolved.push(template);
                    continue;
                };
                let key = bound.iter().map(arg_key).collect::<Vec<_>>().join("_");
                if super::lambda_args::passes_lambda(&cx.module.functions[caller], &args) {
                    let copy = instantiate(cx.module, template, &params, &bound, base, &key);
                    super::members::rewrite(cx.module, copy);
                    match super::lambda_args::inline(cx.module, caller, call, copy) {
                        // The written-out body may call templates in turn.
                        true => work.push(caller),
                        false => unresolved.push(template),
                    }
                    continue;
                }
                let instance = match instances.get(&(template, key.clone())) {
                    Some(&i) => i,
                    None => {
                        let i = instantiate(cx.module, template, &params, &bound, base, &key);
                        if let Some(instance) = unmade_instance(&cx.module.functions[i]) {
                            let f = &cx.module.functions[caller];
                            let span = f.store.span_of(call).unwrap_or(f.span);
                            cx.report(unmade_record(&instance, base, span));
                        }
                        super::members::rewrite(cx.module, i);
                        crate::atomic::share(cx, template, i);
                        instances.insert((template, key), i);
                        placed.entry(template).or_default().push(i);
                        work.push(i);
                        i
                    }
                };
                let new_name = cx.module.functions[instance].name.clone();
                let store = &mut cx.module.functions[caller].store;
                if let Some(Expr::Call { callee, args }) = store.exprs.get_mut(call) {
                    let callee = *callee;
                    // A `std::index_sequence` argument only carried its values.
                    let mut k = 0;
                    args.retain(|_| {
                        k += 1;
                        !dropped.contains(&(k - 1))
                    });
                    store.exprs[callee] = Expr::Name(new_name);
                }
            }
        }
        place(cx.module, &placed, &unresolved, &templates);
    }
}

/// The parameters of `template <typename T, int N>`; `None` for packs, template template
/// parameters and anything else oklc does not copy.
fn parse_header(header: &str) -> Option<Vec<Param>> {
    let inner = header.trim().strip_prefix("template")?.trim();
    let inner = inner.strip_prefix('<')?.strip_suffix('>')?;
    let mut params = Vec::new();
    for part in split_top(inner) {
        let (part, default) = match part.split_once('=') {
            Some((part, default)) => (part.trim(), Some(SmolStr::new(default.trim()))),
            None => (part.trim(), None),
        };
        // `std::enable_if_t<cond, int> = 0` only constrains the calls: an unnamed value.
        if part.starts_with("std::enable_if_t<") || part.starts_with("typename std::enable_if<") {
            params.push(Param { name: SmolStr::default(), is_type: false, default, pack: false });
            continue;
        }
        if part.contains('<') {
            return None;
        }
        let pack = part.contains("...");
        let spaced = part.replace("...", " ");
        let words: Vec<&str> = spaced.split_whitespace().collect();
        let (&name, kind) = words.split_last()?;
        let is_type = matches!(kind, ["typename"] | ["class"]);
        let integer = !kind.is_empty()
            && kind.iter().all(|w| {
                matches!(*w, "int" | "unsigned" | "long" | "short" | "char" | "bool" | "const")
                    || oklc_ir::is_integer_typedef_name(w)
            });
        if !is_type && !integer {
            return None;
        }
        if pack && default.is_some() {
            return None;
        }
        params.push(Param { name: name.into(), is_type, default, pack });
    }
    Some(params)
}

/// `text` split at the commas outside `<>`, `()` and `[]` (inside parentheses `<` and `>`
/// compare: `(sizeof(T) > 4), double`).
pub(super) fn split_top(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut angles, mut parens, mut start) = (0i32, 0i32, 0);
    for (k, c) in text.char_indices() {
        match c {
            '(' | '[' => parens += 1,
            ')' | ']' => parens -= 1,
            '<' if parens == 0 => angles += 1,
            '>' if parens == 0 => angles -= 1,
            ',' if angles == 0 && parens == 0 => {
                parts.push(&text[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    if !text[start..].trim().is_empty() {
        parts.push(&text[start..]);
    }
    parts
}

/// `twice<float>` as `("twice", Some("float"))`.
fn split_name(name: &str) -> (&str, Option<&str>) {
    match name.find('<') {
        Some(k) if name.ends_with('>') => (name[..k].trim(), Some(&name[k + 1..name.len() - 1])),
        _ => (name, None),
    }
}

/// The template arguments of a call: those written, then those deduced from the arguments.
fn bind(
    module: &Module,
    caller: FunctionId,
    template: FunctionId,
    params: &[Param],
    written: Option<&str>,
    args: &[ExprId],
) -> Option<Vec<Arg>> {
    let mut bound: Vec<Option<Arg>> = vec![None; params.len()];
    if let Some(text) = written {
        let written_arg = |param: &Param, t: &str| {
            Some(if param.is_type {
                written_type(module, t.trim())?
            } else {
                Arg::Value(written_value(module, t.trim())?)
            })
        };
        let parts = split_top(text);
        for (k, t) in parts.iter().enumerate() {
            let param = params.get(k)?;
            if param.pack {
                // A pack takes the rest of the written arguments.
                let rest = parts[k..].iter().map(|t| written_arg(param, t));
                bound[k] = Some(Arg::Pack(rest.collect::<Option<_>>()?));
                break;
            }
            bound[k] = Some(written_arg(param, t)?);
        }
    }
    let caller = &module.functions[caller];
    let f = &module.functions[template];
    for (&a, &p) in args.iter().zip(&f.params) {
        if super::packs::is_pack_param(f, p) {
            break;
        }
        deduce(module, caller, f, params, &mut bound, f.locals[p].ty, a, 0);
    }
    super::packs::bind(module, caller, f, params, &mut bound, args);
    // Parameters neither written nor deduced take their defaults.
    for (k, param) in params.iter().enumerate() {
        if bound[k].is_none()
            && let Some(default) = &param.default
        {
            bound[k] = if param.is_type {
                written_type(module, default)
            } else {
                written_value(module, default).map(Arg::Value)
            };
        }
    }
    bound.into_iter().collect()
}

/// Deduces template arguments from the parameter type `param` of the template `f` against the
/// argument `a` of a call in `caller`: its type where the IR says it (through `&x` for a
/// pointer parameter), else its arithmetic class.
#[allow(clippy::too_many_arguments)]
pub(super) fn deduce(
    module: &Module,
    caller: &Function,
    f: &Function,
    params: &[Param],
    bound: &mut [Option<Arg>],
    param: TyId,
    a: ExprId,
    depth: u32,
) {
    // A lambda's type has no name: the copy, written out where it is called, holds it in an
    // `auto` local (`lambda_args`).
    if let Some(Expr::Lambda(_)) = caller.store.exprs.get(a) {
        let mut store = Store::default();
        let auto = store.ty(Ty::new(TyKind::Auto));
        return unify(module, f, params, bound, param, &store, auto, depth);
    }
    if let Some(Expr::Unary { op: oklc_ir::UnaryOp::AddrOf, arg }) = caller.store.exprs.get(a)
        && let Some(TyKind::Pointer(pointee)) = f.store.types.get(param).map(|t| &t.kind)
        && depth < 16
    {
        return deduce(module, caller, f, params, bound, *pointee, *arg, depth + 1);
    }
    match expr_type(module, caller, a) {
        Some((store, ty)) => unify(module, f, params, bound, param, store, ty, depth),
        None => {
            let Some(class) = arith(module, caller, a) else { return };
            let builtin = match class {
                Arith::Integer => Builtin::Int,
                Arith::Float => Builtin::Float,
                Arith::Double => Builtin::Double,
            };
            let mut store = Store::default();
            let ty = store.builtin(builtin);
            unify(module, f, params, bound, param, &store, ty, depth);
        }
    }
}

/// A written value argument: a literal, or a constant of the file (`constexpr int NT = 4;`).
pub(super) fn written_value(module: &Module, text: &str) -> Option<i128> {
    let text = text.trim();
    // A kernel's value argument substituted into a call: `(-3)`.
    if let Some(inner) = text.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
        return written_value(module, inner);
    }
    if let Some(negated) = text.strip_prefix('-') {
        return written_value(module, negated)?.checked_neg();
    }
    if let Some(v) = crate::fold::parse_int_literal(text) {
        return Some(v);
    }
    let (_, g) = module.globals.iter().find(|(_, g)| g.name == text)?;
    let Some(oklc_ir::Init::Assign(init)) = g.init else { return None };
    let last = module.functions.iter().map(|(id, _)| id).next_back()?;
    crate::consts::extent(crate::consts::ConstNames::of(module, last), None, init, 0)
}

/// A written type argument: a builtin spelling, a struct or typedef of the file, or a name
/// printed as written.
fn written_type(module: &Module, text: &str) -> Option<Arg> {
    let builtin = match text {
        "float" => Some(Builtin::Float),
        "double" => Some(Builtin::Double),
        "int" => Some(Builtin::Int),
        "unsigned" | "unsigned int" => Some(Builtin::UInt),
        "long" => Some(Builtin::Long),
        "unsigned long" => Some(Builtin::ULong),
        "long long" => Some(Builtin::LongLong),
        "char" => Some(Builtin::Char),
        "short" => Some(Builtin::Short),
        "bool" => Some(Builtin::Bool),
        _ => None,
    };
    let mut store = Store::default();
    let ty = match builtin {
        Some(b) => store.builtin(b),
        None => {
            if !text.chars().all(|c| c.is_alphanumeric() || c == '_') {
                return None;
            }
            let refers = module
                .structs
                .iter()
                .find(|(_, s)| s.name.as_deref() == Some(text))
                .map(|(id, _)| oklc_ir::NamedRef::Struct(id))
                .or_else(|| {
                    module
                        .typedefs
                        .iter()
                        .find(|(_, t)| t.name == text)
                        .map(|(id, _)| oklc_ir::NamedRef::Typedef(id))
                })?;
            store.ty(Ty::new(TyKind::Named { name: text.into(), refers, keyword: None }))
        }
    };
    Some(Arg::Type(store, ty))
}

/// Deduces template arguments from a parameter type of the template against an argument type.
#[allow(clippy::too_many_arguments)]
pub(super) fn unify(
    module: &Module,
    f: &Function,
    params: &[Param],
    bound: &mut [Option<Arg>],
    param: TyId,
    store: &Store,
    arg: TyId,
    depth: u32,
) {
    if depth > 16 {
        return;
    }
    let Some(p) = f.store.types.get(param) else { return };
    let (store, arg) = oklc_ir::without_typedefs(module, store, arg);
    let Some(a) = store.types.get(arg) else { return };
    // The argument of a reference is the object it names.
    if let TyKind::Reference(inner) | TyKind::RvalueReference(inner) = a.kind {
        return unify(module, f, params, bound, param, store, inner, depth + 1);
    }
    match (&p.kind, &a.kind) {
        (
            TyKind::Named { name: pattern, refers: oklc_ir::NamedRef::Opaque, .. },
            TyKind::Named { name, refers: oklc_ir::NamedRef::Struct(_), .. },
        ) if pattern.contains('<') => unify_instance(module, params, bound, pattern, name),
        (TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. }, _) => {
            let Some(k) = params.iter().position(|x| x.is_type && x.name == *name) else { return };
            if bound[k].is_some() {
                return;
            }
            let mut own = Store::default();
            let ty = own.import_ty(store, arg);
            // A parameter by value drops the argument's qualifiers; `T &` and `T *` keep those
            // the parameter does not write itself.
            if depth == 0 {
                own.types[ty].quals = oklc_ir::Quals::empty();
            } else {
                own.types[ty].quals -= p.quals;
            }
            own.types[ty].space = Default::default();
            bound[k] = Some(Arg::Type(own, ty));
        }
        (TyKind::Reference(inner) | TyKind::RvalueReference(inner), _) => {
            unify(module, f, params, bound, *inner, store, arg, depth + 1)
        }
        (TyKind::Pointer(pi), TyKind::Pointer(ai) | TyKind::Array { elem: ai, .. }) => {
            unify(module, f, params, bound, *pi, store, *ai, depth + 1)
        }
        (TyKind::Array { elem: pe, size }, TyKind::Array { elem: ae, size: asize }) => {
            if let (Some(Expr::Name(n)), Some(s)) =
                (size.and_then(|e| f.store.exprs.get(e)), *asize)
                && let Some(k) = params.iter().position(|x| !x.is_type && x.name == *n)
                && bound[k].is_none()
                && let Some(v) = crate::fold::const_int(store, s)
            {
                bound[k] = Some(Arg::Value(v));
            }
            unify(module, f, params, bound, *pe, store, *ae, depth + 1)
        }
        _ => {}
    }
}

/// The part of a copy's name for one argument.
fn arg_key(arg: &Arg) -> String {
    match arg {
        Arg::Value(v) if *v < 0 => format!("m{}", v.unsigned_abs()),
        Arg::Value(v) => v.to_string(),
        Arg::Type(store, ty) => type_key(store, *ty, 0),
        Arg::Pack(args) if args.is_empty() => "e".into(),
        Arg::Pack(args) => args.iter().map(arg_key).collect::<Vec<_>>().join("_"),
    }
}

pub(super) fn type_key(store: &Store, ty: TyId, depth: u32) -> String {
    let Some(t) = store.types.get(ty) else { return "t".into() };
    let konst = if t.quals.contains(oklc_ir::Quals::CONST) { "c" } else { "" };
    let base = match &t.kind {
        TyKind::Builtin(b) => b.spelling().replace(' ', "_"),
        TyKind::Named { name, .. } => name.replace(|c: char| !c.is_alphanumeric(), "_"),
        TyKind::Pointer(inner) if depth < 8 => format!("{}_p", type_key(store, *inner, depth + 1)),
        _ => "t".into(),
    };
    format!("{konst}{base}")
}

/// A copy of `template` with `bound` for its parameters, allocated in the module (placed in
/// the items later).
fn instantiate(
    module: &mut Module,
    template: FunctionId,
    params: &[Param],
    bound: &[Arg],
    base: &str,
    key: &str,
) -> FunctionId {
    let mut f = module.functions[template].clone();
    f.template_header = None;
    let base = base.rsplit("::").next().unwrap_or(base);
    // A helper the `c-names` pass renamed (`_occa_half`) is named once.
    let base = base.strip_prefix(GENERATED_PREFIX).unwrap_or(base);
    f.name = SmolStr::from(format!("{GENERATED_PREFIX}{base}_{key}"));
    let mut types: Vec<(SmolStr, TyId)> = Vec::new();
    let mut values: Vec<(SmolStr, i128)> = Vec::new();
    for (p, a) in params.iter().zip(bound) {
        match a {
            Arg::Type(store, ty) => types.push((p.name.clone(), f.store.import_ty(store, *ty))),
            Arg::Value(v) => values.push((p.name.clone(), *v)),
            Arg::Pack(_) => {}
        }
    }
    let ids: Vec<TyId> = f.store.types.iter().map(|(id, _)| id).collect();
    for id in ids {
        let TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. } = &f.store.types[id].kind
        else {
            continue;
        };
        if let Some(&(_, with)) = types.iter().find(|(n, _)| n == name) {
            let quals = f.store.types[id].quals;
            let mut replaced = f.store.types[with].clone();
            replaced.quals |= quals;
            f.store.types[id] = replaced;
        }
    }
    let names: Vec<ExprId> = f
        .store
        .exprs
        .iter()
        .filter(|(_, e)| matches!(e, Expr::Name(n) if values.iter().any(|(v, _)| v == n)))
        .map(|(id, _)| id)
        .collect();
    for e in names {
        let Expr::Name(n) = &f.store.exprs[e] else { continue };
        let v = values.iter().find(|(x, _)| x == n).map_or(0, |(_, v)| *v);
        f.store.exprs[e] = if v < 0 {
            let m = f.store.expr(Expr::Literal(Literal::int(-v)), None);
            Expr::Unary { op: oklc_ir::UnaryOp::Neg, arg: m }
        } else {
            Expr::Literal(Literal::int(v))
        };
    }
    super::packs::expand(&mut f, params, bound);
    substitute_texts(&mut f.store, params, bound);
    resolve_instances(module, &mut f.store);
    let id = module.functions.alloc(f);
    super::traits::resolve(module, id);
    super::traits::fold_constexpr_ifs(module, id);
    id
}

/// Writes the arguments for the parameters in the names and types the copy keeps as C++ text
/// (`std::numeric_limits<T>::max`, `std::conditional_t<(sizeof(T) > 4), double, float>`).
fn substitute_texts(store: &mut Store, params: &[Param], bound: &[Arg]) {
    let spelled: Vec<(&str, String)> = params
        .iter()
        .zip(bound)
        .filter_map(|(p, a)| Some((p.name.as_str(), spell(a)?)))
        .filter(|(name, _)| !name.is_empty())
        .collect();
    if spelled.is_empty() {
        return;
    }
    for e in store.exprs.values_mut() {
        if let Expr::Name(name) = e
            && name.contains('<')
        {
            *name = replace_words(name, &spelled).into();
        }
    }
    for t in store.types.values_mut() {
        if let TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. } = &mut t.kind
            && name.contains('<')
        {
            *name = replace_words(name, &spelled).into();
        }
    }
}

/// `_occa_pair<int, float>` (a class template named with a function template's parameters,
/// [`oklc_ir::RecordInstance::pattern`]) as the template and its arguments.
fn split_pattern(name: &str) -> Option<(&str, Vec<&str>)> {
    let (template, args) = name.strip_suffix('>')?.split_once('<')?;
    template.starts_with(GENERATED_PREFIX).then(|| (template, split_top(args)))
}

/// The record lowering made for `template` with `args`, by name.
fn instance_record(module: &Module, template: &str, args: &[&str]) -> Option<StructId> {
    let (name, _) = module.record_instances.iter().find(|(_, i)| i.is(template, args))?;
    module.structs.iter().find(|(_, s)| s.name.as_ref() == Some(name)).map(|(id, _)| id)
}

/// Points the copy's class template instances, whose arguments are now known
/// (`_occa_pair<int, float>`), at the records lowering made for them; an instance no type of
/// the file names has no record and stays as written.
fn resolve_instances(module: &Module, store: &mut Store) {
    for t in store.types.values_mut() {
        let TyKind::Named { name, refers: refers @ oklc_ir::NamedRef::Opaque, .. } = &mut t.kind
        else {
            continue;
        };
        let Some((template, args)) = split_pattern(name) else { continue };
        if let Some(sid) = instance_record(module, template, &args) {
            *name = module.structs[sid].name.clone().unwrap_or_default();
            *refers = oklc_ir::NamedRef::Struct(sid);
        }
    }
}

/// A class template instance a copy names that has no record (`_occa_pair<int, float>` when no
/// declaration of the file names `std::pair<int, float>`), as C++ spells it.
fn unmade_instance(copy: &Function) -> Option<String> {
    copy.store.types.values().find_map(|t| match &t.kind {
        TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. } => {
            split_pattern(name)?;
            Some(cpp_spelling(name.strip_prefix(GENERATED_PREFIX)?))
        }
        _ => None,
    })
}

/// A C name of a namespace's declaration as C++ spells it: `_occa_std__pair` is `std::pair`.
fn cpp_spelling(name: &str) -> String {
    let cpp = name.replace("__", "::");
    let subset = format!("{}::", oklc_target::DEVICE_STD_NAMESPACE);
    cpp.strip_prefix(&subset).map_or(cpp.clone(), |rest| format!("std::{rest}"))
}

/// `OKL0610` at a call whose copy of `template` needs the record of `instance`.
fn unmade_record(instance: &str, template: &str, span: oklc_span::Span) -> oklc_diag::Diagnostic {
    let template = cpp_spelling(template);
    oklc_diag::Diagnostic::error(
        oklc_diag::codes::codegen::UNSUPPORTED_TYPE,
        format!(
            "OpenCL C has no class templates: this call of `{template}` needs `{instance}`, \
             which no declaration of the file names"
        ),
        span,
    )
    .with_primary_message(format!("needs a record for `{instance}`"))
    .with_help(format!(
        "declare the object with its type (`{instance} v = ...;`, not `auto`): oklc makes a \
         record for each instance a declaration names"
    ))
}

/// Deduces the parameters a class template instance is named with in a template's parameter
/// (`T` of `const complex<T> &`) from the record an argument has (`complex<double>`).
fn unify_instance(
    module: &Module,
    params: &[Param],
    bound: &mut [Option<Arg>],
    pattern: &str,
    arg: &str,
) {
    let Some((template, pattern_args)) = split_pattern(pattern) else { return };
    let Some(instance) = module.record_instances.get(arg) else { return };
    if instance.template != template || instance.args.len() != pattern_args.len() {
        return;
    }
    for (p, a) in pattern_args.iter().zip(&instance.args) {
        let Some(k) = params.iter().position(|x| x.name == p.trim()) else { continue };
        if bound[k].is_some() {
            continue;
        }
        bound[k] = match params[k].is_type {
            true => written_type(module, a),
            false => written_value(module, a).map(Arg::Value),
        };
    }
}

/// An argument as C++ text: `const float *`, `4`.
pub(super) fn spell(arg: &Arg) -> Option<String> {
    fn ty(store: &Store, t: TyId, depth: u32) -> Option<String> {
        let t = store.types.get(t).filter(|_| depth < 8)?;
        let base = match &t.kind {
            TyKind::Builtin(b) => b.spelling().to_string(),
            TyKind::Named { name, .. } => name.to_string(),
            TyKind::Pointer(inner) => format!("{} *", ty(store, *inner, depth + 1)?),
            _ => return None,
        };
        Some(match t.quals.contains(oklc_ir::Quals::CONST) {
            true => format!("const {base}"),
            false => base,
        })
    }
    match arg {
        Arg::Value(v) if *v < 0 => Some(format!("({v})")),
        Arg::Value(v) => Some(v.to_string()),
        Arg::Type(store, t) => ty(store, *t, 0),
        Arg::Pack(_) => None,
    }
}

/// `text` with each identifier that is one of `words` replaced by its text.
pub(super) fn replace_words(text: &str, words: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match words.iter().find(|(w, _)| *w == word.as_str()) {
            Some((_, with)) => out.push_str(with),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Puts each template's copies where it stood; a template whose calls all have copies (and
/// its prototypes) leaves the items.
fn place(
    module: &mut Module,
    placed: &IndexMap<FunctionId, Vec<FunctionId>>,
    unresolved: &[FunctionId],
    templates: &IndexMap<SmolStr, Overloads>,
) {
    let mut items = Vec::with_capacity(module.items.len());
    for item in std::mem::take(&mut module.items) {
        let Item::Function(id) = item else {
            items.push(item);
            continue;
        };
        let f = &module.functions[id];
        let copies = placed.get(&id);
        // A template no call needs (every call has a copy, or there is none) is not printed:
        // C cannot say it.
        let resolved = |t: FunctionId| {
            templates.values().flatten().any(|(template, _)| *template == t)
                && !unresolved.contains(&t)
        };
        let prototype_of_copied = f.body.is_none()
            && f.template_header.is_some()
            && templates.get(&f.name).is_some_and(|o| o.iter().all(|(t, _)| resolved(*t)));
        if prototype_of_copied {
            continue;
        }
        if !resolved(id) {
            items.push(item);
        }
        if let Some(copies) = copies {
            items.extend(callees_first(module, copies).into_iter().map(Item::Function));
        }
    }
    let copies: Vec<FunctionId> = placed.values().flatten().copied().collect();
    after_what_they_use(module, &mut items, &copies);
    module.items = items;
}

/// `copies` ordered so that a copy another one calls comes before it, as C declares a
/// function before its calls (a recursive template's copy for one more argument calls the
/// copy for one less, made after it).
fn callees_first(module: &Module, copies: &[FunctionId]) -> Vec<FunctionId> {
    fn visit(
        module: &Module,
        c: FunctionId,
        copies: &[FunctionId],
        seen: &mut Vec<FunctionId>,
        out: &mut Vec<FunctionId>,
    ) {
        if seen.contains(&c) {
            return;
        }
        seen.push(c);
        for (_, name, _) in super::named_calls(&module.functions[c]) {
            if let Some(&callee) = copies.iter().find(|&&d| module.functions[d].name == name) {
                visit(module, callee, copies, seen, out);
            }
        }
        out.push(c);
    }
    let (mut seen, mut out) = (Vec::new(), Vec::with_capacity(copies.len()));
    for &c in copies {
        visit(module, c, copies, &mut seen, &mut out);
    }
    out
}

/// Moves each copy after the records its types name and the functions it calls, where they
/// come later in `items` than the template: a copy of
/// `make_pair<int, float>` returns the record `pair<int, float>`, made where the file first
/// names it, and calls its constructor, defined after the record.
fn after_what_they_use(module: &Module, items: &mut Vec<Item>, copies: &[FunctionId]) {
    for _ in 0..copies.len() {
        let mut moved = false;
        for &copy in copies {
            let Some(at) = items.iter().position(|i| *i == Item::Function(copy)) else { continue };
            let f = &module.functions[copy];
            let records = f.store.types.values().filter_map(|t| match t.kind {
                TyKind::Named { refers: oklc_ir::NamedRef::Struct(sid), .. } => {
                    items.iter().position(|i| *i == Item::Struct(sid))
                }
                _ => None,
            });
            // Every overload of a callee, unless a prototype declares the name before the copy.
            let callees = super::named_calls(f).into_iter().filter_map(|(_, name, _)| {
                let named = |i: &Item| match *i {
                    Item::Function(g) if g != copy && module.functions[g].name == name => Some(g),
                    _ => None,
                };
                let declared = items[..at]
                    .iter()
                    .filter_map(named)
                    .any(|g| module.functions[g].body.is_none());
                (!declared).then(|| items.iter().rposition(|i| named(i).is_some())).flatten()
            });
            let Some(need) = records.chain(callees).max() else { continue };
            if need > at {
                let item = items.remove(at);
                items.insert(need, item);
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use oklc_ir::{Builtin, Store, Ty, TyKind};

    use super::{Arg, replace_words, spell, split_top};

    #[test]
    fn arguments_split_at_top_level_commas_only() {
        assert_eq!(
            split_top("(sizeof(T) > 4), double, float"),
            ["(sizeof(T) > 4)", " double", " float"]
        );
        assert_eq!(split_top("std::pair<int, int>, 3"), ["std::pair<int, int>", " 3"]);
        assert_eq!(split_top("a[1, 2], b"), ["a[1, 2]", " b"]);
    }

    #[test]
    fn arguments_are_written_into_names_word_by_word() {
        let words = [("T", "double".to_string()), ("N", "4".to_string())];
        assert_eq!(
            replace_words("std::numeric_limits<T>::max", &words),
            "std::numeric_limits<double>::max"
        );
        assert_eq!(replace_words("Tile<TT, N + 1>", &words), "Tile<TT, 4 + 1>");
    }

    #[test]
    fn arguments_are_spelled_as_cpp() {
        let mut store = Store::default();
        let float = store.builtin(Builtin::Float);
        let mut konst = store.types[float].clone();
        konst.quals |= oklc_ir::Quals::CONST;
        let konst = store.ty(konst);
        let ptr = store.ty(Ty::new(TyKind::Pointer(konst)));
        assert_eq!(spell(&Arg::Type(store, ptr)).as_deref(), Some("const float *"));
        assert_eq!(spell(&Arg::Value(-3)).as_deref(), Some("(-3)"));
        assert_eq!(spell(&Arg::Value(8)).as_deref(), Some("8"));
    }
}
