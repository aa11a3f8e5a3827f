
// Variadic function templates as helpers called from @inner bodies: a recursive Horner
// evaluation over a parameter pack of mixed coefficient types, C++17 fold expressions (a right
// fold divided by `sizeof...`, a comma fold calling a lambda for each argument, a binary fold
// over `std::index_sequence` indices into a @shared row, a comma fold computing a maximum in
// a `constexpr` function checked by `static_assert`, also on the constants sizing the
// @shared row), and a forwarding-reference pack.
inline float _occa_horner_float_float(float, float c0) {
  return (float)c0;
}

template <typename T, typename C, typename... Cs>
inline T horner(T x, C c0, Cs ...cs) {
  return (T)c0 + x * horner(x, cs...);
}

template <typename... Ts>
inline float mean(Ts ...v) {
  return (v + ...) / sizeof...(Ts);
}

template <typename... Ts>
int maxOf(Ts ...v) {
  int m = 0;
  ((m = v > m ? v : m), ...);
  return m;
}

template <typename F, typename... Ts>
inline void forEach(F &&f, Ts &&...v) {
  (f(std::forward<Ts>(v)), ...);
}

template <typename T, std::size_t... K>
inline T tapSum(__local const T *row, std::index_sequence<K...>) {
  return (row[K] + ... + (T)0);
}

__constant const int WIDTH = 4;

__constant const int BLOCK = 8;

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_packs_0(const int n, __global const float *x, __global float *y, __global float *z) {
  __local float s[11];
  {
    int b = 0 + get_group_id(0);
    float e;
    {
      int t = 0 + get_local_id(0);
      const int i = b * BLOCK + t;
      e = i < n ? x[i] : 0.0f;
      s[t] = e;
      if (t < WIDTH - 1) {
        s[BLOCK + t] = i + BLOCK < n ? x[i + BLOCK] : 0.0f;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const int i = b * BLOCK + t;
      const float p = _occa_horner_float_float(e, 1.0f, 0.5, -0.25f, 2);
      const float window = tapSum(&s[t], (std::make_index_sequence<WIDTH>){});
      const float m = mean(s[t], window, p);
      float acc[3] = {0.0f, 0.0f, 0.0f};
      int k = 0;
      forEach([&](float v) {
        acc[k++] = 2.0f * v;
      }, e, p, window);
      if (i < n) {
        y[i] = m;
        for (int c = 0; c < 3; ++c) {
          z[3 * i + c] = acc[c];
        }
      }
    }
  }
}
