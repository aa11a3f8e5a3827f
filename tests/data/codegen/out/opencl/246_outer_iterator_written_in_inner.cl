// An `@outer` iterator written inside an `@inner` body, and an outer `@inner` iterator
// written inside a nested `@inner` body. On a GPU each work-item has its own copy of both
// (each computes them from its group and thread index), so `b += t` gives work-item t the
// value b + t and nothing else changes. The host keeps one copy per `@outer` iteration (per
// row of work-items for `y`), so the writes accumulate over the work-items.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_outerIteratorInInner_0(__global int *out, __global int *out2) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int k = b * 4 + t;
      b += t;
      out[k] = b;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 2, 1))) void _occa_outerIteratorInInner_1(__global int *out, __global int *out2) {
  {
    int b = 0 + get_group_id(0);
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        const int k = (b * 2 + y) * 3 + x;
        y += 10 * x;
        out2[k] = y;
      }
    }
  }
}
