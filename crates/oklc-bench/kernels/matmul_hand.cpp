// Shared-memory tiled matrix multiply, hand-written C++/OpenMP: the same 16 x 16 tiling, the
// "shared" tiles and per-thread accumulators as local arrays of each block.
#define TILE 16
extern "C" void matmul(const int &n_, const float *__restrict__ A, const float *__restrict__ B,
                       float *__restrict__ C) {
  const int n = n_;
#pragma omp parallel for collapse(2)
  for (int by = 0; by < n / TILE; ++by) {
    for (int bx = 0; bx < n / TILE; ++bx) {
      float sA[TILE][TILE], sB[TILE][TILE], acc[TILE][TILE];
      for (int ty = 0; ty < TILE; ++ty)
        for (int tx = 0; tx < TILE; ++tx) acc[ty][tx] = 0;
      for (int kt = 0; kt < n; kt += TILE) {
        for (int ty = 0; ty < TILE; ++ty)
          for (int tx = 0; tx < TILE; ++tx) {
            sA[ty][tx] = A[(by * TILE + ty) * n + kt + tx];
            sB[ty][tx] = B[(kt + ty) * n + bx * TILE + tx];
          }
        for (int ty = 0; ty < TILE; ++ty)
          for (int tx = 0; tx < TILE; ++tx) {
            float a = acc[ty][tx];
#pragma GCC unroll 16
            for (int k = 0; k < TILE; ++k) a += sA[ty][k] * sB[k][tx];
            acc[ty][tx] = a;
          }
      }
      for (int ty = 0; ty < TILE; ++ty)
        for (int tx = 0; tx < TILE; ++tx) C[(by * TILE + ty) * n + bx * TILE + tx] = acc[ty][tx];
    }
  }
}
