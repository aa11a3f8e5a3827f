//! Member functions as functions of their own ([`crate::LowerOptions::c_language`]): a record
//! whose members are data members, member functions and member templates C can express, static
//! integer constants, anonymous enums and the nested types `crate::nested` declares outside it
//! (no other static data, virtual functions or destructors) and at most one base
//! (`crate::bases`) keeps its fields and their default member initializers, and each member
//! function with a body becomes a helper named by the member's name. A non-static member takes
//! the object as a first parameter `this` (`const` for a `const` member); a constructor returns
//! the object it builds, its member initializers assigned first. Their bodies reach the members
//! they name without `this->` through `this`, the constants by their qualified names.

use oklc_ir::{
    Block, Expr, ExprId, Init, Item, Local, LocalId, LocalKind, MemberFunction, MemberKind,
    NamedRef, Quals, Stmt, StructId, Ty, TyKind,
};
use oklc_sema::eval_int;
use oklc_span::Span;
use oklc_syntax::ast::{self, FunctionDef, Item as AstItem, RecordDef, Specifiers};
use smol_str::SmolStr;

use crate::body::Body;
use crate::{Lowerer, MemberCx, MemberScope, body_name};

impl Lowerer<'_> {
    /// Whether the member functions of `rec` become functions of their own. `instance`: `rec`
    /// is lowered as an instance of a class template (or the explicit specialization standing
    /// for one), whose member types the uses resolve (`Traits<float>::value_type`), so the
    /// record need not keep them.
    pub(crate) fn members_as_functions(
        &self,
        top: &Body,
        rec: &RecordDef,
        templated: bool,
        instance: bool,
    ) -> bool {
        let unit = self.unit;
        let Some(name) = &rec.name else { return false };
        if !self.options.c_language
            || templated
            || rec.args.is_some() && !instance
            || !rec.bases.is_empty() && !self.c_base(rec)
            || top.function.is_some()
            || !self.at_file_scope()
        {
            return false;
        }
        // Whether the record has members C cannot print in it, which this lowering takes out
        // (its base among them).
        let mut needs_lowering = !rec.bases.is_empty();
        let hoists = self.hoists_nested_types(top, rec, templated);
        for &m in rec.members.iter().flatten() {
            match unit.item(m) {
                item if hoists && crate::nested::nested_type(item) => {}
                AstItem::Var(decl) if decl.spec.specifiers.contains(Specifiers::STATIC) => {
                    if !self.integer_constants(decl) {
                        return false;
                    }
                    needs_lowering = true;
                }
                AstItem::Var(decl) => {
                    if crate::items::defines_type(unit, decl.spec.ty) && !hoists {
                        return false;
                    }
                    // Default member initializers, which `c-members` applies where an
                    // object is created.
                    for d in &decl.declarators {
                        match d.init {
                            None => {}
                            Some(ast::Init::Assign(_) | ast::Init::Brace(_)) => {
                                needs_lowering = true
                            }
                            Some(ast::Init::Paren(_)) => return false,
                        }
                    }
                }
                AstItem::Function(def) => {
                    needs_lowering = true;
                    let bare = body_name(&def.name);
                    if bare.starts_with('~')
                        || bare.starts_with("operator")
                            && c_operator_name(bare).is_none()
                            && conversion_type(bare).is_none_or(|to| to.contains('&'))
                        || def.spec.specifiers.contains(Specifiers::VIRTUAL)
                        || def.variadic
                    {
                        return false;
                    }
                }
                // A member template: a function template taking the object.
                AstItem::Template { item, .. } => match unit.item(*item) {
                    AstItem::Function(def)
                        if body_name(&def.name) != name.as_str()
                            && !body_name(&def.name).starts_with("operator")
                            && !def.spec.specifiers.contains(Specifiers::VIRTUAL) =>
                    {
                        needs_lowering = true
                    }
                    _ => return false,
                },
                AstItem::Access(_) | AstItem::Empty => {}
                AstItem::Typedef(_) | AstItem::Using(ast::UsingDecl::Alias { .. }) if instance => {
                    needs_lowering = true
                }
                // `enum { cols = 4 };`: constants, which uses name by value.
                AstItem::Enum(def) if def.name.is_none() => needs_lowering = true,
                _ => return false,
            }
        }
        needs_lowering
    }

    /// The value of a field's default member initializer (`= v`, `{v}`, `{a, b}`), in `top`'s
    /// store.
    pub(crate) fn default_member_init(
        &mut self,
        top: &mut Body,
        init: &ast::Init,
    ) -> Option<ExprId> {
        match init {
            ast::Init::Assign(e) | ast::Init::Brace(e) => Some(self.expr(top, *e)),
            ast::Init::Paren(_) => None,
        }
    }

    /// Whether the static data members `decl` declares are integer constants oklc evaluates
    /// (`static constexpr int lanes = 4;`), which uses name by value.
    fn integer_constants(&self, decl: &ast::VarDecl) -> bool {
        let is_const = match self.unit.ty(decl.spec.ty) {
            ast::TypeRef::Qualified { quals, .. } => quals.is_const,
            _ => false,
        };
        (decl.spec.specifiers.contains(Specifiers::CONSTEXPR) || is_const)
            && decl.declarators.iter().all(|d| match &d.init {
                Some(ast::Init::Assign(e)) => eval_int(self.unit, *e, &self.w.consts).is_some(),
                _ => false,
            })
    }

    /// Lowers the member functions of `rec` (record `sid`) defined in the class.
    pub(crate) fn member_functions_of(&mut self, sid: StructId, rec: &RecordDef) {
        let unit = self.unit;
        let mut scope = MemberScope::default();
        let record = self.w.module.structs[sid].name.clone().unwrap_or_default();
        let qualified = crate::qualify(&self.w.consts.scope, &record);
        for &m in rec.members.iter().flatten() {
            match unit.item(m) {
                AstItem::Enum(def) => {
                    for (name, _) in def.enumerators.iter().flatten() {
                        let constant = SmolStr::new(format!("{qualified}::{name}"));
                        scope.constants.push((name.clone(), constant));
                    }
                }
                AstItem::Var(decl) if decl.spec.specifiers.contains(Specifiers::STATIC) => {
                    for name in decl.declarators.iter().filter_map(|d| d.name.clone()) {
                        let constant = SmolStr::new(format!("{qualified}::{name}"));
                        scope.constants.push((name, constant));
                    }
                }
                AstItem::Var(decl) => {
                    scope.fields.extend(decl.declarators.iter().filter_map(|d| d.name.clone()))
                }
                AstItem::Function(def)
                    if !def.spec.specifiers.contains(Specifiers::STATIC)
                        && !def.spec.specifiers.contains(Specifiers::FRIEND) =>
                {
                    scope.methods.push(SmolStr::new(body_name(&def.name)))
                }
                AstItem::Template { item, .. } => {
                    if let AstItem::Function(def) = unit.item(*item)
                        && !def.spec.specifiers.contains(Specifiers::STATIC)
                    {
                        scope.methods.push(SmolStr::new(body_name(&def.name)))
                    }
                }
                _ => {}
            }
        }
        let inherited = self.base_scope(rec);
        scope.fields.extend(inherited.fields);
        scope.methods.extend(inherited.methods);
        scope.constants.extend(inherited.constants);
        scope.base = rec.bases.first().map(|&(_, ty)| oklc_syntax::print_type(unit, ty).into());
        self.w.member_scopes.insert(sid, scope);
        let class = rec.name.clone().unwrap_or_default();
        for &m in rec.members.iter().flatten() {
            let span = self.unit.spans.items.get(m).copied().unwrap_or(self.options.file_span);
            match unit.item(m) {
                // A friend defined in the class is a free function of the enclosing scope.
                AstItem::Function(def)
                    if def.body.is_some() && def.spec.specifiers.contains(Specifiers::FRIEND) =>
                {
                    self.w.friend = true;
                    self.function(def, span, None);
                    self.w.friend = false;
                }
                AstItem::Function(def) if def.body.is_some() => {
                    self.member_function(sid, &class, def, span, None)
                }
                AstItem::Template { params, item } => {
                    if let AstItem::Function(def) = unit.item(*item)
                        && def.body.is_some()
                    {
                        let header = oklc_syntax::print_template_header(unit, params);
                        self.member_function(sid, &class, def, span, Some(header.into()));
                    }
                }
                _ => {}
            }
        }
    }

    /// The record a member function defined outside its class (`float Acc::get() const`)
    /// belongs to, when that record's member functions are functions of their own.
    pub(crate) fn out_of_class_record(&self, def: &FunctionDef) -> Option<StructId> {
        let (class, _) = def.name.rsplit_once("::")?;
        let sid = *self.w.structs.get(class)?;
        self.w.member_scopes.contains_key(&sid).then_some(sid)
    }

    /// Lowers the member function `def` of record `sid` as a function of its own.
    /// `class` is the class's name as the source writes it, which its constructors have.
    pub(crate) fn member_function(
        &mut self,
        sid: StructId,
        class: &str,
        def: &FunctionDef,
        span: Span,
        template: Option<SmolStr>,
    ) {
        let bare = self.member_c_name(body_name(&def.name));
        let scope = self.w.member_scopes.get(&sid).cloned().unwrap_or_default();
        // A definition outside the class (`float Acc::scale(int t)`) is static when its class
        // declares it so: no non-static member function has its name.
        let declared_static =
            def.name.contains("::") && !scope.methods.iter().any(|m| m == body_name(&def.name));
        let kind = if bare == class {
            MemberKind::Constructor
        } else if conversion_type(body_name(&def.name)).is_some() {
            MemberKind::Conversion
        } else if def.spec.specifiers.contains(Specifiers::STATIC) || declared_static {
            MemberKind::Static
        } else {
            MemberKind::Method
        };
        let is_const = def.method_quals.is_const;
        self.w.member = Some(MemberCx { record: sid, kind, is_const, scope });
        self.function(def, span, template.map(crate::items::Template::Helper));
        self.w.member = None;
        if let Some(&Item::Function(function)) = self.w.module.items.last() {
            let returns = self.returned_record(function);
            self.w.module.member_functions.push(MemberFunction {
                record: sid,
                function,
                name: bare,
                kind,
                params: def.params.len(),
                returns,
            });
        }
    }

    /// The name C code calls member function `bare` by: an operator's (`operator_add`), a
    /// conversion function's after the type it converts to, its template parameters bound
    /// (`operator double` is `operator_to_double`), any other its own.
    pub(crate) fn member_c_name(&self, bare: &str) -> SmolStr {
        if let Some(op) = c_operator_name(bare) {
            return SmolStr::new(op);
        }
        match (conversion_type(bare), &self.w.record_subst) {
            (Some(to), subst) => {
                let to = match subst {
                    Some(subst) => {
                        crate::text::replace_names(self.options.file_span.file, to, &|n| {
                            subst.get(n).map(crate::instantiate::Subst::text)
                        })
                    }
                    None => to.to_string(),
                };
                SmolStr::new(crate::text::mangle_instantiation("operator_to", &[to]))
            }
            (None, _) => SmolStr::new(bare),
        }
    }

    /// The type a conversion function `bare` converts to, its template parameters bound.
    pub(crate) fn conversion_target(&mut self, b: &mut Body, bare: &str) -> Option<oklc_ir::TyId> {
        let to = conversion_type(bare)?;
        let text = self.substituted(b, to.to_string());
        Some(self.type_from_text(b, &text))
    }

    /// The type of the object of the member function being lowered, in `b`'s store.
    fn record_ty(&self, b: &mut Body, quals: Quals) -> Option<oklc_ir::TyId> {
        let cx = self.w.member.as_ref()?;
        let name = self.w.module.structs[cx.record].name.clone().unwrap_or_default();
        let kind = TyKind::Named { name, refers: NamedRef::Struct(cx.record), keyword: None };
        Some(b.store.ty(Ty::with_quals(kind, quals)))
    }

    /// For a member function: its return type if it has its own (a constructor's is the
    /// record), and how many parameters come before the declared ones (`this`).
    pub(crate) fn member_signature(
        &mut self,
        b: &mut Body,
        span: Span,
    ) -> (Option<oklc_ir::TyId>, u32) {
        let Some(cx) = self.w.member.as_ref() else { return (None, 0) };
        match cx.kind {
            MemberKind::Constructor => (self.record_ty(b, Quals::empty()), 0),
            MemberKind::Static | MemberKind::Operator => (None, 0),
            MemberKind::Method | MemberKind::Conversion => {
                let quals = if cx.is_const { Quals::CONST } else { Quals::empty() };
                let Some(object) = self.record_ty(b, quals) else { return (None, 0) };
                let ty = b.store.ty(Ty::new(TyKind::Pointer(object)));
                let this = b.locals.alloc(Local::new("this", ty, LocalKind::Param(0), span));
                b.bind("this".into(), this);
                (None, 1)
            }
        }
    }

    /// Before a constructor's body is lowered: declares the object it builds and `this`,
    /// pointing to it. Returns the object.
    pub(crate) fn constructor_object(&mut self, b: &mut Body, span: Span) -> Option<LocalId> {
        let cx = self.w.member.as_ref()?;
        if cx.kind != MemberKind::Constructor {
            return None;
        }
        let ty = self.record_ty(b, Quals::empty())?;
        // Zeroed, which C++ leaves indeterminate: `v{}` needs no assignment then.
        let zero = b.store.expr(Expr::Literal(oklc_ir::Literal::int(0)), Some(span));
        let zeroed = oklc_ir::InitEntry { designators: Vec::new(), value: zero };
        let zeroed = b.store.expr(Expr::InitList(vec![zeroed]), Some(span));
        let mut object = Local::new(
            SmolStr::new(format!("{}self", oklc_ir::GENERATED_PREFIX)),
            ty,
            LocalKind::Synthetic,
            span,
        );
        object.init = Some(Init::Assign(zeroed));
        let object = b.locals.alloc(object);
        let ptr = b.store.ty(Ty::new(TyKind::Pointer(ty)));
        let at = b.store.expr(Expr::Local(object), Some(span));
        let address =
            b.store.expr(Expr::Unary { op: oklc_ir::UnaryOp::AddrOf, arg: at }, Some(span));
        let mut this = Local::new("this", ptr, LocalKind::Synthetic, span);
        this.init = Some(Init::Assign(address));
        let this = b.locals.alloc(this);
        b.bind("this".into(), this);
        Some(object)
    }

    /// A constructor's body: the object (zeroed) and `this` declared, the member initializers
    /// assigned (`v{}` has nothing to assign), the body, and the object returned (by every `return;` too).
    pub(crate) fn constructor_body(
        &mut self,
        b: &mut Body,
        def: &FunctionDef,
        object: LocalId,
        body: Block,
        span: Span,
    ) -> Block {
        let mut out = Block::new();
        out.push(Stmt::Decl(object), span);
        // `this` is declared where the body or an initializer uses it (a C++ compiler warns
        // of an unused one in the launcher).
        let this = b.lookup_local("this");
        if let Some(this) = this {
            out.push(Stmt::Decl(this), span);
        }
        for (member, args, braced) in &def.ctor_inits {
            if let Some(base) = self.initialized_base(b, member, args, *braced, span) {
                out.push(Stmt::Expr(base), span);
                continue;
            }
            let value = match (args.as_slice(), braced) {
                ([], _) => continue,
                ([one], false) => self.expr(b, *one),
                ([one], true) => {
                    let value = self.expr(b, *one);
                    match &b.store.exprs[value] {
                        Expr::InitList(entries) if entries.is_empty() => continue,
                        Expr::InitList(entries)
                            if entries.len() == 1 && entries[0].designators.is_empty() =>
                        {
                            entries[0].value
                        }
                        _ => {
                            self.unsupported_member_init(member, span);
                            continue;
                        }
                    }
                }
                _ => {
                    self.unsupported_member_init(member, span);
                    continue;
                }
            };
            let target = self.this_member(b, member, span);
            let assign = b.store.expr(
                Expr::Assign { op: oklc_ir::AssignOp::Assign, lhs: target, rhs: value },
                Some(span),
            );
            out.push(Stmt::Expr(assign), span);
        }
        if let Some(this) = this
            && !b.store.exprs.values().any(|e| matches!(e, Expr::Local(l) if *l == this))
        {
            out.stmts.remove(1);
            out.spans.remove(1);
        }
        let mut body = body;
        returns_object(b, &mut body, object, span);
        out.append(body);
        let result = b.store.expr(Expr::Local(object), Some(span));
        out.push(Stmt::Return(Some(result)), span);
        out
    }

    fn unsupported_member_init(&mut self, member: &str, span: Span) {
        self.w.diags.push(
            oklc_diag::Diagnostic::error(
                oklc_diag::codes::sema::UNSUPPORTED,
                format!("the initializer of member `{member}` is not supported in C"),
                span,
            )
            .with_primary_message("in this constructor")
            .with_help("initialize the member with one value, or assign it in the body"),
        );
    }

    /// `this->member`.
    fn this_member(&mut self, b: &mut Body, member: &str, span: Span) -> ExprId {
        let this = match b.lookup_local("this") {
            Some(this) => Expr::Local(this),
            None => Expr::Name("this".into()),
        };
        let base = b.store.expr(this, Some(span));
        b.store.expr(Expr::Member { base, member: member.into(), arrow: true }, Some(span))
    }

    /// The return type of function `name` with `body`: a compound assignment operator that
    /// returns a reference (to `*this`) returns nothing in C, which has no references; its
    /// `return` statements lose their value.
    pub(crate) fn assignment_operator_result(
        &mut self,
        b: &mut Body,
        name: &str,
        ret: oklc_ir::TyId,
        body: &mut Block,
    ) -> oklc_ir::TyId {
        if !self.options.c_language
            || !name.ends_with("_assign")
            || !matches!(b.store.types[ret].kind, TyKind::Reference(_))
        {
            return ret;
        }
        drop_return_values(body);
        b.store.builtin(oklc_ir::Builtin::Void)
    }

    /// Lists function `id`, lowered outside any class, if it is an operator function one of
    /// whose parameters is a record (by value or reference): under the first such record.
    pub(crate) fn free_operator(&mut self, id: oklc_ir::FunctionId, params: usize) {
        let f = &self.w.module.functions[id];
        if !f.name.starts_with("operator_") {
            return;
        }
        let record_param = |&p: &LocalId| {
            let mut ty = f.locals[p].ty;
            while let TyKind::Reference(inner) = f.store.types[ty].kind {
                ty = inner;
            }
            match f.store.types[ty].kind {
                TyKind::Named { refers: NamedRef::Struct(record), .. } => Some(record),
                _ => None,
            }
        };
        let Some(record) = f.params.iter().find_map(record_param) else { return };
        let name = f.name.clone();
        let returns = self.returned_record(id);
        self.w.module.member_functions.push(MemberFunction {
            record,
            function: id,
            name,
            kind: MemberKind::Operator,
            params,
            returns,
        });
    }

    /// The record function `id` returns by value.
    fn returned_record(&self, id: oklc_ir::FunctionId) -> Option<StructId> {
        let f = &self.w.module.functions[id];
        match f.store.types[f.ret].kind {
            TyKind::Named { refers: NamedRef::Struct(record), .. } => Some(record),
            _ => None,
        }
    }

    /// A name a member function's body uses for a member of its object, as `this->name`
    /// (`None` for any other name).
    pub(crate) fn implicit_member(&self, b: &mut Body, name: &SmolStr, span: Span) -> Option<Expr> {
        let cx = self.w.member.as_ref()?;
        if let Some((_, constant)) = cx.scope.constants.iter().find(|(n, _)| n == name) {
            return Some(Expr::Name(constant.clone()));
        }
        if !cx.scope.fields.iter().chain(&cx.scope.methods).any(|m| m == name) {
            return None;
        }
        let this = b.lookup_local("this")?;
        let base = b.store.expr(Expr::Local(this), Some(span));
        Some(Expr::Member { base, member: name.clone(), arrow: true })
    }
}

