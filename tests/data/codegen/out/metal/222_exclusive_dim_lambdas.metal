// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// `@exclusive` arrays carrying `@dim` (a 2-D view of per-work-item storage), `@exclusive`
// variables captured by lambdas defined in `@inner` bodies (implicit `[&]`, explicit `[&m]`,
// by value `[=]`, init-capture), and passed by reference, by pointer to an element and to a
// function template taking `T &`.
static inline void accum(thread int &dst, const int v) {
  dst += v;
}

static inline void fill2(thread int *row, int a, int b) {
  row[0] = a;
  row[2] = b;
}

template <typename T>
void bump(thread T &x, T by) {
  x = x * 2 + by;
}

void _occa_exclusiveDimLambdas_put(int i, int j, int v, thread int (&m)[6], thread int *acc) {
  m[i + 2 * j] = v;
  *acc += v;
}

int _occa_exclusiveDimLambdas_rowSum(int j, thread int (&m)[6]) {
  return m[0 + 2 * j] + m[1 + 2 * j];
}

int _occa_exclusiveDimLambdas_get(int acc, thread int (&m)[6], long wide) {
  return acc * 100 + m[0 + 2 * 1] - m[0 + 2 * 2] + (int)wide;
}

int _occa_exclusiveDimLambdas_twice(thread int *_occa_exclusiveDimLambdas_twice_v) {
  *_occa_exclusiveDimLambdas_twice_v *= 2;
  return *_occa_exclusiveDimLambdas_twice_v;
}

kernel void _occa_exclusiveDimLambdas_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], device int *aux [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    int m[6];
    int acc;
    long wide = 7;
    {
      int t = 0 + _occa_thread_position.x;
      acc = 0;
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 2; ++i) {
          _occa_exclusiveDimLambdas_put(i, j, x[b + t] * (i + 1) + j, m, &acc);
        }
      }
    }
    {
      int t = 0 + _occa_thread_position.x;
      int local = 0;
      for (int j = 0; j < 3; ++j) {
        local += _occa_exclusiveDimLambdas_rowSum(j, m) * (j + 1);
      }
      accum(acc, local);
      fill2(&m[0 + 2 * 1], acc, local);
      bump(wide, (long)t);
    }
    {
      int t = 0 + _occa_thread_position.x;
      int _occa_exclusiveDimLambdas_get_acc = acc;
      long _occa_exclusiveDimLambdas_get_wide = wide;
      int _occa_exclusiveDimLambdas_twice_v = acc;
      out[b + t] = _occa_exclusiveDimLambdas_get(_occa_exclusiveDimLambdas_get_acc, m, _occa_exclusiveDimLambdas_get_wide);
      aux[b + t] = _occa_exclusiveDimLambdas_twice(&_occa_exclusiveDimLambdas_twice_v) + m[1 + 2 * 0];
    }
  }
}
