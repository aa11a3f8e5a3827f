#include <sycl/sycl.hpp>

// A kernel parameter written in one `@inner` loop and read in the next ones of the same
// `@outer` iteration: each GPU work-item keeps its own copy from loop to loop, also when the
// write is in a non-innermost `@inner` body (`acc += 100 * ty`, run by every work-item below)
// and when a regular loop runs an `@inner` loop several times. Each work-group starts again
// from the argument.
extern "C" void _occa_paramCarry_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int &acc, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int ty = 0 + item_.get_local_id(1);
            acc += 100 * ty;
            {
              int tx = 0 + item_.get_local_id(2);
              acc += tx * b;
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int r = 0; r < 3; ++r) {
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                acc *= 2;
              }
            }
          }
          {
            int ty = 0 + item_.get_local_id(1);
            {
              int tx = 0 + item_.get_local_id(2);
              y[b * 8 + ty * 4 + tx] = acc;
            }
          }
        }
      }();
    });
  });
}
