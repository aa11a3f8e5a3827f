//! Top-level items: functions and kernels (with template instantiation), globals, structs,
//! enums and typedefs.

use indexmap::IndexMap;
use oklc_diag::{Diagnostic, codes::sema as codes};
use oklc_ir::func::FunctionSpecs;
use oklc_ir::{
    ArenaExt, EnumDef, Field, Function, FunctionKind, Global, Item, KernelAttrs, LocalId,
    LocalKind, NamedRef, StructDef, StructTag, Ty, TyKind, Typedef, Verbatim,
};
use oklc_sema::attrs::{self, AttrCtx, Placement};
use oklc_sema::eval_int;
use oklc_span::Span;
use oklc_syntax::ast::{
    self, FunctionDef, Item as AstItem, ItemId, RecordKind, Specifiers, TemplateParam, TypeRef,
    VarDecl,
};
use smol_str::SmolStr;
use std::rc::Rc;

use crate::body::{Body, BodySizes, storage_class};
use crate::instantiate::Subst;
use crate::text::{mangle_instantiation, split_instantiation, targs_text};
use crate::{LowerOptions, Lowerer, TemplateKernel, TypedefInfo, Walk, lookup_scoped, qualify};

impl<'u> Lowerer<'u> {
    fn item_span(&self, id: ItemId) -> Span {
        self.unit.spans.items.get(id).copied().unwrap_or(self.options.file_span)
    }

    /// Lowers one top-level item.
    pub(crate) fn top_item(&mut self, id: ItemId) {
        // Keyed by syntax ids, which the next item's tree may reuse.
        self.w.defined_types.clear();
        let mut top = std::mem::take(&mut self.w.top);
        let requests = std::mem::take(&mut self.w.requests);
        let (items, functions) = (self.w.module.items.len(), self.w.module.functions.len());
        self.item(&mut top, id, &requests);
        if !self.w.pending_records.is_empty() {
            self.instantiate_records(&mut top, items, functions);
        }
        self.w.top = top;
        self.w.requests = requests;
    }

    fn item(&mut self, top: &mut Body, id: ItemId, requests: &IndexMap<String, Vec<Vec<String>>>) {
        let unit = self.unit;
        let span = self.item_span(id);
        if self.out_of_class_definition(id) {
            return;
        }
        match unit.item(id) {
            AstItem::Function(def) => self.function(def, span, None),
            AstItem::Template { params, item } => self.template(top, params, *item, span, requests),
            AstItem::Record(_) => {
                self.defined(top, id, None);
            }
            AstItem::Enum(_) => {
                let ty = self.defined(top, id, None);
                // `enum { TILE = 8 };` only declares its enumerators: an item of its own (a named
                // enum is pushed as it is defined; an anonymous one used by a declaration is
                // printed with it).
                if let TyKind::Named { refers: NamedRef::Enum(eid), .. } = top.store.types[ty].kind
                    && self.w.module.enums[eid].name.is_none()
                    && self.at_file_scope()
                {
                    self.w.module.items.push(Item::Enum(eid));
                }
            }
            AstItem::Typedef(decl) => self.typedef(top, decl, span),
            AstItem::Using(ast::UsingDecl::Alias { name, attrs: a, ty }) => {
                self.no_attrs(a, Placement::Declaration);
                let ty = self.ty(top, *ty);
                self.add_typedef(top, name.clone(), ty, true, span, Default::default());
            }
            AstItem::Using(ast::UsingDecl::Namespace(name)) => {
                let text = format!("using namespace {name};");
                self.w.module.items.push(Item::Verbatim(Verbatim::plain(text)));
            }
            AstItem::Using(ast::UsingDecl::Name(name)) => {
                self.using_name(name);
                self.w.module.items.push(Item::Verbatim(Verbatim::plain(format!("using {name};"))))
            }
            AstItem::Var(decl) => self.globals(top, decl, span),
            AstItem::Namespace { name, inline, items } if self.options.namespaces_as_items => {
                self.namespace_items(top, name.clone(), *inline, items, requests)
            }
            // Namespaces (like legacy OCCA, kernels inside them are not seen) and static
            // assertions pass through to the C++ compiler as written.
            AstItem::StaticAssert { .. } if self.static_assertion_checked(id, span) => {}
            AstItem::Namespace { .. }
            | AstItem::NamespaceAlias { .. }
            | AstItem::StaticAssert { .. } => {
                let text =
                    verbatim(oklc_syntax::print_item_with_heads(unit, id, false, false), span);
                self.w.module.items.push(Item::Verbatim(text));
                match unit.item(id) {
                    AstItem::Namespace { name, inline, items } => {
                        self.declare_scope(top, name.clone().unwrap_or_default(), *inline, items)
                    }
                    AstItem::NamespaceAlias { name, target } => self.namespace_alias(name, target),
                    _ => {}
                }
            }
            AstItem::Directive(text) => self.w.module.items.push(Item::Directive(text.clone())),
            // `extern "C"` is dropped: backends give kernels the linkage their runtime needs,
            // and helpers are only called from the same translation unit.
            AstItem::Linkage { items, .. } => {
                for &inner in items {
                    self.item(top, inner, requests);
                }
            }
            AstItem::Access(_) | AstItem::Empty | AstItem::Error => {}
        }
    }

    /// Whether declarations become IR items: only at file scope (see `Consts::scope`), or in
    /// namespaces lowered as items.
    pub(crate) fn at_file_scope(&self) -> bool {
        self.w.consts.scope.len() == self.w.namespace_depth
    }

    /// Lowers the declarations of namespace `name` as items, named by their qualified names
    /// (the members of an anonymous namespace keep theirs); the scope is recorded for lookup as
    /// [`Self::declare_scope`] does.
    fn namespace_items(
        &mut self,
        top: &mut Body,
        name: Option<SmolStr>,
        inline: bool,
        items: &[ItemId],
        requests: &IndexMap<String, Vec<Vec<String>>>,
    ) {
        let Some(name) = name.filter(|n| !n.is_empty()) else {
            for &id in items {
                self.item(top, id, requests);
            }
            return;
        };
        let marks = self.enter_item_scope(name);
        for &id in items {
            // An alias template is kept for its uses; a variable template has no C form (C++
            // checked it where it stood).
            if let AstItem::Template { params, item } = self.unit.item(id)
                && !matches!(self.unit.item(*item), AstItem::Function(_) | AstItem::Record(_))
            {
                if let AstItem::Using(ast::UsingDecl::Alias { name, ty, .. }) =
                    self.unit.item(*item)
                {
                    self.keep_alias_template(params, name, *ty);
                }
                continue;
            }
            self.item(top, id, requests);
        }
        let inner = self.leave_item_scope(marks);
        if inline {
            let outer = qualify(&self.w.consts.scope, "");
            self.copy_scope(&inner, &outer);
            if !self.w.module.inline_namespaces.contains(&inner) {
                self.w.module.inline_namespaces.push(inner);
            }
        }
    }

