#include <sycl/sycl.hpp>

// `@dim` on file-scope arrays (spec §3.10: `@dim` applies to parameters, locals and globals),
// written on the declaration and inherited from an array typedef.
const int perm[4 * 4] = {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2, 0, 1, 2, 3};

typedef int table_t[4 * 4];

const table_t weights = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

extern "C" void _occa_globalDim_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              out[(b * 4 + j) * 4 + i] = perm[i + 4 * j] * 100 + weights[i + 4 * j] + b;
            }
          }
        }
      }();
    });
  });
}
