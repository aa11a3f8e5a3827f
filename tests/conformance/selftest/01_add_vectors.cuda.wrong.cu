// Hand-written CUDA translation of 01_add_vectors.okl (harness self-test), following the oklc
// CUDA output contract: one `extern "C" __global__` kernel per top-level @outer loop.
extern "C" __global__ __launch_bounds__(16) void _occa_addVectors_0(const int entries,
                                                                   const float *a,
                                                                   const float *b, float *ab) {
  {
    const int block = 0 + blockIdx.x;
    {
      const int t = 0 + threadIdx.x;
      const int i = block * 16 + t;
      if (i < entries) {
        ab[i] = a[i] - b[i];
      }
    }
  }
}
