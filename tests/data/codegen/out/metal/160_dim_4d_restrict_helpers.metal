#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A 4-D `@dim` with a full `@dimOrder` on a `const @restrict` parameter whose extents mention
// another parameter (`nE`, used as a stride), a 3-D column-major `@dim` pointer typedef, a
// `@dim` output parameter, and a `static` helper whose own parameter carries `@dim` and is
// handed a pointer into `@shared` memory.
typedef float *cube_t;

static float weightedTrace(threadgroup const float *m, const int k) {
  float s = 0.0f;
  for (int d = 0; d < 3; ++d) {
    s += m[d + 3 * d] * (k + 1);
  }
  return s;
}

kernel void _occa_dim4dHelpers_0(constant int &nE [[buffer(0)]], device const float *__restrict__ in [[buffer(1)]], device float *work [[buffer(2)]], device float *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[3][3];
  {
    int e = 0 + _occa_group_position.x;
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        s[j][i] = in[e + nE * (0 + 2 * (j + 3 * i))] + in[e + nE * (1 + 2 * (j + 3 * i))] * work[i + 3 * (j + 3 * (e % 3))];
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        if (j == 0) {
          out[i + 3 * (0 + 2 * e)] = weightedTrace(&s[0][0], i);
        }
        if (j == 1) {
          out[i + 3 * (1 + 2 * e)] = s[i][i] - in[e + nE * (1 + 2 * (i + 3 * i))];
        }
      }
    }
  }
}
