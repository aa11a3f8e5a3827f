// Kernel parameters written in a `@tile` loop and through helper functions: `bump(&a, i)` takes
// the parameter's address and `twice(c)` binds it to a non-`const` reference. On GPUs each
// work-item writes its own copies; serial and OpenMP must do the same.
void bump(int *v, int by) {
  *v += by;
}

void twice(int *v) {
  *v *= 2;
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_paramTile_0(const int n, float offset, int a, int c, __global float *y, __global int *z) {
  {
    int _occa_tiled_i = 0 + (4 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        offset += i;
        bump(&a, i);
        twice(&c);
        y[i] = offset;
        z[i] = a * 10 + c;
      }
    }
  }
}
