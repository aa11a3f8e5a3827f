//! Stable text form of the IR, for `--emit ir` and pass snapshots.
//!
//! The dump reads like C++ with OKL annotations in front of what they annotate
//! (`@outer(0) for (int i = 0; i < N; ++i) {`, `@shared float s[32];`,
//! `@barrier(implicit);`). It never prints arena indices: locals are named by their name, and
//! a name declared more than once in a function gets `#2`, `#3`, ... in declaration (arena)
//! order, so the text is deterministic and diffs stay readable. Expressions are printed with
//! the minimal parentheses that keep the tree's meaning, so an iteration count built as
//! `N - (M - 1)` prints exactly so.

use crate::visit::ArenaExt;
use std::fmt::Write as _;

use la_arena::ArenaMap;
use smol_str::SmolStr;

use crate::expr::{
    AssignOp, BinaryOp, BuiltinVar, CastStyle, Designator, Expr, ExprId, FoldOp, UnaryOp,
};
use crate::func::{Function, LocalId, OklStorage, StorageClass};
use crate::loops::{Axis, LoopId, LoopKind, Step, TileRole};
use crate::module::{Init, Item, Module, Verbatim};
use crate::stmt::{BarrierKind, Block, Stmt};
use crate::ty::{AddressSpace, Quals, Store, TyId, TyKind};

/// Dumps the whole module.
pub fn dump(module: &Module) -> String {
    let mut out = String::new();
    for item in &module.items {
        dump_item(module, item, &mut out);
    }
    out
}

/// Dumps one function (prototype or definition).
pub fn dump_function(module: &Module, func: &Function) -> String {
    let mut out = String::new();
    Printer::new(module, Some(func)).function(func, &mut out);
    out
}

/// Prints one expression of `func` (or of the module store when `func` is `None`).
pub fn expr_to_string(module: &Module, func: Option<&Function>, e: ExprId) -> String {
    Printer::new(module, func).expr(e, 0)
}

/// Prints a type of `func` (or of the module store).
pub fn type_to_string(module: &Module, func: Option<&Function>, ty: TyId) -> String {
    Printer::new(module, func).type_name(ty)
}

/// The display names of a function's locals (`i`, `i#2`, ...).
pub fn local_names(func: &Function) -> ArenaMap<LocalId, SmolStr> {
    let mut seen: indexmap::IndexMap<SmolStr, u32> = indexmap::IndexMap::new();
    let mut names = ArenaMap::default();
    for (id, local) in func.locals.iter() {
        let n = seen.entry(local.name.clone()).or_insert(0);
        *n += 1;
        let name = if *n == 1 {
            local.name.clone()
        } else {
            SmolStr::from(format!("{}#{}", local.name, n))
        };
        names.insert(id, name);
    }
    names
}

fn dump_item(module: &Module, item: &Item, out: &mut String) {
    let p = Printer::new(module, None);
    match item {
        Item::Function(f) => match module.functions.get(*f) {
            Some(func) => Printer::new(module, Some(func)).function(func, out),
            None => out.push_str("<invalid function>\n"),
        },
        Item::Global(g) => match module.globals.get(*g) {
            Some(global) => {
                let mut line = class_prefix(global.class);
                line.push_str(&p.declarator(global.ty, &global.name));
                p.dim(&mut line, global.dim.as_deref());
                line.push_str(&p.init(global.init.as_ref()));
                let _ = writeln!(out, "{line};");
            }
            None => out.push_str("<invalid global>\n"),
        },
        Item::Struct(s) => match module.structs.get(*s) {
            Some(def) => {
                if let Some(h) = &def.template_header {
                    let _ = writeln!(out, "{h}");
                }
                let tag = match def.tag {
                    crate::module::StructTag::Struct => "struct",
                    crate::module::StructTag::Class => "class",
                    crate::module::StructTag::Union => "union",
                };
                let name = def.name.as_deref().unwrap_or("");
                if def.is_forward {
                    let _ = writeln!(out, "{tag} {name};");
                } else {
                    let _ = writeln!(out, "{tag} {name} {{");
                    // A record kept as text: its members in order, fields included.
                    let fields: &[crate::Field] =
                        if def.verbatim_members.is_empty() { &def.fields } else { &[] };
                    for field in fields {
                        let mut line = String::new();
                        if field.global_ptr {
                            line.push_str("@globalPtr ");
                        }
                        line.push_str(&p.declarator(field.ty, &field.name));
                        if let Some(w) = field.bit_width {
                            let _ = write!(line, " : {}", p.expr(w, 0));
                        }
                        let _ = writeln!(out, "  {line};");
                    }
                    for m in &def.verbatim_members {
                        let _ = writeln!(out, "  {}", m.text);
                    }
                    out.push_str("};\n");
                }
            }
            None => out.push_str("<invalid struct>\n"),
        },
        Item::Enum(e) => match module.enums.get(*e) {
            Some(def) => {
                let _ = write!(out, "enum ");
                if def.scoped {
                    out.push_str("class ");
                }
                if let Some(n) = &def.name {
                    let _ = write!(out, "{n} ");
                }
                if let Some(u) = def.underlying {
                    let _ = write!(out, ": {} ", p.type_name(u));
                }
                out.push('{');
                for (i, (name, value)) in def.enumerators.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    out.push_str(name);
                    if let Some(v) = value {
                        let _ = write!(out, " = {}", p.expr(*v, 2));
                    }
                }
                out.push_str(" };\n");
            }
            None => out.push_str("<invalid enum>\n"),
        },
        Item::Typedef(t) => match module.typedefs.get(*t) {
            Some(def) => {
                if def.is_using {
                    let _ = writeln!(out, "using {} = {};", def.name, p.type_name(def.ty));
                } else {
                    let _ = writeln!(out, "typedef {};", p.declarator(def.ty, &def.name));
                }
            }
            None => out.push_str("<invalid typedef>\n"),
        },
        Item::Directive(text) | Item::Verbatim(Verbatim { text, .. }) => {
            let _ = writeln!(out, "{text}");
        }
    }
}

