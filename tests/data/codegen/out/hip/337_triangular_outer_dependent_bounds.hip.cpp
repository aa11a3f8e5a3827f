#include <hip/hip_runtime.h>

// Triangular work as dense linear algebra writes it: `@inner` bounds that are expressions of
// the `@outer` iterators (lower triangle `c <= r`, strict upper triangle counting down
// `c > r`, a band `lo = max(0, r - 1)` .. `min(n - 1, r + 1)`), a 2-D `@outer` grid whose
// `@inner` extent is `bi + bj + 1`, and a `@shared` row reduction whose `@inner` length is
// the row number, with `@max_inner_dims` stating the largest extent.
extern "C" __global__ void _occa_triangularBounds_0(const int n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  {
    int r = 0 + blockIdx.x;
    {
      int c = 0 + threadIdx.x;
      if (c <= r) {
        L[r * n + c] = A[r * n + c] * (r - c + 1);
      }
    }
  }
}

extern "C" __global__ void _occa_triangularBounds_1(const int n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  {
    int r = n - 1 - blockIdx.x;
    {
      int c = n - 1 - (1 * threadIdx.x);
      if (c > r) {
        U[r * n + c] = A[r * n + c] - A[c * n + r];
      }
    }
  }
}

extern "C" __global__ void _occa_triangularBounds_2(const int n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  {
    int r = 0 + blockIdx.x;
    {
      int c = (r > 0 ? r - 1 : 0) + threadIdx.x;
      if (c <= (r + 1 < n ? r + 1 : n - 1)) {
        band[r * 3 + (c - r + 1)] = 10 * r + c;
      }
    }
  }
}

extern "C" __global__ void _occa_triangularBounds_3(const int n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  {
    int bj = 0 + blockIdx.y;
    {
      int bi = 0 + blockIdx.x;
      {
        int t = bi + threadIdx.x;
        if (t < bi + bj + 1) {
          grid[(bj * 4 + bi) * 3 + (t - bi)] = 100 * bj + 10 * bi + t;
        }
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_triangularBounds_4(const int n, const double *A, double *L, double *U, int *band, int *grid, double *rowsum) {
  {
    int r = 1 + blockIdx.x;
    __shared__ double s[8];
    {
      int t = 0 + threadIdx.x;
      if (t < r) {
        s[t] = A[(r - 1) * n + t];
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      if (t < r) {
        if (t == 0) {
          double acc = 0.0;
          for (int k = r - 1; k >= 0; --k) {
            acc += s[k];
          }
          rowsum[r - 1] = acc;
        }
      }
    }
  }
}
