//! Diagnostic codes of the codegen stage; see the range table in `codes.rs`.

define_codes! { TABLE;
    /// Backend not implemented yet
    ///
    /// The selected backend has no printer in this version of oklc. `oklc backends` lists
    /// every backend and whether it is available; `oklc transpile` and `oklc build` refuse an
    /// unavailable one on the command line (exit 2) before reading any input.
    BACKEND_NOT_IMPLEMENTED = 601;
    /// Construct cannot be expressed by this backend
    ///
    /// The IR handed to the printer contains something the selected backend has no spelling
    /// for, for example a work-item index on a host backend or an `@tile` loop that the passes
    /// did not expand. The printer writes a placeholder and reports this error instead of
    /// producing wrong code.
    UNSUPPORTED_CONSTRUCT = 602;
    /// Malformed IR reached the printer
    ///
    /// A handle in the IR points outside its arena. This is a bug in oklc (the IR verifier
    /// should have caught it); please report it with the input that triggered it.
    MALFORMED_IR = 603;
    /// Kernel parameter written through a reference on a GPU backend
    ///
    /// A device kernel receives copies of its arguments from the host (CUDA, HIP, OpenCL, Metal
    /// and SYCL pass every argument by value), so a write through a reference parameter
    /// (`int &n` assigned, incremented, passed on to a non-`const` reference) would never reach
    /// the caller's object. A reference the kernel only reads (`const Params &p`) is passed by
    /// value, as OCCA passes it. Pass the value itself, or a pointer to device memory for
    /// results.
    REFERENCE_PARAMETER = 604;
    /// `@atomic` operation the backend cannot perform atomically
    ///
    /// GPU targets have atomic functions for `+=`, `-=`, `++`, `--`, `=` (exchange) and `&=`,
    /// `|=`, `^=`; oklc performs every other update of one number (`*=`, `/=`, `%=`, shifts,
    /// `x = x > v ? x : v`, types the functions lack, `char` and `short` through the 32-bit word
    /// that holds them) as a compare-and-swap loop that computes the new value from the old
    /// one. A block has no critical section there: oklc makes each of its updates atomic on its
    /// own when the statements are updates (with private declarations, `if` and loops around
    /// them, `if (c) x = v;` as one update), no statement reads a location another one updates,
    /// and the updates of one location commute. Updates of struct objects, values that may read
    /// the updated location through another expression (`a[i] += a[j]`), blocks that read what
    /// they update or call functions, and 64-bit or narrow operands on Metal have no atomic form;
    /// oklc reports them instead of printing code that is not atomic. Restructure the update,
    /// for example as a reduction through `@shared` memory.
    UNSUPPORTED_ATOMIC = 605;
    /// Struct kernel parameter that is not device-copyable
    ///
    /// SYCL copies a kernel's arguments to the device as bytes, so a struct or class passed by
    /// value must be device-copyable (trivially copyable): a copy of its bytes must be a copy
    /// of the object. A record that provides its own copy or move constructor, copy or move
    /// assignment or destructor, declares a virtual member function, or has such a base or
    /// data member is not; the `dpcpp` backend reports the kernel parameter instead of printing
    /// a kernel that SYCL rejects or runs without those functions. Default the special members
    /// (`= default`) or remove them, or pass the data the kernel needs as plain members.
    NOT_DEVICE_COPYABLE = 606;
    /// Type the backend's device code does not have
    ///
    /// The Metal Shading Language has no `double` (nor `long double`): Apple GPUs compute in at
    /// most single precision. It has no `wchar_t` either, no pointers to functions and no
    /// lambda expressions. oklc prints `long long` as Metal's 64-bit `long` (MSL 2.3), turns a
    /// lambda held by a local and only called into a helper function, and reports the first
    /// declaration or expression of the file that uses anything else of these (or `long long`
    /// in text it passes through) instead of printing code Metal rejects. Build the kernel
    /// with its single-precision type, for example `-D dfloat=float` when the source names its
    /// floating type through a macro, use `char` for characters, select a function with a
    /// `switch` instead of a pointer, and call a lambda only through the local that holds it.
    ///
    /// OpenCL C has no bit-fields, no pointers to functions and no wide characters: oklc
    /// reports the record that declares a bit-field, the first variable, member or typedef of
    /// a pointer-to-function type, and the first declaration of `wchar_t` type or wide string
    /// literal (`L"…"`, `u"…"`, `U"…"`). Declare the member with its whole type (masking the
    /// bits it holds), call functions by name, choosing among them with `if` or `switch`, and
    /// use narrow strings (`u8` and raw strings are printed as C strings of the same bytes). Nor has OpenCL C 1.2
    /// writable program-scope variables (they live in constant memory): oklc reports each
    /// assignment to one; pass the value as a kernel argument or keep it in a local. Nor has it
    /// class templates: oklc makes a record for each instance a declaration of the file names
    /// (`std::pair<int, float> p`), and reports a call of a function template that needs one no
    /// declaration names (`auto p = std::make_pair(1, 2.0f);`); declare the object with its
    /// type. Nor has it virtual functions or base classes: oklc lowers a record with one base
    /// whose members C can express (the base object becomes its leading member) and reports
    /// the record that declares a virtual function or derives from several bases; call the
    /// derived class's member directly, make the base a class template taking the derived class
    /// (the curiously recurring template pattern), and hold further bases as members.
    UNSUPPORTED_TYPE = 610;
    /// Library function the backend's device code cannot call
    ///
    /// Metal kernels cannot call `printf`, allocate memory (`malloc`, `free`) or end the program
    /// (`exit`, `abort`): the Metal Shading Language has none of these functions. Nor has it
    /// the C++ standard library: `std::numeric_limits`, `std::array`, `std::min`, `std::max`,
    /// `std::clamp`, `std::abs` and the fixed-width integer types are printed as their `metal`
    /// counterparts, `std::pair`, `std::complex`, `std::swap` and `std::exchange` come from
    /// oklc's device subset of the library, and any other `std` name (`std::forward`,
    /// `std::is_same_v`) is reported. oklc reports the first use of each. Write results to a
    /// buffer the host reads instead, and write out what the standard library would have
    /// provided.
    UNSUPPORTED_FUNCTION = 611;
    /// Recursive function on a backend without recursion
    ///
    /// Metal, OpenCL and SYCL device functions cannot call themselves, directly or through
    /// other functions: the GPU has no call stack for it. oklc reports the call that closes the
    /// cycle. (SYCL evaluates a recursive `constexpr` function at compile time, and on SYCL and
    /// OpenCL oklc replaces its calls with constant arguments by their values.) Rewrite the recursion as a
    /// loop, or, when its depth is a compile-time constant, as a template instantiated per
    /// depth.
    RECURSION = 612;
    /// Call through a function pointer on a backend without them
    ///
    /// SYCL device code cannot call a function through a pointer (a variable, array element
    /// or parameter holding the function to call): the kernel compiler must know every
    /// function a kernel calls. oklc reports the first such call of each function instead of
    /// printing code the SYCL compiler rejects. Call the functions by name, choosing among them
    /// with `if` or `switch` on a value that says which.
    FUNCTION_POINTER_CALL = 613;
}
