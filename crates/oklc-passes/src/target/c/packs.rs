//! Variadic function templates for `c-templates`: a template parameter pack (`typename... Ts`,
//! `std::size_t... K`) binds the types of the arguments its function parameter pack takes at a
//! call (`Ts... xs`), or the values of a `std::make_index_sequence<N>{}` argument
//! (`std::index_sequence<K...>`). The copy for those arguments has one parameter per element
//! (`_occa_xs_0`, `_occa_xs_1`, ...; a sequence parameter none), and its body no packs: each
//! expansion `g(h(xs)...)` is the pattern once per element, each fold expression the chain of
//! its operator over the elements (`(xs + ...)` → `xs_0 + (xs_1 + xs_2)`, `(... + xs)` the
//! other way round, an initial value at the end the chain starts from), each `sizeof...` the
//! number of elements, and `std::forward<T>(x)` / `std::move(x)` plain `x`. A call of a copy
//! calls another copy for its own argument list, so recursion over a pack (`f(x, rest...)`)
//! gets a copy per arity.

use oklc_ir::{
    ArenaExt, Expr, ExprId, FoldOp, Function, FunctionId, GENERATED_PREFIX, LitKind, Literal,
    LocalId, LocalKind, Module, Store, Ty, TyId, TyKind, UnaryOp,
};
use smol_str::SmolStr;

use super::templates::{Arg, Param, deduce, replace_words, spell, written_value};

/// Whether a template has a parameter pack.
pub(super) fn variadic(params: &[Param]) -> bool {
    params.iter().any(|p| p.pack)
}

/// Whether parameter `p` of `f` is a function parameter pack (`Ts... xs`).
pub(super) fn is_pack_param(f: &Function, p: LocalId) -> bool {
    pack_inner(f, p).is_some()
}

/// The declared type of each element of a function parameter pack: `const Ts &` of
/// `const Ts &... xs`.
fn pack_inner(f: &Function, p: LocalId) -> Option<TyId> {
    match f.store.types.get(f.locals.get(p)?.ty)?.kind {
        TyKind::Pack(inner) => Some(inner),
        _ => None,
    }
}

/// The value pack a `std::index_sequence<K...>` parameter binds (its index in `params`).
fn sequence_pack(f: &Function, p: LocalId, params: &[Param]) -> Option<usize> {
    let TyKind::Named { name, .. } = &f.store.types.get(f.locals.get(p)?.ty)?.kind else {
        return None;
    };
    let inner = name.strip_prefix("std::index_sequence<")?.strip_suffix('>')?;
    let pack = inner.trim().strip_suffix("...")?.trim();
    params.iter().position(|x| x.pack && !x.is_type && x.name == pack)
}

/// The positions of `f`'s `std::index_sequence` parameters, which its copies leave out.
pub(super) fn sequence_params(f: &Function, params: &[Param]) -> Vec<usize> {
    (f.params.iter().enumerate())
        .filter(|&(_, &p)| sequence_pack(f, p, params).is_some())
        .map(|(k, _)| k)
        .collect()
}

/// The template of `overloads` a call with `args` arguments calls: the one that takes that
/// many (defaults counted, a trailing function parameter pack any number from its position),
/// a template without a pack before one with it, as C++'s partial ordering prefers it.
pub(super) fn choose<'o>(
    module: &Module,
    overloads: &'o [(FunctionId, Vec<Param>)],
    args: usize,
) -> Option<&'o (FunctionId, Vec<Param>)> {
    if let [only] = overloads
        && !variadic(&only.1)
    {
        return Some(only);
    }
    let takes = |(id, _): &(FunctionId, Vec<Param>)| {
        let f = &module.functions[*id];
        let required = f.params.iter().filter(|&&p| f.locals[p].init.is_none()).count();
        match f.params.iter().position(|&p| is_pack_param(f, p)) {
            Some(k) => k + 1 == f.params.len() && args >= k,
            None => args >= required && args <= f.params.len(),
        }
    };
    let viable: Vec<_> = overloads.iter().filter(|o| takes(o)).collect();
    let plain: Vec<_> = viable
        .iter()
        .copied()
        .filter(|(id, _)| {
            let f = &module.functions[*id];
            !f.params.iter().any(|&p| is_pack_param(f, p))
        })
        .collect();
    match (plain.as_slice(), viable.as_slice()) {
        ([one], _) | ([], [one]) => Some(one),
        _ => None,
    }
}

