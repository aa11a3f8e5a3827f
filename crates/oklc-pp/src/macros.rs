//! Macro definitions: the table entry for one macro and the parser of `#define` lines.

use oklc_diag::{Diagnostic, codes::pp as codes};
use oklc_lex::{Sym, TokFlags, TokKind, Token};
use oklc_span::Span;

/// Macros the preprocessor implements itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Builtin {
    File,
    Line,
    Counter,
    Date,
    Time,
    /// Only meaningful in `#if`; elsewhere it is left alone.
    HasInclude,
    /// `OKL("source")` (docs/preprocessor.md).
    Okl,
    /// The `_Pragma("...")` operator.
    Pragma,
}

/// One token of a replacement list; `param` is the parameter it names, if any.
#[derive(Clone, Debug)]
pub(crate) struct BodyTok {
    pub(crate) tok: Token,
    pub(crate) param: Option<usize>,
}

#[derive(Clone, Debug)]
pub(crate) struct Macro {
    pub(crate) name: Sym,
    /// `Some` for function-like macros; the variadic parameter is the last one.
    pub(crate) params: Option<Vec<Sym>>,
    pub(crate) variadic: bool,
    pub(crate) body: Vec<BodyTok>,
    /// Whether the body uses `#` or `##` (object-like bodies without them are copied verbatim).
    pub(crate) has_ops: bool,
    /// The macro name in its `#define` line.
    pub(crate) def_span: Span,
    pub(crate) builtin: Option<Builtin>,
    /// Stray `\` tokens of the replacement list, left out of `body`: C keeps each as a
    /// preprocessing token that is an error only where an expansion puts it into code; legacy
    /// OCCA drops them, and headers written for it carry them (`x;  \  \` line ends). Every
    /// expansion drops them with a warning.
    pub(crate) strays: Vec<Span>,
}

impl Macro {
    pub(crate) fn builtin(name: &str, builtin: Builtin, def_span: Span) -> Macro {
        let function_like = matches!(builtin, Builtin::HasInclude | Builtin::Okl | Builtin::Pragma);
        Macro {
            name: Sym::intern(name),
            params: function_like.then(|| vec![Sym::intern("x")]),
            variadic: false,
            body: Vec::new(),
            has_ops: false,
            def_span,
            builtin: Some(builtin),
            strays: Vec::new(),
        }
    }

    /// Whether two definitions are the same (C11 6.10.3p2): redefining to the same is allowed.
    pub(crate) fn same_as(&self, other: &Macro) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.builtin == other.builtin
            && self.strays.len() == other.strays.len()
            && self.body.len() == other.body.len()
            && self.body.iter().zip(&other.body).enumerate().all(|(i, (a, b))| {
                a.tok.kind == b.tok.kind
                    && a.tok.text == b.tok.text
                    && (i == 0 || a.tok.has_leading_space() == b.tok.has_leading_space())
            })
    }
}

