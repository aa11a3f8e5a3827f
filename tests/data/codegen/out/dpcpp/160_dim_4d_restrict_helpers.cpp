#include <sycl/sycl.hpp>

// A 4-D `@dim` with a full `@dimOrder` on a `const @restrict` parameter whose extents mention
// another parameter (`nE`, used as a stride), a 3-D column-major `@dim` pointer typedef, a
// `@dim` output parameter, and a `static` helper whose own parameter carries `@dim` and is
// handed a pointer into `@shared` memory.
typedef float *cube_t;

static float weightedTrace(const float *m, const int k) {
  float s = 0.0f;
  for (int d = 0; d < 3; ++d) {
    s += m[d + 3 * d] * (k + 1);
  }
  return s;
}

extern "C" void _occa_dim4dHelpers_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nE, const float *__restrict__ in, cube_t work, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 3)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[3][3]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s[j][i] = in[e + nE * (0 + 2 * (j + 3 * i))] + in[e + nE * (1 + 2 * (j + 3 * i))] * work[i + 3 * (j + 3 * (e % 3))];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              if (j == 0) {
                out[i + 3 * (0 + 2 * e)] = weightedTrace(&s[0][0], i);
              }
              if (j == 1) {
                out[i + 3 * (1 + 2 * e)] = s[i][i] - in[e + nE * (1 + 2 * (i + 3 * i))];
              }
            }
          }
        }
      }();
    });
  });
}
