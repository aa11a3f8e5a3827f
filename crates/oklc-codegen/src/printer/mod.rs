//! The shared C-family printer: one [`Writer`] that walks items, blocks, statements and
//! expressions once, asking the backend's [`Dialect`] at every point where spellings differ.
//!
//! The walking code lives in free `super_*` functions (in this module and in [`expr`]) that the
//! [`Dialect`] methods call by default, so a backend overrides one hook and falls back to the
//! shared behaviour for the rest (the shape of Cranelift's `FuncWriter`). The printer never
//! changes program structure: anything that needs a different tree is a pass.

pub mod expr;
pub mod namer;
pub mod source;
pub mod types;

use la_arena::{Arena, Idx};
use oklc_diag::{Code, Diagnostic};
use oklc_ir::func::FunctionSpecs;
use oklc_ir::{
    Block, Expr, ExprId, Function, FunctionId, Init, Item, LocalId, LocalKind, Loop, LoopId,
    LoopKind, Module, OklStorage, Stmt, StorageClass, StructDef, StructTag, TyKind,
};
use oklc_passes::ModuleInfo;
use oklc_span::Span;

use crate::Options;
use crate::dialect::Dialect;
pub use namer::{Keywords, Namer};
use source::SourceTracker;

/// An arena lookup that reports a bad handle instead of panicking.
pub fn get<T>(arena: &Arena<T>, id: Idx<T>) -> Option<&T> {
    let index = id.into_raw().into_u32() as usize;
    if index < arena.len() { Some(&arena[id]) } else { None }
}

/// Indentation depth, printed as two spaces per level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Level(pub u32);

impl Level {
    pub fn next(self) -> Level {
        Level(self.0 + 1)
    }

    pub fn prev(self) -> Level {
        Level(self.0.saturating_sub(1))
    }
}

/// What expressions and types are printed against: a store and, inside a function, the
/// function with the printable names of its locals.
#[derive(Clone, Copy)]
pub struct Cx<'a> {
    pub store: &'a oklc_ir::Store,
    pub func: Option<&'a Function>,
    pub names: Option<&'a Namer>,
}

impl<'a> Cx<'a> {
    /// The context of module-level declarations.
    pub fn module(module: &'a Module) -> Cx<'a> {
        Cx { store: &module.store, func: None, names: None }
    }
}

/// The printer state shared by every backend.
pub struct Writer<'a> {
    out: String,
    pub level: Level,
    pub dialect: &'a dyn Dialect,
    pub module: &'a Module,
    pub info: &'a ModuleInfo,
    pub options: &'a Options<'a>,
    pub diagnostics: Vec<Diagnostic>,
    /// The function being printed (its key in `info.kernels`).
    pub current_function: Option<FunctionId>,
    source: SourceTracker,
    nesting: u32,
    nesting_reported: bool,
    /// Number of lambda bodies being printed into an expression ([`Writer::lambda_body`]):
    /// their lines reach the output as part of the enclosing statement's text, which counts
    /// them, so comments and `#line`s are not tracked inside.
    in_lambda: u32,
    /// Whether the last printed item was a preprocessor line (`None` before the first item).
    prev_directive: Option<bool>,
    prelude_done: bool,
    /// Standard attributes of the statement being printed, written in front of its first line
    /// ([`Stmt::Attributed`]).
    pending_attrs: Option<smol_str::SmolStr>,
    /// The buffer [`Writer::line_with`] reuses.
    scratch: String,
}

/// What a [`Writer`] carries from one batch of items to the next when a file is printed while
/// it streams in (ADR 0006): the text so far, the comment and `#line` bookkeeping, and the
/// diagnostics. It borrows nothing, so the module may change between batches.
pub struct PrintState {
    out: String,
    source: SourceTracker,
    diagnostics: Vec<Diagnostic>,
    prev_directive: Option<bool>,
    prelude_done: bool,
}

impl PrintState {
    pub fn new(options: &Options<'_>) -> PrintState {
        PrintState {
            out: String::new(),
            source: SourceTracker::new(options),
            diagnostics: Vec::new(),
            prev_directive: None,
            prelude_done: false,
        }
    }

    /// See [`crate::Printer::reserve`].
    pub(crate) fn reserve(&mut self, bytes: usize) {
        self.out.reserve(bytes);
    }
}

/// A stack guard above what parsed programs reach (the parser cuts trees deeper than
/// `oklc_syntax::MAX_TREE_DEPTH`, 1024, and the passes add a few levels), and low enough that a
/// handle cycle stops inside a 2 MB thread stack in debug builds (2000 levels did not).
const MAX_NESTING: u32 = 1300;

