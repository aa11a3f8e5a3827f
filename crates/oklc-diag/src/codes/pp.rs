//! Diagnostic codes of the pp stage; see the range table in `codes.rs`.

define_codes! { TABLE;
    /// Unknown preprocessor directive
    ///
    /// A line starting with `#` names no directive oklc knows. Supported are `#if #ifdef #ifndef
    /// #elif #else #endif #define #undef #include #pragma #error #warning #line` and the null
    /// directive `#` alone.
    UNKNOWN_DIRECTIVE = 100;
    /// Unterminated conditional
    ///
    /// An `#if`, `#ifdef` or `#ifndef` has no matching `#endif` before the end of its file. Every
    /// conditional must be closed in the file that opened it.
    UNTERMINATED_CONDITIONAL = 101;
    /// Conditional directive without `#if`
    ///
    /// An `#elif`, `#else` or `#endif` appears without an open `#if` in the same file.
    UNMATCHED_CONDITIONAL = 102;
    /// `#elif` or `#else` after `#else`
    ///
    /// A conditional has at most one `#else`, and it must be the last branch.
    ELSE_AFTER_ELSE = 103;
    /// Extra tokens after a directive
    ///
    /// Directives such as `#ifdef X`, `#else`, `#endif` and `#undef X` take no further tokens; the
    /// extra ones are ignored. Turn them into a comment.
    EXTRA_TOKENS = 104;
    /// Invalid macro name
    ///
    /// `#define`, `#undef`, `#ifdef`, `#ifndef`, `defined` and `-D`/`-U` need an identifier as the
    /// macro name; `defined` itself cannot be defined.
    INVALID_MACRO_NAME = 105;
    /// Invalid macro parameter list
    ///
    /// The parameter list of a function-like macro must be identifiers separated by commas,
    /// optionally ending in `...`, without duplicates, closed by `)`.
    INVALID_MACRO_PARAMS = 106;
    /// `#` not followed by a macro parameter
    ///
    /// In a function-like macro body, the stringification operator `#` must be followed by the
    /// name of a parameter.
    STRINGIFY_NOT_PARAM = 107;
    /// `##` at the edge of a macro body
    ///
    /// The token-pasting operator `##` needs an operand on both sides; it cannot start or end a
    /// replacement list.
    PASTE_AT_EDGE = 108;
    /// Pasting does not form a valid token
    ///
    /// `a ## b` must produce exactly one valid preprocessing token (for example `x ## 1` gives
    /// `x1`, but `+ ## -` gives `+-`, which is two tokens). The operands are kept as two tokens.
    INVALID_PASTE = 109;
    /// Macro redefined
    ///
    /// A macro is defined again with a different replacement list or parameters; the new
    /// definition replaces the old one. `#undef` the macro first to make the intent explicit.
    MACRO_REDEFINED = 110;
    /// Wrong number of macro arguments
    ///
    /// A function-like macro was invoked with more or fewer arguments than it has parameters.
    /// Empty arguments count: `F(a,)` passes two arguments, the second empty. Parentheses
    /// protect commas: `F((a, b))` passes one argument.
    MACRO_ARG_COUNT = 111;
    /// Unterminated macro argument list
    ///
    /// The invocation of a function-like macro has no closing `)` before the end of the input.
    UNTERMINATED_MACRO_ARGS = 112;
    /// Invalid `#if` expression
    ///
    /// The expression of an `#if` or `#elif` is empty or is not a valid integer constant
    /// expression after macro expansion. The group is treated as false.
    INVALID_IF_EXPR = 113;
    /// Division by zero in `#if`
    ///
    /// An evaluated `/` or `%` in an `#if` expression has a zero right operand. Guard it, for
    /// example `defined(N) && N != 0 && M / N > 2`: operands skipped by `&&`, `||` and `?:` are not
    /// evaluated.
    IF_DIVISION_BY_ZERO = 114;
    /// `sizeof` or a cast in `#if`
    ///
    /// The preprocessor knows no types, so `sizeof`, casts and other keywords cannot be evaluated
    /// in `#if`. Pass sizes as macros (`-D SIZEOF_DFLOAT=8`).
    IF_SIZEOF = 115;
    /// Floating-point constant in `#if`
    ///
    /// `#if` expressions are evaluated in integers only (C11 6.10.1). Scale the value to an
    /// integer, e.g. compare `VERSION_X100 >= 150` instead of `VERSION >= 1.5`.
    IF_FLOAT = 116;
    /// Include file not found
    ///
    /// The file named by `#include` is not in the including file's folder (for `"..."`) nor in any
    /// `-I` folder. Add its folder with `-I`.
    INCLUDE_NOT_FOUND = 117;
    /// System header passed through
    ///
    /// A standard C/C++ header such as `<cmath>` was not found in the `-I` folders, so the
    /// `#include` line is kept in the output for the backend compiler to resolve. Device compilers
    /// may not provide every host header.
    SYSTEM_HEADER_PASSTHROUGH = 118;
    /// Invalid `#include` syntax
    ///
    /// `#include` needs `"file"` or `<file>`, possibly produced by macro expansion.
    INVALID_INCLUDE = 119;
    /// `#include` nested too deeply
    ///
    /// Includes are nested more than 200 levels deep, which nearly always means a file includes
    /// itself (directly or through others) without an include guard or `#pragma once`.
    INCLUDE_TOO_DEEP = 120;
    /// Include file could not be read
    ///
    /// The path exists but reading it as a source file failed (a folder or a device, permissions,
    /// not UTF-8, too large).
    INCLUDE_READ_FAILED = 121;
    /// `#error` directive
    ///
    /// The source asked for preprocessing to fail with this message, usually because a required
    /// macro is missing or has an unsupported value.
    ERROR_DIRECTIVE = 122;
    /// `#warning` directive
    ///
    /// The source asked for this warning to be shown.
    WARNING_DIRECTIVE = 123;
    /// Invalid `#line` directive
    ///
    /// `#line` takes a positive decimal line number and an optional file name string literal.
    INVALID_LINE_DIRECTIVE = 124;
    /// Macro expansion too large
    ///
    /// One macro invocation expanded to more than a million tokens, or the whole output passed
    /// twenty million tokens. This is nearly always a macro "bomb" (definitions that double their
    /// output at each level). The expansion is abandoned.
    EXPANSION_TOO_LARGE = 125;
    /// Macro expansion nested too deeply
    ///
    /// Macro invocations nested in each other's arguments, or chains of macros expanding to other
    /// macros, went deeper than the preprocessor's limit. Simplify the macros.
    EXPANSION_TOO_DEEP = 126;
    /// Conditionals nested too deeply
    ///
    /// More than 10000 `#if` groups are open at once.
    CONDITIONAL_TOO_DEEP = 127;
    /// `#if` expression nested too deeply
    ///
    /// The `#if` expression nests parentheses or unary operators more than 256 levels deep.
    IF_EXPR_TOO_DEEP = 128;
    /// Invalid `@directive`
    ///
    /// `@directive` takes one string literal whose text is one line starting with `#`, e.g.
    /// `@directive("#pragma unroll 4")`; the text is run as a directive line where it stands.
    /// Conditionals (`#if` ... `#endif`) and `#line` cannot be injected: write them as lines.
    INVALID_AT_DIRECTIVE = 129;
    /// Invalid `OKL(...)` call
    ///
    /// The built-in `OKL` macro takes exactly one string literal, whose contents are tokenised and
    /// inserted, e.g. `#define OUTER OKL("@outer")`.
    INVALID_OKL_MACRO = 130;
    /// Invalid `_Pragma` operator
    ///
    /// `_Pragma` takes one string literal in parentheses, whose text is one line:
    /// `_Pragma("unroll 4")` is the line `#pragma unroll 4`.
    INVALID_PRAGMA_OPERATOR = 131;
    /// Invalid `defined` operator
    ///
    /// `defined` must be followed by an identifier, optionally in parentheses: `defined X` or
    /// `defined(X)`.
    INVALID_DEFINED = 132;
    /// Invalid `__has_include`
    ///
    /// `__has_include` takes a header name in parentheses: `__has_include("x.h")` or
    /// `__has_include(<cmath>)`.
    INVALID_HAS_INCLUDE = 133;
    /// Integer constant too large in `#if`
    ///
    /// An integer literal in an `#if` expression does not fit in 64 bits.
    IF_INTEGER_TOO_LARGE = 134;
    /// Preprocessor output too large
    ///
    /// The translation unit produced more than twenty million tokens; preprocessing stopped.
    OUTPUT_TOO_LARGE = 135;
    /// Invalid command-line macro
    ///
    /// A `-D NAME[=VALUE]` or `-U NAME` option does not start with a valid identifier.
    INVALID_COMMAND_LINE_MACRO = 136;
    /// Directive inside macro arguments
    ///
    /// A preprocessing directive appears among the arguments of a function-like macro
    /// invocation. It is processed, but C leaves this undefined; move it outside the invocation.
    /// A conditional is reported once, at its `#if`, `#ifdef` or `#ifndef`, or at the `#elif`,
    /// `#else` or `#endif` that an invocation reaches when it began inside the conditional:
    /// write the whole invocation in each branch instead. Directives of skipped groups are not
    /// reported.
    DIRECTIVE_IN_MACRO_ARGS = 137;
    /// Extra empty macro argument ignored
    ///
    /// A function-like macro that takes `N` parameters (and no `...`) was invoked with `N + 1`
    /// arguments, the last of them empty: `F(a, b, )` for `#define F(x, y)`. C rejects this;
    /// legacy OCCA accepted it and real kernels rely on that, so oklc drops the trailing empty
    /// argument and warns. Remove the trailing comma.
    EXTRA_EMPTY_MACRO_ARG = 138;
    /// Attribute name does not expand to a name
    ///
    /// After `@`, a macro parameter (`#define ATT(x) @x`) or a macro name (`@LOOP_KIND`) is
    /// replaced as a C preprocessor would, and must give an identifier: the attribute's name.
    /// `ATT()` or `ATT(1)` gives none.
    ATTRIBUTE_NAME_EXPANSION = 139;
    /// Stray backslash in a macro definition
    ///
    /// A macro's replacement list holds a `\` that is not at the end of its line, such as
    /// `x = 1;  \  \` where only the last backslash continues the line. C keeps the first one as
    /// a token of its own, an error wherever an expansion puts it into code; legacy OCCA drops
    /// it, and oklc drops it too, warning at the first expansion of the macro. Remove the
    /// backslash from the definition.
    STRAY_BACKSLASH_IN_MACRO = 140;
    /// Assignment in `#if`
    ///
    /// An `#if` or `#elif` expression contains `=`, as in `#if USE_CUDA=1`. C rejects it;
    /// legacy OCCA evaluates it as an assignment whose value is the right-hand side, so
    /// `#if X=1` is always true and `#if X=0` always false, whatever `X` is. oklc keeps that
    /// reading and warns. Write `==` to compare.
    IF_ASSIGNMENT = 141;
    /// Unknown `#pragma okl diagnostic`
    ///
    /// `#pragma okl diagnostic` controls warnings from the line it is on, as gcc's
    /// `#pragma GCC diagnostic` does: `ignored "OKLnnnn"`, `warning "OKLnnnn"`,
    /// `error "OKLnnnn"`, `push` and `pop`. This one names another action, no code, a code
    /// oklc does not have, or a `pop` without a `push`; it is ignored.
    BAD_DIAGNOSTIC_PRAGMA = 142;
}
