#include <hip/hip_runtime.h>

// @dim/@dimOrder on @shared and @exclusive arrays, 2-D and 3-D, with macro extents and
// permuted orders: values go in through one index order and come out through another, and the
// raw storage of the 3-D @shared array is copied out so that its layout is observable.
extern "C" __global__ __launch_bounds__(16) void _occa_sharedExclusiveDims_0(const int Nelements, const float *q, float *out, float *raw) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s_q[2 * 4 * 4];
    __shared__ float s_t[4 * 4];
    float r_a[2 * 4];
    float r_b[4 * 2];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const int id = e * 16 + j * 4 + i;
        s_q[0 + 2 * (j + 4 * i)] = q[id];
        s_q[1 + 2 * (j + 4 * i)] = 2 * q[id];
        for (int m = 0; m < 4; ++m) {
          r_a[0 + 2 * m] = m + i;
          r_a[1 + 2 * m] = m * j;
        }
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        s_t[i + 4 * j] = s_q[1 + 2 * (i + 4 * j)] - s_q[0 + 2 * (j + 4 * i)];
        for (int m = 0; m < 4; ++m) {
          r_b[0 + 2 * m] = r_a[0 + 2 * m] * r_a[1 + 2 * m];
          r_b[1 + 2 * m] = r_a[1 + 2 * m];
        }
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
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
