// Five top-level `@outer` nests in one kernel whose work-groups differ in shape and size: 1-D of
// 16 with `@shared`/`@exclusive`, 2-D 3 x 5 with an `@exclusive` array and a 3-level nest
// reusing the names, a decreasing nest of run-time size under `@max_inner_dims`, and a tile.
__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_multiNests_0(const int n, const int m, __global const int *x, __global int *a, __global int *b, __global int *c, __global int *d) {
  __local int s[16];
  {
    int g = 0 + (16 * get_group_id(0));
    int e;
    {
      int t = 0 + get_local_id(0);
      e = x[g + t];
      s[t] = e;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      a[g + t] = e * 3 + s[15 - t];
    }
  }
}

__kernel __attribute__((reqd_work_group_size(5, 3, 1))) void _occa_multiNests_1(const int n, const int m, __global const int *x, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int g = 0 + get_group_id(0);
    int e[2];
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        e[0] = g * 15 + ty * 5 + tx;
        e[1] = x[e[0] % n];
      }
    }
    {
      int ty = 0 + get_local_id(1);
      {
        int tx = 0 + get_local_id(0);
        b[e[0]] = e[1] - e[0];
      }
    }
  }
}

__kernel void _occa_multiNests_2(const int n, const int m, __global const int *x, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int g = 2 - get_group_id(0);
    int e = g;
    {
      int t = m - 1 - get_local_id(0);
      e += t;
    }
    {
      int t = m - 1 - get_local_id(0);
      c[g * m + t] = e * 2;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(7, 2, 2))) void _occa_multiNests_3(const int n, const int m, __global const int *x, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int g = 0 + get_group_id(0);
    short e;
    {
      int z = 0 + get_local_id(2);
      {
        int y = 0 + get_local_id(1);
        {
          int w = 0 + get_local_id(0);
          e = (short)(z * 100 + y * 10 + w);
        }
      }
    }
    {
      int z = 0 + get_local_id(2);
      {
        int y = 0 + get_local_id(1);
        {
          int w = 0 + get_local_id(0);
          d[g * 28 + (z * 2 + y) * 7 + w] = e + g * 1000;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(6, 1, 1))) void _occa_multiNests_4(const int n, const int m, __global const int *x, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int _occa_tiled_i = 0 + (6 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < 13) {
        d[56 + i] = i * i;
      }
    }
  }
}
