// axpy, hand-written CUDA: the blocking of axpy.okl, 256 elements per block, one per thread.
#define BLOCK 256

__global__ void __launch_bounds__(BLOCK)
    axpy_kernel(const int n, const float alpha, const float *__restrict__ x,
                float *__restrict__ y) {
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) y[i] = alpha * x[i] + y[i];
}

extern "C" void axpy(const int N, const float alpha, const float *x, float *y) {
  const int blocks = (N + BLOCK - 1) / BLOCK;
  if (blocks > 0) axpy_kernel<<<blocks, BLOCK>>>(N, alpha, x, y);
}
