// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// Loop bounds and steps of several integer types with steps known only at run time:
// `long long` @outer with `+= step`, @inner loops with `+= s` / `-= s` (runtime) and `<=` /
// `>=` conditions with the iterator on either side, `size_t` and `uint32_t` iterators, and an
// `@exclusive` value carried between two such @inner loops (its host storage index is the
// work-item's iteration number, `(i - start) / step`).
kernel void _occa_runtimeStepsIntTypes_0(constant long &n [[buffer(0)]], constant int &step [[buffer(1)]], constant int &s [[buffer(2)]], device int *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long b = 0 + (step * (long) _occa_group_position.x);
    long mine;
    {
      int i = 1 + (s * _occa_thread_position.x);
      mine = b * 1000 + i;
    }
    {
      int i = 1 + 7 * s - (s * _occa_thread_position.x);
      const long k = (i - 1) / s;
      y[b / step * 8 + k] = (int)(mine % 100000);
    }
  }
}

kernel void _occa_runtimeStepsIntTypes_1(constant long &n [[buffer(0)]], constant int &step [[buffer(1)]], constant int &s [[buffer(2)]], device int *y [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    size_t c = 0 + _occa_group_position.x;
    {
      uint32_t t = 8 - (2 * _occa_thread_position.x);
      y[c * 8 + t - 1] += 7;
    }
  }
}
