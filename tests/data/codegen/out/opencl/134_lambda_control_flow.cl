// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaControl_0(const int nB, __global const int *x, __global int *y, __global int *count) {
  {
    int b = 0 + get_group_id(0);
    int hist[3];
    {
      int t = 0 + get_local_id(0);
      hist[0] = 0;
      hist[1] = 0;
      hist[2] = 0;
      auto firstNegative = [&](auto limit) {
        for (int i = 0; i < limit; ++i) {
          if (x[b * 4 + i] >= 0) {
            continue;
          }
          return i;
        }
        return -1;
      };
      auto tally = [&](int v) {
        auto bump = [&](int k) {
          hist[k] += 1;
        };
        if (v < 0) {
          bump(0);
          return;
        }
        bump(v % 2 + 1);
        atomic_add(&count[0], (1));
      };
      for (int i = 0; i <= t; ++i) {
        tally(x[b * 4 + i]);
        if (i == 2) {
          break;
        }
      }
      if (t == 3) {
        y[b * 4 + t] = firstNegative(4);
        return;
      }
      y[b * 4 + t] = hist[0] + 10 * hist[1] + 100 * hist[2];
    }
  }
}
