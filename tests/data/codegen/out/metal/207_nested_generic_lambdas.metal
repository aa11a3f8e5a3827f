// Metal Shading Language 2.3 or later: 64-bit integers (`long`, `ulong`).
#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// C++ in `@inner` bodies: a generic lambda (`auto` parameter) whose body defines and calls a
// second lambda capturing by copy, both reading an `@exclusive` value (the inner copy captures
// the lowered per-work-item storage and must still read this work-item's element); `if
// constexpr`; a function template taking a `const` reference to a `@shared` row; a ternary
// lvalue choosing between two `@exclusive` variables; `static_cast`; a comma in a regular
// loop's increment.
template <int N, typename T>
T rowDot(threadgroup const T (&row)[N], device const T *w) {
  T s = 0;
  for (int k = 0, j = N - 1; k < N; ++k, --j) {
    s += row[k] * w[j];
  }
  return s;
}

int _occa_nestedLambdas_outer_inner(int y, int x, int e) {
  return x * y + e;
}

auto _occa_nestedLambdas_outer(int x, int e, const int q) {
  return _occa_nestedLambdas_outer_inner(q, x, e) + _occa_nestedLambdas_outer_inner(1, x, e);
}

auto _occa_nestedLambdas_outer_2_inner(int y, long x, int e) {
  return x * y + e;
}

auto _occa_nestedLambdas_outer_2(long x, int e, const int q) {
  return _occa_nestedLambdas_outer_2_inner(q, x, e) + _occa_nestedLambdas_outer_2_inner(1, x, e);
}

kernel void _occa_nestedLambdas_0(constant int &groups [[buffer(0)]], device const int *w [[buffer(1)]], device int *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int rows[2][5];
  {
    int g = 0 + _occa_group_position.x;
    int e;
    int f;
    {
      int i = 0 + _occa_thread_position.x;
      rows[i / 5][i % 5] = g + i;
      e = i * 3;
      f = -i;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int i = 0 + _occa_thread_position.x;
      const int q = static_cast<int>(static_cast<unsigned int>(i + g) % 3u);
      int v = 0;
      if constexpr (sizeof(short) == 2) {
        v = _occa_nestedLambdas_outer(i, e, q) + _occa_nestedLambdas_outer_2(2L, e, q);
      } else {
        v = -1;
      }
      (i % 2 ? e : f) += 100;
      out[g * 10 + i] = v * 1000 + rowDot(rows[i % 2], w) + e + f;
    }
  }
}
