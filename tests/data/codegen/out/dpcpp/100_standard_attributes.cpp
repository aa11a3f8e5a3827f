#include <sycl/sycl.hpp>

// Standard C++ attributes inside a kernel: `[[fallthrough]];` between two `case` labels and
// `[[maybe_unused]]` on a local that only a debug build reads. They must reach the generated
// code, where they silence -Wimplicit-fallthrough (-Wextra) and -Wunused-variable (-Wall).
extern "C" void _occa_standardAttributes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              [[maybe_unused]] const int expected = 2 * x[i];
              int r = 0;
              switch (x[i] % 3) {
                case 0:
                  r += 10;
                  [[fallthrough]];
                case 1:
                  r += 1;
                  break;
                default:
                  r = -1;
              }
              y[i] = r;
            }
          }
        }
      }();
    });
  });
}
