#include <sycl/sycl.hpp>

// Explicit and implicit barriers between @inner loops that communicate through @shared memory.
extern "C" void _occa_reverseBlocks_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 32)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[32]>(item_.get_group());
          auto &u = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[32]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = x[b * 32 + t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            u[t] = s[31 - t] * 2;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = s[t] + 1;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 32 + t] = u[(t + 1) % 32] + s[t];
          }
        }
      }();
    });
  });
}
