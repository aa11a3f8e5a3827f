#include <sycl/sycl.hpp>

// An `@exclusive` variable whose initializer reads the `@outer(1)` iterator, updated per
// work-item in a non-innermost `@inner` body and in the innermost one of a nested `@outer(0)`
// loop that starts at 1 and steps by 2, and read in a sibling loop of the same shape: each
// work-item (by, bx, ty, tx) starts from `by * 7` on a GPU.
extern "C" void _occa_exclusiveNestedOuterSteps_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ny, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 3)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          int e = by * 7;
          {
            int bx = 1 + (2 * item_.get_group(2));
            {
              int ty = 0 + item_.get_local_id(1);
              e += bx;
              {
                int tx = 0 + item_.get_local_id(2);
                e = e * 10 + tx;
              }
            }
          }
          {
            int bx = 1 + (2 * item_.get_group(2));
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                out[((by * 3 + (bx - 1) / 2) * 2 + ty) * 3 + tx] = e + ty * 100000;
              }
            }
          }
        }
      }();
    });
  });
}
