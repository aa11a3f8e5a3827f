//! Unit tests of the lexer; golden token dumps live in `tests/data/lex`.

use super::*;

fn kinds(text: &str) -> Vec<(TokKind, String)> {
    let lexed = lex(FileId(0), text);
    lexed.tokens.into_iter().map(|t| (t.kind, t.text.to_string())).collect()
}

#[test]
fn attributes_are_single_tokens_even_with_space_after_at() {
    let toks = kinds("@outer @ restrict @inner(1) [[okl_kernel(\"\")]]");
    assert_eq!(toks[0], (TokKind::Attr, "@outer".into()));
    assert_eq!(toks[1], (TokKind::Attr, "@restrict".into()));
    assert_eq!(toks[2], (TokKind::Attr, "@inner".into()));
    assert!(toks.contains(&(TokKind::AttrOpen, "[[".into())));
    assert_eq!(toks.last().unwrap().0, TokKind::RBracket);
}

#[test]
fn nested_subscripts_close_with_two_brackets() {
    let toks = kinds("a[b[i]]");
    assert_eq!(toks.iter().filter(|t| t.0 == TokKind::RBracket).count(), 2);
}

#[test]
fn all_punctuators_lex_maximally() {
    let toks = kinds("a->*b .* :: ... <=> <<= >>= ## # -> ++ -- && || != == %= ^=");
    let spelled: Vec<&str> = toks.iter().map(|t| t.1.as_str()).collect();
    assert_eq!(
        spelled,
        [
            "a", "->*", "b", ".*", "::", "...", "<=>", "<<=", ">>=", "##", "#", "->", "++", "--",
            "&&", "||", "!=", "==", "%=", "^="
        ]
    );
}

