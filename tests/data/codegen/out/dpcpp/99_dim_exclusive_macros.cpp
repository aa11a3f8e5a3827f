#include <sycl/sycl.hpp>

// `@dim` produced by macros on `@exclusive` arrays (alone and with `@dimOrder`), through an
// array typedef that carries `@dim`, and on a parameter with a 3-D `@dimOrder`: the `@dim`
// accessor and the `@exclusive` rewrite must compose (per-work-item row, then the linear
// index inside it).
typedef float qmat_t[3 * 3];

extern "C" void _occa_dimExclusiveMacros_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nE, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          float r[3 * 3];
          qmat_t q;
          {
            int t = 0 + item_.get_local_id(2);
            for (int j = 0; j < 3; ++j) {
              for (int i = 0; i < 3; ++i) {
                r[j + 3 * i] = in[i + nE * (j + 3 * e)] + t;
              }
            }
            for (int j = 0; j < 3; ++j) {
              for (int i = 0; i < 3; ++i) {
                q[i + 3 * j] = 2.0f * r[i + 3 * j];
              }
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            float acc = 0.0f;
            for (int k = 0; k < 3; ++k) {
              acc += r[k + 3 * t] * q[k + 3 * t];
            }
            out[e * 3 + t] = acc;
          }
        }
      }();
    });
  });
}
