//! Compile-time conditions of a template's copy (`c-templates`): once the template's
//! arguments are known, `if constexpr` conditions made of standard type traits
//! (`std::is_same_v<T, float>`, `std::is_integral<T>::value`, ...), `sizeof` of scalars and of
//! records of scalars, and integer constants have a value; the statement becomes the branch it
//! takes. C has no `if constexpr`, and the branch it discards need not compile for these
//! arguments (`v.x` on an `int`).

use oklc_ir::{
    ArenaExt, Block, Builtin, Expr, ExprId, FunctionId, Literal, Module, NamedRef, Stmt, Store,
    TyId, TyKind,
};

use crate::consts::{ConstNames, extent, scalar_size};

/// How a type argument written as text in a trait (`T`, `float`) reads: its type, in a store
/// of its own.
pub(super) type TypeOf<'a> = dyn Fn(&Module, &str) -> Option<(Store, TyId)> + 'a;

/// Replaces each `if constexpr` of function `f` whose condition has a value by the branch it
/// takes; `type_of` reads the types the traits name.
pub(super) fn fold_constexpr_ifs(module: &mut Module, f: FunctionId, type_of: &TypeOf<'_>) {
    let conds = constexpr_conditions(module, f);
    let mut values = Vec::with_capacity(conds.len());
    for cond in conds {
        evaluate_traits(module, f, cond, type_of);
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
fn evaluate_traits(module: &mut Module, f: FunctionId, cond: ExprId, type_of: &TypeOf<'_>) {
    let mut found = Vec::new();
    oklc_ir::visit::walk_expr(&module.functions[f].store, cond, |id, e| match e {
        Expr::Name(name) => found.push((id, trait_value(module, name, type_of))),
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
fn trait_value(module: &Module, name: &str, type_of: &TypeOf<'_>) -> Option<i128> {
    let name = name.trim_start_matches("::").strip_prefix("std::")?;
    let name = name.strip_suffix("::value").unwrap_or(name);
    let open = name.find('<')?;
    let args = name[open + 1..].strip_suffix('>')?;
    let args = super::templates::split_top(args);
    let trait_name = name[..open].trim();
    let trait_name = trait_name.strip_suffix("_v").unwrap_or(trait_name);
    let class = |k: usize| -> Option<Class> {
        let (store, ty) = type_of(module, args.get(k)?.trim())?;
        Some(classify(module, &store, ty))
    };
    let holds = match (trait_name, args.len()) {
        ("is_same", 2) => {
            let (a, b) = (type_of(module, args[0].trim())?, type_of(module, args[1].trim())?);
            super::templates::type_key(&a.0, a.1, 0) == super::templates::type_key(&b.0, b.1, 0)
        }
        ("is_integral", 1) => matches!(class(0)?, Class::Integer { .. } | Class::Bool),
        ("is_floating_point", 1) => class(0)? == Class::Float,
        ("is_arithmetic", 1) => class(0)? != Class::Other,
        ("is_signed", 1) => matches!(class(0)?, Class::Integer { signed: true } | Class::Float),
        ("is_unsigned", 1) => matches!(class(0)?, Class::Integer { signed: false } | Class::Bool),
        ("is_pointer", 1) => {
            let (store, ty) = type_of(module, args[0].trim())?;
            matches!(store.types.get(ty)?.kind, TyKind::Pointer(_))
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
        Some(TyKind::Builtin(b)) => Class::Integer {
            signed: !matches!(
                b,
                Builtin::UChar
                    | Builtin::UShort
                    | Builtin::UInt
                    | Builtin::ULong
                    | Builtin::ULongLong
                    | Builtin::Char16
                    | Builtin::Char32
            ),
        },
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
