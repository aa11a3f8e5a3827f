#include <sycl/sycl.hpp>

// A libParanumal-style hexahedral gradient with the less-used attributes where real kernels put
// them: @simd_length and @max_inner_dims on the @outer loop, @nobarrier after an operator load
// that the next nest does not read, @directive for a derived size and a loop pragma, and
// @restrict on parameters and on a local pointer.
extern "C" void _occa_gradientHex3D_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const double *__restrict__ D, const double *__restrict__ q, double *__restrict__ grad) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] [[sycl::reqd_sub_group_size(16)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_D = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4][4]>(item_.get_group());
          double r_q[4];
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s_D[j][i] = D[j * 4 + i];
            }
          }
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              #pragma GCC unroll 4
              for (int k = 0; k < 4; ++k) {
                r_q[k] = q[e * 64 + k * (4 * 4) + j * 4 + i];
              }
            }
          }
          for (int k = 0; k < 4; ++k) {
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                s_q[j][i] = r_q[k];
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + item_.get_local_id(1);
              {
                int i = 0 + item_.get_local_id(2);
                double qr = 0;
                double qs = 0;
                double qt = 0;
                for (int m = 0; m < 4; ++m) {
                  qr += s_D[i][m] * s_q[j][m];
                  qs += s_D[j][m] * s_q[m][i];
                  qt += s_D[k][m] * r_q[m];
                }
                double *__restrict__ g = grad + 3 * (e * 64 + k * (4 * 4) + j * 4 + i);
                g[0] = qr;
                g[1] = qs;
                g[2] = qt;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
        }
      }();
    });
  });
}
