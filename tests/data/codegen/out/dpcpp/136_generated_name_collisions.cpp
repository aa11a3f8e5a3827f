#include <sycl/sycl.hpp>

// User names that look like oklc's generated ones: `_occa_tiled_i` next to a `@tile` loop over
// `i`, a file-scope `_occa_tiled_j` next to one over `j`, and `_occa_omp_b` next to a `short`
// @outer iterator `b` with an `int` bound (OpenMP counts such a loop with its own counter).
// Inside the loops the names must still mean the user's variables.
const int _occa_tiled_j = 1000;

extern "C" void _occa_generatedNames_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        const int _occa_tiled_i = 7;
        {
          int _occa_tiled_i_1 = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i_1 + item_.get_local_id(2);
            if (i < n) {
              y[i] = x[i] + _occa_tiled_i;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_generatedNames_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_j_1 = 0 + (4 * item_.get_group(2));
          {
            int j = _occa_tiled_j_1 + item_.get_local_id(2);
            if (j < n) {
              y[n + j] = x[j] + _occa_tiled_j;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_generatedNames_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        const int _occa_omp_b = 3;
        {
          short b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            y[2 * n + b * 4 + t] = 100 * b + t + _occa_omp_b;
          }
        }
      }();
    });
  });
}
