#include <sycl/sycl.hpp>

// Iterator on the right-hand side of the loop check, inclusive comparisons in both directions.
extern "C" void _occa_rightIterator_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 7)]] {
      [=]() mutable {
        {
          int i = 1 + item_.get_group(2);
          {
            int j = 0 + item_.get_local_id(2);
            out[(i - 1) * 8 + j] = i * 100 + j;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_rightIterator_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          int i = N - item_.get_group(2);
          {
            int j = 7 - item_.get_local_id(2);
            out[(i - 1) * 8 + j] = -i;
          }
        }
      }();
    });
  });
}
