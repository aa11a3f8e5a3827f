//! Alias templates for backends that print C ([`crate::LowerOptions::c_language`]): C has no
//! templates, and `template <typename T> using Pair = T[2];` is only a spelling of the type
//! it aliases. Each is kept by its qualified name, and a use `Pair<double>` is the aliased type
//! with the arguments bound (`double[2]`).

use std::rc::Rc;

use oklc_ir::TyId;
use oklc_syntax::ast::{TemplateArg, TemplateParam, TranslationUnit, TypeRefId};
use smol_str::SmolStr;

use crate::body::Body;
use crate::{Lowerer, lookup_scoped, qualify};

/// An alias template kept for its uses.
#[derive(Clone)]
pub(crate) struct AliasTemplate {
    unit: Rc<TranslationUnit>,
    params: Vec<TemplateParam>,
    ty: TypeRefId,
}

impl Lowerer<'_> {
    /// Keeps the alias template `name` = `ty` with `params`, declared in the current scope;
    /// `false` when it is not kept (another target, or a parameter pack).
    pub(crate) fn keep_alias_template(
        &mut self,
        params: &[TemplateParam],
        name: &str,
        ty: TypeRefId,
    ) -> bool {
        if !self.options.c_language || params.iter().any(crate::instantiate::is_pack) {
            return false;
        }
        let kept = AliasTemplate { unit: Rc::new(self.unit.clone()), params: params.to_vec(), ty };
        self.w.alias_templates.insert(qualify(&self.w.consts.scope, name), kept);
        true
    }

    /// The type `name<args>` names when `name` is a kept alias template, looked up from the
    /// current scope outwards; `None` (nothing reported) when it is not one or the arguments
    /// do not fit.
    pub(crate) fn alias_instance(
        &mut self,
        b: &mut Body,
        name: &str,
        args: &[TemplateArg],
    ) -> Option<TyId> {
        if self.w.alias_templates.is_empty() {
            return None;
        }
        let scope = self.w.consts.scope.clone();
        let found = lookup_scoped(&scope, name, |n: &str| {
            self.w.alias_templates.get_key_value(n).map(|(k, _)| k.clone())
        })?;
        let text = format!("X<{}>", self.targs_substituted(b, args));
        let (_, args) = crate::text::split_instantiation(&text)?;
        let template = self.w.alias_templates.get(found.as_str())?;
        let (unit, params, ty) = (template.unit.clone(), template.params.clone(), template.ty);
        let mut inner = Lowerer { unit: &unit, options: self.options, w: &mut *self.w };
        let reported = inner.w.diags.len();
        let span = inner.options.file_span;
        let Some(instance) = inner.bind_template_args(&found, &params, &args, span) else {
            inner.w.diags.truncate(reported);
            return None;
        };
        let saved = std::mem::replace(&mut b.subst, instance.subst);
        // The aliased type names what its namespace declares as written there.
        let depth = found.matches("::").count();
        let outer = std::mem::replace(
            &mut inner.w.consts.scope,
            found.split("::").take(depth).map(SmolStr::new).collect(),
        );
        let lowered = inner.ty(b, ty);
        inner.w.consts.scope = outer;
        b.subst = saved;
        Some(lowered)
    }
}
