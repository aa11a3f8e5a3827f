#include <sycl/sycl.hpp>

// `@globalPtr` (spec §3.13) marks pointers into global memory for OpenCL, which prints
// `__global`; every other backend ignores it. On the host backends it is accepted where
// legacy kernels write it and changes nothing: as a prefix and after the declarator, on
// `const` pointers, on one declarator of several, on a kernel parameter, on a helper's
// parameter and on a typedef, and the pointers address the same data.
typedef float *gptr_t;

float pairSum(const float *p) {
  return p[0] + p[1];
}

extern "C" void _occa_globalPtrHost_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *a, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          const float *row = a + 8 * b;
          float *dst = out + 8 * b;
          {
            int t = 0 + item_.get_local_id(2);
            const float *p = row + (t & 6);
            const float *q = row + 7 - t;
            gptr_t d = dst + t;
            *d = pairSum(p) * 10.0f + q[0];
          }
        }
      }();
    });
  });
}
