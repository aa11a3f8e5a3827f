#include <sycl/sycl.hpp>

// Barrier spellings where nekRS-style kernels put them: `@nobarrier` next to `@inner` on one
// loop, `@barrier("warp")` between `@inner` loops and inside an `@inner` body, `@barrier;` and
// `@barrier();` between `@inner` loops inside a regular loop that `continue`s, in `if`/`else`
// branches, and in a `do`/`while` loop; an `@exclusive` accumulator runs through all of them.
extern "C" void _occa_barrierForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int &rounds, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          auto &t2 = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          int acc;
          {
            int t = 0 + item_.get_local_id(2);
            acc = x[b * 8 + t];
            s[t] = acc;
          }
          sycl::group_barrier(item_.get_sub_group());
          for (int r = 0; r < rounds; ++r) {
            if (r % 2 == 1) {
              continue;
            }
            {
              int t = 0 + item_.get_local_id(2);
              t2[t] = s[(t + 1) % 8] + r;
            }
            sycl::group_barrier(item_.get_group());
            if (r % 4 == 0) {
              {
                int t = 0 + item_.get_local_id(2);
                s[t] = t2[t];
                acc += t2[t];
              }
              sycl::group_barrier(item_.get_group());
              // The next round reads other work-items' `s`; one warp holds them all.
            } else {
              {
                int t = 0 + item_.get_local_id(2);
                s[t] = t2[8 - 1 - t];
              }
              sycl::group_barrier(item_.get_sub_group());
            }
          }
          int left = 2;
          do {
            {
              int t = 0 + item_.get_local_id(2);
              acc -= s[t] % 3;
            }
            sycl::group_barrier(item_.get_group());
            sycl::group_barrier(item_.get_sub_group());
          } while (--left > 0);
          {
            int t = 0 + item_.get_local_id(2);
            sycl::group_barrier(item_.get_sub_group());
            y[b * 8 + t] = s[t] * 100 + acc;
          }
        }
      }();
    });
  });
}
