//! The structural checker of Metal output. No Metal compiler runs on Linux, so the test suite
//! parses oklc's Metal Shading Language back with oklc's own C++ parser and checks the rules of
//! Metal that a C++ compiler does not:
//! * every pointer and reference declared (parameters, variables, fields, return types) names
//!   its address space (`device`, `constant`, `threadgroup`, `thread`);
//! * a kernel's `[[buffer(i)]]` indices are unique and dense (0, 1, ... in parameter order),
//!   and every parameter has one or a position attribute;
//! * no `double` and no `long long` anywhere (Metal's 64-bit integer is `long`);
//! * no recursion among the file's functions (`constexpr` functions and templates aside);
//! * no lambda expressions (the Metal Shading Language Specification lists them among the C++
//!   features Metal does not support);
//! * `threadgroup` variables are declared only at a kernel's function scope;
//! * position parameters (`[[threadgroup_position_in_grid]]`, ...) have the types Metal allows;
//! * a member function called on an object in `threadgroup`, `device` or `constant` memory has
//!   an overload qualified with that space after its parameter list (`int get() const
//!   threadgroup`): one without is called on `thread` objects only.
//!
//! Before parsing, the address-space words and `kernel` become OKL attributes (`@device`,
//! `@kernel`), which the parser keeps where they stand among the specifiers and pointer
//! operators.

use std::collections::{BTreeMap, BTreeSet};

use oklc_syntax::{
    AttrId, Declarator, Expr, FunctionDef, Item, ItemId, Param, Specifiers, StmtKind,
    TranslationUnit, TypeRef, TypeRefId, VarDecl,
};

/// Metal's address spaces.
const SPACES: [&str; 4] = ["device", "constant", "threadgroup", "thread"];

/// The attributes that give a kernel parameter a position, with the types each allows.
const POSITIONS: [(&str, &[&str]); 8] = [
    ("threadgroup_position_in_grid", &["uint", "uint2", "uint3", "ushort", "ushort2", "ushort3"]),
    ("thread_position_in_threadgroup", &["uint", "uint2", "uint3", "ushort", "ushort2", "ushort3"]),
    ("thread_position_in_grid", &["uint", "uint2", "uint3", "ushort", "ushort2", "ushort3"]),
    ("threads_per_threadgroup", &["uint", "uint2", "uint3", "ushort", "ushort2", "ushort3"]),
    ("threadgroups_per_grid", &["uint", "uint2", "uint3", "ushort", "ushort2", "ushort3"]),
    ("thread_index_in_threadgroup", &["uint", "ushort"]),
    ("thread_index_in_simdgroup", &["uint", "ushort"]),
    ("simdgroup_index_in_threadgroup", &["uint", "ushort"]),
];

/// The rule violations in Metal source `text`, each with its line; empty when it follows them.
pub fn check(text: &str) -> Vec<String> {
    checked(text).problems
}

/// What [`checked`] finds.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The rule violations, each with its line.
    pub problems: Vec<String>,
    /// The lines of the calls of member functions on objects outside `thread` memory that
    /// have their space's overload.
    pub object_calls: BTreeSet<usize>,
}

/// [`check`], with the lines of the member function calls it verified.
pub fn checked(text: &str) -> Report {
    let source = attributes_for_words(text);
    let parsed = oklc_syntax::testing::parse_for_tests(&source);
    let mut c = Checker {
        unit: &parsed.unit,
        text: &source,
        problems: Vec::new(),
        object_calls: BTreeSet::new(),
    };
    for d in &parsed.diagnostics {
        let line = c.line_of(d.primary.span.lo);
        c.problems.push(format!("line {line}: does not parse as C++: {}", d.message));
    }
    c.run();
    Report { problems: c.problems, object_calls: c.object_calls }
}

