#include <sycl/sycl.hpp>

// Unsigned arithmetic in `@shared`/`@exclusive` extents and `@inner` bounds wraps as in C++:
// `0u - 1` is 4294967295 (so `(0u - 1) / 0x20000000u` is 7), `(0u - 2) % 16u` is 14 and
// `0u - 1 > 0x7FFFFFFFu` is true.
extern "C" void _occa_unsignedExtents_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 14)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[(0u - 1) / 0x20000000u]>(item_.get_group());
          int e[(0u - 1 > 0x7FFFFFFFu ? 8 : 1) - 6];
          {
            int t = 0 + item_.get_local_id(2);
            e[0] = t;
            e[1] = 1;
            if (t < 7) {
              s[t] = 10 * t;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 14 + t] = e[0] + e[1] + (t < 7 ? s[t] : 0);
          }
        }
      }();
    });
  });
}
