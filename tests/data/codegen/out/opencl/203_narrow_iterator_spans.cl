// Parallel `@outer` loops over iterators narrower than `int` (spec 4.1 allows char and short)
// whose start and bound fit the type but whose span does not: `signed char` from -100 to 100
// (200 iterations, up and down), `short` from -20000 to 20000 in steps of 1000, a tile over a
// `signed char` range, and a `short` loop from a run-time start to a constant bound. Each runs
// the iterations of the serial loop (spec 4.2); OpenMP computes a parallel loop's trip count in
// the iterator's own type. Controls: spans that fit (`unsigned char` up to 250 by a macro step,
// `char` letters with `<=`) and a `short` loop with a run-time bound and step.
__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_narrowSpans_0(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    signed char c = -100 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      up[(c + 100) * 2 + t] = c * 2 + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_narrowSpans_1(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    signed char c = 100 - get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      down[100 - c] = c;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(3, 1, 1))) void _occa_narrowSpans_2(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    short s = -20000 + (1000 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      wide[(s + 20000) / 1000 * 3 + t] = s + t;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void _occa_narrowSpans_3(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    signed char _occa_tiled_c = -90 + (64 * get_group_id(0));
    {
      signed char c = _occa_tiled_c + get_local_id(0);
      if ((int)(_occa_tiled_c + get_local_id(0)) <= 90) {
        if (c <= 90) {
          tiled[c + 90] = 3 * c;
        }
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_narrowSpans_4(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    short s = lo + (1000 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      lows[(s - lo) / 1000] = s;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_narrowSpans_5(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    unsigned char u = 4 + (2 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      ctl[(u - 4) / 2] = u;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_narrowSpans_6(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    char ch = 'A' + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      ctl[200 + ch - 'A'] = ch;
    }
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1))) void _occa_narrowSpans_7(const short lo, const int hi, const short st, __global int *up, __global int *down, __global int *wide, __global int *tiled, __global int *lows, __global int *ctl) {
  {
    short s = lo + (st * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      ctl[300 + (s - lo) / st] = s / 10;
    }
  }
}
