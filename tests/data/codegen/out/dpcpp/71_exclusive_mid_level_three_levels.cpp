#include <sycl/sycl.hpp>

// Three @inner levels: an @exclusive written in the body of the outermost one (once per (ty, tx)),
// and in the middle one inside an if/else and a regular loop that hold innermost @inner loops.
extern "C" void _occa_exclusiveMidThreeLevels_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int e;
          {
            int tz = 0 + item_.get_local_id(0);
            e = x[b] + 100 * tz;
            {
              int ty = 0 + item_.get_local_id(1);
              if (ty > 0) {
                e += 10 * ty;
                {
                  int tx = 0 + item_.get_local_id(2);
                  e += tx;
                }
              } else {
                {
                  int tx = 0 + item_.get_local_id(2);
                  e -= tx;
                }
              }
              for (int r = 0; r < 2; ++r) {
                e *= 2;
                {
                  int tx = 0 + item_.get_local_id(2);
                  e += 1;
                }
              }
              {
                int tx = 0 + item_.get_local_id(2);
                y[((b * 2 + tz) * 3 + ty) * 4 + tx] = e;
              }
            }
          }
        }
      }();
    });
  });
}