#[test]
fn literals_of_every_form() {
    let toks =
        kinds(r#"0x1p3 1.5e-3f 0b101u 1'000 'a' u8'b' L'\n' "s\"q" u8"x" R"(a)b)" LR"d(x)d" 077"#);
    let k: Vec<TokKind> = toks.iter().map(|t| t.0).collect();
    use TokKind::*;
    assert_eq!(
        k,
        [
            FloatLit, FloatLit, IntLit, IntLit, CharLit, CharLit, CharLit, StrLit, StrLit, StrLit,
            StrLit, IntLit
        ]
    );
}

#[test]
fn line_splices_join_lines_and_spans_map_back() {
    let text = "#define A \\\n  1\nin\\\nt x;";
    let lexed = lex(FileId(0), text);
    let spelled: Vec<&str> = lexed.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(spelled, ["#", "define", "A", "1", "int", "x", ";"]);
    // `1` is still on the directive's logical line.
    assert!(!lexed.tokens[3].at_line_start());
    let int = &lexed.tokens[4];
    assert!(int.at_line_start());
    assert_eq!(&text[int.span.range()], "in\\\nt");
    assert_eq!(&text[lexed.tokens[3].span.range()], "1");
}

#[test]
fn flags_mark_line_starts_and_spaces() {
    let lexed = lex(FileId(0), "a b\n#c(d)");
    let flags: Vec<(bool, bool)> =
        lexed.tokens.iter().map(|t| (t.at_line_start(), t.has_leading_space())).collect();
    assert_eq!(
        flags,
        [
            (true, true),
            (false, true),
            (true, true),
            (false, false),
            (false, false),
            (false, false),
            (false, false)
        ]
    );
}

#[test]
fn errors_become_tokens_with_diagnostics() {
    let lexed = lex(FileId(0), "int a = `\u{0}`; @ 1; \"abc\n'x");
    assert!(lexed.tokens.iter().any(|t| t.kind == TokKind::Error));
    let codes: Vec<_> = lexed.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(
        codes,
        [
            oklc_diag::codes::lex::INVALID_CHARACTER,
            oklc_diag::codes::lex::STRAY_AT,
            oklc_diag::codes::lex::UNTERMINATED_STRING,
            oklc_diag::codes::lex::UNTERMINATED_CHAR
        ]
    );
    // The three invalid characters in a row are one diagnostic covering all of them.
    assert_eq!(lexed.diagnostics[0].span().len(), 3);
}

#[test]
fn unterminated_comment_and_raw_string_are_reported() {
    let lexed = lex(FileId(0), "x /* never closed");
    assert_eq!(lexed.diagnostics[0].code, oklc_diag::codes::lex::UNTERMINATED_COMMENT);
    let lexed = lex(FileId(0), "R\"x(never closed");
    assert_eq!(lexed.diagnostics[0].code, oklc_diag::codes::lex::UNTERMINATED_RAW_STRING);
}

#[test]
fn utf8_identifiers_lex() {
    let toks = kinds("float λ = αβ;");
    assert_eq!(toks[1], (TokKind::Ident, "λ".into()));
    assert_eq!(toks[3], (TokKind::Ident, "αβ".into()));
}

#[test]
fn keywords_are_classified_after_the_fact() {
    let lexed = lex(FileId(0), "for __restrict__ foo");
    assert_eq!(lexed.tokens[0].keyword(), Some(Keyword::For));
    assert_eq!(lexed.tokens[1].keyword(), Some(Keyword::RestrictGnu));
    assert_eq!(lexed.tokens[2].keyword(), None);
}

#[test]
fn arbitrary_bytes_never_panic() {
    let samples = [
        "\u{feff}",
        "'\\",
        "\"\\",
        "R\"",
        "R\"((((",
        "0x'",
        "@",
        "@\u{1F600}",
        "\\",
        "\\\r\n",
        "/*/",
        "..",
        ".1.",
        "u8R\"",
        "€€€",
    ];
    for s in samples {
        let lexed = lex(FileId(0), s);
        for t in &lexed.tokens {
            assert!(t.span.hi as usize <= s.len());
        }
    }
}

#[test]
fn multi_line_block_comment_does_not_end_a_logical_line() {
    let lexed = lex(FileId(0), "#define X 1 /* a\n b */ 2\ny");
    let two = lexed.tokens.iter().find(|t| t.text == "2").expect("token 2");
    assert!(!two.at_line_start());
    let y = lexed.tokens.iter().find(|t| t.text == "y").expect("token y");
    assert!(y.at_line_start());
}

#[test]
fn comment_counts_as_leading_space() {
    let lexed = lex(FileId(0), "a/**/b");
    assert!(lexed.tokens[2].has_leading_space());
}

#[test]
fn byte_order_mark_is_whitespace() {
    let lexed = lex(FileId(0), "\u{feff}#define X 1\n");
    assert!(lexed.diagnostics.is_empty());
    assert_eq!(lexed.tokens[0].text, "#");
    assert!(lexed.tokens[0].at_line_start());
}

/// Reading a file through [`Lexer`] in chunks of any size gives exactly [`lex`]'s tokens and
/// diagnostics: flags across chunk ends, runs of invalid characters, splices, comments.
#[test]
fn chunked_lexing_matches_whole_lexing() {
    let texts = [
        "int a = 1;\n#define X(y) y + \\\n  2\n/* c\n */ x @ outer @inner;\n",
        "a ``` b `` \u{00e9}\u{00e9} c ` ` d\n'' \"open\n0x1g 12 3.5f\n",
        "  \t\n\n@kernel void f(int *p) { p[0] = 0; } // end",
        "",
        "\\\n\\\nx",
    ];
    let file = FileId(0);
    for text in texts {
        let whole = lex(file, text);
        for chunk in [1, 2, 3, 7, 4096] {
            let mut lexer = Lexer::new(file, std::sync::Arc::from(text));
            let mut out = Lexed { tokens: Vec::new(), diagnostics: Vec::new() };
            let mut tokens = Vec::new();
            while lexer.fill(&mut out, chunk) {
                assert!(out.tokens.len() >= chunk.min(1));
                tokens.append(&mut out.tokens);
            }
            assert_eq!(tokens, whole.tokens, "chunk {chunk}: {text:?}");
            assert_eq!(out.diagnostics, whole.diagnostics, "chunk {chunk}: {text:?}");
        }
    }
}

#[test]
fn universal_character_names_in_identifiers_are_spelt_as_their_characters() {
    let toks = kinds("caf\\u00e9 café \\u00fcber x\\U0001F600y ab\\u12 q\\uD800");
    assert_eq!(toks[0], (TokKind::Ident, "café".into()));
    assert_eq!(toks[1], (TokKind::Ident, "café".into()));
    assert_eq!(toks[2], (TokKind::Ident, "über".into()));
    assert_eq!(toks[3], (TokKind::Ident, "x\u{1F600}y".into()));
    // An incomplete name is no part of the identifier (the backslash is a stray token).
    assert_eq!(toks[4], (TokKind::Ident, "ab".into()));
    assert_eq!(toks[5].0, TokKind::Backslash);
    // A surrogate names no character: it stays as written.
    assert_eq!(toks.last().unwrap(), &(TokKind::Ident, "q\\uD800".into()));
}

/// A backslash, blanks and the newline splice the lines like a plain backslash-newline, with a
/// warning whose fix-it deletes the blanks; the token spans map back to the original text.
#[test]
fn backslash_blanks_newline_is_a_splice_with_a_warning() {
    let text = "int a = 1 + \\ \t\n 2; // c \\  \nint b;";
    let lexed = lex(FileId(0), text);
    let spelled: Vec<&str> = lexed.tokens.iter().map(|t| t.text.as_str()).collect();
    assert_eq!(spelled, ["int", "a", "=", "1", "+", "2", ";", "// c int b;"]);
    assert_eq!(lexed.diagnostics.len(), 2);
    let d = &lexed.diagnostics[0];
    assert_eq!(d.code, codes::SPACED_LINE_SPLICE);
    assert_eq!(d.severity, oklc_diag::Severity::Warning);
    assert_eq!(&text[d.primary.span.range()], "\\");
    assert_eq!(&text[d.fixes[0].edits[0].span.range()], " \t");
    let two = lexed.tokens[5];
    assert_eq!(&text[two.span.range()], "2");
}
