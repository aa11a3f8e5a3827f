#include <hip/hip_runtime.h>

#include <utility>

// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
static __device__ inline std::pair<float, float> minMax(float a, float b) {
  return a < b ? std::pair<float, float>{a, b} : std::pair<float, float>{b, a};
}

extern "C" __global__ __launch_bounds__(8) void _occa_pairs_0(const int n, const float *x, float *span, int *tag) {
  {
    int b = 0 + blockIdx.x;
    __shared__ std::pair<int, float> s_p[8];
    {
      int t = 0 + threadIdx.x;
      const int i = b * 8 + t;
      s_p[t] = std::pair<int, float>(i, i < n ? x[i] : 0.0f);
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      const int i = b * 8 + t;
      if (i < n) {
        const std::pair<int, float> *q = &s_p[(t + 1) % 8];
        const auto [lo, hi] = minMax(s_p[t].second, q->second);
        std::pair<int, int> ids = std::make_pair(s_p[t].first, q->first);
        span[i] = hi - lo;
        tag[i] = ids.first * 100 + ids.second;
      }
    }
  }
}
