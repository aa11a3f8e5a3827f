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

kernel void _occa_exclusiveDimLambdas_0(constant int &n [[buffer(0)]], device const int *x [[buffer(1)]], device int *out [[buffer(2)]], device int *aux [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (8 * _occa_group_position.x);
    int m[6];
    int acc;
    long wide = 7;
    {
      int t = 0 + _occa_thread_position.x;
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
      int t = 0 + _occa_thread_position.x;
      int local = 0;
      auto rowSum = [&](int j) {
        return m[0 + 2 * j] + m[1 + 2 * j];
      };
      for (int j = 0; j < 3; ++j) {
        local += rowSum(j) * (j + 1);
      }
      accum(acc, local);
      fill2(&m[0 + 2 * 1], acc, local);
      bump(wide, (long)t);
    }
    {
      int t = 0 + _occa_thread_position.x;
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
