#include <occa/core/kernel.hpp>

// Helpers and global constants used from a kernel.
const float w[3] = {0.25f, 0.5f, 0.25f};

static const int kOffsets[4] = {0, 1, 3, 7};

float tap(const float *x, int i, int n) {
  return w[0] * x[i - 1 < 0 ? 0 : i - 1 >= n ? n - 1 : i - 1] + w[1] * x[i] + w[2] * x[i + 1 < 0 ? 0 : i + 1 >= n ? n - 1 : i + 1];
}

static inline int offsetOf(int i) {
  return kOffsets[i & 3];
}

extern "C" void smooth(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *o) {
  {
    const long long _occa_outer_x = (n - 0 + 64 - 1) / 64;
    const long long _occa_inner_x = 64;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, x, y, o);
    }
  }
}
