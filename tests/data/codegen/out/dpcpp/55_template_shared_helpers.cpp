#include <sycl/sycl.hpp>

// A kernel templated on a block size and a type (B used in @inner bounds and indices); helpers
// taking @shared arrays (1-D pointer, 2-D array parameter, templated) called from @inner loops.
template <typename T>
void storeShared(T *s, int t, T v) {
  s[t] = v;
}

template <typename T, int W>
T rowSum(const T (*rows)[W], int r) {
  T acc = T(0);
  for (int k = 0; k < W; ++k) {
    acc += rows[r][k];
  }
  return acc;
}

void scale2d(float m[][4], int r, float f) {
  for (int k = 0; k < 4; ++k) {
    m[r][k] *= f;
  }
}

extern "C" void _occa_blockTemplate_8_double_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nB, const double *x, double *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[8]>(item_.get_group());
          auto &rows = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[2][4]>(item_.get_group());
          auto &m = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2][4]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            storeShared(s, t, x[b * 8 + t]);
            rows[t / 4][t % 4] = x[b * 8 + t] * double(2);
            m[t / 4][t % 4] = 1.0f;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 8 / 4) {
              scale2d(m, t, (float)(t + 1));
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 8) {
              y[b * 8 + t] = s[8 - 1 - t] + rowSum<double, 4>(rows, t / 4) + (double)m[t / 4][t % 4];
            }
          }
        }
      }();
    });
  });
}
