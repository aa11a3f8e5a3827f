#include <occa/core/kernel.hpp>

// `@exclusive` arrays carrying `@dim` (a 2-D view of per-work-item storage), `@exclusive`
// variables captured by lambdas defined in `@inner` bodies (implicit `[&]`, explicit `[&m]`,
// by value `[=]`, init-capture), and passed by reference, by pointer to an element and to a
// function template taking `T &`.
static inline void accum(int &dst, const int v) {
  dst += v;
}

static inline void fill2(int *row, int a, int b) {
  row[0] = a;
  row[2] = b;
}

template <typename T>
void bump(T &x, T by) {
  x = x * 2 + by;
}

void _occa_exclusiveDimLambdas_put(int i, int j, int v, int (&m)[6], int *acc) {
  m[i + 2 * j] = v;
  *acc += v;
}

int _occa_exclusiveDimLambdas_rowSum(int j, int (&m)[6]) {
  return m[0 + 2 * j] + m[1 + 2 * j];
}

int _occa_exclusiveDimLambdas_get(int acc, int (&m)[6], long wide) {
  return acc * 100 + m[0 + 2 * 1] - m[0 + 2 * 2] + (int)wide;
}

int _occa_exclusiveDimLambdas_twice(int *_occa_exclusiveDimLambdas_twice_v) {
  *_occa_exclusiveDimLambdas_twice_v *= 2;
  return *_occa_exclusiveDimLambdas_twice_v;
}

extern "C" void exclusiveDimLambdas(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *out, occa::modeMemory_t *aux) {
  {
    const long long _occa_outer_x = (n - 0 + 8 - 1) / 8;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, out, aux);
    }
  }
}
