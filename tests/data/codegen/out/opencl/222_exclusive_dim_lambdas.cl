// `@exclusive` arrays carrying `@dim` (a 2-D view of per-work-item storage), `@exclusive`
// variables captured by lambdas defined in `@inner` bodies (implicit `[&]`, explicit `[&m]`,
// by value `[=]`, init-capture), and passed by reference, by pointer to an element and to a
// function template taking `T &`.
static inline void accum(int *dst, const int v) {
  *dst += v;
}

static inline void fill2(int *row, int a, int b) {
  row[0] = a;
  row[2] = b;
}

void _occa_bump_long(long *x, long by) {
  *x = *x * 2 + by;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_exclusiveDimLambdas_0(const int n, __global const int *x, __global int *out, __global int *aux) {
  {
    int b = 0 + (8 * get_group_id(0));
    int m[6];
    int acc;
    long wide = 7;
    {
      int t = 0 + get_local_id(0);
      acc = 0;
      auto put = [&](int i, int j, int v) {
        m[i + 2 * j] = v;
        acc += v;
      };
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 2; ++i) {
          put(i, j, x[b + t] * (i + 1) + j);
        }
      }
    }
    {
      int t = 0 + get_local_id(0);
      int local_ = 0;
      auto rowSum = [&](int j) {
        return m[0 + 2 * j] + m[1 + 2 * j];
      };
      for (int j = 0; j < 3; ++j) {
        local_ += rowSum(j) * (j + 1);
      }
      accum(&acc, local_);
      fill2(&m[0 + 2 * 1], acc, local_);
      _occa_bump_long(&wide, (long)t);
    }
    {
      int t = 0 + get_local_id(0);
      auto get = [=]() {
        return acc * 100 + m[0 + 2 * 1] - m[0 + 2 * 2] + (int)wide;
      };
      auto twice = [v = acc]() mutable {
        v *= 2;
        return v;
      };
      out[b + t] = get();
      aux[b + t] = twice() + m[1 + 2 * 0];
    }
  }
}
