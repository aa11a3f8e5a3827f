//! A member function called on a record a call returns (`a * b + c` once `a * b` is
//! `R::operator_mul(&a, b)`): C cannot take the address of a returned value, so the call goes
//! to the member's by-value twin, `R::operator_add_by_value(R::operator_mul(&a, b), c)`, a
//! function placed after the member that takes the object as a copy and calls the member with
//! the copy's address. Valid C and C++ alike (the OpenCL host launcher compiles the file's
//! functions as C++).

use oklc_ir::{
    ArenaExt, Block, Expr, ExprId, FunctionId, FunctionKind, Item, Local, LocalKind, Module, Stmt,
    Store, TyKind, UnaryOp,
};
use smol_str::SmolStr;

/// Whether `e` (of `store`) is a call whose value is a copy: a call of a function of the file
/// none of whose overloads returns a reference.
pub(super) fn returns_value(module: &Module, store: &Store, e: ExprId) -> bool {
    let Some(Expr::Call { callee, .. }) = store.exprs.get(e) else { return false };
    let Some(Expr::Name(name)) = store.exprs.get(*callee) else { return false };
    let mut named = module.functions.values().filter(|g| g.name == *name).peekable();
    named.peek().is_some()
        && named.all(|g| {
            !matches!(
                g.store.types.get(g.ret).map(|t| &t.kind),
                Some(TyKind::Reference(_) | TyKind::RvalueReference(_))
            )
        })
}

/// The by-value twin of member function `member` (whose first parameter is `this`), made and
/// placed after it on first use.
pub(super) fn twin(module: &mut Module, member: FunctionId) -> Option<FunctionId> {
    let name = SmolStr::from(format!("{}_by_value", module.functions[member].name));
    let at = module.items.iter().position(|i| *i == Item::Function(member))?;
    if let Some(&Item::Function(next)) = module.items.get(at + 1)
        && module.functions[next].name == name
    {
        return Some(next);
    }
    let m = &module.functions[member];
    let (&this, rest) = m.params.split_first()?;
    let TyKind::Pointer(object) = m.store.types.get(m.locals.get(this)?.ty)?.kind else {
        return None;
    };
    let mut f = oklc_ir::Function::new(name, FunctionKind::Helper, m.span);
    f.specs = m.specs;
    f.ret = f.store.import_ty(&m.store, m.ret);
    let object = f.store.import_ty(&m.store, object);
    let span = m.span;
    let copy = f.locals.alloc(Local::new("_occa_self", object, LocalKind::Param(0), span));
    f.params.push(copy);
    let mut args = vec![{
        let copy = f.store.expr(Expr::Local(copy), Some(span));
        f.store.expr(Expr::Unary { op: UnaryOp::AddrOf, arg: copy }, Some(span))
    }];
    for (k, &p) in rest.iter().enumerate() {
        let param = &m.locals[p];
        let ty = f.store.import_ty(&m.store, param.ty);
        let position = u32::try_from(k + 1).ok()?;
        let own =
            f.locals.alloc(Local::new(param.name.clone(), ty, LocalKind::Param(position), span));
        f.params.push(own);
        args.push(f.store.expr(Expr::Local(own), Some(span)));
    }
    let callee = f.store.expr(Expr::Name(m.name.clone()), Some(span));
    let call = f.store.expr(Expr::Call { callee, args }, Some(span));
    let returns = !matches!(
        f.store.types.get(f.ret).map(|t| &t.kind),
        Some(TyKind::Builtin(oklc_ir::Builtin::Void))
    );
    let mut body = Block::new();
    body.push(if returns { Stmt::Return(Some(call)) } else { Stmt::Expr(call) }, span);
    f.body = Some(body);
    let id = module.functions.alloc(f);
    module.items.insert(at + 1, Item::Function(id));
    Some(id)
}
