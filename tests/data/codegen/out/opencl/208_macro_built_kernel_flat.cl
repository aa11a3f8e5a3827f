// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_massMatrix_N3_0(const int Nelements, __global const float *restrict_M, __global const float *q, __global float *Mq) {
  __local float s_q[16];
  __local float s_M[4][5];
  {
    int e = 0 + get_group_id(0);
    float scale;
    {
      int n = 0 + get_local_id(0);
      s_q[n] = q[e * ((3 + 1) * (3 + 1)) + n];
      s_M[n / (3 + 1)][n % (3 + 1)] = restrict_M[n];
      scale = 1.0f + 0.5f * (e % 3);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int n = 0 + get_local_id(0);
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
