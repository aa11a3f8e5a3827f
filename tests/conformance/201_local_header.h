// Header of conformance case 201, included by file name from the kernel's folder. It is
// included three times (plainly, through `./`, and through a macro naming it); `#pragma once`
// and the include guard each stop a repeated definition.
#pragma once
#ifndef OKLC_CASE_201_HEADER
#define OKLC_CASE_201_HEADER

#define p_Nq 3
#define p_Np (p_Nq * p_Nq)
#define INNER_LOOP(v, n) for (int v = 0; v < (n); ++v; @inner)

typedef int dlong;

struct Pair {
  dlong lo, hi;
};

template <typename T>
static inline T clampTo(T v, T lo, T hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

#endif