impl<'a> Writer<'a> {
    pub fn new(
        dialect: &'a dyn Dialect,
        module: &'a Module,
        info: &'a ModuleInfo,
        options: &'a Options<'a>,
    ) -> Writer<'a> {
        Writer::resume(dialect, module, info, options, PrintState::new(options))
    }

    /// A writer that goes on from `state` (the end of an earlier batch).
    pub fn resume(
        dialect: &'a dyn Dialect,
        module: &'a Module,
        info: &'a ModuleInfo,
        options: &'a Options<'a>,
        state: PrintState,
    ) -> Writer<'a> {
        Writer {
            out: state.out,
            level: Level(0),
            dialect,
            module,
            info,
            options,
            diagnostics: state.diagnostics,
            current_function: None,
            source: state.source,
            nesting: 0,
            nesting_reported: false,
            in_lambda: 0,
            prev_directive: state.prev_directive,
            prelude_done: state.prelude_done,
            pending_attrs: None,
            scratch: String::new(),
        }
    }

    /// Ends a batch; [`Writer::resume`] goes on from the returned state.
    pub fn suspend(self) -> PrintState {
        PrintState {
            out: self.out,
            source: self.source,
            diagnostics: self.diagnostics,
            prev_directive: self.prev_directive,
            prelude_done: self.prelude_done,
        }
    }

    /// The text printed so far.
    pub fn finish(self) -> (String, Vec<Diagnostic>) {
        (self.out, self.diagnostics)
    }

    /// Appends raw text (which may contain line breaks).
    pub fn push_str(&mut self, text: &str) {
        if self.in_lambda == 0 {
            self.source.count_lines(text);
        }
        self.out.push_str(text);
    }

    /// Writes one full line at the current indentation.
    pub fn line(&mut self, text: &str) {
        if !text.is_empty() {
            self.indent();
            self.push_str(text);
        }
        self.push_str("\n");
    }

    /// Writes one line whose text `f` appends to a buffer kept from line to line (most
    /// statements are one line: no `String` per statement and no regrowing it).
    pub fn line_with(&mut self, f: impl FnOnce(&mut Self, &mut String)) {
        let mut text = std::mem::take(&mut self.scratch);
        text.clear();
        f(self, &mut text);
        self.line(&text);
        self.scratch = text;
    }

    /// Writes a line at column 0 (preprocessor lines).
    pub fn raw_line(&mut self, text: &str) {
        self.push_str(text);
        self.push_str("\n");
    }

    /// Writes `head {` and indents.
    pub fn open(&mut self, head: &str) {
        self.indent();
        if !head.is_empty() {
            self.push_str(head);
            self.out.push(' ');
        }
        self.out.push('{');
        self.push_str("\n");
        self.level = self.level.next();
    }

    /// Dedents and writes `}` followed by `tail`.
    pub fn close(&mut self, tail: &str) {
        self.level = self.level.prev();
        self.indent();
        self.out.push('}');
        self.push_str(tail);
        self.push_str("\n");
    }

    /// The current indentation, at the start of a line, and the attributes of the statement
    /// that starts there.
    fn indent(&mut self) {
        for _ in 0..self.level.0 {
            self.out.push_str("  ");
        }
        if let Some(attrs) = self.pending_attrs.take() {
            self.out.push_str(&attrs);
            self.out.push(' ');
        }
    }

    /// Records an error at `span`.
    pub fn error(&mut self, code: Code, message: impl Into<String>, span: Span) {
        self.diagnostics.push(Diagnostic::error(code, message, span));
    }

    /// Re-emits comments and the `#line` directive due before a statement or item at `span`;
    /// `range` is the enclosing block's span (`None` at the top level).
    pub fn source_before(&mut self, span: Span, range: Option<Span>) {
        if self.in_lambda > 0 {
            return;
        }
        let text = self.source.before(self.options.source_db, span, range, self.level.0 as usize);
        self.out.push_str(&text);
    }

    /// Enters one level of expression, type or loop nesting; `false` (with a diagnostic)
    /// when the IR nests deeper than any parsed program can, which only a handle cycle does.
    pub fn enter(&mut self) -> bool {
        if self.nesting >= MAX_NESTING {
            if !self.nesting_reported {
                self.nesting_reported = true;
                malformed(self, "nesting (a cycle of handles)");
            }
            return false;
        }
        self.nesting += 1;
        true
    }

    /// Whether a nesting overflow was already reported.
    pub fn nesting_exceeded(&self) -> bool {
        self.nesting_reported
    }

    /// Leaves a level entered with [`Writer::enter`].
    pub fn leave(&mut self) {
        self.nesting = self.nesting.saturating_sub(1);
    }

    /// Re-emits `#line` if lines printed by a hook (a pragma) moved the next line away from
    /// the source line of `span`.
    pub fn sync_line(&mut self, span: Span) {
        if self.in_lambda > 0 {
            return;
        }
        let text = self.source.sync(self.options.source_db, span);
        self.out.push_str(&text);
    }

    /// Marks the comments inside a printed statement as consumed.
    pub fn source_after(&mut self, span: Span) {
        if self.in_lambda > 0 {
            return;
        }
        self.source.after(self.options.source_db, span);
    }

    /// Re-emits the comments left at the end of a block.
    pub fn source_trailing(&mut self, range: Option<Span>) {
        if self.in_lambda > 0 {
            return;
        }
        let text = self.source.trailing(self.options.source_db, range, self.level.0 as usize);
        self.out.push_str(&text);
    }

    /// The statements of a lambda body as text, one level deeper than the statement being
    /// printed, each line indented and ended, for the expression printer to embed between
    /// braces. Comments inside are dropped like those inside any expression.
    pub fn lambda_body(&mut self, cx: &Cx<'_>, body: &Block) -> String {
        let outer = std::mem::take(&mut self.out);
        let level = self.level;
        self.level = level.next();
        self.in_lambda += 1;
        write_block_stmts(self, cx, body, None);
        self.in_lambda -= 1;
        self.level = level;
        std::mem::replace(&mut self.out, outer)
    }

    /// The current indentation as text.
    pub fn indentation(&self) -> String {
        "  ".repeat(self.level.0 as usize)
    }

    /// Prints an expression with at least precedence `min` (parenthesised otherwise).
    pub fn expr(&mut self, cx: &Cx<'_>, id: ExprId, min: u8) -> String {
        expr::expr_at(self, cx, id, min)
    }

    /// Prints a full expression (top of a statement or inside parentheses).
    pub fn full_expr(&mut self, cx: &Cx<'_>, id: ExprId) -> String {
        expr::expr_at(self, cx, id, expr::prec::COMMA)
    }

    /// Prints a declaration `T name` (or an abstract type when `name` is empty).
    pub fn decl(&mut self, cx: &Cx<'_>, ty: oklc_ir::TyId, name: &str) -> String {
        let mut out = String::new();
        self.decl_into(cx, ty, name, &mut out);
        out
    }

    /// [`Writer::decl`], appended to `out`.
    pub fn decl_into(&mut self, cx: &Cx<'_>, ty: oklc_ir::TyId, name: &str, out: &mut String) {
        // Most declarations name a plain type: print it in place, without the declarator's
        // intermediate strings (a typedef'd pointer with a space the backend spells is printed
        // through its definition, by the declarator).
        let spelled_space =
            get(&cx.store.types, ty).is_some_and(|t| self.dialect.address_space(t.space).is_some());
        if !spelled_space && types::push_plain(self, cx, ty, out) {
            if !name.is_empty() {
                out.push(' ');
                out.push_str(name);
            }
            return;
        }
        // Room for the pointer prefixes and array suffixes the declarator adds to the name.
        let mut inner = String::with_capacity(name.len() + 24);
        inner.push_str(name);
        let (spec, declarator) = types::declarator(self, cx, ty, inner);
        push_decl(out, &spec, &declarator);
    }

    /// The printable name of a local.
    pub fn local_name(&self, cx: &Cx<'_>, id: LocalId) -> String {
        local_name_of(cx, id).to_string()
    }
}

