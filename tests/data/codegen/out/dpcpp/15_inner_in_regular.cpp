#include <sycl/sycl.hpp>

// A regular loop between @outer and @inner, with a @shared accumulator.
extern "C" void _occa_innerInRegular_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nBlocks, const int &reps, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            s[t] = 0.0f;
          }
          sycl::group_barrier(item_.get_group());
          for (int r = 0; r < reps; ++r) {
            {
              int t = 0 + item_.get_local_id(2);
              s[t] += x[b * 16 + (t + r) % 16] * (float)(r + 1);
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 16 + t] = s[t];
          }
        }
      }();
    });
  });
}
