// Block reduction, hand-written CUDA: the algorithm of reduce.okl, 256 threads per block sum
// the squares of their inputs by halving in shared memory; thread 0 writes the partial sum.
#define BLOCK 256

__global__ void __launch_bounds__(BLOCK)
    reduce_kernel(const int N, const float *__restrict__ x, float *__restrict__ partial) {
  __shared__ float s_sum[BLOCK];
  const int t = threadIdx.x;
  const int id = blockIdx.x * BLOCK + t;
  s_sum[t] = id < N ? x[id] * x[id] : 0.0f;
  __syncthreads();
#pragma unroll
  for (int alive = BLOCK / 2; alive > 0; alive /= 2) {
    if (t < alive) s_sum[t] += s_sum[t + alive];
    __syncthreads();
  }
  if (t == 0) partial[blockIdx.x] = s_sum[0];
}

extern "C" void reduce(const int N, const float *x, float *partial) {
  const int blocks = (N + BLOCK - 1) / BLOCK;
  if (blocks > 0) reduce_kernel<<<blocks, BLOCK>>>(N, x, partial);
}
