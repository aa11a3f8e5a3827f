#include <sycl/sycl.hpp>

// @exclusive with @inner bounds that are integer constant expressions written with constexpr
// globals, a const local and a `?:` of constants.
constexpr int BS = 8;

constexpr int CW = 4;

extern "C" void _occa_exclusiveConstantBounds_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          const int W = 2;
          int e;
          {
            int t = 0 + item_.get_local_id(2);
            e = x[b * 8 + t];
          }
          {
            int t = 0 + item_.get_local_id(2);
            e += t;
          }
          {
            int t = 0 + item_.get_local_id(2);
            e *= 2;
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 8 + t] = e;
          }
        }
      }();
    });
  });
}
