#include <sycl/sycl.hpp>

// `@exclusive` state declared in an `@outer(2)` body and used by the groups of a nested
// `@outer(1)` loop and two sibling `@outer(0)` loops: a struct whose braced initializer reads
// the `@outer(2)` iterator and an array without an initializer. Each work-item
// (bz, by, bx, t) has its own copies on a GPU: they start from the initializer in every group
// and carry from the first `@outer(0)` loop to the second.
struct Acc {
  int s;
  int n;
};

extern "C" void _occa_exclusiveThreeNestedGroups_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nz, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int bz = 0 + item_.get_group(0);
          Acc acc = {bz * 1000, 0};
          int hist[2];
          {
            int by = 0 + item_.get_group(1);
            {
              int bx = 0 + item_.get_group(2);
              {
                int t = 0 + item_.get_local_id(2);
                acc.s += by * 100 + bx * 10 + t;
                acc.n += 1;
                hist[0] = by;
                hist[1] = bx * 4 + t;
              }
            }
            {
              int bx = 0 + item_.get_group(2);
              {
                int t = 0 + item_.get_local_id(2);
                acc.n += 1;
                out[((bz * 2 + by) * 3 + bx) * 4 + t] = acc.s * 1000 + acc.n * 100 + hist[0] * 16 + hist[1];
              }
            }
          }
        }
      }();
    });
  });
}
