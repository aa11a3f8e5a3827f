#include <occa/core/kernel.hpp>

// Legacy OCCA accepts `@globalPtr` on a struct member (nekRS's boundary data) and `@shared` /
// `@exclusive` on the parameters of a helper that the kernel passes its own `@shared` array and
// `@exclusive` variable to (libParanumal's advection kernels). The helper updates them per work
// item; the results are those of the same code with the attributes left out.
struct bcData {
  int id;
  double t;
  const double *usrwrk;
};

void surfaceTerms(int es, int i, int j, const double *q, double s_flux[2][8][8]) {
  s_flux[es][j][i] += q[8 * j + i];
}

void accumulate(double &r, double v) {
  r += v;
}

extern "C" void legacyStructHelperParams(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *q, occa::modeMemory_t *w, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, q, w, out);
    }
  }
}
