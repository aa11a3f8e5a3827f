#include <sycl/sycl.hpp>

// Locals and parameters named like OpenCL C types, qualifiers and keywords (`half`,
// `image2d_t`, `kernel`, `global`, `local`, `constant`, `read_only`, `sampler_t`): C++ allows
// them, so every use is renamed consistently in OpenCL C.
float twiceOf(float global) {
  return 2.0f * global;
}

int plusOne(int local) {
  return local + 1;
}

extern "C" void _occa_openclKeywordNames_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          {
            int i = 0 + item_.get_local_id(2);
            const int kernel = 8 * b + i;
            float half = 0.5f * in[kernel];
            int image2d_t = i;
            float local = twiceOf(half);
            float global = local + image2d_t;
            int constant = plusOne(0);
            int sampler_t = 2;
            float total = 0.0f;
            {
              float read_only = global + constant;
              total = read_only * sampler_t;
            }
            out[kernel] = total;
          }
        }
      }();
    });
  });
}