/// Parses the tokens after `#define` (the name first). `line_end` is used for errors at the end.
pub(crate) fn parse_define(toks: &[Token], directive: Span) -> Result<Macro, Box<Diagnostic>> {
    let Some(name) = toks.first() else {
        return Err(Box::new(
            Diagnostic::error(
                codes::INVALID_MACRO_NAME,
                "`#define` without a macro name",
                directive,
            )
            .with_primary_message("no macro name after it")
            .with_help("write `#define NAME replacement`"),
        ));
    };
    check_name(name, "#define")?;
    let mut pos = 1;
    let mut params = None;
    let mut variadic = false;
    // A function-like macro has `(` right after the name, without whitespace.
    if let Some(open) = toks.get(1).filter(|t| t.kind == TokKind::LParen && !t.has_leading_space())
    {
        pos = 2;
        let mut list: Vec<Sym> = Vec::new();
        let bad = |span: Span, msg: String, text: &str| {
            Box::new(
                Diagnostic::error(codes::INVALID_MACRO_PARAMS, msg, span)
                    .with_primary_message(text)
                    .with_help(
                        "parameters are identifiers separated by commas, optionally ending in `...`",
                    ),
            )
        };
        loop {
            let Some(t) = toks.get(pos) else {
                return Err(bad(
                    open.span,
                    "missing `)` in macro parameter list".into(),
                    "this `(` is never closed",
                ));
            };
            pos += 1;
            match t.kind {
                TokKind::RParen if list.is_empty() && !variadic => break,
                TokKind::Ellipsis => {
                    variadic = true;
                    list.push(Sym::intern("__VA_ARGS__"));
                    match toks.get(pos) {
                        Some(c) if c.kind == TokKind::RParen => {
                            pos += 1;
                            break;
                        }
                        Some(c) => {
                            return Err(bad(
                                c.span,
                                "`...` must be the last parameter".into(),
                                "expected `)` after it",
                            ));
                        }
                        None => {
                            return Err(bad(
                                open.span,
                                "missing `)` in macro parameter list".into(),
                                "this `(` is never closed",
                            ));
                        }
                    }
                }
                TokKind::Ident => {
                    if t.text == "__VA_ARGS__" {
                        return Err(bad(
                            t.span,
                            "`__VA_ARGS__` can only name the `...` parameter".into(),
                            "reserved for the `...` arguments",
                        ));
                    }
                    if list.contains(&t.text) {
                        return Err(bad(
                            t.span,
                            format!("duplicate macro parameter `{}`", t.text),
                            "already listed before",
                        ));
                    }
                    list.push(t.text);
                    match toks.get(pos) {
                        Some(c) if c.kind == TokKind::Comma => pos += 1,
                        Some(c) if c.kind == TokKind::RParen => {
                            pos += 1;
                            break;
                        }
                        // GNU named variadic parameter `args...`.
                        Some(c) if c.kind == TokKind::Ellipsis => {
                            variadic = true;
                            match toks.get(pos + 1) {
                                Some(r) if r.kind == TokKind::RParen => {
                                    pos += 2;
                                    break;
                                }
                                _ => {
                                    return Err(bad(
                                        c.span,
                                        "`...` must be the last parameter".into(),
                                        "expected `)` after it",
                                    ));
                                }
                            }
                        }
                        Some(c) => {
                            return Err(bad(
                                c.span,
                                format!(
                                    "expected `,` or `)` in parameter list, found `{}`",
                                    c.text
                                ),
                                if c.kind == TokKind::Ident {
                                    "missing `,` before it"
                                } else {
                                    "not allowed in a parameter list"
                                },
                            ));
                        }
                        None => {
                            return Err(bad(
                                open.span,
                                "missing `)` in macro parameter list".into(),
                                "this `(` is never closed",
                            ));
                        }
                    }
                }
                _ => {
                    return Err(bad(
                        t.span,
                        format!("expected a parameter name, found `{}`", t.text),
                        match t.kind {
                            TokKind::Comma => "empty parameter",
                            TokKind::RParen => "no parameter after the last `,`",
                            _ => "not an identifier",
                        },
                    ));
                }
            }
        }
        params = Some(list);
    }
    let mut body: Vec<BodyTok> = Vec::with_capacity(toks.len().saturating_sub(pos));
    let mut strays = Vec::new();
    for t in &toks[pos..] {
        if t.kind == TokKind::Backslash {
            strays.push(t.span);
            continue;
        }
        let mut tok = *t;
        tok.flags.remove(TokFlags::AT_LINE_START | TokFlags::NO_EXPAND);
        if body.is_empty() {
            tok.flags.remove(TokFlags::LEADING_SPACE);
        }
        let param = match (&params, tok.kind) {
            (Some(list), TokKind::Ident) => list.iter().position(|p| *p == tok.text),
            _ => None,
        };
        if param.is_none() && tok.text == "__VA_ARGS__" && !variadic {
            return Err(Box::new(
                Diagnostic::error(
                    codes::INVALID_MACRO_PARAMS,
                    "`__VA_ARGS__` outside a variadic macro",
                    tok.span,
                )
                .with_primary_message("the macro has no `...` parameter")
                .with_help("add `...` to the parameter list"),
            ));
        }
        // `@x` with `x` a parameter is `@` and `x`, as a C preprocessor sees it: the argument
        // gives the attribute's name.
        if let (Some(list), Some(name)) = (&params, tok.attr_name())
            && let Some(param) = list.iter().position(|p| p.as_str() == name)
        {
            let mut at = tok;
            at.text = Sym::intern("@");
            body.push(BodyTok { tok: at, param: None });
            let mut ident = tok;
            ident.kind = TokKind::Ident;
            ident.text = list[param];
            ident.flags.remove(TokFlags::LEADING_SPACE);
            body.push(BodyTok { tok: ident, param: Some(param) });
            continue;
        }
        body.push(BodyTok { tok, param });
    }
    let mut has_ops = false;
    for (i, b) in body.iter().enumerate() {
        if b.param.is_some() {
            continue;
        }
        match b.tok.kind {
            TokKind::HashHash => {
                has_ops = true;
                if i == 0 || i + 1 == body.len() {
                    return Err(Box::new(
                        Diagnostic::error(
                            codes::PASTE_AT_EDGE,
                            "`##` cannot appear at either end of a macro body",
                            b.tok.span,
                        )
                        .with_primary_message(if i == 0 {
                            "nothing to paste on its left"
                        } else {
                            "nothing to paste on its right"
                        })
                        .with_help(
                            "`##` pastes the tokens on its two sides; add the missing operand",
                        ),
                    ));
                }
            }
            TokKind::Hash if params.is_some() => {
                has_ops = true;
                if body.get(i + 1).is_none_or(|n| n.param.is_none()) {
                    return Err(Box::new(
                        Diagnostic::error(codes::STRINGIFY_NOT_PARAM, "`#` is not followed by a macro parameter", b.tok.span)
                            .with_primary_message(match body.get(i + 1) {
                                Some(n) => format!("`{}` is not a parameter", n.tok.text),
                                None => "nothing follows it".to_string(),
                            })
                            .with_help("`#param` turns the argument into a string literal; to write `#` itself, paste it from another macro"),
                    ));
                }
            }
            // `__VA_OPT__` keeps or drops its group by the variadic argument, so the body
            // goes through substitution even when it names no parameter (`C(...)
            // [__VA_OPT__(1)]`).
            TokKind::Ident if variadic && b.tok.text == "__VA_OPT__" => has_ops = true,
            _ => {}
        }
    }
    if params.is_some() && body.iter().any(|b| b.param.is_some()) {
        has_ops = true;
    }
    Ok(Macro {
        name: name.text,
        params,
        variadic,
        body,
        has_ops,
        def_span: name.span,
        builtin: None,
        strays,
    })
}

/// Checks that `tok` may name a macro in `directive`.
pub(crate) fn check_name(tok: &Token, directive: &str) -> Result<(), Box<Diagnostic>> {
    if tok.kind != TokKind::Ident {
        return Err(Box::new(
            Diagnostic::error(
                codes::INVALID_MACRO_NAME,
                format!("macro name must be an identifier, found `{}`", tok.text),
                tok.span,
            )
            .with_primary_message("names start with a letter or `_`")
            .with_help(format!("write `{directive} NAME`")),
        ));
    }
    if tok.text == "defined" {
        return Err(Box::new(
            Diagnostic::error(
                codes::INVALID_MACRO_NAME,
                "`defined` cannot be used as a macro name",
                tok.span,
            )
            .with_primary_message("reserved for `#if` tests")
            .with_help("choose another name"),
        ));
    }
    Ok(())
}
