#include <sycl/sycl.hpp>

// `@exclusive` data handed to helpers: an `@exclusive` array passed to a function template that
// deduces its extent from `float (&)[N]`, an `@exclusive` scalar passed by non-const reference,
// an `@exclusive` array row passed as a pointer, and `sizeof` arithmetic on the array inside
// `@inner`.
template <int N>
inline void fillRamp(float (&a)[N], const float v) {
  for (int k = 0; k < N; ++k) {
    a[k] = v + k;
  }
}

inline void bump(int &c, const int by) {
  c += by;
}

inline float total(const float *p, const int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    s += p[k];
  }
  return s;
}

extern "C" void _occa_exclusiveToHelpers_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *x, float *y, int *c) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 5)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          float ramp[3];
          int count;
          {
            int t = 0 + item_.get_local_id(2);
            fillRamp(ramp, x[b * 5 + t]);
            count = 0;
            bump(count, t);
          }
          {
            int t = 0 + item_.get_local_id(2);
            const int len = (int)(sizeof(ramp) / sizeof(ramp[0]));
            bump(count, len);
            y[b * 5 + t] = total(ramp, len) + total(&ramp[1], 2);
            c[b * 5 + t] = count;
          }
        }
      }();
    });
  });
}
