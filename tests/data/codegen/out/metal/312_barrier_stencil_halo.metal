#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// 2-D five-point stencil with a halo loaded into `@shared`: the edge work-items load the halo
// under conditions on their own indices, an explicit `@barrier` between the load and compute
// nests, and barriers inside the `@inner` bodies under conditions on the `@outer` iterators
// and kernel arguments only (uniform in the group).
// Defines: -DBX=4 -DBY=4
kernel void _occa_laplace2D_0(constant int &NX [[buffer(0)]], constant int &NY [[buffer(1)]], constant int &sweeps [[buffer(2)]], device const float *u [[buffer(3)]], device float *lap [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_u[4 + 2][4 + 2];
  {
    int by = 0 + _occa_group_position.y;
    {
      int bx = 0 + _occa_group_position.x;
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          const int x = bx * 4 + tx;
          const int y = by * 4 + ty;
          s_u[ty + 1][tx + 1] = x < NX && y < NY ? u[y * NX + x] : 0.0f;
          if (tx == 0) {
            s_u[ty + 1][0] = x > 0 && y < NY ? u[y * NX + x - 1] : 0.0f;
          }
          if (tx == 4 - 1) {
            s_u[ty + 1][4 + 1] = x + 1 < NX && y < NY ? u[y * NX + x + 1] : 0.0f;
          }
          if (ty == 0) {
            s_u[0][tx + 1] = y > 0 && x < NX ? u[(y - 1) * NX + x] : 0.0f;
          }
          if (ty == 4 - 1) {
            s_u[4 + 1][tx + 1] = y + 1 < NY && x < NX ? u[(y + 1) * NX + x] : 0.0f;
          }
          if (bx > 0 && by > 0) {
            threadgroup_barrier(mem_flags::mem_threadgroup);
          }
          for (int s = 0; s < sweeps; ++s) {
            threadgroup_barrier(mem_flags::mem_threadgroup);
          }
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int ty = 0 + _occa_thread_position.y;
        {
          int tx = 0 + _occa_thread_position.x;
          const int x = bx * 4 + tx;
          const int y = by * 4 + ty;
          if (NX > 4) {
            threadgroup_barrier(mem_flags::mem_threadgroup);
          }
          if (x < NX && y < NY) {
            lap[y * NX + x] = 4.0f * s_u[ty + 1][tx + 1] - s_u[ty][tx + 1] - s_u[ty + 2][tx + 1] - s_u[ty + 1][tx] - s_u[ty + 1][tx + 2];
          }
        }
      }
    }
  }
}
