#include <occa/core/kernel.hpp>

// Lambdas inside an `@inner` body that use OKL: an `@exclusive` scalar and array, a `@dim`
// accessor and an `@atomic` update. Their bodies must be lowered like the rest of the kernel
// (or rejected with a diagnostic), never printed with `@atomic` or unlowered accessors.
const float _occa_lambdaOkl_get(int i, const float *x, int b) {
  return x[i + 4 * b];
}

void _occa_lambdaOkl_add(float v, float *acc, float (&part)[2], int t) {
  *acc += v;
  part[t % 2] += v;
}

void _occa_lambdaOkl_publish(float v, float *total) {
  total[0] += v;
}

extern "C" void lambdaOkl(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *total) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y, total);
    }
  }
}
