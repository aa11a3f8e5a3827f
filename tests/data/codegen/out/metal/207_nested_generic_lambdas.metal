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
      auto outer = [&](auto x) {
        auto inner = [=](int y) {
          return x * y + e;
        };
        return inner(q) + inner(1);
      };
      int v = 0;
      if constexpr (sizeof(short) == 2) {
        v = outer(i) + outer(2L);
      } else {
        v = -1;
      }
      (i % 2 ? e : f) += 100;
      out[g * 10 + i] = v * 1000 + rowDot(rows[i % 2], w) + e + f;
    }
  }
}
