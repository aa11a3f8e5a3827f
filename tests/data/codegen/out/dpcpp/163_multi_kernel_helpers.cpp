#include <sycl/sycl.hpp>

// Three kernels in one file sharing helpers: a `static inline` function, function templates
// (one with a non-type parameter, called with explicit arguments), a helper that updates its
// argument through a reference and one that returns a reference into an array. The case
// calls the middle kernel; the other two must still be emitted and compile.
static inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

template <typename T>
inline T sq(const T &x) {
  return x * x;
}

template <typename T, int N>
inline T sumN(const T *p) {
  T s = T(0);
  for (int k = 0; k < N; ++k) {
    s += p[k];
  }
  return s;
}

inline void accumulate(float &acc, const float v) {
  acc += v;
}

inline float &slot(float *base, int k) {
  return base[k];
}

extern "C" void _occa_squareAll_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, float *x) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + (4 * item_.get_group(2));
          {
            int t = b + item_.get_local_id(2);
            if (t < n) {
              x[t] = sq(x[t]);
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_blockStats_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *x, float *y, int *idx) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            const int g = clampi(b * 4 + t, 0, n - 1);
            s[t] = x[g];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            float acc = sumN<float, 4>(s);
            accumulate(acc, sq(s[t]));
            const int g = b * 4 + t;
            if (g < n) {
              slot(y, g) = acc;
              idx[g] = clampi(g - 2, 0, 5) + sq(t);
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_squareSums_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, double *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 1)]] {
      [=]() mutable {
        {
          int i = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            z[i] = sq<double>(z[i]) + sumN<double, 1>(z + i);
          }
        }
      }();
    });
  });
}
