//! `c-namespaces`: C has no namespaces. Lowering gives the declarations of a namespace their
//! qualified names (`util::pad`, `LowerOptions::namespaces_as_items`); this pass names each
//! `util__pad` (every `::` as `__`), and every use of it with it: type names through the
//! declaration they refer to, other names (calls, enumerators, constants) looked up as C++ does
//! from the scope of the function that writes them (its own namespace outwards, then the
//! namespaces of `using namespace` directives and the names of `using` declarations, namespace
//! aliases followed). Those directives, declarations and aliases then leave the output.

use indexmap::{IndexMap, IndexSet};
use oklc_ir::{ArenaExt, CastStyle, Expr, Item, Module, NamedRef, Stage, Store, TyKind};
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};

pub(super) struct NamespacesPass;

impl Pass for NamespacesPass {
    fn name(&self) -> &'static str {
        "c-namespaces"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        let module = &mut *cx.module;
        let scopes = Scopes::of(module);
        if scopes.declared.is_empty() {
            return;
        }
        let functions: IndexSet<SmolStr> =
            module.functions.values().map(|f| f.name.clone()).collect();
        for (_, f) in module.functions.iter_mut() {
            let own = scope_of(&f.name);
            calls_from_casts(&mut f.store, &scopes, &own, &functions);
            rename_store(&mut f.store, &scopes, &own);
        }
        rename_store(&mut module.store, &scopes, "");
        for (_, f) in module.functions.iter_mut() {
            f.name = c_name(&f.name);
        }
        for (_, s) in module.structs.iter_mut() {
            s.name = s.name.as_deref().map(c_name);
        }
        for (_, t) in module.typedefs.iter_mut() {
            t.name = c_name(&t.name);
        }
        for (_, g) in module.globals.iter_mut() {
            g.name = c_name(&g.name);
        }
        for (_, e) in module.enums.iter_mut() {
            e.name = e.name.as_deref().map(c_name);
            for (n, _) in &mut e.enumerators {
                *n = c_name(n);
            }
        }
        let consts: Vec<(SmolStr, i64)> = module
            .scoped_consts
            .iter()
            .filter(|(k, _)| scopes.declared.contains(k.as_str()))
            .map(|(k, v)| (c_name(k), *v))
            .collect();
        module.scoped_consts.extend(consts);
        module.items.retain(|item| !matches!(item, Item::Verbatim(v) if scope_text(&v.text)));
    }
}

/// `a::b::c` as `a__b__c`.
fn c_name(name: &str) -> SmolStr {
    SmolStr::new(name.trim_start_matches("::").replace("::", "__"))
}

/// The namespace a qualified name is declared in, with its `::` (`util::deep::`), empty at
/// file scope.
fn scope_of(name: &str) -> String {
    match name.rfind("::") {
        Some(k) => name[..k + 2].to_string(),
        None => String::new(),
    }
}

/// Whether a passed-through declaration only names scopes: `using namespace X;`,
/// `using X::y;`, `namespace a = b;`.
fn scope_text(text: &str) -> bool {
    let t = text.trim();
    t.starts_with("using ") && !t.contains('=')
        || t.starts_with("namespace ") && t.contains('=') && !t.contains('{')
}

/// What names the module declares in namespaces, and the file's `using` directives,
/// declarations and namespace aliases.
struct Scopes {
    /// Every qualified name declared in a namespace (functions, records, typedefs, enums and
    /// their enumerators, variables).
    declared: IndexSet<SmolStr>,
    /// `using namespace X;`: `X::`.
    directives: Vec<String>,
    /// `using X::y;`: `y` → `X::y`.
    using_names: IndexMap<String, String>,
    /// `namespace a = b;`: `a::` → `b::`.
    aliases: IndexMap<String, String>,
    /// The inline namespaces (`linalg::v2::`).
    inline: Vec<SmolStr>,
    /// The qualified names of the records, typedefs and enums declared in namespaces, by the
    /// declaration a type name refers to.
    types: IndexMap<NamedRef, SmolStr>,
}

