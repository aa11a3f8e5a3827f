#include <sycl/sycl.hpp>

// A `return` in a tiled 2-D @inner nest (`@tile(4, @inner, @inner)` over 14 elements: 16
// work-items, the last two outside the range) before a later tiled nest, in a kernel with
// @exclusive arrays: the later nest reads each work-item's own copies, and only for the
// work-items that did not return.
extern "C" void _occa_tileReturn_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          bool _occa_returned = false;
          int acc[3];
          int keep;
          {
            int _occa_tiled_t = 0 + (4 * item_.get_local_id(1));
            if (!_occa_returned) {
              {
                int t = _occa_tiled_t + item_.get_local_id(2);
                if (t < 14) {
                  keep = x[g * 14 + t];
                  for (int k = 0; k < 3; ++k) {
                    acc[k] = keep * (k + 1);
                  }
                  for (int k = 0; k < 3; ++k) {
                    if (acc[k] > 40) {
                      _occa_returned = true;
                      break;
                    }
                  }
                }
              }
            }
          }
          {
            int _occa_tiled_t = 0 + (4 * item_.get_local_id(1));
            if (!_occa_returned) {
              {
                int t = _occa_tiled_t + item_.get_local_id(2);
                if (t < 14) {
                  out[g * 14 + t] = acc[0] + acc[1] + acc[2] + keep;
                }
              }
            }
          }
        }
      }();
    });
  });
}
