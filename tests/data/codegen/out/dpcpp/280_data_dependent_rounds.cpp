#include <sycl/sycl.hpp>

// A regular loop in the `@outer` body whose condition reads global memory written by the
// group's last `@inner` loop (a data-dependent number of barrier-separated rounds), an
// `@exclusive` state carried from round to round, an `@inner @nobarrier` loop, an explicit
// `@barrier`, a `@shared` vote; then a second top-level `@outer` nest that reads what *other*
// groups of the first nest wrote (the nests must run one after the other).
extern "C" void _occa_dataDependentRounds_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *start, int *flag, int *iters, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &left = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          int mine;
          int steps;
          {
            int t = 0 + item_.get_local_id(2);
            mine = start[b * 8 + t];
            steps = 0;
            if (t == 0) {
              flag[b] = 1;
            }
          }
          sycl::group_barrier(item_.get_group());
          for (int it = 0; flag[b] > 0; ++it) {
            {
              int t = 0 + item_.get_local_id(2);
              if (mine > 0) {
                mine = mine / 2;
                ++steps;
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              left[t] = mine;
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              if (t == 0) {
                int any = 0;
                for (int k = 0; k < 8; ++k) {
                  any += left[k] > 0;
                }
                iters[b] = it + 1;
                flag[b] = any;
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 8 + t] = steps * 100 + mine;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_dataDependentRounds_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const int *start, int *flag, int *iters, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 8 + t] += 1000 * iters[(b + 1) % nB];
          }
        }
      }();
    });
  });
}
