#include <occa/core/kernel.hpp>

// Three kernels in one file sharing `static inline` helpers that call each other (one helper
// takes a `@shared` row, one is a function template used with two types), a kernel that is
// also called by name from nothing (it must still be emitted), and loop shapes: `@outer`
// from 3 with step 4 (`<=` bound), a triangular `@inner` whose extent is the `@outer`
// iterator's (with `@max_inner_dims` sizing an `@exclusive`), and an `@inner` starting at the
// `@outer` iterator's value.
static inline int tri(const int n) {
  return n * (n + 1) / 2;
}

static inline double _occa_weigh_double(const double v, const int k) {
  return v * (double)(k + 1);
}

static inline float _occa_weigh_float(const float v, const int k) {
  return v * (float)(k + 1);
}

static inline int _occa_weigh_int(const int v, const int k) {
  return v * (int)(k + 1);
}

static inline int rowSum(const int *row, const int len) {
  int s = 0;
  for (int k = 0; k < len; ++k) {
    s += _occa_weigh_int(row[k], k);
  }
  return s;
}

static inline float blend(const float a, const int b) {
  return _occa_weigh_float(a, b) + (float)tri(b);
}

extern "C" void unusedKernel(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 2;
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

extern "C" void triangular(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *a, occa::modeMemory_t *rows, occa::modeMemory_t *tot) {
  {
    const long long _occa_outer_x = (1 + n - 3 + 4 - 1) / 4;
    long long _occa_inner_x = 0;
    {
      for (int o = 3; o <= n; o += 4) {
        const long long count = o - 0;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    {
      for (int o = 3; o <= n; o += 4) {
        const long long count = 2 * o - o;
        if (count > _occa_inner_x) _occa_inner_x = count;
      }
    }
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, a, rows, tot);
    }
  }
}

extern "C" void blended(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = (n - 5 + 5 - 1) / 5;
    const long long _occa_inner_x = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y);
    }
  }
}
