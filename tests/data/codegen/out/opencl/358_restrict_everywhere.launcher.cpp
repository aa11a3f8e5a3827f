#include <occa/core/kernel.hpp>

// @restrict where the OKL reference allows it beyond parameters: typedef'd pointers (both
// spellings), pointer members of structs (a plain struct and one with a member function),
// helper return types and parameters, and locals: a row-wise axpy through small view structs.
typedef float *rptr_t;

typedef float *cptr_t;

struct field_t {
  float *__restrict__ data;
  int stride;
};

struct cfield_t {
  const float *__restrict__ data;
  int stride;
};

float cfield_t__at(const cfield_t *this_, int i) {
  return this_->data[i * this_->stride];
}

float *row(float *__restrict__ base, int r, int n) {
  return base + r * n;
}

const float *crow(const float *__restrict__ base, int r, int n) {
  return base + r * n;
}

extern "C" void axpyRows(occa::modeKernel_t **deviceKernels, const int &Nrows, const int &Ncols, const float &alpha, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z) {
  {
    const long long _occa_outer_x = Nrows - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nrows, Ncols, alpha, x, y, z);
    }
  }
}
