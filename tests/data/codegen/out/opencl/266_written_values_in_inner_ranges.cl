// A kernel parameter or loop iterator that an `@inner` body writes, read by the range of an
// `@inner` loop. GPUs evaluate `@inner` ranges with the group's values (they make the launch
// shape), so every range reads the value from before the writes, while each work-item's own
// copy carries the writes:
// * an `@outer` iterator in the range of the `@inner` loop whose body writes it;
// * a by-value parameter bounding two `@inner` loops, written per work-item in the first and
//   read per work-item in the second (`@max_inner_dims` sizes the copies);
// * an `@inner` iterator bounding its nested (triangular) `@inner` loop, which writes it.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_rangesRead_0(int n, __global int *a, __global int *c, __global int *d) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = b * 4 + get_local_id(0);
      const int k = t;
      b += 100;
      a[k] = b;
    }
  }
}

__kernel void _occa_rangesRead_1(int n, __global int *a, __global int *c, __global int *d) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      n += t;
    }
    {
      int t = 0 + get_local_id(0);
      c[g * 3 + t] = n;
    }
  }
}

__kernel void _occa_rangesRead_2(int n, __global int *a, __global int *c, __global int *d) {
  {
    int g = 0 + get_group_id(0);
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        if (x < y + 1) {
          const int k = (g * 3 + y) * 3 + x;
          y += 10;
          d[k] = y;
        }
      }
    }
  }
}
