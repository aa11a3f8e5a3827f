#include <sycl/sycl.hpp>

// Three kernels in one file sharing `static inline` helpers that call each other (one helper
// takes a `@shared` row, one is a function template used with two types), a kernel that is
// also called by name from nothing (it must still be emitted), and loop shapes: `@outer`
// from 3 with step 4 (`<=` bound), a triangular `@inner` whose extent is the `@outer`
// iterator's (with `@max_inner_dims` sizing an `@exclusive`), and an `@inner` starting at the
// `@outer` iterator's value.
static inline int tri(const int n) {
  return n * (n + 1) / 2;
}

template <typename T>
static inline T weigh(const T v, const int k) {
  return v * (T)(k + 1);
}

static inline int rowSum(const int *row, const int len) {
  int s = 0;
  for (int k = 0; k < len; ++k) {
    s += weigh(row[k], k);
  }
  return s;
}

static inline float blend(const float a, const int b) {
  return weigh(a, b) + (float)tri(b);
}

extern "C" void _occa_unusedKernel_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *x) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            x[2 * b + t] = blend(1.0f, t);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_triangular_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *a, int *rows, int *tot) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int o = 3 + (4 * item_.get_group(2));
          auto &row = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[9]>(item_.get_group());
          int got;
          {
            int t = 0 + item_.get_local_id(2);
            if (t < o) {
              got = a[o * 10 + t];
              row[t] = got;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < o) {
              rows[o * 10 + t] = got + (t == 0 ? rowSum(row, o) : 0);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = o + item_.get_local_id(2);
            if (t < 2 * o) {
              if (t == o) {
                tot[o] = tri(o) + rowSum(row, t - o + 1);
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_blended_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int b = 5 + (5 * item_.get_group(2));
          {
            int t = b + item_.get_local_id(2);
            y[t] = blend(x[t], t - b) + weigh(0.5, t - b);
          }
        }
      }();
    });
  });
}
