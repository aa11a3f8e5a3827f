//! Standard type traits once template arguments are known (`c-templates` substitutes them
//! into the text of the names and types it copies):
//! - `if constexpr` conditions made of type traits (`std::is_same_v<T, float>`,
//!   `std::is_integral<T>::value`, ...), `sizeof` of scalars and of records of scalars, and
//!   integer constants have a value in a template's copy; the statement becomes the branch it
//!   takes. C has no `if constexpr`, and the branch it discards need not compile for these
//!   arguments (`v.x` on an `int`).
//! - `c-traits`: the standard aliases that compute a type (`std::conditional_t<c, A, B>`,
//!   `std::enable_if_t`, `std::common_type_t`, `std::remove_cv_t`, `std::remove_reference_t`,
//!   `std::decay_t`) name the type they stand for, and the standard constants that have a
//!   value (`std::is_same_v<int, float>`, `std::integral_constant<int, 4>::value`,
//!   `std::tuple_size_v<std::array<int, 3>>`) are that value. Copies of templates get the same
//!   once their arguments are written in. `std::size_t` and the other standard names of C's
//!   types are their C names.

use oklc_ir::{
    ArenaExt, Block, Builtin, Expr, ExprId, FunctionId, Item, Literal, Module, NamedRef, Quals,
    Stage, Stmt, Store, Ty, TyId, TyKind,
};

use crate::consts::{ConstNames, extent, scalar_size};
use crate::pipeline::{Pass, PassCx};

pub(super) struct TraitsPass;

impl Pass for TraitsPass {
    fn name(&self) -> &'static str {
        "c-traits"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let module = &mut *cx.module;
        let values = trait_values(module, &module.store);
        set_values(&mut module.store, values);
        unqualify_c_types(&mut module.store);
        for f in cx.functions() {
            unqualify_c_types(&mut cx.module.functions[f].store);
            resolve(cx.module, f);
        }
        // `using Three = std::integral_constant<int, 3>;` has no C form; its uses now have
        // the value.
        let module = &mut *cx.module;
        let typedefs = &module.typedefs;
        let store = &module.store;
        module.items.retain(|item| match item {
            Item::Typedef(id) => !matches!(
                typedefs.get(*id).and_then(|t| store.types.get(t.ty)).map(|t| &t.kind),
                Some(TyKind::Named { name, refers: NamedRef::Opaque, .. })
                    if name.starts_with("std::integral_constant<")
            ),
            _ => true,
        });
    }
}

/// Gives the trait types and values of function `f` what they stand for.
/// The standard aliases `<cstddef>` and `<cstdint>` also declare outside `std`, which C has
/// under those names (OpenCL C: `size_t`, `ptrdiff_t`; the fixed-width names get typedefs
/// from the printer).
const C_TYPES: [&str; 12] = [
    "size_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
    "int8_t",
    "uint8_t",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
];

/// Names `std::size_t` and the other [`C_TYPES`] in `store` by their C names.
fn unqualify_c_types(store: &mut Store) {
    for (_, t) in store.types.iter_mut() {
        if let TyKind::Named { name, refers: NamedRef::Opaque, .. } = &mut t.kind
            && let Some(c) = name.trim_start_matches("::").strip_prefix("std::")
            && C_TYPES.contains(&c)
        {
            *name = c.into();
        }
    }
}

pub(super) fn resolve(module: &mut Module, f: FunctionId) {
    resolve_trait_types(module, f);
    let values = trait_values(module, &module.functions[f].store);
    set_values(&mut module.functions[f].store, values);
}

/// The names in `store` of standard constants that have a value: `std::is_same_v<int,
/// float>`, `std::integral_constant<int, 4>::value` (also through a typedef of it),
/// `std::tuple_size_v<std::array<int, 3>>`.
fn trait_values(module: &Module, store: &Store) -> Vec<(ExprId, i128)> {
    store
        .exprs
        .iter()
        .filter_map(|(id, e)| match e {
            Expr::Name(name) => Some((id, constant_value(module, name, 0)?)),
            _ => None,
        })
        .collect()
}

