#include <occa/core/kernel.hpp>

// A double2-like struct with constructors and operators as a padded @shared tile and as an
// @exclusive accumulator: the group fills the tile through two constructors, then each
// work-item reads it transposed, scales a copy (`*=`), and walks a column in a regular loop
// with `continue` (skip its own row) and `break` (stop at a small value).
struct dbl2 {
  double x;
  double y;
};

dbl2 _occa_dbl2__dbl2_0(double a, double b) {
  dbl2 _occa_self = {0};
  dbl2 *this_ = &_occa_self;
  this_->x = a;
  this_->y = b;
  return _occa_self;
}

dbl2 _occa_dbl2__dbl2_1(double a) {
  dbl2 _occa_self = {0};
  dbl2 *this_ = &_occa_self;
  this_->x = a;
  this_->y = -a;
  return _occa_self;
}

dbl2 dbl2__operator_add(const dbl2 *this_, const dbl2 o) {
  return _occa_dbl2__dbl2_0(this_->x + o.x, this_->y + o.y);
}

void dbl2__operator_mul_assign(dbl2 *this_, double s) {
  this_->x *= s;
  this_->y *= s;
  return;
}

extern "C" void sharedDbl2Transpose(occa::modeKernel_t **deviceKernels, const int &nb, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nb - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nb, in, out);
    }
  }
}
