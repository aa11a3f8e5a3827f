#include <hip/hip_runtime.h>

namespace phys {
  typedef float real_t;
  struct Params {
    int shift;
    float gain;
  };
  enum Mode { ADD = 0, SUB = 1 };
}

// Kernel parameters whose types live in a namespace: a typedef of float, a struct and an
// enum. The metadata must describe them like the same types declared at file scope
// (spec §9.1: typedefs map to their builtin dtype, structs list their fields, enums their
// enumerators).
extern "C" __global__ __launch_bounds__(8) void _occa_namespaceMetadata_0(const int n, const phys::real_t scale, const phys::Params prm, const phys::Mode mode, const phys::real_t *x, phys::real_t *y) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        const phys::real_t v = scale * prm.gain * x[i];
        y[i] = mode == phys::ADD ? v + prm.shift : v - prm.shift;
      }
    }
  }
}
