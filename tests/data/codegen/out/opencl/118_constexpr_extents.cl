// `@shared` extents, `@exclusive` sizes and `@inner` bounds written with C++ constant
// expressions that are not plain literals: a `constexpr` function, a `static constexpr`
// struct member, `sizeof` of a type, an enumerator of a typed enum, and a template-free
// `constexpr` array element.
int sq(int x) {
  return x * x;
}

struct Cfg {
};

enum Width {
  W2 = 2,
  W4 = 4
};

__constant const int strides[3] = {1, 4, 16};

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_constexprExtents_0(const int nb, __global int *out) {
  __local int s[16];
  __local int u[16];
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int t = 0 + get_local_id(0);
      s[t] = t * strides[1];
      if (t < (int)sizeof(u) / (int)sizeof(int)) {
        u[t] = t;
      }
      e = b * 100 + t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[b * 16 + t] = e + s[15 - t] + (t < 16 ? u[t] : 0) * strides[2];
    }
  }
}
