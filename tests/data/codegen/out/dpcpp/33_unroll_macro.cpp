#include <sycl/sycl.hpp>

// #pragma unroll with a macro count.
extern "C" void _occa_unrolled_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + (16 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            float acc = 0.0f;
            #pragma unroll 4
            for (int k = 0; k < 8; ++k) {
              acc += x[(b + t + k) % n] * (float)(k + 1);
            }
            #pragma unroll
            for (int k = 0; k < 2; ++k) {
              acc -= 0.5f * (float)k;
            }
            if (b + t < n) {
              y[b + t] = acc;
            }
          }
        }
      }();
    });
  });
}