fn set_values(store: &mut Store, values: Vec<(ExprId, i128)>) {
    for (id, v) in values {
        store.exprs[id] = match v < 0 {
            true => {
                let m = store.expr(Expr::Literal(Literal::int(-v)), None);
                Expr::Unary { op: oklc_ir::UnaryOp::Neg, arg: m }
            }
            false => Expr::Literal(Literal::int(v)),
        };
    }
}

/// The value of a standard constant named `name` (see [`trait_values`]).
fn constant_value(module: &Module, name: &str, depth: u32) -> Option<i128> {
    if depth > 8 {
        return None;
    }
    let name = name.trim().trim_start_matches("::");
    if let Some(scope) = name.strip_suffix("::value") {
        // A typedef of `std::integral_constant<...>` (`Three::value`).
        if !scope.contains('<') {
            let (_, td) = module.typedefs.iter().find(|(_, t)| t.name == scope)?;
            let TyKind::Named { name: text, .. } = &module.store.types.get(td.ty)?.kind else {
                return None;
            };
            return constant_value(module, &format!("{text}::value"), depth + 1);
        }
        if let Some(args) = scope.strip_prefix("std::integral_constant<") {
            let args = super::templates::split_top(args.strip_suffix('>')?);
            return super::templates::written_value(module, args.get(1)?.trim());
        }
    }
    let tuple = name
        .strip_prefix("std::tuple_size_v<")
        .and_then(|r| r.strip_suffix('>'))
        .or_else(|| name.strip_prefix("std::tuple_size<").and_then(|r| r.strip_suffix(">::value")));
    if let Some(array) = tuple {
        // `std::array` is the device subset's on targets that take it from there.
        let array = array.trim();
        let array = match array.strip_prefix(oklc_target::DEVICE_STD_NAMESPACE) {
            Some(rest) => rest.strip_prefix("::")?,
            None => array.strip_prefix("std::")?,
        };
        let args = array.strip_prefix("array<")?.strip_suffix('>')?;
        let args = super::templates::split_top(args);
        return super::templates::written_value(module, args.get(1)?.trim());
    }
    if name.starts_with("std::is_") {
        return trait_value(module, name);
    }
    None
}

/// Replaces each `if constexpr` of function `f` whose condition has a value by the branch it
/// takes.
pub(super) fn fold_constexpr_ifs(module: &mut Module, f: FunctionId) {
    let conds = constexpr_conditions(module, f);
    if conds.is_empty() {
        return;
    }
    let mut values = Vec::with_capacity(conds.len());
    for cond in conds {
        evaluate_traits(module, f, cond);
        let names = ConstNames::of(module, f);
        values.push((cond, extent(names, Some(&module.functions[f]), cond, 0)));
    }
    let func = &mut module.functions[f];
    if let Some(body) = func.body.as_mut() {
        choose(body, &values);
    }
}

/// The conditions of the `if constexpr` statements of `f`'s body.
fn constexpr_conditions(module: &Module, f: FunctionId) -> Vec<ExprId> {
    fn collect(block: &Block, out: &mut Vec<ExprId>) {
        for stmt in &block.stmts {
            if let Stmt::If { constexpr: true, cond, .. } = stmt {
                out.push(*cond);
            }
            for inner in oklc_ir::visit::child_blocks(stmt) {
                collect(inner, out);
            }
        }
    }
    let mut out = Vec::new();
    if let Some(body) = &module.functions[f].body {
        collect(body, &mut out);
    }
    out
}

