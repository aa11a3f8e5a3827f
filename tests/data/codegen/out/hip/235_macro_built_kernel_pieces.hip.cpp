#include <hip/hip_runtime.h>

// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
extern "C" __global__ __launch_bounds__(49) void _occa_massMatrix_N6_0(const int Nelements, const float *restrict_M, const float *q, float *Mq) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s_q[(6 + 1) * (6 + 1)];
    __shared__ float s_M[6 + 1][6 + 1 + 1];
    float scale;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const int n = j * (6 + 1) + i;
        s_q[n] = q[e * ((6 + 1) * (6 + 1)) + n];
        s_M[j][i] = restrict_M[n];
        scale = 1.0f + 0.5f * (e % 3);
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        float r = 0;
        #pragma unroll (6 + 1)
        for (int k = 0; k < 6 + 1; ++k) {
          r += s_M[i][k] * s_q[j * (6 + 1) + k];
        }
        Mq[e * ((6 + 1) * (6 + 1)) + j * (6 + 1) + i] = scale * r;
      }
    }
  }
}
