#include <sycl/sycl.hpp>

// `@dim` + `@dimOrder` on a 3-D pointer typedef (used for a parameter and for a local pointer
// declared inside `@inner`), on a `@shared` array with a different 3-D order, and on a
// `const double` pointer typedef; column-major default and permuted strides mixed.
typedef float *grid3_t;

typedef const double *cgrid_t;

extern "C" void _occa_dimOrderTypedefs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nE, grid3_t g, cgrid_t w, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 2)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2 * 3 * 4]>(item_.get_group());
          {
            int z = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              grid3_t ge = g + e * (2 * 3 * 4);
              for (int y = 0; y < 3; ++y) {
                s[z + 4 * (x + 2 * y)] = ge[y + 3 * (z + 4 * x)] * (float)w[z + 4 * x];
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int z = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              float acc = 0.0f;
              for (int y = 0; y < 3; ++y) {
                acc += s[z + 4 * (x + 2 * y)] * (y + 1);
              }
              out[(e * 4 + z) * 2 + x] = acc + s[4 - 1 - z + 4 * (x + 2 * (3 - 1))];
            }
          }
        }
      }();
    });
  });
}
