#include <sycl/sycl.hpp>

// Non-unit steps in both directions.
extern "C" void _occa_stepLoops_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int o = 2 + (3 * item_.get_group(2));
          {
            int t = 30 - (4 * item_.get_local_id(2));
            out[(o - 2) / 3 * 8 + (30 - t) / 4] = (float)(o * 1000 + t);
          }
        }
      }();
    });
  });
}