/// The name C code calls the operator function `name` (`operator+`) by, if it is one that has.
pub(crate) fn c_operator_name(name: &str) -> Option<&'static str> {
    oklc_ir::operator_function_name(name.strip_prefix("operator")?)
}

/// The type text a conversion function's name `operator T` converts to (`T`).
pub(crate) fn conversion_type(name: &str) -> Option<&str> {
    let to = name.strip_prefix("operator ")?.trim();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let allocation = to.starts_with("new") || to.starts_with("delete");
    (to.starts_with(|c: char| word(c) || c == ':')
        && !allocation
        && c_operator_name(name).is_none())
    .then_some(to)
}

/// Makes every `return value;` of `block` a `return;`.
fn drop_return_values(block: &mut Block) {
    for stmt in &mut block.stmts {
        if let Stmt::Return(value) = stmt {
            *value = None;
        }
        for inner in oklc_ir::visit::child_blocks_mut(stmt) {
            drop_return_values(inner);
        }
    }
}

/// Makes every `return;` of a constructor's body return `object`.
fn returns_object(b: &mut Body, block: &mut Block, object: LocalId, span: Span) {
    for stmt in &mut block.stmts {
        if let Stmt::Return(value @ None) = stmt {
            *value = Some(b.store.expr(Expr::Local(object), Some(span)));
        }
        for inner in oklc_ir::visit::child_blocks_mut(stmt) {
            returns_object(b, inner, object, span);
        }
    }
}
