// Triangular work-groups: the `@inner` extent depends on the `@outer` iterator (`k <= r`), so
// `@exclusive` storage is sized by `@max_inner_dims`; a second nest's `@inner(0)` extent
// depends on its `@outer` iterator, and the lower triangle is selected with an `if` (OKL
// loops are rectangular within one work-group).
extern "C" __global__ __launch_bounds__(8) void _occa_triangular_0(const int n, const float *a, float *rowsum, float *lower) {
  {
    int r = 0 + blockIdx.x;
    float v;
    __shared__ float s[8];
    {
      int k = 0 + threadIdx.x;
      if (k <= r) {
        v = a[r * n + k];
        s[k] = v;
      }
    }
    __syncthreads();
    {
      int k = 0 + threadIdx.x;
      if (k <= r) {
        float acc = 0.0f;
        for (int m = 0; m <= k; ++m) {
          acc += s[m];
        }
        rowsum[r * n + k] = acc + v;
      }
    }
  }
}

extern "C" __global__ void _occa_triangular_1(const int n, const float *a, float *rowsum, float *lower) {
  {
    int blk = 0 + blockIdx.x;
    {
      int i = 0 + threadIdx.y;
      {
        int j = 0 + threadIdx.x;
        if (j < n - blk) {
          if (j <= i) {
            lower[(blk * n + i) * n + j] = a[i * n + j] * (blk + 1);
          }
        }
      }
    }
  }
}
