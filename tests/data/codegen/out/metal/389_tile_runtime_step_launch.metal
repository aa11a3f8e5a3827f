// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@tile` with a step known only at run time: the element loop of a tile runs exactly the
// tile size's iterations whatever the step (its launch size and `__launch_bounds__` are the
// tile size, as in legacy OCCA), and every index of the range is visited once. Also nested
// tiles on explicit axes, `@tile(4, @outer(0), @inner(0))` around
// `@tile(4, @inner(1), @inner(2))`, with checks and 64-bit iterators.
kernel void _occa_tileRuntimeStepLaunch_0(constant int &n [[buffer(0)]], constant long &m [[buffer(1)]], constant long &s [[buffer(2)]], device int *x [[buffer(3)]], device long *y [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = n - 8 + (4 * (n / 16 + 1) * _occa_group_position.x);
    {
      int i = _occa_tiled_i + ((n / 16 + 1) * _occa_thread_position.x);
      if (i < n + 16) {
        x[i - n + 8] += 1 + i;
      }
    }
  }
}

kernel void _occa_tileRuntimeStepLaunch_1(constant int &n [[buffer(0)]], constant long &m [[buffer(1)]], constant long &s [[buffer(2)]], device int *x [[buffer(3)]], device long *y [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    long _occa_tiled_p = 0 + (4 * s * (long) _occa_group_position.x);
    {
      long p = _occa_tiled_p + (s * (long) _occa_thread_position.x);
      if (p < m) {
        {
          long _occa_tiled_q = 1 + (4 * s * (long) _occa_thread_position.y);
          {
            long q = _occa_tiled_q + (s * (long) _occa_thread_position.z);
            if (q < m + 3) {
              y[p * (m + 3) + q] += 100 * p + q;
            }
          }
        }
      }
    }
  }
}