/// The printable name of a local, borrowed from the function or its [`Namer`].
pub fn local_name_of<'c>(cx: &Cx<'c>, id: LocalId) -> &'c str {
    if let Some(name) = cx.names.and_then(|n| n.get(id)) {
        return name;
    }
    match cx.func.and_then(|f| get(&f.locals, id)) {
        Some(local) => &local.name,
        None => "_occa_invalid",
    }
}

/// What a declaration of `id` names: the local's name, or `[a, b]` for the hidden object of a
/// structured binding (the names of its binding locals).
pub fn declared_name<'c>(cx: &Cx<'c>, id: LocalId) -> std::borrow::Cow<'c, str> {
    match cx.func.and_then(|f| get(&f.locals, id)).and_then(|l| l.bindings.as_deref()) {
        Some(bound) => {
            let names: Vec<&str> = bound.iter().map(|b| local_name_of(cx, *b)).collect();
            format!("[{}]", names.join(", ")).into()
        }
        None => local_name_of(cx, id).into(),
    }
}

/// `spec declarator` with a single space (none before an abstract array declarator `[3]`).
pub fn join_decl(spec: &str, declarator: &str) -> String {
    let mut out = String::with_capacity(spec.len() + declarator.len() + 1);
    push_decl(&mut out, spec, declarator);
    out
}

/// [`join_decl`], appended to `out`.
fn push_decl(out: &mut String, spec: &str, declarator: &str) {
    out.push_str(spec);
    if !(declarator.is_empty() || declarator.starts_with('[')) {
        out.push(' ');
    }
    out.push_str(declarator);
}

/// Writes the namespace-scope pointer `g` whose own storage is in address space `space`: the
/// space after its `*` (`__constant const char *__constant name`), where a space in front
/// would be the space of what it points to.
pub fn write_program_scope_pointer(w: &mut Writer<'_>, g: &oklc_ir::Global, space: &str) {
    let cx = Cx::module(w.module);
    let mut text = storage_prefix(&g.class);
    text.push_str(&w.decl(&cx, g.ty, &format!("{space} {}", g.name)));
    text.push_str(&write_init(w, &cx, g.init.as_ref()));
    text.push(';');
    w.line(&text);
}

pub fn storage_prefix(class: &StorageClass) -> String {
    let mut s = String::new();
    // `register` is dropped: it has no meaning and C++17 removed it.
    for (on, word) in [
        (class.is_extern, "extern "),
        (class.is_static, "static "),
        (class.is_thread_local, "thread_local "),
        (class.is_constexpr, "constexpr "),
    ] {
        if on {
            s.push_str(word);
        }
    }
    s
}

fn function_prefix(specs: &FunctionSpecs) -> String {
    let mut s = String::new();
    for (on, word) in [
        (specs.is_extern, "extern "),
        (specs.is_static, "static "),
        (specs.is_inline, "inline "),
        (specs.is_constexpr, "constexpr "),
    ] {
        if on {
            s.push_str(word);
        }
    }
    s
}

// ---------------------------------------------------------------------------------------------
// Module and items

/// Prints the whole module: prelude, then every item in source order, a blank line between
/// items (consecutive preprocessor lines stay together), then the comments left at the end.
pub fn super_write_module(w: &mut Writer<'_>) {
    super_write_items(w, 0..w.module.items.len());
    super_write_end(w);
}

/// Prints the items `range` of the module, after the prelude if nothing was printed yet; a
/// streamed file calls it once per batch of new items.
pub fn super_write_items(w: &mut Writer<'_>, range: std::ops::Range<usize>) {
    let d = w.dialect;
    if !w.prelude_done {
        w.prelude_done = true;
        d.prelude(w);
    }
    let module = w.module;
    for item in module.items.get(range).unwrap_or_default() {
        if skip_item(module, item) {
            continue;
        }
        let is_directive = matches!(item, Item::Directive(_));
        match w.prev_directive {
            Some(prev) if !(prev && is_directive) => w.push_str("\n"),
            _ => {}
        }
        w.prev_directive = Some(is_directive);
        if let Some(span) = item_span(module, item) {
            w.source_before(span, None);
        }
        d.write_item(w, item);
        if let Some(span) = item_span(module, item) {
            w.source_after(span);
        }
    }
}

/// Ends the file: the prelude if no item came, then the comments after the last item.
pub fn super_write_end(w: &mut Writer<'_>) {
    if !w.prelude_done {
        w.prelude_done = true;
        let d = w.dialect;
        d.prelude(w);
    }
    w.source_trailing(None);
}

/// An anonymous struct or enum that a typedef prints inline is not printed on its own.
fn skip_item(module: &Module, item: &Item) -> bool {
    let target = match item {
        Item::Struct(id) if get(&module.structs, *id).is_some_and(|d| d.name.is_none()) => {
            oklc_ir::NamedRef::Struct(*id)
        }
        Item::Enum(id) if get(&module.enums, *id).is_some_and(|d| d.name.is_none()) => {
            oklc_ir::NamedRef::Enum(*id)
        }
        _ => return false,
    };
    module.typedefs.values().any(|td| {
        matches!(
            get(&module.store.types, td.ty).map(|t| &t.kind),
            Some(TyKind::Named { refers, .. }) if *refers == target
        )
    })
}

/// The anonymous struct or enum that `ty` names, if any (printed where it is used).
fn anonymous_definition(module: &Module, ty: oklc_ir::TyId) -> Option<oklc_ir::NamedRef> {
    match &get(&module.store.types, ty)?.kind {
        TyKind::Named { refers: r @ oklc_ir::NamedRef::Struct(s), .. }
            if get(&module.structs, *s).is_some_and(|d| d.name.is_none()) =>
        {
            Some(*r)
        }
        TyKind::Named { refers: r @ oklc_ir::NamedRef::Enum(e), .. }
            if get(&module.enums, *e).is_some_and(|d| d.name.is_none()) =>
        {
            Some(*r)
        }
        _ => None,
    }
}

