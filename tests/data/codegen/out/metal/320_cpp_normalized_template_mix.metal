#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// The normalised `[[okl_...("(args)")]]` spelling mixed with `@` attributes in a templated
// kernel: `[[okl_kernel("")]]` after the template header, a non-type template parameter
// inside an attribute string (`[[okl_tile("(TS,@outer,@inner,check=true)")]]`), a
// `[[okl_restrict("")]]` parameter, `[[okl_outer("(0)")]]` before the `for` and `@inner` in a
// header, `[[okl_shared("")]]` sized by the template parameter next to `@exclusive`,
// `[[okl_exclusive("")]]`, an explicit `[[okl_barrier("(\"local\")")]];`, `[[okl_inner("(0)")]]`
// in a loop header, and `[[okl_atomic("")]]` beside `@atomic`.
kernel void _occa_tiledNeighbour_8_float_0(constant int &n [[buffer(0)]], device const float *__restrict__ x [[buffer(1)]], device float *y [[buffer(2)]], device int *counts [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int _occa_tiled_i = 0 + (8 * _occa_group_position.x);
    {
      int i = _occa_tiled_i + _occa_thread_position.x;
      if (i < n) {
        y[i] = float(2) * x[i];
      }
    }
  }
}

kernel void _occa_tiledNeighbour_8_float_1(constant int &n [[buffer(0)]], device const float *__restrict__ x [[buffer(1)]], device float *y [[buffer(2)]], device int *counts [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[8];
  {
    int g = 0 + _occa_group_position.x;
    float mine;
    int idx;
    {
      int t = 0 + _occa_thread_position.x;
      idx = g * 8 + t;
      mine = idx < n ? y[idx] : float(0);
      s[t] = mine;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      const float left = s[(t + 8 - 1) % 8];
      if (idx < n) {
        y[idx] = mine + left;
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&counts[g % 2]), (int) (1), memory_order_relaxed);
      } else {
        atomic_fetch_add_explicit(reinterpret_cast<device atomic_int *>(&counts[2]), (int) 1, memory_order_relaxed);
      }
    }
  }
}
