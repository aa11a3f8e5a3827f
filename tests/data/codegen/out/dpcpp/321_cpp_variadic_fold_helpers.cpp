#include <sycl/sycl.hpp>

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

extern "C" void _occa_packs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y, float *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[BLOCK + WIDTH - 1]>(item_.get_group());
          float e;
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b * BLOCK + t;
            e = i < n ? x[i] : 0.0f;
            s[t] = e;
            if (t < WIDTH - 1) {
              s[BLOCK + t] = i + BLOCK < n ? x[i + BLOCK] : 0.0f;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
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
      }();
    });
  });
}
