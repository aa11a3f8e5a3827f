//! The pretty-printer: the AST back to C++/OKL source.
//!
//! Output re-parses to an equal tree (`dump(parse(print(t))) == dump(t)`): parentheses come from
//! [`Expr::Paren`] nodes, declarators are printed inside out relative to their declaration's base
//! type, and attributes are printed in the spelling they were written in (`@name(args)` or
//! `[[okl_name("(args)")]]`), all `for` attributes in prefix position. Directive lines are printed
//! on lines of their own. Layout is fixed (two-space indentation), not the input's.

use std::fmt::Write;

use crate::ast::*;

/// Prints the translation unit as source text.
pub fn print(unit: &TranslationUnit) -> String {
    let mut p = Printer::new(unit);
    for &id in &unit.items {
        p.item(id);
    }
    p.out
}

/// One expression as source text.
pub(crate) fn expr_string(unit: &TranslationUnit, id: ExprId) -> String {
    let p = Printer::new(unit);
    p.expr(id)
}

/// A lambda's captures as written between its brackets (`=, &a, b = x`).
pub(crate) fn capture_list(unit: &TranslationUnit, captures: &[Capture]) -> String {
    let mut out = String::new();
    for (n, c) in captures.iter().enumerate() {
        if n > 0 {
            out.push_str(", ");
        }
        match c {
            Capture::DefaultCopy => out.push('='),
            Capture::DefaultRef => out.push('&'),
            Capture::This => out.push_str("this"),
            Capture::Var { by_ref, name, init } => {
                if *by_ref {
                    out.push('&');
                }
                out.push_str(name);
                if let Some(i) = init {
                    let _ = write!(out, " = {}", expr_string(unit, *i));
                }
            }
        }
    }
    out
}

/// One expression as source text (for constructs later stages pass through verbatim).
pub fn print_expr(unit: &TranslationUnit, id: ExprId) -> String {
    expr_string(unit, id)
}

/// A type as written in a type-id (`const float *`, `Vec<float, 3>`).
pub fn print_type(unit: &TranslationUnit, id: TypeRefId) -> String {
    let p = Printer::new(unit);
    p.type_name(id)
}

/// A record's base-clause as written (` : public A, B<T>`), empty when it has no bases.
pub fn print_bases(unit: &TranslationUnit, bases: &[(Option<Access>, TypeRefId)]) -> String {
    let p = Printer::new(unit);
    p.bases_clause(bases)
}

/// `template <typename T, int N = 4>`: a template's parameter list as written.
pub fn print_template_header(unit: &TranslationUnit, params: &[TemplateParam]) -> String {
    let p = Printer::new(unit);
    let mut out = String::from("template <");
    for (n, param) in params.iter().enumerate() {
        if n > 0 {
            out.push_str(", ");
        }
        let (head, name, default, pack) = match param {
            TemplateParam::Type { name, default, pack } => {
                ("typename".to_string(), name, default.map(|d| p.type_name(d)), pack)
            }
            TemplateParam::Value { ty, name, default, pack } => {
                (p.type_name(*ty), name, default.map(|d| p.expr(d)), pack)
            }
        };
        out.push_str(&head);
        if *pack {
            out.push_str("...");
        }
        if let Some(name) = name {
            let _ = write!(out, " {name}");
        }
        if let Some(d) = default {
            let _ = write!(out, " = {d}");
        }
    }
    out.push('>');
    out
}

/// One item and everything nested in it, as source text ending in a newline.
pub fn print_item(unit: &TranslationUnit, id: ItemId) -> String {
    let mut p = Printer::new(unit);
    p.item(id);
    p.out
}

/// [`print_item`] for C++ output: `@restrict` attributes are left out, since no C++ compiler
/// reads them. For members of a record kept as text, where legacy OCCA ignores `@restrict`
/// too (docs/guide/okl-reference.md).
pub fn print_item_for_cpp(unit: &TranslationUnit, id: ItemId) -> String {
    let mut p = Printer { drop_restrict: true, ..Printer::new(unit) };
    p.item(id);
    p.out
}

/// Where a function declaration starts in text printed by [`print_item_with_heads`]: the byte
/// offset of its first specifier (after any `template <...>` line), where a backend can put an
/// execution-space qualifier (CUDA's `__host__ __device__`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunctionHead {
    pub offset: usize,
    pub kind: HeadKind,
}

/// What a backend may add to a function declaration besides an execution space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadKind {
    /// At namespace scope under its own name, neither `static` nor `extern`: `static`.
    Free,
    /// A definition outside its class or namespace (`float Acc::get() const { ... }`), not
    /// `inline` or `constexpr`: `inline` (`static` cannot be written there).
    Outside,
    /// Anything else (a member declared in its class, a `static` function): nothing.
    Other,
    /// Not a declaration's start: where a pointer or reference parameter of a function names
    /// no address space, in front of its type, for the backends whose pointers name their
    /// memory (Metal's `thread`: the memory of an object a member function is called on
    /// unless it says otherwise, and of the locals and temporaries arguments mostly are).
    Space,
    /// As [`HeadKind::Space`], for a pointer or reference return type.
    Result,
    /// Not a declaration's start: after the parameter list and cv-qualifiers of a non-static
    /// member function defined in its class, where Metal names the address space of the
    /// object it is called on (`int get() const threadgroup`).
    Object,
}

