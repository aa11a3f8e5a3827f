#include <sycl/sycl.hpp>

#include <utility>

// std::pair as a helper's return type and as kernel locals: built with a brace list, with a
// functional cast `std::pair<int, float>(...)` and with std::make_pair; read through
// `.first` / `.second` and a structured binding; a pointer to a pair in a @shared array of
// pairs.
inline std::pair<float, float> minMax(float a, float b) {
  return a < b ? std::pair<float, float>{a, b} : std::pair<float, float>{b, a};
}

extern "C" void _occa_pairs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *span, int *tag) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_p = *sycl::ext::oneapi::group_local_memory_for_overwrite<std::pair<int, float>[8]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b * 8 + t;
            s_p[t] = std::pair<int, float>(i, i < n ? x[i] : 0.0f);
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
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
      }();
    });
  });
}
