#include <sycl/sycl.hpp>

// `@shared` extents written with `const`/`constexpr` integer variables (global and local) as
// C++ allows, not only with literals or macros.
const int WIDTH = 8;

extern "C" void _occa_rowSums_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const float *a, float *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        constexpr int PAD = 1;
        {
          int r = 0 + item_.get_group(2);
          const int cells = WIDTH + PAD;
          auto &row = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[cells]>(item_.get_group());
          {
            int c = 0 + item_.get_local_id(2);
            row[c] = a[r * WIDTH + c];
          }
          sycl::group_barrier(item_.get_group());
          {
            int c = 0 + item_.get_local_id(2);
            if (c < 1) {
              row[WIDTH] = 0.0f;
              for (int k = 0; k < WIDTH; ++k) {
                row[WIDTH] += row[k];
              }
              sums[r] = row[WIDTH];
            }
          }
        }
      }();
    });
  });
}
