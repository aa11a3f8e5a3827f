#include <sycl/sycl.hpp>

// Non-type template parameters of several kinds in one instantiated kernel: an `int` given as
// an expression over a constexpr global, a `bool`, a negative `int`, and defaulted `unsigned`
// and `unsigned long` parameters (one computed from an earlier one). They size @shared and
// @exclusive arrays, bound loops, pick a branch, feed @tile, a helper template's argument and a
// lambda.
constexpr int TILE = 4;

template <int N>
float scaled(float v) {
  return v * N;
}

extern "C" void _occa_valueParams_8_double_true_neg3_2_4_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const double *x, double *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[8]>(item_.get_group());
          double e[2u];
          {
            int t = 0 + item_.get_local_id(2);
            for (unsigned int r = 0; r < 2u; ++r) {
              e[r] = x[b * 8 + t] * (double)(r + 1);
            }
            s[t] = e[2u - 1];
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            auto mirror = [&](int k) {
              return s[8 - 1 - k];
            };
            const double v = mirror(t) + scaled<(-3)>(1.0f);
            if (true) {
              y[b * 8 + t] += v;
            } else {
              y[b * 8 + t] = v;
            }
            if (t < (int)4ul) {
              y[b * 8 + t] += e[0];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_valueParams_8_double_true_neg3_2_4_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const double *x, double *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (8 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < nB * 8) {
              y[i] *= (double)2u;
            }
          }
        }
      }();
    });
  });
}