/// Replaces the `if constexpr` statements of `block` whose condition has a value in `values`
/// by the branch taken: its statements where it declares nothing, else the branch as a block.
fn choose(block: &mut Block, values: &[(ExprId, Option<i128>)]) {
    let old = std::mem::take(block);
    for (mut stmt, span) in old.stmts.into_iter().zip(old.spans) {
        if let Stmt::If { constexpr: true, cond, then, els } = &mut stmt
            && let Some(&(_, Some(v))) = values.iter().find(|(c, _)| c == cond)
        {
            let taken = if v != 0 { Some(std::mem::take(then)) } else { els.take().map(|b| *b) };
            let Some(mut taken) = taken else { continue };
            choose(&mut taken, values);
            if taken.stmts.iter().any(|s| matches!(s, Stmt::Decl(_) | Stmt::TypeDecl(_))) {
                block.push(Stmt::Block(taken), span);
            } else {
                block.append(taken);
            }
            continue;
        }
        for inner in oklc_ir::visit::child_blocks_mut(&mut stmt) {
            choose(inner, values);
        }
        block.push(stmt, span);
    }
}

/// Puts the value of each type trait and record `sizeof` in the condition `cond` of `f` in
/// its place, as a literal.
fn evaluate_traits(module: &mut Module, f: FunctionId, cond: ExprId) {
    let mut found = Vec::new();
    oklc_ir::visit::walk_expr(&module.functions[f].store, cond, |id, e| match e {
        Expr::Name(name) => found.push((id, trait_value(module, name))),
        Expr::SizeOfType(ty) => {
            found.push((id, record_size(module, &module.functions[f].store, *ty)));
        }
        _ => {}
    });
    let store = &mut module.functions[f].store;
    for (id, value) in found {
        if let Some(v) = value {
            store.exprs[id] = Expr::Literal(Literal::int(v));
        }
    }
}

/// The value of a standard type trait named as `std::is_same_v<A, B>` or
/// `std::is_same<A, B>::value`.
fn trait_value(module: &Module, name: &str) -> Option<i128> {
    let name = name.trim().trim_start_matches("::").strip_prefix("std::")?;
    let name = name.strip_suffix("::value").unwrap_or(name);
    let open = name.find('<')?;
    let args = super::templates::split_top(name[open + 1..].strip_suffix('>')?);
    let trait_name = name[..open].trim();
    let trait_name = trait_name.strip_suffix("_v").unwrap_or(trait_name);
    let ty = |k: usize| -> Option<(Store, TyId)> {
        let mut store = Store::default();
        let ty = read_type(module, &mut store, args.get(k)?, 0)?;
        Some((store, ty))
    };
    let class = |k: usize| ty(k).map(|(store, t)| classify(module, &store, t));
    let holds = match (trait_name, args.len()) {
        ("is_same", 2) => {
            let ((a, at), (b, bt)) = (ty(0)?, ty(1)?);
            super::templates::type_key(&a, at, 0) == super::templates::type_key(&b, bt, 0)
        }
        ("is_integral", 1) => matches!(class(0)?, Class::Integer { .. } | Class::Bool),
        ("is_floating_point", 1) => class(0)? == Class::Float,
        ("is_arithmetic", 1) => class(0)? != Class::Other,
        ("is_signed", 1) => matches!(class(0)?, Class::Integer { signed: true } | Class::Float),
        ("is_unsigned", 1) => matches!(class(0)?, Class::Integer { signed: false } | Class::Bool),
        ("is_pointer", 1) => {
            let (store, t) = ty(0)?;
            matches!(store.types.get(t)?.kind, TyKind::Pointer(_))
        }
        _ => return None,
    };
    Some(i128::from(holds))
}

/// What the arithmetic traits tell of a type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Bool,
    Integer { signed: bool },
    Float,
    Other,
}

fn classify(module: &Module, store: &Store, ty: TyId) -> Class {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    match store.types.get(ty).map(|t| &t.kind) {
        Some(TyKind::Builtin(Builtin::Bool)) => Class::Bool,
        Some(TyKind::Builtin(b)) if b.is_float() => Class::Float,
        Some(TyKind::Builtin(Builtin::Void)) | None => Class::Other,
        Some(TyKind::Builtin(b)) => Class::Integer { signed: !b.is_unsigned() },
        Some(TyKind::Named { name, .. }) if oklc_ir::is_integer_typedef_name(name) => {
            Class::Integer { signed: !name.contains("uint") && !name.contains("size_t") }
        }
        Some(_) => Class::Other,
    }
}

