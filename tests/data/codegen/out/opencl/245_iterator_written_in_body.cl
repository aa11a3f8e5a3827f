// OKL loop iterators written inside their own body. On a GPU the iterator is each
// work-item's (or group's) own local, so a grid-stride loop that reuses the `@inner` iterator
// (`for (; t < n; t += 4)`) moves only that work-item along, and `b += 0`-style writes in the
// `@outer` body outside every `@inner` loop change only that group's copy. On the host the
// iterator was the loop counter itself: the first work-item's grid-stride loop ended the
// `@inner` loop for the others. Also: `++t` through a reference, `@tile` element iterators, a
// decreasing `@inner` iterator with a step, and a `while` loop that walks the iterator down.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_iteratorWrites_0(const int n, __global int *a, __global int *c, __global int *d, __global int *e) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      for (; t < n; t += 4) {
        a[b * n + t] = t + 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_iteratorWrites_1(const int n, __global int *a, __global int *c, __global int *d, __global int *e) {
  {
    int b = 0 + (2 * get_group_id(0));
    const int g = b;
    b = b / 2;
    {
      int t = 7 - (3 * get_local_id(0));
      int *r = &t;
      c[b * 8 + t] = g * 100 + t;
      *r += 1;
      if (t < 8) {
        c[b * 8 + t] += 1000;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_iteratorWrites_2(const int n, __global int *a, __global int *c, __global int *d, __global int *e) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        const int k = i;
        int s = 0;
        while (i % 4 != 0) {
          --i;
          ++s;
        }
        d[k] = s * 100 + i;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 2, 1))) void _occa_iteratorWrites_3(const int n, __global int *a, __global int *c, __global int *d, __global int *e) {
  {
    int b = 0 + get_group_id(0);
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        const int k = (b * 2 + y) * 3 + x;
        e[k] = x;
        x *= 10;
        e[k] += x;
      }
    }
  }
}