    /// Records the types and integer constants declared in the namespace or class `name`
    /// (whose source is passed through as written) under their qualified names, so that
    /// `ns::T`, `S::T` and `ns::N` written elsewhere resolve like file-scope names.
    /// The members of an `inline` namespace are recorded under the enclosing namespace's names
    /// too (`linalg::v2::real` is also `linalg::real`), as C++ makes them visible there.
    fn declare_scope(&mut self, top: &mut Body, name: SmolStr, inline: bool, items: &[ItemId]) {
        // The C++ compiler checks the scope's source: what oklc cannot model in it (base
        // classes, attributes) is no error of the kernel's, so nothing found here is reported.
        let reported = self.w.diags.len();
        self.w.consts.scope.push(name);
        for &id in items {
            let span = self.item_span(id);
            match self.unit.item(id) {
                AstItem::Typedef(decl) => self.typedef(top, decl, span),
                AstItem::Using(ast::UsingDecl::Alias { name, ty, .. }) => {
                    let ty = self.ty(top, *ty);
                    self.add_typedef(top, name.clone(), ty, true, span, Default::default());
                }
                AstItem::Record(_) | AstItem::Enum(_) => {
                    self.defined(top, id, None);
                }
                AstItem::Var(decl) => {
                    for d in &decl.declarators {
                        let ty = self.ty(top, d.ty);
                        self.record_const(top, decl, d, ty);
                    }
                }
                AstItem::Namespace { name, inline, items } => {
                    self.declare_scope(top, name.clone().unwrap_or_default(), *inline, items)
                }
                AstItem::NamespaceAlias { name, target } => self.namespace_alias(name, target),
                AstItem::Function(def)
                    if def.spec.specifiers.contains(Specifiers::CONSTEXPR)
                        && def.body.is_some() =>
                {
                    self.scoped_constexpr(def, span)
                }
                _ => {}
            }
        }
        let inner = qualify(&self.w.consts.scope, "");
        self.w.consts.scope.pop();
        self.w.diags.truncate(reported);
        if inline {
            let outer = qualify(&self.w.consts.scope, "");
            self.copy_scope(&inner, &outer);
        }
    }

    /// `namespace name = target;` declared in the current scope: what is recorded under
    /// `target::` so far is recorded under `name::` too (`la::real` resolves to
    /// `linalg::real`). The alias text itself passes through to the C++ compiler. `target` is
    /// looked up from the innermost enclosing namespace outwards, as C++ does.
    fn namespace_alias(&mut self, name: &SmolStr, target: &SmolStr) {
        let scope = &self.w.consts.scope;
        let target = match target.strip_prefix("::") {
            Some(global) => format!("{global}::"),
            None => (0..=scope.len())
                .rev()
                .map(|depth| qualify(&scope[..depth], &format!("{target}::")).to_string())
                .find(|prefix| self.has_scope(prefix))
                .unwrap_or_else(|| format!("{target}::")),
        };
        let alias = qualify(scope, &format!("{name}::"));
        self.copy_scope(&target, &alias);
    }

    /// `using name;` declared in the current scope: the type or alias template
    /// `name` (`la::Vec3`) names is recorded under its last segment there too (`Vec3`).
    fn using_name(&mut self, name: &str) {
        let Some((_, last)) = name.rsplit_once("::") else { return };
        let scope = &self.w.consts.scope;
        let to = qualify(scope, last);
        let global = name.strip_prefix("::");
        let find = |map_has: &dyn Fn(&str) -> bool| match global {
            Some(global) => map_has(global).then(|| SmolStr::new(global)),
            None => lookup_scoped(scope, name, |n| map_has(n).then(|| SmolStr::new(n))),
        };
        fn alias<V: Clone>(map: &mut IndexMap<SmolStr, V>, from: Option<SmolStr>, to: &SmolStr) {
            if let Some(v) = from.and_then(|from| map.get(&from).cloned()) {
                map.entry(to.clone()).or_insert(v);
            }
        }
        let w = &*self.w;
        let found = [
            find(&|n| w.typedefs.contains_key(n)),
            find(&|n| w.structs.contains_key(n)),
            find(&|n| w.enums.contains_key(n)),
            find(&|n| w.alias_templates.contains_key(n)),
        ];
        let [typedef, record, enumeration, alias_template] = found;
        alias(&mut self.w.typedefs, typedef, &to);
        alias(&mut self.w.structs, record, &to);
        alias(&mut self.w.enums, enumeration, &to);
        alias(&mut self.w.alias_templates, alias_template, &to);
    }

    /// Whether any type or constant is recorded under the prefix `scope` (`linalg::`).
    fn has_scope(&self, scope: &str) -> bool {
        let w = &self.w;
        w.typedefs
            .keys()
            .chain(w.structs.keys())
            .chain(w.enums.keys())
            .chain(w.consts.values.keys())
            .any(|k| k.starts_with(scope))
    }

    /// Records every type and constant named `from<rest>` under `to<rest>` as well (`from` and
    /// `to` are scope prefixes ending in `::`, or empty for file scope), for inline namespaces
    /// and namespace aliases. A name already recorded under `to` keeps its entry.
    fn copy_scope(&mut self, from: &str, to: &str) {
        if from == to {
            return;
        }
        fn copy<V: Clone>(map: &mut IndexMap<SmolStr, V>, from: &str, to: &str) {
            let found: Vec<(SmolStr, V)> = map
                .iter()
                .filter_map(|(k, v)| {
                    let rest = k.strip_prefix(from)?;
                    Some((SmolStr::new(format!("{to}{rest}")), v.clone()))
                })
                .collect();
            for (k, v) in found {
                map.entry(k).or_insert(v);
            }
        }
        copy(&mut self.w.typedefs, from, to);
        copy(&mut self.w.structs, from, to);
        copy(&mut self.w.enums, from, to);
        copy(&mut self.w.alias_templates, from, to);
        copy(&mut self.w.consts.values, from, to);
        let consts: Vec<(SmolStr, i64)> = self
            .w
            .consts
            .values
            .iter()
            .filter(|(k, _)| k.starts_with(to) && k.contains("::"))
            .map(|(k, v)| (k.clone(), *v))
            .collect();
        for (k, v) in consts {
            self.w.module.scoped_consts.entry(k).or_insert(v);
        }
    }

