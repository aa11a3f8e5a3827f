// Several `@outer` nests in one kernel: a decreasing `@outer` loop with step 2 down to 0
// (`b -= 2; b >= 0`), a 2-D nest whose outer loop counts down with `>` and the iterator on the
// right, `@inner` loops with `<=` bounds, steps, iterators on the right and bounds that are
// argument expressions with side-effect-free calls, and nests with different inner sizes
// sharing `@exclusive`-free state through `@shared` arrays.
inline int _occa_half(int x) {
  return x / 2;
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_outerStepsInnerForms_0(const int n, const int m, __global int *a, __global int *b2, __global int *c) {
  {
    int b = 2 * n - 1 - (2 * get_group_id(0));
    {
      int t = 1 + (3 * get_local_id(0));
      a[b * 8 + t] = b * 10 + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 12, 1))) void _occa_outerStepsInnerForms_1(const int n, const int m, __global int *a, __global int *b2, __global int *c) {
  __local int s[4][3];
  {
    int y = m - get_group_id(1);
    {
      int x = 0 + get_group_id(0);
      {
        int ty = 3 - get_local_id(1);
        if (ty >= 0) {
          {
            int tx = 0 + get_local_id(0);
            s[ty][tx] = y * 100 + x * 10 + ty * 3 + tx;
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int j = 0 + (1 * get_local_id(1));
        {
          int k = 0 + get_local_id(0);
          if (k < 1) {
            b2[((y - 1) * (_occa_half(m) + 1) + x) * 12 + j] = s[(11 - j) / 3][(11 - j) % 3];
          }
        }
      }
    }
  }
}

__kernel void _occa_outerStepsInnerForms_2(const int n, const int m, __global int *a, __global int *b2, __global int *c) {
  {
    int g = 0 + get_group_id(0);
    {
      int t = _occa_half(2 * n) - 1 - (2 * get_local_id(0));
      c[g * n + t] = g - t;
    }
  }
}