impl Scopes {
    fn of(module: &Module) -> Scopes {
        let mut declared = IndexSet::new();
        let mut add = |n: &str| {
            if n.contains("::") {
                declared.insert(SmolStr::new(n));
            }
        };
        module.functions.values().for_each(|f| add(&f.name));
        module.structs.values().filter_map(|s| s.name.as_deref()).for_each(&mut add);
        module.typedefs.values().for_each(|t| add(&t.name));
        module.globals.values().for_each(|g| add(&g.name));
        for e in module.enums.values() {
            e.name.as_deref().into_iter().for_each(&mut add);
            e.enumerators.iter().for_each(|(n, _)| add(n));
        }
        let mut types = IndexMap::new();
        let mut add_type = |r: NamedRef, n: Option<&SmolStr>| {
            if let Some(n) = n.filter(|n| n.contains("::")) {
                types.insert(r, n.clone());
            }
        };
        module.structs.iter().for_each(|(id, s)| add_type(NamedRef::Struct(id), s.name.as_ref()));
        module.typedefs.iter().for_each(|(id, t)| add_type(NamedRef::Typedef(id), Some(&t.name)));
        module.enums.iter().for_each(|(id, e)| add_type(NamedRef::Enum(id), e.name.as_ref()));
        let mut scopes = Scopes {
            types,
            declared,
            directives: Vec::new(),
            using_names: IndexMap::new(),
            aliases: IndexMap::new(),
            inline: module.inline_namespaces.clone(),
        };
        for item in &module.items {
            let Item::Verbatim(v) = item else { continue };
            let t = v.text.trim().trim_end_matches(';').trim();
            if let Some(ns) = t.strip_prefix("using namespace ") {
                let ns = scopes.unaliased(&format!("{}::", ns.trim().trim_start_matches("::")));
                scopes.directives.push(scopes.namespace(ns));
            } else if let Some(name) = t.strip_prefix("using ").filter(|n| !n.contains('=')) {
                let full = scopes.unaliased(name.trim().trim_start_matches("::"));
                let last = full.rsplit("::").next().unwrap_or(&full).to_string();
                scopes.using_names.insert(last, full);
            } else if let Some((alias, target)) =
                t.strip_prefix("namespace ").and_then(|r| r.split_once('='))
            {
                let target =
                    scopes.unaliased(&format!("{}::", target.trim().trim_start_matches("::")));
                scopes.aliases.insert(format!("{}::", alias.trim()), target);
            }
        }
        scopes
    }

    /// The namespace `ns` (`b::`) names: itself when declarations are recorded under it, else
    /// the nested namespace of that name (`a::b::`) a directive written inside `a` means (the
    /// directive's own scope is not kept).
    fn namespace(&self, ns: String) -> String {
        if self.declared.iter().any(|n| n.starts_with(ns.as_str())) {
            return ns;
        }
        let nested = format!("::{ns}");
        self.declared
            .iter()
            .find_map(|n| n.find(nested.as_str()).map(|k| n[..k + nested.len()].to_string()))
            .unwrap_or(ns)
    }

    /// `name` with a namespace alias at its start replaced by the namespace it names.
    fn unaliased(&self, name: &str) -> String {
        for (alias, target) in &self.aliases {
            if let Some(rest) = name.strip_prefix(alias.as_str()) {
                return format!("{target}{rest}");
            }
        }
        name.to_string()
    }

    /// The declaration the qualified name `name` stands for: itself, or a member of an inline
    /// namespace of the scope it names (`linalg::dot` for `linalg::v2::dot`).
    fn declaration(&self, name: &str, depth: u32) -> Option<SmolStr> {
        if let Some(found) = self.declared.get(name) {
            return Some(found.clone());
        }
        if depth > 8 {
            return None;
        }
        self.inline.iter().find_map(|ns| {
            let outer = scope_of(ns.trim_end_matches("::"));
            let rest = name.strip_prefix(outer.as_str())?;
            let inner = &ns[outer.len()..];
            (!rest.starts_with(inner))
                .then(|| self.declaration(&format!("{ns}{rest}"), depth + 1))
                .flatten()
        })
    }

    /// The declaration `name` refers to when written in namespace `scope` (`util::`), as C++
    /// looks it up; `None` for a name no namespace of the file declares.
    fn resolve(&self, name: &str, scope: &str) -> Option<SmolStr> {
        if let Some(global) = name.strip_prefix("::") {
            let n = self.unaliased(global);
            return self.declaration(&n, 0);
        }
        let name = self.unaliased(name);
        let mut prefix = scope;
        loop {
            let candidate = format!("{prefix}{name}");
            if let Some(found) = self.declaration(&candidate, 0) {
                return Some(found);
            }
            if prefix.is_empty() {
                break;
            }
            prefix = &prefix[..prefix[..prefix.len() - 2].rfind("::").map_or(0, |k| k + 2)];
        }
        if let Some(full) = self.using_names.get(&name) {
            return self.declaration(full, 0);
        }
        self.directives.iter().find_map(|d| self.declaration(&format!("{d}{name}"), 0))
    }
}