    /// Lowers the `constexpr` function `def` of the scope being declared under its qualified
    /// name, for constant evaluation only (`@shared int s[util::pad(4)]`): the scope's source is
    /// printed as written, so the function is no item of the module.
    fn scoped_constexpr(&mut self, def: &FunctionDef, span: Span) {
        let items = self.w.module.items.len();
        self.function(def, span, None);
        let Some(Item::Function(id)) = self.w.module.items.get(items).cloned() else { return };
        self.w.module.items.truncate(items);
        let f = &mut self.w.module.functions[id];
        f.name = qualify(&self.w.consts.scope, &def.name);
        if f.constexpr_return().is_none() {
            f.release();
        }
    }

    /// Records `d` as an integer constant when it is one (`const`/`constexpr`, integer type,
    /// constant initialiser), under its qualified name.
    fn record_const(&mut self, top: &Body, decl: &VarDecl, d: &ast::Declarator, ty: oklc_ir::TyId) {
        let Some(name) = &d.name else { return };
        let is_const = top.store.types[ty].quals.contains(oklc_ir::Quals::CONST)
            || decl.spec.specifiers.contains(Specifiers::CONSTEXPR);
        if is_const
            && self.is_integer_ty(&top.store, ty)
            && let Some(ast::Init::Assign(e)) = &d.init
            && let Some(v) = eval_int(self.unit, *e, &self.w.consts)
        {
            let name = qualify(&self.w.consts.scope, name);
            self.add_const(name, v);
        }
    }

    /// Makes the constant `name` (already qualified) visible to constant evaluation here and,
    /// when a scope names it, in the passes ([`oklc_ir::Module::scoped_consts`]).
    fn add_const(&mut self, name: SmolStr, v: i64) {
        if name.contains("::") {
            self.w.module.scoped_consts.insert(name.clone(), v);
        }
        self.w.consts.values.insert(name, v);
    }

    /// Counts a kernel; a second definition of one name is an error: OCCA looks kernels up by
    /// name, and the metadata would list the name twice.
    fn kernel_defined(&mut self, name: &SmolStr, header: Option<Span>) {
        self.w.kernel_count += 1;
        let Some(span) = header else { return };
        if let Some(&first) = self.w.kernel_definitions.get(name) {
            self.w.diags.push(
                Diagnostic::error(
                    codes::DUPLICATE_KERNEL,
                    format!("kernel `{name}` is defined twice"),
                    span,
                )
                .with_primary_message("same name as an earlier kernel")
                .with_label(first, "first defined here")
                .with_help("rename one of the kernels: OCCA looks kernels up by name"),
            );
        } else {
            self.w.kernel_definitions.insert(name.clone(), span);
        }
    }

    fn no_attrs(&mut self, list: &[ast::AttrId], placement: Placement) {
        let mut cx = AttrCtx { unit: self.unit, env: &self.w.consts, diags: &mut self.w.diags };
        attrs::no_attrs(&mut cx, list, placement);
    }

    /// Lowers a struct/union/enum definition item and returns its type name.
    pub(crate) fn defined(
        &mut self,
        top: &mut Body,
        id: ItemId,
        template: Option<SmolStr>,
    ) -> oklc_ir::TyId {
        if let Some(ty) = self.w.defined_types.get(&id).cloned() {
            return top.store.ty(ty);
        }
        let ty = self.define(top, id, template);
        self.w.defined_types.insert(id, top.store.types[ty].clone());
        ty
    }

    /// Lowers the record `id` of a class template as the instance named by
    /// `Walk::record_name`, its parameters bound (`crate::records`).
    pub(crate) fn define_record_instance(&mut self, top: &mut Body, id: ItemId) {
        self.define(top, id, None);
    }