/// Binds the packs of `f` for a call with `args`: a function parameter pack's template packs
/// to the types of the arguments from its position on, a sequence parameter's value pack to
/// the values of its argument. A pack left unbound (an argument whose type the IR does not
/// say) leaves the call to the template.
pub(super) fn bind(
    module: &Module,
    caller: &Function,
    f: &Function,
    params: &[Param],
    bound: &mut [Option<Arg>],
    args: &[ExprId],
) {
    for (k, &p) in f.params.iter().enumerate() {
        if let Some(pack) = sequence_pack(f, p, params) {
            if let Some(values) = args.get(k).and_then(|&a| sequence_values(module, caller, a)) {
                bound[pack] = Some(Arg::Pack(values.into_iter().map(Arg::Value).collect()));
            }
            continue;
        }
        let Some(inner) = pack_inner(f, p) else { continue };
        let mut names = Vec::new();
        named_types(&f.store, inner, &mut names, 0);
        let packs: Vec<usize> = (params.iter().enumerate())
            .filter(|(_, x)| x.pack && x.is_type && names.contains(&x.name))
            .map(|(k, _)| k)
            .collect();
        let mut elements: Vec<Vec<Arg>> = vec![Vec::new(); packs.len()];
        for &a in args.iter().skip(k) {
            let mut one: Vec<Option<Arg>> = vec![None; params.len()];
            deduce(module, caller, f, params, &mut one, inner, a, 0);
            for (n, &pack) in packs.iter().enumerate() {
                let Some(arg) = one[pack].take() else { return };
                elements[n].push(arg);
            }
        }
        // A recursion that lengthens its pack (`f(xs..., x)`) never ends: C++ stops at its
        // instantiation depth, oklc here, leaving the call to the template.
        if args.len().saturating_sub(k) > MAX_PACK {
            return;
        }
        for (pack, elements) in packs.into_iter().zip(elements) {
            bound[pack] = Some(Arg::Pack(elements));
        }
    }
}

/// The most arguments a function parameter pack takes in a copy.
const MAX_PACK: usize = 64;

/// The values of a `std::make_index_sequence<N>{}` or `std::index_sequence<a, b>{}` argument.
fn sequence_values(module: &Module, caller: &Function, a: ExprId) -> Option<Vec<i128>> {
    let Expr::Construct { ty, args, .. } = caller.store.exprs.get(a)? else { return None };
    let TyKind::Named { name, .. } = &caller.store.types.get(*ty)?.kind else { return None };
    if !args.is_empty() {
        return None;
    }
    if let Some(n) =
        name.strip_prefix("std::make_index_sequence<").and_then(|r| r.strip_suffix('>'))
    {
        let n = written_value(module, n)?;
        return (0..=MAX_SEQUENCE).contains(&n).then(|| (0..n).collect());
    }
    let list = name.strip_prefix("std::index_sequence<")?.strip_suffix('>')?;
    super::templates::split_top(list).into_iter().map(|v| written_value(module, v)).collect()
}

/// The longest `std::make_index_sequence` expanded: each element is a copy of a pattern.
const MAX_SEQUENCE: i128 = 256;

