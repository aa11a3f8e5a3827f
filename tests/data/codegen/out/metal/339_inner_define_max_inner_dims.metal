#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@inner` extents given by `#define` (an expression macro `NT = NQ * NQ`, a `-D` value
// `p_Nq`, a `#define` inside the kernel's `#if`) beside run-time extents bounded by
// `@max_inner_dims(MAXT)`: a `@shared` buffer filled in two pieces (`0 .. NT` and
// `NT .. MAXT`), read with a run-time `@inner` extent; an `@exclusive` value written in the
// first loop and read only where the work-item exists in both; a 2-D `p_Nq x p_Nq` nest.
kernel void _occa_innerDefineMaxInnerDims_0(constant int &ne [[buffer(0)]], constant int &m [[buffer(1)]], device const float *x [[buffer(2)]], device float *y [[buffer(3)]], device int *z [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[16];
  {
    int e = 0 + _occa_group_position.x;
    float r;
    {
      int t = 0 + _occa_thread_position.x;
      if (t < 3 * 3) {
        s[t] = x[e * (3 * 3) + t];
        r = 2.0f * t;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 3 * 3 + _occa_thread_position.x;
      if (t < 16) {
        s[t] = -1.0f;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      if (t < m) {
        float v = s[t] + s[(t + 1) % 16];
        if (t < 3 * 3) {
          v += r;
        }
        y[e * 16 + t] = v;
      }
    }
  }
}

kernel void _occa_innerDefineMaxInnerDims_1(constant int &ne [[buffer(0)]], constant int &m [[buffer(1)]], device const float *x [[buffer(2)]], device float *y [[buffer(3)]], device int *z [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int plane[4 * 4];
  {
    int e = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        plane[j * 4 + i] = e * 100 + j * 10 + i;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 4 - 1 - _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        z[e * (4 * 4) + i * 4 + j] = plane[j * 4 + i] + (int)sizeof(plane) / (int)sizeof(int);
      }
    }
  }
}
