#include <occa/core/kernel.hpp>

// A non-type template parameter used as @shared extents (`T s[B]`, `T rows[B / 4][4]`): a
// constant expression once the kernel is instantiated.
template <typename T>
void storeShared(T *s, int t, T v) {
  s[t] = v;
}

template <typename T, int W>
T rowSum(const T (*rows)[W], int r) {
  T acc = T(0);
  for (int k = 0; k < W; ++k) {
    acc += rows[r][k];
  }
  return acc;
}

void scale2d(float m[][4], int r, float f) {
  for (int k = 0; k < 4; ++k) {
    m[r][k] *= f;
  }
}

extern "C" void blockTemplate_8_double(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *y) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, y);
    }
  }
}
