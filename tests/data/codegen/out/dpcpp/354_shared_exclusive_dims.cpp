#include <sycl/sycl.hpp>

// @dim/@dimOrder on @shared and @exclusive arrays, 2-D and 3-D, with macro extents and
// permuted orders: values go in through one index order and come out through another, and the
// raw storage of the 3-D @shared array is copied out so that its layout is observable.
extern "C" void _occa_sharedExclusiveDims_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const float *q, float *out, float *raw) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2 * 4 * 4]>(item_.get_group());
          auto &s_t = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4 * 4]>(item_.get_group());
          float r_a[2 * 4];
          float r_b[4 * 2];
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int id = e * 16 + j * 4 + i;
              s_q[0 + 2 * (j + 4 * i)] = q[id];
              s_q[1 + 2 * (j + 4 * i)] = 2 * q[id];
              for (int m = 0; m < 4; ++m) {
                r_a[0 + 2 * m] = m + i;
                r_a[1 + 2 * m] = m * j;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s_t[i + 4 * j] = s_q[1 + 2 * (i + 4 * j)] - s_q[0 + 2 * (j + 4 * i)];
              for (int m = 0; m < 4; ++m) {
                r_b[0 + 2 * m] = r_a[0 + 2 * m] * r_a[1 + 2 * m];
                r_b[1 + 2 * m] = r_a[1 + 2 * m];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int id = e * 16 + j * 4 + i;
              float acc = 0;
              for (int m = 0; m < 4; ++m) {
                acc += r_b[0 + 2 * m] + r_b[1 + 2 * m];
              }
              out[id] = s_t[j + 4 * i] + acc;
              const int k = j * 4 + i;
              raw[2 * e * 16 + k] = s_q[k];
              raw[2 * e * 16 + 16 + k] = s_q[16 + k];
            }
          }
        }
      }();
    });
  });
}
