#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
kernel void _occa_massMatrix_N3_0(constant int &Nelements [[buffer(0)]], device const float *restrict_M [[buffer(1)]], device const float *q [[buffer(2)]], device float *Mq [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_q[(3 + 1) * (3 + 1)];
  threadgroup float s_M[3 + 1][3 + 1 + 1];
  {
    int e = 0 + _occa_group_position.x;
    float scale;
    {
      int n = 0 + _occa_thread_position.x;
      s_q[n] = q[e * ((3 + 1) * (3 + 1)) + n];
      s_M[n / (3 + 1)][n % (3 + 1)] = restrict_M[n];
      scale = 1.0f + 0.5f * (e % 3);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int n = 0 + _occa_thread_position.x;
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