    fn define(&mut self, top: &mut Body, id: ItemId, template: Option<SmolStr>) -> oklc_ir::TyId {
        let unit = self.unit;
        let span = self.item_span(id);
        match unit.item(id) {
            AstItem::Record(rec) => {
                self.no_attrs(&rec.attrs, Placement::Declaration);
                let tag = match rec.kind {
                    RecordKind::Struct => StructTag::Struct,
                    RecordKind::Class => StructTag::Class,
                    RecordKind::Union => StructTag::Union,
                };
                // A specialization is named with its arguments: `Pow<0>`; an instance made
                // from a class template by its own name.
                let instance = self.w.record_name.is_some();
                let name = match (&rec.name, &rec.args) {
                    _ if instance => self.w.record_name.take(),
                    (Some(name), Some(args)) => {
                        Some(SmolStr::new(format!("{name}<{}>", targs_text(unit, args))))
                    }
                    (name, _) => name.clone(),
                };
                let as_functions =
                    self.members_as_functions(top, rec, template.is_some(), instance);
                let hoists = self.hoists_nested_types(top, rec, template.is_some());
                let sid = self.w.module.structs.alloc(StructDef {
                    tag,
                    name: name.clone(),
                    fields: Vec::new(),
                    verbatim_members: Vec::new(),
                    mutating_methods: Vec::new(),
                    template_header: template,
                    bases: (!rec.bases.is_empty() && !as_functions)
                        .then(|| SmolStr::new(oklc_syntax::print_bases(unit, &rec.bases))),
                    is_forward: rec.members.is_none(),
                    copy_blocker: None,
                    span,
                });
                if let Some(name) = &name {
                    self.w.structs.insert(qualify(&self.w.consts.scope, name), sid);
                }
                let mut fields = Vec::new();
                if as_functions {
                    fields.extend(self.base_field(top, rec));
                }
                let mut members: Vec<Verbatim> = Vec::new();
                let mut mutating: Vec<SmolStr> = Vec::new();
                let mut copy_blocker: Option<(SmolStr, Span)> = None;
                // Inherited members are not modelled: the record is printed from its text.
                let mut modelled = rec.bases.is_empty();
                // Nested types, static members and enumerators, declared in the class scope.
                let mut scoped = Vec::new();
                let marks = match (&rec.name, hoists) {
                    (Some(name), true) => Some(self.enter_item_scope(name.clone())),
                    _ => None,
                };
                for &member in rec.members.iter().flatten() {
                    match unit.item(member) {
                        AstItem::Var(decl) if decl.spec.specifiers.contains(Specifiers::STATIC) => {
                            modelled = false;
                            scoped.push(member);
                        }
                        AstItem::Var(decl) => {
                            // A member whose type is defined in place (`struct { float x; }
                            // pos;`, `struct In {…} in;`, `enum E {…} e;`): the type belongs to
                            // this record's scope, so the record is printed from its text, which
                            // holds the definition, and the type is declared in the record's
                            // scope (an anonymous record's scope is the empty name) rather than
                            // hoisted to file scope, which lost `Outer::In`, `Outer::A` and
                            // every member of an unnamed struct.
                            let defines = defines_type(unit, decl.spec.ty) && !hoists;
                            if defines {
                                modelled = false;
                                self.w.consts.scope.push(rec.name.clone().unwrap_or_default());
                            }
                            if hoists {
                                self.name_field_record(decl);
                            }
                            for d in &decl.declarators {
                                let (okl, _) = self.decl_okl(&decl.spec, d, Placement::Field);
                                let ty = self.ty(top, d.ty);
                                if let Some(rspan) = okl.restrict {
                                    self.apply_restrict(&mut top.store, ty, rspan);
                                }
                                let bit_width = d.bit_width.map(|w| self.expr(top, w));
                                let default =
                                    d.init.as_ref().and_then(|i| self.default_member_init(top, i));
                                fields.push(Field {
                                    name: d.name.clone().unwrap_or_default(),
                                    ty,
                                    bit_width,
                                    global_ptr: okl.global_ptr,
                                    default,
                                });
                            }
                            if defines {
                                self.w.consts.scope.pop();
                            }
                            self.w.record_name = None;
                        }
                        AstItem::Empty | AstItem::Error => continue,
                        item if hoists && crate::nested::nested_type(item) => {
                            self.item(top, member, &IndexMap::new());
                            continue;
                        }
                        AstItem::Function(def) => {
                            let method = def.name.rsplit("::").next().unwrap_or(&def.name);
                            if !def.method_quals.is_const
                                && !def.spec.specifiers.contains(Specifiers::STATIC)
                                && !mutating.iter().any(|m| m == method)
                            {
                                mutating.push(SmolStr::new(method));
                            }
                            if copy_blocker.is_none()
                                && let Some(why) = copy_blocker_of(unit, rec.name.as_deref(), def)
                            {
                                copy_blocker = Some((SmolStr::new(why), self.item_span(member)));
                            }
                            modelled = false;
                            scoped.push(member);
                        }
                        // Member functions, nested types and access specifiers: the record is
                        // then printed from its source text (see `StructDef::verbatim_members`).
                        _ => {
                            modelled = false;
                            scoped.push(member);
                        }
                    }
                    members.push(verbatim(
                        oklc_syntax::print_item_with_heads(unit, member, true, true),
                        self.item_span(member),
                    ));
                }
                if let Some(marks) = marks {
                    self.leave_item_scope(marks);
                }
                if modelled || as_functions {
                    members.clear();
                }
                // An instance's constants are named through it (`_occa_Traits_int::scale`).
                let scope_name = if instance { name.as_ref() } else { rec.name.as_ref() };
                if let Some(scope_name) = scope_name {
                    self.declare_scope(top, scope_name.clone(), false, &scoped);
                }
                self.w.module.structs[sid].verbatim_members = members;
                // Inherited non-`const` member functions modify the object too.
                for &(_, base) in &rec.bases {
                    let text = oklc_syntax::print_type(unit, base);
                    let name = text.split('<').next().unwrap_or("").trim();
                    let found = self
                        .w
                        .structs
                        .get(qualify(&self.w.consts.scope, name).as_str())
                        .or_else(|| self.w.structs.get(name))
                        .copied();
                    if let Some(b) = found {
                        if copy_blocker.is_none()
                            && let Some((why, at)) = &self.w.module.structs[b].copy_blocker
                        {
                            let why = format!("derives from `{name}`, which {why}");
                            copy_blocker = Some((SmolStr::new(why), *at));
                        }
                        for m in self.w.module.structs[b].mutating_methods.clone() {
                            if !mutating.contains(&m) {
                                mutating.push(m);
                            }
                        }
                    }
                }
                self.w.module.structs[sid].mutating_methods = mutating;
                self.w.module.structs[sid].copy_blocker = copy_blocker;
                self.w.module.structs[sid].fields = fields;
                if name.is_some() && self.at_file_scope() {
                    self.w.module.items.push(Item::Struct(sid));
                }
                if as_functions {
                    self.member_functions_of(sid, rec);
                }
                let keyword = Some(SmolStr::new(rec.kind.as_str()));
                top.store.ty(Ty::new(TyKind::Named {
                    name: rec.name.clone().unwrap_or_default(),
                    refers: NamedRef::Struct(sid),
                    keyword,
                }))
            }
            AstItem::Enum(def) => {
                let underlying = def.underlying.map(|t| self.ty(top, t));
                let mut enumerators = Vec::new();
                let mut next = 0i64;
                let outer = self.w.consts.scope.clone();
                // Enumerators are named `E::A` (C++11, any enum), and also `A` in the enclosing
                // scope for an unscoped enum; inside the enumerator list `A` alone finds them.
                if let Some(name) = &def.name {
                    self.w.consts.scope.push(name.clone());
                }
                for (name, value) in def.enumerators.iter().flatten() {
                    let known = match value {
                        Some(e) => eval_int(unit, *e, &self.w.consts),
                        None => Some(next),
                    };
                    if let Some(v) = known {
                        if def.name.is_some() {
                            self.add_const(qualify(&self.w.consts.scope, name), v);
                        }
                        if !def.scoped {
                            self.add_const(qualify(&outer, name), v);
                        }
                        next = v.saturating_add(1);
                    }
                    let value = value.map(|e| self.expr(top, e));
                    enumerators.push((name.clone(), value));
                }
                self.w.consts.scope = outer;
                let eid = self.w.module.enums.alloc(EnumDef {
                    name: def.name.clone(),
                    scoped: def.scoped,
                    underlying,
                    enumerators,
                    span,
                });
                if let Some(name) = &def.name {
                    self.w.enums.insert(qualify(&self.w.consts.scope, name), eid);
                }
                if def.name.is_some() && self.at_file_scope() {
                    self.w.module.items.push(Item::Enum(eid));
                }
                let keyword = Some(SmolStr::new("enum"));
                top.store.ty(Ty::new(TyKind::Named {
                    name: def.name.clone().unwrap_or_default(),
                    refers: NamedRef::Enum(eid),
                    keyword,
                }))
            }
            _ => top.store.builtin(oklc_ir::Builtin::Int),
        }
    }