/// `text` with the address-space words and `kernel` written as OKL attributes (`@device`),
/// whole words outside comments, strings and preprocessor lines; lines are kept.
fn attributes_for_words(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with('#') {
            out.push_str(line);
            continue;
        }
        // The parser knows a name as a type or a template once it is declared: Metal's
        // atomic types, `as_type` and the templates of its library the output names with
        // `metal::`, on the line that makes them visible.
        if line.trim_end() == "using namespace metal;" {
            out.push_str(
                "using namespace metal; typedef int atomic_int; typedef unsigned atomic_uint; \
                 typedef float atomic_float; template <typename T, typename U> T as_type(U); \
                 namespace metal { template <typename T, int N> struct array; \
                 template <typename T> struct numeric_limits; template <typename T> T min(T, T); \
                 template <typename T> T max(T, T); template <typename T> T clamp(T, T, T); }\n",
            );
            continue;
        }
        let code_end = line.find("//").unwrap_or(line.len());
        let (code, comment) = line.split_at(code_end);
        let mut word = String::new();
        let mut in_string = false;
        let mut prev = '\0';
        // In a template argument (`reinterpret_cast<device atomic_int *>`), where the parser
        // takes no attribute, the space is left out (blanked, so columns stay).
        let flush = |word: &mut String, out: &mut String| {
            let space = SPACES.contains(&word.as_str());
            if space && out.trim_end().ends_with('<') {
                out.push_str(&" ".repeat(word.len()));
            } else {
                if space || word == "kernel" {
                    out.push('@');
                }
                out.push_str(word);
            }
            word.clear();
        };
        for ch in code.chars() {
            if in_string {
                out.push(ch);
                if ch == '"' && prev != '\\' {
                    in_string = false;
                }
            } else if ch.is_alphanumeric() || ch == '_' {
                word.push(ch);
            } else {
                flush(&mut word, &mut out);
                if ch == '"' {
                    in_string = true;
                }
                out.push(ch);
            }
            prev = ch;
        }
        flush(&mut word, &mut out);
        out.push_str(comment);
    }
    out
}

struct Checker<'a> {
    unit: &'a TranslationUnit,
    text: &'a str,
    problems: Vec<String>,
    object_calls: BTreeSet<usize>,
}

/// A declared name, for the member function calls on it: where it is declared, the space its
/// specifiers name (of the object, or of what a pointer or reference declared with it points
/// to), and the name of its base type.
struct Declared<'a> {
    name: &'a str,
    offset: u32,
    space: Option<&'a str>,
    ty: Option<&'a str>,
}

impl<'a> Checker<'a> {
    fn line_of(&self, offset: u32) -> usize {
        let end = (offset as usize).min(self.text.len());
        self.text[..end].matches('\n').count() + 1
    }

    fn problem(&mut self, offset: u32, what: String) {
        let line = self.line_of(offset);
        self.problems.push(format!("line {line}: {what}"));
    }

    fn attr_names(&self, attrs: &[AttrId]) -> Vec<&str> {
        attrs.iter().map(|a| self.unit.attr(*a).name.as_str()).collect()
    }

    fn has_space(&self, attrs: &[AttrId]) -> bool {
        self.attr_names(attrs).iter().any(|n| SPACES.contains(n))
    }

    /// The type under cv-qualifiers.
    fn unqualified(&self, mut ty: TypeRefId) -> &TypeRef {
        for _ in 0..64 {
            match self.unit.ty(ty) {
                TypeRef::Qualified { inner, .. } => ty = *inner,
                other => return other,
            }
        }
        self.unit.ty(ty)
    }

    fn is_indirect(&self, ty: TypeRefId) -> bool {
        matches!(
            self.unqualified(ty),
            TypeRef::Pointer { class: None, .. } | TypeRef::Reference { .. }
        )
    }

    fn run(&mut self) {
        let unit = self.unit;
        self.no_double();
        self.no_lambdas();
        let mut kernels = Vec::new();
        let mut functions = Vec::new();
        for (id, item) in unit.arenas.items.iter() {
            let offset = unit.spans.items.get(id).map_or(0, |s| s.lo);
            match item {
                Item::Function(f) => {
                    let kernel = self.attr_names(&f.spec.attrs).contains(&"kernel");
                    if self.is_indirect(f.ret) && !self.has_space(&f.spec.attrs) {
                        self.problem(
                            offset,
                            format!("`{}` returns a pointer without an address space", f.name),
                        );
                    }
                    for p in &f.params {
                        self.param(offset, f, p, kernel);
                    }
                    if kernel {
                        self.buffers(offset, f);
                        kernels.push(f);
                    }
                    functions.push((id, offset, f));
                }
                Item::Var(v) | Item::Typedef(v) => {
                    self.var_decl(offset, v, matches!(item, Item::Typedef(_)));
                    if self.has_space_named(&v.spec.attrs, "threadgroup")
                        && v.declarators.iter().any(|d| !self.is_indirect(d.ty))
                    {
                        self.problem(offset, "`threadgroup` variable outside a kernel".into());
                    }
                }
                _ => {}
            }
        }
        self.statements(&kernels);
        self.recursion(&functions);
        self.member_calls();
    }