impl HeadKind {
    /// The mark the printer puts in front of a declaration's line when heads are asked for;
    /// [`print_item_with_heads`] takes them out again.
    fn mark(self) -> char {
        match self {
            HeadKind::Free => '\u{1}',
            HeadKind::Outside => '\u{2}',
            HeadKind::Other => '\u{3}',
            HeadKind::Space => '\u{4}',
            HeadKind::Result => '\u{5}',
            HeadKind::Object => '\u{6}',
        }
    }

    fn of_mark(c: char) -> Option<HeadKind> {
        [
            HeadKind::Free,
            HeadKind::Outside,
            HeadKind::Other,
            HeadKind::Space,
            HeadKind::Result,
            HeadKind::Object,
        ]
        .into_iter()
        .find(|k| k.mark() == c)
    }

    /// Whether the mark stands within a line rather than at a declaration's start.
    fn within_line(self) -> bool {
        matches!(self, HeadKind::Space | HeadKind::Result | HeadKind::Object)
    }
}

/// [`print_item`], or [`print_item_for_cpp`] when `for_cpp`, with the start of every function
/// declaration in the text (member functions, functions in namespaces, out-of-class
/// definitions); declarations that are `= default`, `= delete`, pure, or a friend without a body
/// are left out, since nothing can be added to them. `member`: `id` is a member of a record.
pub fn print_item_with_heads(
    unit: &TranslationUnit,
    id: ItemId,
    for_cpp: bool,
    member: bool,
) -> (String, Vec<FunctionHead>) {
    let mut p =
        Printer { drop_restrict: for_cpp, heads: true, in_record: member, ..Printer::new(unit) };
    p.item(id);
    let plain = || {
        let mut plain = Printer { drop_restrict: for_cpp, ..Printer::new(unit) };
        plain.item(id);
        plain.out
    };
    let mut text = String::with_capacity(p.out.len());
    let mut heads = Vec::new();
    // Only indentation since the last newline: where the printer puts its marks.
    let mut line_start = true;
    for c in p.out.chars() {
        match (c, HeadKind::of_mark(c)) {
            // Within a line: where a parameter or a return type starts.
            (_, Some(kind)) if kind.within_line() => {
                heads.push(FunctionHead { offset: text.len(), kind })
            }
            (_, Some(kind)) if line_start => heads.push(FunctionHead { offset: text.len(), kind }),
            // The source itself holds such a character (in a literal): no heads, rather than a
            // text changed behind the user's back.
            (_, Some(_)) => return (plain(), Vec::new()),
            ('\n', _) => {
                line_start = true;
                text.push(c);
            }
            (' ', _) => text.push(c),
            _ => {
                line_start = false;
                text.push(c);
            }
        }
    }
    // A mark within a line may also be the source's own character: then the text without the
    // marks is not the plain text.
    if heads.iter().any(|h| h.kind.within_line()) {
        let plain = plain();
        if plain != text {
            return (plain, Vec::new());
        }
    }
    (text, heads)
}

/// One statement as C++ text ending in a newline, `@restrict` left out as in
/// [`print_item_for_cpp`]: a type declared in a function body, which later stages keep as text.
pub fn print_stmt_for_cpp(unit: &TranslationUnit, id: StmtId) -> String {
    let mut p = Printer { drop_restrict: true, ..Printer::new(unit) };
    p.stmt(id);
    p.out
}

struct Printer<'u> {
    u: &'u TranslationUnit,
    out: String,
    indent: usize,
    /// Leave `@restrict` attributes out ([`print_item_for_cpp`]).
    drop_restrict: bool,
    /// Mark where function declarations start ([`print_item_with_heads`]).
    heads: bool,
    /// Printing the members of a record.
    in_record: bool,
}

impl<'u> Printer<'u> {
    fn new(u: &'u TranslationUnit) -> Printer<'u> {
        Printer {
            u,
            out: String::new(),
            indent: 0,
            drop_restrict: false,
            heads: false,
            in_record: false,
        }
    }

    /// A printer for a nested piece of text, at the current indentation and settings; it marks
    /// no function heads, since its text may end up inside a line (a lambda's body).
    fn nested(&self) -> Printer<'u> {
        Printer { out: String::new(), heads: false, ..*self }
    }
}

fn quals_words(q: Quals) -> Vec<&'static str> {
    let mut v = Vec::new();
    if q.is_const {
        v.push("const");
    }
    if q.is_volatile {
        v.push("volatile");
    }
    if q.is_restrict() {
        v.push("__restrict__");
    }
    v
}

