//! Token kinds: the logos automaton ([`RawTok`]) and the public [`TokKind`] it maps to.

use std::fmt;

use logos::{Lexer, Logos};

use crate::Sym;
use crate::raw::{RawOutcome, lex_raw_string};

/// The lexer's error type: a character that starts no token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct LexError;

/// Scans a block comment; `true` when it is closed.
fn block_comment(lex: &mut Lexer<'_, RawTok>) -> bool {
    match lex.remainder().find("*/") {
        Some(end) => {
            lex.bump(end + 2);
            true
        }
        None => {
            lex.bump(lex.remainder().len());
            false
        }
    }
}

/// What logos recognises. Literal and comment variants are checked further in `classify`.
#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(error = LexError)]
#[logos(skip r"[ \t\r\n\x0B\x0C\u{FEFF}]+")]
pub(crate) enum RawTok {
    #[regex(r"//[^\n]*", allow_greedy = true)]
    LineComment,
    #[token("/*", block_comment)]
    BlockComment(bool),

    /// Universal character names (`caf\u00e9`) are identifier characters in C++ (g++ accepts
    /// them); `classify` spells them as the characters they name.
    #[regex(r"([\p{XID_Start}_$]|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8})([\p{XID_Continue}$]|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8})*")]
    Ident,
    #[regex(r"@[ \t]*[\p{XID_Start}_][\p{XID_Continue}]*")]
    Attr,
    #[token("@")]
    StrayAt,
    /// A backslash that is neither a line splice nor the start of a universal character name.
    #[token("\\")]
    Backslash,

    /// A C "preprocessing number"; `classify_number` decides int, float or invalid.
    #[regex(r"\.?[0-9]([0-9a-zA-Z_.]|[eEpP][+-]|'[0-9a-zA-Z_])*")]
    Number,

    #[regex(r#"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*'"#)]
    Char,
    #[regex(r#"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*"#)]
    UnterminatedChar,
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*""#)]
    Str,
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*"#)]
    UnterminatedStr,
    #[regex(r#"(u8|u|U|L)?R""#, lex_raw_string)]
    RawStr(RawOutcome),

    #[token("[[")]
    AttrOpen,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token("...")]
    Ellipsis,
    #[token("?")]
    Question,
    #[token(".")]
    Dot,
    #[token(".*")]
    DotStar,
    #[token("->")]
    Arrow,
    #[token("->*")]
    ArrowStar,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("^")]
    Caret,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("=")]
    Eq,
    #[token("+=")]
    PlusEq,
    #[token("-=")]
    MinusEq,
    #[token("*=")]
    StarEq,
    #[token("/=")]
    SlashEq,
    #[token("%=")]
    PercentEq,
    #[token("^=")]
    CaretEq,
    #[token("&=")]
    AmpEq,
    #[token("|=")]
    PipeEq,
    #[token("==")]
    EqEq,
    #[token("!=")]
    BangEq,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("<=>")]
    Spaceship,
    #[token("&&")]
    AmpAmp,
    #[token("||")]
    PipePipe,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("<<=")]
    ShlEq,
    #[token(">>=")]
    ShrEq,
    #[token("++")]
    PlusPlus,
    #[token("--")]
    MinusMinus,
    #[token("#")]
    Hash,
    #[token("##")]
    HashHash,
}

macro_rules! tok_kinds {
    ($( $name:ident => $spelling:literal, )*) => {
        /// The kind of a [`crate::Token`]. `Display` prints the source spelling (or a description
        /// for classes of tokens), which is what parse errors show.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum TokKind {
            /// An identifier or keyword.
            Ident,
            /// An OKL attribute `@name` (the text is `@name`).
            Attr,
            IntLit,
            FloatLit,
            CharLit,
            /// A string literal, raw or not, with any encoding prefix.
            StrLit,
            LineComment,
            BlockComment,
            /// A whole preprocessor line that survives into the token stream after
            /// preprocessing (`#pragma ...`, an unresolved system `#include <...>`). Its text is
            /// the line as it must be printed, macros already expanded in pragmas.
            Directive,
            /// Input that is not a valid token; a diagnostic was reported for it.
            Error,
            /// A preprocessing number (C11 6.4.8) that is no valid literal, such as `0x`, `1f`
            /// or `1.2.3`: the preprocessor may still paste or stringize it, and reports it
            /// only where it reaches code.
            PpNumber,
            /// A `\` outside literals that is no line splice: C keeps it as a preprocessing
            /// token of its own, so a macro body may hold one; the preprocessor reports it only
            /// where it reaches code.
            Backslash,
            /// `[[`, the start of a C++ attribute (C++ reserves two adjacent `[` for that).
            AttrOpen,
            $( $name, )*
        }

        impl RawTok {
            pub(crate) fn simple_kind(self) -> TokKind {
                match self {
                    RawTok::LineComment => TokKind::LineComment,
                    RawTok::BlockComment(_) => TokKind::BlockComment,
                    RawTok::Ident => TokKind::Ident,
                    RawTok::Attr => TokKind::Attr,
                    RawTok::Number => TokKind::IntLit,
                    RawTok::Char => TokKind::CharLit,
                    RawTok::Str | RawTok::RawStr(_) => TokKind::StrLit,
                    RawTok::UnterminatedChar | RawTok::UnterminatedStr | RawTok::StrayAt => TokKind::Error,
                    RawTok::Backslash => TokKind::Backslash,
                    RawTok::AttrOpen => TokKind::AttrOpen,
                    $( RawTok::$name => TokKind::$name, )*
                }
            }
        }

        /// Spellings of `[[` and the punctuators, in [`TokKind`] order: the interner seeds its
        /// table with them, so a punctuator's symbol is known without hashing.
        pub(crate) const PUNCT_SPELLINGS: &[&str] = &["[[", $( $spelling, )*];

        impl TokKind {
            /// Every punctuator kind (those with a fixed spelling).
            pub const PUNCTUATORS: &'static [TokKind] = &[TokKind::AttrOpen, $( TokKind::$name, )*];

            /// The fixed spelling of a punctuator kind.
            pub fn punct_spelling(self) -> Option<&'static str> {
                match self {
                    TokKind::AttrOpen => Some("[["),
                    $( TokKind::$name => Some($spelling), )*
                    _ => None,
                }
            }
        }
    };
}

