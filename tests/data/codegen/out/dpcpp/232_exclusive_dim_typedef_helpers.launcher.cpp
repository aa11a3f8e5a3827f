#include <occa/core/kernel.hpp>

// `@exclusive` storage typed by a `@dim`/`@dimOrder` array typedef and declared with `@dim` on
// the variable, in a 2-D work-group: elements passed to helpers by reference and by pointer,
// whole arrays to a `T (&)[N]` template and to a pointer parameter, a `@exclusive` pointer into
// a `@shared` array and one into the work-item's own `@exclusive` array, all read back in a
// later `@inner` nest after a barrier; regular loops with `continue` walk the `@dim` views.
typedef int reg_t[6];

static inline void bumpRef(int &v, int by) {
  v += by;
}

static inline void setPtr(int *p, int v) {
  *p = v;
}

static inline int sumPtr(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += p[i];
  }
  return s;
}

template <typename T, int N>
T maxOf(const T (&a)[N]) {
  T m = a[0];
  for (int i = 1; i < N; ++i) {
    if (a[i] > m) {
      m = a[i];
    }
  }
  return m;
}

extern "C" void exclusiveDimTypedef(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 3;
    const long long _occa_inner_y = 2;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, out);
    }
  }
}
