// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
__kernel __attribute__((reqd_work_group_size(7, 7, 1))) void _occa_massMatrix_N6_0(const int Nelements, __global const float *restrict_M, __global const float *q, __global float *Mq) {
  __local float s_q[49];
  __local float s_M[7][8];
  {
    int e = 0 + get_group_id(0);
    float scale;
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int n = j * (6 + 1) + i;
        s_q[n] = q[e * ((6 + 1) * (6 + 1)) + n];
        s_M[j][i] = restrict_M[n];
        scale = 1.0f + 0.5f * (e % 3);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
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
