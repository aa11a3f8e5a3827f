//! Diagnostic codes of the passes stage; see the range table in `codes.rs`.

define_codes! { TABLE;
    /// Wrong number of `@dim` indices
    ///
    /// A call `v(i, j, ...)` on a variable declared with `@dim(d0, ..., dk)` is rewritten into a
    /// subscript and must pass exactly one index per `@dim` extent. Add or remove indices.
    DIM_ARITY = 500;
    /// Invalid `@dimOrder`
    ///
    /// `@dimOrder(p0, ..., pk)` must list every index of the variable's `@dim` exactly once:
    /// as many entries as `@dim` has extents, each in `0..k`, no duplicates.
    DIM_ORDER = 501;
    /// `@tile` with a non-unit step
    ///
    /// A tiled loop with `i += s` (or `i -= s`) advances its block loop by `TS * s`; oklc makes
    /// the element loop span `TS * s` index units so that every index is visited. Legacy OCCA
    /// let the element loop span only `TS` units and silently skipped indices, so results differ
    /// from legacy OCCA for this loop.
    TILE_STEP = 502;
    /// Tile size is not positive
    ///
    /// The first `@tile` argument is the number of index units of one tile and must be at least
    /// 1 when it is a constant.
    TILE_SIZE = 503;
    /// `@outer` loop inside an `@inner` loop
    ///
    /// Work-group loops (`@outer`) must enclose the work-item loops (`@inner`), never the other
    /// way round. Move the `@outer` loop out of the `@inner` loop or swap the attributes.
    OUTER_INSIDE_INNER = 510;
    /// `@inner` loop outside any `@outer` loop
    ///
    /// Every `@inner` loop must be nested in an `@outer` loop of the same kernel.
    INNER_OUTSIDE_OUTER = 511;
    /// `@outer` loop without an `@inner` loop
    ///
    /// Every path of OKL loops that starts with an `@outer` loop must reach at least one
    /// `@inner` loop; work-items only exist inside `@inner` loops.
    MISSING_INNER = 512;
    /// Mismatched number of `@outer`/`@inner` loops
    ///
    /// Every path of OKL loops under one top-level `@outer` loop must have the same number of
    /// `@outer` loops and the same number of `@inner` loops, because all of them share one
    /// launch shape.
    LOOP_COUNT_MISMATCH = 513;
    /// More than three nested `@outer` or `@inner` loops
    ///
    /// Launch shapes have three axes (x, y, z), so at most three `@outer` and three `@inner`
    /// loops may be nested.
    TOO_MANY_NESTED = 514;
    /// `break` or `continue` in an OKL loop
    ///
    /// `@outer` and `@inner` loops are not loops on GPUs (each iteration is a separate
    /// work-group or work-item), so `break` and `continue` cannot leave or skip them. Use an
    /// `if` around the body instead; inside a regular loop or `switch` they are fine.
    BREAK_IN_OKL_LOOP = 515;
    /// OKL loop outside a kernel
    ///
    /// `@outer`, `@inner` and `@tile` loops are only meaningful in `@kernel` functions.
    OKL_LOOP_OUTSIDE_KERNEL = 516;
    /// Kernel without `@outer` or `@inner` loops
    ///
    /// A `@kernel` needs at least one `@outer` loop and at least one `@inner` loop.
    KERNEL_WITHOUT_LOOPS = 517;
    /// Loop direction does not match its comparison
    ///
    /// An OKL loop that counts up (`++i`, `i += s`) must compare with `<` or `<=`; one that
    /// counts down (`--i`, `i -= s`) with `>` or `>=`. Otherwise the loop is empty or infinite.
    LOOP_DIRECTION = 518;
    /// Empty OKL loop range
    ///
    /// The iteration count of this OKL loop is a constant that is zero or negative, so the launch
    /// would be empty (or, converted to an unsigned size, huge).
    EMPTY_RANGE = 519;
    /// Inner loop sizes exceed `@max_inner_dims`
    ///
    /// The constant inner loop extents of this kernel need more work-items than the
    /// `@max_inner_dims` of its `@outer` loop allows. Raise `@max_inner_dims` or shrink the loops.
    MAX_INNER_DIMS = 520;
    /// Axis used twice on one loop path
    ///
    /// Two nested `@outer` (or `@inner`) loops were given the same explicit axis; each nested
    /// level needs its own axis.
    AXIS_REPEATED = 521;
    /// `return` in an `@inner` loop that serial and OpenMP cannot make exact
    ///
    /// On GPUs `return` inside an `@inner` loop ends that work-item only. Serial and OpenMP run
    /// every `@inner` loop as a host loop and track returned work-items with per-work-item
    /// flags (GPU targets use a private flag so that the work-item still reaches the group's
    /// barriers). They report an error where they cannot: a `return` in a non-innermost
    /// `@inner` body that later `@inner` loops follow, a `return` after which `@inner` loops of
    /// an enclosing `@outer` loop's body still run, and flags that cannot be sized (no constant
    /// `@inner` extents and no `@max_inner_dims`). Move the `return` into the innermost
    /// `@inner` loop, or guard the rest of the work-item's code with an `if` instead of
    /// returning.
    RETURN_IN_INNER = 522;
    /// `@barrier` reached by only some work-items of a group
    ///
    /// Every work-item of a group must reach each group barrier: on a GPU a barrier that some
    /// work-items skip hangs the group or leaves `@shared` memory undefined. Serial and OpenMP
    /// ignore barriers inside `@inner` loops, so the kernel behaves differently there. The
    /// warning names the condition (reading an `@inner` iterator, an `@exclusive` variable or a
    /// value computed from them) or the `break`/`continue`/`return` that only some work-items
    /// take. Put the barrier where every work-item reaches it, usually between two `@inner`
    /// loops, or compute the condition from values all work-items share.
    DIVERGENT_BARRIER = 523;
    /// `@kernel` called from device code
    ///
    /// A kernel is launched by the host with its outer and inner sizes; it cannot be called from
    /// another kernel or from a helper function (a GPU `__global__` function cannot be called
    /// like one). Move the shared code into a function without `@kernel` and call that from both.
    KERNEL_CALL = 524;
    /// `@shared`/`@exclusive` declared inside an `@inner` loop
    ///
    /// `@shared` and `@exclusive` variables are declared between an `@outer` loop and its
    /// `@inner` loops, not inside an `@inner` loop (where a plain local does the job).
    STORAGE_IN_INNER = 530;
    /// `@shared`/`@exclusive` declared outside an `@outer` loop
    ///
    /// `@shared` and `@exclusive` variables belong to one work-group and must be declared inside
    /// an `@outer` loop, before the `@inner` loops that use them.
    STORAGE_OUTSIDE_OUTER = 531;
    /// `@shared`/`@exclusive` used outside an `@inner` loop
    ///
    /// Between `@outer` and `@inner` loops there is no work-item, so a `@shared` or `@exclusive`
    /// variable may only be read or written inside `@inner` loops (this includes initialisers of
    /// other declarations placed between the loops).
    STORAGE_USE_OUTSIDE_INNER = 532;
    /// `@shared` variable is not an array
    ///
    /// `@shared` memory is declared as an array with constant extents, e.g.
    /// `@shared float tile[16][16];`.
    SHARED_NOT_ARRAY = 533;
    /// `@shared` array size is not a positive constant
    ///
    /// Every extent of a `@shared` array must be a compile-time constant of at least 1. oklc
    /// evaluates literals, integer arithmetic and casts (through typedefs), `sizeof`/`alignof`
    /// of builtin types whose size every target agrees on, enumerators, `const`/`constexpr`
    /// integer variables and array elements, and calls of `constexpr` functions whose body is
    /// one `return`. Other C++ constant expressions (`sizeof` of a struct, `constexpr`
    /// functions with statements) are reported as expressions oklc cannot evaluate: write the
    /// extent with a macro, an enumerator or a `constexpr` integer variable. When the extent
    /// names an identifier nothing in the file declares, the help names it: in a macro-driven
    /// kernel that is a macro the build did not define (`-D p_Nq=8`); `OKL0535` does the same
    /// for `@inner` bounds.
    SHARED_SIZE = 534;
    /// Cannot size `@exclusive` storage
    ///
    /// On serial and OpenMP targets an `@exclusive` variable becomes an array with one element
    /// per work-item, so the inner loop extents must be constants; otherwise give the `@outer`
    /// loop `@max_inner_dims(x, y, z)`. The diagnostic points at the first `@inner` bound
    /// oklc cannot evaluate as a constant (the constant expressions it evaluates are those of
    /// `OKL0534`).
    ///
    /// An `@exclusive` variable declared in an `@outer` body and used inside nested `@outer`
    /// loops needs a copy per work-item of every nested group where the groups must not see
    /// each other's copies: with an initializer (each group starts from it on a GPU), or used
    /// in two nested `@outer` loops, or in one that a regular loop runs again (a GPU work-item
    /// keeps its copy from one to the next). Those copies are counted from the nested loops'
    /// iteration counts, so each nested `@outer` loop must have a constant one. Otherwise
    /// bound it with a constant, or declare the variable inside the nested `@outer` loop.
    EXCLUSIVE_SIZE = 535;
    /// Unsupported `@exclusive` initializer
    ///
    /// An `@exclusive` array with an initializer (also an array type behind a typedef) cannot be
    /// replicated per work-item on serial and OpenMP targets. Initialise the elements inside the
    /// first `@inner` loop instead. Braced lists for scalars and structs are replicated.
    EXCLUSIVE_INIT = 536;
    /// Reserved name `_occa_exclusive_index`
    ///
    /// The serial and OpenMP lowering of `@exclusive` declares `_occa_exclusive_index` and
    /// other variables whose names start with `_occa_exclusive_`; a user variable with such a
    /// name would be shadowed. Rename it.
    EXCLUSIVE_RESERVED = 537;
    /// `@exclusive` value controls `@inner` loops
    ///
    /// Each work-item has its own copy of an `@exclusive` variable, so a condition or loop
    /// bound computed from it may differ between work-items. Serial and OpenMP targets run the
    /// code around nested `@inner` loops (the header of a regular loop, an `if` or a `switch`
    /// that contains `@inner` loops, the range of a nested `@inner` loop) once for all
    /// work-items and cannot follow a per-work-item decision there. Compute the value from
    /// something every work-item shares (`@shared` memory, kernel arguments), or move the
    /// condition into the innermost `@inner` loop.
    EXCLUSIVE_CONTROLS_INNER = 538;
    /// `@exclusive` use outside the innermost `@inner` loop cannot run per work-item
    ///
    /// On serial and OpenMP targets a statement in the body of a non-innermost `@inner` loop
    /// that uses `@exclusive` variables runs once per work-item of the `@inner` loops below it,
    /// each time with that work-item's copies, as on a GPU. That is impossible when the
    /// statement declares a local (declare it `@exclusive` too and assign it), writes a local
    /// that is not `@exclusive` (each work-item would need its own copy: declare it
    /// `@exclusive`), jumps out of itself (`break`, `continue`, `return`, `goto`), or when the
    /// extent of the `@inner` loops below depends on values computed in the kernel. Otherwise
    /// move the statement into the innermost `@inner` loop.
    EXCLUSIVE_NOT_REPLICABLE = 539;
    /// Restrict qualifier on a non-pointer
    ///
    /// `restrict`, `__restrict__` and `__restrict` qualify the pointer whose `*` they follow
    /// (`float *__restrict__ p`) or a typedef naming a pointer (`ptr_t __restrict__ p`). Before
    /// the `*` (`float __restrict__ *p`) they qualify `float`, which g++ and clang reject too.
    /// `@restrict` applies to the declared pointer wherever it is written (`@restrict float *p`,
    /// `float *@restrict p`); on a variable that is no pointer it is ignored (`OKL0313`).
    RESTRICT_NOT_POINTER = 540;
    /// `@exclusive` variable used in a lambda defined outside the innermost `@inner` loop
    ///
    /// On serial and OpenMP targets an `@exclusive` variable is an array indexed by the
    /// work-item index that only the innermost `@inner` loops compute; a lambda that uses one
    /// must be defined there (it is created once where it is defined but may be called for many
    /// work-items). Define the lambda inside the innermost `@inner` loop, or pass the value in
    /// as a parameter.
    EXCLUSIVE_LAMBDA_OUTSIDE_INNER = 541;
    /// Loop pragma in front of a parallel `@outer` loop dropped
    ///
    /// On the OpenMP backend every top-level `@outer` loop is preceded by
    /// `#pragma omp parallel for`, which must directly precede its loop; a loop pragma
    /// (`#pragma unroll`, `#pragma GCC ivdep`, ...) can stand neither between the two nor in
    /// front of the OpenMP pragma (g++: "'#pragma' is not allowed here"), so it is left out.
    /// The serial backend keeps it. To tune a loop, put the pragma in front of an `@inner` or
    /// regular loop inside the `@outer` loop.
    OUTER_LOOP_PRAGMA = 546;
    /// Type of an `@exclusive auto` variable cannot be spelled
    ///
    /// Serial and OpenMP targets store an `@exclusive` variable as an array with one element
    /// per work-item, and an array cannot be declared `auto`. oklc spells the element type as
    /// `decltype(init)` when the initializer is an arithmetic, logical or cast expression (a
    /// value, whose `decltype` is its type), and copies the type of a variable initializer;
    /// other initializers (array elements, calls, member accesses, no initializer) leave the
    /// type unknown. Write the type instead of `auto`.
    EXCLUSIVE_AUTO = 547;
    /// Kernel parameter written per work-item cannot be lowered on host targets
    ///
    /// On GPU targets every work-item has its own copy of each kernel parameter. Serial and
    /// OpenMP targets give a parameter written inside an `@inner` loop one copy per work-item
    /// (an `@exclusive` variable initialised from the argument). Two shapes cannot be lowered
    /// that way: a use of the parameter outside the `@inner` loops after an `@inner` loop of the
    /// same `@outer` loop has written it (the host runs that code once, but each work-item has
    /// its own value), and copies that cannot be sized (the `@inner` extents are not constant
    /// and the `@outer` loop has no `@max_inner_dims`). Copy the parameter into a local inside
    /// the `@inner` loop and write that, or add `@max_inner_dims(x, y, z)`.
    PARAM_PER_WORK_ITEM = 548;
    /// Device code uses a variable declared outside its `@outer` loop
    ///
    /// On GPU targets every top-level `@outer` loop becomes its own device kernel; code outside
    /// the loops runs on the host. A variable declared outside the loop is not available on the
    /// device, except kernel parameters, constants and `const` locals computed from `const`
    /// parameters only (`const int half = n / 2;`), which the device kernel declares again, and
    /// scalars the loop only reads (a regular loop's iterator around it), which the launcher
    /// passes as extra arguments. One the device code writes (each work-item would write its own
    /// copy, which the host never sees), or one of another type (an array, a struct), is this
    /// error. Declare it inside the loop or pass it as a kernel argument.
    HOST_LOCAL_IN_DEVICE = 550;
    /// Inner loop size depends on device values
    ///
    /// On GPU targets the host computes the work-group size before the launch, so the iteration
    /// count of an `@inner` loop may only use kernel parameters, constants and the iterators of
    /// the loops around it: OKL loops, and plain `for` loops in canonical form whose body
    /// changes neither the iterator nor the bound (the host then runs those loops' ranges and
    /// launches the largest count). It may not use other variables declared inside the `@outer`
    /// loop, whose values only the device knows. Loop to a bound the host knows and test the
    /// device value inside.
    INNER_SIZE_NOT_HOST = 551;
    /// Host code reads memory through a kernel pointer argument
    ///
    /// On GPU targets the code outside the `@outer` loops, and the iteration counts of the OKL
    /// loops (the launch sizes), run on the host before the launch, where a pointer argument of
    /// the kernel points to device memory: `n[0]`, `*p` or `p->x` there would read an address the
    /// host cannot read (a crash, or a launcher that does not compile). Pass the value as a
    /// scalar kernel argument, or read it inside the `@outer` loop and loop to a bound the host
    /// knows.
    HOST_READS_DEVICE_MEMORY = 552;
    /// `@atomic` update of something that is not a modifiable lvalue
    ///
    /// An `@atomic` statement updates memory atomically, so the left side of its assignment
    /// (or the operand of its `++`/`--`) must be a modifiable lvalue: a variable, an array
    /// element, a dereferenced pointer or a member that is not `const`. A literal, the value of
    /// an operator expression or a cast, a temporary, the value a function returns, or `const`
    /// storage cannot be updated (`@atomic 3 += 1;`, `@atomic n += 1;` with `const int n`).
    ATOMIC_TARGET = 560;
    /// `@max_inner_dims` or `@simd_length` where it has no effect
    ///
    /// The work-group shape (`@max_inner_dims`) and the sub-group size (`@simd_length`) of a
    /// launch are read from the top-level `@outer` loop of each loop nest (the loop that becomes
    /// a device kernel on GPU targets). Written on an `@inner` loop, a nested `@outer` loop or a
    /// regular `for` loop they do nothing (legacy OCCA ignored them silently). Move the attribute
    /// to the outermost `@outer` loop.
    LAUNCH_ATTR_PLACEMENT = 561;
    /// Pointer into two address spaces
    ///
    /// OpenCL C and Metal give every pointer one address space: global (kernel buffers,
    /// `@globalPtr`), local (`@shared` arrays), constant (`const` file-scope data) or private
    /// (a work-item's own variables). A pointer that is given addresses in two of them, as in
    /// `float *p = c ? buffer : sharedArray;` or a `@globalPtr` pointer set to a `@shared`
    /// array, has no type on those backends. Use one pointer per address space (or copy the
    /// data into one of them); a helper function may take either, since oklc compiles a copy
    /// of the helper per combination of argument spaces.
    ADDRESS_SPACE_CONFLICT = 580;
    /// Too many address-space copies of a helper
    ///
    /// A helper called with pointers into different address spaces is compiled once per
    /// combination of spaces its calls use (OpenCL C and Metal have no pointer for all of
    /// them). oklc makes at most 64 copies of one helper; calls beyond that would need more.
    /// Give the helper fewer pointer parameters, or call it with fewer combinations.
    ADDRESS_SPACE_COPIES = 581;
}
