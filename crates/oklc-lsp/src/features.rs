//! Hover, go to definition, document symbols and semantic tokens over a [`Syntax`].

use lsp_types::{
    DocumentSymbol, Hover, HoverContents, Location, MarkupContent, MarkupKind, Position, Range,
    SemanticToken, SemanticTokenType, SymbolKind,
};
use oklc_lex::TokKind;
use oklc_span::{ExpnId, Span};
use oklc_syntax::ast::{
    AttrArg, AttrKind, BinaryOp, Expr, ExprId, Init, Item, ItemId, StmtId, StmtKind, UnaryOp,
};

use crate::analysis::Syntax;

/// The LSP position of a byte offset of the root file, from its line table.
fn position(syntax: &Syntax, offset: u32) -> Position {
    let (line, character) = syntax.db.get(syntax.root).lsp_position(offset);
    Position::new(line, character)
}

/// The token types the server reports, in legend order.
pub(crate) const TOKEN_TYPES: &[SemanticTokenType] =
    &[SemanticTokenType::DECORATOR, SemanticTokenType::MACRO];

/// The identifier at byte `offset` of the root file and where it starts.
fn word_at(text: &str, offset: usize) -> Option<(usize, &str)> {
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let offset = offset.min(text.len());
    let start = text[..offset].rfind(|c: char| !is_word(c)).map_or(0, |i| i + 1);
    let end = text[offset..].find(|c: char| !is_word(c)).map_or(text.len(), |i| offset + i);
    let word = &text[start..end];
    (!word.is_empty() && !word.starts_with(|c: char| c.is_ascii_digit())).then_some((start, word))
}

/// The outermost macro expansion that produced a token of the root file covering `offset`.
fn expansion_at(syntax: &Syntax, offset: u32) -> Option<(ExpnId, Span)> {
    let token = syntax.tokens.iter().find(|t| {
        t.span.file == syntax.root && !t.expn.is_root() && t.span.lo <= offset && offset < t.span.hi
    })?;
    let mut id = token.expn;
    while let Some(data) = syntax.expansions.get(id) {
        if data.parent.is_root() {
            break;
        }
        id = data.parent;
    }
    Some((id, token.span))
}

pub(crate) fn hover(syntax: &Syntax, offset: usize) -> Option<Hover> {
    let text = syntax.text();
    let markdown = |value: String| Hover {
        contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value }),
        range: None,
    };
    if let Some((start, word)) = word_at(text, offset) {
        let attribute = text[..start].trim_end().ends_with('@') || word.starts_with("okl_");
        if attribute && let Some(doc) = oklc_sema::docs::attribute(word) {
            return Some(markdown(format!("**`{}`**\n\n{}", doc.syntax, doc.text)));
        }
    }
    if let Some(value) = loop_hover(syntax, offset as u32) {
        return Some(markdown(value));
    }
    let (id, span) = expansion_at(syntax, offset as u32)?;
    let data = syntax.expansions.get(id)?;
    let expanded: Vec<&str> = syntax
        .tokens
        .iter()
        .filter(|t| t.span == span && !t.expn.is_root())
        .map(|t| t.text.as_str())
        .collect();
    let definition = syntax.db.snippet(data.definition);
    Some(markdown(format!(
        "macro `{}`\n\n```c\n{}\n```\nexpands to\n```c\n{}\n```",
        data.macro_name.as_str(),
        definition.trim(),
        expanded.join(" ")
    )))
}

