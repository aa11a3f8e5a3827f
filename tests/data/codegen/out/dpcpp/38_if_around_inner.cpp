#include <sycl/sycl.hpp>

// Branches around @inner loops.
extern "C" void _occa_branchyInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          if (b % 2 == 0) {
            {
              int t = 0 + item_.get_local_id(2);
              y[b * 8 + t] = x[b * 8 + t] + b;
            }
          } else {
            {
              int t = 0 + item_.get_local_id(2);
              y[b * 8 + t] = x[b * 8 + (7 - t)] - b;
            }
          }
        }
      }();
    });
  });
}
