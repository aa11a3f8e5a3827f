// `@exclusive` storage typed by a `@dim`/`@dimOrder` array typedef and declared with `@dim` on
// the variable, in a 2-D work-group: elements passed to helpers by reference and by pointer,
// whole arrays to a `T (&)[N]` template and to a pointer parameter, a `@exclusive` pointer into
// a `@shared` array and one into the work-item's own `@exclusive` array, all read back in a
// later `@inner` nest after a barrier; regular loops with `continue` walk the `@dim` views.
typedef int reg_t[6];

static inline void bumpRef(int *v, int by) {
  *v += by;
}

static inline void setPtr(int *p, int v) {
  *p = v;
}

static inline int sumPtr(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += p[i];
  }
  return s;
}

int _occa_maxOf_int_4(const int a[4]) {
  int m = a[0];
  for (int i = 1; i < 4; ++i) {
    if (a[i] > m) {
      m = a[i];
    }
  }
  return m;
}

int _occa_maxOf_int_6(const int a[6]) {
  int m = a[0];
  for (int i = 1; i < 6; ++i) {
    if (a[i] > m) {
      m = a[i];
    }
  }
  return m;
}

__kernel __attribute__((reqd_work_group_size(3, 2, 1))) void _occa_exclusiveDimTypedef_0(const int nb, __global const int *x, __global int *out) {
  __local int s[2][3];
  {
    int b = 0 + get_group_id(0);
    reg_t r;
    int q[4];
    __local int *mine;
    int *own;
    {
      int y = 0 + get_local_id(1);
      {
        int z = 0 + get_local_id(0);
        const int v = x[(b * 2 + y) * 3 + z];
        for (int i = 0; i < 3; ++i) {
          for (int j = 0; j < 2; ++j) {
            if ((i + j) % 2 == 1) {
              r[j + 2 * i] = -1;
              continue;
            }
            r[j + 2 * i] = v * (i + 1) + j;
          }
        }
        for (int i = 0; i < 2; ++i) {
          for (int j = 0; j < 2; ++j) {
            setPtr(&q[i + 2 * j], i * 10 + j + v);
          }
        }
        bumpRef(&r[1 + 2 * 2], 100);
        bumpRef(&q[1 + 2 * 0], v);
        s[y][z] = v;
        mine = &s[1 - y][2 - z];
        own = &q[0 + 2 * 1];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int y = 0 + get_local_id(1);
      {
        int z = 0 + get_local_id(0);
        const int gid = (b * 2 + y) * 3 + z;
        out[gid * 4 + 0] = sumPtr(r, 6);
        out[gid * 4 + 1] = _occa_maxOf_int_4(q) * 1000 + _occa_maxOf_int_6(r);
        out[gid * 4 + 2] = *mine + *own;
        out[gid * 4 + 3] = r[1 + 2 * 2] - r[0 + 2 * 0] + q[1 + 2 * 0];
      }
    }
  }
}
