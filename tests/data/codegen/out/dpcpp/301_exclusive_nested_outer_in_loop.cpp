#include <sycl/sycl.hpp>

// An `@exclusive` array declared in an `@outer(2)` body, used by one nested `@outer(1)` loop
// whose body runs an `@outer(0)` loop three times from a regular loop and then reads the
// copies in a sibling `@tile(4, @outer(0), @inner(0))` loop. On a GPU work-item
// (bz, by, bx, t) keeps its copy across the regular loop's iterations and the tile reads it
// (i = bx * 4 + t names the same work-item).
extern "C" void _occa_exclusiveNestedOuterInLoop_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nz, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int bz = 0 + item_.get_group(0);
          int e[2];
          {
            int by = 0 + item_.get_group(1);
            for (int k = 0; k < 3; ++k) {
              {
                int bx = 0 + item_.get_group(2);
                {
                  int t = 0 + item_.get_local_id(2);
                  const int g = ((bz * 2 + by) * 3 + bx) * 4 + t;
                  if (k == 0) {
                    e[0] = x[g];
                    e[1] = 0;
                  } else {
                    e[1] += e[0] * k;
                  }
                }
              }
            }
            {
              int _occa_tiled_i = 0 + (4 * item_.get_group(2));
              {
                int i = _occa_tiled_i + item_.get_local_id(2);
                if (i < 12) {
                  out[(bz * 2 + by) * 12 + i] = e[0] * 100 + e[1];
                }
              }
            }
          }
        }
      }();
    });
  });
}
