// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
int _occa_lambdaControl_firstNegative(int limit, __global const int *x, int b) {
  for (int i = 0; i < limit; ++i) {
    if (x[b * 4 + i] >= 0) {
      continue;
    }
    return i;
  }
  return -1;
}

void _occa_lambdaControl_tally_bump(int k, int hist[3]) {
  hist[k] += 1;
}

void _occa_lambdaControl_tally(int v, int hist[3], __global int *count) {
  if (v < 0) {
    _occa_lambdaControl_tally_bump(0, hist);
    return;
  }
  _occa_lambdaControl_tally_bump(v % 2 + 1, hist);
  atomic_add(&count[0], (1));
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaControl_0(const int nB, __global const int *x, __global int *y, __global int *count) {
  {
    int b = 0 + get_group_id(0);
    int hist[3];
    {
      int t = 0 + get_local_id(0);
      hist[0] = 0;
      hist[1] = 0;
      hist[2] = 0;
      for (int i = 0; i <= t; ++i) {
        _occa_lambdaControl_tally(x[b * 4 + i], hist, count);
        if (i == 2) {
          break;
        }
      }
      if (t == 3) {
        y[b * 4 + t] = _occa_lambdaControl_firstNegative(4, x, b);
        return;
      }
      y[b * 4 + t] = hist[0] + 10 * hist[1] + 100 * hist[2];
    }
  }
}
