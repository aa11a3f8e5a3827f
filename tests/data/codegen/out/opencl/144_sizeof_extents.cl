// `sizeof`/`alignof` of builtin types, of arrays of them and of a typed enum fold in `@shared`
// extents and in an `@inner` bound sizing `@exclusive` storage. `sizeof` of a struct does not
// fold: as the bound of another `@outer` loop's `@inner` loop, without `@exclusive`, it stays a
// run-time count, which is valid.
struct Pair {
  float x;
  float y;
};

enum Small {
  One = 1
};

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_sizeofExtents_0(const int nb, __global int *out) {
  __local int s[22];
  {
    int b = 0 + get_group_id(0);
    int e;
    {
      int t = 0 + get_local_id(0);
      e = b * 10 + t;
      s[t] = (int)sizeof(s) / (int)sizeof(int);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      out[b * 6 + t] = e + s[t] * 100;
    }
  }
}

__kernel void _occa_sizeofExtents_1(const int nb, __global int *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      out[b * 6 + 4 + t] = -t;
    }
  }
}
