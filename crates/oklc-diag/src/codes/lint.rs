//! Diagnostic codes of the analyses over the syntax tree (`oklc-lint`): names no declaration
//! or runtime provides, helper calls with the wrong number of arguments, implicit conversions.

define_codes! { TABLE;
    /// Undeclared identifier
    ///
    /// The name is used in an expression but nothing in the translation unit declares it: no
    /// variable, parameter, function, enumerator, type or macro of the file or of the headers it
    /// includes (`#include`, `--include`), and it is none of the names every backend's runtime
    /// provides (the C math library, OKL's vector types, backend built-ins such as `threadIdx`).
    /// The backend compiler would reject the generated code. It is a warning rather than an
    /// error because a runtime may add headers oklc does not see; the help suggests the closest
    /// declared name.
    UNDECLARED_NAME = 700;
    /// Call to an undeclared function
    ///
    /// The called function is declared nowhere in the translation unit and is none of the
    /// functions every backend's runtime provides (the C math library, `atomicAdd`, `printf`...).
    /// A warning, like an undeclared identifier; the help suggests the closest known function.
    UNDECLARED_FUNCTION = 701;
    /// Wrong number of arguments to a helper function
    ///
    /// The call passes more or fewer arguments than the file's own function takes (counting
    /// default arguments). Overloaded and variadic functions and templates are not checked.
    WRONG_ARGUMENT_COUNT = 702;
    /// Implicit conversion loses precision
    ///
    /// A `double` value is stored in a `float` (or a floating-point value in an integer)
    /// without a cast. Write the cast if it is meant, or compute in the narrower type (a `float`
    /// literal is written `1.0f`). Reported with `-W conversion` on the command line and by
    /// default in the language server.
    LOSSY_CONVERSION = 710;
    /// `double` literal promotes `float` arithmetic
    ///
    /// An unsuffixed floating literal such as `0.5` is a `double`, so `x * 0.5` with a `float`
    /// `x` is computed in double precision, then usually converted back: on most GPUs double
    /// arithmetic is many times slower. Write `0.5f`. Reported with `-W conversion` on the
    /// command line and by default in the language server; the quick fix adds the suffix.
    DOUBLE_PROMOTION = 711;
}