    /// The space a declaration's specifiers name.
    fn spec_space(&self, attrs: &[AttrId]) -> Option<&'a str> {
        let unit = self.unit;
        attrs.iter().map(|a| unit.attr(*a).name.as_str()).find(|n| SPACES.contains(n))
    }

    /// The name of a declaration's base type (`Pair` of `const Pair<int>`).
    fn base_name(&self, ty: TypeRefId) -> Option<&'a str> {
        let unit = self.unit;
        let mut ty = ty;
        for _ in 0..64 {
            match unit.ty(ty) {
                TypeRef::Qualified { inner, .. } => ty = *inner,
                TypeRef::Named { name, .. } => return Some(name.as_str()),
                _ => return None,
            }
        }
        None
    }

    /// Every call `x.f(...)` or `p->f(...)` whose object is in `threadgroup`, `device` or
    /// `constant` memory, by the declaration of the variable it starts from, has a member
    /// function `f` qualified with that space (of the variable's record, when the object is
    /// an element of the variable rather than a field of it).
    fn member_calls(&mut self) {
        let unit = self.unit;
        // Member functions by record name: (record, function, spaces after the parameters).
        let mut members: Vec<(&str, &str, Vec<&str>)> = Vec::new();
        let mut declared: Vec<Declared<'_>> = Vec::new();
        let mut bodies: Vec<(u32, u32)> = Vec::new();
        for (id, item) in unit.arenas.items.iter() {
            let offset = unit.spans.items.get(id).map_or(0, |s| s.lo);
            match item {
                Item::Record(r) => {
                    let record = r.name.as_deref().unwrap_or("");
                    for m in r.members.iter().flatten() {
                        let m = match unit.item(*m) {
                            Item::Template { item, .. } => unit.item(*item),
                            other => other,
                        };
                        if let Item::Function(f) = m {
                            let spaces = f
                                .attrs
                                .iter()
                                .map(|a| unit.attr(*a).name.as_str())
                                .filter(|n| SPACES.contains(n))
                                .collect();
                            members.push((record, f.name.as_str(), spaces));
                        }
                    }
                }
                Item::Function(f) => {
                    if let Some(span) = f.body.and_then(|b| unit.spans.stmts.get(b)) {
                        bodies.push((span.lo, span.hi));
                    }
                    for p in &f.params {
                        if let Some(name) = p.decl.name.as_deref() {
                            declared.push(Declared {
                                name,
                                offset,
                                space: self.spec_space(&p.spec.attrs),
                                ty: self.base_name(p.spec.ty),
                            });
                        }
                    }
                }
                Item::Var(v) => {
                    for d in &v.declarators {
                        if let Some(name) = d.name.as_deref() {
                            declared.push(Declared {
                                name,
                                offset,
                                space: self.spec_space(&v.spec.attrs).or(Some("constant")),
                                ty: self.base_name(v.spec.ty),
                            });
                        }
                    }
                }
                _ => {}
            }
        }
        for (id, stmt) in unit.arenas.stmts.iter() {
            let offset = unit.spans.stmts.get(id).map_or(0, |s| s.lo);
            let decl = match &stmt.kind {
                StmtKind::Decl(v) => v,
                StmtKind::RangeFor { decl, .. } => decl,
                _ => continue,
            };
            for d in &decl.declarators {
                if let Some(name) = d.name.as_deref() {
                    declared.push(Declared {
                        name,
                        offset,
                        space: self.spec_space(&decl.spec.attrs),
                        ty: self.base_name(decl.spec.ty),
                    });
                }
            }
        }
        for (id, expr) in unit.arenas.exprs.iter() {
            let Expr::Call { callee, .. } = expr else { continue };
            let Expr::Member { base, name: function, .. } = unit.expr(*callee) else { continue };
            let Some(at) = unit.spans.exprs.get(id).map(|s| s.lo) else { continue };
            // The variable the object is reached from, and whether it is the variable or an
            // element of it (rather than a field of it, of another record).
            let mut root = *base;
            let mut own_record = true;
            let variable = loop {
                match unit.expr(root) {
                    Expr::Index { base, .. } => root = *base,
                    Expr::Paren(inner) => root = *inner,
                    Expr::Member { base, .. } => {
                        own_record = false;
                        root = *base;
                    }
                    Expr::Name { name, .. } => break Some(name.as_str()),
                    _ => break None,
                }
            };
            let Some(variable) = variable else { continue };
            // The nearest declaration before the call, in the call's function or at file scope.
            let body = bodies.iter().find(|(lo, hi)| *lo <= at && at < *hi).copied();
            let Some(decl) = declared
                .iter()
                .filter(|d| d.name == variable && d.offset < at)
                .filter(|d| {
                    body.is_none_or(|(lo, _)| {
                        d.offset >= lo
                            || !bodies.iter().any(|(l, h)| *l <= d.offset && d.offset < *h)
                    })
                })
                .max_by_key(|d| d.offset)
            else {
                continue;
            };
            let Some(space) = decl.space.filter(|s| *s != "thread") else { continue };
            // A type name that is no record of the file (a typedef) leaves the record open.
            let record = decl.ty.filter(|ty| own_record && members.iter().any(|(r, _, _)| r == ty));
            let qualified = members.iter().any(|(r, f, spaces)| {
                record.is_none_or(|name| *r == name)
                    && *f == function.as_str()
                    && spaces.contains(&space)
            });
            if qualified {
                self.object_calls.insert(self.line_of(at));
            } else {
                self.problem(
                    at,
                    format!(
                        "`{function}` is called on a `{space}` object (`{variable}`) but has no `{space}` overload"
                    ),
                );
            }
        }
    }

    fn has_space_named(&self, attrs: &[AttrId], space: &str) -> bool {
        self.attr_names(attrs).contains(&space)
    }

    /// `double` and `long long` are not Metal types.
    fn no_double(&mut self) {
        let unit = self.unit;
        for (id, ty) in unit.arenas.types.iter() {
            if let TypeRef::Builtin(name) = ty
                && (name.split_whitespace().any(|w| w == "double")
                    || name.split_whitespace().filter(|w| *w == "long").count() > 1)
            {
                let offset = unit.spans.types.get(id).map_or(0, |s| s.lo);
                self.problem(offset, format!("`{name}` is not a Metal type"));
            }
        }
    }

    /// Metal has no lambda expressions.
    fn no_lambdas(&mut self) {
        let unit = self.unit;
        for (id, expr) in unit.arenas.exprs.iter() {
            if matches!(expr, Expr::Lambda(_)) {
                let offset = unit.spans.exprs.get(id).map_or(0, |s| s.lo);
                self.problem(offset, "a lambda expression, which Metal does not have".into());
            }
        }
    }

    /// A pointer or reference declarator names its address space.
    fn declarator(&mut self, offset: u32, spec_attrs: &[AttrId], d: &Declarator, typedef: bool) {
        if typedef || !self.is_indirect(d.ty) {
            return;
        }
        if !self.has_space(spec_attrs) && !self.has_space(&d.attrs) {
            let name = d.name.as_deref().unwrap_or("(unnamed)");
            self.problem(offset, format!("pointer `{name}` has no address space"));
        }
    }

    fn var_decl(&mut self, offset: u32, v: &VarDecl, typedef: bool) {
        for d in &v.declarators {
            self.declarator(offset, &v.spec.attrs, d, typedef);
        }
    }

    fn param(&mut self, offset: u32, f: &FunctionDef, p: &Param, kernel: bool) {
        self.declarator(offset, &p.spec.attrs, &p.decl, false);
        let name = p.decl.name.as_deref().unwrap_or("(unnamed)");
        for pass in &p.decl.passthrough {
            for (attr, types) in POSITIONS {
                if pass.0.contains(attr) {
                    let ty = match self.unqualified(p.decl.ty) {
                        TypeRef::Named { name, args: None } => name.as_str(),
                        TypeRef::Builtin(name) => name.as_str(),
                        _ => "",
                    };
                    if !types.contains(&ty) {
                        self.problem(
                            offset,
                            format!(
                                "`{}`: parameter `{name}` with [[{attr}]] has type `{ty}`, not one of {}",
                                f.name,
                                types.join(", ")
                            ),
                        );
                    }
                    if !kernel {
                        self.problem(
                            offset,
                            format!("`{}` is no kernel but takes [[{attr}]]", f.name),
                        );
                    }
                }
            }
        }
    }

    /// A kernel's buffer indices: one per parameter without a position attribute, unique and
    /// dense.
    fn buffers(&mut self, offset: u32, f: &FunctionDef) {
        let mut indices = Vec::new();
        for p in &f.params {
            let name = p.decl.name.as_deref().unwrap_or("(unnamed)");
            let texts: Vec<&str> = p.decl.passthrough.iter().map(|x| x.0.as_str()).collect();
            let position = texts.iter().any(|t| POSITIONS.iter().any(|(a, _)| t.contains(a)));
            let buffer = texts.iter().find_map(|t| buffer_index(t));
            match (buffer, position) {
                (Some(i), _) => indices.push(i),
                (None, true) => {}
                (None, false) => self.problem(
                    offset,
                    format!("kernel `{}`: parameter `{name}` has no [[buffer(i)]]", f.name),
                ),
            }
        }
        let unique: BTreeSet<u32> = indices.iter().copied().collect();
        if unique.len() != indices.len() {
            self.problem(
                offset,
                format!("kernel `{}`: a [[buffer(i)]] index repeats: {indices:?}", f.name),
            );
        }
        let dense: Vec<u32> = (0..indices.len() as u32).collect();
        if unique.iter().copied().collect::<Vec<_>>() != dense {
            self.problem(
                offset,
                format!(
                    "kernel `{}`: [[buffer(i)]] indices {indices:?} are not 0..{}",
                    f.name,
                    indices.len()
                ),
            );
        }
    }

    /// Declarations in statements: pointers name their space; `threadgroup` variables stand
    /// directly in a kernel's body.
    fn statements(&mut self, kernels: &[&FunctionDef]) {
        let unit = self.unit;
        let mut at_kernel_scope = BTreeSet::new();
        for f in kernels {
            if let Some(body) = f.body
                && let StmtKind::Block(stmts) = &unit.stmt(body).kind
            {
                at_kernel_scope.extend(stmts.iter().copied());
            }
        }
        for (id, stmt) in unit.arenas.stmts.iter() {
            let offset = unit.spans.stmts.get(id).map_or(0, |s| s.lo);
            let decl = match &stmt.kind {
                StmtKind::Decl(v) => v,
                StmtKind::RangeFor { decl, .. } => decl,
                _ => continue,
            };
            self.var_decl(offset, decl, false);
            if self.has_space_named(&decl.spec.attrs, "threadgroup")
                && decl.declarators.iter().any(|d| !self.is_indirect(d.ty))
                && !at_kernel_scope.contains(&id)
            {
                self.problem(
                    offset,
                    "`threadgroup` variable declared below a kernel's function scope".into(),
                );
            }
        }
    }

    /// No function of the file reaches itself through calls of the file's functions.
    fn recursion(&mut self, functions: &[(ItemId, u32, &FunctionDef)]) {
        let unit = self.unit;
        let mut bodies: Vec<(&str, u32, u32)> = Vec::new();
        for (_, _, f) in functions {
            if let Some(body) = f.body
                && let Some(span) = unit.spans.stmts.get(body)
            {
                bodies.push((f.name.as_str(), span.lo, span.hi));
            }
        }
        let defined: BTreeSet<&str> = bodies.iter().map(|b| b.0).collect();
        let mut calls: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for (id, expr) in unit.arenas.exprs.iter() {
            let Expr::Call { callee, .. } = expr else { continue };
            let Expr::Name { name, .. } = unit.expr(*callee) else { continue };
            let Some(callee) = defined.get(name.as_str()) else { continue };
            let Some(at) = unit.spans.exprs.get(id) else { continue };
            if let Some((caller, _, _)) =
                bodies.iter().find(|(_, start, end)| *start <= at.lo && at.lo < *end)
            {
                calls.entry(caller).or_default().insert(callee);
            }
        }
        // A `constexpr` function's recursion is evaluated by the compiler; a template's call of
        // its own name reaches another instantiation.
        let templates: BTreeSet<ItemId> = unit
            .arenas
            .items
            .iter()
            .filter_map(|(_, item)| match item {
                Item::Template { item, .. } => Some(*item),
                _ => None,
            })
            .collect();
        for (id, offset, f) in functions {
            if f.spec.specifiers.contains(Specifiers::CONSTEXPR) || templates.contains(id) {
                continue;
            }
            let name = f.name.as_str();
            let mut seen = BTreeSet::new();
            let mut stack: Vec<&str> = calls.get(name).into_iter().flatten().copied().collect();
            while let Some(next) = stack.pop() {
                if next == name {
                    self.problem(*offset, format!("`{name}` is recursive"));
                    break;
                }
                if seen.insert(next) {
                    stack.extend(calls.get(next).into_iter().flatten().copied());
                }
            }
        }
    }
}

