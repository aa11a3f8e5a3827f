#include <sycl/sycl.hpp>

// Attributes built by macros, as macro-driven kernels write them: a parameter after `@`
// (`@x`, `@ x`), a macro naming the loop kind (`@LOOP_KIND`), a whole `@tile(...)` from a
// macro argument, and a kernel generator invoked with one trailing empty argument
// (`MAKE(scaled, 3, )`, accepted with a warning as legacy OCCA does).
extern "C" void _occa_scaled_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = 3 * x[b * 4 + t];
          }
        }
      }();
    });
  });
}

extern "C" void _occa_scaled_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] += t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_scaled_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (3 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              y[i] += 1000;
            }
          }
        }
      }();
    });
  });
}