    fn add_typedef(
        &mut self,
        top: &mut Body,
        name: SmolStr,
        ty: oklc_ir::TyId,
        is_using: bool,
        span: Span,
        (okl, dims_in): (oklc_sema::DeclOkl, Option<Rc<ast::TranslationUnit>>),
    ) {
        let is_pointer = match &top.store.types[ty].kind {
            TyKind::Pointer(_) => true,
            TyKind::Named { refers: NamedRef::Typedef(t), .. } => {
                self.w.typedef_is_pointer.get(t).copied().unwrap_or(false)
            }
            _ => false,
        };
        let is_scalar = self.is_scalar_ty(&top.store, ty);
        let is_integer = self.is_integer_ty(&top.store, ty);
        let id = self.w.module.typedefs.alloc(Typedef { name: name.clone(), ty, is_using, span });
        self.w.typedef_is_pointer.insert(id, is_pointer);
        self.w.typedef_is_integer.insert(id, is_integer);
        self.w.typedef_is_scalar.insert(id, is_scalar);
        // Variables of this type lower the `@dim` extents at their own declaration, long after
        // this item's tree may have been freed: keep a copy of it (a typedef is a small item).
        let dims_in = match dims_in {
            None if okl.dim.is_some() && !self.w.trees_kept => Some(Rc::new(self.unit.clone())),
            other => other,
        };
        self.w
            .typedefs
            .insert(qualify(&self.w.consts.scope, &name), TypedefInfo { id, okl, dims_in });
        if self.at_file_scope() {
            self.w.module.items.push(Item::Typedef(id));
        }
    }

    fn typedef(&mut self, top: &mut Body, decl: &VarDecl, span: Span) {
        if let TypeRef::Defined(def) = self.unit.ty(decl.spec.ty) {
            // `typedef struct { ... } name;`: the struct is defined once, the typedefs refer to it.
            let _ = self.defined(top, *def, None);
        }
        for d in &decl.declarators {
            let Some(name) = d.name.clone() else { continue };
            let okl = self.decl_okl(&decl.spec, d, Placement::Variable);
            let ty = self.ty(top, d.ty);
            self.add_typedef(top, name, ty, false, span, okl);
        }
    }

    fn globals(&mut self, top: &mut Body, decl: &VarDecl, span: Span) {
        if let TypeRef::Defined(def) = self.unit.ty(decl.spec.ty) {
            let _ = self.defined(top, *def, None);
        }
        for d in &decl.declarators {
            let Some(name) = d.name.clone() else { continue };
            let (okl, dims_in) = self.decl_okl(&decl.spec, d, Placement::Global);
            self.storage_at_file_scope(&okl, span);
            let ty = self.ty(top, d.ty);
            if let Some(rspan) = okl.restrict {
                self.apply_restrict(&mut top.store, ty, rspan);
            }
            let dim = self.dim_spec(top, &okl, dims_in.as_deref());
            let init = d.init.as_ref().map(|i| self.init(top, i));
            // `const int N = 4;` is an integer constant for later constant evaluation.
            self.record_const(top, decl, d, ty);
            let gid = self.w.module.globals.alloc(Global {
                name: name.clone(),
                ty,
                class: storage_class(decl.spec.specifiers),
                init,
                dim,
                span,
            });
            self.w.globals.insert(name, gid);
            self.w.module.items.push(Item::Global(gid));
        }
    }

    /// `@shared`/`@exclusive` reach a file-scope variable only through its typedef (written on
    /// the declaration they are reported as misplaced): there is no work-group to share with.
    fn storage_at_file_scope(&mut self, okl: &oklc_sema::DeclOkl, span: Span) {
        for (what, at) in [("@shared", okl.shared), ("@exclusive", okl.exclusive)] {
            if at.is_some() {
                self.w.diags.push(
                    Diagnostic::error(
                        codes::ATTRIBUTE_PLACEMENT,
                        format!("`{what}` cannot be applied to a file-scope variable"),
                        span,
                    )
                    .with_primary_message(format!("its type carries `{what}`"))
                    .with_help(format!("declare `{what}` variables inside an `@outer` loop")),
                );
            }
        }
    }

