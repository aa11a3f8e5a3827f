#include <sycl/sycl.hpp>

// User pragmas written in front of top-level `@outer` loops (a plain one and a tiled one):
// spec §10.4 keeps every non-occa `#pragma` at its position in every mode.
extern "C" void _occa_pragmaBeforeOuter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = x[b * 4 + t] * 2;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_pragmaBeforeOuter_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n * 4) {
              y[i] += 1;
            }
          }
        }
      }();
    });
  });
}
