#include <sycl/sycl.hpp>

// Decreasing and stepped @tile loops without bounds check, iterator on either side.
extern "C" void _occa_tileDecStepNoCheck_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = N - 1 - (4 * 3 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (3 * item_.get_local_id(2));
            a[i] += 10 * i + 1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileDecStepNoCheck_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = N - 1 - (4 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i - (2 * item_.get_local_id(2));
            b[i] += i * i;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileDecStepNoCheck_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *a, int *b, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 3 + (2 * 2 * item_.get_group(2));
          {
            int i = _occa_tiled_i + (2 * item_.get_local_id(2));
            c[i] = c[i - 1] + i;
          }
        }
      }();
    });
  });
}
