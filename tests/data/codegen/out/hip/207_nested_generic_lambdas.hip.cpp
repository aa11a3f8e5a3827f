#include <hip/hip_runtime.h>

// C++ in `@inner` bodies: a generic lambda (`auto` parameter) whose body defines and calls a
// second lambda capturing by copy, both reading an `@exclusive` value (the inner copy captures
// the lowered per-work-item storage and must still read this work-item's element); `if
// constexpr`; a function template taking a `const` reference to a `@shared` row; a ternary
// lvalue choosing between two `@exclusive` variables; `static_cast`; a comma in a regular
// loop's increment.
template <int N, typename T>
static __device__ T rowDot(const T (&row)[N], const T *w) {
  T s = 0;
  for (int k = 0, j = N - 1; k < N; ++k, --j) {
    s += row[k] * w[j];
  }
  return s;
}

extern "C" __global__ __launch_bounds__(10) void _occa_nestedLambdas_0(const int groups, const int *w, int *out) {
  {
    int g = 0 + blockIdx.x;
    __shared__ int rows[2][5];
    int e;
    int f;
    {
      int i = 0 + threadIdx.x;
      rows[i / 5][i % 5] = g + i;
      e = i * 3;
      f = -i;
    }
    __syncthreads();
    {
      int i = 0 + threadIdx.x;
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
