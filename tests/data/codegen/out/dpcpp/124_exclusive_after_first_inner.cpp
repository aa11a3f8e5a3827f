#include <sycl/sycl.hpp>

// Declarations placed between `@inner` loops rather than before the first one: an
// `@exclusive` scalar and a `@shared` array declared after the first `@inner` loop, an
// `@exclusive` array declared after the second, each used only by later loops, and a plain
// per-work-group `const` local between them that feeds an `@inner` bound guard.
extern "C" void _occa_exclusiveAfterFirstInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int first;
          {
            int t = 0 + item_.get_local_id(2);
            first = x[b * 6 + t];
          }
          int second;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[6]>(item_.get_group());
          const int limit = b % 3 + 3;
          {
            int t = 0 + item_.get_local_id(2);
            second = first * 2;
            s[t] = first;
          }
          sycl::group_barrier(item_.get_group());
          int hist[2];
          {
            int t = 0 + item_.get_local_id(2);
            hist[0] = s[6 - 1 - t];
            hist[1] = t < limit ? second : -second;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 6 + t] = hist[0] * 1000 + hist[1] + first;
          }
        }
      }();
    });
  });
}