/// `sizeof` of a record (of `store`'s type `ty`) whose fields are scalars every target lays
/// out alike, arrays of them or such records: C's layout, each field at a multiple of its
/// alignment and the size a multiple of the largest.
fn record_size(module: &Module, store: &Store, ty: TyId) -> Option<i128> {
    layout(module, store, ty, 0).map(|(size, _)| size)
}

/// `(size, alignment)` of a type of `store`, for the types [`record_size`] measures.
fn layout(module: &Module, store: &Store, ty: TyId, depth: u32) -> Option<(i128, i128)> {
    if depth > 16 {
        return None;
    }
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    match &store.types.get(ty)?.kind {
        TyKind::Builtin(b) => scalar_size(*b).map(|s| (s, s)),
        TyKind::Array { elem, size: Some(n) } => {
            let (size, align) = layout(module, store, *elem, depth + 1)?;
            let n = crate::fold::const_int(store, *n).filter(|&n| n > 0)?;
            Some((size.checked_mul(n)?, align))
        }
        TyKind::Named { refers: NamedRef::Struct(id), .. } => {
            let def = module.structs.get(*id)?;
            if def.is_forward
                || def.bases.is_some()
                || def.fields.is_empty()
                || def.fields.iter().any(|f| f.bit_width.is_some())
            {
                return None;
            }
            let union = def.tag == oklc_ir::StructTag::Union;
            let (mut size, mut align) = (0i128, 1i128);
            for field in &def.fields {
                let (s, a) = layout(module, &module.store, field.ty, depth + 1)?;
                align = align.max(a);
                size = match union {
                    true => size.max(s),
                    false => round_up(size, a) + s,
                };
            }
            Some((round_up(size, align), align))
        }
        _ => None,
    }
}

/// `n` rounded up to a multiple of `a` (`a` > 0).
fn round_up(n: i128, a: i128) -> i128 {
    (n + a - 1) / a * a
}

/// The standard aliases [`read_type`] computes.
const TYPE_ALIASES: [&str; 7] = [
    "std::conditional_t<",
    "std::enable_if_t<",
    "std::common_type_t<",
    "std::remove_cv_t<",
    "std::remove_const_t<",
    "std::remove_reference_t<",
    "std::decay_t<",
];

/// Gives the types of `f` that a standard alias names (`std::conditional_t<true, double, int>`)
/// the type it stands for.
fn resolve_trait_types(module: &mut Module, f: FunctionId) {
    let named: Vec<(TyId, String)> = module.functions[f]
        .store
        .types
        .iter()
        .filter_map(|(id, t)| match &t.kind {
            TyKind::Named { name, refers: NamedRef::Opaque, .. }
                if TYPE_ALIASES.iter().any(|a| name.trim_start_matches("::").starts_with(a)) =>
            {
                Some((id, name.to_string()))
            }
            _ => None,
        })
        .collect();
    for (id, text) in named {
        let mut scratch = Store::default();
        let Some(ty) = read_type(module, &mut scratch, &text, 0) else { continue };
        let store = &mut module.functions[f].store;
        let ty = store.import_ty(&scratch, ty);
        let mut resolved = store.types[ty].clone();
        resolved.quals |= store.types[id].quals;
        resolved.space = store.types[id].space;
        store.types[id] = resolved;
    }
}

