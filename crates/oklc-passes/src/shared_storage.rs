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
//! and vector types of both languages. Arrays of scalars, pointers, enums, template parameters
//! and records whose default constructor does nothing (none, `= default`, `T() {}`, and no
//! default member initializers) keep their declaration.

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

/// Whether default-initialising an object of `ty` (the elements of an array type) runs a
/// constructor that does something: one its record declares with no parameters, or with a
/// default for each, that is neither `= default` nor empty (`T() {}`, which both languages
/// accept on `__shared__` variables). The record is one of the module's, or one passed through
/// as text (in a namespace, oklc's device library), found by its last name.
fn constructs(module: &Module, store: &Store, ty: TyId) -> bool {
    let (store, ty) = oklc_ir::without_typedefs(module, store, ty);
    let Some(t) = store.types.get(ty) else { return false };
    let name = match &t.kind {
        TyKind::Array { elem, .. } => return constructs(module, store, *elem),
        TyKind::Named { refers: NamedRef::Struct(sid), .. } => {
            let Some(def) = module.structs.get(*sid) else { return false };
            let name = def.name.as_deref().unwrap_or_default();
            return def
                .fields
                .iter()
                .any(|f| f.default.is_some() || constructs(module, &module.store, f.ty))
                || def
                    .verbatim_members
                    .iter()
                    .any(|m| default_constructor_runs(&m.text, name) || member_initializer(m));
        }
        TyKind::Named { name, refers: NamedRef::Opaque, .. } => name,
        _ => return false,
    };
    let name = name.split('<').next().unwrap_or(name).trim();
    let last = name.rsplit("::").next().unwrap_or(name);
    let template = module
        .structs
        .values()
        .find(|def| def.template_header.is_some() && def.name.as_deref() == Some(name));
    if let Some(def) = template {
        return def.verbatim_members.iter().any(|m| default_constructor_runs(&m.text, name));
    }
    name.contains("::")
        && module.items.iter().any(|item| match item {
            oklc_ir::Item::Verbatim(v) => default_constructor_runs(&v.text, last),
            _ => false,
        })
}

/// Whether a member passed through as text is a data member with a default member initializer
/// (`int n = 3;`, `float x{0.5f};`), which makes default-initialisation run code. A type
/// defined in place (`struct {…} pos;`) counts too: raw storage is right for it either way.
fn member_initializer(member: &oklc_ir::Verbatim) -> bool {
    let text = member.text.trim();
    // A `(` before the initializer is a function's (`T() = default;`, `T() {}`).
    let declarator = text.find(['=', '{']).map(|at| &text[..at]);
    member.functions.is_empty()
        && !["static ", "typedef ", "using ", "friend ", "template"]
            .iter()
            .any(|k| text.starts_with(k))
        && declarator.is_some_and(|head| !head.contains('('))
}

/// Whether `text` (a record's members, or a namespace passed through) declares a constructor
/// of record `name` that default-initialisation runs and that does something: `name(` with no
/// parameters or a default for each, followed by member initialisers or a non-empty body.
fn default_constructor_runs(text: &str, name: &str) -> bool {
    if name.is_empty() {
        return false;
    }
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(at) = text[from..].find(name).map(|i| from + i) {
        from = at + name.len();
        let before = text[..at].chars().next_back();
        let after = text[from..].trim_start();
        if before.is_some_and(|c| word(c) || c == '~' || c == '.' || c == '>')
            || !after.starts_with('(')
        {
            continue;
        }
        let Some(close) = matching_paren(after) else { continue };
        let params = after[1..close].trim();
        let defaulted = params.is_empty()
            || params == "void"
            || split_top_level(params).iter().all(|p| p.contains('='));
        let rest = after[close + 1..].trim_start();
        let rest = rest.strip_prefix("noexcept").map_or(rest, str::trim_start);
        let runs = rest.starts_with(':')
            || (rest.starts_with('{') && !rest[1..].trim_start().starts_with('}'));
        if defaulted && runs {
            return true;
        }
    }
    false
}

/// The index of the `)` that closes the `(` `text` starts with.
fn matching_paren(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` split at the commas outside parentheses and angle brackets.
fn split_top_level(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' | '<' | '[' | '{' => depth += 1,
            ')' | '>' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_members_with_initializers_are_told_from_functions() {
        let member = |text: &str| oklc_ir::Verbatim { text: text.into(), ..Default::default() };
        assert!(member_initializer(&member("int n = 3;")));
        assert!(member_initializer(&member("float x{0.5f};")));
        assert!(member_initializer(&member("float y = scale(2);")));
        assert!(!member_initializer(&member("T() = default;")));
        assert!(!member_initializer(&member("T() {}")));
        assert!(!member_initializer(&member("double x, y;")));
        assert!(!member_initializer(&member("static constexpr int n = 4;")));
    }

    #[test]
    fn default_constructors_that_do_something_are_told_from_others() {
        let runs = |text: &str| default_constructor_runs(text, "Complex");
        assert!(runs("constexpr Complex() : re(0.0), im(0.0) {}"));
        assert!(runs("Complex(double r = 0, double i = 0) : re(r), im(i) {}"));
        assert!(runs("struct Complex { double re; Complex() { re = 1; } };"));
        assert!(!runs("Complex() = default;"));
        assert!(!runs("Complex() {}"));
        assert!(!runs("constexpr Complex(double r, double i = 0.0) : re(r), im(i) {}"));
        assert!(!runs("Complex conj() const { return Complex(); }"));
        assert!(!runs("~Complex() { n = 0; }"));
        assert!(!runs("Complexity() : n(0) {}"));
    }
}
