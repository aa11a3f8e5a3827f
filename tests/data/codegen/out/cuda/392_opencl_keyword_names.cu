// Locals and parameters named like OpenCL C types, qualifiers and keywords (`half`,
// `image2d_t`, `kernel`, `global`, `local`, `constant`, `read_only`, `sampler_t`): C++ allows
// them, so every use is renamed consistently in OpenCL C.
static __device__ float twiceOf(float global) {
  return 2.0f * global;
}

static __device__ int plusOne(int local) {
  return local + 1;
}

extern "C" __global__ __launch_bounds__(8) void _occa_openclKeywordNames_0(const int nb, const float *in, float *out) {
  {
    int b = 0 + blockIdx.x;
    {
      int i = 0 + threadIdx.x;
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
}
