// Locals and parameters named like OpenCL C types, qualifiers and keywords (`half`,
// `image2d_t`, `kernel`, `global`, `local`, `constant`, `read_only`, `sampler_t`): C++ allows
// them, so every use is renamed consistently in OpenCL C.
float twiceOf(float global_) {
  return 2.0f * global_;
}

int plusOne(int local_) {
  return local_ + 1;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_openclKeywordNames_0(const int nb, __global const float *in, __global float *out) {
  {
    int b = 0 + get_group_id(0);
    {
      int i = 0 + get_local_id(0);
      const int kernel_ = 8 * b + i;
      float half_ = 0.5f * in[kernel_];
      int image2d_t_ = i;
      float local_ = twiceOf(half_);
      float global_ = local_ + image2d_t_;
      int constant_ = plusOne(0);
      int sampler_t_ = 2;
      float total = 0.0f;
      {
        float read_only_ = global_ + constant_;
        total = read_only_ * sampler_t_;
      }
      out[kernel_] = total;
    }
  }
}
