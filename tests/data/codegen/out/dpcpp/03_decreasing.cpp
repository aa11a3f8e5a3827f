#include <sycl/sycl.hpp>

// Decreasing OKL loops: `i >= 0; --i` and `j > 0; j--`.
extern "C" void _occa_decreasingLoops_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int &M, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int i = N - 1 - item_.get_group(2);
          {
            int j = M - item_.get_local_id(2);
            y[i * M + (j - 1)] = x[i * M + (M - j)] * 2.0f + (float)i;
          }
        }
      }();
    });
  });
}
