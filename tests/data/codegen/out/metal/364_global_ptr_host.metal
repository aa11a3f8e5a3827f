#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@globalPtr` (spec §3.13) marks pointers into global memory for OpenCL, which prints
// `__global`; every other backend ignores it. On the host backends it is accepted where
// legacy kernels write it and changes nothing: as a prefix and after the declarator, on
// `const` pointers, on one declarator of several, on a kernel parameter, on a helper's
// parameter and on a typedef, and the pointers address the same data.
typedef float *gptr_t;

float pairSum(device const float *p) {
  return p[0] + p[1];
}

kernel void _occa_globalPtrHost_0(constant int &nb [[buffer(0)]], device const float *a [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    device device const float *row = a + 8 * b;
    device device float *dst = out + 8 * b;
    {
      int t = 0 + _occa_thread_position.x;
      device const float *p = row + (t & 6);
      device device const float *q = row + 7 - t;
      device device float *d = dst + t;
      *d = pairSum(p) * 10.0f + q[0];
    }
  }
}