/// The names of the opaque types `ty` is made of (`Ts` of `const Ts &`).
fn named_types(store: &Store, ty: TyId, out: &mut Vec<SmolStr>, depth: u32) {
    let Some(t) = store.types.get(ty).filter(|_| depth < 16) else { return };
    match &t.kind {
        TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. } => out.push(name.clone()),
        TyKind::Pointer(x)
        | TyKind::Reference(x)
        | TyKind::RvalueReference(x)
        | TyKind::Array { elem: x, .. } => named_types(store, *x, out, depth + 1),
        _ => {}
    }
}

/// What the copy of a variadic template expands: its function parameter packs and the
/// template packs' arguments.
struct Packs {
    /// Each function parameter pack and the parameters its elements became.
    locals: Vec<(LocalId, Vec<LocalId>)>,
    /// Each template parameter pack: its name, whether it is a type pack, its arguments.
    args: Vec<(SmolStr, bool, Vec<Arg>)>,
}

impl Packs {
    /// The number of elements of the pack `e` names directly (a parameter pack or a
    /// template pack's name), if it names one.
    fn len_named(&self, store: &Store, e: ExprId) -> Option<usize> {
        match store.exprs.get(e)? {
            Expr::Local(l) => self.locals.iter().find(|(p, _)| p == l).map(|(_, c)| c.len()),
            Expr::Name(n) => self.len_in_text(n),
            _ => None,
        }
    }

    /// The number of elements of a pack whose name is a word of `text` (`std::forward<Ts>`).
    fn len_in_text(&self, text: &str) -> Option<usize> {
        let words: Vec<&str> = text.split(|c: char| !(c.is_alphanumeric() || c == '_')).collect();
        self.args.iter().find(|(n, _, _)| words.contains(&n.as_str())).map(|(_, _, a)| a.len())
    }

    /// The number of elements of the packs the pattern `e` expands, if it names one.
    fn len_of(&self, store: &Store, e: ExprId, depth: u32) -> Option<usize> {
        if depth > 64 {
            return None;
        }
        if let Some(n) = self.len_named(store, e) {
            return Some(n);
        }
        let node = store.exprs.get(e)?;
        if let Expr::Cast { ty, .. } | Expr::Construct { ty, .. } | Expr::SizeOfType(ty) = node {
            let mut names = Vec::new();
            named_types(store, *ty, &mut names, 0);
            if let Some(n) = names.iter().find_map(|n| self.len_in_text(n)) {
                return Some(n);
            }
        }
        let mut found = None;
        if !matches!(node, Expr::SizeOfPack(_) | Expr::Lambda(_)) {
            node.for_each_child(|c| found = found.or_else(|| self.len_of(store, c, depth + 1)));
        }
        found
    }

    /// Each pack's `i`-th argument as C++ text, for the names kept as text.
    fn words(&self, i: usize) -> Vec<(&str, String)> {
        (self.args.iter()).filter_map(|(n, _, a)| Some((n.as_str(), spell(a.get(i)?)?))).collect()
    }
}

