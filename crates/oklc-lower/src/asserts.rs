//! Static assertions for backends that print C ([`crate::LowerOptions::c_language`]): C has
//! no `static_assert`, so oklc checks the condition where it evaluates it and leaves the
//! assertion out.

use oklc_diag::{Diagnostic, codes::sema as codes};
use oklc_sema::eval_int;
use oklc_span::Span;
use oklc_syntax::ast::{Item as AstItem, ItemId};

use crate::Lowerer;

impl Lowerer<'_> {
    /// Whether the static assertion `item` is checked here rather than printed: reports
    /// OKL0353 when its condition evaluates to zero.
    pub(crate) fn static_assertion_checked(&mut self, item: ItemId, span: Span) -> bool {
        let AstItem::StaticAssert { cond, message } = self.unit.item(item) else { return false };
        if !self.options.c_language {
            return false;
        }
        if eval_int(self.unit, *cond, &self.w.consts) == Some(0) {
            let at = self.unit.spans.exprs.get(*cond).copied().unwrap_or(span);
            let said = message.as_deref().map(|m| format!(": {m}")).unwrap_or_default();
            self.w.diags.push(
                Diagnostic::error(
                    codes::STATIC_ASSERT_FAILED,
                    format!("static assertion failed{said}"),
                    at,
                )
                .with_primary_message("this condition is false")
                .with_help("change the constants it names, or the condition"),
            );
        }
        true
    }
}
