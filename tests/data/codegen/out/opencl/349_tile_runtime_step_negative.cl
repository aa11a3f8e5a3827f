// Tiles over strided ranges whose step is a kernel argument, as a strided gather writes them:
// a `long long` range starting near -3e9 and counting down by `s` (`check=true`, 10 values in
// tiles of 4), an `int` range from -12 to 11 inclusive by a macro step of 3 tiled exactly
// (`check=false`), and an `@inner` tile counting down by `s` to a negative bound inside each
// of two `@outer` iterations, beside a second 2-D `@inner` nest of another shape (1 x 2).
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileRuntimeStepNegative_0(const long base, const int s, const int n, __global long *a, __global int *b, __global int *c) {
  {
    long _occa_tiled_i = base - (4 * s * (long) get_group_id(0));
    {
      long i = _occa_tiled_i - (s * (long) get_local_id(0));
      if (i > base - (long)n * s) {
        a[(base - i) / s] += i * 2 + 1;
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_tileRuntimeStepNegative_1(const long base, const int s, const int n, __global long *a, __global int *b, __global int *c) {
  {
    int _occa_tiled_i = -12 + (4 * 3 * get_group_id(0));
    {
      int i = _occa_tiled_i + (3 * get_local_id(0));
      b[(i + 12) / 3] += i;
    }
  }
}

__kernel void _occa_tileRuntimeStepNegative_2(const long base, const int s, const int n, __global long *a, __global int *b, __global int *c) {
  {
    int g = 0 + get_group_id(0);
    {
      int _occa_tiled_t = n - 1 - (3 * s * get_local_id(1));
      if (_occa_tiled_t >= -2) {
        {
          int t = _occa_tiled_t - (s * get_local_id(0));
          if (t >= -2) {
            c[g * 8 + (n - 1 - t) / s] += g * 1000 + t;
          }
        }
      }
    }
    {
      int y = 0 + get_local_id(1);
      if (y < 1) {
        {
          int t = 0 + get_local_id(0);
          if (t < 2) {
            c[g * 8 + 6 + t + y] += 7 * (g + 1);
          }
        }
      }
    }
  }
}
