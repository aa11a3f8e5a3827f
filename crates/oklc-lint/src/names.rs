//! Undeclared names and helper calls with the wrong number of arguments.

use indexmap::{IndexMap, IndexSet};

use oklc_diag::Diagnostic;
use oklc_sema::suggest::edit_distance;
use oklc_span::Span;
use oklc_syntax::ast::{Expr, Item, ItemId, TranslationUnit, TypeRef};
use smol_str::SmolStr;

use crate::codes;
use crate::known;
use crate::walk;

/// What the items seen so far use and define.
#[derive(Default)]
pub(crate) struct Names {
    /// Plain names in expressions: how many times each spelling is used.
    uses: IndexMap<SmolStr, u32>,
    /// The first use of each spelling in each function: where an undeclared one is reported.
    first_uses: Vec<Use>,
    /// Free functions at file scope, by name: (fewest, most) arguments, `None` for variadic.
    helpers: IndexMap<SmolStr, Vec<Helper>>,
    calls: Vec<Call>,
}

/// A definition or prototype of a helper: fewest and most arguments (`None`: variadic), and
/// where it is.
type Helper = (usize, Option<usize>, Option<Span>);

struct Use {
    name: SmolStr,
    span: Span,
    called: bool,
}

struct Call {
    name: SmolStr,
    args: usize,
    span: Span,
}

impl Names {
    pub(crate) fn item(&mut self, unit: &TranslationUnit, id: ItemId) {
        let mut functions = Vec::new();
        walk::functions(unit, id, true, &mut functions);
        for (f, top) in functions {
            let Item::Function(def) = unit.item(f) else { continue };
            if top && !def.name.contains("::") && !def.name.starts_with("operator") {
                let params = if is_void_list(unit, &def.params) { &[][..] } else { &def.params };
                let most = (!def.variadic).then_some(params.len());
                let fewest = params.iter().take_while(|p| p.decl.init.is_none()).count();
                let span = unit.spans.items.get(f).copied();
                self.helpers.entry(def.name.clone()).or_default().push((fewest, most, span));
            }
            let Some(body) = def.body else { continue };
            let mut seen: IndexSet<SmolStr> = IndexSet::new();
            let mut callees: IndexSet<oklc_syntax::ast::ExprId> = IndexSet::new();
            walk::exprs_in_stmt(unit, body, &mut |e| match unit.expr(e) {
                Expr::Call { callee, args } => {
                    if let Expr::Name { name, targs: None } = unit.expr(*callee) {
                        callees.insert(*callee);
                        let expands = args.iter().any(|a| matches!(unit.expr(*a), Expr::Expand(_)));
                        if !expands && let Some(&span) = unit.spans.exprs.get(e) {
                            self.calls.push(Call { name: name.clone(), args: args.len(), span });
                        }
                    }
                }
                Expr::Name { name, targs: None } if !name.contains("::") => {
                    *self.uses.entry(name.clone()).or_default() += 1;
                    if seen.insert(name.clone())
                        && let Some(&span) = unit.spans.exprs.get(e)
                    {
                        let called = callees.contains(&e);
                        self.first_uses.push(Use { name: name.clone(), span, called });
                    }
                }
                _ => {}
            });
        }
    }

    pub(crate) fn finish(self, occurrences: &IndexMap<&'static str, u32>) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        let count = |name: &str| occurrences.get(name).copied().unwrap_or(0);
        let uses = |name: &str| self.uses.get(name).copied().unwrap_or(0);
        // Declared: the spelling occurs somewhere other than as a plain name in an expression.
        let declared = |name: &str| count(name) > uses(name) || known::is_runtime_name(name);
        let mut candidates: Vec<&str> =
            occurrences.keys().copied().filter(|n| count(n) > uses(n)).collect();
        candidates.sort_unstable();
        for u in &self.first_uses {
            if declared(&u.name) {
                continue;
            }
            let (code, what) = if u.called {
                (codes::UNDECLARED_FUNCTION, "function")
            } else {
                (codes::UNDECLARED_NAME, "identifier")
            };
            let mut d =
                Diagnostic::warning(code, format!("use of undeclared {what} `{}`", u.name), u.span)
                    .with_primary_message("not declared in this file, its headers or the runtime");
            let runtime = known::suggestions();
            if let Some(best) = closest(&u.name, candidates.iter().copied().chain(runtime)) {
                d = d.with_help(format!("did you mean `{best}`?")).with_fix(
                    format!("replace with `{best}`"),
                    u.span,
                    best,
                );
            }
            out.push(d);
        }
        for call in &self.calls {
            let Some(defs) = self.helpers.get(&call.name) else { continue };
            // Only a name that is nothing but this one helper: one arity, and no occurrence
            // other than its declarations and calls (a member function or a function pointer
            // of the same name would take other arguments).
            let (fewest, most, def_span) = defs[0];
            let calls = self.calls.iter().filter(|c| c.name == call.name).count();
            if defs.iter().any(|&(f, m, _)| (f, m) != (fewest, most))
                || count(&call.name) as usize != defs.len() + calls
            {
                continue;
            }
            if call.args >= fewest && most.is_none_or(|m| call.args <= m) {
                continue;
            }
            let expected = match most {
                Some(m) if m == fewest => format!("{m}"),
                Some(m) => format!("{fewest} to {m}"),
                None => format!("at least {fewest}"),
            };
            let plural = if expected == "1" { "" } else { "s" };
            let mut d = Diagnostic::error(
                codes::WRONG_ARGUMENT_COUNT,
                format!(
                    "`{}` takes {expected} argument{plural}, but {} {} given",
                    call.name,
                    call.args,
                    if call.args == 1 { "was" } else { "were" }
                ),
                call.span,
            );
            if let Some(span) = def_span {
                d = d.with_label(span, format!("`{}` is defined here", call.name));
            }
            out.push(d);
        }
        out
    }
}

/// `(void)`: no parameters.
fn is_void_list(unit: &TranslationUnit, params: &[oklc_syntax::ast::Param]) -> bool {
    matches!(params, [p] if p.decl.name.is_none()
        && matches!(unit.ty(p.decl.ty), TypeRef::Builtin(t) if t == "void"))
}

/// The closest candidate within a third of the name's length (at least 1, at most 3 edits).
fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (name.chars().count() / 3).clamp(1, 3);
    candidates
        .filter(|c| *c != name)
        .map(|c| (edit_distance(name, c), c))
        .filter(|&(d, _)| d <= limit)
        .min()
        .map(|(_, c)| c)
}
