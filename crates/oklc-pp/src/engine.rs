//! The preprocessor's state and its file reader: the include stack, conditional groups,
//! directives, include resolution and guards. Macro expansion lives in `expand.rs`.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use indexmap::{IndexMap, IndexSet};
use oklc_diag::{Diagnostic, codes::pp as codes};
use oklc_lex::{Sym, SymMap, TokFlags, TokKind, Token};
use oklc_span::{FileId, FileOrigin, SourceDb, Span};
use smol_str::SmolStr;

use crate::expand::{Ctx, ExpState};
use crate::macros::{Builtin, Macro, check_name, parse_define};
use crate::{FileLoader, MacroAction, PpOptions, PpOutput, eval, headers};

/// Deepest `#include` nesting.
pub(crate) const MAX_INCLUDE_DEPTH: usize = 200;
/// Most `#if` groups open at once in one file.
pub(crate) const MAX_CONDITIONAL_DEPTH: usize = 10_000;
/// Most output tokens of one translation unit.
pub(crate) const MAX_OUTPUT_TOKENS: usize = 20_000_000;

/// One open `#if` group.
#[derive(Clone, Debug)]
struct Cond {
    /// The directive name of the `#if`/`#ifdef`/`#ifndef`.
    span: Span,
    /// Whether the enclosing group is active.
    parent_active: bool,
    /// Whether some branch was already taken.
    taken: bool,
    active: bool,
    /// The `#else` of the group, once seen.
    else_at: Option<Span>,
}

/// Include-guard detection for one file: `#ifndef X` first, its `#endif` last.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Guard {
    Start,
    Open(Sym),
    Closed(Sym),
    No,
}

/// One file on the include stack.
pub(crate) struct FileState {
    pub(crate) id: FileId,
    /// Resolved path (empty for synthetic files).
    path: PathBuf,
    /// Reads the file a chunk at a time (ADR 0006).
    lexer: oklc_lex::Lexer,
    /// The current chunk's tokens and every lexer diagnostic of the file so far.
    lexed: oklc_lex::Lexed,
    /// Position in the chunk.
    pos: usize,
    conds: Vec<Cond>,
    /// Byte ranges whose lexer diagnostics are dropped (skipped groups, `#error` text).
    ignored: Vec<(u32, u32)>,
    guard: Guard,
    /// `<built-in>` or `<command line>`: its comments are not the user's.
    synthetic: bool,
    /// `#line`: presumed line = physical line + `line_delta`.
    pub(crate) line_delta: i64,
    pub(crate) presumed_name: Option<SmolStr>,
}

impl FileState {
    /// Tokens read from the lexer per chunk.
    const CHUNK: usize = 4096;

    /// The token at the read position, reading the next chunk when the current one is done;
    /// `None` at the end of the file.
    fn current(&mut self) -> Option<Token> {
        if self.pos >= self.lexed.tokens.len() {
            self.lexed.tokens.clear();
            self.pos = 0;
            self.lexer.fill(&mut self.lexed, Self::CHUNK);
        }
        self.lexed.tokens.get(self.pos).copied()
    }
}

pub(crate) struct Pp<'a> {
    pub(crate) db: &'a mut SourceDb,
    loader: &'a dyn FileLoader,
    opts: &'a PpOptions,
    pub(crate) macros: SymMap<Sym, Rc<Macro>>,
    /// A bit per symbol index, set for every name ever defined as a macro: most identifiers
    /// are not macros, and the bit rules that out without a hash lookup. `#undef` leaves the
    /// bit set (the lookup then finds nothing).
    macro_names: Vec<u64>,
    /// Definitions (`def_span`) whose stray backslashes were already reported.
    pub(crate) warned_strays: Vec<Span>,
    /// `@directive`, which [`Pp::next_expanded`] compares every attribute with.
    pub(crate) at_directive: Sym,
    /// How many active expansions of each macro are open (the C "disabled" state).
    pub(crate) disabled: SymMap<Sym, u32>,
    pub(crate) files: Vec<FileState>,
    /// Tokens the file reader returns before reading on (directive tokens, injected tokens).
    pub(crate) pending: VecDeque<Token>,
    pub(crate) out: PpOutput,
    pub(crate) counter: u64,
    once: IndexSet<PathBuf>,
    guards: IndexMap<PathBuf, Sym>,
    loaded: IndexMap<PathBuf, FileId>,
    /// Tokens produced by the current top-level expansion.
    pub(crate) budget: u64,
    /// Set when an expansion blew a limit: every expansion level unwinds.
    pub(crate) blown: bool,
    /// Set when the output limit was hit: preprocessing stops.
    pub(crate) stopped: bool,
    /// Nesting of argument pre-expansion.
    pub(crate) arg_depth: u32,
    /// Whether a function-like macro's arguments are being collected from the files.
    pub(crate) collecting_args: u32,
    /// Where the innermost argument list being collected began: how many files were open and
    /// how many conditionals they had open ([`Pp::args_floor`]).
    pub(crate) args_floor: (usize, usize),
    /// Emptied token buffers kept for reuse: expansion allocates one per context and argument.
    pub(crate) spare: Vec<Vec<Token>>,
    /// Emptied context stacks of isolated expansions, argument lists of invocations and the
    /// pre-expanded argument table of `substitute`, kept for reuse like [`Pp::spare`].
    pub(crate) spare_stacks: Vec<Vec<Ctx>>,
    pub(crate) spare_args: Vec<Vec<Vec<Token>>>,
    pub(crate) spare_expanded: Vec<Option<Vec<Token>>>,
    /// The name symbol of each `@name` symbol seen, by the latter's index (interning the name
    /// for every attribute token would cost more than the lookup it serves).
    pub(crate) attr_names: Vec<Option<Sym>>,
    /// The synthetic `<command line>` file: its `--include` lines resolve from the working
    /// folder, not from the root file's folder (gcc's `-include`).
    command_line: Option<FileId>,
}

/// An error that was already reported where it was found; the caller reports nothing more.
pub(crate) struct Reported;

