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
    /// Kernel parameter passed by reference on a GPU backend
    ///
    /// A device kernel receives copies of its arguments from the host (CUDA, HIP and OpenCL pass
    /// every argument by value), so a parameter declared as a reference (`int &n`) cannot reach
    /// it. Pass the value itself, or a pointer to device memory for results.
    REFERENCE_PARAMETER = 604;
    /// `@atomic` operation the backend cannot perform atomically
    ///
    /// CUDA and HIP have atomic functions for `+=`, `-=`, `++`, `--`, `=` (exchange) and `&=`,
    /// `|=`, `^=`; oklc performs the other compound assignments (`*=`, `/=`, `%=`, `<<=`, `>>=`)
    /// and the updates of types those functions lack as compare-and-swap loops, on one memory
    /// location of a 32- or 64-bit integer, `float` or `double` whose new value does not read
    /// that location elsewhere. Blocks of several statements, updates such as `x += x` and
    /// updates of other types have no atomic form there; oklc reports them instead of printing
    /// code that is not atomic. Restructure the update, for example as a reduction through
    /// `@shared` memory.
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
    /// The Metal Shading Language has no `double` (nor `long double`) and no `long long`: Apple
    /// GPUs compute in at most single precision, and Metal's 64-bit integer is `long`. It has
    /// no `wchar_t` either, and no pointers to functions. oklc reports the first declaration or
    /// expression of the file that uses such a type instead of printing code Metal rejects.
    /// Build the kernel with its single-precision type, for example `-D dfloat=float` when the
    /// source names its floating type through a macro, use `long` for 64-bit integers and
    /// `char` for characters, and select a function with a `switch` instead of a pointer.
    UNSUPPORTED_TYPE = 610;
    /// Library function the backend's device code cannot call
    ///
    /// Metal kernels cannot call `printf`, allocate memory (`malloc`, `free`) or end the program
    /// (`exit`, `abort`): the Metal Shading Language has none of these functions. Nor has it
    /// the C++ standard library: `std::numeric_limits`, `std::array`, `std::min`, `std::max`,
    /// `std::clamp`, `std::abs` and the fixed-width integer types are printed as their `metal`
    /// counterparts, and any other `std` name (`std::pair`, `std::forward`) is reported. oklc
    /// reports the first use of each. Write results to a buffer the host reads instead, and
    /// write out what the standard library would have provided (a struct for a pair).
    UNSUPPORTED_FUNCTION = 611;
    /// Recursive function on a backend without recursion
    ///
    /// Metal device functions cannot call themselves, directly or through other functions: the
    /// GPU has no call stack for it. oklc reports the call that closes the cycle. Rewrite the
    /// recursion as a loop, or, when its depth is a compile-time constant, as a template
    /// instantiated per depth.
    RECURSION = 612;
}