fn item_span(module: &Module, item: &Item) -> Option<Span> {
    match item {
        Item::Function(id) => get(&module.functions, *id).map(|f| f.span),
        Item::Global(id) => get(&module.globals, *id).map(|g| g.span),
        Item::Struct(id) => get(&module.structs, *id).map(|s| s.span),
        Item::Enum(id) => get(&module.enums, *id).map(|e| e.span),
        Item::Typedef(id) => get(&module.typedefs, *id).map(|t| t.span),
        Item::Directive(_) | Item::Verbatim(_) => None,
    }
}

/// Prints one top-level item.
pub fn super_write_item(w: &mut Writer<'_>, item: &Item) {
    let module = w.module;
    match item {
        Item::Function(id) => match get(&module.functions, *id) {
            Some(f) => {
                let d = w.dialect;
                d.write_function(w, *id, f)
            }
            None => malformed(w, "function"),
        },
        Item::Global(id) => {
            let Some(g) = get(&module.globals, *id) else { return malformed(w, "global") };
            let cx = Cx::module(module);
            let mut text = storage_prefix(&g.class);
            if let Some(q) = w.dialect.global_qualifier(module, g) {
                text.push_str(q);
                text.push(' ');
            }
            // `enum { A } x;`, `struct { int a; } s;`: an anonymous type is defined in place.
            if let Some(def) = anonymous_definition(module, g.ty) {
                let init = write_init(w, &cx, g.init.as_ref());
                match def {
                    oklc_ir::NamedRef::Struct(s) => {
                        let head = format!("{text}{}", struct_head(&module.structs[s]));
                        write_struct_body(w, &module.structs[s], &head);
                    }
                    _ => {
                        let oklc_ir::NamedRef::Enum(e) = def else { return };
                        write_enum(w, &module.enums[e], &text, None);
                    }
                }
                w.close(&format!(" {}{init};", g.name));
                return;
            }
            text.push_str(&w.decl(&cx, g.ty, &g.name));
            text.push_str(&write_init(w, &cx, g.init.as_ref()));
            text.push(';');
            w.line(&text);
        }
        Item::Struct(id) => {
            let Some(def) = get(&module.structs, *id) else { return malformed(w, "struct") };
            let head = struct_head(def);
            if let Some(t) = &def.template_header {
                w.line(t);
            }
            if def.is_forward {
                w.line(&format!("{head};"));
            } else {
                write_struct_body(w, def, &head);
                w.close(";");
            }
        }
        Item::Enum(id) => {
            let Some(def) = get(&module.enums, *id) else { return malformed(w, "enum") };
            write_enum(w, def, "", None);
            w.close(";");
        }
        Item::Typedef(id) => {
            let Some(td) = get(&module.typedefs, *id) else { return malformed(w, "typedef") };
            write_typedef(w, td);
        }
        Item::Directive(text) => {
            if let Some(text) = w.dialect.directive(text) {
                w.raw_line(&text);
            }
        }
        Item::Verbatim(text) => write_verbatim(w, text),
    }
}

fn malformed(w: &mut Writer<'_>, what: &str) {
    w.error(
        oklc_diag::codes::codegen::MALFORMED_IR,
        format!("invalid {what} handle in the IR"),
        Span::default(),
    );
}

fn struct_head(def: &StructDef) -> String {
    struct_head_named(def, def.name.as_deref())
}

/// [`struct_head`] with the tag `name`.
fn struct_head_named(def: &StructDef, name: Option<&str>) -> String {
    let tag = match def.tag {
        StructTag::Struct => "struct",
        StructTag::Class => "class",
        StructTag::Union => "union",
    };
    let bases = def.bases.as_deref().unwrap_or("");
    match name {
        Some(name) => format!("{tag} {name}{bases}"),
        None => format!("{tag}{bases}"),
    }
}

/// Writes `head {` and the members, leaving the brace open (the caller closes it).
fn write_struct_body(w: &mut Writer<'_>, def: &StructDef, head: &str) {
    let cx = Cx::module(w.module);
    w.open(head);
    // A record with members oklc does not model keeps all of its members, in order, as text.
    let fields: &[oklc_ir::Field] = if def.verbatim_members.is_empty() { &def.fields } else { &[] };
    for field in fields {
        let mut text = w.decl(&cx, field.ty, &field.name);
        if let Some(bits) = field.bit_width {
            text.push_str(" : ");
            text.push_str(&w.expr(&cx, bits, expr::prec::COND));
        }
        if let Some(default) = field.default.filter(|_| w.dialect.member_initializers()) {
            text.push_str(" = ");
            text.push_str(&w.expr(&cx, default, expr::prec::ASSIGN));
        }
        text.push(';');
        w.line(&text);
    }
    for member in &def.verbatim_members {
        if let Some(texts) = w.dialect.verbatim_member(w, def, member) {
            for line in texts.iter().flat_map(|t| t.lines()) {
                w.line(line.trim_end());
            }
            continue;
        }
        match spaced_field(w, &cx, def, member) {
            Some(text) => w.line(&text),
            None => write_verbatim(w, member),
        }
    }
}

/// The declaration of a pointer field declared alone in text passed through (`const float
/// *data;`) to which the `addrspace` pass gave a space the dialect spells, printed from the IR,
/// which carries the space; `None` for any other member.
fn spaced_field(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    def: &StructDef,
    member: &oklc_ir::Verbatim,
) -> Option<String> {
    let text = member.text.trim();
    let decl = text.strip_suffix(';')?.trim_end();
    if !member.functions.is_empty()
        || decl.contains(['(', ',', '{', '=', '<', ':'])
        || decl.starts_with("static ")
        || decl.starts_with("typedef ")
    {
        return None;
    }
    let field = def.fields.iter().find(|f| {
        decl.strip_suffix(f.name.as_str())
            .is_some_and(|head| !head.ends_with(|c: char| c.is_alphanumeric() || c == '_'))
    })?;
    let space = w.module.store.space_of(field.ty);
    if space.is_generic() || w.dialect.address_space(space).is_none() {
        return None;
    }
    Some(format!("{};", w.decl(cx, field.ty, &field.name)))
}

