//! `shared_storage`: `@shared` arrays of class objects the device cannot construct, as raw
//! storage and a reference to it ([`crate::Options::raw_shared_storage`]: CUDA, HIP).
//!
//! OKL `@shared` memory is uninitialised on every backend, but CUDA and HIP reject a
//! `__shared__` variable whose type has a constructor that does something (`std::pair`,
//! `std::complex`, a class with `constexpr Complex() : re(0), im(0) {}`): they cannot run it for
//! the block. Such an array `T buf[N]` becomes storage the device accepts and a reference that
//! the rest of the kernel uses as before:
//!
//! ```text
//! alignas(16) __shared__ unsigned char _occa_buf_storage[sizeof(T[N])];
//! T (&buf)[N] = *reinterpret_cast<T (*)[N]>(_occa_buf_storage);
//! ```
//!
//! The storage is aligned for every type whose alignment is at most 16, which covers the scalar
//! and vector types of both languages. Arrays of scalars,
//! pointers, enums, template parameters and records without a constructor of their own keep
//! their declaration.

use oklc_ir::{
    ArenaExt, Block, Builtin, CastStyle, Expr, Function, FunctionId, Init, Local, LocalId,
    LocalKind, Module, NamedRef, OklStorage, Stage, Stmt, Store, Ty, TyId, TyKind, UnaryOp,
};
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};
use crate::util::TakenNames;

/// The alignment of the raw storage: that of the widest scalar and vector types of CUDA and
/// HIP (`double2`, `float4`).
const ALIGNMENT: &str = "alignas(16)";

pub struct SharedStoragePass;

impl Pass for SharedStoragePass {
    fn name(&self) -> &'static str {
        "shared_storage"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        if !cx.options.raw_shared_storage {
            return;
        }
        for fid in cx.functions() {
            let f = &cx.module.functions[fid];
            let shared: Vec<LocalId> = f
                .locals
                .iter()
                .filter(|(_, l)| l.storage == OklStorage::Shared && l.init.is_none())
                .filter(|(_, l)| constructs(cx.module, &f.store, l.ty))
                .map(|(id, _)| id)
                .collect();
            if !shared.is_empty() {
                lower(cx, fid, &shared);
            }
        }
    }
}

/// Declares each of `shared` (locals of `fid`) as raw storage and a reference.
fn lower(cx: &mut PassCx<'_>, fid: FunctionId, shared: &[LocalId]) {
    let taken = TakenNames::of(cx, fid);
    let f = &mut cx.module.functions[fid];
    let mut storage = Vec::new();
    for &id in shared {
        let name = taken.fresh(format!("_occa_{}_storage", f.locals[id].name));
        storage.push((id, raw_storage(f, id, name)));
    }
    let mut blocks: Vec<&mut Block> = f.loops.values_mut().map(|lp| &mut lp.body).collect();
    if let Some(body) = f.body.as_mut() {
        blocks.push(body);
    }
    for block in blocks {
        insert_storage(block, &storage);
    }
}

/// Makes the storage local of `id` and turns `id` into a private reference to it.
fn raw_storage(f: &mut Function, id: LocalId, name: SmolStr) -> LocalId {
    let local = &f.locals[id];
    let (ty, span) = (local.ty, local.span);
    let s = &mut f.store;
    let size = s.expr(Expr::SizeOfType(ty), Some(span));
    let byte = s.builtin(Builtin::UChar);
    let array = s.ty(Ty::new(TyKind::Array { elem: byte, size: Some(size) }));
    let mut raw = Local::new(name, array, LocalKind::Synthetic, span);
    raw.storage = OklStorage::Shared;
    raw.attrs = Box::new([SmolStr::new_static(ALIGNMENT)]);
    let raw = f.add_local(raw);

    // *reinterpret_cast<T (*)[N]>(storage)
    let s = &mut f.store;
    let pointer = s.ty(Ty::new(TyKind::Pointer(ty)));
    let base = s.expr(Expr::Local(raw), Some(span));
    let cast =
        s.expr(Expr::Cast { style: CastStyle::Reinterpret, ty: pointer, arg: base }, Some(span));
    let object = s.expr(Expr::Unary { op: UnaryOp::Deref, arg: cast }, Some(span));
    let reference = s.ty(Ty::new(TyKind::Reference(ty)));
    let local = &mut f.locals[id];
    local.ty = reference;
    local.storage = OklStorage::Private;
    local.init = Some(Init::Assign(object));
    raw
}

/// Puts the declaration of each storage local in front of the declaration of its reference.
fn insert_storage(block: &mut Block, storage: &[(LocalId, LocalId)]) {
    let mut i = 0;
    while i < block.stmts.len() {
        for inner in oklc_ir::visit::child_blocks_mut(&mut block.stmts[i]) {
            insert_storage(inner, storage);
        }
        let declared = match &block.stmts[i] {
            Stmt::Decl(id) => storage.iter().find(|(r, _)| r == id).map(|(_, raw)| *raw),
            _ => None,
        };
        if let Some(raw) = declared {
            let span = block.spans[i];
            block.insert(i, Stmt::Decl(raw), span);
            i += 1;
        }
        i += 1;
    }
}

/// Whether objects of `ty` (the elements of an array type) run a constructor of their own: a
/// record of the module with a constructor, or a class oklc does not model that is named
/// through a namespace or with template arguments (`cx::Complex`, `_occa_std::pair<int, float>`).
fn constructs(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    let Some(t) = store.types.get(ty) else { return false };
    match &t.kind {
        TyKind::Array { elem, .. } => constructs(module, store, *elem),
        TyKind::Named { refers: NamedRef::Struct(sid), .. } => {
            module.structs.get(*sid).is_some_and(|def| {
                let name = def.name.as_deref().unwrap_or_default();
                def.verbatim_members.iter().any(|m| declares_constructor(&m.text, name))
            })
        }
        TyKind::Named { name, refers: NamedRef::Opaque, .. } => {
            name.contains("::") || name.contains('<')
        }
        _ => false,
    }
}

/// Whether the member declaration `text` of record `name` declares a constructor
/// (`constexpr Complex(double r) : ...`).
fn declares_constructor(text: &str, name: &str) -> bool {
    let mut rest = text.trim_start();
    for specifier in ["constexpr", "explicit", "inline", "__host__", "__device__"] {
        rest = rest.strip_prefix(specifier).map_or(rest, str::trim_start);
    }
    !name.is_empty()
        && rest.strip_prefix(name).is_some_and(|after| after.trim_start().starts_with('('))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constructors_are_told_from_other_members() {
        assert!(declares_constructor("constexpr Complex() : re(0.0), im(0.0) {}", "Complex"));
        assert!(declares_constructor("explicit Complex (double r) {}", "Complex"));
        assert!(!declares_constructor("Complex conj() const { return *this; }", "Complex"));
        assert!(!declares_constructor("double re, im;", "Complex"));
        assert!(!declares_constructor("Complexity() {}", "Complex"));
    }
}
