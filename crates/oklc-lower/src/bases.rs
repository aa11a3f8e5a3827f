//! Base classes for backends that print C ([`crate::LowerOptions::c_language`]): a record with
//! one base, a record lowered for C or an instance of a kept class template (`struct MaxAbs :
//! BinaryOp<MaxAbs>`), holds the base's object as its leading member [`BASE_FIELD`], so that
//! the address of a derived object is the address of its base object. The member functions of
//! the derived record reach the base's members by name (`x` is `this->x`); the `c-bases` pass
//! routes member uses through [`BASE_FIELD`].

use oklc_ir::{ArenaExt, AssignOp, BASE_FIELD, Expr, ExprId, Field, TyId};
use oklc_span::Span;
use oklc_syntax::ast::{Item as AstItem, RecordDef, Specifiers, TranslationUnit};
use smol_str::SmolStr;

use crate::body::Body;
use crate::{Lowerer, MemberScope, body_name};

impl Lowerer<'_> {
    /// Whether the bases of `rec` are one C can hold as a leading member: a record lowered for
    /// C (its members modelled) or a kept class template.
    pub(crate) fn c_base(&self, rec: &RecordDef) -> bool {
        let [(_, base)] = rec.bases.as_slice() else { return false };
        let text = oklc_syntax::print_type(self.unit, *base);
        let name = text.split('<').next().unwrap_or("").trim();
        if text.contains('<') {
            return crate::lookup_scoped(&self.w.consts.scope, name, |n| {
                self.w.record_templates.get(n).map(|_| ())
            })
            .is_some();
        }
        let found =
            crate::lookup_scoped(&self.w.consts.scope, name, |n| self.w.structs.get(n).copied());
        found.and_then(|sid| self.w.module.structs.get(sid)).is_some_and(|def| {
            def.verbatim_members.is_empty() && def.bases.is_none() && !def.is_forward
        })
    }

    /// The leading member holding the base object of `rec` (see [`Self::c_base`]).
    pub(crate) fn base_field(&mut self, top: &mut Body, rec: &RecordDef) -> Option<Field> {
        let &[(_, base)] = rec.bases.as_slice() else { return None };
        let ty: TyId = self.ty(top, base);
        Some(Field {
            name: SmolStr::new(BASE_FIELD),
            ty,
            bit_width: None,
            global_ptr: false,
            default: None,
        })
    }

    /// A constructor's initializer `member(args)` of its base class (`Counter(a, b)`), as the
    /// assignment of the base object built from `args` to [`BASE_FIELD`]; `None` for any other.
    pub(crate) fn initialized_base(
        &mut self,
        b: &mut Body,
        member: &str,
        args: &[oklc_syntax::ast::ExprId],
        braces: bool,
        span: Span,
    ) -> Option<ExprId> {
        let base = self.w.member.as_ref()?.scope.base.clone()?;
        let spaceless = |t: &str| t.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        let name = base.split('<').next().unwrap_or(&base).trim();
        if spaceless(member) != spaceless(&base) && member.trim() != name {
            return None;
        }
        let text = self.substituted(b, base.to_string());
        let ty = self.type_from_text(b, &text);
        let mut args: Vec<ExprId> = args.iter().map(|&a| self.expr(b, a)).collect();
        // `Counter{c}` holds its braced list as one argument.
        if let ([one], true) = (args.as_slice(), braces)
            && let Expr::InitList(entries) = &b.store.exprs[*one]
            && entries.iter().all(|e| e.designators.is_empty())
        {
            args = entries.iter().map(|e| e.value).collect();
        }
        let value = b.store.expr(Expr::Construct { ty, args, braces }, Some(span));
        let this = b.store.expr(Expr::Local(b.lookup_local("this")?), Some(span));
        let lhs = b.store.expr(
            Expr::Member { base: this, member: SmolStr::new(BASE_FIELD), arrow: true },
            Some(span),
        );
        Some(b.store.expr(Expr::Assign { op: AssignOp::Assign, lhs, rhs: value }, Some(span)))
    }

    /// The names the base of `rec` gives the bodies of its member functions: its fields and
    /// non-static member functions (reached through `this`) and its constants, and those of
    /// its own base.
    pub(crate) fn base_scope(&self, rec: &RecordDef) -> MemberScope {
        let mut scope = MemberScope::default();
        let [(_, base)] = rec.bases.as_slice() else { return scope };
        let text = oklc_syntax::print_type(self.unit, *base);
        let name = text.split('<').next().unwrap_or("").trim();
        if text.contains('<') {
            let template = crate::lookup_scoped(&self.w.consts.scope, name, |n| {
                self.w.record_templates.get(n).cloned()
            });
            if let Some(template) = template
                && let AstItem::Record(def) = template.unit.item(template.item)
            {
                names_of(&template.unit, def, &mut scope);
            }
            return scope;
        }
        let found =
            crate::lookup_scoped(&self.w.consts.scope, name, |n| self.w.structs.get(n).copied());
        if let Some(sid) = found {
            match self.w.member_scopes.get(&sid) {
                Some(own) => scope = own.clone(),
                None => {
                    let fields = self.w.module.structs[sid].fields.iter().map(|f| f.name.clone());
                    scope.fields.extend(fields);
                }
            }
        }
        scope
    }
}

/// The fields and non-static member functions `rec` declares (of `unit`), into `scope`.
fn names_of(unit: &TranslationUnit, rec: &RecordDef, scope: &mut MemberScope) {
    for &m in rec.members.iter().flatten() {
        match unit.item(m) {
            AstItem::Var(decl) if !decl.spec.specifiers.contains(Specifiers::STATIC) => {
                scope.fields.extend(decl.declarators.iter().filter_map(|d| d.name.clone()))
            }
            AstItem::Function(def) if !def.spec.specifiers.contains(Specifiers::STATIC) => {
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
}
