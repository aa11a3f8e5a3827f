#include <sycl/sycl.hpp>

// libParanumal-style `#pragma unroll` spellings inside `@inner` bodies: a count from a `-D`
// macro, a count that is a macro expression in parentheses, a bare `#pragma unroll`, and
// `#pragma unroll 1` on a loop whose bound is a runtime value; the pragma also precedes an
// `@inner` loop and a loop inside a helper.
static inline float dot(const float *a, const float *b) {
  float s = 0.0f;
  #pragma unroll 4
  for (int k = 0; k < 4; ++k) {
    s += a[k] * b[k];
  }
  return s;
}

extern "C" void _occa_unrollCounts_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const int &reps, const float *D, const float *q, float *Aq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4 * 4]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              s_q[j * 4 + i] = q[e * (4 * 4) + j * 4 + i];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              float col[4];
              #pragma unroll
              for (int k = 0; k < 4; ++k) {
                col[k] = s_q[k * 4 + i];
              }
              float r = 0.0f;
              #pragma unroll (4 - 1)
              for (int k = 0; k < 4; ++k) {
                r += D[j * 4 + k] * col[k];
              }
              #pragma unroll 1
              for (int k = 0; k < reps; ++k) {
                r += dot(D + i * 4, s_q + j * 4);
              }
              Aq[e * (4 * 4) + j * 4 + i] = r;
            }
          }
        }
      }();
    });
  });
}