/// An OKL loop whose header holds `offset`: its axis, iterations and backend mapping.
fn loop_hover(syntax: &Syntax, offset: u32) -> Option<String> {
    let unit = &syntax.unit;
    let (stmt, kind, axis) = unit.arenas.stmts.iter().find_map(|(id, stmt)| {
        let StmtKind::For { body, .. } = &stmt.kind else { return None };
        let head = unit.spans.for_heads.get(*body)?;
        // From `for` (the statement's start) to the `)` of its header.
        let start = unit.spans.stmts.get(id).map_or(head.lo, |s| s.lo.min(head.lo));
        if head.file != syntax.root || offset < start || offset > head.hi {
            return None;
        }
        stmt.attrs.iter().find_map(|&a| {
            let attr = unit.attr(a);
            let axis = match attr.args().first() {
                Some(AttrArg::Expr(e)) => Some(snippet(syntax, *e)),
                _ => None,
            };
            matches!(attr.kind, AttrKind::Outer | AttrKind::Inner | AttrKind::Tile)
                .then(|| (stmt, attr.kind, axis))
        })
    })?;
    let StmtKind::For { init, cond, step, .. } = &stmt.kind else { return None };
    let name = match kind {
        AttrKind::Outer => "@outer",
        AttrKind::Inner => "@inner",
        _ => "@tile",
    };
    let mut out = String::new();
    if kind == AttrKind::Tile {
        let size = axis.clone().unwrap_or_else(|| "?".into());
        out.push_str(&format!(
            "**`@tile({size}, ...)` loop**\n\nSplit into tiles of `{size}` iterations: the loop \
             over tiles and the loop inside a tile take the attributes the `@tile` lists.\n\n"
        ));
    } else {
        let axis_text = match axis.as_deref() {
            Some("0") => "0 (x)".to_string(),
            Some("1") => "1 (y)".to_string(),
            Some("2") => "2 (z)".to_string(),
            Some(other) => format!("`{other}`"),
            None => "chosen by nesting (innermost is x)".to_string(),
        };
        out.push_str(&format!("**`{name}` loop**, axis {axis_text}\n\n"));
    }
    if let Some(count) = iterations(syntax, *init, *cond, *step) {
        out.push_str(&format!("Iterations: `{count}`\n\n"));
    }
    let a = match axis.as_deref() {
        Some("1") => 1,
        Some("2") => 2,
        _ => 0,
    };
    if kind != AttrKind::Tile {
        out.push_str(&format!(
            "On `{}`: {}",
            syntax.backend,
            backend_mapping(&syntax.backend, kind == AttrKind::Outer, a)
        ));
    }
    Some(out)
}

/// What an `@outer`/`@inner` loop on `axis` becomes for `backend`.
fn backend_mapping(backend: &str, outer: bool, axis: usize) -> String {
    let xyz = ["x", "y", "z"][axis];
    match (backend, outer) {
        ("cuda" | "hip", true) => format!(
            "one thread block per iteration, indexed by `blockIdx.{xyz}`; the iteration count \
             is the launch's grid dimension `{xyz}`"
        ),
        ("cuda" | "hip", false) => format!(
            "one thread per iteration, indexed by `threadIdx.{xyz}`; the iteration count is the \
             block dimension `{xyz}` (`__launch_bounds__` when it is constant or \
             `@max_inner_dims` gives it)"
        ),
        ("opencl", true) => format!("one work-group per iteration, `get_group_id({axis})`"),
        ("opencl", false) => format!("one work-item per iteration, `get_local_id({axis})`"),
        ("metal", true) => format!("one threadgroup per iteration, `_occa_group_position.{xyz}`"),
        ("metal", false) => format!("one thread per iteration, `_occa_thread_position.{xyz}`"),
        ("sycl", true) => format!("one work-group per iteration, `item.get_group({axis})`"),
        ("sycl", false) => format!("one work-item per iteration, `item.get_local_id({axis})`"),
        ("openmp", true) => "the outermost `@outer` loop runs its iterations in parallel \
                             (`#pragma omp parallel for`); nested ones run in sequence"
            .to_string(),
        (_, true) => "a sequential loop over the work-groups".to_string(),
        (_, false) => "a sequential loop over the work-items of a group".to_string(),
    }
}

