#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Non-unit steps in both directions.
kernel void _occa_stepLoops_0(constant int &N [[buffer(0)]], device float *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int o = 2 + (3 * _occa_group_position.x);
    {
      int t = 30 - (4 * _occa_thread_position.x);
      out[(o - 2) / 3 * 8 + (30 - t) / 4] = (float)(o * 1000 + t);
    }
  }
}