fn tok_err(
    code: oklc_diag::Code,
    msg: impl Into<String>,
    span: Span,
    help: impl Into<String>,
) -> Diagnostic {
    Diagnostic::error(code, msg, span).with_help(help)
}

impl<'a> Pp<'a> {
    pub(crate) fn new(
        db: &'a mut SourceDb,
        loader: &'a dyn FileLoader,
        opts: &'a PpOptions,
    ) -> Pp<'a> {
        Pp {
            db,
            loader,
            opts,
            macros: SymMap::default(),
            macro_names: Vec::new(),
            warned_strays: Vec::new(),
            at_directive: Sym::intern("@directive"),
            disabled: SymMap::default(),
            files: Vec::new(),
            pending: VecDeque::new(),
            out: PpOutput::default(),
            counter: 0,
            once: IndexSet::new(),
            guards: IndexMap::new(),
            loaded: IndexMap::new(),
            budget: 0,
            blown: false,
            stopped: false,
            arg_depth: 0,
            collecting_args: 0,
            args_floor: (0, 0),
            spare: Vec::new(),
            spare_stacks: Vec::new(),
            spare_args: Vec::new(),
            spare_expanded: Vec::new(),
            attr_names: Vec::new(),
            command_line: None,
        }
    }

    pub(crate) fn error(&mut self, d: Diagnostic) {
        self.out.diagnostics.push(d);
    }

    /// Runs the whole translation unit.
    pub(crate) fn run(&mut self, root: FileId) {
        let root_path = PathBuf::from(&*self.db.get(root).name);
        self.push_file(root, root_path);
        let cmdline = self.command_line_file();
        let builtins = self.builtin_file();
        // The stack is read from the top: built-ins, then the command line, then the root.
        if let Some(c) = cmdline {
            self.push_file(c, PathBuf::new());
        }
        self.push_file(builtins, PathBuf::new());
        self.define_builtin_functions(builtins);
        let mut st = ExpState::main();
        // Macros usually expand to about as many tokens as they take, and C source averages more
        // than four bytes per token: one growth step at most. Capacity never written costs
        // address space, not memory.
        let root_bytes = self.db.get(root).text.len();
        self.out.tokens.reserve(root_bytes / 4 + root_bytes / 32);
        while let Some(tok) = self.next_expanded(&mut st) {
            if self.out.tokens.len() >= MAX_OUTPUT_TOKENS {
                let d = tok_err(
                    codes::OUTPUT_TOO_LARGE,
                    format!("preprocessed output exceeds {MAX_OUTPUT_TOKENS} tokens"),
                    tok.span,
                    "this is usually a macro that expands exponentially; preprocessing stopped",
                )
                .with_primary_message("the limit is reached here");
                self.error(d);
                self.stopped = true;
                break;
            }
            if tok.kind == TokKind::RParen {
                self.okl_attr_string();
            }
            if tok.kind != TokKind::Error {
                self.out.tokens.push(tok);
            }
        }
        self.unwind(&mut st);
        while !self.files.is_empty() {
            self.pop_file();
        }
    }

    /// The synthetic file holding the predefined macros (docs/preprocessor.md).
    fn builtin_file(&mut self) -> FileId {
        let mode = self.opts.okl_mode.to_uppercase();
        // As OCCA defines it: the first 16 characters of the kernel hash.
        let hash = self
            .opts
            .kernel_hash
            .as_deref()
            .map_or_else(|| "unknown".into(), |h| h.chars().take(16).collect::<String>());
        let mut text = String::new();
        for (name, value) in [
            ("__OKL__", "1".to_string()),
            ("__OCCA__", "1".into()),
            ("OCCA_MAJOR_VERSION", "2".into()),
            ("OCCA_MINOR_VERSION", "0".into()),
            ("OCCA_PATCH_VERSION", "0".into()),
            ("OCCA_VERSION", "20000".into()),
            ("OKL_VERSION", "20000".into()),
            ("OKL_MODE", format!("\"{}\"", escape_string(&mode))),
            ("OKL_KERNEL_HASH", format!("\"{}\"", escape_string(&hash))),
        ] {
            text.push_str(&format!("#define {name} {value}\n"));
        }
        if self.opts.using_gpu {
            text.push_str("#define OCCA_USING_GPU 1\n");
        }
        for (name, value) in [
            ("and", "&&"),
            ("and_eq", "&="),
            ("bitand", "&"),
            ("bitor", "|"),
            ("compl", "~"),
            ("not", "!"),
            ("not_eq", "!="),
            ("or", "||"),
            ("or_eq", "|="),
            ("xor", "^"),
            ("xor_eq", "^="),
        ] {
            text.push_str(&format!("#define {name} {value}\n"));
        }
        // Built-in macros implemented in code; these lines give them a definition span.
        text.push_str(
            "// __FILE__ __LINE__ __COUNTER__ __DATE__ __TIME__ __has_include OKL _Pragma\n",
        );
        self.db.add("<built-in>", text, FileOrigin::Synthetic)
    }

    fn define_builtin_functions(&mut self, file: FileId) {
        let text = self.db.get(file).text.clone();
        let line_start = text.rfind("// __FILE__").unwrap_or(0);
        for (name, b) in [
            ("__FILE__", Builtin::File),
            ("__LINE__", Builtin::Line),
            ("__COUNTER__", Builtin::Counter),
            ("__DATE__", Builtin::Date),
            ("__TIME__", Builtin::Time),
            ("__has_include", Builtin::HasInclude),
            ("OKL", Builtin::Okl),
            ("_Pragma", Builtin::Pragma),
        ] {
            let lo = text[line_start..].find(name).map_or(line_start, |i| line_start + i) as u32;
            let span = Span::new(file, lo, lo + name.len() as u32);
            self.insert_macro(Sym::intern(name), Rc::new(Macro::builtin(name, b, span)));
        }
    }

    /// The synthetic file holding `-D`/`-U` and `--include` as directives, or `None` without
    /// any.
    fn command_line_file(&mut self) -> Option<FileId> {
        if self.opts.macros.is_empty() && self.opts.forced_includes.is_empty() {
            return None;
        }
        let file = FileId(self.db.len() as u32);
        let mut text = String::new();
        for action in &self.opts.macros {
            let (name, line) = match action {
                MacroAction::Define { name, value } => {
                    let value = value.as_deref().unwrap_or("1").replace(['\n', '\r'], " ");
                    (name.as_str(), format!("#define {name} {value}\n"))
                }
                MacroAction::Undef { name } => (name.as_str(), format!("#undef {name}\n")),
            };
            let ident_end = name
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
                .unwrap_or(name.len());
            let valid = ident_end > 0
                && !name.starts_with(|c: char| c.is_ascii_digit())
                && (ident_end == name.len() || name[ident_end..].starts_with('('))
                && !name.contains(['\n', '\r']);
            if valid {
                text.push_str(&line);
            } else {
                let d = Diagnostic::error(
                    codes::INVALID_COMMAND_LINE_MACRO,
                    format!("invalid macro name `{name}` on the command line"),
                    Span::default(),
                )
                .with_help("write `-D NAME`, `-D NAME=VALUE`, `-D 'F(x)=VALUE'` or `-U NAME`");
                self.bad_option(&mut text, file, &format!("-D {name}"), d);
            }
        }
        for path in &self.opts.forced_includes {
            let name = path.to_string_lossy();
            if name.contains(['"', '\n', '\r']) || name.is_empty() {
                let d = Diagnostic::error(
                    codes::INVALID_INCLUDE,
                    format!("`--include` cannot name `{name}`"),
                    Span::default(),
                )
                .with_help("an `#include \"...\"` name cannot contain `\"` or a line break; rename the file");
                self.bad_option(&mut text, file, &format!("--include {name}"), d);
            } else {
                text.push_str(&format!("#include \"{name}\"\n"));
            }
        }
        let id = self.db.add("<command line>", text, FileOrigin::Synthetic);
        self.command_line = Some(id);
        Some(id)
    }

    /// Keeps a rejected command-line option in the `<command line>` file as a comment, so that
    /// its diagnostic `d` can point at it.
    fn bad_option(&mut self, text: &mut String, file: FileId, shown: &str, mut d: Diagnostic) {
        let lo = text.len() as u32;
        text.push_str(&format!("// {}\n", shown.replace(['\n', '\r'], " ")));
        d.primary.span = Span::new(file, lo, text.len() as u32 - 1);
        self.out.diagnostics.push(d);
    }

    fn push_file(&mut self, id: FileId, path: PathBuf) {
        let text = self.db.get(id).text.clone();
        self.files.push(FileState {
            id,
            path,
            lexer: oklc_lex::Lexer::new(id, text),
            lexed: oklc_lex::Lexed { tokens: Vec::new(), diagnostics: Vec::new() },
            pos: 0,
            conds: Vec::new(),
            ignored: Vec::new(),
            guard: Guard::Start,
            synthetic: self.db.get(id).origin == FileOrigin::Synthetic,
            line_delta: 0,
            presumed_name: None,
        });
    }

    fn pop_file(&mut self) {
        let Some(f) = self.files.pop() else { return };
        // After a limit stopped preprocessing the rest of the file was never read: its open
        // groups may well be closed there (10,001 nested `#if` gave 10,000 false errors).
        let stopped = self.stopped;
        for c in f.conds.iter().rev().filter(|_| !stopped) {
            self.out.diagnostics.push(
                Diagnostic::error(
                    codes::UNTERMINATED_CONDITIONAL,
                    "unterminated conditional directive",
                    c.span,
                )
                .with_primary_message("this group has no `#endif`")
                .with_help("add `#endif` before the end of the file"),
            );
        }
        // The ranges are disjoint and in file order, so a binary search finds the candidate.
        let ignored = f.ignored;
        self.out.diagnostics.extend(f.lexed.diagnostics.into_iter().filter(|d| {
            let s = d.primary.span;
            let i = ignored.partition_point(|&(lo, _)| lo <= s.lo);
            !(i > 0 && s.lo < ignored[i - 1].1)
        }));
        if let Guard::Closed(name) = f.guard
            && !f.path.as_os_str().is_empty()
        {
            self.guards.insert(f.path, name);
        }
    }

    fn active(&self) -> bool {
        self.files.last().and_then(|f| f.conds.last()).is_none_or(|c| c.active)
    }

    /// Marks that something other than the guard appeared at the top level of the file.
    fn guard_touch(&mut self) {
        if let Some(f) = self.files.last_mut()
            && f.conds.is_empty()
            && f.guard != Guard::No
        {
            f.guard = Guard::No;
        }
    }

    /// The next token of the files, after directives and skipped groups; `None` at the end.
    pub(crate) fn next_base(&mut self) -> Option<Token> {
        loop {
            if let Some(t) = self.pending.pop_front() {
                return Some(t);
            }
            if self.stopped {
                return None;
            }
            let f = self.files.last_mut()?;
            let Some(tok) = f.current() else {
                self.pop_file();
                continue;
            };
            if tok.kind.is_comment() {
                let span = tok.span;
                let kept = is_program_comment(&tok);
                f.pos += 1;
                // Comments of skipped groups are not part of the program either.
                if kept && !f.synthetic && f.conds.last().is_none_or(|c| c.active) {
                    self.out.comments.push(span);
                }
                continue;
            }
            if tok.kind == TokKind::Hash && tok.at_line_start() {
                self.directive();
                continue;
            }
            let active = f.conds.last().is_none_or(|c| c.active);
            if !active {
                let f = self.files.last_mut()?;
                let span = tok.span;
                f.pos += 1;
                match f.ignored.last_mut() {
                    Some(last) if last.1 == u32::MAX => {}
                    _ => f.ignored.push((span.lo, u32::MAX)),
                }
                continue;
            }
            f.pos += 1;
            if f.conds.is_empty() {
                f.guard = Guard::No;
            }
            return Some(tok);
        }
    }

    /// Peeks the next file token without consuming it.
    pub(crate) fn peek_base(&mut self) -> Option<&Token> {
        if self.pending.is_empty() {
            let t = self.next_base()?;
            self.pending.push_front(t);
        }
        self.pending.front()
    }

    /// Handles the directive whose `#` is the current token of the top file. Out of line: it
    /// would make [`Pp::next_base`], which runs for every token, a much larger function.
    #[inline(never)]
    fn directive(&mut self) {
        let Some(f) = self.files.last_mut() else { return };
        let Some(hash) = f.current().map(|t| t.span) else { return };
        f.pos += 1;
        let mut line: Vec<Token> = Vec::new();
        let comments_from = self.out.comments.len();
        while let Some(t) = f.current() {
            if t.at_line_start() {
                break;
            }
            if t.kind.is_comment() {
                if is_program_comment(&t) {
                    self.out.comments.push(t.span);
                }
            } else {
                line.push(t);
            }
            f.pos += 1;
        }
        // Close an open skipped range: directive lines are looked at.
        if let Some(last) = f.ignored.last_mut()
            && last.1 == u32::MAX
        {
            last.1 = hash.lo;
        }
        if !self.active() {
            self.out.comments.truncate(comments_from);
        }
        let line_span = line.last().map_or(hash, |t| hash.to(t.span));
        let Some(name_tok) = line.first().cloned() else { return };
        let name = if name_tok.kind == TokKind::Ident { name_tok.text.as_str() } else { "" };
        let active = self.active();
        let is_cond = matches!(name, "if" | "ifdef" | "ifndef" | "elif" | "else" | "endif");
        if !active {
            // Lines of skipped groups need not hold valid tokens, not even conditional ones.
            if let Some(f) = self.files.last_mut() {
                f.ignored.push((hash.lo, line_span.hi));
            }
            if !is_cond {
                return;
            }
        }
        if self.collecting_args > 0 && active {
            self.directive_in_args(name, name_tok.span);
        }
        // Include guard: the first thing in the file must be `#ifndef X`.
        let guard_start =
            self.files.last().is_some_and(|f| f.guard == Guard::Start && f.conds.is_empty());
        if !(name == "endif" || (guard_start && name == "ifndef")) {
            self.guard_touch();
        }
        self.run_directive(hash, &line, line_span, active, guard_start, true);
    }

    /// Warns about the directive `name` of a group that is taken, read while the arguments of
    /// a macro invocation are collected (C leaves any directive there undefined). A conditional
    /// is reported once, where it opens; its `#elif`, `#else` and `#endif` only when it opened
    /// before the arguments did, so the invocation straddles it. The lines of a file included
    /// there are the `#include`'s, reported already.
    #[cold]
    fn directive_in_args(&mut self, name: &str, at: Span) {
        let (files, conds) = self.args_floor;
        if self.files.len() > files {
            return;
        }
        let opened_inside = self.open_conds() > conds;
        let (label, help) = match name {
            "if" | "ifdef" | "ifndef" => (
                "chooses argument tokens before the enclosing macro call expands",
                "write the whole invocation in each branch of the conditional",
            ),
            "elif" | "else" | "endif" if opened_inside => return,
            "elif" | "else" | "endif" => (
                "belongs to a conditional opened before this macro call",
                "write the whole invocation in each branch of the conditional",
            ),
            _ => (
                "runs before the enclosing macro call expands",
                "move the directive before or after the macro invocation",
            ),
        };
        self.error(
            Diagnostic::warning(
                codes::DIRECTIVE_IN_MACRO_ARGS,
                "directive inside macro arguments",
                at,
            )
            .with_primary_message(label)
            .with_help(help),
        );
    }

    /// Where argument collection starting now begins, for [`Pp::directive_in_args`].
    pub(crate) fn args_floor(&self) -> (usize, usize) {
        (self.files.len(), self.open_conds())
    }

    /// The conditionals open in all files being read. Each file closes its own, so arguments
    /// that a header opens and its includer goes on with see the includer's count unchanged.
    fn open_conds(&self) -> usize {
        self.files.iter().map(|f| f.conds.len()).sum()
    }

    /// Runs a directive line for a directive injected by the source, `@directive("#...")` or
    /// `_Pragma("...")` (`line` starts with the directive name), exactly as if it were a line
    /// of the file, and returns the tokens it produces (a `#pragma` directive token, injected
    /// `#pragma occa attributes` tokens), which go where the injection stands rather than after
    /// whatever the current macro expansion still holds. Conditionals and `#line` are refused:
    /// they act on the lines of a file, and an injection made inside a macro expansion has none.
    pub(crate) fn injected_directive(&mut self, hash: Span, line: &[Token]) -> Vec<Token> {
        let Some(name_tok) = line.first() else { return Vec::new() };
        let line_span = line.last().map_or(hash, |t| hash.to(t.span));
        let name = if name_tok.kind == TokKind::Ident { name_tok.text.as_str() } else { "" };
        if matches!(name, "if" | "ifdef" | "ifndef" | "elif" | "else" | "endif" | "line")
            || name_tok.kind == TokKind::IntLit
        {
            self.error(tok_err(
                codes::INVALID_AT_DIRECTIVE,
                format!("`#{}` cannot be injected with `@directive`", name_tok.text),
                name_tok.span,
                "write the conditional or `#line` as a line of the source; `@directive` runs `#define`, `#undef`, `#pragma`, `#include`, `#error` and `#warning`",
            )
            .with_primary_message("works only as a line of the source"));
            return Vec::new();
        }
        let before = self.pending.len();
        self.run_directive(hash, line, line_span, true, false, false);
        self.pending.drain(before..).collect()
    }

    /// Runs the directive `line` (its name first) whose `#` is at `hash`; `from_file` is false
    /// for a line injected by [`Pp::injected_directive`].
    fn run_directive(
        &mut self,
        hash: Span,
        line: &[Token],
        line_span: Span,
        active: bool,
        guard_start: bool,
        from_file: bool,
    ) {
        let Some(name_tok) = line.first().copied() else { return };
        let name = if name_tok.kind == TokKind::Ident { name_tok.text.as_str() } else { "" };
        let rest = &line[1..];
        match name {
            "if" => {
                let value = if active { self.eval_if(rest, name_tok.span) } else { false };
                self.push_cond(hash.to(name_tok.span), active, value);
                if guard_start && let Some(f) = self.files.last_mut() {
                    f.guard = Guard::No;
                }
            }
            "ifdef" | "ifndef" => {
                let mut value = false;
                if active {
                    match rest.first() {
                        None => self.error(tok_err(
                            codes::INVALID_MACRO_NAME,
                            format!("`#{name}` without a macro name"),
                            name_tok.span,
                            format!("write `#{name} NAME`"),
                        )
                        .with_primary_message("no macro name after it")),
                        // gcc and legacy OCCA accept `defined` here (no macro can have that
                        // name); nekRS has `#ifdef defined(A) || defined(B)` meaning `#if`.
                        Some(t) if t.kind == TokKind::Ident && t.text == "defined" => {
                            value = name == "ifndef";
                            self.error(
                                Diagnostic::warning(
                                    codes::EXTRA_TOKENS,
                                    format!(
                                        "`#{name} defined` is always {value}: no macro can be named `defined`"
                                    ),
                                    t.span,
                                )
                                .with_primary_message("tests a macro named `defined`")
                                .with_help(format!(
                                    "`#{name}` takes one macro name; to test an expression such as `defined(A) || defined(B)`, use `#if`"
                                )),
                            );
                        }
                        Some(t) => match check_name(t, &format!("#{name}")) {
                            Err(d) => self.error(*d),
                            Ok(()) => {
                                value = self.macros.contains_key(&t.text) == (name == "ifdef");
                                self.extra_tokens(&rest[1..], name);
                                if guard_start && name == "ifndef" && let Some(f) = self.files.last_mut() {
                                    f.guard = Guard::Open(t.text);
                                }
                            }
                        },
                    }
                }
                self.push_cond(hash.to(name_tok.span), active, value);
            }
            "elif" => self.elif(rest, &name_tok),
            "else" => self.else_(rest, &name_tok),
            "endif" => self.endif(rest, &name_tok),
            "define" => match parse_define(rest, name_tok.span) {
                Ok(m) => self.define(m),
                Err(d) => self.error(*d),
            },
            "undef" => match rest.first() {
                None => self.error(tok_err(
                    codes::INVALID_MACRO_NAME,
                    "`#undef` without a macro name",
                    name_tok.span,
                    "write `#undef NAME`",
                )
                .with_primary_message("no macro name after it")),
                Some(t) => match check_name(t, "#undef") {
                    Err(d) => self.error(*d),
                    Ok(()) => {
                        self.macros.swap_remove(&t.text);
                        self.extra_tokens(&rest[1..], name);
                    }
                },
            },
            "include" => self.include(rest, &name_tok, line_span),
            "pragma" => self.pragma(rest, &name_tok, line_span),
            "error" | "warning" => {
                if from_file && let Some(f) = self.files.last_mut() {
                    f.ignored.push((hash.lo, line_span.hi));
                }
                let text = match (rest.first(), rest.last()) {
                    (Some(a), Some(b)) if from_file && a.span.file == b.span.file => {
                        self.db.snippet(Span::new(a.span.file, a.span.lo, b.span.hi)).to_string()
                    }
                    // Injected tokens may all stand at the injection site.
                    _ => crate::render::spell(rest),
                };
                let d = if name == "error" {
                    Diagnostic::error(codes::ERROR_DIRECTIVE, format!("#error {text}"), name_tok.span)
                        .with_primary_message("reached in an active branch")
                        .with_help("the source stops the build here; check the macros it tests")
                } else {
                    Diagnostic::warning(codes::WARNING_DIRECTIVE, format!("#warning {text}"), name_tok.span)
                        .with_primary_message("reached in an active branch")
                };
                self.error(d);
            }
            "line" => self.line_directive(rest, &name_tok),
            _ if name_tok.kind == TokKind::IntLit => self.line_directive(line, &name_tok),
            _ => self.error(tok_err(
                codes::UNKNOWN_DIRECTIVE,
                format!("unknown preprocessor directive `#{}`", name_tok.text),
                name_tok.span,
                "supported: #if #ifdef #ifndef #elif #else #endif #define #undef #include #pragma #error #warning #line",
            )
            .with_primary_message("not a directive oklc supports")),
        }
    }

    fn extra_tokens(&mut self, rest: &[Token], name: &str) {
        if let Some(t) = rest.first() {
            self.error(
                Diagnostic::warning(
                    codes::EXTRA_TOKENS,
                    format!("extra tokens after `#{name}`"),
                    t.span,
                )
                .with_primary_message(if matches!(name, "else" | "endif") {
                    format!("ignored: `#{name}` takes nothing")
                } else {
                    format!("ignored: `#{name}` takes one macro name")
                })
                .with_help("remove them or turn them into a comment"),
            );
        }
    }

    fn push_cond(&mut self, span: Span, parent_active: bool, value: bool) {
        let Some(f) = self.files.last_mut() else { return };
        if f.conds.len() >= MAX_CONDITIONAL_DEPTH {
            self.error(
                tok_err(
                    codes::CONDITIONAL_TOO_DEEP,
                    format!("more than {MAX_CONDITIONAL_DEPTH} nested conditional groups"),
                    span,
                    "close some `#if` groups",
                )
                .with_primary_message(format!("level {} of nesting", MAX_CONDITIONAL_DEPTH + 1)),
            );
            self.stopped = true;
            return;
        }
        let active = parent_active && value;
        f.conds.push(Cond { span, parent_active, taken: active, active, else_at: None });
    }

    fn unmatched(&mut self, tok: &Token) {
        self.error(
            tok_err(
                codes::UNMATCHED_CONDITIONAL,
                format!("`#{}` without `#if`", tok.text),
                tok.span,
                "remove it, or add the missing `#if`",
            )
            .with_primary_message("no open `#if` in this file"),
        );
    }

    fn elif(&mut self, rest: &[Token], tok: &Token) {
        let Some(c) = self.files.last().and_then(|f| f.conds.last()).cloned() else {
            return self.unmatched(tok);
        };
        if let Some(at) = c.else_at {
            self.error(
                Diagnostic::error(codes::ELSE_AFTER_ELSE, "`#elif` after `#else`", tok.span)
                    .with_primary_message("comes after this conditional's `#else`")
                    .with_label(at, "`#else` here")
                    .with_help("`#else` must be the last branch of a conditional"),
            );
        }
        let value =
            c.parent_active && !c.taken && c.else_at.is_none() && self.eval_if(rest, tok.span);
        if let Some(c) = self.files.last_mut().and_then(|f| f.conds.last_mut()) {
            c.active = value;
            c.taken |= value;
        }
    }

    fn else_(&mut self, rest: &[Token], tok: &Token) {
        let Some(c) = self.files.last().and_then(|f| f.conds.last()).cloned() else {
            return self.unmatched(tok);
        };
        if let Some(at) = c.else_at {
            self.error(
                Diagnostic::error(codes::ELSE_AFTER_ELSE, "`#else` after `#else`", tok.span)
                    .with_primary_message("second `#else` of this conditional")
                    .with_label(at, "first `#else` here")
                    .with_help("a conditional has at most one `#else`"),
            );
        }
        if c.parent_active {
            self.extra_tokens(rest, "else");
        }
        if let Some(c) = self.files.last_mut().and_then(|f| f.conds.last_mut()) {
            c.active = c.parent_active && !c.taken;
            c.taken = true;
            c.else_at = Some(tok.span);
        }
    }

    fn endif(&mut self, rest: &[Token], tok: &Token) {
        let Some(f) = self.files.last_mut() else { return };
        let Some(c) = f.conds.pop() else {
            self.guard_touch();
            return self.unmatched(tok);
        };
        if f.conds.is_empty() {
            f.guard = match std::mem::replace(&mut f.guard, Guard::No) {
                Guard::Open(name) => Guard::Closed(name),
                _ => Guard::No,
            };
        }
        if c.parent_active {
            self.extra_tokens(rest, "endif");
        }
    }

    fn define(&mut self, m: Macro) {
        if let Some(old) = self.macros.get(&m.name) {
            if old.builtin.is_some() && m.name != "OKL" {
                self.error(
                    Diagnostic::warning(
                        codes::MACRO_REDEFINED,
                        format!("redefining built-in macro `{}`", m.name),
                        m.def_span,
                    )
                    .with_primary_message("oklc predefines this name")
                    .with_help("choose another name"),
                );
            } else if !old.same_as(&m) {
                let old_span = old.def_span;
                self.error(
                    Diagnostic::warning(
                        codes::MACRO_REDEFINED,
                        format!("macro `{}` redefined", m.name),
                        m.def_span,
                    )
                    .with_primary_message("differs from the previous definition")
                    .with_label(old_span, "previous definition")
                    .with_help("`#undef` the macro first if the new definition is intended"),
                );
            }
        }
        self.insert_macro(m.name, Rc::new(m));
    }

    fn insert_macro(&mut self, name: Sym, m: Rc<Macro>) {
        let (word, bit) = (name.index() / 64, name.index() % 64);
        if self.macro_names.len() <= word {
            self.macro_names.resize(word + 1, 0);
        }
        self.macro_names[word] |= 1 << bit;
        self.macros.insert(name, m);
    }

    /// Whether `name` may be a defined macro; `false` means it certainly is not.
    #[inline]
    pub(crate) fn may_be_macro(&self, name: Sym) -> bool {
        let i = name.index();
        self.macro_names.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 != 0)
    }

    fn eval_if(&mut self, rest: &[Token], name: Span) -> bool {
        let toks = self.expand_line(rest.to_vec(), true);
        let whole = rest.last().map_or(name, |t| name.to(t.span));
        let mut warnings = Vec::new();
        let value = eval::evaluate(&toks, whole, &mut warnings);
        for mut w in warnings {
            if let Some(t) = toks.iter().find(|t| t.span == w.primary.span && !t.expn.is_root()) {
                w = w.with_expansion(self.out.expansions.frames(t.expn));
            }
            self.error(w);
        }
        match value {
            Ok(v) => v != eval::Value::Signed(0) && v != eval::Value::Unsigned(0),
            Err(mut d) => {
                // Point out the macro the offending token came from.
                if let Some(t) = toks.iter().find(|t| t.span == d.primary.span && !t.expn.is_root())
                {
                    d.expansion = self.out.expansions.frames(t.expn);
                }
                self.error(*d);
                false
            }
        }
    }

    /// The header name of `#include` / `__has_include` operands: `(name, angled)`.
    pub(crate) fn header_name(&mut self, toks: &[Token]) -> Option<(String, bool)> {
        let first = toks.first()?;
        if first.kind == TokKind::StrLit && toks.len() == 1 {
            let t = first.text.as_str();
            return t
                .strip_prefix('"')
                .and_then(|t| t.strip_suffix('"'))
                .map(|t| (t.to_string(), false));
        }
        if first.kind == TokKind::Lt {
            let close = toks.iter().position(|t| t.kind == TokKind::Gt)?;
            if close + 1 != toks.len() {
                return None;
            }
            let inner = &toks[1..close];
            let (a, b) = (inner.first()?, inner.last()?);
            let same_file = inner.iter().all(|t| t.span.file == a.span.file && t.expn.is_root());
            let name = if same_file && a.span.lo <= b.span.hi {
                self.db.snippet(Span::new(a.span.file, a.span.lo, b.span.hi)).to_string()
            } else {
                let mut s = String::new();
                for (i, t) in inner.iter().enumerate() {
                    if i > 0 && t.has_leading_space() {
                        s.push(' ');
                    }
                    s.push_str(&t.text);
                }
                s
            };
            return Some((name, true));
        }
        None
    }

    /// Finds an include file: `Some((path, text))`, `None` when not found.
    /// Finds and reads the header `name` as `#include` does. A file that exists but cannot be
    /// read is reported here, and the search stops: `None` then means "reported", not "missing".
    pub(crate) fn resolve(
        &mut self,
        name: &str,
        angled: bool,
        span: Span,
    ) -> Result<Option<(PathBuf, String)>, Reported> {
        let p = Path::new(name);
        let mut candidates: Vec<PathBuf> = Vec::new();
        if p.is_absolute() {
            candidates.push(p.to_path_buf());
        } else {
            if !angled {
                let from_command_line = self.command_line.is_some()
                    && self.files.last().map(|f| f.id) == self.command_line;
                let dir = if from_command_line {
                    PathBuf::new()
                } else {
                    self.files
                        .iter()
                        .rev()
                        .find(|f| !f.path.as_os_str().is_empty())
                        .and_then(|f| f.path.parent())
                        .map(Path::to_path_buf)
                        .unwrap_or_default()
                };
                candidates.push(dir.join(p));
            }
            candidates.extend(self.opts.include_dirs.iter().map(|d| d.join(p)));
        }
        for c in candidates {
            let c = normalize(&c);
            match self.loader.load(&c) {
                Ok(Some(text)) => return Ok(Some((c, text))),
                Ok(None) => {}
                Err(e) => {
                    self.error(
                        tok_err(
                            codes::INCLUDE_READ_FAILED,
                            format!("cannot read `{}`: {e}", c.display()),
                            span,
                            "check the file's permissions and encoding (UTF-8)",
                        )
                        .with_primary_message("found, but not readable"),
                    );
                    return Err(Reported);
                }
            }
        }
        Ok(None)
    }

    fn include(&mut self, rest: &[Token], name_tok: &Token, line_span: Span) {
        let direct = self.header_name(rest);
        let header = match direct {
            Some(h) => Some(h),
            None => {
                let expanded = self.expand_line(rest.to_vec(), false);
                self.header_name(&expanded)
            }
        };
        let Some((name, angled)) = header else {
            return self.error(
                tok_err(
                    codes::INVALID_INCLUDE,
                    "`#include` expects \"FILE\" or <FILE>",
                    rest.first().map_or(name_tok.span, |t| t.span),
                    "write `#include \"file.h\"` or `#include <file.h>`",
                )
                .with_primary_message(match rest.first() {
                    None => "no file name after it".to_string(),
                    Some(t) => format!("found `{}`", t.text),
                }),
            );
        };
        if self.files.len() > MAX_INCLUDE_DEPTH {
            self.error(
                tok_err(
                    codes::INCLUDE_TOO_DEEP,
                    format!("#include nested too deeply (more than {MAX_INCLUDE_DEPTH} levels)"),
                    line_span,
                    "a file probably includes itself; add an include guard or `#pragma once`",
                )
                .with_primary_message(format!(
                    "level {} of nested includes",
                    MAX_INCLUDE_DEPTH + 1
                )),
            );
            self.stopped = true;
            return;
        }
        let Ok(found) = self.resolve(&name, angled, line_span) else { return };
        let Some((path, text)) = found else {
            if self.opts.lenient_headers || headers::is_standard_header(&name) {
                let shown = if angled { format!("<{name}>") } else { format!("\"{name}\"") };
                self.error(
                    Diagnostic::warning(
                        codes::SYSTEM_HEADER_PASSTHROUGH,
                        format!("system header {shown} passed through to the backend compiler"),
                        line_span,
                    )
                    .with_primary_message("not in any `-I` folder; kept as written")
                    .with_help("device compilers may not provide host headers; add `-I` to use a local copy"),
                );
                let mut t = Token::new(TokKind::Directive, format!("#include {shown}"), line_span);
                t.flags = TokFlags::AT_LINE_START;
                self.pending.push_back(t);
            } else {
                self.error(
                    tok_err(
                        codes::INCLUDE_NOT_FOUND,
                        format!("include file `{name}` not found"),
                        line_span,
                        "add its folder with `-I DIR`",
                    )
                    .with_primary_message(if angled {
                        "not in any `-I` folder"
                    } else {
                        "not in this file's folder or any `-I` folder"
                    }),
                );
            }
            return;
        };
        if self.once.contains(&path) {
            return;
        }
        if let Some(g) = self.guards.get(&path)
            && self.macros.contains_key(g)
        {
            return;
        }
        if text.len() > u32::MAX as usize {
            return self.error(
                tok_err(
                    codes::INCLUDE_READ_FAILED,
                    format!("`{}` is too large", path.display()),
                    line_span,
                    "files must be smaller than 4 GiB",
                )
                .with_primary_message("larger than 4 GiB"),
            );
        }
        let origin = FileOrigin::Included { directive: line_span };
        let id = match self.loaded.get(&path) {
            Some(&first) if *self.db.get(first).text == *text => {
                self.db.add_instance(first, origin)
            }
            _ => {
                let id = self.db.add(path.display().to_string(), text, origin);
                if !self.loaded.contains_key(&path) {
                    self.out.dependencies.push(path.clone());
                }
                self.loaded.insert(path.clone(), id);
                id
            }
        };
        self.push_file(id, path);
    }

    fn pragma(&mut self, rest: &[Token], name_tok: &Token, line_span: Span) {
        let first = rest.first().map(|t| t.text.as_str());
        if first == Some("once") && rest.len() == 1 {
            if let Some(f) = self.files.last()
                && !f.path.as_os_str().is_empty()
            {
                let p = f.path.clone();
                self.once.insert(p);
            }
            return;
        }
        if first == Some("okl") && rest.get(1).is_some_and(|t| t.is_ident("diagnostic")) {
            self.warning_pragma(&rest[2..], line_span);
            return;
        }
        if first == Some("occa") {
            if rest.get(1).is_some_and(|t| t.is_ident("attributes")) {
                for (i, t) in rest[2..].iter().enumerate() {
                    let mut t = *t;
                    if i == 0 {
                        t.flags |= TokFlags::AT_LINE_START;
                    }
                    self.pending.push_back(t);
                }
            }
            return;
        }
        // The pragma namespace (`omp`, `unroll`, `GCC`) is kept; the rest is macro-expanded.
        let mut toks: Vec<Token> = rest.iter().take(1).cloned().collect();
        if rest.len() > 1 {
            toks.extend(self.expand_line(rest[1..].to_vec(), false));
        }
        let mut text = String::from("#pragma");
        if !toks.is_empty() {
            text.push(' ');
            text.push_str(&crate::render::spell(&toks));
        }
        let _ = name_tok;
        self.push_directive_token(text, line_span);
    }

    /// `#pragma okl diagnostic push|pop|ignored "OKLnnnn"|warning "..."|error "..."`, modelled
    /// on `#pragma GCC diagnostic`: recorded for the driver, which applies it to the warnings
    /// reported after it.
    fn warning_pragma(&mut self, rest: &[Token], line_span: Span) {
        use oklc_diag::{PragmaAction, WarningLevel, WarningPragma};
        let word = rest.first().map(|t| t.text.as_str());
        let action = match (word, rest.get(1), rest.len()) {
            (Some("push"), None, 1) => Some(PragmaAction::Push),
            (Some("pop"), None, 1) => {
                let pushes = |a: PragmaAction| {
                    self.out.warning_pragmas.iter().filter(|p| p.action == a).count()
                };
                (pushes(PragmaAction::Push) > pushes(PragmaAction::Pop))
                    .then_some(PragmaAction::Pop)
            }
            (Some(word), Some(code), 2) if code.kind == TokKind::StrLit => {
                let code = code.text.strip_prefix('"').and_then(|t| t.strip_suffix('"'));
                let code = code.and_then(oklc_diag::Code::parse).filter(|c| c.info().is_some());
                WarningLevel::from_pragma(word)
                    .zip(code)
                    .map(|(level, code)| PragmaAction::Set(code, level))
            }
            _ => None,
        };
        match action {
            Some(action) => {
                let pragma = WarningPragma { file: line_span.file, offset: line_span.lo, action };
                self.out.warning_pragmas.push(pragma);
            }
            None => self.error(
                Diagnostic::warning(
                    codes::BAD_DIAGNOSTIC_PRAGMA,
                    "`#pragma okl diagnostic` not understood; it is ignored",
                    rest.first().map_or(line_span, |t| t.span),
                )
                .with_help(
                    "write `#pragma okl diagnostic ignored \"OKL0330\"` (or `warning`, `error`), `push` or `pop`",
                ),
            ),
        }
    }

    pub(crate) fn push_directive_token(&mut self, text: String, span: Span) {
        let mut t = Token::new(TokKind::Directive, text, span);
        t.flags = TokFlags::AT_LINE_START;
        self.pending.push_back(t);
    }

    fn line_directive(&mut self, rest: &[Token], name_tok: &Token) {
        let toks = self.expand_line(rest.to_vec(), false);
        let bad = |span: Span, text: String| {
            tok_err(
                codes::INVALID_LINE_DIRECTIVE,
                "`#line` expects a line number and an optional file name",
                span,
                "write `#line 42` or `#line 42 \"file.okl\"`",
            )
            .with_primary_message(text)
        };
        let Some(num) = toks
            .first()
            .filter(|t| t.kind == TokKind::IntLit && t.text.bytes().all(|b| b.is_ascii_digit()))
        else {
            return self.error(match toks.first() {
                None => bad(name_tok.span, "no line number after it".into()),
                Some(t) => bad(t.span, format!("expected a line number, found `{}`", t.text)),
            });
        };
        let Ok(n) = num.text.parse::<i64>() else {
            return self.error(bad(num.span, "too large for a line number".into()));
        };
        let file_name = match toks.get(1) {
            None => None,
            Some(t) if t.kind == TokKind::StrLit && toks.len() == 2 => {
                t.text.strip_prefix('"').and_then(|s| s.strip_suffix('"')).map(SmolStr::new)
            }
            Some(t) if t.kind == TokKind::StrLit => {
                return self.error(bad(toks[2].span, "extra tokens after the file name".into()));
            }
            Some(t) => {
                return self
                    .error(bad(t.span, format!("expected a file name, found `{}`", t.text)));
            }
        };
        let Some(f) = self.files.last() else { return };
        // The line after the directive has number `n`.
        let next_line = self.db.get(f.id).line_index(name_tok.span.lo) as i64 + 2;
        let from = {
            let file = self.db.get(f.id);
            let line = file.line_index(name_tok.span.lo) + 1;
            file.line_starts().get(line).copied().unwrap_or(file.text.len() as u32)
        };
        if let Some(f) = self.files.last_mut() {
            f.line_delta = n - next_line;
            if file_name.is_some() {
                f.presumed_name = file_name;
            }
            self.out.line_directives.push(crate::LineDirective {
                file: f.id,
                from,
                line_delta: f.line_delta,
                name: f.presumed_name.clone(),
            });
        }
    }
}

/// Removes `.` components and folds `dir/..` lexically, so that one file reached through two
/// spellings is recognised by `#pragma once` and include guards.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if matches!(out.components().next_back(), Some(Component::Normal(_))) {
                    out.pop();
                } else if !matches!(
                    out.components().next_back(),
                    Some(Component::RootDir | Component::Prefix(_))
                ) {
                    out.push("..");
                }
            }
            other => out.push(other),
        }
    }
    out
}

/// Escapes `\` and `"` for a string literal.
pub(crate) fn escape_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Whether a comment belongs in the output: not the `/*okl:...*/` records `oklc normalize`
/// leaves where it moved a trailing loop clause or a `##` (docs/normalize.md), so a converted
/// kernel prints the same output as the original.
fn is_program_comment(t: &Token) -> bool {
    !t.text.as_str().starts_with("/*okl:")
}
