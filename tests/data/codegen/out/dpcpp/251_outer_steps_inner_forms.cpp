#include <sycl/sycl.hpp>

// Several `@outer` nests in one kernel: a decreasing `@outer` loop with step 2 down to 0
// (`b -= 2; b >= 0`), a 2-D nest whose outer loop counts down with `>` and the iterator on the
// right, `@inner` loops with `<=` bounds, steps, iterators on the right and bounds that are
// argument expressions with side-effect-free calls, and nests with different inner sizes
// sharing `@exclusive`-free state through `@shared` arrays.
inline int half(int x) {
  return x / 2;
}

extern "C" void _occa_outerStepsInnerForms_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b2, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int b = 2 * n - 1 - (2 * item_.get_group(2));
          {
            int t = 1 + (3 * item_.get_local_id(2));
            a[b * 8 + t] = b * 10 + t;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerStepsInnerForms_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b2, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 12, 3)]] {
      [=]() mutable {
        {
          int y = m - item_.get_group(1);
          {
            int x = 0 + item_.get_group(2);
            auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4][3]>(item_.get_group());
            {
              int ty = 3 - item_.get_local_id(1);
              if (ty >= 0) {
                {
                  int tx = 0 + item_.get_local_id(2);
                  s[ty][tx] = y * 100 + x * 10 + ty * 3 + tx;
                }
              }
            }
            sycl::group_barrier(item_.get_group());
            {
              int j = 0 + (1 * item_.get_local_id(1));
              {
                int k = 0 + item_.get_local_id(2);
                if (k < 1) {
                  b2[((y - 1) * (half(m) + 1) + x) * 12 + j] = s[(11 - j) / 3][(11 - j) % 3];
                }
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_outerStepsInnerForms_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &m, int *a, int *b2, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = half(2 * n) - 1 - (2 * item_.get_local_id(2));
            c[g * n + t] = g - t;
          }
        }
      }();
    });
  });
}