/// The type C++ text names, made in `store`: a builtin, a record or typedef of the file, a
/// pointer, reference or `const` one, or a standard alias of those ([`TYPE_ALIASES`]).
pub(super) fn read_type(
    module: &Module,
    store: &mut Store,
    text: &str,
    depth: u32,
) -> Option<TyId> {
    if depth > 16 {
        return None;
    }
    let t = text.trim();
    let t = t.strip_prefix("typename ").unwrap_or(t).trim().trim_start_matches("::");
    if t.ends_with('>') && t.starts_with("std::") {
        return read_alias(module, store, t, depth);
    }
    if let Some(inner) = t.strip_suffix("&&").or_else(|| t.strip_suffix('&')) {
        let inner = read_type(module, store, inner, depth + 1)?;
        return Some(store.ty(Ty::new(TyKind::Reference(inner))));
    }
    if let Some(inner) = t.strip_suffix('*') {
        let inner = read_type(module, store, inner, depth + 1)?;
        return Some(store.ty(Ty::new(TyKind::Pointer(inner))));
    }
    let unconst = t.strip_prefix("const ").or_else(|| {
        t.strip_suffix("const").filter(|r| r.ends_with(|c: char| c.is_whitespace() || c == '*'))
    });
    if let Some(inner) = unconst {
        let inner = read_type(module, store, inner, depth + 1)?;
        let mut ty = store.types[inner].clone();
        ty.quals |= Quals::CONST;
        return Some(store.ty(ty));
    }
    if let Some(b) = Builtin::from_spelling(t) {
        return Some(store.builtin(b));
    }
    let refers = module
        .structs
        .iter()
        .find(|(_, s)| s.name.as_deref() == Some(t))
        .map(|(id, _)| NamedRef::Struct(id))
        .or_else(|| {
            module.typedefs.iter().find(|(_, d)| d.name == t).map(|(id, _)| NamedRef::Typedef(id))
        })?;
    Some(store.ty(Ty::new(TyKind::Named { name: t.into(), refers, keyword: None })))
}

/// A standard alias ([`TYPE_ALIASES`]) as the type it stands for.
fn read_alias(module: &Module, store: &mut Store, text: &str, depth: u32) -> Option<TyId> {
    let open = text.find('<')?;
    let args = super::templates::split_top(text[open + 1..].strip_suffix('>')?);
    let arg = |k: usize, store: &mut Store| read_type(module, store, args.get(k)?, depth + 1);
    match (&text[..open], args.len()) {
        ("std::conditional_t", 3) => {
            let cond = condition(module, args[0])?;
            arg(if cond { 1 } else { 2 }, store)
        }
        ("std::enable_if_t", 2) => arg(1, store),
        ("std::enable_if_t", 1) => Some(store.builtin(Builtin::Void)),
        ("std::common_type_t", 2) => {
            let (a, b) = (arg(0, store)?, arg(1, store)?);
            let builtin = |t: TyId| match store.types[t].kind {
                TyKind::Builtin(b) => Some(b),
                _ => None,
            };
            let common = arithmetic_common(builtin(a)?, builtin(b)?)?;
            Some(store.builtin(common))
        }
        ("std::remove_cv_t" | "std::remove_const_t", 1) => {
            let t = arg(0, store)?;
            let mut ty = store.types[t].clone();
            ty.quals -= Quals::CONST | Quals::VOLATILE;
            Some(store.ty(ty))
        }
        ("std::remove_reference_t", 1) => {
            let t = arg(0, store)?;
            match store.types[t].kind {
                TyKind::Reference(inner) | TyKind::RvalueReference(inner) => Some(inner),
                _ => Some(t),
            }
        }
        ("std::decay_t", 1) => {
            let mut t = arg(0, store)?;
            if let TyKind::Reference(inner) | TyKind::RvalueReference(inner) = store.types[t].kind {
                t = inner;
            }
            let mut ty = store.types[t].clone();
            ty.quals -= Quals::CONST | Quals::VOLATILE;
            Some(store.ty(ty))
        }
        _ => None,
    }
}

/// The type of `a + b` for arithmetic builtins (C++'s usual arithmetic conversions, for the
/// types every target sizes alike).
fn arithmetic_common(a: Builtin, b: Builtin) -> Option<Builtin> {
    if a == b {
        return Some(a);
    }
    for float in [Builtin::LongDouble, Builtin::Double, Builtin::Float] {
        if a == float || b == float {
            return Some(float);
        }
    }
    let rank = |x: Builtin| -> Option<(i128, bool)> {
        let size = scalar_size(x)?.max(4);
        let unsigned = matches!(x, Builtin::UInt | Builtin::ULong | Builtin::ULongLong);
        Some((size, unsigned))
    };
    let (ra, rb) = (rank(a)?, rank(b)?);
    let (size, unsigned) = ra.max(rb);
    Some(match (size, unsigned) {
        (4, false) => Builtin::Int,
        (4, true) => Builtin::UInt,
        (_, false) if a == Builtin::LongLong || b == Builtin::LongLong => Builtin::LongLong,
        (_, false) => Builtin::Long,
        (_, true) => Builtin::ULong,
    })
}

