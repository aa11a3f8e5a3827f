#include <hip/hip_runtime.h>

// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
extern "C" __global__ __launch_bounds__(16) void _occa_massMatrix_N3_0(const int Nelements, const float *restrict_M, const float *q, float *Mq) {
  {
    int e = 0 + blockIdx.x;
    __shared__ float s_q[(3 + 1) * (3 + 1)];
    __shared__ float s_M[3 + 1][3 + 1 + 1];
    float scale;
    {
      int n = 0 + threadIdx.x;
      s_q[n] = q[e * ((3 + 1) * (3 + 1)) + n];
      s_M[n / (3 + 1)][n % (3 + 1)] = restrict_M[n];
      scale = 1.0f + 0.5f * (e % 3);
    }
    __syncthreads();
    {
      int n = 0 + threadIdx.x;
      const int i = n % (3 + 1);
      const int j = n / (3 + 1);
      float r = 0;
      #pragma unroll (3 + 1)
      for (int k = 0; k < 3 + 1; ++k) {
        r += s_M[i][k] * s_q[j * (3 + 1) + k];
      }
      Mq[e * ((3 + 1) * (3 + 1)) + n] = scale * r;
    }
  }
}
// The kernel of case 235 included from its file with `p_N=3`: `#if p_N > 4` is false, so the
// flattened 1-D `@inner` loops (with `/` and `%` on the iterator) are compiled, and the pasted
// name is `massMatrix_N3`.