fn class_prefix(c: StorageClass) -> String {
    let mut s = String::new();
    for (on, word) in [
        (c.is_extern, "extern "),
        (c.is_static, "static "),
        (c.is_thread_local, "thread_local "),
        (c.is_register, "register "),
        (c.is_constexpr, "constexpr "),
    ] {
        if on {
            s.push_str(word);
        }
    }
    s
}

fn quals_text(q: Quals) -> String {
    let mut s = String::new();
    if q.contains(Quals::CONST) {
        s.push_str("const ");
    }
    if q.contains(Quals::VOLATILE) {
        s.push_str("volatile ");
    }
    if q.contains(Quals::RESTRICT) {
        s.push_str("@restrict ");
    }
    s
}

fn role_text(role: TileRole) -> String {
    match role {
        TileRole::Regular => String::new(),
        TileRole::Outer(a) => format!("@outer{}", axis_text(a)),
        TileRole::Inner(a) => format!("@inner{}", axis_text(a)),
    }
}

fn axis_text(a: Axis) -> String {
    match a {
        Some(a) => format!("({a})"),
        None => String::new(),
    }
}

struct Printer<'a> {
    module: &'a Module,
    store: &'a Store,
    func: Option<&'a Function>,
    names: ArenaMap<LocalId, SmolStr>,
}

/// Precedence levels, higher binds tighter.
const P_COMMA: u8 = 1;
const P_ASSIGN: u8 = 2;
const P_UNARY: u8 = 15;
const P_POSTFIX: u8 = 16;

fn binary_prec(op: BinaryOp) -> (u8, &'static str) {
    match op {
        BinaryOp::PtrMemDot => (14, ".*"),
        BinaryOp::PtrMemArrow => (14, "->*"),
        BinaryOp::Mul => (13, "*"),
        BinaryOp::Div => (13, "/"),
        BinaryOp::Rem => (13, "%"),
        BinaryOp::Add => (12, "+"),
        BinaryOp::Sub => (12, "-"),
        BinaryOp::Shl => (11, "<<"),
        BinaryOp::Shr => (11, ">>"),
        BinaryOp::Spaceship => (10, "<=>"),
        BinaryOp::Lt => (9, "<"),
        BinaryOp::Gt => (9, ">"),
        BinaryOp::Le => (9, "<="),
        BinaryOp::Ge => (9, ">="),
        BinaryOp::Eq => (8, "=="),
        BinaryOp::Ne => (8, "!="),
        BinaryOp::BitAnd => (7, "&"),
        BinaryOp::BitXor => (6, "^"),
        BinaryOp::BitOr => (5, "|"),
        BinaryOp::And => (4, "&&"),
        BinaryOp::Or => (3, "||"),
        BinaryOp::Comma => (P_COMMA, ","),
    }
}

/// Spelling of an assignment operator.
pub fn assign_spelling(op: AssignOp) -> &'static str {
    match op {
        AssignOp::Assign => "=",
        AssignOp::Add => "+=",
        AssignOp::Sub => "-=",
        AssignOp::Mul => "*=",
        AssignOp::Div => "/=",
        AssignOp::Rem => "%=",
        AssignOp::Shl => "<<=",
        AssignOp::Shr => ">>=",
        AssignOp::BitAnd => "&=",
        AssignOp::BitXor => "^=",
        AssignOp::BitOr => "|=",
    }
}

/// A type level's address space as the dump shows it: nothing for the generic space, so IR
/// without inferred spaces dumps as it always did (`float *@global p`, `fp@local q`).
fn space_text(space: AddressSpace) -> String {
    if space.is_generic() { String::new() } else { format!("@{}", space.name()) }
}

