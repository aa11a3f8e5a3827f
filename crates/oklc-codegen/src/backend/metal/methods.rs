//! Member functions called on objects outside `thread` memory. Metal writes the address space
//! of the object a member function is called on (of `this`) after its parameter list, like
//! `const` (`int sum() const threadgroup`); a member function without one is called on
//! `thread` objects only. A record whose members are kept as text gets, after each member
//! function the file calls on an object in `threadgroup`, `device` or `constant` memory (or
//! that such a function calls on its own object), an overload qualified with that space, whose
//! pointer or reference result points into the object's space too.

use oklc_ir::visit::{stmt_exprs, walk, walk_expr};
use oklc_ir::{
    AddressSpace, Expr, HeadKind, Module, NamedRef, StructDef, StructId, TyKind, Verbatim,
    object_space, object_type, pointer_space, without_typedefs,
};
use smol_str::SmolStr;

use crate::printer::{Writer, get};

/// A member function called on an object in `space`: of record `record` where the IR says
/// which (else of any record with a member function of that name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectCall {
    pub record: Option<StructId>,
    pub name: SmolStr,
    pub space: AddressSpace,
}

/// The member functions the file's functions call on objects outside `thread` memory
/// (`s[t].sum()` on a `@shared` array, `p->get()` through a `device` pointer).
pub fn object_calls(module: &Module) -> Vec<ObjectCall> {
    let mut calls: Vec<ObjectCall> = Vec::new();
    for (_, f) in module.functions.iter() {
        let Some(body) = &f.body else { continue };
        walk(f, body, &mut |v| {
            stmt_exprs(f, v.stmt, |root| {
                walk_expr(&f.store, root, |_, node| {
                    let Expr::Call { callee, .. } = node else { return };
                    let Some(Expr::Member { base, member, arrow }) = get(&f.store.exprs, *callee)
                    else {
                        return;
                    };
                    let space = if *arrow {
                        pointer_space(module, f, *base)
                    } else {
                        object_space(module, f, *base)
                    };
                    if !matches!(
                        space,
                        AddressSpace::Local | AddressSpace::Global | AddressSpace::Constant
                    ) {
                        return;
                    }
                    let call = ObjectCall {
                        record: record_of(module, f, *base, *arrow),
                        name: member.clone(),
                        space,
                    };
                    if !calls.contains(&call) {
                        calls.push(call);
                    }
                });
            });
        });
    }
    calls
}

/// The record the object `base` (`arrow`: the object `base` points to) is of.
fn record_of(
    module: &Module,
    f: &oklc_ir::Function,
    base: oklc_ir::ExprId,
    arrow: bool,
) -> Option<StructId> {
    let o = object_type(module, f, base)?;
    let (store, mut ty) = (o.store, o.ty);
    if arrow {
        match get(&store.types, ty)?.kind {
            TyKind::Pointer(inner) | TyKind::Array { elem: inner, .. } => ty = inner,
            _ => return None,
        }
    }
    let (store, ty) = without_typedefs(module, store, ty);
    match get(&store.types, ty)?.kind {
        TyKind::Named { refers: NamedRef::Struct(id), .. } => Some(id),
        _ => None,
    }
}

/// The spaces the overloads of member function `name` of record `id` are for: those it is
/// called in (`calls`), and those of every member function of the record whose text calls it
/// on its own object (`get()`, `this->get()`), transitively.
pub fn overload_spaces(
    def: &StructDef,
    id: Option<StructId>,
    calls: &[ObjectCall],
    name: &str,
) -> Vec<AddressSpace> {
    let members: Vec<(&str, &Verbatim)> = def
        .verbatim_members
        .iter()
        .filter_map(|m| m.member_function_name().map(|n| (n, m)))
        .collect();
    // (member function, space) pairs, grown until nothing is added.
    let mut needed: Vec<(&str, AddressSpace)> = Vec::new();
    for call in calls {
        if (call.record.is_none() || call.record == id)
            && let Some((n, _)) = members.iter().find(|(n, _)| *n == call.name)
            && !needed.contains(&(*n, call.space))
        {
            needed.push((n, call.space));
        }
    }
    let mut k = 0;
    while k < needed.len() {
        let (caller, space) = needed[k];
        for (n, m) in &members {
            if *n == caller {
                for (callee, _) in &members {
                    if calls_on_this(&m.text, callee) && !needed.contains(&(*callee, space)) {
                        needed.push((callee, space));
                    }
                }
            }
        }
        k += 1;
    }
    let mut spaces: Vec<AddressSpace> =
        needed.iter().filter(|(n, _)| *n == name).map(|(_, s)| *s).collect();
    spaces.sort();
    spaces.dedup();
    spaces
}