    fn template(
        &mut self,
        top: &mut Body,
        params: &[TemplateParam],
        item: ItemId,
        span: Span,
        requests: &IndexMap<String, Vec<Vec<String>>>,
    ) {
        let unit = self.unit;
        let header = SmolStr::new(oklc_syntax::print_template_header(unit, params));
        match unit.item(item) {
            AstItem::Function(def) => {
                if !is_kernel_def(unit, def) {
                    let names = params.iter().filter_map(|p| match p {
                        TemplateParam::Type { name: Some(name), .. } => Some(name.clone()),
                        _ => None,
                    });
                    let outer =
                        std::mem::replace(&mut self.w.function_template_params, names.collect());
                    self.function(def, span, Some(Template::Helper(header)));
                    self.w.function_template_params = outer;
                    return;
                }
                let kernel_name = SmolStr::new(crate::body_name(&def.name));
                // A kernel named by any `--instantiate` is not reported as never instantiated,
                // even when that request was malformed (it has its own error).
                let requested = requests.contains_key(kernel_name.as_str());
                let mut entry = TemplateKernel { span, instantiated: requested };
                // Kernel names made so far, with the arguments they were made for.
                let mut made: IndexMap<String, Vec<String>> = IndexMap::new();
                for args in requests.get(kernel_name.as_str()).into_iter().flatten() {
                    let Some(instance) = self.bind_template_args(&kernel_name, params, args, span)
                    else {
                        continue;
                    };
                    entry.instantiated = true;
                    let mangled = mangle_instantiation(&kernel_name, &instance.mangled);
                    match made.get(&mangled) {
                        // The same instantiation asked for twice (`k<8>`, `k<2*4>`): one kernel.
                        Some(earlier) if *earlier == instance.shown => continue,
                        Some(earlier) => {
                            self.w.diags.push(
                                Diagnostic::error(
                                    codes::BAD_INSTANTIATION,
                                    format!(
                                        "`{kernel_name}<{}>` and `{kernel_name}<{}>` would both \
                                         be named `{mangled}`",
                                        earlier.join(", "),
                                        instance.shown.join(", ")
                                    ),
                                    span,
                                )
                                .with_primary_message(format!("`{mangled}` would be defined twice"))
                                .with_help("request only one of them"),
                            );
                            continue;
                        }
                        None => {}
                    }
                    made.insert(mangled.clone(), instance.shown.clone());
                    self.function(
                        def,
                        span,
                        Some(Template::Instance {
                            subst: instance.subst,
                            name: mangled.into(),
                            args: instance.shown.join(", ").into(),
                        }),
                    );
                }
                self.w.templates.insert(kernel_name, entry);
            }
            AstItem::Record(_) if self.keep_record_template(params, item) => {}
            AstItem::Record(_) if self.keep_record_specialization(params, item) => {}
            AstItem::Using(ast::UsingDecl::Alias { name, ty, .. })
                if self.keep_alias_template(params, name, *ty) => {}
            AstItem::Record(_) => {
                let _ = self.defined(top, item, Some(header));
            }
            _ => {
                self.w.diags.push(
                    Diagnostic::error(
                        codes::UNSUPPORTED,
                        "this kind of template is not supported",
                        span,
                    )
                    .with_primary_message("not a function, kernel or struct template")
                    .with_help("templates of functions, kernels and structs are supported"),
                );
            }
        }
    }

    /// Lowers a function definition or prototype.
    pub(crate) fn function(&mut self, def: &FunctionDef, span: Span, template: Option<Template>) {
        let unit = self.unit;
        let all_attrs: Vec<ast::AttrId> =
            def.spec.attrs.iter().chain(def.attrs.iter()).copied().collect();
        let okl = {
            let mut cx = AttrCtx { unit, env: &self.w.consts, diags: &mut self.w.diags };
            attrs::function_attrs(&mut cx, &all_attrs)
        };
        let is_kernel = okl.kernel;
        self.w.misspelt_kernel |= okl.misspelt_kernel;
        let mut b = Body::with_capacity(self.w.body_sizes, std::mem::take(&mut self.w.scope_maps));
        if (self.w.member.is_some() || self.w.friend)
            && let Some(subst) = &self.w.record_subst
        {
            b.subst = subst.clone();
        }
        let mut param_consts = Vec::new();
        let (name, kind, header) = match template {
            Some(Template::Instance { subst, name, args }) => {
                param_consts = self.bind_param_consts(&subst);
                b.subst = subst;
                let attrs = KernelAttrs {
                    source_name: SmolStr::new(crate::body_name(&def.name)),
                    template_args: Some(args),
                };
                (name, FunctionKind::Kernel(attrs), None)
            }
            Some(Template::Helper(header)) if self.w.member.is_some() => {
                (SmolStr::new(crate::body_name(&def.name)), FunctionKind::Helper, Some(header))
            }
            Some(Template::Helper(header)) => {
                (def.name.clone(), FunctionKind::Helper, Some(header))
            }
            None if is_kernel => {
                let attrs = KernelAttrs { source_name: def.name.clone(), template_args: None };
                (def.name.clone(), FunctionKind::Kernel(attrs), None)
            }
            None if self.w.member.is_some() => {
                (self.member_c_name(crate::body_name(&def.name)), FunctionKind::Helper, None)
            }
            None if self.options.c_language
                && let Some(op) = crate::members::c_operator_name(crate::body_name(&def.name)) =>
            {
                (SmolStr::new(op), FunctionKind::Helper, None)
            }
            None => (def.name.clone(), FunctionKind::Helper, None),
        };
        b.function = Some(name.clone());
        // A helper's trailing `-> decltype(a * b)` names its parameters: it passes through to
        // the C++ compiler as written, after the parameters (a type oklc does not model, like a
        // template parameter's).
        let decltype_return = def.trailing_return
            && !is_kernel
            && b.subst.is_empty()
            && matches!(unit.ty(def.ret), TypeRef::Decltype(_));
        let ret = if decltype_return {
            let text = oklc_syntax::print_type(unit, def.ret);
            b.store.ty(Ty::new(TyKind::Named {
                name: text.into(),
                refers: NamedRef::Opaque,
                keyword: None,
            }))
        } else if let Some(to) = self
            .w
            .member
            .is_some()
            .then(|| self.conversion_target(&mut b, crate::body_name(&def.name)))
            .flatten()
        {
            to
        } else {
            self.ty(&mut b, def.ret)
        };
        // `@restrict float *f()` is accepted (the OKL reference allows it on return types) but
        // not printed: C++ ignores a qualifier on a returned value, and g++ -Wextra warns.
        if let Some(rspan) = okl.restrict {
            self.restrict_applies(&b.store, ret, rspan);
        }
        if matches!(kind, FunctionKind::Kernel(_)) {
            // The header, up to the body's `{`.
            let header = def.body.map(|body| {
                let open = self.stmt_span(body);
                Span { hi: open.lo.max(span.lo), ..span }
            });
            self.kernel_defined(&name, header);
            if !matches!(b.store.types[ret].kind, TyKind::Builtin(oklc_ir::Builtin::Void)) {
                self.w.diags.push(
                    Diagnostic::error(
                        codes::KERNEL_NOT_VOID,
                        format!("kernel `{name}` must return `void`"),
                        self.type_span(def.ret),
                    )
                    .with_primary_message("not `void`")
                    .with_help("kernels return results through pointer arguments"),
                );
            }
        }
        b.push_scope();
        let (member_ret, first_param) = self.member_signature(&mut b, span);
        let ret = member_ret.unwrap_or(ret);
        let mut params: Vec<LocalId> = b.locals.iter().map(|(id, _)| id).collect();
        for (i, p) in def.params.iter().enumerate() {
            // Diagnostics about a parameter point at it: its type through its declarator.
            let at = [self.type_span(p.spec.ty), self.type_span(p.decl.ty)];
            let param_span = if span.contains(at[0]) { at[0].to(at[1]) } else { span };
            let local = self.declare(
                &mut b,
                &p.spec,
                &p.decl,
                LocalKind::Param(first_param + i as u32),
                param_span,
            );
            if is_kernel {
                self.fixed_kernel_param(&b, local, at);
            }
            params.push(local);
        }
        let object = self.constructor_object(&mut b, span);
        let mut body = def.body.map(|s| self.block_of(&mut b, s));
        if let Some(object) = object {
            body = body.map(|block| self.constructor_body(&mut b, def, object, block, span));
        }
        let ret = match body.as_mut() {
            Some(block) => self.assignment_operator_result(&mut b, &name, ret, block),
            None => ret,
        };
        b.pop_scope();
        self.unbind_param_consts(param_consts);
        let mut f = Function::new(name, kind, span);
        f.head = def.body.and_then(|s| self.unit.spans.fn_heads.get(s)).copied();
        f.ret = ret;
        f.params = params;
        f.variadic = def.variadic;
        f.specs = FunctionSpecs {
            is_static: def.spec.specifiers.contains(Specifiers::STATIC),
            is_inline: def.spec.specifiers.contains(Specifiers::INLINE),
            is_constexpr: def.spec.specifiers.contains(Specifiers::CONSTEXPR),
            is_extern: def.spec.specifiers.contains(Specifiers::EXTERN),
            trailing_return: decltype_return,
        };
        f.template_header = header;
        f.body = body;
        self.restore_consts(&mut b);
        f.local_consts = std::mem::take(&mut b.local_consts);
        self.w.body_sizes = self.w.body_sizes.max(BodySizes::of(&b));
        b.shrink_to_fit();
        self.w.scope_maps = b.take_scope_maps();
        f.store = b.store;
        f.locals = b.locals;
        f.loops = b.loops;
        f.loop_spans = b.loop_spans;
        f.loop_heads = b.loop_heads;
        if !is_kernel
            && self.w.okl_loop_function.is_none()
            && f.loops.iter().any(|(_, l)| l.kind.is_outer() || l.kind.is_inner())
        {
            self.w.okl_loop_function = Some((f.name.clone(), f.head_span()));
        }
        let id = self.w.module.functions.alloc(f);
        self.w.module.items.push(Item::Function(id));
        if self.options.c_language && self.w.member.is_none() {
            self.free_operator(id, def.params.len());
        }
    }
}

