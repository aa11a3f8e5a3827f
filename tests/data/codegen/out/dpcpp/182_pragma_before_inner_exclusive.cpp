#include <sycl/sycl.hpp>

// A loop pragma (`#pragma unroll 2`, or one injected with `@directive`) written right before a
// top-most `@inner` loop in an `@outer` body that has `@exclusive` state: on the host
// backends the exclusive-index reset must not end up between the pragma and its loop.
extern "C" void _occa_pragmaBeforeInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int v;
          {
            int t = 0 + item_.get_local_id(2);
            v = b * 4 + t;
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = v;
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] += 100 * v;
          }
        }
      }();
    });
  });
}
