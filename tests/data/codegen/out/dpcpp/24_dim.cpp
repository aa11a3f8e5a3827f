#include <sycl/sycl.hpp>

// @dim/@dimOrder indexing and typedef'd attributes.
typedef float *mat3x4_t;

typedef float sh_float_t;

extern "C" void _occa_transposeLike_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int *m, mat3x4_t a, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int i = 0 + item_.get_group(2);
          auto &buf = *sycl::ext::oneapi::group_local_memory_for_overwrite<sh_float_t[8]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(2);
            buf[j] = m[j + 8 * i] + a[i % 3 + 3 * (j % 4)];
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(2);
            out[i * 8 + j] = buf[7 - j];
          }
        }
      }();
    });
  });
}
