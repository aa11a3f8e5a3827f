#include <occa/core/kernel.hpp>

#include <cstddef>
#include <utility>

// Variadic function templates as helpers called from @inner bodies: a recursive Horner
// evaluation over a parameter pack of mixed coefficient types, C++17 fold expressions (a right
// fold divided by `sizeof...`, a comma fold calling a lambda for each argument, a binary fold
// over `std::index_sequence` indices into a @shared row, a comma fold computing a maximum in
// a `constexpr` function checked by `static_assert`, also on the constants sizing the
// @shared row), and a forwarding-reference pack.
inline float _occa_horner_float_float(float, float c0) {
  return (float)c0;
}

template <typename T, typename C, typename... Cs>
inline T horner(T x, C c0, Cs ...cs) {
  return (T)c0 + x * horner(x, cs...);
}

template <typename... Ts>
inline float mean(Ts ...v) {
  return (v + ...) / sizeof...(Ts);
}

template <typename... Ts>
int maxOf(Ts ...v) {
  int m = 0;
  ((m = v > m ? v : m), ...);
  return m;
}

template <typename F, typename... Ts>
inline void forEach(F &&f, Ts &&...v) {
  (f(std::forward<Ts>(v)), ...);
}

template <typename T, std::size_t... K>
inline T tapSum(const T *row, std::index_sequence<K...>) {
  return (row[K] + ... + (T)0);
}

const int WIDTH = 4;

const int BLOCK = 8;

extern "C" void packs(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = (n + BLOCK - 1) / BLOCK - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, z);
    }
  }
}