/// The iteration count of a canonical loop, as an expression over its bounds.
fn iterations(
    syntax: &Syntax,
    init: Option<StmtId>,
    cond: Option<ExprId>,
    step: Option<ExprId>,
) -> Option<String> {
    let unit = &syntax.unit;
    let StmtKind::Decl(decl) = &unit.stmt(init?).kind else { return None };
    let [d] = decl.declarators.as_slice() else { return None };
    let Some(Init::Assign(start)) = d.init else { return None };
    let Expr::Binary { op, lhs, rhs } = unit.expr(cond?) else { return None };
    let (start, end) = (snippet(syntax, start), snippet(syntax, *rhs));
    if !matches!(unit.expr(*lhs), Expr::Name { name, .. } if Some(name) == d.name.as_ref()) {
        return None;
    }
    let stride = match unit.expr(step?) {
        Expr::Unary { op: UnaryOp::PreInc | UnaryOp::PostInc, .. } if is_up(*op) => "1".into(),
        Expr::Unary { op: UnaryOp::PreDec | UnaryOp::PostDec, .. } if !is_up(*op) => "1".into(),
        Expr::Assign { op: Some(BinaryOp::Add), rhs, .. } if is_up(*op) => snippet(syntax, *rhs),
        Expr::Assign { op: Some(BinaryOp::Sub), rhs, .. } if !is_up(*op) => snippet(syntax, *rhs),
        _ => return None,
    };
    let (low, high) = if is_up(*op) { (start, end) } else { (end, start) };
    let inclusive = matches!(op, BinaryOp::Le | BinaryOp::Ge);
    let mut span = if low == "0" { high } else { format!("{high} - {low}") };
    if inclusive {
        span = format!("{span} + 1");
    }
    Some(if stride == "1" { span } else { format!("({span} + {stride} - 1) / {stride}") })
}

fn is_up(op: BinaryOp) -> bool {
    matches!(op, BinaryOp::Lt | BinaryOp::Le | BinaryOp::Ne)
}

fn snippet(syntax: &Syntax, e: ExprId) -> String {
    let span = syntax.unit.spans.exprs.get(e).copied();
    span.map(|s| syntax.db.snippet(s).trim().to_string()).unwrap_or_default()
}

/// Where the name at `offset` is declared: a macro, a local or parameter of the enclosing
/// function, or a file-scope function, struct, typedef, enum or variable (also in headers).
pub(crate) fn definition(syntax: &Syntax, offset: usize) -> Option<Location> {
    let (_, word) = word_at(syntax.text(), offset)?;
    let at = offset as u32;
    if let Some((id, _)) = expansion_at(syntax, at)
        && let Some(data) = syntax.expansions.get(id)
        && data.macro_name.as_str() == word
    {
        return Some(syntax.location(name_in(syntax, data.definition, word, false)?));
    }
    let unit = &syntax.unit;
    // The enclosing function: its parameters, then the closest declaration before `offset`.
    let mut functions = Vec::new();
    for &item in &unit.items {
        collect_functions(syntax, item, &mut functions);
    }
    for &f in &functions {
        let span = unit.spans.items.get(f).copied()?;
        if span.file != syntax.root || at < span.lo || at > span.hi {
            continue;
        }
        let Item::Function(def) = unit.item(f) else { continue };
        let mut best: Option<Span> = None;
        if let Some(body) = def.body {
            walk_stmts(unit, body, None, &mut |s, scope| {
                let Some(&span) = unit.spans.stmts.get(s) else { return };
                let declares = match &unit.stmt(s).kind {
                    StmtKind::Decl(decl) => {
                        decl.declarators.iter().any(|d| d.name.as_deref() == Some(word))
                    }
                    _ => false,
                };
                // Visible at `at`: declared before it, in a block or statement that encloses it.
                let in_scope = scope
                    .and_then(|p| unit.spans.stmts.get(p))
                    .is_none_or(|p| p.lo <= at && at <= p.hi);
                if declares && in_scope && span.lo <= at && best.is_none_or(|b| b.lo < span.lo) {
                    best = Some(span);
                }
            });
        }
        if let Some(span) = best
            && let Some(found) = name_in(syntax, span, word, false)
            && found.lo <= at
        {
            return Some(syntax.location(found));
        }
        if def.params.iter().any(|p| p.decl.name.as_deref() == Some(word))
            && let Some(&head) = def.body.and_then(|b| unit.spans.fn_heads.get(b))
        {
            let text = syntax.db.snippet(head);
            let open = text.find('(').unwrap_or(0) as u32;
            let params = Span::new(head.file, head.lo + open, head.hi);
            return name_in(syntax, params, word, false).map(|s| syntax.location(s));
        }
    }
    // File scope, headers included.
    let mut found = None;
    for &item in &unit.items {
        find_item(syntax, item, word, &mut found);
        if found.is_some() {
            break;
        }
    }
    found.map(|s| syntax.location(s))
}

