#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// libParanumal/nekRS-style spectral-element gradient on hexahedra: `@exclusive` register
// columns `r_q[p_Nq]` and `r_dqdt[p_Nq]` filled under `#pragma unroll p_Nq`, a `#pragma unroll`
// regular loop over k-slices in the `@outer` body with explicit `@barrier`s between the 2-D
// `@inner` nests, and a barrier at the end of each slice iteration of a register loop inside an
// `@inner` body (uniform constant trip count).
// Defines: -Dp_Nq=4
kernel void _occa_gradientHex3D_0(constant int &Nelements [[buffer(0)]], device const float *D [[buffer(1)]], device const float *q [[buffer(2)]], device float *grad [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_D[4][4];
  threadgroup float s_q[4][4];
  {
    int e = 0 + _occa_group_position.x;
    float r_q[4];
    float r_dqdt[4];
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        s_D[j][i] = D[j * 4 + i];
        #pragma unroll 4
        for (int k = 0; k < 4; ++k) {
          r_q[k] = q[e * (4 * 4 * 4) + k * 4 * 4 + j * 4 + i];
          r_dqdt[k] = 0.0f;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        #pragma unroll 4
        for (int k = 0; k < 4; ++k) {
          float t = 0.0f;
          #pragma unroll 4
          for (int m = 0; m < 4; ++m) {
            t += s_D[k][m] * r_q[m];
          }
          r_dqdt[k] = t;
          threadgroup_barrier(mem_flags::mem_threadgroup);
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    #pragma unroll 4
    for (int k = 0; k < 4; ++k) {
      {
        int j = 0 + _occa_thread_position.y;
        {
          int i = 0 + _occa_thread_position.x;
          s_q[j][i] = r_q[k];
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
      {
        int j = 0 + _occa_thread_position.y;
        {
          int i = 0 + _occa_thread_position.x;
          float dr = 0.0f;
          float ds = 0.0f;
          #pragma unroll 4
          for (int m = 0; m < 4; ++m) {
            dr += s_D[i][m] * s_q[j][m];
            ds += s_D[j][m] * s_q[m][i];
          }
          const int id = e * 3 * (4 * 4 * 4) + k * 4 * 4 + j * 4 + i;
          grad[id] = dr;
          grad[id + 4 * 4 * 4] = ds;
          grad[id + 2 * (4 * 4 * 4)] = r_dqdt[k];
        }
      }
      threadgroup_barrier(mem_flags::mem_threadgroup);
    }
  }
}
