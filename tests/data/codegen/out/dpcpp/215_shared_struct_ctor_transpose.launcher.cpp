#include <occa/core/kernel.hpp>

// A double2-like struct with constructors and operators as a padded @shared tile and as an
// @exclusive accumulator: the group fills the tile through two constructors, then each
// work-item reads it transposed, scales a copy (`*=`), and walks a column in a regular loop
// with `continue` (skip its own row) and `break` (stop at a small value).
struct dbl2 {
  double x, y;
  dbl2() = default;
  constexpr  dbl2(double a, double b) : x(a), y(b) {
  }
  explicit  dbl2(double a) : x(a), y(-a) {
  }
  dbl2 operator+(const dbl2 &o) const {
    return dbl2(x + o.x, y + o.y);
  }
  dbl2 &operator*=(double s) {
    x *= s;
    y *= s;
    return *this;
  }
};

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
