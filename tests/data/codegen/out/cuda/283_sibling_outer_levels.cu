// Two and three sibling `@outer(0)` loops in the body of one `@outer(1)` loop (one work-group
// grid; a group runs every sibling in turn), each with its own `@shared` and `@exclusive`
// arrays of one name and a different `@inner` shape (1 x 8, 2 x 4, 4 x 2); a regular loop and an
// `if` on the `@outer(1)` iterator between the siblings, and a group-level local between
// `@outer(1)` and the siblings. Each sibling reads what the previous one wrote for its own group.
extern "C" __global__ __launch_bounds__(32) void _occa_siblingOuters_0(const int ny, const int nx, const int *x, int *a, int *out) {
  {
    int by = 0 + blockIdx.y;
    const int rowBase = by * nx * 8;
    {
      int bx = 0 + blockIdx.x;
      if (bx < nx) {
        __shared__ int s[8];
        int e;
        {
          int u = 0 + threadIdx.y;
          if (u < 1) {
            {
              int t = 0 + threadIdx.x;
              e = x[rowBase + bx * 8 + t];
              s[t] = e * 2;
            }
          }
        }
        __syncthreads();
        {
          int u = 0 + threadIdx.y;
          if (u < 1) {
            {
              int t = 0 + threadIdx.x;
              if (t < 8) {
                a[rowBase + bx * 8 + t] = s[7 - t] + e;
              }
            }
          }
        }
        __syncthreads();
      }
    }
    for (int r = 0; r < 2; ++r) {
      {
        int bx = 0 + blockIdx.x;
        if (bx < nx) {
          __shared__ int s[2][4];
          int e[2];
          {
            int i = 0 + threadIdx.y;
            if (i < 2) {
              {
                int j = 0 + threadIdx.x;
                if (j < 4) {
                  e[0] = a[rowBase + bx * 8 + i * 4 + j];
                  e[1] = r;
                  s[i][j] = e[0];
                }
              }
            }
          }
          __syncthreads();
          {
            int i = 0 + threadIdx.y;
            if (i < 2) {
              {
                int j = 0 + threadIdx.x;
                if (j < 4) {
                  a[rowBase + bx * 8 + i * 4 + j] = e[0] + s[1 - i][j] * (e[1] + 1);
                }
              }
            }
          }
          __syncthreads();
        }
      }
    }
    if (by % 2 == 1) {
      {
        int bx = nx - 1 - blockIdx.x;
        if (bx >= 0) {
          int e;
          {
            int i = 0 + threadIdx.y;
            {
              int j = 0 + threadIdx.x;
              if (j < 2) {
                // Iteration `bx` of this decreasing sibling runs on the work-group that ran
                // iteration `nx - 1 - bx` of the siblings above: only what that group wrote is
                // ordered before this read (work-groups are not ordered with each other).
                e = a[rowBase + (nx - 1 - bx) * 8 + i * 2 + j];
              }
            }
          }
          {
            int i = 0 + threadIdx.y;
            if (i < 4) {
              {
                int j = 0 + threadIdx.x;
                if (j < 2) {
                  out[rowBase + bx * 8 + i * 2 + j] = e + 1000;
                }
              }
            }
          }
        }
      }
    } else {
      {
        int bx = 0 + blockIdx.x;
        if (bx < nx) {
          {
            int i = 0 + threadIdx.y;
            if (i < 4) {
              {
                int j = 0 + threadIdx.x;
                if (j < 2) {
                  out[rowBase + bx * 8 + i * 2 + j] = -a[rowBase + bx * 8 + i * 2 + j];
                }
              }
            }
          }
        }
      }
    }
  }
}
