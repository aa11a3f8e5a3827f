//! Names of the standard C and C++ headers: an `#include` of one of them that no `-I` folder
//! provides is passed through to the backend compiler instead of failing.

/// Standard C (C17) and C++ (C++20) library headers, sorted for binary search.
const STANDARD_HEADERS: &[&str] = &[
    "algorithm", "any", "array", "assert.h", "atomic", "barrier", "bit", "bitset", "cassert",
    "ccomplex", "cctype", "cerrno", "cfenv", "cfloat", "charconv", "chrono", "cinttypes",
    "ciso646", "climits", "clocale", "cmath", "codecvt", "compare", "complex", "complex.h",
    "concepts", "condition_variable", "coroutine", "csetjmp", "csignal", "cstdalign", "cstdarg",
    "cstdbool", "cstddef", "cstdint", "cstdio", "cstdlib", "cstring", "ctgmath", "ctime",
    "ctype.h", "cuchar", "cwchar", "cwctype", "deque", "errno.h", "exception", "execution",
    "fenv.h", "filesystem", "float.h", "format", "forward_list", "fstream", "functional",
    "future", "initializer_list", "inttypes.h", "iomanip", "ios", "iosfwd", "iostream",
    "iso646.h", "istream", "iterator", "latch", "limits", "limits.h", "list", "locale",
    "locale.h", "map", "math.h", "memory", "memory_resource", "mutex", "new", "numbers",
    "numeric", "optional", "ostream", "queue", "random", "ranges", "ratio", "regex",
    "scoped_allocator", "semaphore", "set", "setjmp.h", "shared_mutex", "signal.h",
    "source_location", "span", "sstream", "stack", "stdalign.h", "stdarg.h", "stdatomic.h",
    "stdbool.h", "stddef.h", "stdexcept", "stdint.h", "stdio.h", "stdlib.h", "stdnoreturn.h",
    "stop_token", "streambuf", "string", "string.h", "string_view", "strstream", "syncstream",
    "system_error", "tgmath.h", "thread", "threads.h", "time.h", "tuple", "type_traits",
    "typeindex", "typeinfo", "uchar.h", "unordered_map", "unordered_set", "utility", "valarray",
    "variant", "vector", "version", "wchar.h", "wctype.h",
];

/// Whether `name` (as written between `<>` or `""`) is a standard C or C++ header.
pub(crate) fn is_standard_header(name: &str) -> bool {
    STANDARD_HEADERS.binary_search(&name).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_is_sorted_and_known_names_match() {
        assert!(STANDARD_HEADERS.windows(2).all(|w| w[0] < w[1]), "list must stay sorted");
        assert!(is_standard_header("cmath"));
        assert!(is_standard_header("stdint.h"));
        assert!(!is_standard_header("particle_math.h"));
    }
}
