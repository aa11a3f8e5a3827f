#include <sycl/sycl.hpp>

// Kernel variants selected by `-D` values through `#if`/`#elif` chains with arithmetic,
// `defined X` without parentheses, character constants, unsigned promotion (`-1 > 0u` is true
// in `#if`), `#ifndef` defaults, nested conditionals, and `#undef`/redefinition.
extern "C" void _occa_ppConditionals_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + (4 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int base = 1000;
            if (b + t < N) {
              out[b + t] = base + 4 * 100 + 1 * 7 + 10 + 5 + t;
            }
          }
        }
      }();
    });
  });
}