/// Expands the packs of the copy `f` of a template for the arguments `bound`.
pub(super) fn expand(f: &mut Function, params: &[Param], bound: &[Arg]) {
    let args: Vec<(SmolStr, bool, Vec<Arg>)> = (params.iter().zip(bound))
        .filter_map(|(p, a)| match a {
            Arg::Pack(args) if p.pack => Some((p.name.clone(), p.is_type, args.clone())),
            _ => None,
        })
        .collect();
    if args.is_empty() {
        return;
    }
    let mut packs = Packs { locals: Vec::new(), args };
    let mut kept = Vec::new();
    for p in f.params.clone() {
        if sequence_pack(f, p, params).is_some() {
            f.locals[p].kind = LocalKind::Synthetic;
            continue;
        }
        let Some(inner) = pack_inner(f, p) else {
            kept.push(p);
            continue;
        };
        let Some(n) = packs.len_in_text(&type_names(&f.store, inner)) else {
            kept.push(p);
            continue;
        };
        let mut copies = Vec::new();
        for i in 0..n {
            let mut local = f.locals[p].clone();
            local.ty = subst_ty(&mut f.store, inner, i, &packs, 0);
            if !local.name.is_empty() {
                local.name = format!("{GENERATED_PREFIX}{}_{i}", local.name).into();
            }
            let id = f.locals.alloc(local);
            copies.push(id);
            kept.push(id);
        }
        // The pack is no parameter of the copy any more; its elements are.
        f.locals[p].kind = LocalKind::Synthetic;
        packs.locals.push((p, copies));
    }
    for (k, &p) in kept.iter().enumerate() {
        f.locals[p].kind = LocalKind::Param(k as u32);
    }
    f.params = kept;
    let ids: Vec<ExprId> = f.store.exprs.iter().map(|(id, _)| id).collect();
    for id in ids {
        expand_node(&mut f.store, id, &packs);
    }
    let ids: Vec<ExprId> = f.store.exprs.iter().map(|(id, _)| id).collect();
    for id in ids {
        unwrap_forward(&mut f.store, id);
    }
    // Expansions in template argument lists kept as text: `call<Ts...>`.
    for e in f.store.exprs.values_mut() {
        if let Expr::Name(name) = e
            && let Some(new) = expand_text(name, &packs)
        {
            *name = new.into();
        }
    }
    for t in f.store.types.values_mut() {
        if let TyKind::Named { name, refers: oklc_ir::NamedRef::Opaque, .. } = &mut t.kind
            && let Some(new) = expand_text(name, &packs)
        {
            *name = new.into();
        }
    }
}

/// `text` with each `P...` of a pack `P` replaced by its arguments, separated by commas
/// (`call<Ts...>` → `call<float, int>`); `None` when it expands none.
fn expand_text(text: &str, packs: &Packs) -> Option<String> {
    if !text.contains("...") {
        return None;
    }
    let mut out = text.to_string();
    let mut changed = false;
    for (name, _, args) in &packs.args {
        let spelled: Option<Vec<String>> = args.iter().map(spell).collect();
        let Some(spelled) = spelled else { continue };
        let mut from = 0;
        while let Some(at) = out[from..].find(name.as_str()).map(|k| k + from) {
            let end = at + name.len();
            let word = |c: char| c.is_alphanumeric() || c == '_';
            let starts = out[..at].chars().next_back().is_none_or(|c| !word(c));
            let rest = out[end..].trim_start();
            if starts
                && out[end..].chars().next().is_none_or(|c| !word(c))
                && rest.starts_with("...")
            {
                let dots = out.len() - rest.len() + 3;
                let list = spelled.join(", ");
                out.replace_range(at..dots, &list);
                from = at + list.len();
                changed = true;
            } else {
                from = end;
            }
        }
    }
    changed.then_some(out)
}

/// The names of the opaque types in `ty`, as one text.
fn type_names(store: &Store, ty: TyId) -> String {
    let mut names = Vec::new();
    named_types(store, ty, &mut names, 0);
    names.join(" ")
}

/// Rewrites the node `id` if it expands a pack: arguments and list entries `pattern...`, a
/// fold expression, `sizeof...`.
fn expand_node(store: &mut Store, id: ExprId, packs: &Packs) {
    let expand_list = |store: &mut Store, list: Vec<ExprId>| -> Vec<ExprId> {
        let mut out = Vec::with_capacity(list.len());
        for a in list {
            match store.exprs[a] {
                Expr::Expand(pattern) => match packs.len_of(store, pattern, 0) {
                    Some(n) => out.extend((0..n).map(|i| element(store, pattern, i, packs))),
                    None => out.push(a),
                },
                _ => out.push(a),
            }
        }
        out
    };
    match store.exprs[id].clone() {
        Expr::Call { callee, args } if has_expand(store, &args) => {
            let args = expand_list(store, args);
            store.exprs[id] = Expr::Call { callee, args };
        }
        Expr::Construct { ty, args, braces } if has_expand(store, &args) => {
            let args = expand_list(store, args);
            store.exprs[id] = Expr::Construct { ty, args, braces };
        }
        Expr::InitList(entries)
            if entries.iter().all(|e| e.designators.is_empty())
                && has_expand(store, &entries.iter().map(|e| e.value).collect::<Vec<_>>()) =>
        {
            let values = expand_list(store, entries.into_iter().map(|e| e.value).collect());
            let entries = values
                .into_iter()
                .map(|value| oklc_ir::InitEntry { designators: Vec::new(), value })
                .collect();
            store.exprs[id] = Expr::InitList(entries);
        }
        Expr::Fold { op, lhs, rhs } => {
            if let Some(node) = fold(store, op, lhs, rhs, packs) {
                store.exprs[id] = node;
            }
        }
        Expr::SizeOfPack(of) => {
            if let Some(n) = packs.len_named(store, of) {
                store.exprs[id] = size_literal(n);
            }
        }
        _ => {}
    }
}

