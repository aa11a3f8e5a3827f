#include <sycl/sycl.hpp>

// An initialised `@exclusive` variable declared in an `@outer(1)` body and updated inside the
// nested `@outer(0)` loop's `@inner` loop (`ey += bx`). On a GPU every work-item of group
// (by, bx) runs the `@outer(1)` body itself, so its copy starts from the initializer in each
// group: ey = 5 + bx. The host storage is initialised once per `by` and carries from one `bx`
// to the next.
extern "C" void _occa_exclusiveInitNestedOuter_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ny, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          int ey = 5;
          {
            int bx = 0 + item_.get_group(2);
            {
              int t = 0 + item_.get_local_id(2);
              ey += bx;
              out[(by * 3 + bx) * 4 + t] = ey * 100 + t;
            }
          }
        }
      }();
    });
  });
}
