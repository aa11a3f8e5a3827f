//! Functions of namespaces, which oklc passes through as text (the device subset of the
//! standard library, `_occa_std::swap`, among them): their pointer and reference parameters
//! are `thread`, and a call that passes pointers or references into other memory
//! (`std::swap(s[0], s[3])` on a `@shared` array) gets an overload taking that combination of
//! spaces, printed after the function, as the `addrspace` pass copies the file's own helpers.

use oklc_ir::visit::{stmt_exprs, walk, walk_expr};
use oklc_ir::{AddressSpace, Expr, HeadKind, Module, Verbatim, object_space, pointer_space};

use crate::printer::get;

/// A function defined in the text: where its definition starts (its `template <...>` line
/// included) and ends, its name, and its pointer and reference parameters.
struct Defined<'t> {
    start: usize,
    end: usize,
    name: &'t str,
    /// Each [`HeadKind::Space`] position in its parameter list: the offset, the parameter's
    /// position, and whether it is a pointer (else a reference).
    params: Vec<(usize, usize, bool)>,
}

/// The text of `v` as Metal prints it when a call of one of its functions passes pointers or
/// references outside `thread` memory: every [`HeadKind::Space`] and [`HeadKind::Result`]
/// position `thread`, and after each such function its overloads for the combinations of
/// spaces the calls pass (`space` spells a space); `None` when no call needs one.
pub fn with_overloads(
    module: &Module,
    v: &Verbatim,
    space: impl Fn(AddressSpace) -> Option<&'static str>,
) -> Option<String> {
    let text = v.text.as_str();
    let namespace = text.strip_prefix("namespace ")?.split_whitespace().next()?;
    let mut inserts: Vec<(usize, String)> = Vec::new();
    for f in defined(v) {
        let combos = combinations(module, &format!("{namespace}::{}", f.name), &f);
        for combo in combos {
            // A pointer or reference result points where the arguments do, when they agree.
            let mut given = combo.iter().flatten();
            let first = given.next().copied();
            let result =
                first.filter(|s| given.all(|g| g == s) && combo.iter().all(Option::is_some));
            let mut positions: Vec<(usize, Option<AddressSpace>)> = f
                .params
                .iter()
                .map(|&(at, index, _)| (at, combo.get(index).copied().flatten()))
                .collect();
            positions.extend(
                v.functions
                    .iter()
                    .filter(|h| h.kind == HeadKind::Result)
                    .map(|h| h.offset as usize)
                    .filter(|at| (f.start..f.end).contains(at))
                    .map(|at| (at, result)),
            );
            positions.sort_by_key(|p| p.0);
            let mut overload = String::from("\n");
            let mut copied = f.start;
            for (at, given) in positions {
                overload.push_str(text.get(copied..at)?);
                overload.push_str(given.and_then(&space).unwrap_or("thread"));
                overload.push(' ');
                copied = at;
            }
            overload.push_str(text.get(copied..f.end)?);
            inserts.push((f.end, overload));
        }
    }
    if inserts.is_empty() {
        return None;
    }
    for head in v.functions.iter() {
        if matches!(head.kind, HeadKind::Space | HeadKind::Result) {
            inserts.push((head.offset as usize, "thread ".to_string()));
        }
    }
    inserts.sort_by_key(|(at, _)| *at);
    let mut out = String::with_capacity(text.len() + 256);
    let mut copied = 0;
    for (at, insert) in inserts {
        out.push_str(text.get(copied..at)?);
        out.push_str(&insert);
        copied = at;
    }
    out.push_str(&text[copied..]);
    Some(out)
}

/// The functions defined in `v`'s text, in order.
fn defined(v: &Verbatim) -> Vec<Defined<'_>> {
    let text = v.text.as_str();
    let mut found = Vec::new();
    for head in v.functions.iter().filter(|h| matches!(h.kind, HeadKind::Free | HeadKind::Other)) {
        let at = head.offset as usize;
        let Some(rest) = text.get(at..) else { continue };
        let (Some(open), Some(body)) = (rest.find('('), rest.find('{')) else { continue };
        // A declaration without a body ends in `;` before any `{`.
        if rest.find(';').is_some_and(|semi| semi < body) || open > body {
            continue;
        }
        let name = rest[..open].trim_end();
        let from = name
            .char_indices()
            .rfind(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
            .map_or(0, |(k, c)| k + c.len_utf8());
        let name = &name[from..];
        let Some(close) = closing_brace(&rest[body..]) else { continue };
        let line_start = text[..at].rfind('\n').map_or(0, |k| k + 1);
        let previous = text[..line_start.saturating_sub(1)].rfind('\n').map_or(0, |k| k + 1);
        let start = if line_start > 0
            && text[previous..line_start].trim_start().starts_with("template <")
        {
            previous
        } else {
            line_start
        };
        let params = v
            .functions
            .iter()
            .filter(|h| h.kind == HeadKind::Space)
            .map(|h| h.offset as usize)
            .filter(|p| *p > at + open && *p < at + body)
            .map(|p| {
                let index = top_level_commas(text.get(at + open + 1..p).unwrap_or_default());
                let declarator = text.get(p..at + body).unwrap_or_default().split(',').next();
                let declarator = declarator.unwrap_or_default();
                (p, index, declarator.contains('*'))
            })
            .collect();
        found.push(Defined { start, end: at + body + close + 1, name, params });
    }
    found
}

/// The offset of the `}` that closes the `{` `text` starts with.
fn closing_brace(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// How many commas `text` has outside parentheses, brackets and template arguments.
fn top_level_commas(text: &str) -> usize {
    let mut depth = 0i32;
    let mut commas = 0;
    for c in text.chars() {
        match c {
            '(' | '[' | '<' => depth += 1,
            ')' | ']' | '>' => depth -= 1,
            ',' if depth == 0 => commas += 1,
            _ => {}
        }
    }
    commas
}

/// The combinations of spaces the calls of `qualified` (`ns::name`, with or without template
/// arguments) pass to `f`'s pointer and reference parameters, by parameter position (`None`:
/// `thread`), those with a space other than `thread` only.
fn combinations(
    module: &Module,
    qualified: &str,
    f: &Defined<'_>,
) -> Vec<Vec<Option<AddressSpace>>> {
    let mut combos: Vec<Vec<Option<AddressSpace>>> = Vec::new();
    let Some(count) = f.params.iter().map(|p| p.1 + 1).max() else { return combos };
    for (_, g) in module.functions.iter() {
        let Some(body) = &g.body else { continue };
        walk(g, body, &mut |v| {
            stmt_exprs(g, v.stmt, |root| {
                walk_expr(&g.store, root, |_, node| {
                    let Expr::Call { callee, args } = node else { return };
                    let Some(Expr::Name(name)) = get(&g.store.exprs, *callee) else { return };
                    if name.split('<').next().map(str::trim) != Some(qualified) {
                        return;
                    }
                    let mut combo = vec![None; count];
                    for &(_, index, pointer) in &f.params {
                        let Some(arg) = args.get(index) else { continue };
                        let space = if pointer {
                            pointer_space(module, g, *arg)
                        } else {
                            object_space(module, g, *arg)
                        };
                        if matches!(
                            space,
                            AddressSpace::Global | AddressSpace::Local | AddressSpace::Constant
                        ) {
                            combo[index] = Some(space);
                        }
                    }
                    if combo.iter().any(Option::is_some) && !combos.contains(&combo) {
                        combos.push(combo);
                    }
                });
            });
        });
    }
    combos
}