fn collect_functions(syntax: &Syntax, item: ItemId, out: &mut Vec<ItemId>) {
    match syntax.unit.item(item) {
        Item::Function(_) => out.push(item),
        Item::Template { item, .. } => collect_functions(syntax, *item, out),
        Item::Namespace { items, .. } | Item::Linkage { items, .. } => {
            items.iter().for_each(|&i| collect_functions(syntax, i, out))
        }
        _ => {}
    }
}

/// The span of `name` declared by the file-scope `item`.
fn find_item(syntax: &Syntax, item: ItemId, name: &str, found: &mut Option<Span>) {
    let unit = &syntax.unit;
    let Some(&span) = unit.spans.items.get(item) else { return };
    let matches = match unit.item(item) {
        Item::Function(def) => def.name == name && def.body.is_some(),
        Item::Record(r) => r.name.as_deref() == Some(name) && r.members.is_some(),
        Item::Enum(e) => {
            e.name.as_deref() == Some(name)
                || e.enumerators.iter().flatten().any(|(n, _)| n == name)
        }
        Item::Typedef(decl) | Item::Var(decl) => {
            if let Some(inner) = defined_record(syntax, decl.spec.ty) {
                find_item(syntax, inner, name, found);
                if found.is_some() {
                    return;
                }
            }
            decl.declarators.iter().any(|d| d.name.as_deref() == Some(name))
        }
        Item::Template { item, .. } => return find_item(syntax, *item, name, found),
        Item::Namespace { items, .. } | Item::Linkage { items, .. } => {
            for &i in items {
                find_item(syntax, i, name, found);
                if found.is_some() {
                    return;
                }
            }
            false
        }
        _ => false,
    };
    if matches {
        // A typedef's name comes after its type, which may be a whole struct.
        let last = matches!(unit.item(item), Item::Typedef(_));
        *found = name_in(syntax, span, name, last);
    }
}

fn defined_record(syntax: &Syntax, ty: oklc_syntax::ast::TypeRefId) -> Option<ItemId> {
    match syntax.unit.ty(ty) {
        oklc_syntax::ast::TypeRef::Defined(item) => Some(*item),
        oklc_syntax::ast::TypeRef::Qualified { inner, .. } => defined_record(syntax, *inner),
        _ => None,
    }
}

/// The first (or last) whole-word occurrence of `name` in `span`'s text.
fn name_in(syntax: &Syntax, span: Span, name: &str, last: bool) -> Option<Span> {
    let text = syntax.db.snippet(span);
    let is_word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let bytes = text.as_bytes();
    let mut hits = text.match_indices(name).map(|(i, _)| i).filter(|&i| {
        (i == 0 || !is_word(bytes[i - 1])) && bytes.get(i + name.len()).is_none_or(|&c| !is_word(c))
    });
    let i = if last { hits.last() } else { hits.next() }? as u32;
    Some(Span::new(span.file, span.lo + i, span.lo + i + name.len() as u32))
}

