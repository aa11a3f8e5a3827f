// okl.hpp: what a C++ compiler needs to read an OKL kernel written with C++ attributes
// (`oklc normalize --to cxx`, docs/normalize.md), for clangd, IDEs and static analysers:
//
//   clang++ -fsyntax-only -std=c++17 -Wno-unknown-attributes -include okl.hpp kernel.cpp
//
// The attributes themselves need nothing: `[[okl_outer("")]]` is an unknown attribute, which
// C++ ignores. oklc never reads this header's declarations (it defines `__OKL__`), so a kernel
// may include it.
#ifndef OKL_HPP
#define OKL_HPP
#ifndef __OKL__

// `OKL("@outer")` is oklc's built-in macro that injects the attributes in its string (spec
// §10.4); `oklc normalize` also writes `@directive("#...")` as `OKL("@directive(...)")`. To C++
// the call stands for nothing. A `;` right after it, which oklc swallows, stays an empty
// statement or declaration.
#define OKL(...)

// The predefined macros of spec §10.2 that kernels test, with oklc's values (the mode's
// `OKL_MODE` can be given with `-DOKL_MODE=...`). `__OKL__` and `__OCCA__` come last: the test
// above that keeps oklc out of this header reads `__OKL__` before it exists.
#define OCCA_MAJOR_VERSION 2
#define OCCA_MINOR_VERSION 0
#define OCCA_PATCH_VERSION 0
#define OCCA_VERSION 20000
#define OKL_VERSION 20000
#ifndef OKL_MODE
#define OKL_MODE "SERIAL"
#endif
#ifndef OKL_KERNEL_HASH
#define OKL_KERNEL_HASH "unknown"
#endif
#define __OCCA__ 1
#define __OKL__ 1

#endif
#endif