/// Binding strength of an expression's top operator (higher binds tighter), matching the
/// parser's Pratt table; used to add parentheses the tree needs but does not spell out.
fn prec(e: &Expr) -> u8 {
    match e {
        Expr::Binary { op, .. } => op.precedence(),
        Expr::Assign { .. } | Expr::Cond { .. } | Expr::Throw(_) => 2,
        Expr::Unary { op, .. } if !op.is_postfix() => 15,
        Expr::Cast { style: CastStyle::C, .. }
        | Expr::SizeofExpr(_)
        | Expr::New(_)
        | Expr::Delete { .. } => 15,
        Expr::Unary { .. } | Expr::Call { .. } | Expr::Index { .. } | Expr::Member { .. } => 16,
        _ => 17,
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

impl Printer<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn attr(&self, id: AttrId) -> String {
        let a = &self.u.arenas.attrs[id];
        let args = a.args.as_ref().map(|args| {
            let v: Vec<String> = args
                .iter()
                .map(|arg| match arg {
                    AttrArg::Expr(e) => self.item_expr(*e),
                    AttrArg::Nested(attrs) => {
                        attrs.iter().map(|a| self.attr(*a)).collect::<Vec<_>>().join(" ")
                    }
                    AttrArg::Named { key, value } => format!("{key}={}", self.item_expr(*value)),
                    AttrArg::Str(s) => s.to_string(),
                })
                .collect();
            format!("({})", v.join(", "))
        });
        match a.syntax {
            AttrSyntax::At => format!("@{}{}", a.name, args.unwrap_or_default()),
            AttrSyntax::Normalized => {
                format!("[[okl_{}(\"{}\")]]", a.name, escape(&args.unwrap_or_default()))
            }
        }
    }

    fn attrs_prefix(&self, attrs: &[AttrId], pass: &[Passthrough]) -> String {
        let mut s = String::new();
        for p in pass {
            s.push_str(&p.0);
            s.push(' ');
        }
        for &a in attrs {
            if self.shown(a) {
                s.push_str(&self.attr(a));
                s.push(' ');
            }
        }
        s
    }

    fn shown(&self, id: AttrId) -> bool {
        !(self.drop_restrict && self.u.arenas.attrs[id].kind == AttrKind::Restrict)
    }

    fn attrs_suffix(&self, attrs: &[AttrId], pass: &[Passthrough]) -> String {
        let mut s = String::new();
        for &a in attrs.iter().filter(|&&a| self.shown(a)) {
            s.push(' ');
            s.push_str(&self.attr(a));
        }
        for p in pass {
            s.push(' ');
            s.push_str(&p.0);
        }
        s
    }

    /// The base part of a type (no declarator).
    fn base(&self, id: TypeRefId) -> String {
        match &self.u.arenas.types[id] {
            TypeRef::Builtin(s) => s.to_string(),
            TypeRef::Named { name, args } => {
                let mut s = name.to_string();
                if let Some(args) = args {
                    s.push_str(&self.targs(args));
                }
                s
            }
            TypeRef::Member { scope, name } => format!("{}::{name}", self.base(*scope)),
            TypeRef::Elaborated { tag, name } => format!("{tag} {name}"),
            TypeRef::Defined(item) => self.defined(*item),
            TypeRef::Auto => "auto".into(),
            TypeRef::Decltype(e) => format!("decltype({})", self.expr(*e)),
            TypeRef::Qualified { quals, inner } => {
                let mut w = quals_words(*quals).join(" ");
                w.push(' ');
                w.push_str(&self.base(*inner));
                w
            }
            _ => self.type_name(id),
        }
    }

    /// A full type with declarator text `inner` (a name or empty), stopping at `stop`.
    fn declare(
        &self,
        id: TypeRefId,
        stop: Option<TypeRefId>,
        inner: String,
    ) -> (TypeRefId, String) {
        if Some(id) == stop {
            return (id, inner);
        }
        let wrap = |t: TypeRefId, s: String| match self.u.arenas.types[t] {
            TypeRef::Array { .. } | TypeRef::Function { .. } => format!("({s})"),
            _ => s,
        };
        match &self.u.arenas.types[id] {
            TypeRef::Pointer { pointee, quals, class } => {
                let mut s = match class {
                    Some(c) => format!("{c}::*"),
                    None => String::from("*"),
                };
                let q = quals_words(*quals);
                if !q.is_empty() {
                    s.push_str(&q.join(" "));
                    if !inner.is_empty() {
                        s.push(' ');
                    }
                }
                s.push_str(&inner);
                self.declare(*pointee, stop, wrap(*pointee, s))
            }
            TypeRef::Reference { referent, rvalue } => {
                let s = format!("{}{inner}", if *rvalue { "&&" } else { "&" });
                self.declare(*referent, stop, wrap(*referent, s))
            }
            TypeRef::Array { elem, size } => {
                let n = size.map(|e| self.expr(e)).unwrap_or_default();
                self.declare(*elem, stop, format!("{inner}[{n}]"))
            }
            TypeRef::Function { ret, params, variadic } => {
                let ps = self.params(params, *variadic);
                self.declare(*ret, stop, format!("{inner}({ps})"))
            }
            TypeRef::Pack(t) => self.declare(*t, stop, format!("...{inner}")),
            _ => (id, inner),
        }
    }

    /// A type-id such as `const float *`.
    /// ` : public A, B<T>` for a record's base classes; empty without bases.
    fn bases_clause(&self, bases: &[(Option<Access>, TypeRefId)]) -> String {
        if bases.is_empty() {
            return String::new();
        }
        let bs: Vec<String> = bases
            .iter()
            .map(|(acc, t)| {
                let a = match acc {
                    Some(Access::Public) => "public ",
                    Some(Access::Protected) => "protected ",
                    Some(Access::Private) => "private ",
                    None => "",
                };
                format!("{a}{}", self.type_name(*t))
            })
            .collect();
        format!(" : {}", bs.join(", "))
    }

    fn type_name(&self, id: TypeRefId) -> String {
        let (base, decl) = self.declare(id, None, String::new());
        let b = match &self.u.arenas.types[base] {
            TypeRef::Pointer { .. }
            | TypeRef::Reference { .. }
            | TypeRef::Array { .. }
            | TypeRef::Function { .. }
            | TypeRef::Pack(_) => "/*?*/".to_string(),
            TypeRef::Error => String::new(),
            _ => self.base(base),
        };
        match decl.as_str() {
            "" => b,
            // A pack expansion of a type: `Ts...`.
            "..." => format!("{b}..."),
            _ => format!("{b} {decl}"),
        }
    }

    fn params(&self, params: &[Param], variadic: bool) -> String {
        let mut v: Vec<String> = params.iter().map(|p| self.param(p)).collect();
        if variadic {
            v.push("...".into());
        }
        v.join(", ")
    }

    fn param(&self, p: &Param) -> String {
        self.declaration_head(&p.spec, std::slice::from_ref(&p.decl))
    }

    /// Whether a declared type is a pointer or a reference (to data or not).
    fn pointer_like(&self, ty: TypeRefId) -> bool {
        matches!(self.u.arenas.types[ty], TypeRef::Pointer { .. } | TypeRef::Reference { .. })
    }

    fn spec(&self, spec: &DeclSpec) -> String {
        let mut s = self.attrs_prefix(&spec.attrs, &spec.passthrough);
        for (f, name) in Specifiers::ALL {
            if spec.specifiers.contains(f) {
                s.push_str(name);
                s.push(' ');
            }
        }
        s.push_str(&self.base(spec.ty));
        s
    }

    fn declarator(&self, spec: &DeclSpec, d: &Declarator) -> String {
        let name = match &d.bindings {
            Some(names) => format!("[{}]", names.join(", ")),
            None => d.name.as_deref().unwrap_or("").to_string(),
        };
        let (_, mut s) = self.declare(d.ty, Some(spec.ty), name);
        s.push_str(&self.attrs_suffix(&d.attrs, &d.passthrough));
        if let Some(w) = d.bit_width {
            let _ = write!(s, " : {}", self.expr(w));
        }
        match &d.init {
            Some(Init::Assign(e)) => {
                let _ = write!(s, " = {}", self.item_expr(*e));
            }
            Some(Init::Brace(e)) => s.push_str(&self.expr(*e)),
            Some(Init::Paren(args)) => {
                let a: Vec<String> = args.iter().map(|a| self.item_expr(*a)).collect();
                let _ = write!(s, "({})", a.join(", "));
            }
            None => {}
        }
        s
    }

    /// `spec decl, decl` without the `;`.
    fn declaration_head(&self, spec: &DeclSpec, decls: &[Declarator]) -> String {
        let mut s = self.spec(spec);
        let ds: Vec<String> = decls.iter().map(|d| self.declarator(spec, d)).collect();
        if !ds.is_empty() {
            let joined = ds.join(", ");
            if !joined.is_empty() {
                s.push(' ');
                s.push_str(&joined);
            }
        }
        s
    }

    /// `<a, b>`: a template argument list.
    fn targs(&self, args: &[TemplateArg]) -> String {
        let a: Vec<String> = args
            .iter()
            .map(|a| match a {
                TemplateArg::Type(t) => self.type_name(*t),
                TemplateArg::Expr(e) => self.expr(*e),
            })
            .collect();
        format!("<{}>", a.join(", "))
    }

    /// An inline struct/enum definition (multi-line, indented at the current level).
    fn defined(&self, item: ItemId) -> String {
        let mut p = self.nested();
        match &self.u.arenas.items[item] {
            Item::Record(r) => {
                // Its members are printed on lines of their own.
                p.heads = self.heads;
                p.in_record = true;
                let mut head = format!("{} ", r.kind.as_str());
                head.push_str(&self.attrs_prefix(&r.attrs, &r.passthrough));
                if let Some(n) = &r.name {
                    head.push_str(n);
                }
                if let Some(args) = &r.args {
                    head.push_str(&self.targs(args));
                }
                head.push_str(&self.bases_clause(&r.bases));
                match &r.members {
                    Some(members) => {
                        // An unnamed record has nothing after its keyword: `struct {`.
                        head.truncate(head.trim_end().len());
                        head.push_str(" {\n");
                        p.out = head;
                        p.indent += 1;
                        for &m in members {
                            p.item(m);
                        }
                        p.indent -= 1;
                        for _ in 0..p.indent {
                            p.out.push_str("  ");
                        }
                        p.out.push('}');
                        p.out
                    }
                    None => head,
                }
            }
            Item::Enum(e) => {
                let mut head = String::from("enum");
                if e.scoped {
                    head.push_str(" class");
                }
                if let Some(n) = &e.name {
                    head.push(' ');
                    head.push_str(n);
                }
                if let Some(u) = e.underlying {
                    let _ = write!(head, " : {}", self.type_name(u));
                }
                if let Some(list) = &e.enumerators {
                    let v: Vec<String> = list
                        .iter()
                        .map(|(n, v)| match v {
                            Some(v) => format!("{n} = {}", self.expr(*v)),
                            None => n.to_string(),
                        })
                        .collect();
                    let _ = write!(head, " {{ {} }}", v.join(", "));
                }
                head
            }
            _ => String::new(),
        }
    }

    fn item(&mut self, id: ItemId) {
        match &self.u.arenas.items[id] {
            Item::Function(f) => {
                // Pointer and reference parameters and return types are marked where a
                // backend may name their address space.
                let spaces = self.heads;
                let mut inner = f.name.to_string();
                let params = if spaces {
                    let mut v: Vec<String> = f
                        .params
                        .iter()
                        .map(|p| {
                            let text = self.param(p);
                            if self.pointer_like(p.decl.ty) {
                                format!("{}{text}", HeadKind::Space.mark())
                            } else {
                                text
                            }
                        })
                        .collect();
                    if f.variadic {
                        v.push("...".into());
                    }
                    v.join(", ")
                } else {
                    self.params(&f.params, f.variadic)
                };
                let _ = write!(inner, "({params})");
                for q in quals_words(f.method_quals) {
                    inner.push(' ');
                    inner.push_str(q);
                }
                if spaces
                    && self.in_record
                    && f.body.is_some()
                    && !f.spec.specifiers.contains(Specifiers::STATIC)
                    && !f.spec.specifiers.contains(Specifiers::FRIEND)
                {
                    inner.push(HeadKind::Object.mark());
                }
                inner.push_str(&self.attrs_suffix(&f.attrs, &f.passthrough));
                let decl = if f.trailing_return {
                    format!("{inner} -> {}", self.type_name(f.ret))
                } else {
                    self.declare(f.ret, Some(f.spec.ty), inner).1
                };
                let mut spec = self.spec(&f.spec);
                if spaces && !f.trailing_return && self.pointer_like(f.ret) {
                    let base = self.base(f.spec.ty);
                    if let Some(at) = spec.len().checked_sub(base.len())
                        && spec[at..] == base
                    {
                        spec.insert(at, HeadKind::Result.mark());
                    }
                }
                let mut head = if spec.is_empty() { decl } else { format!("{spec} {decl}") };
                if !f.ctor_inits.is_empty() {
                    let v: Vec<String> = f
                        .ctor_inits
                        .iter()
                        .map(|(n, args, braced)| {
                            let a: Vec<String> = args.iter().map(|a| self.expr(*a)).collect();
                            if *braced {
                                format!("{n}{}", a.join(", "))
                            } else {
                                format!("{n}({})", a.join(", "))
                            }
                        })
                        .collect();
                    let _ = write!(head, " : {}", v.join(", "));
                }
                if let Some(p) = &f.pure_or_default {
                    let _ = write!(head, " = {p}");
                }
                let has = |s| f.spec.specifiers.contains(s);
                if self.heads
                    && f.pure_or_default.is_none()
                    && !(has(Specifiers::FRIEND) && f.body.is_none())
                {
                    let kind = if self.in_record {
                        HeadKind::Other
                    } else if f.name.contains("::") {
                        if has(Specifiers::INLINE) || has(Specifiers::CONSTEXPR) {
                            HeadKind::Other
                        } else {
                            HeadKind::Outside
                        }
                    } else if has(Specifiers::STATIC) || has(Specifiers::EXTERN) {
                        HeadKind::Other
                    } else {
                        HeadKind::Free
                    };
                    head.insert(0, kind.mark());
                }
                match f.body {
                    Some(b) => self.body(head, b),
                    None => self.line(&format!("{head};")),
                }
            }
            Item::Record(_) | Item::Enum(_) => {
                let s = self.defined(id);
                self.line(&format!("{s};"));
            }
            Item::Typedef(d) | Item::Var(d) => {
                let s = self.declaration_head(&d.spec, &d.declarators);
                self.line(&format!("{s};"));
            }
            Item::Using(u) => {
                let s = self.using(u);
                self.line(&s);
            }
            Item::Namespace { name, inline, items } => {
                self.line(&format!(
                    "{}namespace {}{{",
                    if *inline { "inline " } else { "" },
                    name.as_ref().map(|n| format!("{n} ")).unwrap_or_default()
                ));
                self.indent += 1;
                for &i in items {
                    self.item(i);
                }
                self.indent -= 1;
                self.line("}");
            }
            Item::NamespaceAlias { name, target } => {
                self.line(&format!("namespace {name} = {target};"))
            }
            Item::Linkage { abi, items, braced } => {
                if *braced {
                    self.line(&format!("extern {abi} {{"));
                    for &i in items {
                        self.item(i);
                    }
                    self.line("}");
                } else {
                    let mut inner = self.nested();
                    for &i in items {
                        inner.item(i);
                    }
                    let text = inner.out.trim_start().to_string();
                    self.line(&format!("extern {abi} {}", text.trim_end()));
                }
            }
            Item::Template { params, item } => {
                self.line(&print_template_header(self.u, params));
                self.item(*item);
            }
            Item::StaticAssert { cond, message } => {
                let m = message.as_ref().map(|m| format!(", {m}")).unwrap_or_default();
                let c = self.expr(*cond);
                self.line(&format!("static_assert({c}{m});"));
            }
            Item::Access(a) => {
                let s = match a {
                    Access::Public => "public:",
                    Access::Protected => "protected:",
                    Access::Private => "private:",
                };
                self.line(s);
            }
            Item::Directive(d) => {
                self.out.push_str(d);
                self.out.push('\n');
            }
            Item::Empty => self.line(";"),
            Item::Error => self.line("/* error */"),
        }
    }

    fn using(&self, u: &UsingDecl) -> String {
        match u {
            UsingDecl::Alias { name, attrs, ty } => {
                format!("using {name}{} = {};", self.attrs_suffix(attrs, &[]), self.type_name(*ty))
            }
            UsingDecl::Namespace(n) => format!("using namespace {n};"),
            UsingDecl::Name(n) => format!("using {n};"),
        }
    }

    /// A statement used as the body of a control statement: blocks stay on the header line
    /// style, others are indented.
    fn body(&mut self, head: String, id: StmtId) {
        let s = &self.u.arenas.stmts[id];
        if let StmtKind::Block(stmts) = &s.kind {
            let pre = self.attrs_prefix(&s.attrs, &s.passthrough);
            let sep = if head.is_empty() { "" } else { " " };
            self.line(&format!("{head}{sep}{pre}{{"));
            self.indent += 1;
            for &st in stmts {
                self.stmt(st);
            }
            self.indent -= 1;
            self.line("}");
        } else {
            self.line(&head);
            self.indent += 1;
            self.stmt(id);
            self.indent -= 1;
        }
    }

    fn stmt(&mut self, id: StmtId) {
        let s = &self.u.arenas.stmts[id];
        let pre = match &s.kind {
            StmtKind::Decl(_) => String::new(),
            _ => self.attrs_prefix(&s.attrs, &s.passthrough),
        };
        match &s.kind {
            StmtKind::Block(stmts) => {
                self.line(&format!("{pre}{{"));
                self.indent += 1;
                for &st in stmts {
                    self.stmt(st);
                }
                self.indent -= 1;
                self.line("}");
            }
            StmtKind::Decl(d) => {
                let mut spec = d.spec.clone();
                let mut attrs = s.attrs.clone();
                attrs.append(&mut spec.attrs);
                spec.attrs = attrs;
                let line = self.declaration_head(&spec, &d.declarators);
                self.line(&format!("{line};"));
            }
            StmtKind::Item(i) => {
                if !pre.is_empty() {
                    self.line(pre.trim_end());
                }
                self.item(*i);
            }
            StmtKind::Expr(e) => {
                let e = self.expr(*e);
                self.line(&format!("{pre}{e};"));
            }
            StmtKind::If { .. } => self.if_chain(String::new(), id),
            StmtKind::For { init, cond, step, body } => {
                let (init, cond, step, body) = (*init, *cond, *step, *body);
                let init = match init {
                    Some(i) => self.inline_stmt(i),
                    None => ";".into(),
                };
                let c = cond.map(|c| format!(" {}", self.expr(c))).unwrap_or_default();
                let st = step.map(|c| format!(" {}", self.expr(c))).unwrap_or_default();
                // `@` loop attributes go in the fourth header clause: in front they could be taken
                // for attributes after an enclosing `for (…)` header. Normalised ones (meant to be
                // valid C++) go in front; after a header they never attach to it.
                let all_normalized = s
                    .attrs
                    .iter()
                    .all(|a| self.u.arenas.attrs[*a].syntax == AttrSyntax::Normalized);
                let (pre, attrs) = if s.attrs.is_empty() {
                    (self.attrs_prefix(&[], &s.passthrough), String::new())
                } else if all_normalized {
                    (self.attrs_prefix(&s.attrs, &s.passthrough), String::new())
                } else {
                    let trailing = format!(";{}", self.attrs_suffix(&s.attrs, &[]));
                    (self.attrs_prefix(&[], &s.passthrough), trailing)
                };
                self.body(format!("{pre}for ({init}{c};{st}{attrs})"), body);
            }
            StmtKind::RangeFor { decl, range, body } => {
                let (range, body) = (*range, *body);
                let d = self.declaration_head(&decl.spec, &decl.declarators);
                let r = self.expr(range);
                self.body(format!("{pre}for ({d} : {r})"), body);
            }
            StmtKind::While { cond, body } => {
                let c = self.cond(cond);
                self.body(format!("{pre}while ({c})"), *body);
            }
            StmtKind::DoWhile { body, cond } => {
                let (cond, body) = (*cond, *body);
                self.body(format!("{pre}do"), body);
                let c = self.expr(cond);
                self.line(&format!("while ({c});"));
            }
            StmtKind::Switch { init, cond, body } => {
                let (init, body) = (*init, *body);
                let i = init.map(|i| self.inline_stmt(i) + " ").unwrap_or_default();
                let c = self.cond(cond);
                self.body(format!("{pre}switch ({i}{c})"), body);
            }
            StmtKind::Case { value, stmt } => {
                let (value, stmt) = (*value, *stmt);
                let v = self.expr(value);
                self.line(&format!("{pre}case {v}:"));
                self.stmt(stmt);
            }
            StmtKind::Default(stmt) => {
                let stmt = *stmt;
                self.line(&format!("{pre}default:"));
                self.stmt(stmt);
            }
            StmtKind::Label { name, stmt } => {
                let stmt = *stmt;
                self.line(&format!("{pre}{name}:"));
                self.stmt(stmt);
            }
            StmtKind::Goto(n) => self.line(&format!("{pre}goto {n};")),
            StmtKind::Break => self.line(&format!("{pre}break;")),
            StmtKind::Continue => self.line(&format!("{pre}continue;")),
            StmtKind::Return(e) => match e {
                Some(e) => {
                    let e = self.expr(*e);
                    self.line(&format!("{pre}return {e};"));
                }
                None => self.line(&format!("{pre}return;")),
            },
            StmtKind::Empty | StmtKind::AttrOnly => self.line(&format!("{};", pre.trim_end())),
            StmtKind::Directive(d) => {
                self.out.push_str(d);
                self.out.push('\n');
            }
            StmtKind::Error => self.line(&format!("{pre}/* error */;")),
        }
    }

    /// `if … else if … else …`, with `lead` (`"else "`) before the first `if`.
    fn if_chain(&mut self, lead: String, id: StmtId) {
        let s = &self.u.arenas.stmts[id];
        let StmtKind::If { constexpr, init, cond, then, els } = &s.kind else { return };
        let (constexpr, init, then, els) = (*constexpr, *init, *then, *els);
        let pre = self.attrs_prefix(&s.attrs, &s.passthrough);
        let kw = if constexpr { "if constexpr" } else { "if" };
        let i = init.map(|i| self.inline_stmt(i) + " ").unwrap_or_default();
        let c = self.cond(cond);
        self.body(format!("{lead}{pre}{kw} ({i}{c})"), then);
        if let Some(e) = els {
            let es = &self.u.arenas.stmts[e];
            if matches!(es.kind, StmtKind::If { .. }) {
                self.if_chain("else ".into(), e);
            } else {
                self.body("else".into(), e);
            }
        }
    }

    /// The condition of `if`, `switch` or `while`.
    fn cond(&self, c: &Cond) -> String {
        match c {
            Cond::Expr(e) => self.expr(*e),
            Cond::Decl(d) => self.declaration_head(&d.spec, &d.declarators),
        }
    }

    /// The init clause of a classic `for` (or of C++17's `if`/`switch`), including its `;`.
    fn inline_stmt(&self, id: StmtId) -> String {
        let s = &self.u.arenas.stmts[id];
        match &s.kind {
            StmtKind::Decl(d) => format!("{};", self.declaration_head(&d.spec, &d.declarators)),
            StmtKind::Expr(e) => format!("{};", self.expr(*e)),
            _ => ";".into(),
        }
    }

    /// An operand that must bind at least as tightly as `min`; parenthesised otherwise.
    fn operand(&self, id: ExprId, min: u8) -> String {
        let s = self.expr(id);
        if prec(&self.u.arenas.exprs[id]) < min { format!("({s})") } else { s }
    }

    /// An expression in a comma-separated list (arguments, initializers).
    fn item_expr(&self, id: ExprId) -> String {
        self.operand(id, 2)
    }

    fn expr(&self, id: ExprId) -> String {
        match &self.u.arenas.exprs[id] {
            Expr::Lit { text, .. } => text.to_string(),
            Expr::Name { name, targs } => match targs {
                Some(t) => format!("{name}{}", self.targs(t)),
                None => name.to_string(),
            },
            Expr::Scoped { scope, name } => format!("{}::{name}", self.base(*scope)),
            Expr::This => "this".into(),
            Expr::Unary { op, operand } => {
                let x = self.operand(*operand, if op.is_postfix() { 16 } else { 15 });
                if op.is_postfix() {
                    format!("{x}{}", op.as_str())
                } else {
                    let o = op.as_str();
                    let clash = x.starts_with(|c: char| o.ends_with(c));
                    format!("{o}{}{x}", if clash { " " } else { "" })
                }
            }
            Expr::Binary { op, lhs, rhs } => {
                let p = prec(&self.u.arenas.exprs[id]);
                let (l, r) = (self.operand(*lhs, p), self.operand(*rhs, p + 1));
                if *op == BinaryOp::Comma {
                    format!("{l}, {r}")
                } else {
                    format!("{l} {} {r}", op.as_str())
                }
            }
            Expr::Assign { op, lhs, rhs } => {
                let o = op.map(|o| o.as_str()).unwrap_or("");
                format!("{} {o}= {}", self.operand(*lhs, 3), self.operand(*rhs, 2))
            }
            Expr::Cond { cond, then, els } => {
                let (c, t, e) = (self.operand(*cond, 3), self.expr(*then), self.operand(*els, 2));
                format!("{c} ? {t} : {e}")
            }
            Expr::Call { callee, args } => {
                let a: Vec<String> = args.iter().map(|a| self.item_expr(*a)).collect();
                format!("{}({})", self.operand(*callee, 16), a.join(", "))
            }
            Expr::Index { base, index } => {
                format!("{}[{}]", self.operand(*base, 16), self.expr(*index))
            }
            Expr::Member { base, arrow, template, name, targs } => {
                let b = self.operand(*base, 16);
                // `1000 .t` must not print as `1000.t`, which lexes as a float and a name.
                let sep = if !*arrow && matches!(&self.u.arenas.exprs[*base], Expr::Lit { .. }) {
                    " ."
                } else if *arrow {
                    "->"
                } else {
                    "."
                };
                let kw = if *template { "template " } else { "" };
                let args = targs.as_deref().map(|t| self.targs(t)).unwrap_or_default();
                format!("{b}{sep}{kw}{name}{args}")
            }
            Expr::Cast { style, ty, expr } => {
                let t = self.type_name(*ty);
                let x =
                    if *style == CastStyle::C { self.operand(*expr, 15) } else { self.expr(*expr) };
                match style {
                    CastStyle::C => format!("({t}){x}"),
                    CastStyle::Static => format!("static_cast<{t}>({x})"),
                    CastStyle::Reinterpret => format!("reinterpret_cast<{t}>({x})"),
                    CastStyle::Const => format!("const_cast<{t}>({x})"),
                    CastStyle::Dynamic => format!("dynamic_cast<{t}>({x})"),
                }
            }
            Expr::Construct { ty, args, braced } => {
                let t = self.type_name(*ty);
                if *braced && args.len() == 1 {
                    format!("{t}{}", self.expr(args[0]))
                } else {
                    let a: Vec<String> = args.iter().map(|a| self.item_expr(*a)).collect();
                    format!("{t}({})", a.join(", "))
                }
            }
            Expr::SizeofExpr(x) => format!("sizeof {}", self.operand(*x, 15)),
            Expr::SizeofType(t) => format!("sizeof({})", self.type_name(*t)),
            Expr::SizeofPack(n) => format!("sizeof...({n})"),
            Expr::Expand(x) => format!("{}...", self.item_expr(*x)),
            Expr::Fold { op, lhs, rhs } => {
                // The operands are cast-expressions: anything looser is parenthesised.
                let o = op.as_str();
                let sep = if *op == FoldOp::Binary(BinaryOp::Comma) { "" } else { " " };
                match (lhs, rhs) {
                    (Some(l), Some(r)) => format!(
                        "({}{sep}{o} ...{sep}{o} {})",
                        self.operand(*l, 15),
                        self.operand(*r, 15)
                    ),
                    (Some(l), None) => format!("({}{sep}{o} ...)", self.operand(*l, 15)),
                    (None, Some(r)) => format!("(... {o} {})", self.operand(*r, 15)),
                    (None, None) => "(/* missing */)".into(),
                }
            }
            Expr::Alignof(t) => format!("alignof({})", self.type_name(*t)),
            Expr::Paren(x) => format!("({})", self.expr(*x)),
            Expr::InitList(elems) => {
                let v: Vec<String> = elems
                    .iter()
                    .map(|el| {
                        let mut s = String::new();
                        for d in &el.designators {
                            match d {
                                Designator::Field(f) => {
                                    let _ = write!(s, ".{f}");
                                }
                                Designator::Index(i) => {
                                    let _ = write!(s, "[{}]", self.expr(*i));
                                }
                            }
                        }
                        if !s.is_empty() {
                            s.push_str(" = ");
                        }
                        s.push_str(&self.item_expr(el.value));
                        s
                    })
                    .collect();
                format!("{{{}}}", v.join(", "))
            }
            Expr::Lambda(l) => {
                let mut s = format!("[{}]", capture_list(self.u, &l.captures));
                if let Some(ps) = &l.params {
                    let _ = write!(s, "({})", self.params(ps, l.variadic));
                }
                if l.mutable {
                    s.push_str(" mutable");
                }
                if let Some(r) = l.ret {
                    let _ = write!(s, " -> {}", self.type_name(r));
                }
                let mut p = self.nested();
                p.stmt(l.body);
                let body = p.out.trim().to_string();
                format!("{s} {body}")
            }
            Expr::Throw(x) => match x {
                Some(x) => format!("throw {}", self.expr(*x)),
                None => "throw".into(),
            },
            Expr::New(n) => {
                let NewExpr { global, placement, ty, init } = &**n;
                let mut s = String::from(if *global { "::new " } else { "new " });
                if !placement.is_empty() {
                    let ps: Vec<String> = placement.iter().map(|p| self.expr(*p)).collect();
                    let _ = write!(s, "({}) ", ps.join(", "));
                }
                // Array bounds print inside the type-id, which `new` takes unparenthesised.
                s.push_str(&self.type_name(*ty));
                if let Some((args, braced)) = init {
                    let a: Vec<String> = args.iter().map(|a| self.expr(*a)).collect();
                    if *braced {
                        s.push_str(&a.join(", "));
                    } else {
                        let _ = write!(s, "({})", a.join(", "));
                    }
                }
                s
            }
            Expr::Delete { global, array, operand } => {
                let g = if *global { "::" } else { "" };
                let a = if *array { "[] " } else { "" };
                format!("{g}delete {a}{}", self.operand(*operand, 15))
            }
            Expr::Missing => "/* missing */".into(),
        }
    }
}
