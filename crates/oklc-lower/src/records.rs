//! Class templates for backends that print C ([`crate::LowerOptions::c_language`]): C has no
//! templates, so a class template is not lowered where it is defined; each argument list a
//! type names it with (`Vec<float, 3>`) gets a record of its own, `_occa_Vec_float_3`, lowered
//! from the template with the parameters replaced by the arguments, member functions included
//! (`crate::members`). A class template in a namespace is named by its qualified name
//! (`_occa_util__Vec_int_2`); an explicit specialization (`template <> struct Pow<0>`) is the
//! record of the instance it stands for. Uses are lowered while a function is (whose store
//! cannot hold the record's types), so they are queued and the records made once the top-level
//! item is lowered, placed before it; a member type named through an instance
//! (`Traits<float>::value_type`) is the type its alias stands for there.

use std::rc::Rc;

use oklc_ir::{GENERATED_PREFIX, Item, NamedRef, RecordInstance, Ty, TyId, TyKind};
use oklc_syntax::ast::{
    Item as AstItem, ItemId, TemplateParam, TranslationUnit, TypeRef, TypeRefId, UsingDecl,
};
use smol_str::SmolStr;

use crate::body::Body;
use crate::instantiate::Subst;
use crate::text::{mangle_instantiation, split_type_instantiation};
use crate::{Lowerer, RecordTemplate};

