#include <sycl/sycl.hpp>

// Names and types from macros, token pasting, multi-line macros that hold OKL attributes.
// Defines: -Ddfloat=double -Dpfloat=float -DSUFFIX=_dp -Dp_Nq=6 -DBLOCK=64
/* dropped in device code */
extern "C" void _occa_copyAndSquare_dp_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *__restrict__ in, double *__restrict__ out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 64)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_in = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[64]>(item_.get_group());
          ;
          {
            int t = 0 + item_.get_local_id(2);
            s_in[t] = in[b * 64 + t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 64 + t] = s_in[t] * s_in[t];
          }
        }
      }();
    });
  });
}
