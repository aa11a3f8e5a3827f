#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Typedef'd pointer types for kernel parameters and for locals that point into global memory,
// into a `@shared` array and into a private array: each local keeps the address space of what
// it points to, so OpenCL C spells the pointer out with its space.
typedef float *fptr;

typedef const float *cfptr;

kernel void _occa_typedefPointerSpaces_0(constant int &nb [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[8];
  {
    int b = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.x;
      device const float *src = in + 8 * b;
      threadgroup float *sp = s;
      sp[i] = 2.0f * src[i];
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int i = 0 + _occa_thread_position.x;
      float mine[2];
      mine[0] = 1.0f;
      mine[1] = (float)i;
      thread const float *pm = mine;
      threadgroup const float *sp = s;
      device float *dst = out + 8 * b;
      dst[i] = sp[(i + 1) % 8] + pm[0] + pm[1];
    }
  }
}
