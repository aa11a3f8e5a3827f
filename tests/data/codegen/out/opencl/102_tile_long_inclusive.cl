
// Tiles over 64-bit iterators whose values do not fit in `int`: `long` with `<=` and `+= 3`
// (check), `size_t` with the iterator on the right (`end > i`) and `check=false` on a
// range the tile divides, a decreasing `long long` tile with `>=` and `-= 2`, and an `@inner`
// tile over `unsigned long` with `<=`.
typedef long dlong;

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileLongInclusive_0(const dlong base, const dlong n, const int m, __global int *a, __global int *b, __global int *c) {
  {
    dlong _occa_tiled_i = base + (4 * 3 * (long) get_group_id(0));
    {
      dlong i = _occa_tiled_i + (3 * (long) get_local_id(0));
      if (i <= base + n - 1) {
        a[i - base] += (int)((i - base) / 3) + 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_tileLongInclusive_1(const dlong base, const dlong n, const int m, __global int *a, __global int *b, __global int *c) {
  {
    size_t _occa_tiled_i = (size_t)base + (8 * get_group_id(0));
    {
      size_t i = _occa_tiled_i + get_local_id(0);
      b[i - (size_t)base] = (int)(i % 1000);
    }
  }
}

__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_tileLongInclusive_2(const dlong base, const dlong n, const int m, __global int *a, __global int *b, __global int *c) {
  {
    long _occa_tiled_i = base + n - 1 - (5 * 2 * (long) get_group_id(0));
    {
      long i = _occa_tiled_i - (2 * (long) get_local_id(0));
      if (i >= base) {
        c[i - base] += 7;
      }
    }
  }
}

__kernel void _occa_tileLongInclusive_3(const dlong base, const dlong n, const int m, __global int *a, __global int *b, __global int *c) {
  {
    int g = 0 + get_group_id(0);
    {
      unsigned long _occa_tiled_k = 0 + (4 * get_local_id(1));
      {
        unsigned long k = _occa_tiled_k + get_local_id(0);
        if (k <= (unsigned long)(m - 1)) {
          c[g * m + k] += 100 * g;
        }
      }
    }
  }
}
