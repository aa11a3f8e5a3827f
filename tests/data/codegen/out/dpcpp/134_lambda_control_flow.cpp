#include <sycl/sycl.hpp>

// Control flow inside lambdas in an `@inner` body: `return` is the lambda's own (not the
// work-item's), `break` and `continue` belong to a loop inside the lambda, a generic `auto`
// parameter, a nested lambda that updates an `@exclusive` array, and an `@atomic` block.
extern "C" void _occa_lambdaControl_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *x, int *y, int *count) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int hist[3];
          {
            int t = 0 + item_.get_local_id(2);
            hist[0] = 0;
            hist[1] = 0;
            hist[2] = 0;
            auto firstNegative = [&](auto limit) {
              for (int i = 0; i < limit; ++i) {
                if (x[b * 4 + i] >= 0) {
                  continue;
                }
                return i;
              }
              return -1;
            };
            auto tally = [&](int v) {
              auto bump = [&](int k) {
                hist[k] += 1;
              };
              if (v < 0) {
                bump(0);
                return;
              }
              bump(v % 2 + 1);
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(count[0]);
                _occa_ref += (_occa_atomic_t) (1);
              }
            };
            for (int i = 0; i <= t; ++i) {
              tally(x[b * 4 + i]);
              if (i == 2) {
                break;
              }
            }
            if (t == 3) {
              y[b * 4 + t] = firstNegative(4);
              return;
            }
            y[b * 4 + t] = hist[0] + 10 * hist[1] + 100 * hist[2];
          }
        }
      }();
    });
  });
}