impl Lowerer<'_> {
    /// Keeps the class template `item` (with `params`) for instantiation instead of lowering
    /// it; returns whether it was kept.
    pub(crate) fn keep_record_template(&mut self, params: &[TemplateParam], item: ItemId) -> bool {
        let oklc_syntax::ast::Item::Record(rec) = self.unit.item(item) else { return false };
        let Some(name) = &rec.name else { return false };
        if !self.options.c_language
            || params.iter().any(crate::instantiate::is_pack)
            || rec.args.is_some()
            || !self.at_file_scope()
        {
            return false;
        }
        let unit = Rc::new(self.unit.clone());
        let kept = RecordTemplate { unit, item, params: params.to_vec() };
        let qualified = crate::qualify(&self.w.consts.scope, name);
        self.w.record_templates.insert(qualified, kept);
        true
    }

    /// The record `text` (`Vec<float, 3>`, arguments already substituted) names, when it names
    /// a kept class template: its instance, queued for instantiation when it is new.
    pub(crate) fn record_instance(&mut self, b: &mut Body, text: &str) -> Option<TyId> {
        if self.w.record_templates.is_empty() {
            return None;
        }
        let (name, args) = self.kept_template(text)?;
        let template = self.w.record_templates.get(name.as_str())?;
        // Defaults are written out so that `Vec<T>` and `Vec<T, 2>` are one record.
        let (unit, params) = (template.unit.clone(), template.params.clone());
        let prefix = format!("{GENERATED_PREFIX}{}", name.replace("::", "__"));
        let mut inner = Lowerer { unit: &unit, options: self.options, w: &mut *self.w };
        let instance = inner.bound(&name, &params, &args)?;
        if self.names_function_template_params(&instance.shown) {
            let pattern = RecordInstance::pattern(&prefix, &instance.shown);
            let ty =
                TyKind::Named { name: pattern.into(), refers: NamedRef::Opaque, keyword: None };
            return Some(b.store.ty(Ty::new(ty)));
        }
        let mangled = SmolStr::new(mangle_instantiation(&prefix, &instance.mangled));
        self.w.module.record_instances.entry(mangled.clone()).or_insert_with(|| RecordInstance {
            template: prefix.into(),
            args: instance.shown.iter().map(|a| SmolStr::new(a.trim())).collect(),
        });
        let refers = match self.w.structs.get(mangled.as_str()) {
            Some(&sid) => NamedRef::Struct(sid),
            None => {
                if !self.w.pending_records.iter().any(|(m, _, _)| *m == mangled) {
                    self.w.pending_records.push((mangled.clone(), name.into(), instance.shown));
                }
                NamedRef::Opaque
            }
        };
        Some(b.store.ty(Ty::new(TyKind::Named { name: mangled, refers, keyword: None })))
    }

    /// Whether `args` name a type parameter of the function template being lowered: the
    /// instance is then one per copy of the function, which `c-templates` maps to its record
    /// ([`oklc_ir::Module::record_instances`]).
    fn names_function_template_params(&self, args: &[String]) -> bool {
        let params = &self.w.function_template_params;
        !params.is_empty()
            && args.iter().any(|arg| {
                arg.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .any(|word| params.iter().any(|p| p == word))
            })
    }

    /// Keeps the explicit specialization `item` (`template <> struct Pow<0> {...}`) of a kept
    /// class template, which stands for that instance; returns whether it was one.
    pub(crate) fn keep_record_specialization(
        &mut self,
        params: &[TemplateParam],
        item: ItemId,
    ) -> bool {
        let AstItem::Record(rec) = self.unit.item(item) else { return false };
        let (Some(name), Some(args)) = (&rec.name, &rec.args) else { return false };
        if !params.is_empty() || rec.members.is_none() || !self.at_file_scope() {
            return false;
        }
        let text = format!("{name}<{}>", crate::text::targs_text(self.unit, args));
        let Some((name, args)) = self.kept_template(&text) else { return false };
        let Some(template) = self.w.record_templates.get(name.as_str()) else { return false };
        let params = template.params.clone();
        let Some(instance) = self.bound(&name, &params, &args) else { return false };
        let mangled = SmolStr::new(mangle_instantiation(
            &format!("{GENERATED_PREFIX}{}", name.replace("::", "__")),
            &instance.mangled,
        ));
        let unit = Rc::new(self.unit.clone());
        self.w.record_specializations.insert(mangled, (unit, item));
        true
    }

    /// The kept class template `text` (`Vec<float, 3>`, arguments substituted) names, looked
    /// up from the scope that names it outwards (`Vec<int, 2>` in `util`): its key and
    /// arguments.
    fn kept_template(&self, text: &str) -> Option<(String, Vec<String>)> {
        let (name, args) = split_type_instantiation(text)?;
        let templates = &self.w.record_templates;
        let name = crate::lookup_scoped(&self.w.consts.scope, &name, |n| {
            templates.get_key_value(n).map(|(k, _)| k.to_string())
        })?;
        Some((name, args))
    }

    /// The name of the record `text` names when it is an instance of a kept class template
    /// (`Pow<3>` in `Pow<3>::eval` is `_occa_Pow_3`), queued for instantiation when new.
    pub(crate) fn record_instance_name(&mut self, b: &mut Body, text: &str) -> Option<String> {
        let ty = self.record_instance(b, text)?;
        match &b.store.types[ty].kind {
            TyKind::Named { name, .. } => Some(name.to_string()),
            _ => None,
        }
    }

    /// The member type `member` of a class template instance (`Traits<float>::value_type`):
    /// what the template's `typedef` or `using` alias of that name stands for, its parameters
    /// replaced by the arguments.
    pub(crate) fn instance_member_type(
        &mut self,
        b: &mut Body,
        scope: TypeRefId,
        member: &str,
    ) -> Option<TyId> {
        if self.w.record_templates.is_empty() {
            return None;
        }
        let TypeRef::Named { name, args: Some(args) } = self.unit.ty(scope) else { return None };
        let text = format!("{name}<{}>", self.targs_substituted(b, args));
        let (name, args) = self.kept_template(&text)?;
        let template = self.w.record_templates.get(name.as_str())?;
        let (unit, item, params) = (template.unit.clone(), template.item, template.params.clone());
        let AstItem::Record(rec) = unit.item(item) else { return None };
        let alias = rec.members.iter().flatten().find_map(|&m| match unit.item(m) {
            AstItem::Typedef(decl) => {
                decl.declarators.iter().find(|d| d.name.as_deref() == Some(member)).map(|d| d.ty)
            }
            AstItem::Using(UsingDecl::Alias { name, ty, .. }) if name.as_str() == member => {
                Some(*ty)
            }
            _ => None,
        })?;
        let mut inner = Lowerer { unit: &unit, options: self.options, w: &mut *self.w };
        let instance = inner.bound(&name, &params, &args)?;
        let saved = std::mem::replace(&mut b.subst, instance.subst);
        let ty = inner.ty(b, alias);
        b.subst = saved;
        Some(ty)
    }

    /// The template arguments `args` bound to `params` of class template `name`; `None`, and
    /// nothing reported, when they do not fit: the C++ compilers of the other backends report
    /// that, and the type stays as written.
    fn bound(
        &mut self,
        name: &str,
        params: &[TemplateParam],
        args: &[String],
    ) -> Option<crate::instantiate::Instance> {
        let reported = self.w.diags.len();
        let span = self.options.file_span;
        let instance = self.bind_template_args(name, params, args, span);
        if instance.is_none() {
            self.w.diags.truncate(reported);
        }
        instance
    }

    /// Makes the records queued by [`Self::record_instance`] and places them before the items
    /// lowered since `items` (the top-level item that named them), each after the records it
    /// holds; the types that named them then refer to them.
    pub(crate) fn instantiate_records(&mut self, top: &mut Body, items: usize, functions: usize) {
        let mut made = Vec::new();
        for request in std::mem::take(&mut self.w.pending_records) {
            self.make_record(top, request, &mut made, 0);
        }
        let at = items.min(self.w.module.items.len());
        self.w.module.items.splice(at..at, made);
        let structs = &self.w.structs;
        let resolve = |store: &mut oklc_ir::Store| {
            for (_, ty) in store.types.iter_mut() {
                if let TyKind::Named { name, refers: refers @ NamedRef::Opaque, .. } = &mut ty.kind
                    && let Some(&sid) = structs.get(name.as_str())
                {
                    *refers = NamedRef::Struct(sid);
                }
            }
        };
        resolve(&mut top.store);
        for (_, f) in self.w.module.functions.iter_mut().skip(functions) {
            resolve(&mut f.store);
        }
    }

    /// Makes the instance `(mangled, template, arguments)` unless it exists, the records its
    /// members name first; appends the items of both to `made`.
    fn make_record(
        &mut self,
        top: &mut Body,
        (mangled, name, args): (SmolStr, SmolStr, Vec<String>),
        made: &mut Vec<Item>,
        depth: u32,
    ) {
        if depth > 32 || self.w.structs.contains_key(mangled.as_str()) {
            return;
        }
        let before = self.w.module.items.len();
        let outer = std::mem::take(&mut self.w.pending_records);
        match self.w.record_specializations.get(mangled.as_str()).cloned() {
            // An explicit specialization is the instance as written.
            Some((unit, item)) => {
                let mut inner = Lowerer { unit: &unit, options: self.options, w: &mut *self.w };
                let saved = std::mem::take(&mut top.subst);
                inner.w.record_name = Some(mangled);
                inner.define_record_instance(top, item);
                inner.w.record_name = None;
                top.subst = saved;
            }
            None => self.define_from_template(top, mangled, &name, &args),
        }
        let own: Vec<Item> = self.w.module.items.drain(before..).collect();
        for request in std::mem::replace(&mut self.w.pending_records, outer) {
            self.make_record(top, request, made, depth + 1);
        }
        made.extend(own);
    }

    /// Defines the record `mangled` from class template `name` with `args` for its parameters.
    fn define_from_template(
        &mut self,
        top: &mut Body,
        mangled: SmolStr,
        name: &str,
        args: &[String],
    ) {
        let Some(template) = self.w.record_templates.get(name) else { return };
        let unit: Rc<TranslationUnit> = template.unit.clone();
        let (item, params) = (template.item, template.params.clone());
        let mut inner = Lowerer { unit: &unit, options: self.options, w: &mut *self.w };
        let Some(mut instance) = inner.bound(name, &params, args) else { return };
        // In its own members the template's name is the instance (`const Vec &o`).
        let bare = name.rsplit("::").next().unwrap_or(name);
        for own in [bare, name] {
            if !instance.subst.contains_key(own) {
                instance.subst.insert(own.into(), Subst::Type(mangled.to_string()));
            }
        }
        let consts = inner.bind_param_consts(&instance.subst);
        let saved = std::mem::replace(&mut top.subst, instance.subst.clone());
        inner.w.record_subst = Some(instance.subst);
        inner.w.record_name = Some(mangled);
        inner.define_record_instance(top, item);
        inner.w.record_name = None;
        inner.w.record_subst = None;
        top.subst = saved;
        inner.unbind_param_consts(consts);
    }
}
