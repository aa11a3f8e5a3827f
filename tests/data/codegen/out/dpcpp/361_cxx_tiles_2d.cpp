#include <sycl/sycl.hpp>

// 2-D tiles in the C++ spelling with explicit axes, check=false on an exact extent and the
// default check on a ragged one, the tile size from a `-D` name inside the string: a scaled
// transpose of an M x N matrix.
extern "C" void _occa_transposeScale_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &M, const int &N, const float &alpha, const float *A, float *AT) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_r = 0 + (4 * item_.get_group(1));
          {
            int _occa_tiled_c = 0 + (8 * item_.get_group(2));
            {
              int r = _occa_tiled_r + item_.get_local_id(1);
              {
                int c = _occa_tiled_c + item_.get_local_id(2);
                if (c < N) {
                  AT[c * M + r] = alpha * A[r * N + c];
                }
              }
            }
          }
        }
      }();
    });
  });
}
