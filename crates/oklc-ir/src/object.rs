//! The declared type of the object an lvalue names: what both the passes (the integer type a
//! loop bound is compared in) and the printers (whether an `@atomic` update writes a record)
//! ask of a variable, an element or a field.

use crate::{ArenaExt, Expr, ExprId, Function, Module, NamedRef, Store, TyId, TyKind, UnaryOp};

/// How long a chain of `[]`, `*`, `.` and `->`, or of typedef names, is followed; lowering
/// makes much shorter ones, the bound is for hand-built and hostile IR.
const MAX_CHAIN: u32 = 256;

/// The object an lvalue names: its declared type, with typedef names and references looked
/// through, and the store that type lives in.
#[derive(Clone, Copy, Debug)]
pub struct Object<'a> {
    pub store: &'a Store,
    pub ty: TyId,
    /// False when a field on the way is a bit-field (it promotes by its width, not its type)
    /// or belongs to a record oklc does not model member by member (verbatim members, a
    /// template, whose field types may name its parameters).
    pub exact: bool,
}

/// The object `e` of `f` names: a local or global variable, an element (`a[i]`, `*p`) or a
/// field (`s.x`, `p->x`) of one; `None` for any other expression or a type oklc cannot follow.
pub fn object_type<'a>(module: &'a Module, f: &'a Function, e: ExprId) -> Option<Object<'a>> {
    walk(module, f, e, 0)
}

fn walk<'a>(module: &'a Module, f: &'a Function, e: ExprId, depth: u32) -> Option<Object<'a>> {
    if depth > MAX_CHAIN {
        return None;
    }
    let (store, ty, exact) = match f.store.exprs.get(e)? {
        Expr::Local(l) => (&f.store, f.locals.get(*l)?.ty, true),
        Expr::Global(g) => (&module.store, module.globals.get(*g)?.ty, true),
        Expr::Index { base, .. } | Expr::Unary { op: UnaryOp::Deref, arg: base } => {
            let o = walk(module, f, *base, depth + 1)?;
            let (store, elem) = element(module, o.store, o.ty)?;
            (store, elem, o.exact)
        }
        Expr::Member { base, member, arrow } => {
            let o = walk(module, f, *base, depth + 1)?;
            let (store, ty) =
                if *arrow { element(module, o.store, o.ty)? } else { (o.store, o.ty) };
            let (store, ty) = without_references(module, store, ty);
            let TyKind::Named { refers: NamedRef::Struct(id), .. } = &store.types.get(ty)?.kind
            else {
                return None;
            };
            let def = module.structs.get(*id)?;
            let field = def.fields.iter().find(|x| x.name == *member)?;
            let modelled = def.verbatim_members.is_empty() && def.template_header.is_none();
            (&module.store, field.ty, o.exact && modelled && field.bit_width.is_none())
        }
        _ => return None,
    };
    let (store, ty) = without_references(module, store, ty);
    Some(Object { store, ty, exact })
}

/// The element type of a pointer or array type (typedef names looked through).
fn element<'a>(module: &'a Module, store: &'a Store, ty: TyId) -> Option<(&'a Store, TyId)> {
    let (store, ty) = without_typedefs(module, store, ty);
    match store.types.get(ty)?.kind {
        TyKind::Pointer(elem) | TyKind::Array { elem, .. } => Some((store, elem)),
        _ => None,
    }
}

/// `ty` with typedef names followed to what they name.
pub fn without_typedefs<'a>(module: &'a Module, store: &'a Store, ty: TyId) -> (&'a Store, TyId) {
    let (mut store, mut ty) = (store, ty);
    for _ in 0..MAX_CHAIN {
        match store.types.get(ty).map(|t| &t.kind) {
            Some(TyKind::Named { refers: NamedRef::Typedef(id), .. }) => {
                let Some(td) = module.typedefs.get(*id) else { break };
                (store, ty) = (&module.store, td.ty);
            }
            Some(TyKind::Named { refers: NamedRef::Alias(aliased), .. }) => ty = *aliased,
            _ => break,
        }
    }
    (store, ty)
}

/// `ty` with typedef names and references looked through (`T &` and `T &&` name a `T`).
fn without_references<'a>(module: &'a Module, store: &'a Store, ty: TyId) -> (&'a Store, TyId) {
    let (mut store, mut ty) = without_typedefs(module, store, ty);
    for _ in 0..MAX_CHAIN {
        match store.types.get(ty).map(|t| &t.kind) {
            Some(TyKind::Reference(inner) | TyKind::RvalueReference(inner)) => {
                (store, ty) = without_typedefs(module, store, *inner);
            }
            _ => break,
        }
    }
    (store, ty)
}