/// Text passed through, its functions qualified as the dialect asks.
fn write_verbatim(w: &mut Writer<'_>, text: &oklc_ir::Verbatim) {
    let dialect = w.dialect;
    let text = text.qualified(|kind| dialect.verbatim_function_qualifier(kind));
    for line in text.lines() {
        w.line(line.trim_end());
    }
}

/// Writes `prefix enum [class] Name [: T] {` and the enumerators, leaving the brace open;
/// `tag` names an anonymous enum.
pub(crate) fn write_enum(
    w: &mut Writer<'_>,
    def: &oklc_ir::EnumDef,
    prefix: &str,
    tag: Option<&str>,
) {
    let cx = Cx::module(w.module);
    let mut head = format!("{prefix}enum");
    if def.scoped {
        head.push_str(" class");
    }
    if let Some(name) = def.name.as_deref().or(tag) {
        head.push(' ');
        head.push_str(name);
    }
    if let Some(t) = def.underlying {
        head.push_str(" : ");
        head.push_str(&w.decl(&cx, t, ""));
    }
    w.open(&head);
    let n = def.enumerators.len();
    for (i, (name, value)) in def.enumerators.iter().enumerate() {
        let mut text = name.to_string();
        if let Some(v) = value {
            text.push_str(" = ");
            text.push_str(&w.expr(&cx, *v, expr::prec::COND));
        }
        if i + 1 < n {
            text.push(',');
        }
        w.line(&text);
    }
}

fn write_typedef(w: &mut Writer<'_>, td: &oklc_ir::Typedef) {
    let module = w.module;
    let cx = Cx::module(module);
    // A typedef of an anonymous struct or enum prints the definition inline.
    if let Some(ty) = get(&module.store.types, td.ty)
        && let TyKind::Named { refers, .. } = &ty.kind
    {
        match refers {
            oklc_ir::NamedRef::Struct(s) => {
                if let Some(def) = get(&module.structs, *s).filter(|d| d.name.is_none()) {
                    let tag = w.dialect.tags_typedef_records().then_some(td.name.as_str());
                    let head = format!("typedef {}", struct_head_named(def, tag));
                    write_struct_body(w, def, &head);
                    w.close(&format!(" {};", td.name));
                    return;
                }
            }
            oklc_ir::NamedRef::Enum(e) => {
                if let Some(def) = get(&module.enums, *e).filter(|d| d.name.is_none()) {
                    let tag = w.dialect.tags_typedef_records().then_some(td.name.as_str());
                    write_enum(w, def, "typedef ", tag);
                    w.close(&format!(" {};", td.name));
                    return;
                }
            }
            _ => {}
        }
    }
    if td.is_using {
        let ty = w.decl(&cx, td.ty, "");
        w.line(&format!("using {} = {ty};", td.name));
    } else {
        let decl = w.decl(&cx, td.ty, &td.name);
        w.line(&format!("typedef {decl};"));
    }
}

/// ` = init`, `(a, b)` or `{a, b}`, or nothing.
pub fn write_init(w: &mut Writer<'_>, cx: &Cx<'_>, init: Option<&Init>) -> String {
    let mut out = String::new();
    push_init(w, cx, init, &mut out);
    out
}