/// `i` of a `[[buffer(i)]]` attribute's text.
fn buffer_index(text: &str) -> Option<u32> {
    let rest = &text[text.find("buffer(")? + "buffer(".len()..];
    rest[..rest.find(')')?].trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::check;

    /// A kernel that follows every rule; each test below breaks one.
    const GOOD: &str = "#include <metal_stdlib>
using namespace metal;

constant float scale = 2.0f;

float twice(device const float *a, int i) {
  return 2.0f * a[i];
}

float twice(threadgroup const float *a, int i) {
  return 2.0f * a[i];
}

kernel void _occa_k_0(constant int &n [[buffer(0)]], device float *a [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[8];
  {
    int g = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      thread float *p = nullptr;
      s[t] = twice(a, g * 8 + t) * scale + (p ? 1.0f : 0.0f);
      threadgroup_barrier(mem_flags::mem_threadgroup);
      a[g * 8 + t] = twice(s, t) + n;
    }
  }
}
";

    fn broken(from: &str, to: &str) -> Vec<String> {
        assert!(GOOD.contains(from), "{from}");
        check(&GOOD.replacen(from, to, 1))
    }

    fn assert_one(problems: &[String], needle: &str) {
        assert!(
            problems.iter().any(|p| p.contains(needle)),
            "expected a problem mentioning `{needle}`, got {problems:?}"
        );
    }

    #[test]
    fn a_kernel_that_follows_the_rules_passes() {
        assert_eq!(check(GOOD), Vec::<String>::new());
    }

    #[test]
    fn a_pointer_without_an_address_space_is_reported() {
        let problems = broken("float twice(device const float *a", "float twice(const float *a");
        assert_one(&problems, "pointer `a` has no address space");
        let problems = broken("thread float *p", "float *p");
        assert_one(&problems, "pointer `p` has no address space");
        let problems = broken("constant int &n", "int &n");
        assert_one(&problems, "pointer `n` has no address space");
    }

    #[test]
    fn buffer_indices_must_be_unique_dense_and_present() {
        assert_one(&broken("[[buffer(1)]]", "[[buffer(0)]]"), "repeats");
        assert_one(&broken("[[buffer(1)]]", "[[buffer(2)]]"), "are not 0..2");
        assert_one(&broken(" [[buffer(1)]]", ""), "parameter `a` has no [[buffer(i)]]");
    }

    #[test]
    fn double_is_reported() {
        assert_one(&broken("constant float scale", "constant double scale"), "`double`");
        assert_one(&broken("2.0f * a[i]", "(double) a[i]"), "`double`");
    }

    #[test]
    fn long_long_is_reported_and_long_is_not() {
        let problems = broken("int g = 0", "long long g = 0");
        assert_one(&problems, "`long long int` is not a Metal type");
        assert_eq!(broken("int g = 0", "unsigned long g = 0"), Vec::<String>::new());
    }

    #[test]
    fn lambdas_are_reported() {
        let problems = broken(
            "      thread float *p = nullptr;",
            "      thread float *p = nullptr;\n      auto f = [&](int k) { return s[k]; };",
        );
        assert_one(&problems, "a lambda expression");
    }

    #[test]
    fn recursion_is_reported() {
        let problems = broken("return 2.0f * a[i];", "return i > 0 ? twice(a, i - 1) : a[i];");
        assert_one(&problems, "`twice` is recursive");
    }

    #[test]
    fn constexpr_and_template_recursion_is_compile_time() {
        let constexpr =
            "constexpr int pw(int b, int e) { return e == 0 ? 1 : b * pw(b, e - 1); }\n";
        assert_eq!(
            check(&GOOD.replacen(
                "constant float scale",
                &format!("{constexpr}constant float scale"),
                1
            )),
            Vec::<String>::new()
        );
        let template = "template <typename T> T sum(T x) { return x; }\ntemplate <typename T, typename... Ts> T sum(T x, Ts... xs) { return x + sum(xs...); }\n";
        assert_eq!(
            check(&GOOD.replacen(
                "constant float scale",
                &format!("{template}constant float scale"),
                1
            )),
            Vec::<String>::new()
        );
    }

    #[test]
    fn threadgroup_variables_only_at_kernel_scope() {
        let problems = broken(
            "      int t = 0 + _occa_thread_position.x;",
            "      threadgroup float u[4];\n      int t = 0 + _occa_thread_position.x;",
        );
        assert_one(&problems, "below a kernel's function scope");
        let problems = broken("constant float scale", "threadgroup float scale");
        assert_one(&problems, "outside a kernel");
    }

    #[test]
    fn position_parameters_have_metal_types() {
        let problems = broken("uint3 _occa_group_position", "int3 _occa_group_position");
        assert_one(&problems, "with [[threadgroup_position_in_grid]] has type `int3`");
        let problems = broken("uint3 _occa_thread_position", "float _occa_thread_position");
        assert_one(&problems, "with [[thread_position_in_threadgroup]] has type `float`");
    }

    /// Member functions called on objects in `thread`, `threadgroup` and `device` memory, each
    /// with its overload.
    const MEMBERS: &str = "#include <metal_stdlib>
using namespace metal;

template <typename T>
struct Cell {
  T v;
  T get() const {
    return v;
  }
  T get() const threadgroup {
    return v;
  }
  T get() const device {
    return v;
  }
};

kernel void _occa_k_0(device Cell<float> *d [[buffer(0)]], device float *a [[buffer(1)]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup Cell<float> s[4];
  {
    int t = 0 + _occa_thread_position.x;
    Cell<float> c;
    threadgroup const Cell<float> &r = s[3 - t];
    a[t] = s[t].get() + c.get() + r.get();
    a[t + 4] = d[t].get() + (d + t)->get();
  }
}
";

    #[test]
    fn member_functions_called_on_objects_in_a_space_have_its_overload() {
        let report = super::checked(MEMBERS);
        assert_eq!(report.problems, Vec::<String>::new());
        assert_eq!(report.object_calls.into_iter().collect::<Vec<_>>(), [24, 25]);
        let without =
            MEMBERS.replacen("  T get() const threadgroup {\n    return v;\n  }\n", "", 1);
        let problems = check(&without);
        assert_one(
            &problems,
            "`get` is called on a `threadgroup` object (`s`) but has no `threadgroup` overload",
        );
        assert_one(&problems, "`get` is called on a `threadgroup` object (`r`)");
        assert_eq!(problems.len(), 2, "{problems:?}");
        let without = MEMBERS.replacen("  T get() const device {\n    return v;\n  }\n", "", 1);
        assert_one(&check(&without), "`get` is called on a `device` object (`d`)");
    }

    #[test]
    fn output_that_does_not_parse_is_reported() {
        assert_one(&broken("return 2.0f * a[i];", "return 2.0f * ;"), "does not parse");
    }
}