fn has_expand(store: &Store, list: &[ExprId]) -> bool {
    list.iter().any(|&a| matches!(store.exprs.get(a), Some(Expr::Expand(_))))
}

/// `sizeof...` as the `size_t` it is in C++: an `unsigned long` literal.
fn size_literal(n: usize) -> Expr {
    Expr::Literal(Literal { kind: LitKind::Int, text: format!("{n}ul").into() })
}

/// The chain a fold expression stands for over its pack's elements; `None` when the pattern
/// names no pack oklc expanded.
fn fold(
    store: &mut Store,
    op: FoldOp,
    lhs: Option<ExprId>,
    rhs: Option<ExprId>,
    packs: &Packs,
) -> Option<Expr> {
    let in_lhs = lhs.and_then(|e| packs.len_of(store, e, 0));
    // `(pattern op ...)` and `(pattern op ... op init)` nest to the right, the others to the
    // left.
    let (right, pattern, init, n) = match (in_lhs, lhs, rhs) {
        (Some(n), Some(l), init) => (true, l, init, n),
        (None, init, Some(r)) => (false, r, init, packs.len_of(store, r, 0)?),
        _ => return None,
    };
    let make = |store: &mut Store, a: ExprId, b: ExprId| -> ExprId {
        let node = match op {
            FoldOp::Binary(op) => Expr::Binary { op, lhs: a, rhs: b },
            FoldOp::Assign(op) => Expr::Assign { op, lhs: a, rhs: b },
        };
        store.expr(node, None)
    };
    let elements: Vec<ExprId> = (0..n).map(|i| element(store, pattern, i, packs)).collect();
    let mut order: Box<dyn Iterator<Item = ExprId>> = match right {
        true => Box::new(elements.into_iter().rev()),
        false => Box::new(elements.into_iter()),
    };
    let mut acc = match init.or_else(|| order.next()) {
        Some(first) => first,
        None => return empty_fold(store, op),
    };
    for e in order {
        acc = if right { make(store, e, acc) } else { make(store, acc, e) };
    }
    Some(store.exprs[acc].clone())
}

/// The value of a unary fold over an empty pack: `true` for `&&`, `false` for `||`,
/// `(void)0` for `,`; C++ allows no other.
fn empty_fold(store: &mut Store, op: FoldOp) -> Option<Expr> {
    use oklc_ir::BinaryOp;
    let boolean = |v: &str| Expr::Literal(Literal { kind: LitKind::Bool, text: v.into() });
    match op {
        FoldOp::Binary(BinaryOp::And) => Some(boolean("true")),
        FoldOp::Binary(BinaryOp::Or) => Some(boolean("false")),
        FoldOp::Binary(BinaryOp::Comma) => {
            let ty = store.builtin(oklc_ir::Builtin::Void);
            let zero = store.expr(Expr::Literal(Literal::int(0)), None);
            Some(Expr::Cast { style: oklc_ir::CastStyle::C, ty, arg: zero })
        }
        _ => None,
    }
}

