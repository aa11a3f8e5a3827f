#include <sycl/sycl.hpp>

// Expression bounds: the iteration count of the outer loop is ((N - M - 1) - (M - 1) + 1) / 2.
extern "C" void _occa_exprBounds_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int &M, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int i = N - M - 1 - (2 * item_.get_group(2));
          {
            int j = M + 1 + (1 * item_.get_local_id(2));
            out[i * N + j] += i - j;
          }
        }
      }();
    });
  });
}
