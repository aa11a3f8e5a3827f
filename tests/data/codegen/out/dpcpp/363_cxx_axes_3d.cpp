#include <sycl/sycl.hpp>

// Explicit axes in the C++ spelling on a 2-D grid of groups with 3-D groups, a warp barrier in
// the normalised form with its string argument escaped inside the attribute string, and a
// `@shared` cube read back in reversed order.
extern "C" void _occa_reverseCubes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nx, const int &Ny, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(3, 3, 3)]] {
      [=]() mutable {
        {
          int by = 0 + item_.get_group(1);
          {
            int bx = 0 + item_.get_group(2);
            auto &s_c = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[3][3][3]>(item_.get_group());
            const int base = (by * Nx + bx) * 3 * 3 * 3;
            {
              int k = 0 + item_.get_local_id(0);
              {
                int j = 0 + item_.get_local_id(1);
                {
                  int i = 0 + item_.get_local_id(2);
                  s_c[k][j][i] = in[base + (k * 3 + j) * 3 + i] + by - bx;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            sycl::group_barrier(item_.get_sub_group());
            {
              int k = 0 + item_.get_local_id(0);
              {
                int j = 0 + item_.get_local_id(1);
                {
                  int i = 0 + item_.get_local_id(2);
                  out[base + (k * 3 + j) * 3 + i] = s_c[3 - 1 - i][3 - 1 - k][j];
                }
              }
            }
          }
        }
      }();
    });
  });
}