/// A copy of the pattern `e` for the `i`-th element of its packs.
fn element(store: &mut Store, e: ExprId, i: usize, packs: &Packs) -> ExprId {
    let span = store.span_of(e);
    let node = match store.exprs[e].clone() {
        Expr::Local(l) => match packs.locals.iter().find(|(p, _)| *p == l) {
            // Packs of different lengths in one pattern are C++'s error to report.
            Some((_, copies)) => Expr::Local(copies.get(i).copied().unwrap_or(l)),
            None => Expr::Local(l),
        },
        Expr::Name(n) => match packs.args.iter().find(|(p, is_type, _)| !is_type && *p == n) {
            Some((_, _, args)) => match args.get(i) {
                Some(Arg::Value(v)) if *v < 0 => {
                    let m = store.expr(Expr::Literal(Literal::int(-v)), None);
                    Expr::Unary { op: UnaryOp::Neg, arg: m }
                }
                Some(Arg::Value(v)) => Expr::Literal(Literal::int(*v)),
                _ => Expr::Name(n),
            },
            None => Expr::Name(replace_words(&n, &packs.words(i)).into()),
        },
        Expr::SizeOfPack(of) => match packs.len_named(store, of) {
            Some(n) => size_literal(n),
            None => Expr::SizeOfPack(of),
        },
        node => {
            let mut cx = (&mut *store, i, packs);
            node.map_handles(
                &mut cx,
                |(store, i, packs), e| element(store, e, *i, packs),
                |(store, i, packs), t| subst_ty(store, t, *i, packs, 0),
            )
        }
    };
    store.expr(node, span)
}

/// `ty` with each type pack it names replaced by the pack's `i`-th type (the same handle when
/// it names none).
fn subst_ty(store: &mut Store, ty: TyId, i: usize, packs: &Packs, depth: u32) -> TyId {
    let Some(t) = store.types.get(ty).cloned().filter(|_| depth < 16) else { return ty };
    let kind = match t.kind {
        TyKind::Named { ref name, refers: oklc_ir::NamedRef::Opaque, ref keyword } => {
            if let Some((_, _, args)) =
                packs.args.iter().find(|(n, is_type, _)| *is_type && n == name)
                && let Some(Arg::Type(from, with)) = args.get(i)
            {
                let new = store.import_ty(from, *with);
                store.types[new].quals |= t.quals;
                return new;
            }
            let words = packs.words(i);
            let spelled = replace_words(name, &words);
            if spelled == name.as_str() {
                return ty;
            }
            TyKind::Named {
                name: spelled.into(),
                refers: oklc_ir::NamedRef::Opaque,
                keyword: keyword.clone(),
            }
        }
        TyKind::Pointer(x) => TyKind::Pointer(subst_ty(store, x, i, packs, depth + 1)),
        TyKind::Reference(x) => TyKind::Reference(subst_ty(store, x, i, packs, depth + 1)),
        TyKind::RvalueReference(x) => {
            TyKind::RvalueReference(subst_ty(store, x, i, packs, depth + 1))
        }
        TyKind::Array { elem, size } => {
            TyKind::Array { elem: subst_ty(store, elem, i, packs, depth + 1), size }
        }
        _ => return ty,
    };
    if kind == t.kind {
        return ty;
    }
    store.ty(Ty { kind, quals: t.quals, space: t.space })
}

/// `std::forward<T>(x)` and `std::move(x)` are `x` in C, which has no references to cast to.
fn unwrap_forward(store: &mut Store, id: ExprId) {
    let Expr::Call { callee, args } = &store.exprs[id] else { return };
    let ([arg], Some(Expr::Name(name))) = (args.as_slice(), store.exprs.get(*callee)) else {
        return;
    };
    let forwards = name.starts_with("std::forward<") || name.as_str() == "std::move";
    if forwards {
        store.exprs[id] = store.exprs[*arg].clone();
    }
}
