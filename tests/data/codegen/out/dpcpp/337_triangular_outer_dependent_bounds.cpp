#include <sycl/sycl.hpp>

// Triangular work as dense linear algebra writes it: `@inner` bounds that are expressions of
// the `@outer` iterators (lower triangle `c <= r`, strict upper triangle counting down
// `c > r`, a band `lo = max(0, r - 1)` .. `min(n - 1, r + 1)`), a 2-D `@outer` grid whose
// `@inner` extent is `bi + bj + 1`, and a `@shared` row reduction whose `@inner` length is
// the row number, with `@max_inner_dims` stating the largest extent.
extern "C" void _occa_triangularBounds_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int r = 0 + item_.get_group(2);
          {
            int c = 0 + item_.get_local_id(2);
            if (c <= r) {
              L[r * n + c] = A[r * n + c] * (r - c + 1);
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_triangularBounds_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int r = n - 1 - item_.get_group(2);
          {
            int c = n - 1 - (1 * item_.get_local_id(2));
            if (c > r) {
              U[r * n + c] = A[r * n + c] - A[c * n + r];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_triangularBounds_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int r = 0 + item_.get_group(2);
          {
            int c = (r > 0 ? r - 1 : 0) + item_.get_local_id(2);
            if (c <= (r + 1 < n ? r + 1 : n - 1)) {
              band[r * 3 + (c - r + 1)] = 10 * r + c;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_triangularBounds_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int bj = 0 + item_.get_group(1);
          {
            int bi = 0 + item_.get_group(2);
            {
              int t = bi + item_.get_local_id(2);
              if (t < bi + bj + 1) {
                grid[(bj * 4 + bi) * 3 + (t - bi)] = 100 * bj + 10 * bi + t;
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_triangularBounds_4(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int r = 1 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[8]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < r) {
              s[t] = A[(r - 1) * n + t];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < r) {
              if (t == 0) {
                double acc = 0.0;
                for (int k = r - 1; k >= 0; --k) {
                  acc += s[k];
                }
                rowsum[r - 1] = acc;
              }
            }
          }
        }
      }();
    });
  });
}
