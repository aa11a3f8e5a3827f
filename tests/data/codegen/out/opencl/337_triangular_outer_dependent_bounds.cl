// Triangular work as dense linear algebra writes it: `@inner` bounds that are expressions of
// the `@outer` iterators (lower triangle `c <= r`, strict upper triangle counting down
// `c > r`, a band `lo = max(0, r - 1)` .. `min(n - 1, r + 1)`), a 2-D `@outer` grid whose
// `@inner` extent is `bi + bj + 1`, and a `@shared` row reduction whose `@inner` length is
// the row number, with `@max_inner_dims` stating the largest extent.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void _occa_triangularBounds_0(const int n, __global const double *A, __global double *L, __global double *U, __global int *band, __global int *grid, __global double *rowsum) {
  {
    int r = 0 + get_group_id(0);
    {
      int c = 0 + get_local_id(0);
      if (c <= r) {
        L[r * n + c] = A[r * n + c] * (r - c + 1);
      }
    }
  }
}

__kernel void _occa_triangularBounds_1(const int n, __global const double *A, __global double *L, __global double *U, __global int *band, __global int *grid, __global double *rowsum) {
  {
    int r = n - 1 - get_group_id(0);
    {
      int c = n - 1 - (1 * get_local_id(0));
      if (c > r) {
        U[r * n + c] = A[r * n + c] - A[c * n + r];
      }
    }
  }
}

__kernel void _occa_triangularBounds_2(const int n, __global const double *A, __global double *L, __global double *U, __global int *band, __global int *grid, __global double *rowsum) {
  {
    int r = 0 + get_group_id(0);
    {
      int c = (r > 0 ? r - 1 : 0) + get_local_id(0);
      if (c <= (r + 1 < n ? r + 1 : n - 1)) {
        band[r * 3 + (c - r + 1)] = 10 * r + c;
      }
    }
  }
}

__kernel void _occa_triangularBounds_3(const int n, __global const double *A, __global double *L, __global double *U, __global int *band, __global int *grid, __global double *rowsum) {
  {
    int bj = 0 + get_group_id(1);
    {
      int bi = 0 + get_group_id(0);
      {
        int t = bi + get_local_id(0);
        if (t < bi + bj + 1) {
          grid[(bj * 4 + bi) * 3 + (t - bi)] = 100 * bj + 10 * bi + t;
        }
      }
    }
  }
}

__kernel void _occa_triangularBounds_4(const int n, __global const double *A, __global double *L, __global double *U, __global int *band, __global int *grid, __global double *rowsum) {
  __local double s[8];
  {
    int r = 1 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      if (t < r) {
        s[t] = A[(r - 1) * n + t];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
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
