#include <sycl/sycl.hpp>

// Normalised attribute spelling (spec 2.3).
extern "C" void _occa_normalized_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 32)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (32 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              y[i] = x[i] + 1.0f;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_normalized_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = y[b * 8 + t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 8 + t] = s[7 - t];
          }
        }
      }();
    });
  });
}
