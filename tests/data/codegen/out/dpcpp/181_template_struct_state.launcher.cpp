#include <occa/core/kernel.hpp>

// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
template <typename T>
struct Pair {
  T a, b;
  T sum() const {
    return a + b;
  }
  template <typename U>
  U scaled(U f) const {
    return static_cast<U>(a) * f + static_cast<U>(b);
  }
};

struct Cfg {
  static constexpr int width = 5;
};

extern "C" void templateState(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 5;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, x, y, z);
    }
  }
}
