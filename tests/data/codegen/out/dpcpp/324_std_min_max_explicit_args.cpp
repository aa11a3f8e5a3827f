#include <sycl/sycl.hpp>

#include <algorithm>
#include <limits>

// std::min / std::max / std::clamp with explicit template arguments (`std::min<float>(x, 2)`
// mixes a float and an int, which deduction would reject), inside a @tile loop and a helper,
// next to the deduced forms; std::numeric_limits<float>::epsilon() in an expression.
template <typename T>
inline T band(T v, T lo, T hi) {
  return std::max<T>(lo, std::min<T>(v, hi));
}

extern "C" void _occa_clampMix_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, const int *k, float *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              const float a = std::min<float>(x[i], 2) + std::max<float>(k[i], 0.5);
              const float b = band<float>(x[i], -1.0f, 1.0f) + std::max(x[i], 0.0f);
              const float c = std::clamp<float>(x[i] * 3, -2, 2) * (1.0f + std::numeric_limits<float>::epsilon());
              y[i] = a + b + c;
              z[i] = std::max<int>(k[i], x[i]) + std::min<long int>(k[i], 3);
            }
          }
        }
      }();
    });
  });
}
