//! Diagnostic codes of semantic analysis and lowering: attribute rules, kernel signatures,
//! OKL loop forms, template instantiation.

define_codes! { TABLE;
    /// Unknown attribute
    ///
    /// OKL knows `@kernel @outer @inner @tile @shared @exclusive @atomic @barrier @nobarrier
    /// @restrict @dim @dimOrder @max_inner_dims @simd_length @globalPtr @implicitArg` (and
    /// `@directive` in the preprocessor). Anything else is reported and otherwise ignored; the
    /// message suggests the closest known name.
    UNKNOWN_ATTRIBUTE = 300;
    /// Attribute not allowed here
    ///
    /// Each attribute applies to one kind of construct: `@kernel` to functions; `@outer`,
    /// `@inner`, `@tile`, `@nobarrier`, `@max_inner_dims`, `@simd_length` to `for` loops;
    /// `@shared`, `@exclusive`, `@dim`, `@dimOrder`, `@restrict`, `@globalPtr`, `@implicitArg` to
    /// variable declarations (including parameters and typedefs); `@barrier` to an empty
    /// statement (`@barrier;`); `@atomic` to expression statements and blocks.
    ATTRIBUTE_PLACEMENT = 301;
    /// Invalid attribute arguments
    ///
    /// The attribute got the wrong number or kind of arguments: `@kernel`, `@shared`,
    /// `@exclusive`, `@atomic`, `@nobarrier`, `@restrict` take none; `@outer`/`@inner` take an
    /// optional axis 0, 1 or 2; `@tile(size, [@outer...], [@inner...], check=bool)`;
    /// `@dim` takes at least one extent; `@max_inner_dims` one to three positive integers;
    /// `@simd_length` exactly one non-negative integer; `@barrier` an optional `"warp"`.
    ATTRIBUTE_ARGUMENTS = 302;
    /// Attribute argument is not a compile-time constant
    ///
    /// Loop axes, `@dimOrder` indices, `@max_inner_dims`, `@simd_length` and `@tile(check=...)`
    /// must be integer constant expressions after macro expansion.
    NOT_CONSTANT = 303;
    /// Loop axis out of range
    ///
    /// `@outer(n)` and `@inner(n)` accept the axes 0 (x), 1 (y) and 2 (z).
    AXIS_OUT_OF_RANGE = 304;
    /// Loop is both `@outer` and `@inner`
    ///
    /// A loop distributes its iterations either over work-groups (`@outer`) or over the
    /// work-items of a group (`@inner`), not both. Nest two loops instead, or use `@tile`.
    OUTER_AND_INNER = 305;
    /// Variable is both `@shared` and `@exclusive`
    ///
    /// `@shared` memory has one instance per work-group, `@exclusive` one per work-item; a
    /// variable cannot be both.
    SHARED_AND_EXCLUSIVE = 306;
    /// Invalid barrier type
    ///
    /// `@barrier` takes no argument (a work-group barrier), `"local"` (the same), `"global"`
    /// (a work-group barrier that also orders global memory) or `"warp"`. Legacy OCCA accepted
    /// any string; any other one here is most likely a typo.
    INVALID_BARRIER = 307;
    /// Invalid `@dimOrder`
    ///
    /// `@dimOrder` lists a permutation of `0..n` where `n` is the number of `@dim` extents:
    /// every index exactly once.
    INVALID_DIM_ORDER = 308;
    /// `@dimOrder` without a matching `@dim`
    ///
    /// `@dimOrder` permutes the extents of a `@dim` on the same variable (or its typedef) and
    /// must list as many indices as `@dim` has extents. A list of the wrong length is this error
    /// whatever its indices: `@dimOrder(2, 0)` on a three-extent `@dim` lacks an index.
    DIM_ORDER_MISMATCH = 309;
    /// Kernel must return `void`
    ///
    /// A `@kernel` function is launched, not called; it returns results through its pointer
    /// arguments.
    KERNEL_NOT_VOID = 310;
    /// No `@kernel` function in the file
    ///
    /// An OKL source must define at least one function marked `@kernel`.
    NO_KERNELS = 311;
    /// Duplicate attribute
    ///
    /// The same attribute is written twice on one construct; the last one wins.
    DUPLICATE_ATTRIBUTE = 312;
    /// Attribute has no effect here
    ///
    /// The attribute is accepted in this position for compatibility with OCCA but does nothing
    /// (for example `@restrict` on a non-pointer local).
    ATTRIBUTE_IGNORED = 313;
    /// Kernel defined twice
    ///
    /// Two `@kernel` functions of one file have the same name (template instantiations count
    /// by their generated names). OCCA looks kernels up by name, so one of them must be renamed.
    DUPLICATE_KERNEL = 314;
    /// Invalid OKL loop initialisation
    ///
    /// An `@outer`, `@inner` or `@tile` loop must declare exactly one integer iterator with an
    /// initial value: `for (int i = START; ...)`.
    LOOP_INIT = 320;
    /// Invalid OKL loop condition
    ///
    /// The condition of an OKL loop compares the iterator with a bound using `<`, `<=`, `>` or
    /// `>=` (either side): `i < N`, `N > i`.
    LOOP_CONDITION = 321;
    /// Invalid OKL loop update
    ///
    /// The update of an OKL loop is `++i`, `i++`, `--i`, `i--`, `i += STEP` or `i -= STEP`.
    LOOP_UPDATE = 322;
    /// Invalid OKL loop iterator type
    ///
    /// OKL loop iterators are integers: `char`, `short`, `int`, `long`, `long long` (signed or
    /// unsigned), `size_t` or `ptrdiff_t`.
    LOOP_ITERATOR_TYPE = 323;
    /// Template kernel without instantiations
    ///
    /// A `template` `@kernel` produces device code only for the type lists requested with
    /// `--instantiate 'name<type, ...>'`; without one it is skipped.
    TEMPLATE_NOT_INSTANTIATED = 330;
    /// Unknown template kernel in `--instantiate`
    ///
    /// `--instantiate name<args>` must name a `template` `@kernel` of the file and give one
    /// argument per template parameter (parameters with defaults may be left out). Two requests
    /// whose kernel names would be the same (`k<float *>`, `k<float_ptr>`) are rejected.
    BAD_INSTANTIATION = 331;
    /// Template argument does not fit its parameter
    ///
    /// Each `--instantiate` argument must be of its parameter's kind: a type for `typename T`,
    /// a constant of the parameter's type for a non-type parameter such as `int B`. As in C++,
    /// a value that does not fit the type (`-1` for `unsigned N`, `2` for `bool F`) and a
    /// floating-point value for an integer parameter are rejected.
    BAD_TEMPLATE_ARGUMENT = 332;
    /// Template parameter redeclared
    ///
    /// A variable or function parameter inside a template kernel may not reuse the name of
    /// one of the template's parameters (C++ [temp.local]: g++ rejects it too). Rename it.
    TEMPLATE_PARAM_REDECLARED = 333;
    /// Construct not supported
    ///
    /// oklc does not model this C++ construct in this position. The message names the construct.
    UNSUPPORTED = 350;
    /// Name already declared as a different kind of entity
    ///
    /// A name is used as a type and as a variable in a way oklc cannot resolve.
    NAME_CONFLICT = 351;
    /// OKL inside a lambda that cannot be lowered there
    ///
    /// A lambda body runs inside one work-item, whenever it is called: `@outer`, `@inner` and
    /// `@tile` loops, `@barrier` and `@shared`/`@exclusive` declarations have no meaning there.
    /// A lambda whose capture list has no default (`[x, &y]`) may not use an `@exclusive`
    /// variable or call a `@dim` accessor: their lowering needs names the list does not hold
    /// (the host targets' per-work-item index, the locals in the `@dim` extents); capture with
    /// `[&]` or `[=]`. Uses of `@exclusive` variables, `@dim` accessors and `@atomic` statements
    /// are otherwise lowered inside lambdas like anywhere else.
    OKL_IN_LAMBDA = 352;
    /// Static assertion fails
    ///
    /// A backend that prints C (OpenCL) has no `static_assert`: oklc evaluates the condition
    /// itself and leaves the assertion out of the output. A condition that is an integer constant
    /// oklc can evaluate and that is zero is reported here, with the assertion's message; a
    /// condition oklc cannot evaluate (a type trait, `sizeof` of a template parameter) is left
    /// to the C++ backends' compilers.
    STATIC_ASSERT_FAILED = 353;
}
