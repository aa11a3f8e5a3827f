#include <sycl/sycl.hpp>

// A `mutable` lambda with init-captures (`[k = 0, step = 2 * t + 1]`) keeps its own state
// across calls; an init-capture shadows a kernel variable of the same name, and a by-reference
// init-capture names an `@exclusive` scalar.
extern "C" void _occa_lambdaMutable_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int sum;
          {
            int t = 0 + item_.get_local_id(2);
            int step = 100;
            sum = 0;
            auto next = [k = 0, step = 2 * t + 1]() mutable {
              k += step;
              return k;
            };
            auto add = [&s = sum, b](int v) {
              s += v + b;
            };
            add(next());
            add(next());
            add(next());
            y[b * 4 + t] = sum + step;
          }
        }
      }();
    });
  });
}