/// `geo::half(x)` parses as a cast to a type `geo::half`: where that name is a function of a
/// namespace, it is a call of it.
fn calls_from_casts(
    store: &mut Store,
    scopes: &Scopes,
    scope: &str,
    functions: &IndexSet<SmolStr>,
) {
    let casts: Vec<(oklc_ir::ExprId, SmolStr, oklc_ir::ExprId)> = store
        .exprs
        .iter()
        .filter_map(|(id, e)| {
            let Expr::Cast { style: CastStyle::Functional, ty, arg } = e else { return None };
            let TyKind::Named { name, refers: NamedRef::Opaque, .. } = &store.types.get(*ty)?.kind
            else {
                return None;
            };
            let found = scopes.resolve(name, scope).filter(|n| functions.contains(n))?;
            Some((id, found, *arg))
        })
        .collect();
    for (id, name, arg) in casts {
        let span = store.span_of(id);
        let callee = store.expr(Expr::Name(name), span);
        store.exprs[id] = Expr::Call { callee, args: vec![arg] };
    }
}

/// Renames the names of `store` written in namespace `scope` to their C names.
fn rename_store(store: &mut Store, scopes: &Scopes, scope: &str) {
    for e in store.exprs.values_mut() {
        let Expr::Name(name) = e else { continue };
        // `twice<float>`: the template's name, its arguments as written.
        let (base, args) = match name.find('<') {
            Some(k) => (&name[..k], &name[k..]),
            None => (name.as_str(), ""),
        };
        if let Some(found) = scopes.resolve(base.trim(), scope) {
            *name = SmolStr::new(format!("{}{args}", c_name(&found)));
        }
    }
    for t in store.types.values_mut() {
        let TyKind::Named { name, refers, .. } = &mut t.kind else { continue };
        let found = match refers {
            NamedRef::Alias(_) => continue,
            NamedRef::Opaque => {
                let found = scopes.resolve(name, scope);
                // A name a `using` declaration brings in (`Vec3` for `linalg::Vec3`) refers
                // to the declaration it names, which C may need to tag (`struct`).
                if let Some(found) = &found
                    && let Some((declared, _)) = scopes.types.iter().find(|(_, n)| *n == found)
                {
                    *refers = *declared;
                }
                found
            }
            _ => scopes.types.get(refers).cloned(),
        };
        if let Some(found) = found {
            *name = c_name(&found);
        }
    }
}

#[cfg(test)]
mod tests {
    use indexmap::{IndexMap, IndexSet};

    use super::{Scopes, c_name, scope_text};

    fn scopes(declared: &[&str]) -> Scopes {
        Scopes {
            declared: declared.iter().map(|n| (*n).into()).collect::<IndexSet<_>>(),
            directives: Vec::new(),
            using_names: IndexMap::new(),
            aliases: IndexMap::new(),
            inline: Vec::new(),
            types: IndexMap::new(),
        }
    }

    #[test]
    fn names_are_looked_up_from_the_writing_scope_outwards() {
        let s = scopes(&["util::pad", "util::deep::twice", "util::deep::pad"]);
        assert_eq!(s.resolve("pad", "util::deep::").as_deref(), Some("util::deep::pad"));
        assert_eq!(s.resolve("pad", "util::").as_deref(), Some("util::pad"));
        assert_eq!(s.resolve("deep::twice", "util::").as_deref(), Some("util::deep::twice"));
        assert_eq!(s.resolve("util::pad", "").as_deref(), Some("util::pad"));
        assert_eq!(s.resolve("pad", ""), None);
        assert_eq!(s.resolve("std::min", ""), None);
        assert_eq!(c_name("util::deep::twice"), "util__deep__twice");
    }

    #[test]
    fn using_directives_declarations_and_aliases_are_followed() {
        let mut s = scopes(&["linalg::v2::dot", "phys::ADD"]);
        s.aliases.insert("la::".into(), "linalg::v2::".into());
        s.directives.push("phys::".into());
        s.using_names.insert("dot".into(), "linalg::v2::dot".into());
        assert_eq!(s.resolve("la::dot", "").as_deref(), Some("linalg::v2::dot"));
        assert_eq!(s.resolve("ADD", "").as_deref(), Some("phys::ADD"));
        assert_eq!(s.resolve("dot", "").as_deref(), Some("linalg::v2::dot"));
        assert!(scope_text("using namespace phys;"));
        assert!(scope_text("namespace la = linalg::v2;"));
        assert!(!scope_text("using real = float;"));
    }
}
