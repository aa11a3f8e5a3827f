#include <sycl/sycl.hpp>

// An `@outer` iterator written inside an `@inner` body, and an outer `@inner` iterator
// written inside a nested `@inner` body. On a GPU each work-item has its own copy of both
// (each computes them from its group and thread index), so `b += t` gives work-item t the
// value b + t and nothing else changes. The host keeps one copy per `@outer` iteration (per
// row of work-items for `y`), so the writes accumulate over the work-items.
extern "C" void _occa_outerIteratorInInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int *out, int *out2) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            const int k = b * 4 + t;
            b += t;
            out[k] = b;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerIteratorInInner_1(sycl::queue *queue_, sycl::nd_range<3> *range_, int *out, int *out2) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 3)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              const int k = (b * 2 + y) * 3 + x;
              y += 10 * x;
              out2[k] = y;
            }
          }
        }
      }();
    });
  });
}
