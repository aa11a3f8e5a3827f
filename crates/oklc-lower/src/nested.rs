//! Types declared in a record for backends that print C ([`crate::LowerOptions::c_language`]):
//! C has no class scope (a struct defined in another is declared at file scope, a typedef
//! cannot be a member). The nested records, enums and aliases of a file-scope record, and the
//! types its fields define in place (`struct { float x, y; } pos;`, an unnamed one named after
//! its field), become file-scope items before it, named by their qualified names
//! (`Cell::Stats`, which `c-namespaces` spells `Cell__Stats`); the record keeps its fields.

use oklc_syntax::ast::{self, Item as AstItem, RecordDef, TypeRef, UsingDecl};
use smol_str::SmolStr;

use crate::body::Body;
use crate::{Lowerer, qualify};

/// How many items of each kind the module had when a scope's items began.
pub(crate) struct Marks([usize; 5]);

impl Lowerer<'_> {
    /// Whether the types declared in `rec` become items of their own (the record is named, at
    /// file scope, no template or instance, and each type it declares is one this lowering takes).
    pub(crate) fn hoists_nested_types(&self, top: &Body, rec: &RecordDef, templated: bool) -> bool {
        if !self.options.c_language
            || rec.name.is_none()
            || templated
            || rec.args.is_some()
            || self.w.record_subst.is_some()
            || !rec.bases.is_empty() && !self.c_base(rec)
            || top.function.is_some()
            || !self.at_file_scope()
        {
            return false;
        }
        let mut any = false;
        for &m in rec.members.iter().flatten() {
            match self.unit.item(m) {
                AstItem::Var(decl) if crate::items::defines_type(self.unit, decl.spec.ty) => {
                    if self.defined_in_field(decl).is_none() {
                        return false;
                    }
                    any = true;
                }
                item if nested_type(item) => any = true,
                _ => {}
            }
        }
        any
    }

    /// The record or enum a field declaration `decl` defines in place, when it can be an item
    /// of its own: a record (an unnamed one is named after the field) or a named enum.
    pub(crate) fn defined_in_field(&self, decl: &ast::VarDecl) -> Option<ast::ItemId> {
        let mut ty = decl.spec.ty;
        let def = loop {
            match self.unit.ty(ty) {
                TypeRef::Defined(def) => break *def,
                TypeRef::Qualified { inner, .. } => ty = *inner,
                _ => return None,
            }
        };
        match self.unit.item(def) {
            AstItem::Record(r) if r.members.is_some() && r.args.is_none() => Some(def),
            AstItem::Enum(e) if e.name.is_some() => Some(def),
            _ => None,
        }
    }

    /// Before the field `decl` of a record whose nested types are hoisted: an unnamed record
    /// it defines is named after its first declarator.
    pub(crate) fn name_field_record(&mut self, decl: &ast::VarDecl) {
        let Some(def) = self.defined_in_field(decl) else { return };
        if let AstItem::Record(r) = self.unit.item(def)
            && r.name.is_none()
            && let Some(field) = decl.declarators.first().and_then(|d| d.name.clone())
        {
            self.w.record_name = Some(field);
        }
    }

    /// Enters the scope `name` whose declarations become items (a namespace, or a record's
    /// nested types).
    pub(crate) fn enter_item_scope(&mut self, name: SmolStr) -> Marks {
        let m = &self.w.module;
        let marks = Marks([
            m.functions.len(),
            m.structs.len(),
            m.typedefs.len(),
            m.enums.len(),
            m.globals.len(),
        ]);
        self.w.consts.scope.push(name);
        self.w.namespace_depth += 1;
        marks
    }

    /// Leaves the scope [`Self::enter_item_scope`] entered: the items declared in it since
    /// `marks` get their qualified names (the enumerators of an unscoped enum too). Returns
    /// the scope's prefix (`util::`).
    pub(crate) fn leave_item_scope(&mut self, Marks(marks): Marks) -> SmolStr {
        let inner = qualify(&self.w.consts.scope, "");
        self.w.namespace_depth -= 1;
        self.w.consts.scope.pop();
        let qualified = |n: &SmolStr| match n.contains("::") {
            true => n.clone(),
            false => SmolStr::new(format!("{inner}{n}")),
        };
        let m = &mut self.w.module;
        for (_, f) in m.functions.iter_mut().skip(marks[0]) {
            f.name = qualified(&f.name);
        }
        for (_, s) in m.structs.iter_mut().skip(marks[1]) {
            s.name = s.name.as_ref().map(qualified);
        }
        for (_, t) in m.typedefs.iter_mut().skip(marks[2]) {
            t.name = qualified(&t.name);
        }
        for (_, e) in m.enums.iter_mut().skip(marks[3]) {
            e.name = e.name.as_ref().map(qualified);
            if !e.scoped {
                for (n, _) in &mut e.enumerators {
                    *n = qualified(n);
                }
            }
        }
        for (_, g) in m.globals.iter_mut().skip(marks[4]) {
            g.name = qualified(&g.name);
        }
        inner
    }
}

/// Whether a member `item` of a record declares a type this lowering makes an item of its
/// own: a named record or enum, a typedef or an alias.
pub(crate) fn nested_type(item: &AstItem) -> bool {
    match item {
        AstItem::Record(r) => r.name.is_some() && r.args.is_none(),
        AstItem::Enum(e) => e.name.is_some(),
        AstItem::Typedef(_) | AstItem::Using(UsingDecl::Alias { .. }) => true,
        _ => false,
    }
}
