#include <hip/hip_runtime.h>

// One templated kernel instantiated three times (type, block size and a bool switch): @shared
// storage and @inner extents from the non-type parameter, an @exclusive of the type parameter,
// a barrier tree in a regular loop, `if (SQUARE)` on the bool parameter.
extern "C" __global__ __launch_bounds__(4) void _occa_blockSum_double_4_false_0(const int n, const double *in, double *out) {
  {
    int g = 0 + blockIdx.x;
    __shared__ double s[4];
    double v;
    {
      int t = 0 + threadIdx.x;
      const int i = g * 4 + t;
      v = i < n ? in[i] : double(0);
      if (false) {
        v *= v;
      }
      s[t] = v;
    }
    __syncthreads();
    for (int stride = 4 / 2; stride > 0; stride /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        out[g] = s[0] + (double)4;
      }
      if (t == 4 - 1) {
        out[(n + 4 - 1) / 4 + g] = v;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_blockSum_int_8_true_0(const int n, const int *in, int *out) {
  {
    int g = 0 + blockIdx.x;
    __shared__ int s[8];
    int v;
    {
      int t = 0 + threadIdx.x;
      const int i = g * 8 + t;
      v = i < n ? in[i] : int(0);
      if (true) {
        v *= v;
      }
      s[t] = v;
    }
    __syncthreads();
    for (int stride = 8 / 2; stride > 0; stride /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        out[g] = s[0] + (int)8;
      }
      if (t == 8 - 1) {
        out[(n + 8 - 1) / 8 + g] = v;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(2) void _occa_blockSum_unsigned_2_false_0(const int n, const unsigned int *in, unsigned int *out) {
  {
    int g = 0 + blockIdx.x;
    __shared__ unsigned int s[2];
    unsigned int v;
    {
      int t = 0 + threadIdx.x;
      const int i = g * 2 + t;
      v = i < n ? in[i] : (unsigned int)0;
      if (false) {
        v *= v;
      }
      s[t] = v;
    }
    __syncthreads();
    for (int stride = 2 / 2; stride > 0; stride /= 2) {
      {
        int t = 0 + threadIdx.x;
        if (t < stride) {
          s[t] += s[t + stride];
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        out[g] = s[0] + (unsigned int)2;
      }
      if (t == 2 - 1) {
        out[(n + 2 - 1) / 2 + g] = v;
      }
    }
  }
}
