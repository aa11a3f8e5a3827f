#include <occa/core/kernel.hpp>

// `#pragma unroll` on regular loops around and between `@inner` levels: a `#pragma unroll 2`
// k loop around a 2-D nest whose `@inner(1)` body has a mid-level statement (once per
// work-item below) and a `#pragma unroll` r loop around the `@inner(0)` loop. The state is an
// `@exclusive` struct with an `operator+=` that alternates between two members (so the order
// of updates shows) and an `@exclusive` array with `@dim(2, 2) @dimOrder(1, 0)` read both
// through the accessor and as raw elements.
struct Acc {
  int v[2];
  int n;
};

void Acc__operator_add_assign(Acc *this_, int d) {
  this_->v[this_->n & 1] += d;
  ++this_->n;
  return;
}

extern "C" void unrolledExclusiveMid(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *x, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, x, out);
    }
  }
}
