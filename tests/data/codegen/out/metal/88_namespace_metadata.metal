#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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
kernel void _occa_namespaceMetadata_0(constant int &n [[buffer(0)]], constant phys::real_t &scale [[buffer(1)]], constant phys::Params &prm [[buffer(2)]], constant phys::Mode &mode [[buffer(3)]], device const phys::real_t *x [[buffer(4)]], device phys::real_t *y [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        const phys::real_t v = scale * prm.gain * x[i];
        y[i] = mode == phys::ADD ? v + prm.shift : v - prm.shift;
      }
    }
  }
}
