// Legacy OCCA accepts `@globalPtr` on a struct member (nekRS's boundary data) and `@shared` /
// `@exclusive` on the parameters of a helper that the kernel passes its own `@shared` array and
// `@exclusive` variable to (libParanumal's advection kernels). The helper updates them per work
// item; the results are those of the same code with the attributes left out.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct bcData {
  int id;
  double t;
  __global const double *usrwrk;
};

void surfaceTerms(int es, int i, int j, __global const double *q, __local double s_flux[2][8][8]) {
  s_flux[es][j][i] += q[8 * j + i];
}

void accumulate(double *r, double v) {
  *r += v;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_legacyStructHelperParams_0(const int nb, __global const double *q, __global const double *w, __global double *out) {
  __local double s_flux[2][8][8];
  {
    int b = 0 + get_group_id(0);
    double r;
    {
      int i = 0 + get_local_id(0);
      struct bcData bc;
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
      accumulate(&r, bc.usrwrk[i]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int i = 0 + get_local_id(0);
      double sum = 0;
      for (int j = 0; j < 8; ++j) {
        sum += s_flux[1][j][i];
      }
      out[8 * b + i] = sum + r;
    }
  }
}