/// The value of a condition written as C++ text in a template argument (`(sizeof(double) >
/// 4)`, `std::is_integral_v<int>`, `true`): `&&`, `||`, `!`, comparisons, `+ - * /` over
/// integer literals, `sizeof` of a type and type traits.
fn condition(module: &Module, text: &str) -> Option<bool> {
    let tokens = tokens(text)?;
    let mut pos = 0;
    let v = Cond { module, tokens: &tokens }.or(&mut pos, 0)?;
    (pos == tokens.len()).then_some(v != 0)
}

/// A token of a condition's text: a word (a name with its template arguments, `sizeof(T)` with
/// its operand) or an operator.
fn tokens(text: &str) -> Option<Vec<String>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        if c.is_whitespace() {
            k += 1;
        } else if c.is_alphanumeric() || c == '_' || c == ':' {
            let start = k;
            while k < chars.len() && (chars[k].is_alphanumeric() || "_:'".contains(chars[k])) {
                k += 1;
            }
            let word: String = chars[start..k].iter().collect();
            // A trait's arguments (`std::is_same_v<int, float>`), `::value` after them, and
            // `sizeof`'s operand belong to the word.
            let opener = match word.as_str() {
                "sizeof" => Some(('(', ')')),
                w if w.starts_with("std::") => Some(('<', '>')),
                _ => None,
            };
            let mut word = word;
            if let Some((open, close)) = opener {
                while k < chars.len() && chars[k].is_whitespace() {
                    k += 1;
                }
                if chars.get(k) == Some(&open) {
                    let mut depth = 0;
                    let start = k;
                    loop {
                        let c = *chars.get(k)?;
                        depth += i32::from(c == open) - i32::from(c == close);
                        k += 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    word.extend(&chars[start..k]);
                    let rest: String = chars[k..].iter().collect();
                    if rest.starts_with("::value") {
                        word.push_str("::value");
                        k += "::value".len();
                    }
                }
            }
            out.push(word);
        } else {
            let two: String = chars[k..(k + 2).min(chars.len())].iter().collect();
            if ["&&", "||", "==", "!=", "<=", ">="].contains(&two.as_str()) {
                out.push(two);
                k += 2;
            } else {
                out.push(c.to_string());
                k += 1;
            }
        }
    }
    Some(out)
}

/// A recursive-descent evaluation of [`condition`]'s tokens.
struct Cond<'a> {
    module: &'a Module,
    tokens: &'a [String],
}