/// [`write_init`] appending to `out`.
fn push_init(w: &mut Writer<'_>, cx: &Cx<'_>, init: Option<&Init>, out: &mut String) {
    match init {
        None => {}
        Some(Init::Assign(e)) => {
            out.push_str(" = ");
            expr::write_expr_at(w, cx, *e, expr::prec::ASSIGN, out);
        }
        Some(Init::Direct(args)) => {
            out.push('(');
            expr::write_arg_list(w, cx, args, out);
            out.push(')');
        }
        Some(Init::Brace(args)) => {
            out.push('{');
            expr::write_arg_list(w, cx, args, out);
            out.push('}');
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Functions

/// Prints a helper function or a kernel.
pub fn super_write_function(w: &mut Writer<'_>, id: FunctionId, f: &Function) {
    w.current_function = Some(id);
    let names = Namer::for_function(f, w.dialect.keywords());
    let cx = Cx { store: &f.store, func: Some(f), names: Some(&names) };
    let d = w.dialect;
    let signature = if f.is_kernel() {
        d.kernel_signature(w, &cx, f)
    } else {
        if let Some(t) = &f.template_header {
            w.line(t);
        }
        helper_signature(w, &cx, f)
    };
    match &f.body {
        None => w.line(&format!("{signature};")),
        Some(body) => {
            w.open(&signature);
            let range = Some(f.span);
            d.function_body_start(w, &cx, f);
            write_block_stmts(w, &cx, body, range);
            d.function_body_end(w, &cx, f);
            w.close("");
        }
    }
    w.current_function = None;
}

/// The parameter list of `f` printed with `param` for each parameter.
pub fn param_list(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    f: &Function,
    mut param: impl FnMut(&mut Writer<'_>, &Cx<'_>, LocalId) -> String,
) -> Vec<String> {
    f.params.iter().map(|&p| param(w, cx, p)).collect()
}

fn helper_signature(w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) -> String {
    let mut params = param_list(w, cx, f, |w, cx, p| match get(&f.locals, p) {
        Some(local) => {
            let name = w.local_name(cx, p);
            let mut text = w.decl(cx, local.ty, &name);
            // A default argument (`int cap = 3`): callers may leave the argument out.
            push_init(w, cx, local.init.as_ref(), &mut text);
            text
        }
        None => "int".to_string(),
    });
    if f.variadic {
        params.push("...".to_string());
    }
    let mut prefix = function_prefix(&f.specs);
    if let Some(q) = w.dialect.helper_qualifier(f) {
        prefix = format!("{q} {prefix}");
    }
    let inner = format!("{}({})", f.name, params.join(", "));
    if f.specs.trailing_return {
        // `-> decltype(a * b)` names the parameters: it must follow them.
        let (spec, declarator) = types::declarator(w, cx, f.ret, String::new());
        return format!("{prefix}auto {inner} -> {}", join_decl(&spec, &declarator));
    }
    let (spec, declarator) = types::declarator(w, cx, f.ret, inner);
    format!("{prefix}{}", join_decl(&spec, &declarator))
}

/// One kernel parameter as the host convention prints it: every parameter that is neither a
/// pointer, an array nor a reference is passed by reference (`const int &n`) when
/// [`Dialect::kernel_params_by_reference`] says so.
pub fn super_kernel_param(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    f: &Function,
    index: usize,
    id: LocalId,
) -> String {
    let _ = index;
    let Some(local) = get(&f.locals, id) else {
        malformed(w, "local");
        return "int".to_string();
    };
    let name = local_name_of(cx, id);
    let passes_address = types::is_indirect(w.module, cx.store, local.ty);
    if w.dialect.kernel_params_by_reference() && !passes_address {
        w.decl(cx, local.ty, &format!("&{name}"))
    } else {
        w.decl(cx, local.ty, name)
    }
}

/// The kernel signature: qualifiers, `void`, the printed name and the parameters (each
/// through [`Dialect::kernel_param`], with [`Dialect::kernel_extra_params`] around them).
pub fn super_kernel_signature(w: &mut Writer<'_>, cx: &Cx<'_>, f: &Function) -> String {
    let d = w.dialect;
    let (front, back) = d.kernel_extra_params(f);
    let mut params = front;
    for (index, &p) in f.params.iter().enumerate() {
        params.push(d.kernel_param(w, cx, f, index, p));
    }
    // A device kernel also takes the host values its code reads, after the kernel's own.
    let split = d.simt().and_then(|s| s.index()).and_then(|i| f.device_kernels.get(i));
    for (k, &v) in split.map_or(&[][..], |k| &k.host_values[..]).iter().enumerate() {
        params.push(d.kernel_param(w, cx, f, f.params.len() + k, v));
    }
    params.extend(back);
    let qualifiers = d.kernel_qualifiers(w, f);
    let name = d.kernel_name(f, d.simt().and_then(|s| s.index()));
    let mut text = String::new();
    if !qualifiers.is_empty() {
        text.push_str(&qualifiers);
        text.push(' ');
    }
    text.push_str(&format!("void {name}({})", params.join(", ")));
    text
}

// ---------------------------------------------------------------------------------------------
// Blocks and statements

/// Prints the statements of a block at the current level, with comments and `#line`s.
pub fn write_block_stmts(w: &mut Writer<'_>, cx: &Cx<'_>, block: &Block, range: Option<Span>) {
    write_stmts(w, cx, block, range, false)
}

/// Statements of a block; in a `switch` body the statements after a `case` label are
/// indented one level deeper than the label.
fn write_stmts(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    block: &Block,
    range: Option<Span>,
    switch_body: bool,
) {
    let d = w.dialect;
    let mut after_label = false;
    let base = w.level;
    let mut stmts = block.iter().peekable();
    while let Some((stmt, span)) = stmts.next() {
        // `#pragma unroll` in front of an OKL loop that prints as a block has no loop to
        // apply to (and is an error there).
        if let (Stmt::Directive(_), Some((Stmt::Loop(next), _))) = (stmt, stmts.peek())
            && let Some(lp) = cx.func.and_then(|f| get(&f.loops, *next))
            && d.loop_prints_as_block(w, lp)
        {
            continue;
        }
        if switch_body {
            let is_label = is_switch_label(stmt);
            w.level = if is_label { base } else { base.next() };
        }
        w.source_before(span, range);
        if let Stmt::Barrier { kind, .. } = stmt
            && d.barrier(*kind).is_none()
        {
            // Host barriers print nothing; a label still needs a statement to label.
            if after_label {
                w.line(";");
            }
            w.source_after(span);
            continue;
        }
        d.write_stmt(w, cx, stmt, span);
        w.source_after(span);
        after_label = is_switch_label(stmt)
            || matches!(stmt, Stmt::Label(_))
            || matches!(stmt, Stmt::Attributed(a) if matches!(a.body.stmts.as_slice(), [Stmt::Label(_)]));
    }
    if after_label {
        w.line(";");
    }
    w.level = base;
    w.source_trailing(range);
}

/// Prints `head {`, the block, and `}tail`.
pub fn write_braced(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    head: &str,
    block: &Block,
    range: Span,
    tail: &str,
) {
    w.open(head);
    write_block_stmts(w, cx, block, Some(range));
    w.close(tail);
}

/// Appends a declaration statement without the trailing `;` to `text`.
pub fn local_decl(w: &mut Writer<'_>, cx: &Cx<'_>, id: LocalId, text: &mut String) {
    let Some(local) = cx.func.and_then(|f| get(&f.locals, id)) else {
        malformed(w, "local");
        text.push_str("int _occa_invalid");
        return;
    };
    if w.dialect.standard_attributes() {
        for attr in &local.attrs {
            text.push_str(attr);
            text.push(' ');
        }
    }
    text.push_str(&storage_prefix(&local.class));
    if local.storage == OklStorage::Shared
        && let Some(q) = w.dialect.shared_qualifier()
    {
        text.push_str(q);
        text.push(' ');
    }
    if local.global_ptr
        && let Some(q) = w.dialect.global_ptr_qualifier()
    {
        text.push_str(q);
        text.push(' ');
    }
    let name = declared_name(cx, id);
    w.decl_into(cx, local.ty, &name, text);
    push_init(w, cx, local.init.as_ref(), text);
}

/// Prints one statement (complete lines).
pub fn super_write_stmt(w: &mut Writer<'_>, cx: &Cx<'_>, stmt: &Stmt, span: Span) {
    let d = w.dialect;
    match stmt {
        Stmt::Block(b) => write_braced(w, cx, "", b, span, ""),
        Stmt::Decl(id) => w.line_with(|w, text| {
            local_decl(w, cx, *id, text);
            text.push(';');
        }),
        Stmt::Expr(e) => w.line_with(|w, text| {
            expr::write_expr_at(w, cx, *e, expr::prec::COMMA, text);
            text.push(';');
        }),
        Stmt::If { constexpr, cond, then, els } => {
            let mut head = condition(w, cx, *cond);
            head.insert_str(0, if *constexpr { "if constexpr (" } else { "if (" });
            head.push(')');
            let mut then = then;
            let mut els = els.as_ref();
            loop {
                match els {
                    None => {
                        write_braced(w, cx, &head, then, span, "");
                        break;
                    }
                    Some(e) => {
                        w.open(&head);
                        write_block_stmts(w, cx, then, Some(span));
                        w.level = w.level.prev();
                        // `else if` chains print flat.
                        if let [Stmt::If { constexpr, cond, then: t2, els: e2 }] =
                            e.stmts.as_slice()
                        {
                            let kw = if *constexpr { "if constexpr" } else { "if" };
                            head = format!("}} else {kw} ({})", condition(w, cx, *cond));
                            then = t2;
                            els = e2.as_ref();
                        } else {
                            w.open("} else");
                            write_block_stmts(w, cx, e, Some(span));
                            w.close("");
                            break;
                        }
                    }
                }
            }
        }
        Stmt::For { init, cond, step, body } => write_for(w, cx, init, *cond, *step, body, span),
        Stmt::RangeFor { var, range, body } => {
            let Some(local) = cx.func.and_then(|f| get(&f.locals, *var)) else {
                return malformed(w, "local");
            };
            let name = declared_name(cx, *var);
            let decl = w.decl(cx, local.ty, &name);
            let range_text = w.expr(cx, *range, expr::prec::ASSIGN);
            write_braced(w, cx, &format!("for ({decl} : {range_text})"), body, span, "");
        }
        Stmt::Loop(id) => match cx.func.and_then(|f| get(&f.loops, *id)) {
            Some(lp) => {
                if w.enter() {
                    d.write_loop(w, cx, *id, lp, span);
                    w.leave();
                }
            }
            None => malformed(w, "loop"),
        },
        Stmt::While { cond, body } => {
            let head = format!("while ({})", condition(w, cx, *cond));
            write_braced(w, cx, &head, body, span, "");
        }
        Stmt::DoWhile { body, cond } => {
            let tail = format!(" while ({});", condition(w, cx, *cond));
            write_braced(w, cx, "do", body, span, &tail);
        }
        Stmt::Switch { cond, body } => {
            let head = format!("switch ({})", condition(w, cx, *cond));
            w.open(&head);
            write_stmts(w, cx, body, Some(span), true);
            w.close("");
        }
        Stmt::Case(e) => {
            let text = w.expr(cx, *e, expr::prec::COND);
            w.line(&format!("case {text}:"));
        }
        Stmt::Default => w.line("default:"),
        Stmt::Label(name) => {
            w.level = w.level.prev();
            w.line(&format!("{name}:"));
            w.level = w.level.next();
        }
        Stmt::Goto(name) => w.line(&format!("goto {name};")),
        Stmt::Break => w.line("break;"),
        Stmt::Continue => w.line("continue;"),
        Stmt::Return(None) => w.line("return;"),
        Stmt::Return(Some(e)) => {
            let text = w.full_expr(cx, *e);
            w.line(&format!("return {text};"));
        }
        Stmt::Barrier { kind, .. } => {
            if let Some(text) = d.barrier(*kind) {
                // A spelling of several lines (OpenCL's `#if` on sub-groups) is indented whole.
                for line in text.lines() {
                    w.line(line);
                }
            }
        }
        Stmt::Atomic(block) => d.write_atomic(w, cx, block, span),
        Stmt::Directive(text) => {
            if let Some(text) = d.directive(text) {
                w.line(&text);
            }
        }
        Stmt::Empty => w.line(";"),
        Stmt::AttrEmpty(attrs) => w.line(&format!("{attrs};")),
        Stmt::Attributed(a) => write_attributed(w, cx, a, span),
        Stmt::TypeDecl(text) => {
            for line in text.lines() {
                w.line(line.trim_end());
            }
        }
    }
}

/// `[[likely]] x = 1;`: the attributes go in front of the statement's first line. A statement
/// that a backend may print with a preprocessor line first (an `@atomic` under OpenMP), or
/// several statements (a pass expanded the one written), go into braces after the attributes:
/// an attributed block is the same path of execution.
fn write_attributed(w: &mut Writer<'_>, cx: &Cx<'_>, a: &oklc_ir::Attributed, span: Span) {
    let inline = match a.body.stmts.as_slice() {
        [s] => !matches!(
            s,
            Stmt::Atomic(_)
                | Stmt::Directive(_)
                | Stmt::Barrier { .. }
                | Stmt::Loop(_)
                | Stmt::Decl(_)
                | Stmt::AttrEmpty(_)
                | Stmt::Attributed(_)
        ),
        _ => false,
    };
    if inline {
        let d = w.dialect;
        w.pending_attrs = Some(a.attrs.clone());
        for (stmt, span) in a.body.iter() {
            d.write_stmt(w, cx, stmt, span);
        }
        // Nothing was printed: the attributes still need their statement.
        if let Some(attrs) = w.pending_attrs.take() {
            w.line(&format!("{attrs};"));
        }
    } else {
        write_braced(w, cx, &a.attrs, &a.body, span, "");
    }
}

/// Whether `stmt` is a `case`/`default` label, attributed or not.
fn is_switch_label(stmt: &Stmt) -> bool {
    match stmt {
        Stmt::Case(_) | Stmt::Default => true,
        Stmt::Attributed(a) => matches!(a.body.stmts.as_slice(), [Stmt::Case(_) | Stmt::Default]),
        _ => false,
    }
}

/// A condition; an assignment used as a truth value keeps gcc's double parentheses.
fn condition(w: &mut Writer<'_>, cx: &Cx<'_>, e: ExprId) -> String {
    let mut text = w.full_expr(cx, e);
    if matches!(get(&cx.store.exprs, e), Some(Expr::Assign { .. })) {
        text.insert(0, '(');
        text.push(')');
    }
    text
}

fn write_for(
    w: &mut Writer<'_>,
    cx: &Cx<'_>,
    init: &Block,
    cond: Option<ExprId>,
    step: Option<ExprId>,
    body: &Block,
    span: Span,
) {
    let cond_text = cond.map(|c| condition(w, cx, c)).unwrap_or_default();
    let step_text = step.map(|s| w.full_expr(cx, s)).unwrap_or_default();
    let init_text = for_init(w, cx, init);
    match init_text {
        Some(init_text) => {
            let head = for_head(&init_text, &cond_text, &step_text);
            write_braced(w, cx, &head, body, span, "");
        }
        None => {
            // Declarations of different base types cannot share one init clause: print them
            // in a block around the loop, which scopes them the same way.
            w.open("");
            let d = w.dialect;
            for (stmt, s) in init.iter() {
                d.write_stmt(w, cx, stmt, s);
            }
            let head = for_head("", &cond_text, &step_text);
            write_braced(w, cx, &head, body, span, "");
            w.close("");
        }
    }
}

/// `for (init; cond; step)`, an empty clause closing up to its neighbour (`for (;; ++i)`).
/// Built in one buffer; the rewrite of the joined text runs only where it finds something
/// (most loops have all three clauses: no copy of the head, no search past the first pass).
fn for_head(init: &str, cond: &str, step: &str) -> String {
    let mut head = String::with_capacity(init.len() + cond.len() + step.len() + 10);
    for part in ["for (", init, "; ", cond, "; ", step, ")"] {
        head.push_str(part);
    }
    if head.contains("; ;") {
        head = head.replace("; ;", ";;");
    }
    if head.contains("; )") {
        head = head.replace("; )", ";)");
    }
    head
}

/// The init clause of a `for`, or `None` when it cannot be one clause.
fn for_init(w: &mut Writer<'_>, cx: &Cx<'_>, init: &Block) -> Option<String> {
    let stmts = &init.stmts;
    if stmts.is_empty() {
        return Some(String::new());
    }
    if stmts.iter().all(|s| matches!(s, Stmt::Expr(_))) {
        let parts: Vec<String> = stmts
            .iter()
            .filter_map(|s| match s {
                Stmt::Expr(e) => Some(w.expr(cx, *e, expr::prec::ASSIGN)),
                _ => None,
            })
            .collect();
        return Some(parts.join(", "));
    }
    let mut spec0: Option<String> = None;
    let mut parts = Vec::new();
    for stmt in stmts {
        let Stmt::Decl(id) = stmt else { return None };
        let local = cx.func.and_then(|f| get(&f.locals, *id))?;
        if local.bindings.is_some() {
            // A structured binding is a declaration of its own.
            if stmts.len() > 1 {
                return None;
            }
            let mut text = String::new();
            local_decl(w, cx, *id, &mut text);
            return Some(text);
        }
        let name = w.local_name(cx, *id);
        let (spec, declarator) = types::declarator(w, cx, local.ty, name);
        let spec = {
            let mut full = storage_prefix(&local.class);
            full.push_str(&spec);
            full
        };
        match &spec0 {
            None => spec0 = Some(spec),
            Some(s) if *s == spec => {}
            Some(_) => return None,
        }
        let init = write_init(w, cx, local.init.as_ref());
        let mut part = declarator;
        part.push_str(&init);
        parts.push(part);
    }
    Some(join_decl(&spec0.unwrap_or_default(), &parts.join(", ")))
}

/// Prints an OKL loop as a C `for`, calling [`Dialect::before_loop`] first.
pub fn super_write_loop(w: &mut Writer<'_>, cx: &Cx<'_>, id: LoopId, lp: &Loop, span: Span) {
    let d = w.dialect;
    if let LoopKind::Tile(_) = lp.kind {
        w.error(
            oklc_diag::codes::codegen::UNSUPPORTED_CONSTRUCT,
            "`@tile` loop reached the printer; it is printed as a plain loop",
            span,
        );
    }
    d.before_loop(w, cx, id, lp);
    w.sync_line(span);
    let head = loop_head(w, cx, lp);
    write_braced(w, cx, &head, &lp.body, span, "");
}

/// `for (T var = start; var CMP bound; ++var)` with the source's orientation restored, and
/// `&& guard` after the comparison when the loop has a guard condition.
pub fn loop_head(w: &mut Writer<'_>, cx: &Cx<'_>, lp: &Loop) -> String {
    let var = local_name_of(cx, lp.var);
    let mut head = String::with_capacity(64);
    head.push_str("for (");
    match cx.func.and_then(|f| get(&f.locals, lp.var)) {
        Some(local) if local.kind == LocalKind::LoopVar || local.kind == LocalKind::Synthetic => {
            w.decl_into(cx, local.ty, var, &mut head);
        }
        // An iterator declared elsewhere is only assigned.
        Some(_) => head.push_str(var),
        None => {
            malformed(w, "local");
            head.push_str(var);
        }
    }
    head.push_str(" = ");
    let r = &lp.range;
    expr::write_expr_at(w, cx, r.start, expr::prec::ASSIGN, &mut head);
    head.push_str("; ");
    if r.iter_on_right {
        expr::write_expr_at(w, cx, r.bound, expr::prec::SHIFT, &mut head);
        head.push(' ');
        head.push_str(r.cmp.flipped().spelling());
        head.push(' ');
        head.push_str(var);
    } else {
        head.push_str(var);
        head.push(' ');
        head.push_str(r.cmp.spelling());
        head.push(' ');
        expr::write_expr_at(w, cx, r.bound, expr::prec::SHIFT, &mut head);
    }
    if let Some(guard) = r.guard {
        head.push_str(" && ");
        expr::write_expr_at(w, cx, guard, expr::prec::BIT_OR, &mut head);
    }
    head.push_str("; ");
    match r.step {
        oklc_ir::Step::Inc { post: false } => {
            head.push_str("++");
            head.push_str(var);
        }
        oklc_ir::Step::Inc { post: true } => {
            head.push_str(var);
            head.push_str("++");
        }
        oklc_ir::Step::Dec { post: false } => {
            head.push_str("--");
            head.push_str(var);
        }
        oklc_ir::Step::Dec { post: true } => {
            head.push_str(var);
            head.push_str("--");
        }
        oklc_ir::Step::Add(s) | oklc_ir::Step::Sub(s) => {
            head.push_str(var);
            head.push_str(if matches!(r.step, oklc_ir::Step::Add(_)) { " += " } else { " -= " });
            expr::write_expr_at(w, cx, s, expr::prec::ASSIGN, &mut head);
        }
    }
    head.push(')');
    head
}
