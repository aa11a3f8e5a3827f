#include <sycl/sycl.hpp>

// Triangular work-groups: the `@inner` extent depends on the `@outer` iterator (`k <= r`), so
// `@exclusive` storage is sized by `@max_inner_dims`; a second nest's `@inner(0)` extent
// depends on its `@outer` iterator, and the lower triangle is selected with an `if` (OKL
// loops are rectangular within one work-group).
extern "C" void _occa_triangular_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *a, float *rowsum, float *lower) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int r = 0 + item_.get_group(2);
          float v;
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          {
            int k = 0 + item_.get_local_id(2);
            if (k <= r) {
              v = a[r * n + k];
              s[k] = v;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int k = 0 + item_.get_local_id(2);
            if (k <= r) {
              float acc = 0.0f;
              for (int m = 0; m <= k; ++m) {
                acc += s[m];
              }
              rowsum[r * n + k] = acc + v;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_triangular_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *a, float *rowsum, float *lower) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int blk = 0 + item_.get_group(2);
          {
            int i = 0 + item_.get_local_id(1);
            {
              int j = 0 + item_.get_local_id(2);
              if (j < n - blk) {
                if (j <= i) {
                  lower[(blk * n + i) * n + j] = a[i * n + j] * (blk + 1);
                }
              }
            }
          }
        }
      }();
    });
  });
}
