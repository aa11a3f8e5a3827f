#include <occa/core/kernel.hpp>

// A kernel calling function templates (explicit value and type arguments, deduced, a default
// template argument) and member functions (const, static, a member template, an operator) of a
// struct held in `@exclusive` and `@shared` storage; `switch` with `goto` into a label after
// it, a backward `goto` loop and a `goto` out of a nested regular loop in `@inner` bodies;
// `static const` tables and `const`/`constexpr` locals at kernel, `@outer` and `@inner` scope.
template <int N, typename T = int>
T sumN(const T *p) {
  T s = 0;
  for (int i = 0; i < N; ++i) {
    s += p[i];
  }
  return s;
}

template <typename T>
T clampTo(T v, T lo, T hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

struct Acc {
  int total;
  int count;
  void add(int v) {
    total += v;
    ++count;
  }
  int mean() const {
    return count ? total / count : -1;
  }
  static int scale(int v) {
    return v * 3;
  }
  template <typename U>
  U as() const {
    return (U)total / 2;
  }
  Acc &operator<<(int v) {
    add(v);
    return *this;
  }
};

extern "C" void templatesGoto(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *dbl) {
  [[maybe_unused]] static const int table[5] = {7, -3, 11, 0, 5};
  [[maybe_unused]] constexpr int W = 6;
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 6;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, out, dbl);
    }
  }
}
