#include <occa/core/kernel.hpp>

// Kernel parameters whose types live in a namespace: a typedef of float, a struct and an
// enum. The metadata must describe them like the same types declared at file scope
// (spec §9.1: typedefs map to their builtin dtype, structs list their fields, enums their
// enumerators).
typedef float phys__real_t;
namespace phys { using real_t = phys__real_t; }

struct phys__Params {
  int shift;
  float gain;
};
namespace phys { using Params = phys__Params; }

enum phys__Mode {
  phys__ADD = 0,
  phys__SUB = 1
};
namespace phys { using Mode = phys__Mode; constexpr phys__Mode ADD = phys__ADD; constexpr phys__Mode SUB = phys__SUB; }

extern "C" void namespaceMetadata(occa::modeKernel_t **deviceKernels, const int &n, const phys__real_t &scale, const phys__Params &prm, const phys__Mode &mode, occa::modeMemory_t *x, occa::modeMemory_t *y) {
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
      kernel(n, scale, prm, mode, x, y);
    }
  }
}
