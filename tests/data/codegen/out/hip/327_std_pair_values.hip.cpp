#include <hip/hip_runtime.h>

namespace _occa_std {
  template <typename A, typename B>
  struct pair {
    A first;
    B second;
    __host__ __device__ pair() : first(), second() {
    }
    __host__ __device__ pair(const A &a, const B &b) : first(a), second(b) {
    }
  };
  template <typename A, typename B>
  static __host__ __device__ inline pair<A, B> make_pair(A a, B b) {
    return pair<A, B>(a, b);
  }
}

#include <utility>

// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
static __device__ inline _occa_std::pair<float, float> minMax(float a, float b) {
  return a < b ? _occa_std::pair<float, float>{a, b} : _occa_std::pair<float, float>{b, a};
}

extern "C" __global__ __launch_bounds__(8) void _occa_pairs_0(const int n, const float *x, float *span, int *tag) {
  {
    int b = 0 + blockIdx.x;
    alignas(16) __shared__ unsigned char _occa_s_p_storage[sizeof(_occa_std::pair<int, float>[8])];
    _occa_std::pair<int, float> (&s_p)[8] = *reinterpret_cast<_occa_std::pair<int, float> (*)[8]>(_occa_s_p_storage);
    {
      int t = 0 + threadIdx.x;
      const int i = b * 8 + t;
      s_p[t] = _occa_std::pair<int, float>(i, i < n ? x[i] : 0.0f);
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      const int i = b * 8 + t;
      if (i < n) {
        const _occa_std::pair<int, float> *q = &s_p[(t + 1) % 8];
        const auto [lo, hi] = minMax(s_p[t].second, q->second);
        _occa_std::pair<int, int> ids = _occa_std::make_pair(s_p[t].first, q->first);
        span[i] = hi - lo;
        tag[i] = ids.first * 100 + ids.second;
      }
    }
  }
}
