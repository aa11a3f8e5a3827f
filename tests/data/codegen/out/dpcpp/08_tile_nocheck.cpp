#include <sycl/sycl.hpp>

// @tile without bounds check; inclusive bound and iterator on the right.
extern "C" void _occa_tileNoCheck_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            y[i] = 2 * i + 1;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileNoCheck_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (16 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            z[i] = y[i] - i;
          }
        }
      }();
    });
  });
}
