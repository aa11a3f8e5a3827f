#include <cstddef>
#include <utility>

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
inline T tapSum(const T *row, std::index_sequence<K...>) {
  return (row[K] + ... + T(0));
}

constexpr int WIDTH = 4;

constexpr int BLOCK = 8;

static_assert(maxOf(WIDTH, BLOCK) == BLOCK, "window within a block");

extern "C" void packs(const int &n, const float *x, float *y, float *z) {
  #pragma omp parallel for
  for (int b = 0; b < (n + BLOCK - 1) / BLOCK; ++b) {
    int _occa_exclusive_index;
    float s[BLOCK + WIDTH - 1];
    float e[8];
    _occa_exclusive_index = 0;
    for (int t = 0; t < BLOCK; ++t) {
      _occa_exclusive_index = t;
      const int i = b * BLOCK + t;
      e[_occa_exclusive_index] = i < n ? x[i] : 0.0f;
      s[t] = e[_occa_exclusive_index];
      if (t < WIDTH - 1) {
        s[BLOCK + t] = i + BLOCK < n ? x[i + BLOCK] : 0.0f;
      }
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < BLOCK; ++t) {
      _occa_exclusive_index = t;
      const int i = b * BLOCK + t;
      const float p = horner(e[_occa_exclusive_index], 1.0f, 0.5, -0.25f, 2);
      const float window = tapSum(&s[t], std::make_index_sequence<WIDTH>{});
      const float m = mean(s[t], window, p);
      float acc[3] = {0.0f, 0.0f, 0.0f};
      int k = 0;
      forEach([&](float v) {
        acc[k++] = 2.0f * v;
      }, e[_occa_exclusive_index], p, window);
      if (i < n) {
        y[i] = m;
        for (int c = 0; c < 3; ++c) {
          z[3 * i + c] = acc[c];
        }
      }
    }
  }
}
