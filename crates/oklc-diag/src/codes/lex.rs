//! Diagnostic codes of the lexer.

define_codes! { TABLE;
    /// Invalid character in source
    ///
    /// A byte or character that cannot start any C/C++ token was found outside a comment or
    /// literal (for example a control character or a stray backtick). Remove it, or put it in a
    /// string literal.
    INVALID_CHARACTER = 1;
    /// Unterminated block comment
    ///
    /// A `/*` comment runs to the end of the file. Close it with `*/`.
    UNTERMINATED_COMMENT = 2;
    /// Unterminated string literal
    ///
    /// A `"` string literal ends at the end of its line. Close it with `"`, or continue it on the
    /// next line with a trailing backslash.
    UNTERMINATED_STRING = 3;
    /// Unterminated character literal
    ///
    /// A `'` character literal ends at the end of its line. Close it with `'`.
    UNTERMINATED_CHAR = 4;
    /// Invalid numeric literal
    ///
    /// The token starts like a number but is not a valid integer or floating literal: for example
    /// `0x` without digits, `1e` without an exponent, digits that do not fit the base (`08`,
    /// `0b12`) or a suffix C++ does not know (`1.0fx`).
    INVALID_NUMBER = 5;
    /// Stray `@`
    ///
    /// `@` introduces an OKL attribute and must be followed by the attribute's name, as in
    /// `@outer` or `@ restrict`.
    STRAY_AT = 6;
    /// Unterminated raw string literal
    ///
    /// A raw string `R"delim( ... )delim"` has no closing `)delim"`.
    UNTERMINATED_RAW_STRING = 7;
    /// Empty character literal
    ///
    /// `''` contains no character. Write `'\0'` for the null character.
    EMPTY_CHAR = 8;
    /// Invalid raw string delimiter
    ///
    /// A raw string delimiter may hold at most 16 characters and no spaces, parentheses,
    /// backslashes or control characters.
    INVALID_RAW_DELIMITER = 9;
    /// Backslash and newline separated by whitespace
    ///
    /// A line ends in a backslash followed by spaces or tabs. As in gcc, this is read as a line
    /// continuation (trailing whitespace is invisible in most editors), but it is not standard
    /// C: remove the whitespace after the backslash.
    SPACED_LINE_SPLICE = 10;
}
