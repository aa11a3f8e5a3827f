#include <sycl/sycl.hpp>

// Some work-items of a 2-D @inner nest return (the condition reads their own coordinates), and
// later @inner loops of the same @outer iteration write results for the others only: in the
// same row's body (after a statement of the outer @inner level that runs per work-item because
// it uses an @exclusive variable) and in a later 2-D nest. Group 2 returns entirely.
extern "C" void _occa_partialReturn_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, int *out, int *mid, int *late) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 8)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          bool _occa_returned = false;
          int id;
          {
            int y = 0 + item_.get_local_id(1);
            if (!_occa_returned) {
              {
                int x = 0 + item_.get_local_id(2);
                id = (g * 4 + y) * 8 + x;
                if ((x + y) % 3 == 0 || g == 2) {
                  _occa_returned = true;
                }
              }
              if (!_occa_returned) {
                mid[id] = 1;
                {
                  int x = 0 + item_.get_local_id(2);
                  out[id] = 10 * y + x;
                }
              }
            }
          }
          {
            int y = 0 + item_.get_local_id(1);
            if (!_occa_returned) {
              {
                int x = 0 + item_.get_local_id(2);
                late[(g * 4 + y) * 8 + x] = id + 1;
              }
            }
          }
        }
      }();
    });
  });
}
