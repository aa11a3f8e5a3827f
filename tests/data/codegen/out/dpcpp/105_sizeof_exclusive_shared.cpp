#include <sycl/sycl.hpp>

// `sizeof` of `@shared` and `@exclusive` arrays and scalars, element counts computed with
// `sizeof(a) / sizeof(a[0])` as loop bounds inside `@inner`, `sizeof` without parentheses,
// and a copy of an `@exclusive` scalar. On a GPU each `@exclusive` is a per-thread
// local, so `sizeof` must give the size of one work-item's copy.
extern "C" void _occa_sizeofExclusive_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[2][8]>(item_.get_group());
          float r[3];
          short h;
          {
            int t = 0 + item_.get_local_id(2);
            for (int k = 0; k < (int)(sizeof(r) / sizeof(r[0])); ++k) {
              r[k] = (float)(t + k);
            }
            h = (short)t;
            s[0][t] = 1.0;
            s[1][t] = 2.0;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            short hh = h;
            float acc = 0.0f;
            for (unsigned int k = 0; k < sizeof(r) / sizeof(*r); ++k) {
              acc += r[k];
            }
            out[b * 8 + t] = (int)sizeof(s) + 1000 * (int)sizeof(r) + 100000 * (int)sizeof(h) + 10000000 * (int)(sizeof(s[1]) / sizeof(double)) + (int)acc * 1000000 + (int)sizeof(hh) * 0 + hh;
          }
        }
      }();
    });
  });
}
