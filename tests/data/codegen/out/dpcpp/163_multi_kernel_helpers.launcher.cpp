#include <occa/core/kernel.hpp>

// Three kernels in one file sharing helpers: a `static inline` function, function templates
// (one with a non-type parameter, called with explicit arguments), a helper that updates its
// argument through a reference and one that returns a reference into an array. The case
// calls the middle kernel; the other two must still be emitted and compile.
static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

template <typename T>
inline T sq(const T &x) {
  return x * x;
}

template <typename T, int N>
inline T sumN(const T *p) {
  T s = T(0);
  for (int k = 0; k < N; ++k) {
    s += p[k];
  }
  return s;
}

inline void accumulate(float &acc, const float v) {
  acc += v;
}

inline float &slot(float *base, int k) {
  return base[k];
}

extern "C" void squareAll(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x) {
  {
    const long long _occa_outer_x = (n - 0 + 4 - 1) / 4;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x);
    }
  }
}

extern "C" void blockStats(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *idx) {
  {
    const long long _occa_outer_x = (n + 4 - 1) / 4 - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, idx);
    }
  }
}

extern "C" void squareSums(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 1;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, z);
    }
  }
}
