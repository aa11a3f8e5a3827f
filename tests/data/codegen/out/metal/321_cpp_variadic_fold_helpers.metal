#include <metal_compute>
#include <metal_stdlib>
using namespace metal;


// Variadic function templates as helpers called from @inner bodies: a recursive Horner
// evaluation over a parameter pack of mixed coefficient types, C++17 fold expressions (a right
// fold divided by `sizeof...`, a comma fold calling a lambda for each argument, a binary fold
// over `std::index_sequence` indices into a @shared row, a comma fold computing a maximum in
// a `constexpr` function checked by `static_assert`, also on the constants sizing the
// @shared row), and a forwarding-reference pack.
template <typename T, typename C>
inline T horner(T, C c0) {
  return T(c0);
}

template <typename T, typename C, typename... Cs>
inline T horner(T x, C c0, Cs ...cs) {
  return T(c0) + x * horner(x, cs...);
}

template <typename... Ts>
inline float mean(Ts ...v) {
  return (v + ...) / sizeof...(Ts);
}

template <typename... Ts>
constexpr int maxOf(Ts ...v) {
  int m = 0;
  ((m = v > m ? v : m), ...);
  return m;
}

static_assert(maxOf(3, 9, 4) == 9, "comma fold");

template <typename F, typename... Ts>
inline void forEach(F &&f, Ts &&...v) {
  (f(std::forward<Ts>(v)), ...);
}

template <typename T, std::size_t... K>
inline T tapSum(threadgroup const T *row, std::index_sequence<K...>) {
  return (row[K] + ... + T(0));
}

constexpr constant int WIDTH = 4;

constexpr constant int BLOCK = 8;

static_assert(maxOf(WIDTH, BLOCK) == BLOCK, "window within a block");

kernel void _occa_packs_0(constant int &n [[buffer(0)]], device const float *x [[buffer(1)]], device float *y [[buffer(2)]], device float *z [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s[BLOCK + WIDTH - 1];
  {
    int b = 0 + _occa_group_position.x;
    float e;
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b * BLOCK + t;
      e = i < n ? x[i] : 0.0f;
      s[t] = e;
      if (t < WIDTH - 1) {
        s[BLOCK + t] = i + BLOCK < n ? x[i + BLOCK] : 0.0f;
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b * BLOCK + t;
      const float p = horner(e, 1.0f, 0.5, -0.25f, 2);
      const float window = tapSum(&s[t], std::make_index_sequence<WIDTH>{});
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
