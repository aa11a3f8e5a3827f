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

void _occa_exclusiveDimLambdas_put(int i, int j, int v, int m[6], int *acc) {
  m[i + 2 * j] = v;
  *acc += v;
}

int _occa_exclusiveDimLambdas_rowSum(int j, int m[6]) {
  return m[0 + 2 * j] + m[1 + 2 * j];
}

int _occa_exclusiveDimLambdas_get(int acc, int m[6], long wide) {
  return acc * 100 + m[0 + 2 * 1] - m[0 + 2 * 2] + (int)wide;
}

int _occa_exclusiveDimLambdas_twice(int *_occa_exclusiveDimLambdas_twice_v) {
  *_occa_exclusiveDimLambdas_twice_v *= 2;
  return *_occa_exclusiveDimLambdas_twice_v;
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
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 2; ++i) {
          _occa_exclusiveDimLambdas_put(i, j, x[b + t] * (i + 1) + j, m, &acc);
        }
      }
    }
    {
      int t = 0 + get_local_id(0);
      int local_ = 0;
      for (int j = 0; j < 3; ++j) {
        local_ += _occa_exclusiveDimLambdas_rowSum(j, m) * (j + 1);
      }
      accum(&acc, local_);
      fill2(&m[0 + 2 * 1], acc, local_);
      _occa_bump_long(&wide, (long)t);
    }
    {
      int t = 0 + get_local_id(0);
      int _occa_exclusiveDimLambdas_get_acc = acc;
      long _occa_exclusiveDimLambdas_get_wide = wide;
      int _occa_exclusiveDimLambdas_twice_v = acc;
      out[b + t] = _occa_exclusiveDimLambdas_get(_occa_exclusiveDimLambdas_get_acc, m, _occa_exclusiveDimLambdas_get_wide);
      aux[b + t] = _occa_exclusiveDimLambdas_twice(&_occa_exclusiveDimLambdas_twice_v) + m[1 + 2 * 0];
    }
  }
}
