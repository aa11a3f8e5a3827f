#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @dim/@dimOrder on @shared and @exclusive arrays, 2-D and 3-D, with macro extents and
// permuted orders: values go in through one index order and come out through another, and the
// raw storage of the 3-D @shared array is copied out so that its layout is observable.
kernel void _occa_sharedExclusiveDims_0(constant int &Nelements [[buffer(0)]], device const float *q [[buffer(1)]], device float *out [[buffer(2)]], device float *raw [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_q[2 * 4 * 4];
  threadgroup float s_t[4 * 4];
  {
    int e = 0 + _occa_group_position.x;
    float r_a[2 * 4];
    float r_b[4 * 2];
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        const int id = e * 16 + j * 4 + i;
        s_q[0 + 2 * (j + 4 * i)] = q[id];
        s_q[1 + 2 * (j + 4 * i)] = 2 * q[id];
        for (int m = 0; m < 4; ++m) {
          r_a[0 + 2 * m] = m + i;
          r_a[1 + 2 * m] = m * j;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        s_t[i + 4 * j] = s_q[1 + 2 * (i + 4 * j)] - s_q[0 + 2 * (j + 4 * i)];
        for (int m = 0; m < 4; ++m) {
          r_b[0 + 2 * m] = r_a[0 + 2 * m] * r_a[1 + 2 * m];
          r_b[1 + 2 * m] = r_a[1 + 2 * m];
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int j = 0 + _occa_thread_position.y;
      {
        int i = 0 + _occa_thread_position.x;
        const int id = e * 16 + j * 4 + i;
        float acc = 0;
        for (int m = 0; m < 4; ++m) {
          acc += r_b[0 + 2 * m] + r_b[1 + 2 * m];
        }
        out[id] = s_t[j + 4 * i] + acc;
        const int k = j * 4 + i;
        raw[2 * e * 16 + k] = s_q[k];
        raw[2 * e * 16 + 16 + k] = s_q[16 + k];
      }
    }
  }
}
