#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Locals and parameters named like OpenCL C types, qualifiers and keywords (`half`,
// `image2d_t`, `kernel`, `global`, `local`, `constant`, `read_only`, `sampler_t`): C++ allows
// them, so every use is renamed consistently in OpenCL C.
float twiceOf(float global) {
  return 2.0f * global;
}

int plusOne(int local) {
  return local + 1;
}

kernel void _occa_openclKeywordNames_0(constant int &nb [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + _occa_group_position.x;
    {
      int i = 0 + _occa_thread_position.x;
      const int kernel_ = 8 * b + i;
      float half_ = 0.5f * in[kernel_];
      int image2d_t = i;
      float local = twiceOf(half_);
      float global = local + image2d_t;
      int constant_ = plusOne(0);
      int sampler_t = 2;
      float total = 0.0f;
      {
        float read_only = global + constant_;
        total = read_only * sampler_t;
      }
      out[kernel_] = total;
    }
  }
}
