
// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
inline std::pair<float, float> minMax(float a, float b) {
  return a < b ? (std::pair<float, float>){a, b} : (std::pair<float, float>){b, a};
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_pairs_0(const int n, __global const float *x, __global float *span, __global int *tag) {
  __local std::pair<int, float> s_p[8];
  {
    int b = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const int i = b * 8 + t;
      s_p[t] = std::pair<int, float>(i, i < n ? x[i] : 0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int i = b * 8 + t;
      if (i < n) {
        __local const std::pair<int, float> *q = &s_p[(t + 1) % 8];
        const auto [lo, hi] = minMax(s_p[t].second, q->second);
        std::pair<int, int> ids = std::make_pair(s_p[t].first, q->first);
        span[i] = hi - lo;
        tag[i] = ids.first * 100 + ids.second;
      }
    }
  }
}
