// Loop headers that count down, step by a macro or a kernel argument and start below zero, as a
// solver writes them when it walks levels or faces backwards: `i >= 0; --i` from `n - 1`,
// `i > LO; i -= STEP` crossing zero to a negative macro bound, `n + 4 >= o; o += s` with the
// iterator on the right and a run-time step, `0 < t; t -= s` inside, and a regular loop with a
// `!=` condition inside an `@inner` body (OKL loops themselves reject `!=`, OKL0321).
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_countdownMacroSteps_0(const int n, const int s, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int i = n - 1 - get_group_id(0);
    {
      int t = 4 - 1 - get_local_id(0);
      a[i * 4 + t] = i * 10 - t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_countdownMacroSteps_1(const int n, const int s, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int i = 11 - (3 * get_group_id(0));
    {
      int t = -2 + get_local_id(0);
      b[(11 - i) / 3 * 5 + (t + 2)] = i * t + i;
    }
  }
}

__kernel void _occa_countdownMacroSteps_2(const int n, const int s, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int o = -5 + (s * get_group_id(0));
    {
      int t = 8 - (s * get_local_id(0));
      c[(o + 5) / s * 3 + (8 - t) / s] = o * 100 + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_countdownMacroSteps_3(const int n, const int s, __global int *a, __global int *b, __global int *c, __global int *d) {
  {
    int o = 2 * n - (2 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      int acc = 0;
      for (int k = t; k != t + 2 * 4; k += 2) {
        acc += k * o;
      }
      d[(2 * n - o) / 2 * 4 + t] = acc;
    }
  }
}
