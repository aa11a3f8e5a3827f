#include <sycl/sycl.hpp>

// Blocked transpose with explicit loop axes.
extern "C" void _occa_transpose2d_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const int &cols, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 8, 8)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            {
              int ty = 0 + item_.get_local_id(1);
              {
                int tx = 0 + item_.get_local_id(2);
                const int r = by * 8 + ty;
                const int c = bx * 8 + tx;
                if (r < rows && c < cols) {
                  out[c * rows + r] = in[r * cols + c];
                }
              }
            }
          }
        }
      }();
    });
  });
}