/// Whether `text` (a member function) calls `name` on its own object: `name(`, or
/// `this->name(`, not `x.name(` or `X::name(`.
fn calls_on_this(text: &str, name: &str) -> bool {
    let body = text.find('{').map_or("", |k| &text[k..]);
    let mut from = 0;
    while let Some(k) = body[from..].find(name) {
        let at = from + k;
        from = at + name.len();
        let before = body[..at].trim_end();
        let after = body[from..].trim_start();
        let word_start = !body[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let word_end = !body[from..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
        let on_other = (before.ends_with('.') || before.ends_with("::") || before.ends_with("->"))
            && !before.ends_with("this->");
        if word_start && word_end && !on_other && after.starts_with('(') {
            return true;
        }
    }
    false
}

/// `member` as printed: its pointer and reference parameters and results `thread`, except
/// those to `view`'s element type (a view over memory, [`view_space`]: type name and space),
/// which point where the view does; with `object`, the overload for objects in that space,
/// whose other results point into the object.
pub fn qualify(
    member: &Verbatim,
    view: Option<(&str, &'static str)>,
    object: Option<&'static str>,
) -> String {
    member
        .qualified_at(|head| match head.kind {
            HeadKind::Space | HeadKind::Result => {
                if let Some((ty, space)) = view
                    && type_name_at(&member.text, head.offset as usize) == Some(ty)
                {
                    return Some(space);
                }
                match (head.kind, object) {
                    (HeadKind::Result, Some(space)) => Some(space),
                    _ => Some("thread"),
                }
            }
            HeadKind::Object => object,
            _ => None,
        })
        .into_owned()
}

/// The name of the type written at `at` in `text` (`T` of `const T &x`).
fn type_name_at(text: &str, at: usize) -> Option<&str> {
    text.get(at..)?
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .find(|w| !w.is_empty() && !matches!(*w, "const" | "volatile"))
}

/// When record `def` is a view over memory outside `thread` memory (members kept as text and
/// one pointer field, to which the `addrspace` pass gave the space of what its constructor is
/// given): the name of the type it points to, and that space.
pub fn view_space(w: &Writer<'_>, def: &StructDef) -> Option<(String, AddressSpace)> {
    if def.verbatim_members.is_empty() {
        return None;
    }
    let store = &w.module.store;
    let mut pointers = def.fields.iter().filter_map(|f| match get(&store.types, f.ty)?.kind {
        TyKind::Pointer(inner) => Some((f.ty, inner)),
        _ => None,
    });
    let (ty, inner) = pointers.next()?;
    if pointers.next().is_some() {
        return None;
    }
    let space = store.space_of(ty);
    if matches!(space, AddressSpace::Generic | AddressSpace::Private) {
        return None;
    }
    let name = match &get(&store.types, inner)?.kind {
        TyKind::Named { name, .. } => name.to_string(),
        TyKind::Builtin(b) => b.spelling().to_string(),
        _ => return None,
    };
    Some((type_name_at(&name, 0)?.to_string(), space))
}

#[cfg(test)]
mod tests {
    use super::*;
    use oklc_ir::FunctionHead;

    /// A record member: its text with its positions.
    fn member(text: &str, heads: &[(usize, HeadKind)]) -> Verbatim {
        Verbatim {
            text: text.into(),
            functions: heads
                .iter()
                .map(|(offset, kind)| FunctionHead { offset: *offset as u32, kind: *kind })
                .collect(),
            span: Default::default(),
        }
    }

    #[test]
    fn names_of_member_functions() {
        let text = "int sum() const {\n  return a + b;\n}";
        assert_eq!(member(text, &[(15, HeadKind::Object)]).member_function_name(), Some("sum"));
        let text = "T &operator()(int r, int c) {\n  return d[r];\n}";
        let at = text.find(" {").unwrap_or(0);
        assert_eq!(
            member(text, &[(at, HeadKind::Object)]).member_function_name(),
            Some("operator()")
        );
        let text = "template <typename U>\nU scaled(U f = U(1)) const {\n  return f;\n}";
        let at = text.find(" {").unwrap_or(0);
        assert_eq!(member(text, &[(at, HeadKind::Object)]).member_function_name(), Some("scaled"));
        assert_eq!(member("int n;", &[]).member_function_name(), None);
    }

    #[test]
    fn calls_on_the_object_itself() {
        let text = "int f() const {\n  return g() + this->h(1) + o.k() + S::m(2) + xg(3);\n}";
        assert!(calls_on_this(text, "g"));
        assert!(calls_on_this(text, "h"));
        assert!(!calls_on_this(text, "k"));
        assert!(!calls_on_this(text, "m"));
        assert!(!calls_on_this(text, "f"));
    }

    #[test]
    fn an_overload_names_the_space_of_its_object_and_result() {
        let text = "T &at(T &fallback) const {\n  return x;\n}";
        let heads = [
            (0, HeadKind::Result),
            (text.find("T &fallback").unwrap_or(0), HeadKind::Space),
            (text.find(" {").unwrap_or(0), HeadKind::Object),
        ];
        assert_eq!(
            qualify(&member(text, &heads), None, Some("threadgroup")),
            "threadgroup T &at(thread T &fallback) const threadgroup {\n  return x;\n}"
        );
        assert_eq!(
            qualify(&member(text, &heads), None, None),
            "thread T &at(thread T &fallback) const {\n  return x;\n}"
        );
        // A view's pointers to its element type point where the view does.
        assert_eq!(
            qualify(&member(text, &heads), Some(("T", "device")), Some("threadgroup")),
            "device T &at(device T &fallback) const threadgroup {\n  return x;\n}"
        );
    }
}
