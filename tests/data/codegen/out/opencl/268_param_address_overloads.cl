// Addresses of by-value kernel parameters passed to helpers inside `@inner` loops: a helper
// taking `int *` writes through it (each work-item writes its own copy, as on a GPU), one
// taking `const int *` only reads (the argument stays uniform, so it may bound a regular loop
// around the next `@inner` loop), and an overload set with both (`C++` picks `int *` for `&m`
// of a non-`const` `m`, so it is a write).
void poke(int *p) {
  *p += 10;
}

int peek(const int *p) {
  return *p;
}

int _occa_twice_0(const int *p) {
  return 2 * *p;
}

int _occa_twice_1(int *p) {
  *p *= 2;
  return *p;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_addressUses_0(int n, int m, __global int *y, __global int *z, __global int *w) {
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      if (t % 2 == 1) {
        poke(&n);
      }
      y[b * 4 + t] = peek(&n) + t;
    }
    for (int k = 0; k < peek(&m); ++k) {
      {
        int t = 0 + get_local_id(0);
        z[(b * 3 + k) * 4 + t] = peek(&m) + k + t;
      }
    }
    {
      int t = 0 + get_local_id(0);
      w[b * 4 + t] = _occa_twice_1(&m) + t;
    }
  }
}
