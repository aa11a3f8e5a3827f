#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Explicit axes in the C++ spelling on a 2-D grid of groups with 3-D groups, a warp barrier in
// the normalised form with its string argument escaped inside the attribute string, and a
// `@shared` cube read back in reversed order.
kernel void _occa_reverseCubes_0(constant int &Nx [[buffer(0)]], constant int &Ny [[buffer(1)]], device const float *in [[buffer(2)]], device float *out [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_c[3][3][3];
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      const int base = (by * Nx + bx) * 3 * 3 * 3;
      {
        int k = 0 + _occa_thread_position.z;
        {
          int j = 0 + _occa_thread_position.y;
          {
            int i = 0 + _occa_thread_position.x;
            s_c[k][j][i] = in[base + (k * 3 + j) * 3 + i] + by - bx;
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      simdgroup_barrier(mem_flags::mem_threadgroup);
      {
        int k = 0 + _occa_thread_position.z;
        {
          int j = 0 + _occa_thread_position.y;
          {
            int i = 0 + _occa_thread_position.x;
            out[base + (k * 3 + j) * 3 + i] = s_c[3 - 1 - i][3 - 1 - k][j];
          }
        }
      }
    }
  }
}