impl<'a> Printer<'a> {
    fn new(module: &'a Module, func: Option<&'a Function>) -> Printer<'a> {
        match func {
            Some(f) => Printer { module, store: &f.store, func: Some(f), names: local_names(f) },
            None => {
                Printer { module, store: &module.store, func: None, names: ArenaMap::default() }
            }
        }
    }

    fn local_name(&self, l: LocalId) -> String {
        match self.names.get(l) {
            Some(n) => n.to_string(),
            None => "<invalid local>".to_string(),
        }
    }

    // ---- types ----

    fn type_name(&self, ty: TyId) -> String {
        self.declarator(ty, "")
    }

    /// `T name` in C declarator syntax.
    fn declarator(&self, ty: TyId, name: &str) -> String {
        let mut inner = name.to_string();
        let mut cur = ty;
        // Bounded walk: types are acyclic in verified IR, but never loop forever.
        for _ in 0..4096 {
            let Some(t) = self.store.types.get(cur) else {
                return format!("<invalid type> {inner}").trim_end().to_string();
            };
            match &t.kind {
                TyKind::Pointer(to) | TyKind::Reference(to) | TyKind::RvalueReference(to) => {
                    let sigil = match t.kind {
                        TyKind::Pointer(_) => "*",
                        TyKind::Reference(_) => "&",
                        _ => "&&",
                    };
                    let q = quals_text(t.quals);
                    let q = match space_text(t.space) {
                        space if space.is_empty() => q.trim_end().to_string(),
                        space => format!("{space} {q}").trim_end().to_string(),
                    };
                    inner = if q.is_empty() {
                        format!("{sigil}{inner}")
                    } else if inner.is_empty() {
                        format!("{sigil}{q}")
                    } else {
                        format!("{sigil}{q} {inner}")
                    };
                    if self.is_suffix_type(*to) {
                        inner = format!("({inner})");
                    }
                    cur = *to;
                }
                TyKind::Array { elem, size } => {
                    let size = size.map(|s| self.expr(s, 0)).unwrap_or_default();
                    inner = format!("{inner}[{size}]{}", space_text(t.space));
                    cur = *elem;
                }
                TyKind::Pack(of) => {
                    inner = format!("...{inner}");
                    cur = *of;
                }
                TyKind::Function { ret, params, variadic } => {
                    let mut ps: Vec<String> = params.iter().map(|p| self.type_name(*p)).collect();
                    if *variadic {
                        ps.push("...".into());
                    }
                    inner = format!("{inner}({})", ps.join(", "));
                    cur = *ret;
                }
                TyKind::Builtin(b) => return join_decl(&quals_text(t.quals), b.spelling(), &inner),
                TyKind::Auto => return join_decl(&quals_text(t.quals), "auto", &inner),
                TyKind::Decltype(e) => {
                    let base = format!("decltype({})", self.expr(*e, 0));
                    return join_decl(&quals_text(t.quals), &base, &inner);
                }
                TyKind::Named { name, keyword, .. } => {
                    let base = match keyword {
                        Some(k) => format!("{k} {name}{}", space_text(t.space)),
                        None => format!("{name}{}", space_text(t.space)),
                    };
                    return join_decl(&quals_text(t.quals), &base, &inner);
                }
            }
        }
        "<type too deep>".to_string()
    }

    fn is_suffix_type(&self, ty: TyId) -> bool {
        matches!(
            self.store.types.get(ty).map(|t| &t.kind),
            Some(TyKind::Array { .. } | TyKind::Function { .. })
        )
    }

    fn init(&self, init: Option<&Init>) -> String {
        match init {
            None => String::new(),
            Some(Init::Assign(e)) => format!(" = {}", self.expr(*e, P_ASSIGN)),
            Some(Init::Direct(args)) => format!("({})", self.list(args)),
            Some(Init::Brace(args)) => format!("{{{}}}", self.list(args)),
        }
    }

    fn list(&self, args: &[ExprId]) -> String {
        args.iter().map(|a| self.expr(*a, P_ASSIGN)).collect::<Vec<_>>().join(", ")
    }

    // ---- expressions ----

    fn expr(&self, e: ExprId, min: u8) -> String {
        self.expr_depth(e, min, 0)
    }

    fn expr_depth(&self, e: ExprId, min: u8, depth: u32) -> String {
        if depth > 4096 {
            return "<expression too deep>".into();
        }
        let Some(node) = self.store.exprs.get(e) else { return "<invalid expr>".into() };
        let sub = |x: ExprId, m: u8| self.expr_depth(x, m, depth + 1);
        let (prec, text) = match node {
            Expr::Literal(l) => (P_POSTFIX + 1, l.text.to_string()),
            Expr::Local(l) => (P_POSTFIX + 1, self.local_name(*l)),
            Expr::Global(g) => (
                P_POSTFIX + 1,
                self.module
                    .globals
                    .get(*g)
                    .map_or("<invalid global>".into(), |g| g.name.to_string()),
            ),
            Expr::Name(n) => (P_POSTFIX + 1, n.to_string()),
            Expr::Verbatim(t) => (P_POSTFIX + 1, t.to_string()),
            Expr::Lambda(lambda) => (P_POSTFIX + 1, self.lambda(lambda, depth)),
            Expr::Builtin(b) => (
                P_POSTFIX + 1,
                match b {
                    BuiltinVar::LocalId(a) => format!("@local_id({a})"),
                    BuiltinVar::GroupId(a) => format!("@group_id({a})"),
                    BuiltinVar::LocalSize(a) => format!("@local_size({a})"),
                    BuiltinVar::GroupCount(a) => format!("@group_count({a})"),
                },
            ),
            Expr::Unary { op, arg } => match op {
                UnaryOp::PostInc => (P_POSTFIX, format!("{}++", sub(*arg, P_POSTFIX))),
                UnaryOp::PostDec => (P_POSTFIX, format!("{}--", sub(*arg, P_POSTFIX))),
                _ => {
                    let sp = match op {
                        UnaryOp::Plus => "+",
                        UnaryOp::Neg => "-",
                        UnaryOp::Not => "!",
                        UnaryOp::BitNot => "~",
                        UnaryOp::Deref => "*",
                        UnaryOp::AddrOf => "&",
                        UnaryOp::PreInc => "++",
                        _ => "--",
                    };
                    let mut a = sub(*arg, P_UNARY);
                    let first = a.chars().next();
                    if matches!(
                        (sp, first),
                        ("+" | "++", Some('+')) | ("-" | "--", Some('-')) | ("&", Some('&'))
                    ) {
                        a = format!("({a})");
                    }
                    (P_UNARY, format!("{sp}{a}"))
                }
            },
            Expr::Binary { op, lhs, rhs } => {
                let (p, sp) = binary_prec(*op);
                let sep = if *op == BinaryOp::Comma { ", ".to_string() } else { format!(" {sp} ") };
                (p, format!("{}{sep}{}", sub(*lhs, p), sub(*rhs, p + 1)))
            }
            Expr::Assign { op, lhs, rhs } => (
                P_ASSIGN,
                format!(
                    "{} {} {}",
                    sub(*lhs, P_ASSIGN + 1),
                    assign_spelling(*op),
                    sub(*rhs, P_ASSIGN)
                ),
            ),
            Expr::Cond { cond, then, els } => (
                P_ASSIGN,
                format!(
                    "{} ? {} : {}",
                    sub(*cond, 3),
                    sub(*then, P_COMMA + 1),
                    sub(*els, P_ASSIGN)
                ),
            ),
            Expr::Call { callee, args } => {
                let args: Vec<String> = args.iter().map(|a| sub(*a, P_ASSIGN)).collect();
                (P_POSTFIX, format!("{}({})", sub(*callee, P_POSTFIX), args.join(", ")))
            }
            Expr::Index { base, index } => {
                (P_POSTFIX, format!("{}[{}]", sub(*base, P_POSTFIX), sub(*index, 0)))
            }
            Expr::Member { base, member, arrow } => (
                P_POSTFIX,
                format!("{}{}{member}", sub(*base, P_POSTFIX), if *arrow { "->" } else { "." }),
            ),
            Expr::Cast { style, ty, arg } => {
                let t = self.type_name(*ty);
                match style {
                    CastStyle::C => (P_UNARY, format!("({t}) {}", sub(*arg, P_UNARY))),
                    CastStyle::Functional => (P_POSTFIX, format!("{t}({})", sub(*arg, 0))),
                    CastStyle::Static => (P_POSTFIX, format!("static_cast<{t}>({})", sub(*arg, 0))),
                    CastStyle::Reinterpret => {
                        (P_POSTFIX, format!("reinterpret_cast<{t}>({})", sub(*arg, 0)))
                    }
                    CastStyle::Const => (P_POSTFIX, format!("const_cast<{t}>({})", sub(*arg, 0))),
                    CastStyle::Dynamic => {
                        (P_POSTFIX, format!("dynamic_cast<{t}>({})", sub(*arg, 0)))
                    }
                }
            }
            Expr::Construct { ty, args, braces } => {
                let args: Vec<String> = args.iter().map(|a| sub(*a, P_ASSIGN)).collect();
                let (o, c) = if *braces { ("{", "}") } else { ("(", ")") };
                (P_POSTFIX, format!("{}{o}{}{c}", self.type_name(*ty), args.join(", ")))
            }
            Expr::SizeOfType(ty) => (P_UNARY, format!("sizeof({})", self.type_name(*ty))),
            Expr::SizeOfExpr(x) => (P_UNARY, format!("sizeof({})", sub(*x, 0))),
            Expr::AlignOf(ty) => (P_UNARY, format!("alignof({})", self.type_name(*ty))),
            Expr::SizeOfPack(x) => (P_UNARY, format!("sizeof...({})", sub(*x, 0))),
            Expr::Throw(Some(x)) => (P_ASSIGN, format!("throw {}", sub(*x, P_ASSIGN))),
            Expr::Throw(None) => (P_ASSIGN, "throw".to_string()),
            Expr::Expand(x) => (P_POSTFIX, format!("{}...", sub(*x, P_ASSIGN))),
            Expr::Fold { op, lhs, rhs } => {
                let o = match op {
                    FoldOp::Binary(b) => binary_prec(*b).1,
                    FoldOp::Assign(a) => assign_spelling(*a),
                };
                let text = match (lhs, rhs) {
                    (Some(l), Some(r)) => {
                        format!("({} {o} ... {o} {})", sub(*l, P_UNARY), sub(*r, P_UNARY))
                    }
                    (Some(l), None) => format!("({} {o} ...)", sub(*l, P_UNARY)),
                    (None, Some(r)) => format!("(... {o} {})", sub(*r, P_UNARY)),
                    (None, None) => format!("(... {o} ...)"),
                };
                (P_POSTFIX + 1, text)
            }
            Expr::InitList(entries) => {
                let parts: Vec<String> = entries
                    .iter()
                    .map(|entry| {
                        let mut s = String::new();
                        for d in &entry.designators {
                            match d {
                                Designator::Field(f) => {
                                    let _ = write!(s, ".{f}");
                                }
                                Designator::Index(i) => {
                                    let _ = write!(s, "[{}]", sub(*i, 0));
                                }
                            }
                        }
                        if !entry.designators.is_empty() {
                            s.push_str(" = ");
                        }
                        s.push_str(&sub(entry.value, P_ASSIGN));
                        s
                    })
                    .collect();
                (P_POSTFIX + 1, format!("{{{}}}", parts.join(", ")))
            }
        };
        if prec < min { format!("({text})") } else { text }
    }

    /// A lambda on one line: `[&](float v) -> float { return v; }`.
    fn lambda(&self, lambda: &crate::Lambda, depth: u32) -> String {
        let sub = |x: ExprId| self.expr_depth(x, P_ASSIGN, depth + 1);
        let captures: Vec<String> = lambda
            .captures
            .iter()
            .map(|c| match c {
                crate::Capture::DefaultCopy => "=".into(),
                crate::Capture::DefaultRef => "&".into(),
                crate::Capture::This => "this".into(),
                crate::Capture::Var { by_ref, local, name } => {
                    let name = local.map_or(name.to_string(), |l| self.local_name(l));
                    format!("{}{name}", if *by_ref { "&" } else { "" })
                }
                crate::Capture::Init { by_ref, local, init } => {
                    let amp = if *by_ref { "&" } else { "" };
                    format!("{amp}{} = {}", self.local_name(*local), sub(*init))
                }
            })
            .collect();
        let mut params: Vec<String> = lambda.params.iter().map(|p| self.local_decl(*p)).collect();
        if lambda.variadic {
            params.push("...".into());
        }
        let mut s = format!("[{}]({})", captures.join(", "), params.join(", "));
        if lambda.mutable {
            s.push_str(" mutable");
        }
        if let Some(ret) = lambda.ret {
            let _ = write!(s, " -> {}", self.type_name(ret));
        }
        let mut body = String::new();
        self.block(&lambda.body, 0, &mut body);
        let lines: Vec<&str> = body.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        if lines.is_empty() {
            s.push_str(" {}");
        } else {
            let _ = write!(s, " {{ {} }}", lines.join(" "));
        }
        s
    }

    // ---- functions and statements ----

    fn local_decl(&self, l: LocalId) -> String {
        let Some(func) = self.func else { return "<no function>".into() };
        let Some(local) = func.locals.get(l) else { return "<invalid local>".into() };
        let mut s = String::new();
        match local.storage {
            OklStorage::Private => {}
            OklStorage::Shared => s.push_str("@shared "),
            OklStorage::Exclusive => s.push_str("@exclusive "),
        }
        if local.global_ptr {
            s.push_str("@globalPtr ");
        }
        if local.implicit_arg {
            s.push_str("@implicitArg ");
        }
        s.push_str(&class_prefix(local.class));
        let name = match local.bindings.as_deref() {
            Some(bound) => {
                let names: Vec<String> = bound.iter().map(|b| self.local_name(*b)).collect();
                format!("[{}]", names.join(", "))
            }
            None => self.local_name(l),
        };
        s.push_str(&self.declarator(local.ty, &name));
        self.dim(&mut s, local.dim.as_deref());
        s.push_str(&self.init(local.init.as_ref()));
        s
    }

    /// ` @dim(...) @dimOrder(...)` after a declarator that has them.
    fn dim(&self, s: &mut String, dim: Option<&crate::func::DimSpec>) {
        let Some(dim) = dim else { return };
        let sizes: Vec<String> = dim.sizes.iter().map(|d| self.expr(*d, P_ASSIGN)).collect();
        let _ = write!(s, " @dim({})", sizes.join(", "));
        if !dim.order.is_empty() {
            let order: Vec<String> = dim.order.iter().map(|o| o.to_string()).collect();
            let _ = write!(s, " @dimOrder({})", order.join(", "));
        }
    }

    fn function(&self, func: &Function, out: &mut String) {
        if let Some(h) = &func.template_header {
            let _ = writeln!(out, "{h}");
        }
        let mut head = String::new();
        if let Some(attrs) = func.kernel_attrs() {
            head.push_str("@kernel ");
            if let Some(t) = &attrs.template_args {
                let _ = write!(head, "/* {}<{t}> */ ", attrs.source_name);
            }
        }
        for (on, word) in [
            (func.specs.is_extern, "extern "),
            (func.specs.is_static, "static "),
            (func.specs.is_inline, "inline "),
            (func.specs.is_constexpr, "constexpr "),
        ] {
            if on {
                head.push_str(word);
            }
        }
        let mut params: Vec<String> = func.params.iter().map(|p| self.local_decl(*p)).collect();
        if func.variadic {
            params.push("...".into());
        }
        head.push_str(&self.declarator(func.ret, &format!("{}({})", func.name, params.join(", "))));
        match &func.body {
            None => {
                let _ = writeln!(out, "{head};");
            }
            Some(body) => {
                let _ = writeln!(out, "{head} {{");
                self.block(body, 1, out);
                out.push_str("}\n");
            }
        }
        for (n, k) in func.device_kernels.iter().enumerate() {
            self.device_kernel(func, n, k, out);
        }
    }

    /// `@device_kernel N (loop i) { ... }`: what `target/simt` recorded of one device kernel.
    fn device_kernel(&self, func: &Function, n: usize, k: &crate::DeviceKernel, out: &mut String) {
        let root = func.loops.get(k.root).map_or("?".to_string(), |l| self.local_name(l.var));
        let _ = writeln!(out, "@device_kernel {n} (loop {root}) {{");
        for text in &k.types {
            let _ = writeln!(out, "  type {}", text.lines().next().unwrap_or_default());
        }
        for c in &k.constants {
            let _ = writeln!(out, "  constant {}", self.local_name(*c));
        }
        for v in &k.host_values {
            let _ = writeln!(out, "  host value {}", self.local_name(*v));
        }
        for d in &k.launch {
            let counts: Vec<String> = d
                .counts
                .iter()
                .map(|c| {
                    let count =
                        c.constant.map_or_else(|| self.expr(c.expr, P_ASSIGN), |n| n.to_string());
                    let over: Vec<String> = c
                        .over
                        .iter()
                        .filter_map(|l| func.loops.get(*l))
                        .map(|lp| self.local_name(lp.var))
                        .collect();
                    if over.is_empty() {
                        count
                    } else {
                        format!("{count} over {}", over.join(", "))
                    }
                })
                .collect();
            let what = if d.outer { "outer" } else { "inner" };
            let _ = writeln!(out, "  launch {what}[{}] = max({})", d.axis, counts.join(", "));
        }
        if let Some(b) = k.launch_bound {
            let _ = writeln!(out, "  launch bound {b}");
        }
        out.push_str("}\n");
    }

    fn block(&self, block: &Block, depth: usize, out: &mut String) {
        for stmt in &block.stmts {
            self.stmt(stmt, depth, out);
        }
    }

    fn open(&self, head: &str, body: &Block, depth: usize, out: &mut String) {
        let pad = "  ".repeat(depth);
        if head.is_empty() {
            let _ = writeln!(out, "{pad}{{");
        } else {
            let _ = writeln!(out, "{pad}{head} {{");
        }
        self.block(body, depth + 1, out);
        let _ = writeln!(out, "{pad}}}");
    }

    fn inline_stmt(&self, stmt: &Stmt) -> String {
        match stmt {
            Stmt::Decl(l) => self.local_decl(*l),
            Stmt::Expr(e) => self.expr(*e, 0),
            Stmt::Empty => String::new(),
            _ => "<statement>".into(),
        }
    }

    fn stmt(&self, stmt: &Stmt, depth: usize, out: &mut String) {
        if depth > 1024 {
            out.push_str("<statement too deep>\n");
            return;
        }
        let pad = "  ".repeat(depth);
        match stmt {
            Stmt::Block(b) => self.open("", b, depth, out),
            Stmt::Decl(l) => {
                let _ = writeln!(out, "{pad}{};", self.local_decl(*l));
            }
            Stmt::Expr(e) => {
                let _ = writeln!(out, "{pad}{};", self.expr(*e, 0));
            }
            Stmt::If { constexpr, cond, then, els } => {
                let kw = if *constexpr { "if constexpr" } else { "if" };
                let _ = writeln!(out, "{pad}{kw} ({}) {{", self.expr(*cond, 0));
                self.block(then, depth + 1, out);
                match els {
                    Some(els) => {
                        let _ = writeln!(out, "{pad}}} else {{");
                        self.block(els, depth + 1, out);
                        let _ = writeln!(out, "{pad}}}");
                    }
                    None => {
                        let _ = writeln!(out, "{pad}}}");
                    }
                }
            }
            Stmt::For { init, cond, step, body } => {
                let init: Vec<String> = init.stmts.iter().map(|s| self.inline_stmt(s)).collect();
                let cond = cond.map(|c| self.expr(c, 0)).unwrap_or_default();
                let step = step.map(|c| self.expr(c, 0)).unwrap_or_default();
                let head = format!("for ({}; {cond}; {step})", init.join(", "));
                self.open(&head, body, depth, out);
            }
            Stmt::RangeFor { var, range, body } => {
                let head = format!("for ({} : {})", self.local_decl(*var), self.expr(*range, 0));
                self.open(&head, body, depth, out);
            }
            Stmt::Loop(id) => self.okl_loop(*id, depth, out),
            Stmt::While { cond, body } => {
                self.open(&format!("while ({})", self.expr(*cond, 0)), body, depth, out);
            }
            Stmt::DoWhile { body, cond } => {
                let _ = writeln!(out, "{pad}do {{");
                self.block(body, depth + 1, out);
                let _ = writeln!(out, "{pad}}} while ({});", self.expr(*cond, 0));
            }
            Stmt::Switch { cond, body } => {
                self.open(&format!("switch ({})", self.expr(*cond, 0)), body, depth, out);
            }
            Stmt::Case(e) => {
                let _ = writeln!(out, "{pad}case {}:", self.expr(*e, 0));
            }
            Stmt::Default => {
                let _ = writeln!(out, "{pad}default:");
            }
            Stmt::Label(l) => {
                let _ = writeln!(out, "{pad}{l}:");
            }
            Stmt::Goto(l) => {
                let _ = writeln!(out, "{pad}goto {l};");
            }
            Stmt::Break => {
                let _ = writeln!(out, "{pad}break;");
            }
            Stmt::Continue => {
                let _ = writeln!(out, "{pad}continue;");
            }
            Stmt::Return(e) => match e {
                Some(e) => {
                    let _ = writeln!(out, "{pad}return {};", self.expr(*e, 0));
                }
                None => {
                    let _ = writeln!(out, "{pad}return;");
                }
            },
            Stmt::Barrier { kind, implicit } => {
                let arg = match (kind, implicit) {
                    (BarrierKind::Group, false) => "",
                    (BarrierKind::Group, true) => "(implicit)",
                    (BarrierKind::Global, false) => "(\"global\")",
                    (BarrierKind::Global, true) => "(\"global\", implicit)",
                    (BarrierKind::Warp, false) => "(\"warp\")",
                    (BarrierKind::Warp, true) => "(\"warp\", implicit)",
                };
                let _ = writeln!(out, "{pad}@barrier{arg};");
            }
            Stmt::Atomic(b) => self.open("@atomic", b, depth, out),
            Stmt::Attributed(a) => self.open(&a.attrs, &a.body, depth, out),
            Stmt::Directive(d) => {
                let _ = writeln!(out, "{d}");
            }
            Stmt::TypeDecl(text) => {
                for line in text.lines() {
                    let _ = writeln!(out, "{pad}{}", line.trim_end());
                }
            }
            Stmt::Empty => {
                let _ = writeln!(out, "{pad};");
            }
            Stmt::AttrEmpty(attrs) => {
                let _ = writeln!(out, "{pad}{attrs};");
            }
        }
    }

    fn okl_loop(&self, id: LoopId, depth: usize, out: &mut String) {
        let pad = "  ".repeat(depth);
        let Some(l) = self.func.and_then(|f| f.loops.get(id)) else {
            let _ = writeln!(out, "{pad}<invalid loop>;");
            return;
        };
        let mut head = String::new();
        match &l.kind {
            LoopKind::Regular => {}
            LoopKind::Outer(a) => {
                let _ = write!(head, "@outer{} ", axis_text(*a));
            }
            LoopKind::Inner(a) => {
                let _ = write!(head, "@inner{} ", axis_text(*a));
            }
            LoopKind::Tile(t) => {
                let mut args = vec![self.expr(t.size, P_ASSIGN)];
                let (b, e) = (role_text(t.block), role_text(t.element));
                if !b.is_empty() || !e.is_empty() {
                    args.push(b);
                }
                if !e.is_empty() {
                    args.push(e);
                }
                if !t.check {
                    args.push("check=false".into());
                }
                let _ = write!(head, "@tile({}) ", args.join(", "));
            }
        }
        if l.attrs.nobarrier {
            head.push_str("@nobarrier ");
        }
        if let Some([x, y, z]) = l.attrs.max_inner_dims {
            let _ = write!(head, "@max_inner_dims({x}, {y}, {z}) ");
        }
        if let Some(n) = l.attrs.simd_length {
            let _ = write!(head, "@simd_length({n}) ");
        }
        let var = self.local_decl(l.var);
        let name = self.local_name(l.var);
        let r = &l.range;
        let bound = self.expr(r.bound, 10);
        let mut cond = if r.iter_on_right {
            format!("{bound} {} {name}", r.cmp.flipped().spelling())
        } else {
            format!("{name} {} {bound}", r.cmp.spelling())
        };
        if let Some(g) = r.guard {
            let _ = write!(cond, " && {}", self.expr(g, 5));
        }
        let step = match r.step {
            Step::Inc { post: false } => format!("++{name}"),
            Step::Inc { post: true } => format!("{name}++"),
            Step::Dec { post: false } => format!("--{name}"),
            Step::Dec { post: true } => format!("{name}--"),
            Step::Add(s) => format!("{name} += {}", self.expr(s, P_ASSIGN)),
            Step::Sub(s) => format!("{name} -= {}", self.expr(s, P_ASSIGN)),
        };
        let _ = write!(head, "for ({var} = {}; {cond}; {step})", self.expr(r.start, P_ASSIGN));
        if let Some(item) = &l.work_item {
            let _ = write!(head, " @work_item({name} = {}", self.expr(item.index, P_ASSIGN));
            if let Some(g) = item.guard {
                let _ = write!(head, ", if {}", self.expr(g, P_ASSIGN));
            }
            head.push(')');
        }
        self.open(&head, &l.body, depth, out);
    }
}

