#include <occa/core/kernel.hpp>

// `@dim` typedefs used as helper-function parameter types (the accessor is rewritten in the
// helper), a function template deducing the extent of a `@shared` array passed by reference,
// and a helper taking a `@shared` 2-D array as a pointer to rows.
typedef const float *cmat_t;

typedef float *vec2_t;

static float rowDot(cmat_t m, const int r, const float *v) {
  float s = 0.0f;
  for (int c = 0; c < 4; ++c) {
    s += m[c + 4 * r] * v[c];
  }
  return s;
}

static void store(vec2_t o, const int comp, const int i, const float val) {
  o[comp + 2 * i] = val;
}

template <int N>
inline float sumAll(const float (&a)[N]) {
  float s = 0.0f;
  for (int k = 0; k < N; ++k) {
    s += a[k];
  }
  return s;
}

inline float corner(const float (*rows)[4]) {
  return rows[4 - 1][0];
}

extern "C" void dimTypedefHelpers(occa::modeKernel_t **deviceKernels, const int &nE, occa::modeMemory_t *D, occa::modeMemory_t *q, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nE - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nE, D, q, out);
    }
  }
}
