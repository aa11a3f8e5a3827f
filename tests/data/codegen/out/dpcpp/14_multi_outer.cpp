#include <sycl/sycl.hpp>

// Three top-level outer loops executed in order.
extern "C" void _occa_multiOuter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *a, float *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 32)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (32 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              a[i] = 2.0f * x[i];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiOuter_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *a, float *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            b[g * 4 + t] = a[g * 4 + (3 - t)] + 1.0f;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_multiOuter_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *a, float *b) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            a[g * 4 + t] += b[g * 4 + t];
          }
        }
      }();
    });
  });
}