impl Lowerer<'_> {
    /// A member function defined outside its class, or a namespace's function outside the
    /// namespace (`float Acc::get() const { ... }`, with or without a template header): like the
    /// class and the namespace, passed through as written, which keeps what the IR does not
    /// model (`const` after the parameters, constructor initializers, no return type). Returns
    /// whether `id` was one.
    fn out_of_class_definition(&mut self, id: ItemId) -> bool {
        let unit = self.unit;
        let def = match unit.item(id) {
            AstItem::Function(def) => def,
            AstItem::Template { item, .. } => match unit.item(*item) {
                AstItem::Function(def) => def,
                _ => return false,
            },
            _ => return false,
        };
        if !def.name.contains("::") || is_kernel_def(unit, def) {
            return false;
        }
        if let Some(sid) = self.out_of_class_record(def) {
            let span = self.item_span(id);
            let class = def.name.rsplit_once("::").map_or("", |(class, _)| class);
            let class = SmolStr::new(crate::body_name(class));
            // A member template keeps its header: `c-templates` copies it per use.
            let header = match unit.item(id) {
                AstItem::Template { params, .. } => {
                    Some(oklc_syntax::print_template_header(unit, params).into())
                }
                _ => None,
            };
            self.member_function(sid, &class, def, span, header);
            return true;
        }
        // C names a namespace's function by its qualified name (`c-namespaces`), wherever it
        // is defined.
        if self.options.c_language
            && matches!(unit.item(id), AstItem::Function(_))
            && self.w.consts.scope.is_empty()
            && !self.w.structs.contains_key(def.name.rsplit_once("::").map_or("", |(s, _)| s))
        {
            self.function(def, self.item_span(id), None);
            return true;
        }
        let text =
            verbatim(oklc_syntax::print_item_with_heads(unit, id, true, false), self.item_span(id));
        self.w.module.items.push(Item::Verbatim(text));
        true
    }

    /// OKL0350 for a kernel parameter whose type is `auto` or a pack (`auto y`, `auto *p`,
    /// `auto... xs`): C++20 makes that a function template, but a kernel is launched with one
    /// fixed argument list, which the metadata and launchers spell out.
    /// `at`: the spans of the base type and of the declarator's whole type.
    fn fixed_kernel_param(&mut self, b: &Body, local: LocalId, at: [Span; 2]) {
        let l = &b.locals[local];
        // Down the declarator's pointers, references and arrays to the base type (bounded: a
        // malformed store must not hang the compiler).
        let mut ty = l.ty;
        let mut what = None;
        for _ in 0..64 {
            match b.store.types.get(ty).map(|t| &t.kind) {
                Some(TyKind::Auto) => what = Some(("`auto`", at[0])),
                Some(TyKind::Pack(_)) => what = Some(("a parameter pack", at[1])),
                Some(TyKind::Pointer(x) | TyKind::Reference(x) | TyKind::RvalueReference(x)) => {
                    ty = *x;
                    continue;
                }
                Some(TyKind::Array { elem, .. }) => {
                    ty = *elem;
                    continue;
                }
                _ => {}
            }
            break;
        }
        let Some((what, at)) = what else { return };
        self.w.diags.push(
            Diagnostic::error(
                codes::UNSUPPORTED,
                format!("kernel parameter `{}` has {what} in its type", l.name),
                at,
            )
            .with_primary_message("a kernel's parameter types are fixed")
            .with_note("kernels are launched with one argument list, which the metadata and the host launcher spell out")
            .with_help("name the type, or make the kernel a `template` and choose its arguments with `--instantiate`"),
        );
    }
}

/// How a function is being instantiated.
pub(crate) enum Template {
    /// A non-kernel template printed with its header.
    Helper(SmolStr),
    /// One instantiation of a template kernel.
    Instance { subst: IndexMap<SmolStr, Subst>, name: SmolStr, args: SmolStr },
}

