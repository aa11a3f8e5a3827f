// `goto` inside `@inner` bodies: a forward jump to a label at the end of the body (an early
// exit that is not `return`), a jump out of two nested regular loops (search), and a jump
// backwards forming a retry loop; `@exclusive` values carry results to the next `@inner` loop.
__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_gotoInInner_0(const int nB, __global const int *x, __global int *y) {
  {
    int b = 0 + get_group_id(0);
    int found;
    int tries;
    {
      int t = 0 + get_local_id(0);
      const int v = x[b * 8 + t];
      found = -1;
      tries = 0;
      for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 4; ++j) {
          if (i * 4 + j == v) {
            found = i * 10 + j;
            goto searched;
          }
        }
      }
    searched:
    retry:
      ++tries;
      if (tries < v % 3 + 1) {
        goto retry;
      }
      if (v > 12) {
        goto done;
      }
      found += 1000;
    done:
      ;
    }
    {
      int t = 0 + get_local_id(0);
      y[b * 8 + t] = found * 100 + tries;
    }
  }
}
