#include <sycl/sycl.hpp>

// `@exclusive` variables declared at two levels of a 2-D `@outer` nest: `ey` between
// `@outer(1)` and `@outer(0)`, `ex` between `@outer(0)` and the `@inner` loops (spec §5.3:
// anywhere inside an `@outer` loop and outside `@inner` loops). Each work-item writes both in
// the first `@inner` loop and reads its own copies in the second.
extern "C" void _occa_exclusiveBetweenOuters_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ny, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          int ey;
          {
            int bx = 0 + item_.get_group(2);
            int ex;
            {
              int t = 0 + item_.get_local_id(2);
              ey = x[by * 4 + t];
              ex = 100 * bx + t;
            }
            {
              int t = 3 - item_.get_local_id(2);
              out[(by * 3 + bx) * 4 + t] = ey * 1000 + ex;
            }
          }
        }
      }();
    });
  });
}
