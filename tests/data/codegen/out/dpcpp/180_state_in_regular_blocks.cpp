#include <sycl/sycl.hpp>

// `@exclusive` and `@shared` declared inside a regular loop and inside an `if` block between
// `@outer` and `@inner` (fresh per iteration of the regular loop), an `@exclusive` initialised
// from the regular loop's iterator (every work-item's copy starts from it), and an
// `@exclusive` declared before the regular loop that accumulates over its iterations.
extern "C" void _occa_stateInBlocks_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int total = 0;
          for (int r = 0; r < 3; ++r) {
            int cnt = r * 10;
            auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4]>(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              cnt += x[b * 4 + t];
              s[t] = cnt;
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              total += s[4 - 1 - t] + cnt;
            }
            sycl::group_barrier(item_.get_group());
          }
          if (b % 2 == 0) {
            int flag = 7;
            {
              int t = 0 + item_.get_local_id(2);
              total += flag * t;
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = total;
          }
        }
      }();
    });
  });
}
