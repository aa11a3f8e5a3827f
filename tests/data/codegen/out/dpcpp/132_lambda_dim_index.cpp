#include <sycl/sycl.hpp>

// Lambdas returning values used as `@dim` indices, and a lambda whose body calls a `@dim`
// accessor on the left of an assignment and reads an `@exclusive` scalar.
extern "C" void _occa_lambdaDimIndex_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int col;
          {
            int t = 0 + item_.get_local_id(2);
            auto rotate = [=](int k) {
              return (k + 1) % 4;
            };
            auto row = [&]() -> int {
              return nB - 1 - b;
            };
            col = rotate(t);
            auto store = [&](float v) {
              y[col + 4 * b] = v + x[t + 4 * row()];
            };
            store(10.0f * x[rotate(col) + 4 * b]);
          }
        }
      }();
    });
  });
}
