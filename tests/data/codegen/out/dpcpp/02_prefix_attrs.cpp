#include <sycl/sycl.hpp>

// Prefix attribute spelling: `@outer for (...)` and `@inner for (...)`.
extern "C" void _occa_prefixForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            if (b + t < n) {
              y[b + t] = 3 * x[b + t] - 1;
            }
          }
        }
      }();
    });
  });
}
