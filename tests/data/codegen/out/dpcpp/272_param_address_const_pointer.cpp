#include <sycl/sycl.hpp>

// A kernel parameter whose address is passed to a helper's `const int *` parameter inside an
// `@inner` loop is only read there: on a GPU every work-item's copy keeps the argument, so the
// regular loop around the next `@inner` loop runs `n` times in every group. oklc counts every
// `&n` as a write (`writes.rs`), gives `n` a per-work-item copy, and then rejects the use of `n`
// in the regular loop's bound with OKL0548 ("used outside the `@inner` loops after an `@inner`
// loop wrote it"), a false error: the helper cannot write through a pointer to `const`.
int peek(const int *p) {
  return *p;
}

extern "C" void _occa_addressForConstPointer_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = peek(&n) + t;
          }
          for (int k = 0; k < n; ++k) {
            {
              int t = 0 + item_.get_local_id(2);
              y[8 + b * 4 + t] += k;
            }
          }
        }
      }();
    });
  });
}
