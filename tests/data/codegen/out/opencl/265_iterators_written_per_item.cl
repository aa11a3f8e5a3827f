// Loop iterators written per work-item in shapes that need more than a plain copy in one
// `@inner` body (case 246 has the plain ones). On a GPU every work-item computes each
// iterator from its own group and thread index, so a write changes only its own copy:
// * an `@outer` iterator written in a first `@inner` loop and read in a later one (the host
//   keeps one copy per work-item across the two loops);
// * an outer `@inner` iterator written in one nested `@inner` loop and read in the next one,
//   both inside its own body;
// * an `@outer` iterator written in a nested `@outer` body, once per group of the nested loop;
// * an `@outer` iterator written through a helper's reference parameter inside `@inner`;
// * the element iterator of a `@tile` stepped inside its body.
void bump(int *v, int by) {
  *v += by;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_iteratorsPerItem_0(__global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      g += t;
    }
    {
      int t = 0 + get_local_id(0);
      a[(g - t) * 4 + t] = g;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 2, 1))) void _occa_iteratorsPerItem_1(__global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int g = 0 + get_group_id(0);
    {
      int y = 0 + get_local_id(1);
      {
        int x = 0 + get_local_id(0);
        y = y * 10 + x;
      }
      {
        int x = 0 + get_local_id(0);
        b[(g * 2 + y / 10) * 3 + x] = y + 100 * g;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_iteratorsPerItem_2(__global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int g = 0 + get_group_id(1);
    {
      int h = 0 + get_group_id(0);
      g = g * 10 + h;
      {
        int t = 0 + get_local_id(0);
        c[(g / 10 * 3 + h) * 2 + t] = g + t;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_iteratorsPerItem_3(__global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      bump(&g, 100 * t);
      d[g % 100 * 4 + t] = g;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_iteratorsPerItem_4(__global int *a, __global int *b, __global int *c, __global int *d, __global int *e) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < 10) {
        const int start = i;
        i += 1000;
        e[start] = i;
      }
    }
  }
}
