#include <sycl/sycl.hpp>

// Standard attributes in front of statements other than declarations and null statements:
// `[[likely]]`/`[[unlikely]]` on expression statements, branches, `return`, a `case` label and
// the statement after one, an attributed block, an attributed `@atomic`, and
// `[[maybe_unused]]` on a label nothing jumps to (without it, -Wall -Werror rejects the label).
extern "C" void _occa_statementAttributes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y, int *total) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i >= n) {
              [[unlikely]] return;
            }
            int r = 0;
            if (x[i] > 2) {
              [[likely]] {
                r = 1;
              }
            } else {
              [[unlikely]] r = 2;
            }
            [[likely]] r += x[i];
            switch (x[i] % 4) {
              [[likely]] case 1:
                r += 3;
                break;
              case 2:
                [[unlikely]] r -= 1;
                [[fallthrough]];
              default:
                break;
            }
          [[maybe_unused]] scale:
            r *= 2;
            [[unlikely]] {
              r += 100 * (x[i] == 6);
            }
            y[i] = r;
            [[likely]] {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(*total);
                _occa_ref += (_occa_atomic_t) (r);
              }
            }
          }
        }
      }();
    });
  });
}
