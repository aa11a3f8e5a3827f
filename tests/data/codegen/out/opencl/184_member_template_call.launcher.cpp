#include <occa/core/kernel.hpp>

// A member function template called with explicit template arguments (`p.as<float>(...)`,
// `q->as<int>(...)`) inside an `@inner` body: valid C++ (the object type is not dependent).
struct Pair {
  int a;
  int b;
};

float _occa_Pair__as_float(const Pair *this_, float f) {
  return (float)this_->a * f + (float)this_->b;
}

int _occa_Pair__as_int(const Pair *this_, int f) {
  return (int)this_->a * f + (int)this_->b;
}

extern "C" void memberTemplateCall(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *y, occa::modeMemory_t *z) {
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
      kernel(n, y, z);
    }
  }
}
