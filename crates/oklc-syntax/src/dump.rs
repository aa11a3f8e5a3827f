//! A stable, indented text dump of the AST for golden tests.
//!
//! One node per line, children indented by two spaces, an optional `role:` prefix naming the
//! child's place in its parent. Types are written inline in a compact functional notation
//! (`ptr[const](float)`, `array[N](int)`, `fn(int, float) -> void`). Spans and arena indices are
//! never printed, so the dump of `parse(print(parse(x)))` equals the dump of `parse(x)`.

use std::fmt::Write;

use crate::ast::*;
use crate::print;

struct Dumper<'u> {
    u: &'u TranslationUnit,
    out: String,
}

/// Dumps the whole translation unit.
pub fn dump(unit: &TranslationUnit) -> String {
    let mut d = Dumper { u: unit, out: String::new() };
    for &id in &unit.items {
        d.item(0, "", id);
    }
    d.out
}

fn quals_str(q: Quals) -> String {
    let mut v = Vec::new();
    if q.is_const {
        v.push("const");
    }
    if q.is_volatile {
        v.push("volatile");
    }
    if q.is_restrict() {
        v.push("restrict");
    }
    v.join(" ")
}

fn specifiers_str(s: Specifiers) -> String {
    Specifiers::ALL
        .iter()
        .filter(|(f, _)| s.contains(*f))
        .map(|(_, n)| *n)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Dumper<'_> {
    fn line(&mut self, depth: usize, role: &str, text: &str) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        if !role.is_empty() {
            self.out.push_str(role);
            self.out.push_str(": ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// The compact inline form of a type.
    fn ty(&self, id: TypeRefId) -> String {
        match &self.u.arenas.types[id] {
            TypeRef::Builtin(s) => {
                if s.is_empty() {
                    "<none>".into()
                } else {
                    s.to_string()
                }
            }
            TypeRef::Named { name, args } => {
                let mut s = name.to_string();
                if let Some(args) = args {
                    let a: Vec<String> = args.iter().map(|a| self.targ(a)).collect();
                    let _ = write!(s, "<{}>", a.join(", "));
                }
                s
            }
            TypeRef::Member { scope, name } => format!("{}::{name}", self.ty(*scope)),
            TypeRef::Elaborated { tag, name } => format!("{tag} {name}"),
            TypeRef::Defined(item) => match &self.u.arenas.items[*item] {
                Item::Record(r) => {
                    format!("{} {} {{…}}", r.kind.as_str(), r.name.as_deref().unwrap_or("<anon>"))
                }
                Item::Enum(e) => format!("enum {} {{…}}", e.name.as_deref().unwrap_or("<anon>")),
                _ => "<defined>".into(),
            },
            TypeRef::Auto => "auto".into(),
            TypeRef::Decltype(e) => format!("decltype({})", print::expr_string(self.u, *e)),
            TypeRef::Qualified { quals, inner } => {
                format!("{} {}", quals_str(*quals), self.ty(*inner))
            }
            TypeRef::Pointer { pointee, quals, class } => {
                let head = match class {
                    Some(c) => format!("memberptr<{c}>"),
                    None => "ptr".to_string(),
                };
                if quals.is_empty() {
                    format!("{head}({})", self.ty(*pointee))
                } else {
                    format!("{head}[{}]({})", quals_str(*quals), self.ty(*pointee))
                }
            }
            TypeRef::Reference { referent, rvalue } => {
                format!("{}({})", if *rvalue { "rref" } else { "ref" }, self.ty(*referent))
            }
            TypeRef::Array { elem, size } => {
                let n = size.map(|e| print::expr_string(self.u, e)).unwrap_or_default();
                format!("array[{n}]({})", self.ty(*elem))
            }
            TypeRef::Function { ret, params, variadic } => {
                let mut ps: Vec<String> = params.iter().map(|p| self.ty(p.decl.ty)).collect();
                if *variadic {
                    ps.push("...".into());
                }
                format!("fn({}) -> {}", ps.join(", "), self.ty(*ret))
            }
            TypeRef::Pack(t) => format!("{}...", self.ty(*t)),
            TypeRef::Error => "<error>".into(),
        }
    }

    /// `<a, b>` for explicit template arguments, nothing without.
    fn targs(&self, targs: Option<&[TemplateArg]>) -> String {
        let Some(t) = targs else { return String::new() };
        let a: Vec<String> = t.iter().map(|a| self.targ(a)).collect();
        format!("<{}>", a.join(", "))
    }

    fn targ(&self, a: &TemplateArg) -> String {
        match a {
            TemplateArg::Type(t) => self.ty(*t),
            TemplateArg::Expr(e) => print::expr_string(self.u, *e),
        }
    }

    fn attrs(&mut self, depth: usize, role: &str, attrs: &[AttrId]) {
        for &a in attrs {
            self.attr(depth, role, a);
        }
    }

    fn passthrough(&mut self, depth: usize, pass: &[Passthrough]) {
        for p in pass {
            self.line(depth, "passthrough", &p.0);
        }
    }

    fn attr(&mut self, depth: usize, role: &str, id: AttrId) {
        let a = &self.u.arenas.attrs[id];
        let mut head = format!("Attr @{}", a.name);
        if a.kind == AttrKind::Unknown {
            head.push_str(" (unknown)");
        }
        if let Some(args) = &a.args {
            let _ = write!(head, " args={}", args.len());
        }
        self.line(depth, role, &head);
        for arg in a.args() {
            match arg {
                AttrArg::Expr(e) => self.expr(depth + 1, "arg", *e),
                AttrArg::Nested(attrs) => {
                    self.line(depth + 1, "arg", "Nested");
                    self.attrs(depth + 2, "", attrs);
                }
                AttrArg::Named { key, value } => {
                    self.line(depth + 1, "arg", &format!("Named {key}"));
                    self.expr(depth + 2, "value", *value);
                }
                AttrArg::Str(s) => self.line(depth + 1, "arg", &format!("Str {s}")),
            }
        }
    }

    fn spec(&mut self, depth: usize, spec: &DeclSpec) {
        let sp = specifiers_str(spec.specifiers);
        if !sp.is_empty() {
            self.line(depth, "specifiers", &sp);
        }
        self.attrs(depth, "attr", &spec.attrs);
        self.passthrough(depth, &spec.passthrough);
        let mut base = spec.ty;
        if let TypeRef::Qualified { inner, .. } = &self.u.arenas.types[base] {
            base = *inner;
        }
        if let TypeRef::Defined(item) = &self.u.arenas.types[base] {
            self.item(depth, "defines", *item);
        }
    }

    fn declarator(&mut self, depth: usize, role: &str, d: &Declarator) {
        let head = match &d.bindings {
            Some(names) => format!("Bindings [{}]: {}", names.join(", "), self.ty(d.ty)),
            None => {
                let name = d.name.as_deref().unwrap_or("<abstract>");
                format!("Declarator {name}: {}", self.ty(d.ty))
            }
        };
        self.line(depth, role, &head);
        self.attrs(depth + 1, "post-attr", &d.attrs);
        self.passthrough(depth + 1, &d.passthrough);
        if let Some(w) = d.bit_width {
            self.expr(depth + 1, "bits", w);
        }
        self.array_sizes(depth + 1, d.ty);
        match &d.init {
            Some(Init::Assign(e)) => self.expr(depth + 1, "init", *e),
            Some(Init::Brace(e)) => self.expr(depth + 1, "init{}", *e),
            Some(Init::Paren(args)) => {
                self.line(depth + 1, "init()", &format!("{} args", args.len()));
                for &a in args {
                    self.expr(depth + 2, "", a);
                }
            }
            None => {}
        }
        self.fn_params(depth + 1, d.ty);
    }

    /// Array size expressions in full (the inline type only shows their source text).
    fn array_sizes(&mut self, depth: usize, mut t: TypeRefId) {
        loop {
            match &self.u.arenas.types[t] {
                TypeRef::Array { elem, size } => {
                    if let Some(s) = size {
                        self.expr(depth, "dim", *s);
                    }
                    t = *elem;
                }
                TypeRef::Pointer { pointee, .. } => t = *pointee,
                TypeRef::Reference { referent, .. } => t = *referent,
                _ => return,
            }
        }
    }

    /// Named parameters of function types inside a declarator (function pointers).
    fn fn_params(&mut self, depth: usize, mut t: TypeRefId) {
        loop {
            match &self.u.arenas.types[t] {
                TypeRef::Function { params, .. } => {
                    let params = params.clone();
                    for p in &params {
                        self.param(depth, p);
                    }
                    return;
                }
                TypeRef::Array { elem, .. } => t = *elem,
                TypeRef::Pointer { pointee, .. } => t = *pointee,
                TypeRef::Reference { referent, .. } => t = *referent,
                _ => return,
            }
        }
    }

    fn param(&mut self, depth: usize, p: &Param) {
        self.declarator(depth, "param", &p.decl);
        self.spec(depth + 1, &p.spec);
    }

    fn var_decl(&mut self, depth: usize, d: &VarDecl) {
        self.spec(depth, &d.spec);
        if d.declarators.is_empty() {
            // `friend struct X;`, `struct S;` with specifiers: the type is all there is.
            let t = self.ty(d.spec.ty);
            self.line(depth, "", &format!("type: {t}"));
        }
        for decl in &d.declarators {
            self.declarator(depth, "", decl);
        }
    }

    fn item(&mut self, depth: usize, role: &str, id: ItemId) {
        let it = self.u.arenas.items[id].clone();
        match &it {
            Item::Function(f) => {
                let mut head = format!("Function {} -> {}", f.name, self.ty(f.ret));
                if f.variadic {
                    head.push_str(" variadic");
                }
                let q = quals_str(f.method_quals);
                if !q.is_empty() {
                    let _ = write!(head, " [{q}]");
                }
                if let Some(p) = &f.pure_or_default {
                    let _ = write!(head, " = {p}");
                }
                if f.body.is_none() {
                    head.push_str(" (prototype)");
                }
                self.line(depth, role, &head);
                self.spec(depth + 1, &f.spec);
                self.attrs(depth + 1, "attr", &f.attrs);
                self.passthrough(depth + 1, &f.passthrough);
                for p in &f.params {
                    self.param(depth + 1, p);
                }
                for (n, args, _) in &f.ctor_inits {
                    self.line(depth + 1, "init", n);
                    for &a in args {
                        self.expr(depth + 2, "", a);
                    }
                }
                if let Some(b) = f.body {
                    self.stmt(depth + 1, "body", b);
                }
            }
            Item::Record(r) => {
                let args = match &r.args {
                    Some(args) => {
                        let a: Vec<String> = args.iter().map(|a| self.targ(a)).collect();
                        format!("<{}>", a.join(", "))
                    }
                    None => String::new(),
                };
                let head = format!(
                    "Record {} {}{args}{}",
                    r.kind.as_str(),
                    r.name.as_deref().unwrap_or("<anon>"),
                    if r.members.is_none() { " (forward)" } else { "" }
                );
                self.line(depth, role, &head);
                self.attrs(depth + 1, "attr", &r.attrs);
                self.passthrough(depth + 1, &r.passthrough);
                for (acc, b) in &r.bases {
                    let acc = acc.map(|a| format!("{a:?} ")).unwrap_or_default();
                    let b = self.ty(*b);
                    self.line(depth + 1, "base", &format!("{acc}{b}"));
                }
                for &m in r.members.iter().flatten() {
                    self.item(depth + 1, "member", m);
                }
            }
            Item::Enum(e) => {
                let mut head = format!("Enum {}", e.name.as_deref().unwrap_or("<anon>"));
                if e.scoped {
                    head.push_str(" (scoped)");
                }
                if let Some(u) = e.underlying {
                    let _ = write!(head, " : {}", self.ty(u));
                }
                self.line(depth, role, &head);
                for (n, v) in e.enumerators.iter().flatten() {
                    self.line(depth + 1, "enumerator", n);
                    if let Some(v) = v {
                        self.expr(depth + 2, "value", *v);
                    }
                }
            }
            Item::Typedef(d) => {
                self.line(depth, role, "Typedef");
                self.var_decl(depth + 1, d);
            }
            Item::Var(d) => {
                self.line(depth, role, "Var");
                self.var_decl(depth + 1, d);
            }
            Item::Using(u) => match u {
                UsingDecl::Alias { name, attrs, ty } => {
                    let t = self.ty(*ty);
                    self.line(depth, role, &format!("Using {name} = {t}"));
                    self.attrs(depth + 1, "attr", attrs);
                }
                UsingDecl::Namespace(n) => self.line(depth, role, &format!("UsingNamespace {n}")),
                UsingDecl::Name(n) => self.line(depth, role, &format!("UsingName {n}")),
            },
            Item::Namespace { name, inline, items } => {
                self.line(
                    depth,
                    role,
                    &format!(
                        "{}Namespace {}",
                        if *inline { "Inline" } else { "" },
                        name.as_deref().unwrap_or("<anon>")
                    ),
                );
                for &i in items {
                    self.item(depth + 1, "", i);
                }
            }
            Item::NamespaceAlias { name, target } => {
                self.line(depth, role, &format!("NamespaceAlias {name} = {target}"))
            }
            Item::Linkage { abi, items, braced } => {
                self.line(
                    depth,
                    role,
                    &format!("Linkage {abi}{}", if *braced { " {}" } else { "" }),
                );
                for &i in items {
                    self.item(depth + 1, "", i);
                }
            }
            Item::Template { params, item } => {
                self.line(depth, role, "Template");
                for p in params {
                    match p {
                        TemplateParam::Type { name, default, pack } => {
                            let mut s = format!(
                                "TypeParam {}{}",
                                name.as_deref().unwrap_or("<anon>"),
                                if *pack { "..." } else { "" }
                            );
                            if let Some(d) = default {
                                let _ = write!(s, " = {}", self.ty(*d));
                            }
                            self.line(depth + 1, "param", &s);
                        }
                        TemplateParam::Value { ty, name, default, pack } => {
                            let s = format!(
                                "ValueParam {}{}: {}",
                                name.as_deref().unwrap_or("<anon>"),
                                if *pack { "..." } else { "" },
                                self.ty(*ty)
                            );
                            self.line(depth + 1, "param", &s);
                            if let Some(d) = default {
                                self.expr(depth + 2, "default", *d);
                            }
                        }
                    }
                }
                self.item(depth + 1, "", *item);
            }
            Item::StaticAssert { cond, message } => {
                self.line(
                    depth,
                    role,
                    &format!("StaticAssert {}", message.as_deref().unwrap_or("")),
                );
                self.expr(depth + 1, "cond", *cond);
            }
            Item::Access(a) => self.line(depth, role, &format!("Access {a:?}")),
            Item::Directive(d) => self.line(depth, role, &format!("Directive {d}")),
            Item::Empty => self.line(depth, role, "Empty"),
            Item::Error => self.line(depth, role, "Error"),
        }
    }

    fn stmt(&mut self, depth: usize, role: &str, id: StmtId) {
        let s = self.u.arenas.stmts[id].clone();
        let head = match &s.kind {
            StmtKind::Block(_) => "Block".to_string(),
            StmtKind::Decl(_) => "Decl".into(),
            StmtKind::Item(_) => "Item".into(),
            StmtKind::Expr(_) => "Expr".into(),
            StmtKind::If { constexpr: true, .. } => "If constexpr".into(),
            StmtKind::If { .. } => "If".into(),
            StmtKind::For { .. } => "For".into(),
            StmtKind::RangeFor { .. } => "RangeFor".into(),
            StmtKind::While { .. } => "While".into(),
            StmtKind::DoWhile { .. } => "DoWhile".into(),
            StmtKind::Switch { .. } => "Switch".into(),
            StmtKind::Case { .. } => "Case".into(),
            StmtKind::Default(_) => "Default".into(),
            StmtKind::Label { name, .. } => format!("Label {name}"),
            StmtKind::Goto(n) => format!("Goto {n}"),
            StmtKind::Break => "Break".into(),
            StmtKind::Continue => "Continue".into(),
            StmtKind::Return(_) => "Return".into(),
            StmtKind::Empty => "Empty".into(),
            StmtKind::AttrOnly => "AttrOnly".into(),
            StmtKind::Directive(d) => format!("Directive {d}"),
            StmtKind::Error => "Error".into(),
        };
        self.line(depth, role, &format!("Stmt {head}"));
        let d = depth + 1;
        self.attrs(d, "attr", &s.attrs);
        self.passthrough(d, &s.passthrough);
        match &s.kind {
            StmtKind::Block(stmts) => {
                for &st in stmts {
                    self.stmt(d, "", st);
                }
            }
            StmtKind::Decl(v) => self.var_decl(d, v),
            StmtKind::Item(i) => self.item(d, "", *i),
            StmtKind::Expr(e) => self.expr(d, "", *e),
            StmtKind::If { init, cond, then, els, .. } => {
                if let Some(i) = init {
                    self.stmt(d, "init", *i);
                }
                self.cond(d, cond);
                self.stmt(d, "then", *then);
                if let Some(e) = els {
                    self.stmt(d, "else", *e);
                }
            }
            StmtKind::For { init, cond, step, body } => {
                if let Some(i) = init {
                    self.stmt(d, "init", *i);
                }
                if let Some(c) = cond {
                    self.expr(d, "cond", *c);
                }
                if let Some(s) = step {
                    self.expr(d, "step", *s);
                }
                self.stmt(d, "body", *body);
            }
            StmtKind::RangeFor { decl, range, body } => {
                self.var_decl(d, decl);
                self.expr(d, "range", *range);
                self.stmt(d, "body", *body);
            }
            StmtKind::While { cond, body } => {
                self.cond(d, cond);
                self.stmt(d, "body", *body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.expr(d, "cond", *cond);
                self.stmt(d, "body", *body);
            }
            StmtKind::Switch { init, cond, body } => {
                if let Some(i) = init {
                    self.stmt(d, "init", *i);
                }
                self.cond(d, cond);
                self.stmt(d, "body", *body);
            }
            StmtKind::Case { value, stmt } => {
                self.expr(d, "value", *value);
                self.stmt(d, "", *stmt);
            }
            StmtKind::Default(st) | StmtKind::Label { stmt: st, .. } => self.stmt(d, "", *st),
            StmtKind::Return(Some(e)) => self.expr(d, "", *e),
            _ => {}
        }
    }

    fn cond(&mut self, depth: usize, c: &Cond) {
        match c {
            Cond::Expr(e) => self.expr(depth, "cond", *e),
            Cond::Decl(v) => {
                self.line(depth, "cond", "Decl");
                self.var_decl(depth + 1, v);
            }
        }
    }

    fn expr(&mut self, depth: usize, role: &str, id: ExprId) {
        let e = self.u.arenas.exprs[id].clone();
        let d = depth + 1;
        match &e {
            Expr::Lit { kind, text } => self.line(depth, role, &format!("Lit {kind:?} {text}")),
            Expr::Name { name, targs } => {
                let s = format!("Name {name}{}", self.targs(targs.as_deref()));
                self.line(depth, role, &s);
            }
            Expr::Scoped { scope, name } => {
                let s = format!("Scoped {}::{name}", self.ty(*scope));
                self.line(depth, role, &s);
            }
            Expr::This => self.line(depth, role, "This"),
            Expr::Unary { op, operand } => {
                let s = if op.is_postfix() {
                    format!("Postfix {}", op.as_str())
                } else {
                    format!("Unary {}", op.as_str())
                };
                self.line(depth, role, &s);
                self.expr(d, "", *operand);
            }
            Expr::Binary { op, lhs, rhs } => {
                self.line(depth, role, &format!("Binary {}", op.as_str()));
                self.expr(d, "", *lhs);
                self.expr(d, "", *rhs);
            }
            Expr::Assign { op, lhs, rhs } => {
                let o = op.map(|o| format!("{}=", o.as_str())).unwrap_or_else(|| "=".into());
                self.line(depth, role, &format!("Assign {o}"));
                self.expr(d, "", *lhs);
                self.expr(d, "", *rhs);
            }
            Expr::Cond { cond, then, els } => {
                self.line(depth, role, "Cond");
                self.expr(d, "", *cond);
                self.expr(d, "", *then);
                self.expr(d, "", *els);
            }
            Expr::Call { callee, args } => {
                self.line(depth, role, "Call");
                self.expr(d, "callee", *callee);
                for &a in args {
                    self.expr(d, "arg", a);
                }
            }
            Expr::Index { base, index } => {
                self.line(depth, role, "Index");
                self.expr(d, "", *base);
                self.expr(d, "", *index);
            }
            Expr::Member { base, arrow, template, name, targs } => {
                let op = if *arrow { "->" } else { "." };
                let kw = if *template { "template " } else { "" };
                let s = format!("Member {op}{kw}{name}{}", self.targs(targs.as_deref()));
                self.line(depth, role, &s);
                self.expr(d, "", *base);
            }
            Expr::Cast { style, ty, expr } => {
                let t = self.ty(*ty);
                self.line(depth, role, &format!("Cast {style:?} {t}"));
                self.expr(d, "", *expr);
            }
            Expr::Construct { ty, args, braced } => {
                let t = self.ty(*ty);
                self.line(
                    depth,
                    role,
                    &format!("Construct {t}{}", if *braced { " {}" } else { "" }),
                );
                for &a in args {
                    self.expr(d, "", a);
                }
            }
            Expr::SizeofExpr(x) => {
                self.line(depth, role, "SizeofExpr");
                self.expr(d, "", *x);
            }
            Expr::SizeofType(t) => {
                let t = self.ty(*t);
                self.line(depth, role, &format!("SizeofType {t}"));
            }
            Expr::SizeofPack(n) => self.line(depth, role, &format!("SizeofPack {n}")),
            Expr::Expand(x) => {
                self.line(depth, role, "Expand");
                self.expr(d, "", *x);
            }
            Expr::Fold { op, lhs, rhs } => {
                let shape = match (lhs, rhs) {
                    (Some(_), Some(_)) => "binary",
                    (Some(_), None) => "right",
                    _ => "left",
                };
                self.line(depth, role, &format!("Fold {shape} {}", op.as_str()));
                for x in lhs.iter().chain(rhs) {
                    self.expr(d, "", *x);
                }
            }
            Expr::Alignof(t) => {
                let t = self.ty(*t);
                self.line(depth, role, &format!("Alignof {t}"));
            }
            Expr::Paren(x) => {
                self.line(depth, role, "Paren");
                self.expr(d, "", *x);
            }
            Expr::InitList(elems) => {
                self.line(depth, role, "InitList");
                for el in elems {
                    let mut r = String::new();
                    for des in &el.designators {
                        match des {
                            Designator::Field(f) => {
                                let _ = write!(r, ".{f}");
                            }
                            Designator::Index(i) => {
                                let _ = write!(r, "[{}]", print::expr_string(self.u, *i));
                            }
                        }
                    }
                    self.expr(d, &r, el.value);
                }
            }
            Expr::Lambda(l) => {
                let mut head = format!("Lambda [{}]", print::capture_list(self.u, &l.captures));
                if l.mutable {
                    head.push_str(" mutable");
                }
                if let Some(r) = l.ret {
                    let _ = write!(head, " -> {}", self.ty(r));
                }
                self.line(depth, role, &head);
                for p in l.params.iter().flatten() {
                    self.param(d, p);
                }
                self.stmt(d, "body", l.body);
            }
            Expr::Throw(x) => {
                self.line(depth, role, "Throw");
                if let Some(x) = x {
                    self.expr(d, "", *x);
                }
            }
            Expr::New(n) => {
                let NewExpr { global, placement, ty, init } = &**n;
                let mut head = String::from(if *global { "New global " } else { "New " });
                head.push_str(&self.ty(*ty));
                match init {
                    Some((_, true)) => head.push_str(" braced"),
                    Some((_, false)) => head.push_str(" parens"),
                    None => {}
                }
                self.line(depth, role, &head);
                for p in placement {
                    self.expr(d, "place", *p);
                }
                for a in init.iter().flat_map(|(args, _)| args) {
                    self.expr(d, "arg", *a);
                }
            }
            Expr::Delete { global, array, operand } => {
                let g = if *global { " global" } else { "" };
                let a = if *array { " array" } else { "" };
                self.line(depth, role, &format!("Delete{g}{a}"));
                self.expr(d, "", *operand);
            }
            Expr::Missing => self.line(depth, role, "Missing"),
        }
    }
}
