#include <sycl/sycl.hpp>

// @exclusive scalar living across three consecutive @inner loops; @shared staging between them.
extern "C" void _occa_exclusiveScalar_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 32)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[32]>(item_.get_group());
          float r;
          {
            int t = 0 + item_.get_local_id(2);
            r = x[b * 32 + t];
            s[t] = r;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            r = r * 2.0f + s[31 - t];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 32 + t] = r + (float)t;
          }
        }
      }();
    });
  });
}
