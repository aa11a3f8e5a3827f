// An `@inner` iterator written through a helper's non-`const` reference parameter
// (`advance(t)`): on a GPU each work-item walks its own copy in steps of 4, so every element
// below `n` is written once. The host must copy the iterator per work-item, as for a direct
// write (case 245); a `const` reference parameter (`peek(t)`) is a read and leaves the loop as
// it is.
void advance(int *t) {
  *t += 4;
}

int peek(const int t) {
  return t;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_iteratorByHelper_0(const int n, __global int *a, __global int *b) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      while (t < n) {
        a[g * n + t] = 10 * g + t;
        advance(&t);
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_iteratorByHelper_1(const int n, __global int *a, __global int *b) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      b[g * 4 + t] = peek(t) + g;
    }
  }
}
