#include <hip/hip_runtime.h>

// A double2-like struct with constructors and operators as a padded @shared tile and as an
// @exclusive accumulator: the group fills the tile through two constructors, then each
// work-item reads it transposed, scales a copy (`*=`), and walks a column in a regular loop
// with `continue` (skip its own row) and `break` (stop at a small value).
struct dbl2 {
  double x, y;
  dbl2() = default;
  __host__ __device__ constexpr  dbl2(double a, double b) : x(a), y(b) {
  }
  __host__ __device__ explicit  dbl2(double a) : x(a), y(-a) {
  }
  __host__ __device__ dbl2 operator+(const dbl2 &o) const {
    return dbl2(x + o.x, y + o.y);
  }
  __host__ __device__ dbl2 &operator*=(double s) {
    x *= s;
    y *= s;
    return *this;
  }
};

extern "C" __global__ __launch_bounds__(16) void _occa_sharedDbl2Transpose_0(const int nb, const double *in, double *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ dbl2 s_q[4][4 + 1];
    dbl2 acc;
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const double v = in[(b * 4 + j) * 4 + i];
        s_q[j][i] = i % 2 ? dbl2(v, 2 * v) : dbl2(v);
        acc = dbl2{0.5, -0.5};
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        dbl2 t = s_q[i][j];
        t *= 2.0;
        acc = acc + t;
        for (int k = 0; k < 4; ++k) {
          if (k == j) {
            continue;
          }
          if (s_q[k][i].x < -3.0) {
            break;
          }
          acc = acc + s_q[k][i];
        }
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        out[2 * ((b * 4 + j) * 4 + i) + 0] = acc.x;
        out[2 * ((b * 4 + j) * 4 + i) + 1] = acc.y;
      }
    }
  }
}
