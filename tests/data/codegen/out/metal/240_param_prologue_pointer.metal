// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Kernel parameters written outside `@inner` loops: in the host prologue (before every
// `@outer` loop: `shift += 1`, `x += 2`, which every GPU work-item would do alike, so the loops
// start from the new values), in an `@outer` body outside its `@inner` loop (`base += b`, done
// once per work-group, each group starting from the argument), and again inside `@inner`
// (`shift *= 2`, `x += t`, per work-item). Serial and OpenMP must not let one group's or one
// work-item's writes reach the next.
kernel void _occa_paramPrologue_0(constant int &n [[buffer(0)]], constant int &_occa_arg_shift [[buffer(1)]], constant int &_occa_arg_base [[buffer(2)]], device const float *x [[buffer(3)]], device float *y [[buffer(4)]], constant long &_occa_x_offset [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  int shift = _occa_arg_shift;
  int base = _occa_arg_base;
  {
    int b = 0 + _occa_group_position.x;
    x += _occa_x_offset;
    base += 10 * b;
    {
      int t = 0 + _occa_thread_position.x;
      shift *= 2;
      x += t;
      y[b * 4 + t] = x[b * 4] + shift + base;
    }
  }
}
