//! Diagnostic codes of the parse stage; see the range table in `codes.rs`.

define_codes! { TABLE;
    /// Syntax error
    ///
    /// The parser found a token that cannot continue the construct it was reading. The message
    /// lists what was expected there (for example "expected `;`, found `}`"), and a label names
    /// the enclosing function or kernel. The parser skips to the next `;` or closing brace and
    /// goes on, so every syntax error in a file is reported.
    UNEXPECTED_TOKEN = 201;
    /// Unexpected end of file
    ///
    /// The file ended in the middle of a construct, typically because a `}` or `)` is missing.
    UNEXPECTED_EOF = 202;
    /// Nesting too deep
    ///
    /// Parentheses, brackets and braces may nest at most 256 levels deep (clang's default
    /// `-fbracket-depth`). The innermost group that crosses the limit is skipped.
    NESTING_TOO_DEEP = 203;
    /// Malformed normalised OKL attribute
    ///
    /// A normalised attribute `[[okl_name("(args)")]]` must have one string literal argument
    /// holding the parenthesised argument list of the `@name(args)` form, for example
    /// `[[okl_tile("(16,@outer,@inner)")]]`.
    BAD_NORMALIZED_ATTR = 204;
    /// Stray `;` inside parentheses
    ///
    /// A `;` stands inside parentheses that close later in the same statement, as in
    /// `y = w * ((a + b);\n +(c + d));`. This is not C++, but legacy OCCA drops every such `;`
    /// and reads `w * ((a + b) + (c + d))`; oklc does the same and warns at each `;`, with a
    /// fix-it that removes it. `for`, `if` and `switch` headers are not affected, and a `(`
    /// that is never closed keeps its `;` (a missing `)` stays a syntax error). `-Werror`
    /// turns the warning into an error.
    STRAY_SEMI_IN_PARENS = 205;
}