fn join_decl(quals: &str, base: &str, inner: &str) -> String {
    if inner.is_empty() { format!("{quals}{base}") } else { format!("{quals}{base} {inner}") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::FnBuilder;
    use crate::expr::BinaryOp;
    use crate::ty::{Quals, Ty};

    #[test]
    fn expressions_get_minimal_correct_parentheses() {
        let mut b = FnBuilder::kernel("k");
        let (x, y, z) = (b.name("a"), b.name("b"), b.name("c"));
        let sum = b.add(x, y);
        let prod = b.mul(sum, z);
        let (x, y, z) = (b.name("a"), b.name("b"), b.name("c"));
        let inner = b.sub(y, z);
        let diff = b.sub(x, inner);
        let x = b.name("x");
        let neg = b.unary(UnaryOp::Neg, x);
        let negneg = b.unary(UnaryOp::Neg, neg);
        let (p, i) = (b.name("p"), b.name("i"));
        let deref = b.unary(UnaryOp::Deref, p);
        let idx = b.index(deref, i);
        let (l, r) = (b.name("l"), b.name("r"));
        let shift = b.bin(BinaryOp::Shl, l, r);
        let one = b.lit(1);
        let cmp = b.bin(BinaryOp::Lt, shift, one);
        let m = Module::default();
        let f = &b.func;
        assert_eq!(expr_to_string(&m, Some(f), prod), "(a + b) * c");
        assert_eq!(expr_to_string(&m, Some(f), diff), "a - (b - c)");
        assert_eq!(expr_to_string(&m, Some(f), negneg), "-(-x)");
        assert_eq!(expr_to_string(&m, Some(f), idx), "(*p)[i]");
        assert_eq!(expr_to_string(&m, Some(f), cmp), "l << r < 1");
    }

    #[test]
    fn declarators_follow_c_syntax() {
        let mut b = FnBuilder::kernel("k");
        let float = b.float();
        let four = b.lit(4);
        let arr = b.array(float, Some(four));
        let ptr_to_arr = b.ptr(arr);
        let int = b.int();
        let const_ptr = b.func.store.ty(Ty::with_quals(TyKind::Pointer(int), Quals::CONST));
        let restrict = b.ptr_q(float, Quals::RESTRICT);
        let p1 = b.param("p", ptr_to_arr);
        let p2 = b.param("q", const_ptr);
        let p3 = b.param("r", restrict);
        let _ = (p1, p2, p3);
        let m = Module::default();
        let text = dump_function(&m, &b.func);
        assert!(
            text.starts_with("@kernel void k(float (*p)[4], int *const q, float *@restrict r) {"),
            "{text}"
        );
    }

    #[test]
    fn shadowed_names_are_numbered_in_declaration_order() {
        let mut b = FnBuilder::kernel("k");
        let int = b.int();
        let a = b.var("i", int);
        let c = b.var("i", int);
        let names = local_names(&b.func);
        assert_eq!(names[a], "i");
        assert_eq!(names[c], "i#2");
    }

    #[test]
    fn generated_modules_verify_and_dump() {
        for seed in 0u8..=255 {
            let data: Vec<u8> =
                (0..64u32).map(|k| seed.wrapping_mul(31).wrapping_add((k * 7) as u8)).collect();
            let m = crate::arbitrary::module_from_bytes(&data);
            crate::verify(&m, crate::Stage::Lowered).unwrap();
            assert!(!dump(&m).is_empty());
        }
    }
}
