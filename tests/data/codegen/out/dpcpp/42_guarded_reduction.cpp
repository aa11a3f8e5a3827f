#include <sycl/sycl.hpp>

// Block sums by a halving tree: `if (t < alive)` around an @inner loop body, which the OpenMP
// backend prints as part of the loop condition; the last block is partial.
extern "C" void _occa_guardedReduction_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int *x, int *partial) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[64]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 64 + t;
            s[t] = id < N ? x[id] : 0;
          }
          sycl::group_barrier(item_.get_group());
          for (int alive = 32; alive > 0; alive /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < alive) {
                s[t] += s[t + alive];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              partial[b] = s[0];
            }
          }
        }
      }();
    });
  });
}