tok_kinds! {
    LParen => "(", RParen => ")", LBracket => "[", RBracket => "]", LBrace => "{", RBrace => "}",
    Semi => ";", Comma => ",", Colon => ":", ColonColon => "::", Ellipsis => "...", Question => "?",
    Dot => ".", DotStar => ".*", Arrow => "->", ArrowStar => "->*", Tilde => "~", Bang => "!",
    Plus => "+", Minus => "-", Star => "*", Slash => "/", Percent => "%", Caret => "^", Amp => "&",
    Pipe => "|", Eq => "=", PlusEq => "+=", MinusEq => "-=", StarEq => "*=", SlashEq => "/=",
    PercentEq => "%=", CaretEq => "^=", AmpEq => "&=", PipeEq => "|=", EqEq => "==", BangEq => "!=",
    Lt => "<", Gt => ">", Le => "<=", Ge => ">=", Spaceship => "<=>", AmpAmp => "&&",
    PipePipe => "||", Shl => "<<", Shr => ">>", ShlEq => "<<=", ShrEq => ">>=", PlusPlus => "++",
    MinusMinus => "--", Hash => "#", HashHash => "##",
}

impl TokKind {
    /// The interned spelling of a punctuator kind (`[[` included).
    pub fn punct_sym(self) -> Option<Sym> {
        let first = TokKind::AttrOpen as u8;
        (self as u8 >= first).then(|| Sym::seeded(usize::from(self as u8 - first)))
    }

    pub fn is_comment(self) -> bool {
        matches!(self, TokKind::LineComment | TokKind::BlockComment)
    }

    pub fn is_literal(self) -> bool {
        matches!(self, TokKind::IntLit | TokKind::FloatLit | TokKind::CharLit | TokKind::StrLit)
    }
}

impl fmt::Display for TokKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(s) = self.punct_spelling() {
            return write!(f, "`{s}`");
        }
        f.write_str(match self {
            TokKind::Ident => "identifier",
            TokKind::Attr => "attribute",
            TokKind::IntLit => "integer literal",
            TokKind::FloatLit => "floating literal",
            TokKind::CharLit => "character literal",
            TokKind::StrLit => "string literal",
            TokKind::LineComment | TokKind::BlockComment => "comment",
            TokKind::Directive => "preprocessor directive",
            _ => "invalid token",
        })
    }
}

macro_rules! keywords {
    ($( $name:ident => $spelling:literal, )*) => {
        /// C/C++ keywords (and the vendor qualifiers kernels use). Identifiers are classified
        /// only after preprocessing, since macros may be named like keywords.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Keyword { $( $name, )* }

        impl Keyword {
            /// Every keyword, in declaration order.
            pub const ALL: &'static [Keyword] = &[ $( Keyword::$name, )* ];

            pub fn of(text: &str) -> Option<Keyword> {
                match text {
                    $( $spelling => Some(Keyword::$name), )*
                    _ => None,
                }
            }

            pub fn as_str(self) -> &'static str {
                match self { $( Keyword::$name => $spelling, )* }
            }
        }
    };
}

keywords! {
    Alignas => "alignas", Alignof => "alignof", Asm => "asm", Auto => "auto", Bool => "bool",
    Break => "break", Case => "case", Catch => "catch", Char => "char", Char8T => "char8_t",
    Char16T => "char16_t", Char32T => "char32_t", Class => "class", Const => "const",
    Consteval => "consteval", Constexpr => "constexpr", Constinit => "constinit",
    ConstCast => "const_cast", Continue => "continue", Decltype => "decltype",
    Default => "default", Delete => "delete", Do => "do", Double => "double",
    DynamicCast => "dynamic_cast", Else => "else", Enum => "enum", Explicit => "explicit",
    Export => "export", Extern => "extern", False => "false", Float => "float", For => "for",
    Friend => "friend", Goto => "goto", If => "if", Inline => "inline", Int => "int", Long => "long",
    Mutable => "mutable", Namespace => "namespace", New => "new", Noexcept => "noexcept",
    Nullptr => "nullptr", Operator => "operator", Private => "private", Protected => "protected",
    Public => "public", Register => "register", ReinterpretCast => "reinterpret_cast",
    Restrict => "restrict", RestrictGnu => "__restrict__", RestrictMsvc => "__restrict",
    Return => "return", Short => "short", Signed => "signed", Sizeof => "sizeof", Static => "static",
    StaticAssert => "static_assert", StaticCast => "static_cast", Struct => "struct",
    Switch => "switch", Template => "template", This => "this", ThreadLocal => "thread_local",
    Throw => "throw", True => "true", Try => "try", Typedef => "typedef", Typeid => "typeid",
    Typename => "typename", Union => "union", Unsigned => "unsigned", Using => "using",
    Virtual => "virtual", Void => "void", Volatile => "volatile", WcharT => "wchar_t",
    While => "while", Attribute => "__attribute__", Bool_ => "_Bool",
    StaticAssertC => "_Static_assert", AlignofC => "_Alignof",
}
