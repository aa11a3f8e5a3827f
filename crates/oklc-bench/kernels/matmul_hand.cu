// Shared-memory tiled matrix multiply, hand-written CUDA: the 16 x 16 tiling of matmul.okl, one
// block per tile of C, one thread per element, the accumulator in a register.
#define TILE 16

__global__ void __launch_bounds__(TILE * TILE)
    matmul_kernel(const int n, const float *__restrict__ A, const float *__restrict__ B,
                  float *__restrict__ C) {
  __shared__ float sA[TILE][TILE];
  __shared__ float sB[TILE][TILE];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0;
  for (int kt = 0; kt < n; kt += TILE) {
    sA[ty][tx] = A[row * n + kt + tx];
    sB[ty][tx] = B[(kt + ty) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += sA[ty][k] * sB[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

extern "C" void matmul(const int n, const float *A, const float *B, float *C) {
  const int tiles = n / TILE;
  if (tiles > 0) matmul_kernel<<<dim3(tiles, tiles), dim3(TILE, TILE)>>>(n, A, B, C);
}