/// Visits `stmt` and every statement inside it, each with the statement that directly holds it
/// (the scope its declarations belong to).
fn walk_stmts(
    unit: &oklc_syntax::ast::TranslationUnit,
    stmt: StmtId,
    parent: Option<StmtId>,
    f: &mut dyn FnMut(StmtId, Option<StmtId>),
) {
    f(stmt, parent);
    let children: Vec<StmtId> = match &unit.stmt(stmt).kind {
        StmtKind::Block(stmts) => stmts.clone(),
        StmtKind::If { init, then, els, .. } => {
            init.iter().chain([then]).chain(els.iter()).copied().collect()
        }
        StmtKind::For { init, body, .. } | StmtKind::Switch { init, body, .. } => {
            init.iter().chain([body]).copied().collect()
        }
        StmtKind::RangeFor { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Case { stmt: body, .. }
        | StmtKind::Default(body)
        | StmtKind::Label { stmt: body, .. } => vec![*body],
        _ => Vec::new(),
    };
    for child in children {
        walk_stmts(unit, child, Some(stmt), f);
    }
}

/// The kernels, helper functions and structs of the root file.
#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be written.
pub(crate) fn symbols(syntax: &Syntax) -> Vec<DocumentSymbol> {
    let unit = &syntax.unit;
    let mut out = Vec::new();
    let mut items: Vec<ItemId> = unit.items.clone();
    while let Some(item) = items.pop() {
        let Some(&span) = unit.spans.items.get(item) else { continue };
        if span.file != syntax.root {
            continue;
        }
        let (name, kind, detail) = match unit.item(item) {
            Item::Function(def) if def.body.is_some() => {
                let kernel = def.spec.attrs.iter().any(|&a| unit.attr(a).kind == AttrKind::Kernel);
                let detail = if kernel { "@kernel" } else { "helper" };
                (def.name.to_string(), SymbolKind::FUNCTION, detail)
            }
            Item::Record(r) if r.members.is_some() => match &r.name {
                Some(name) => (name.to_string(), SymbolKind::STRUCT, r.kind.as_str()),
                None => continue,
            },
            Item::Template { item, .. } => {
                items.push(*item);
                continue;
            }
            Item::Namespace { items: inner, .. } | Item::Linkage { items: inner, .. } => {
                items.extend(inner.iter().copied());
                continue;
            }
            _ => continue,
        };
        let selection =
            name_in(syntax, span, name.rsplit("::").next().unwrap_or(&name), false).unwrap_or(span);
        out.push(DocumentSymbol {
            name,
            detail: Some(detail.to_string()),
            kind,
            tags: None,
            deprecated: None,
            range: Range::new(position(syntax, span.lo), position(syntax, span.hi)),
            selection_range: Range::new(
                position(syntax, selection.lo),
                position(syntax, selection.hi),
            ),
            children: None,
        });
    }
    out.sort_by_key(|s| (s.range.start.line, s.range.start.character));
    out
}

/// Attributes as decorators and macro invocations as macros, in the root file.
pub(crate) fn semantic_tokens(syntax: &Syntax) -> Vec<SemanticToken> {
    let text = syntax.text();
    let mut found: Vec<(usize, usize, u32)> = Vec::new();
    let mut last_macro: Option<Span> = None;
    for token in &syntax.tokens {
        if token.span.file != syntax.root {
            continue;
        }
        let (lo, hi) = (token.span.lo as usize, token.span.hi as usize);
        if token.expn.is_root() {
            let attribute = token.kind == TokKind::Attr
                || (token.kind == TokKind::Ident
                    && token.text.as_str().starts_with("okl_")
                    && oklc_sema::docs::attribute(token.text.as_str()).is_some());
            if attribute {
                found.push((lo, hi, 0));
            }
        } else if last_macro != Some(token.span) {
            last_macro = Some(token.span);
            if let Some((_, word)) = word_at(text, lo)
                && text[lo..].starts_with(word)
            {
                found.push((lo, lo + word.len(), 1));
            }
        }
    }
    found.sort_unstable();
    found.dedup_by_key(|t| t.0);
    let mut out = Vec::with_capacity(found.len());
    let (mut line, mut col) = (0, 0);
    let mut previous_end = 0;
    for (lo, hi, ty) in found {
        if lo < previous_end {
            continue;
        }
        let (start, end) = (position(syntax, lo as u32), position(syntax, hi as u32));
        if end.line != start.line {
            continue;
        }
        let delta_line = start.line - line;
        let delta_start = if delta_line == 0 { start.character - col } else { start.character };
        out.push(SemanticToken {
            delta_line,
            delta_start,
            length: end.character - start.character,
            token_type: ty,
            token_modifiers_bitset: 0,
        });
        (line, col, previous_end) = (start.line, start.character, hi);
    }
    out
}
