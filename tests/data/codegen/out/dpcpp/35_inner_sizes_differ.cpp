#include <sycl/sycl.hpp>

// Sibling inner loops of different extents.
extern "C" void _occa_innerSizes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[16]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = x[b * 16 + t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 8) {
              y[b * 8 + t] = s[2 * t] + s[2 * t + 1];
            }
          }
        }
      }();
    });
  });
}
