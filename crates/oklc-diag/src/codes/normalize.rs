//! Diagnostic codes of `oklc normalize`, the attribute-spelling converter.

define_codes! { TABLE;
    /// Attribute argument list does not close
    ///
    /// An OKL attribute's argument list (`@tile(16, @outer` …) has no closing `)` before the end
    /// of the file, or before the end of the `#define` line that holds it. `oklc normalize`
    /// converts whole attributes only, so nothing was written. Close the argument list.
    UNCLOSED_ATTRIBUTE_ARGUMENTS = 800;
    /// Attribute cannot be converted
    ///
    /// The attribute is written in a way the other spelling cannot say with the same meaning: its
    /// name is not an OKL attribute name (it may be a macro, like `@LOOP_KIND`) or is a macro
    /// parameter, its arguments in a `#define` body stringify with `#`, or a line splice falls
    /// inside one of its tokens. As a warning, the attribute is left as written and the rest of
    /// the file is converted; oklc still reads the result. As an error, a preprocessor line
    /// (`#if` …) stands inside the argument list, and nothing was written: move the directive out
    /// of the arguments.
    UNCONVERTIBLE_ATTRIBUTE = 801;
}