impl Cond<'_> {
    fn peek(&self, pos: usize) -> Option<&str> {
        self.tokens.get(pos).map(String::as_str)
    }

    fn or(&self, pos: &mut usize, depth: u32) -> Option<i128> {
        let mut v = self.and(pos, depth)?;
        while self.peek(*pos) == Some("||") {
            *pos += 1;
            let r = self.and(pos, depth)?;
            v = i128::from(v != 0 || r != 0);
        }
        Some(v)
    }

    fn and(&self, pos: &mut usize, depth: u32) -> Option<i128> {
        let mut v = self.compare(pos, depth)?;
        while self.peek(*pos) == Some("&&") {
            *pos += 1;
            let r = self.compare(pos, depth)?;
            v = i128::from(v != 0 && r != 0);
        }
        Some(v)
    }

    fn compare(&self, pos: &mut usize, depth: u32) -> Option<i128> {
        let a = self.sum(pos, depth)?;
        let Some(op) = self.peek(*pos).filter(|op| ["==", "!=", "<", ">", "<=", ">="].contains(op))
        else {
            return Some(a);
        };
        *pos += 1;
        let b = self.sum(pos, depth)?;
        Some(i128::from(match op {
            "==" => a == b,
            "!=" => a != b,
            "<" => a < b,
            ">" => a > b,
            "<=" => a <= b,
            _ => a >= b,
        }))
    }

    fn sum(&self, pos: &mut usize, depth: u32) -> Option<i128> {
        let mut v = self.unary(pos, depth)?;
        while let Some(op) = self.peek(*pos).filter(|op| ["+", "-", "*", "/"].contains(op)) {
            *pos += 1;
            let r = self.unary(pos, depth)?;
            v = match op {
                "+" => v.checked_add(r)?,
                "-" => v.checked_sub(r)?,
                "*" => v.checked_mul(r)?,
                _ => v.checked_div(r)?,
            };
        }
        Some(v)
    }

    fn unary(&self, pos: &mut usize, depth: u32) -> Option<i128> {
        if depth > 32 {
            return None;
        }
        let token = self.peek(*pos)?;
        *pos += 1;
        match token {
            "!" => Some(i128::from(self.unary(pos, depth + 1)? == 0)),
            "-" => self.unary(pos, depth + 1)?.checked_neg(),
            "(" => {
                let v = self.or(pos, depth + 1)?;
                (self.peek(*pos) == Some(")")).then(|| *pos += 1)?;
                Some(v)
            }
            "true" => Some(1),
            "false" => Some(0),
            word => {
                if let Some(operand) = word.strip_prefix("sizeof") {
                    let operand = operand.trim().strip_prefix('(')?.strip_suffix(')')?;
                    let mut store = Store::default();
                    let ty = read_type(self.module, &mut store, operand, 0)?;
                    return layout(self.module, &store, ty, 0).map(|(size, _)| size);
                }
                crate::fold::parse_int_literal(word).or_else(|| trait_value(self.module, word))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use oklc_ir::{Builtin, Module, Store, TyKind};

    use super::{condition, read_type};

    fn builtin(text: &str) -> Option<Builtin> {
        let module = Module::default();
        let mut store = Store::default();
        let ty = read_type(&module, &mut store, text, 0)?;
        match store.types[ty].kind {
            TyKind::Builtin(b) => Some(b),
            _ => None,
        }
    }

    #[test]
    fn conditions_of_sizes_traits_and_literals_have_values() {
        let module = Module::default();
        assert_eq!(condition(&module, "(sizeof(double) > 4)"), Some(true));
        assert_eq!(condition(&module, "(sizeof(float) > 4)"), Some(false));
        assert_eq!(
            condition(&module, "std::is_integral_v<int> && !std::is_same_v<int, long>"),
            Some(true)
        );
        assert_eq!(
            condition(&module, "std::is_floating_point<long int>::value || false"),
            Some(false)
        );
        assert_eq!(condition(&module, "2 * 3 == 6"), Some(true));
        assert_eq!(condition(&module, "std::is_empty_v<int>"), None);
        assert_eq!(condition(&module, "n > 2"), None);
    }

    #[test]
    fn standard_aliases_name_the_type_they_compute() {
        assert_eq!(
            builtin("std::conditional_t<(sizeof(double) > 4), double, float>"),
            Some(Builtin::Double)
        );
        assert_eq!(
            builtin("std::conditional_t<std::is_integral_v<float>, long int, double>"),
            Some(Builtin::Double)
        );
        assert_eq!(builtin("std::common_type_t<double, int>"), Some(Builtin::Double));
        assert_eq!(builtin("std::common_type_t<int, unsigned int>"), Some(Builtin::UInt));
        assert_eq!(builtin("std::common_type_t<short, char>"), Some(Builtin::Int));
        assert_eq!(
            builtin("std::remove_cv_t<std::remove_reference_t<const double &>>"),
            Some(Builtin::Double)
        );
        assert_eq!(builtin("std::enable_if_t<true, int>"), Some(Builtin::Int));
        assert_eq!(builtin("std::conditional_t<N, int, long>"), None);
    }
}
