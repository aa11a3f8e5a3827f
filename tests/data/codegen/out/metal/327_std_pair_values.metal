#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

namespace _occa_std {
  template <typename A, typename B>
  struct pair {
    A first;
    B second;
    pair() : first(), second() {
    }
    pair(thread const A &a, thread const B &b) : first(a), second(b) {
    }
  };
  template <typename A, typename B>
  inline pair<A, B> make_pair(A a, B b) {
    return pair<A, B>(a, b);
  }
}


// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
inline _occa_std::pair<float, float> minMax(float a, float b) {
  return a < b ? _occa_std::pair<float, float>{a, b} : _occa_std::pair<float, float>{b, a};
}

kernel void _occa_pairs_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *span [[buffer(2)]], device int *tag [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup _occa_std::pair<int, float> s_p[8];
  {
    int b = 0 + _occa_group_position.x;
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b * 8 + t;
      s_p[t] = _occa_std::pair<int, float>(i, i < n ? x[i] : 0.0f);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b * 8 + t;
      if (i < n) {
        threadgroup const _occa_std::pair<int, float> *q = &s_p[(t + 1) % 8];
        const auto [lo, hi] = minMax(s_p[t].second, q->second);
        _occa_std::pair<int, int> ids = _occa_std::make_pair(s_p[t].first, q->first);
        span[i] = hi - lo;
        tag[i] = ids.first * 100 + ids.second;
      }
    }
  }
}
