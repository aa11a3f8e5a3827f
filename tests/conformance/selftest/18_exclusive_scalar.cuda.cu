// Hand-written CUDA translation of 18_exclusive_scalar.okl (harness self-test): @shared becomes
// __shared__, the @exclusive scalar a plain local, and the implicit barriers __syncthreads().
extern "C" __global__ __launch_bounds__(32) void _occa_exclusiveScalar_0(const int nBlocks,
                                                                        const float *x,
                                                                        float *y) {
  {
    const int b = 0 + blockIdx.x;
    __shared__ float s[32];
    float r;
    {
      const int t = 0 + threadIdx.x;
      r = x[b * 32 + t];
      s[t] = r;
    }
    __syncthreads();
    {
      const int t = 0 + threadIdx.x;
      r = r * 2.0f + s[31 - t];
    }
    {
      const int t = 0 + threadIdx.x;
      y[b * 32 + t] = r + (float)t;
    }
  }
}