impl Walk {
    /// Reads the `--instantiate` requests before the first item.
    pub(crate) fn begin(&mut self, options: &LowerOptions) {
        let mut bad_requests = Vec::new();
        for text in &options.instantiate {
            match split_instantiation(text) {
                Some((name, args)) => self.requests.entry(name).or_default().push(args),
                None => bad_requests.push(text.clone()),
            }
        }
        for text in bad_requests {
            self.diags.push(
                Diagnostic::error(
                    codes::BAD_INSTANTIATION,
                    format!("cannot read instantiation `{text}`"),
                    options.file_span,
                )
                .with_help("write `--instantiate 'kernelName<type, ...>'`"),
            );
        }
    }

    /// Completes the module after the last item; returns the requests that name no template
    /// when [`LowerOptions::requests_may_miss`] allows them.
    pub(crate) fn end(&mut self, options: &LowerOptions) -> Vec<String> {
        self.module.store = std::mem::take(&mut self.top.store);
        let mut unmatched = Vec::new();
        for (name, list) in &self.requests {
            if !self.templates.contains_key(name.as_str()) {
                for args in list {
                    if options.requests_may_miss {
                        unmatched.push(format!("{name}<{}>", args.join(", ")));
                        continue;
                    }
                    self.diags.push(
                        Diagnostic::error(
                            codes::BAD_INSTANTIATION,
                            format!(
                                "`--instantiate {name}<{}>` names no template `@kernel`",
                                args.join(", ")
                            ),
                            options.file_span,
                        )
                        .with_help(
                            "check the kernel name; only `template` kernels can be instantiated",
                        ),
                    );
                }
            }
        }
        let pending: Vec<(SmolStr, Span)> = self
            .templates
            .iter()
            .filter(|(_, t)| !t.instantiated)
            .map(|(n, t)| (n.clone(), t.span))
            .collect();
        for (name, span) in pending {
            self.diags.push(
                Diagnostic::warning(
                    codes::TEMPLATE_NOT_INSTANTIATED,
                    format!("template kernel `{name}` is never instantiated"),
                    span,
                )
                .with_primary_message("no `--instantiate` names it")
                .with_help(format!("request instantiations with `--instantiate '{name}<float>'`")),
            );
        }
        if self.kernel_count == 0 && self.templates.is_empty() && !self.misspelt_kernel {
            // A function with OKL loops is the kernel the author meant: point at it.
            let d = match &self.okl_loop_function {
                Some((name, head)) => Diagnostic::error(
                    codes::NO_KERNELS,
                    format!(
                        "no `@kernel` functions found; `{name}` has OKL loops but no `@kernel`"
                    ),
                    *head,
                )
                .with_primary_message("not marked `@kernel`")
                .with_help(format!("mark it `@kernel`: `@kernel void {name}(...) {{ ... }}`")),
                None => Diagnostic::error(
                    codes::NO_KERNELS,
                    "no `@kernel` functions found",
                    options.file_span,
                )
                .with_help(
                    "mark the entry points with `@kernel`: `@kernel void name(...) { ... }`",
                ),
            };
            self.diags.push(d);
        }
        unmatched
    }
}

/// Whether `def` is a `@kernel`.
fn is_kernel_def(unit: &ast::TranslationUnit, def: &FunctionDef) -> bool {
    def.spec
        .attrs
        .iter()
        .chain(def.attrs.iter())
        .any(|a| unit.attr(*a).kind == ast::AttrKind::Kernel)
}

/// Printed text with its function heads, as the IR keeps it (trailing blank space dropped),
/// from the source at `span`.
fn verbatim((text, heads): (String, Vec<oklc_syntax::FunctionHead>), span: Span) -> Verbatim {
    let text = text.trim_end();
    let functions = heads
        .into_iter()
        .filter(|h| h.offset < text.len())
        .filter_map(|h| {
            let kind = match h.kind {
                oklc_syntax::HeadKind::Free => oklc_ir::HeadKind::Free,
                oklc_syntax::HeadKind::Outside => oklc_ir::HeadKind::Outside,
                oklc_syntax::HeadKind::Other => oklc_ir::HeadKind::Other,
                oklc_syntax::HeadKind::Space => oklc_ir::HeadKind::Space,
                oklc_syntax::HeadKind::Result => oklc_ir::HeadKind::Result,
                oklc_syntax::HeadKind::Object => oklc_ir::HeadKind::Object,
            };
            Some(oklc_ir::FunctionHead { offset: u32::try_from(h.offset).ok()?, kind })
        })
        .collect();
    Verbatim { text: SmolStr::new(text), functions, span }
}

/// Why member function `def` of record `record` makes copying the record more than copying its
/// bytes (C++'s "not trivially copyable"), said as what the record does: `declares a copy
/// constructor`. A defaulted or deleted special member keeps the copy trivial.
fn copy_blocker_of(
    unit: &ast::TranslationUnit,
    record: Option<&str>,
    def: &FunctionDef,
) -> Option<String> {
    let name = def.name.rsplit("::").next().unwrap_or(&def.name);
    if def.spec.specifiers.contains(Specifiers::VIRTUAL) {
        return Some(format!("declares the virtual member function `{name}`"));
    }
    if matches!(def.pure_or_default.as_deref(), Some("default" | "delete")) {
        return None;
    }
    let record = record?;
    // A parameter `R &`, `const R &` or `R &&`: the source of a copy or a move.
    let takes_record = || {
        def.params.len() == 1
            && def.params.iter().all(|p| {
                let text = oklc_syntax::print_type(unit, p.decl.ty);
                let base = text.trim_end_matches(['&', ' ']).trim_start_matches("const ").trim();
                text.contains('&') && base.trim_end_matches(" const") == record
            })
    };
    if name.strip_prefix('~').is_some_and(|n| n.trim() == record) {
        Some("declares a destructor".into())
    } else if name == record && takes_record() {
        Some("declares a copy or move constructor".into())
    } else if name == "operator=" && takes_record() {
        Some("declares a copy or move assignment operator".into())
    } else {
        None
    }
}

/// Whether a declaration's base type `ty` is a struct, class, union or enum defined in place.
pub(crate) fn defines_type(unit: &ast::TranslationUnit, ty: ast::TypeRefId) -> bool {
    match unit.ty(ty) {
        TypeRef::Defined(_) => true,
        TypeRef::Qualified { inner, .. } => defines_type(unit, *inner),
        _ => false,
    }
}
