// `sizeof` of `@shared` and `@exclusive` arrays and scalars, element counts computed with
// `sizeof(a) / sizeof(a[0])` as loop bounds inside `@inner`, `sizeof` without parentheses,
// and a copy of an `@exclusive` scalar. On a GPU each `@exclusive` is a per-thread
// local, so `sizeof` must give the size of one work-item's copy.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_sizeofExclusive_0(const int nb, __global int *out) {
  __local double s[2][8];
  {
    int b = 0 + get_group_id(0);
    float r[3];
    short h;
    {
      int t = 0 + get_local_id(0);
      for (int k = 0; k < (int)(sizeof(r) / sizeof(r[0])); ++k) {
        r[k] = (float)(t + k);
      }
      h = (short)t;
      s[0][t] = 1.0;
      s[1][t] = 2.0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      short hh = h;
      float acc = 0.0f;
      for (unsigned int k = 0; k < sizeof(r) / sizeof(*r); ++k) {
        acc += r[k];
      }
      out[b * 8 + t] = (int)sizeof(s) + 1000 * (int)sizeof(r) + 100000 * (int)sizeof(h) + 10000000 * (int)(sizeof(s[1]) / sizeof(double)) + (int)acc * 1000000 + (int)sizeof(hh) * 0 + hh;
    }
  }
}
