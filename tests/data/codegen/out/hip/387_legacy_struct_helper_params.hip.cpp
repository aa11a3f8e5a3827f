#include <hip/hip_runtime.h>

// Legacy OCCA accepts `@globalPtr` on a struct member (nekRS's boundary data) and `@shared` /
// `@exclusive` on the parameters of a helper that the kernel passes its own `@shared` array and
// `@exclusive` variable to (libParanumal's advection kernels). The helper updates them per work
// item; the results are those of the same code with the attributes left out.
struct bcData {
  int id;
  double t;
  const double *usrwrk;
};

static __device__ void surfaceTerms(int es, int i, int j, const double *q, double s_flux[2][8][8]) {
  s_flux[es][j][i] += q[8 * j + i];
}

static __device__ void accumulate(double &r, double v) {
  r += v;
}

extern "C" __global__ __launch_bounds__(8) void _occa_legacyStructHelperParams_0(const int nb, const double *q, const double *w, double *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ double s_flux[2][8][8];
    double r;
    {
      int i = 0 + threadIdx.x;
      bcData bc;
      bc.id = b;
      bc.t = 0.5 * b;
      bc.usrwrk = w + 8 * bc.id;
      r = bc.t;
      for (int j = 0; j < 8; ++j) {
        s_flux[0][j][i] = 0;
        s_flux[1][j][i] = 1;
      }
      for (int j = 0; j < 8; ++j) {
        surfaceTerms(1, i, j, q, s_flux);
      }
      accumulate(r, bc.usrwrk[i]);
    }
    __syncthreads();
    {
      int i = 0 + threadIdx.x;
      double sum = 0;
      for (int j = 0; j < 8; ++j) {
        sum += s_flux[1][j][i];
      }
      out[8 * b + i] = sum + r;
    }
  }
}
