#include <occa/core/kernel.hpp>

// C++17 conditions: `if (init; cond)`, `switch (init; cond)` and `if constexpr`, whose
// discarded branch (`v.x` on an `int`) only compiles if the keyword survives.
struct pair2 {
  float x;
  float y;
};

float _occa_weight_int(int v) {
  return (float)v;
}

extern "C" void cpp17Conditions_int(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n - 0 + 32 - 1) / 32;
    const long long _occa_inner_x = 32;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out);
    }
  }
}
